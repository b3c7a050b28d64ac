/// Strings table names (N708): a table is the base name of a file in the app's bundle (`Push` for
/// `Push.strings` or `Push.xcstrings`), so it has no file extension, no folder, and does not start
/// with `.`. `NSLocalizedString` given `Push.strings` looks up `Push.strings.strings`, finds
/// nothing, and shows the development value in every language.
enum TableNames {
  /// The extensions of strings table files.
  private static let extensions = [".strings", ".stringsdict", ".xcstrings"]

  /// What is wrong with a table name as written, if anything, and the name it most likely meant.
  static func problem(_ written: String) -> (message: String, meant: String?)? {
    // Nearly every table name has neither a '.' nor a '/': told in one pass over its bytes.
    guard written.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }) else {
      return nil
    }
    // Every extension at the end (`Push.strings.xcstrings` is `Push`).
    var base = Substring(written)
    while let suffix = extensions.first(where: { base.hasSuffix($0) && base.count > $0.count }) {
      base = base.dropLast(suffix.count)
    }
    if base.count < written.count && !base.contains("/") && !base.hasPrefix(".") {
      return (
        "strings table name '\(written)' includes the file extension; the table is '\(base)'", String(base)
      )
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
