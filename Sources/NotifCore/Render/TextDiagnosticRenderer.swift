/// Renders diagnostics in the clang/swiftc form that Xcode and editors parse:
///
///     path:line:col: error: message [N401]
///     <source line>
///         ^~~~
///     path:line:col: note: first declared here
///
/// Colour (ANSI, as clang uses) is optional; the caller decides (terminal, `NO_COLOR`).
public struct TextDiagnosticRenderer {
  /// Whether to colour the output.
  public var colors: Bool
  /// Whether to show the source line and caret.
  public var snippets: Bool

  /// Creates a renderer.
  public init(colors: Bool = false, snippets: Bool = true) {
    self.colors = colors
    self.snippets = snippets
  }

  /// Renders one diagnostic with its notes; ends with a newline.
  public func render(_ diagnostic: Diagnostic, sources: SourceManager) -> String {
    var out = ""
    let severityColor = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
    out += header(diagnostic.span, sources)
    out += paint(diagnostic.severity.rawValue + ":", severityColor) + " "
    out += paint("\(oneLine(diagnostic.message)) [\(diagnostic.code.rawValue)]", "\u{1B}[1m") + "\n"
    if snippets, let span = diagnostic.span {
      out += snippet(span, sources: sources, fixIts: diagnostic.fixIts)
    }
    // A fix-it the caret line cannot show (on another line, or a second one) is a note of its
    // own, with its line; a removal is left to the message and notes, which say it.
    for (index, fixIt) in diagnostic.fixIts.enumerated()
    where !fixIt.replacement.isEmpty && !fixIt.replacement.dropFirst().contains(where: \.isNewline)
      && !(index == 0 && diagnostic.span.map { Self.isShownUnderCaret(fixIt, of: $0, in: sources) } == true)
    {
      out += header(fixIt.span, sources)
      out += paint("note:", "\u{1B}[1;30m") + " " + oneLine(Self.describe(fixIt, sources: sources)) + "\n"
      // The caret line already shows where a new line would start.
      let startsLineAtCaret =
        fixIt.replacement.first?.isNewline == true
        && diagnostic.span.map { sources.start(of: $0).line == sources.start(of: fixIt.span).line } == true
      if snippets && !startsLineAtCaret { out += snippet(fixIt.span, sources: sources, fixIts: [fixIt]) }
    }
    for note in diagnostic.notes {
      out += header(note.span ?? diagnostic.span, sources)
      out += paint("note:", "\u{1B}[1;30m") + " " + oneLine(note.message) + "\n"
      if snippets, let span = note.span,
        span.file != diagnostic.span?.file
          || sources.start(of: span).line != diagnostic.span.map({ sources.start(of: $0).line })
      {
        out += snippet(span, sources: sources, fixIts: [])
      }
    }
    return out
  }

  /// Renders all diagnostics.
  public func render(_ diagnostics: [Diagnostic], sources: SourceManager) -> String {
    // A loop, not `joined()`: that generic call looks up a conformance at run time, a scan of
    // every conformance record that a lint of one clean file paid at start-up.
    var out = ""
    for diagnostic in diagnostics { out += render(diagnostic, sources: sources) }
    return out
  }

  private func paint(_ text: String, _ code: String) -> String {
    colors ? code + text + "\u{1B}[0m" : text
  }

  private func header(_ span: SourceSpan?, _ sources: SourceManager) -> String {
    guard let span else { return paint("notifc: ", "\u{1B}[1m") }
    let position = sources.start(of: span)
    // A path is shown on one line, its control characters replaced, as a message is: a file name
    // cannot forge a diagnostic line or drive the terminal.
    return paint("\(oneLine(sources[span.file].path)):\(position.line):\(position.column): ", "\u{1B}[1m")
  }

  /// The source line, a caret line under the span, and a fix-it line when a fix-it replaces text
  /// on the same line.
  private func snippet(_ span: SourceSpan, sources: SourceManager, fixIts: [FixIt]) -> String {
    let file = sources[span.file]
    guard !file.bytes.isEmpty || span.start == 0 else { return "" }
    let lineIndex = file.lineIndex(containing: span.start)
    let wholeLine = file.lineRange(lineIndex)
    // A long line (a minified file) is shown around the span only, with "..." where it is cut.
    let lineRange = Self.window(of: wholeLine, around: span, in: file.bytes)
    let lead = lineRange.lowerBound > wholeLine.lowerBound ? "..." : ""
    let trail = lineRange.upperBound < wholeLine.upperBound ? "..." : ""
    let lineText = lead + sanitize(file.text(lineRange)) + trail
    let prefix =
      lead
      + file.text(
        lineRange.lowerBound..<min(max(span.start, lineRange.lowerBound), lineRange.upperBound))
    let padding = self.padding(under: prefix)
    let spanEnd = min(span.end, lineRange.upperBound)
    let width =
      spanEnd > span.start
      ? max(1, TerminalColumns.width(of: sanitize(file.text(span.start..<spanEnd)))) : 1
    var out =
      lineText + "\n" + padding
      + paint("^" + String(repeating: "~", count: max(0, width - 1)), "\u{1B}[1;32m") + "\n"
    if let fixIt = fixIts.first, Self.isShownUnderCaret(fixIt, of: span, in: sources) {
      let fixPrefix = lead + file.text(lineRange.lowerBound..<fixIt.span.start)
      let fixPadding = self.padding(under: fixPrefix)
      out += fixPadding + paint(sanitize(fixIt.replacement), "\u{1B}[0;32m") + "\n"
    }
    return out
  }

