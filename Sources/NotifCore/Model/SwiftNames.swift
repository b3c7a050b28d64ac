/// How `.notif` names become Swift names (spec section 7): split at underscores, join in camel
/// case; a part in capitals is lowercased first; inner capitals of a mixed-case part are kept.
public enum SwiftNames {
  /// `complete_reminder` → `completeReminder`; `MY_ACTION` → `myAction`. `nil` when the result
  /// would not be a Swift identifier: no letters or digits (`_`), or a leading digit (`_9`).
  public static func lowerCamel(_ name: String) -> String? {
    // The common case: already lower camel case (no underscore, a lowercase first letter).
    if let first = name.utf8.first, isLower(first),
      !ByteScan.contains(name, where: { $0 == UInt8(ascii: "_") })
    {
      return name
    }
    return camel(name, upperFirst: false)
  }

  /// `complete_reminder` → `CompleteReminder`.
  public static func upperCamel(_ name: String) -> String? {
    camel(name, upperFirst: true)
  }

  /// Joins the underscore-separated parts of a name (ASCII by the grammar) in camel case, byte by
  /// byte: a part with no lowercase letter is lowercased; each part's first letter is uppercased,
  /// except the whole name's first when `upperFirst` is false.
  static func camel(_ name: String, upperFirst: Bool) -> String? {
    return ByteScan.withUTF8(name) { bytes -> String? in
      // The result is never longer than the name: it is made in a temporary buffer (on the stack
      // for a short name), and only the string itself is allocated.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { result -> String? in
        var count = 0
        var index = 0
        while index < bytes.count {
          if bytes[index] == UInt8(ascii: "_") {  // empty parts are skipped
            index += 1
            continue
          }
          let start = index
          var hasLowercase = false
          while index < bytes.count && bytes[index] != UInt8(ascii: "_") {
            hasLowercase = hasLowercase || isLower(bytes[index])
            index += 1
          }
          for offset in start..<index {
            var byte = hasLowercase ? bytes[offset] : lowered(bytes[offset])
            if offset == start { byte = count == 0 && !upperFirst ? lowered(byte) : uppered(byte) }
            result[count] = byte
            count += 1
          }
        }
        guard count > 0, !(result[0] >= UInt8(ascii: "0") && result[0] <= UInt8(ascii: "9")) else {
          return nil
        }
        return String(decoding: UnsafeBufferPointer(rebasing: result[..<count]), as: UTF8.self)
      }
    }
  }

  static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

  static func lowered(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  static func uppered(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 32 : byte }

  /// Swift keywords that must be escaped with backticks to be used as a case name (names that
  /// start with a lowercase letter: ``lowerCamel(_:)`` makes no other). The
  /// contextual keywords that are plain names where the generated code writes a case (after `case`
  /// and after a dot: `open`, `async`, `copy`, `package`…) are not escaped, except `some` and `any`,
  /// which read as `Optional.some` and an existential in some of those places.
  public static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super",
    "throws", "true", "try", "some", "any",
  ]

  /// A case name (from ``lowerCamel(_:)``) as the generated code writes it, after `case` and
  /// after a dot: in backticks when it is a keyword there.
  public static func escaped(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }
}
