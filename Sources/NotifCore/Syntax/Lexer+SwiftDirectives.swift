/// Swift's compiler directives (`#if DEBUG`, `#else`, `#endif`, `#warning`, `#available`), which a
/// `.notif` file has no equivalent of. Read as a `#` comment, with that habit's fix-it to `//`, a
/// `#if DEBUG` would silently make its debug-only declarations part of every build: each is one
/// error with no fix-it instead, and its line is skipped.
extension LexerState {
  /// The directives, each with the subject of its message and its note.
  private static let swiftDirectives: [(word: [UInt8], subject: String, note: String)] = {
    let conditional = "put debug-only declarations in a file of their own, and build it only in debug"
    let diagnostic = "a '.notif' file has no directives; a comment starts with '//'"
    return [
      ("if", "conditional compilation ('#if')", conditional),
      ("elseif", "conditional compilation ('#elseif')", conditional),
      ("else", "conditional compilation ('#else')", conditional),
      ("endif", "conditional compilation ('#endif')", conditional),
      ("warning", "'#warning'", diagnostic),
      ("error", "'#error'", diagnostic),
      (
        "available", "'#available'",
        "a file's deployment target is set with a 'platform' line, and the generated code checks '#available' for options that need a newer system"
      ),
    ].map { (Array($0.0.utf8), $0.1, $0.2) }
  }()

  /// Reports the Swift directive whose `#` is at `start`, when one is there (its word alone, not
  /// the start of a longer one: `#iffy` is a `#` comment), and returns `true`; the caller skips the
  /// line. `false` when there is none.
  mutating func reportSwiftDirective(at start: Int) -> Bool {
    let count = buffer.count
    var end = start + 1
    while end < count && Self.isNameContinue(buffer[end]) { end += 1 }
    guard end > start + 1, end - start - 1 <= 9 else { return false }
    let word = UnsafeBufferPointer(rebasing: buffer[(start + 1)..<end])
    guard let directive = Self.swiftDirectives.first(where: { $0.word.elementsEqual(word) }) else {
      return false
    }
    diagnostics.report(
      .unexpectedCharacter, "\(directive.subject) is not supported in .notif files", at: span(start, end),
      notes: [DiagnosticNote(directive.note)])
    return true
  }
}