  /// Whether the caret line of `span` shows `fixIt` under it: a replacement or insertion of one
  /// line that starts on the part of the line shown, its end included (an insertion after the
  /// line's last character, such as a missing `]`).
  static func isShownUnderCaret(_ fixIt: FixIt, of span: SourceSpan, in sources: SourceManager) -> Bool {
    guard fixIt.span.file == span.file, !fixIt.replacement.isEmpty,
      !fixIt.replacement.contains(where: \.isNewline)
    else { return false }
    let file = sources[span.file]
    guard !file.bytes.isEmpty || span.start == 0 else { return false }
    let wholeLine = file.lineRange(file.lineIndex(containing: span.start))
    let shown = window(of: wholeLine, around: span, in: file.bytes)
    return shown.contains(fixIt.span.start)
      || (fixIt.span.start == shown.upperBound && shown.upperBound == wholeLine.upperBound)
  }

  /// What a fix-it shown as a note does: `insert ','`, `replace 'x' with 'y'`, or `replace with 'y'`
  /// when the text it replaces is long or spans lines; a replacement that starts a new line (its
  /// only line break, first) is `insert '}' on a new line` or `replace ', ' with a new line
  /// starting 'platform'` (`replace with a new line starting 'platform'`); a deletion is `delete
  /// 'x'`, without the blanks and line breaks around `x` (deleting a property takes the blank
  /// before it, or its whole line), or `delete` (SARIF's fixes describe every fix-it).
  static func describe(_ fixIt: FixIt, sources: SourceManager) -> String {
    let replaced = sources[fixIt.span.file].text(fixIt.span.start..<fixIt.span.end)
    // Whether a text is short and on one line, so that a description can quote it.
    func isQuotable(_ text: some StringProtocol) -> Bool {
      !text.contains(where: \.isNewline) && text.utf8.count <= 40
    }
    if fixIt.replacement.isEmpty {
      let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
      guard let first = replaced.firstIndex(where: { !isBlank($0) }),
        let last = replaced.lastIndex(where: { !isBlank($0) })
      else { return "delete" }
      let deleted = replaced[first...last]
      return isQuotable(deleted) ? "delete '\(deleted)'" : "delete"
    }
    if fixIt.replacement.first?.isNewline == true {
      var line = fixIt.replacement.dropFirst()
      while line.last == " " { line = line.dropLast() }
      if replaced.isEmpty { return "insert '\(line)' on a new line" }
      return isQuotable(replaced)
        ? "replace '\(replaced)' with a new line starting '\(line)'"
        : "replace with a new line starting '\(line)'"
    }
    if replaced.isEmpty { return "insert '\(fixIt.replacement)'" }
    return isQuotable(replaced)
      ? "replace '\(replaced)' with '\(fixIt.replacement)'" : "replace with '\(fixIt.replacement)'"
  }

  /// The bytes of `line` to show: all of it when it is short, else a window of about 80 bytes
  /// before the span and after it, cut at character boundaries.
  static func window(of line: Range<Int>, around span: SourceSpan, in bytes: [UInt8]) -> Range<Int> {
    guard line.count > 240 else { return line }
    func isContinuation(_ offset: Int) -> Bool { offset < line.upperBound && bytes[offset] & 0xC0 == 0x80 }
    var start = max(line.lowerBound, min(span.start, line.upperBound) - 80)
    while isContinuation(start) { start += 1 }
    var end = min(line.upperBound, max(span.end, span.start + 1) + 80, start + 240)
    while isContinuation(end) { end += 1 }
    return start..<max(start, end)
  }

  /// Blanks as wide as `text` is on a terminal, as printed (sanitized), keeping its tabs, so that
  /// what follows them lines up under what follows `text`: two columns for a wide character or an
  /// emoji, none for a combining mark.
  private func padding(under text: String) -> String {
    var result = ""
    for character in sanitize(text) {
      if character == "\t" {
        result += "\t"
      } else {
        result += String(repeating: " ", count: TerminalColumns.width(of: character))
      }
    }
    return result
  }

  /// `text` (a path in an error the command line prints) on one line, as ``oneLine(_:)`` shows a
  /// message: it cannot forge another line of the log, nor drive the terminal.
  public static func oneLine(_ text: String) -> String { TextDiagnosticRenderer().oneLine(text) }

  /// A message on one line, whatever strings from the source it quotes: line breaks become `\n`
  /// and `\r`, so that tools reading `path:line:col: severity: message` line by line (Xcode, editors,
  /// problem matchers) see one diagnostic; other control characters are replaced as in snippets.
  func oneLine(_ message: String) -> String {
    guard
      message.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F })
        || message.unicodeScalars.contains(where: { UTF8Decoding.isBidiControl($0.value) })
    else {
      return message
    }
    return sanitize(message.replacingAll("\r", "\\r").replacingAll("\n", "\\n"))
  }

  /// Replaces control characters so a hostile source line cannot drive the terminal.
  private func sanitize(_ text: String) -> String { Self.sanitized(text, keepingLineBreaks: false) }

  /// `text` with its control characters (but tabs, and line feeds and carriage returns when
  /// `keepingLineBreaks`) and bidirectional controls replaced by U+FFFD.
  static func sanitized(_ text: String, keepingLineBreaks: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\t" || (keepingLineBreaks && (scalar == "\n" || scalar == "\r"))
        || scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value)
          && !UTF8Decoding.isBidiControl(scalar.value)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result.unicodeScalars.append("\u{FFFD}")
      }
    }
    return result
  }
}
