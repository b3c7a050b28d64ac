/// Habits from other languages that the parser reads as meant, after one error with a fix-it: a
/// colon after a directive's keyword (YAML), several platforms on one line (Swift's
/// `@available`), a property name in quotes (JSON), and a declaration's keyword in capitals (as
/// type names are written). The lexer reads the habits it can tell by their characters alone
/// (`Lexer+OtherLanguages.swift`).
extension Parser {
  /// Parses the platforms after the first of a list on one line (`platform ios 15.0, watchos 8.0`,
  /// as Swift's `@available` writes them): each comma is an error with a fix-it that starts a new
  /// `platform` line, and each platform is read as if it had one.
  mutating func parsePlatformList() {
    while current.kind == .comma && current.newlinesBefore == 0 {
      let comma = advance()
      var end = comma.end
      source.bytes.withUnsafeBufferPointer { bytes in
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
      }
      diagnostics.report(
        .expectedToken, "unexpected ',' after a platform's deployment target", at: span(comma),
        notes: [DiagnosticNote("each platform has a 'platform' line of its own")],
        fixIts: [
          FixIt(span: SourceSpan(file: file, start: comma.start, end: end), replacement: "\nplatform ")
        ])
      guard current.kind == .name, current.newlinesBefore == 0, peek().kind == .number else { return }
      let name = identifier()
      let version = identifier()
      tree.platforms.append(
        PlatformDirective(name: name, version: version, span: span(from: name.span.start)))
    }
  }

  /// Skips a colon after a directive's keyword (`notif: 1`, a habit from YAML): one error with a
  /// fix-it that deletes it, and the directive is read as if it were not there.
  mutating func skipColon(after keyword: String) {
    guard current.kind == .colon, current.newlinesBefore == 0 else { return }
    let colon = advance()
    let followedByBlank = source.bytes.withUnsafeBufferPointer { bytes in
      colon.end < bytes.count && (bytes[colon.end] == 0x20 || bytes[colon.end] == 0x09)
    }
    diagnostics.report(
      .expectedToken, "unexpected ':' after '\(keyword)'", at: span(colon),
      notes: [DiagnosticNote("'\(keyword)' is followed by its value, without a colon")],
      fixIts: [FixIt(span: span(colon), replacement: followedByBlank ? "" : " ")])
  }

  /// The kind of declaration that the current token begins with a keyword in capitals
  /// (`Action accept {`, `CATEGORY invite {`, as type names are written elsewhere), which is
  /// reported with a fix-it and read as the keyword; `nil` when it begins none.
  func miscapitalizedKeyword() -> Declaration.Kind? {
    guard current.kind == .name, peek().kind == .name, peek(2).kind == .leftBrace else { return nil }
    switch text(current).lowercased() {
    case "action": return .action
    case "category": return .category
    default: return nil
    }
  }

  /// Reads a property name written in quotes (`"title": "Accept"`) as the name, after an error
  /// with a fix-it that removes the quotes: the current string token, followed by a colon, whose
  /// bytes between its quotes are a plain name (no escapes, blanks or other characters). Returns
  /// `false`, having changed nothing, when it is not one.
  mutating func readQuotedPropertyName(in kind: Declaration.Kind, _ name: Identifier) -> Bool {
    let token = current
    guard token.kind == .string, peek().kind == .colon, peek().newlinesBefore == 0 else { return false }
    let (start, end) = (token.start + 1, token.end - 1)
    let isPlainName = source.bytes.withUnsafeBufferPointer { bytes in
      guard start < end, bytes[end] == UInt8(ascii: "\""), !(0x30...0x39).contains(bytes[start]) else {
        return false
      }
      return bytes[start..<end].allSatisfy(LexerState.isNameContinue)
    }
    guard isPlainName else { return false }
    let property = source.bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }
    diagnostics.report(
      .expectedToken,
      "property name '\(property)' in \(kind.rawValue) '\(name.text)' is written without quotes",
      at: span(token), fixIts: [FixIt(span: span(token), replacement: property)])
    // The token becomes the name between the quotes, for the property that follows.
    lexer.stream.tokens[index - lexer.droppedTokens] = Token(
      kind: .name, start: start, end: end, newlinesBefore: token.newlinesBefore,
      commentsEnd: token.commentsEnd, payload: 0)
    return true
  }
}
