/// Swift's syntax after a declaration's name, as code copied from an app writes it: an initializer
/// (`action reply = UNNotificationAction(identifier: "REPLY", title: "Reply")`) or a type
/// (`action reply: UNTextInputNotificationAction {`). Each is one error: the lexer's for the `=`
/// is dropped (``supersededLexicalErrors``), as the parser's says what the line is.
extension Parser {
  /// Whether the current `:` (or `=`, which the lexer reads as one) is followed on its line by a
  /// type's name and then `(` or `{`: Swift's initializer or type after a declaration's name.
  func atSwiftTypeAfterName() -> Bool {
    guard current.kind == .colon && current.newlinesBefore == 0 && peek().kind == .name else { return false }
    // The type may follow `=` on the next line (`action reply =` ⏎ `UNNotificationAction(`), and a
    // type's `{` may be on the line after it.
    let isAssignment = source.bytes[current.start] == UInt8(ascii: "=")
    guard peek().newlinesBefore == 0 || isAssignment || peek(2).kind == .leftBrace else { return false }
    return (peek(2).kind == .leftParen && peek(2).newlinesBefore == 0) || peek(2).kind == .leftBrace
  }

  /// Reads Swift's type after the name of a declaration (``atSwiftTypeAfterName()``). A type
  /// before `{` is one error whose fix-it deletes it, and the declaration is read; an
  /// initializer is one error with no fix-it (its arguments are not properties as written), and
  /// is skipped whole. Returns whether a `{` follows, for the declaration's properties.
  mutating func skipSwiftTypeAfterName(of kind: Declaration.Kind, _ name: Identifier) -> Bool {
    let separator = advance()
    if source.bytes[separator.start] == UInt8(ascii: "=") {
      supersededLexicalErrors.append(separator.start..<separator.end)
    }
    let type = advance()
    let typeName = text(type)
    guard current.kind == .leftParen else {
      diagnostics.report(
        .expectedToken,
        "expected '{' after \(kind.rawValue) name '\(name.text)', found Swift's type '\(typeName)'",
        at: span(type),
        notes: [DiagnosticNote("a declaration has no type; its properties say what it is")],
        fixIts: [FixIt(span: SourceSpan(file: file, start: name.span.end, end: type.end), replacement: "")])
      return true
    }
    diagnostics.report(
      .expectedToken,
      "expected '{' after \(kind.rawValue) name '\(name.text)', found Swift's initializer '\(typeName)(...)'",
      at: span(type),
      notes: [
        DiagnosticNote(
          "a declaration's properties are written in braces, as in '\(kind.rawValue) \(name.text) { title: \"…\" }'"
        )
      ])
    // The initializer's arguments, across lines, to its `)`.
    var depth = 0
    repeat {
      if current.kind == .leftParen { depth += 1 } else if current.kind == .rightParen { depth -= 1 }
      advance()
    } while depth > 0 && current.kind != .endOfFile && !atDeclarationKeywordOnNewLine()
    return false
  }

  /// Whether a Swift statement begins here at the top level: `let` or `var`, a name, and `=` (which
  /// the lexer reads as `:`) or a type's `:`, on one line: code copied from an app.
  func atSwiftStatement() -> Bool {
    (isName(current, "let") || isName(current, "var")) && peek().kind == .name && peek(2).kind == .colon
      && peek().newlinesBefore == 0 && peek(2).newlinesBefore == 0
  }

  /// Reports a Swift statement at the top level (``atSwiftStatement()``) as one error, and skips
  /// it to the next directive or declaration; the lexer's errors about its characters (its `=`,
  /// Swift's `.customDismissAction`) are dropped.
  mutating func skipSwiftStatement() {
    let start = current.start
    diagnostics.report(
      .expectedDeclaration, "expected 'action' or 'category' declaration, found Swift's '\(text(current))'",
      at: span(current),
      notes: [
        DiagnosticNote(
          "a .notif file declares 'action name { … }' and 'category name { … }', with Apple's arguments as properties"
        )
      ])
    skipToTopLevel()
    supersededLexicalErrors.append(start..<previousEnd)
  }

  /// Drops the lexer's errors about characters in ``supersededLexicalErrors``, which the parser's
  /// say instead. (The ranges are in the order of the file and do not overlap: each error finds
  /// its range by a binary search, so that thousands of them stay linear.)
  @inline(never)
  mutating func dropSupersededLexicalErrors() {
    let ranges = supersededLexicalErrors
    func isSuperseded(_ offset: Int) -> Bool {
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
      }
      return low < ranges.count && ranges[low].contains(offset)
    }
    var kept = DiagnosticBag()
    for diagnostic in lexer.diagnostics.diagnostics {
      if diagnostic.code == .unexpectedCharacter, let span = diagnostic.span, isSuperseded(span.start) {
        continue
      }
      kept.report(diagnostic)
    }
    lexer.diagnostics = kept
  }
}
