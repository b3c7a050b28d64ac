/// Strings table names (N708): a table is the base name of a file in the app's bundle (`Push` for
/// `Push.strings` or `Push.xcstrings`), so it has no file extension, no folder, and does not start
/// with `.`. `NSLocalizedString` given `Push.strings` looks up `Push.strings.strings`, finds
/// nothing, and shows the development value in every language.
enum TableNames {
  /// The extensions of strings table files, as bytes (compared without regard to case).
  private static let extensions = [".strings", ".stringsdict", ".xcstrings"].map { Array($0.utf8) }

  /// What is wrong with a table name as written, if anything, and the name it most likely meant.
  static func problem(_ written: String) -> (message: String, meant: String?)? {
    // Nearly every table name has neither a '.' nor a '/': told in one pass over its bytes.
    guard written.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }) else {
      return nil
    }
    // Every extension at the end (`Push.strings.xcstrings` is `Push`), by bytes: each step is
    // as long as the extension it takes off.
    let bytes = Array(written.utf8)
    var end = bytes.count
    func endsWith(_ suffix: [UInt8]) -> Bool {
      end > suffix.count
        && zip(bytes[(end - suffix.count)..<end], suffix).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }
    while let suffix = extensions.first(where: endsWith) { end -= suffix.count }
    let base = String(decoding: bytes[..<end], as: UTF8.self)
    if end < bytes.count && !base.contains("/") && !base.hasPrefix(".") {
      return ("strings table name '\(written)' includes the file extension; the table is '\(base)'", base)
    }
    if written.contains("/") {
      return ("strings table name '\(written)' contains '/'; a table is a file name, not a path", nil)
    }
    if written.hasPrefix(".") {
      return ("strings table name '\(written)' starts with '.', which names a hidden file", nil)
    }
    return nil
  }

  /// Reports a table name that is not a table's, with the name it most likely meant as a fix-it.
  static func check(_ table: String, at span: SourceSpan, _ diagnostics: inout DiagnosticBag) {
    guard let (message, meant) = problem(table) else { return }
    let fixIts = meant.flatMap { name in
      name.contains(where: { $0 == "\"" || $0 == "\\" })
        ? nil : [FixIt(span: span, replacement: "\"\(name)\"")]
    }
    diagnostics.report(.invalidTableName, message, at: span, fixIts: fixIts ?? [])
  }
}
