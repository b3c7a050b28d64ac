/// Swift's syntax after a declaration's name, as code copied from an app writes it: an initializer
/// (`action reply = UNNotificationAction(identifier: "REPLY", title: "Reply")`) or a type
/// (`action reply: UNTextInputNotificationAction {`). Each is one error: the lexer's for the `=`
/// is dropped (``supersededLexicalErrors``), as the parser's says what the line is.
extension Parser {
  /// Whether the current `:` (or `=`, which the lexer reads as one) is followed on its line by a
  /// type's name and then `(` or `{`: Swift's initializer or type after a declaration's name.
  func atSwiftTypeAfterName() -> Bool {
    current.kind == .colon && current.newlinesBefore == 0 && peek().kind == .name
      && peek().newlinesBefore == 0 && peek(2).newlinesBefore == 0
      && (peek(2).kind == .leftParen || peek(2).kind == .leftBrace)
  }

  /// Reads Swift's type after the name of a declaration (``atSwiftTypeAfterName()``). A type
  /// before `{` is one error whose fix-it deletes it, and the declaration is read; an
  /// initializer is one error with no fix-it (its arguments are not properties as written), and
  /// is skipped whole. Returns whether a `{` follows, for the declaration's properties.
  mutating func skipSwiftTypeAfterName(of kind: Declaration.Kind, _ name: Identifier) -> Bool {
    let separator = advance()
    if source.bytes[separator.start] == UInt8(ascii: "=") { supersededLexicalErrors.append(separator.start) }
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

  /// Drops the lexer's errors at ``supersededLexicalErrors``, which the parser's say instead.
  @inline(never)
  mutating func dropSupersededLexicalErrors() {
    let superseded = Set(supersededLexicalErrors)
    var kept = DiagnosticBag()
    for diagnostic in lexer.diagnostics.diagnostics
    where
      !(diagnostic.code == .unexpectedCharacter
      && diagnostic.span.map { superseded.contains($0.start) } == true)
    {
      kept.report(diagnostic)
    }
    lexer.diagnostics = kept
  }
}
