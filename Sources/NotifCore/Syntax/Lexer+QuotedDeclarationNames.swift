/// A declaration's name in quotes (`action "reply" {`, `category 'message' {`), as JSON or YAML
/// write a key: one error at the quote, whose fix-it removes the quotes, and the declaration is
/// read under the name (``Parser/quotedDeclarationName(_:)``), so that the lists that name it
/// agree. The lexer reports a name in single or curly quotes; the parser, one in double quotes.
extension LexerState {
  /// `action` or `category` when that keyword is the word before `start` on its line (with blanks
  /// between them) and a `{` follows the name that ends at `nameEnd` (after blanks and line
  /// breaks); `nil` otherwise.
  func declarationKeyword(before start: Int, nameEnd: Int) -> Declaration.Kind? {
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    var next = nameEnd
    while next < buffer.count && (isBlank(buffer[next]) || buffer[next] == 0x0A || buffer[next] == 0x0D) {
      next += 1
    }
    guard next < buffer.count, buffer[next] == UInt8(ascii: "{") else { return nil }
    var end = start
    while end > 0 && isBlank(buffer[end - 1]) { end -= 1 }
    guard end < start else { return nil }
    var wordStart = end
    while wordStart > 0 && Self.isNameContinue(buffer[wordStart - 1]) { wordStart -= 1 }
    let word = UnsafeBufferPointer(rebasing: buffer[wordStart..<end])
    if word.elementsEqual("action".utf8) { return .action }
    if word.elementsEqual("category".utf8) { return .category }
    return nil
  }

  /// Reports the quotes around `name`, the name of a declaration of `kind` written at `span`.
  mutating func reportQuotedDeclarationName(_ name: String, of kind: Declaration.Kind, at span: SourceSpan) {
    diagnostics.report(
      .unexpectedCharacter, Self.quotedDeclarationNameMessage(name, of: kind), at: span,
      notes: [DiagnosticNote(Self.quotedDeclarationNameNote)],
      fixIts: [FixIt(span: span, replacement: name)])
  }

  static func quotedDeclarationNameMessage(_ name: String, of kind: Declaration.Kind) -> String {
    "unexpected quotes around \(kind.rawValue) name '\(name)'"
  }

  static let quotedDeclarationNameNote = "a declaration's name is written without quotes"
}

extension Parser {
  /// Whether the current token is a declaration's name in quotes: a string whose text between its
  /// quotes is a plain name (``isQuotedName(_:in:)``), followed by `{`.
  func atQuotedDeclarationName() -> Bool {
    current.kind == .string && peek().kind == .leftBrace && Self.isQuotedName(current, in: source.bytes)
  }

  /// Reads the declaration's name in quotes (``atQuotedDeclarationName()``): an error whose fix-it
  /// removes double quotes (the lexer has reported other quotes), and the name, whose span covers
  /// the quotes.
  mutating func quotedDeclarationName(_ kind: Declaration.Kind) -> Identifier {
    let token = advance()
    let name = stringValue(token)
    if source.bytes[token.start] == UInt8(ascii: "\"") {
      diagnostics.report(
        .expectedToken, LexerState.quotedDeclarationNameMessage(name, of: kind), at: span(token),
        notes: [DiagnosticNote(LexerState.quotedDeclarationNameNote)],
        fixIts: [FixIt(span: span(token), replacement: name)])
    }
    return Identifier(name, span: span(token))
  }
}
