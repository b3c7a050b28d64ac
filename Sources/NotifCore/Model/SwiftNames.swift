/// How `.notif` names become Swift names (spec section 7): split at underscores, join in camel
/// case; a part in capitals is lowercased first; inner capitals of a mixed-case part are kept.
public enum SwiftNames {
  /// `complete_reminder` → `completeReminder`; `MY_ACTION` → `myAction`. `nil` when the result
  /// would not be a Swift identifier: no letters or digits (`_`), or a leading digit (`_9`).
  public static func lowerCamel(_ name: String) -> String? {
    let parts = words(name)
    guard let first = parts.first, let initial = first.first, !initial.isNumber else { return nil }
    return lowercasedFirst(first) + parts.dropFirst().map(capitalizedFirst).joined()
  }

  /// `complete_reminder` → `CompleteReminder`.
  public static func upperCamel(_ name: String) -> String? {
    let parts = words(name)
    guard let initial = parts.first?.first, !initial.isNumber else { return nil }
    return parts.map(capitalizedFirst).joined()
  }

  /// The parts of a name, each already lowercased when written all in capitals.
  static func words(_ name: String) -> [String] {
    name.split(separator: "_").map { part in
      let hasLower = part.utf8.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
      return hasLower ? String(part) : part.lowercased()
    }
  }

  static func capitalizedFirst(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  static func lowercasedFirst(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.lowercased() + word.dropFirst()
  }

  /// Swift keywords and names that must be escaped with backticks to be used as identifiers.
  public static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "async", "some", "any", "consume", "copy", "discard",
    "each", "borrowing", "consuming", "package", "_", "Type", "Protocol", "sending",
  ]

  /// The name as a Swift identifier, in backticks when it is a keyword.
  public static func escaped(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }
}
