/// The keywords that begin a directive or a declaration at the top level of a file.
enum TopLevelKeyword: String, CaseIterable {
  case notif, platform, `import`, localization, action, category
}

/// Habits from other languages that the parser reads as meant, after one error with a fix-it: a
/// keyword in capitals or misspelled, a colon after a directive's keyword (YAML), several
/// platforms on one line (Swift's `@available`), a property name in quotes (JSON), and a list
/// without its brackets. The lexer reads the habits it can tell by their characters alone
/// (`Lexer+OtherLanguages.swift`).
extension Parser {
  // MARK: Keywords

  /// The keyword that the current token misspells (in other capitals, `Action` or `PLATFORM`, or
  /// by a letter or two, `actoin`), when what follows it is what that keyword takes; the caller
  /// reports it (``reportExpectedDeclaration()``) and reads it as the keyword. `nil` otherwise.
  func misspelledKeyword() -> TopLevelKeyword? {
    guard current.kind == .name, let keyword = Self.keyword(misspelledAs: text(current)) else { return nil }
    let next = peek()
    let onLine = next.newlinesBefore == 0
    // A colon after a directive's keyword (`Platform: ios 15.0`) is read too (``skipColon(after:)``).
    if onLine && next.kind == .colon && keyword != .action && keyword != .category { return keyword }
    switch keyword {
    case .action, .category:
      // `Action a {`, or `Action a: {` (``skipColon(afterNameOf:_:)``).
      return next.kind == .name && (peek(2).kind == .leftBrace || peek(2).kind == .colon) ? keyword : nil
    case .notif: return onLine && next.kind == .number ? keyword : nil
    case .platform: return onLine && next.kind == .name && peek(2).kind == .number ? keyword : nil
    case .import: return onLine && (next.kind == .string || next.kind == .name) ? keyword : nil
    case .localization: return onLine && next.kind == .string ? keyword : nil
    }
  }

  /// Whether a line starts here with a misspelled `action` or `category`, a name and `{`
  /// (`Action accept {`): a declaration, where a skip would otherwise read on. (Properties do not
  /// look for one: the check would cost every property; `Action b {` in a declaration without
  /// its `}` is read as a property.)
  @inline(__always)
  func atMisspelledDeclarationStart() -> Bool {
    current.newlinesBefore > 0 && current.kind == .name && peek().kind == .name
      && peek(2).kind == .leftBrace && Self.isDeclarationKeyword(misspelledAs: text(current))
  }

  @inline(never)
  static func isDeclarationKeyword(misspelledAs word: String) -> Bool {
    let keyword = keyword(misspelledAs: word)
    return keyword == .action || keyword == .category
  }

  /// The keyword that `word` misspells: the same letters in other capitals, or the closest
  /// keyword by edit distance; `nil` for a keyword itself.
  static func keyword(misspelledAs word: String) -> TopLevelKeyword? {
    guard TopLevelKeyword(rawValue: word) == nil else { return nil }
    if let keyword = TopLevelKeyword(rawValue: word.lowercased()) { return keyword }
    return Suggestions.closest(to: word, in: topLevelKeywords).flatMap(TopLevelKeyword.init(rawValue:))
  }

  // MARK: Directives

  /// Skips a colon after a directive's keyword (`notif: 1`, a habit from YAML) on its line: one
  /// error with a fix-it that removes it, and the directive is read as if it were not there. (The
  /// lexer reports an `=` there, and drops it; a colon token it made of an `=` elsewhere is
  /// skipped without a second report.)
  mutating func skipColon(after keyword: String) {
    guard current.kind == .colon, current.newlinesBefore == 0 else { return }
    let colon = advance()
    guard source.bytes[colon.start] == UInt8(ascii: ":") else { return }
    diagnostics.report(
      .expectedToken, "unexpected ':' after '\(keyword)'", at: span(colon),
      notes: [DiagnosticNote("'\(keyword)' is followed by its value, without a colon")],
      fixIts: [separatorRemoval(colon)])
  }

  /// Skips a colon between a declaration's name and its `{` (`action accept: {`, YAML's colon with
  /// the braces too): one error with a fix-it that removes it.
  mutating func skipColon(afterNameOf kind: Declaration.Kind, _ name: Identifier) {
    let colon = advance()
    guard source.bytes[colon.start] == UInt8(ascii: ":") else { return }  // an `=`, reported
    diagnostics.report(
      .expectedToken, "unexpected ':' after \(kind.rawValue) name '\(name.text)'", at: span(colon),
      notes: [
        DiagnosticNote(
          "\(kind == .action ? "an action's" : "a category's") properties follow its name in braces")
      ],
      fixIts: [separatorRemoval(colon)])
  }

  /// Parses the platforms that follow the first on its line (`platform ios 15.0, watchos 8.0`, as
  /// Swift's `@available` lists them, with or without commas; the next may also be on the next
  /// line): each is an error with a fix-it that gives it a `platform` line of its own, and is read
  /// as if it had one. A comma that no platform follows is an error with a fix-it that removes it.
  mutating func parsePlatformList() {
    let note = DiagnosticNote("each platform has a 'platform' line of its own")
    while true {
      let versionEnd = previousEnd
      if current.kind == .comma && current.newlinesBefore == 0 {
        let comma = advance()
        // The next platform: a name on the line, or a name and its version on the next.
        let listed =
          current.kind == .name && !atTopLevelStart()
          && (current.newlinesBefore == 0 || peek().kind == .number)
        let fixIts = listed ? newPlatformLine(from: versionEnd, comma: comma) : [separatorRemoval(comma)]
        diagnostics.report(
          .expectedToken, "unexpected ',' after a platform's deployment target", at: span(comma),
          notes: [note], fixIts: fixIts)
        if !listed { return }
      } else if current.kind == .name && current.newlinesBefore == 0 && peek().kind == .number {
        diagnostics.report(
          .expectedToken, "expected a new 'platform' line before '\(text(current))'", at: span(current),
          notes: [note], fixIts: newPlatformLine(from: versionEnd, comma: nil))
      } else {
        return
      }
      guard parsePlatformNameAndVersion(from: current.start) else { return }
    }
  }

  /// The fix-its that give the current platform name a `platform` line of its own: the bytes from
  /// the previous version to the name replaced by a line break and `platform ` when they are only
  /// blanks, the comma and line breaks; else (a comment between them, which must stay) the comma
  /// removed, and `platform ` inserted before the name (with a line break when on the same line).
  private mutating func newPlatformLine(from versionEnd: Int, comma: Token?) -> [FixIt] {
    let nameStart = current.start
    let lineBreak = lineBreak()
    let between = source.bytes[versionEnd..<nameStart]
    if between.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ",")].contains($0) }) {
      return [
        FixIt(
          span: SourceSpan(file: file, start: versionEnd, end: nameStart),
          replacement: lineBreak + "platform ")
      ]
    }
    let insertion = FixIt(
      span: .point(file, nameStart), replacement: (current.newlinesBefore == 0 ? lineBreak : "") + "platform "
    )
    return (comma.map { [separatorRemoval($0)] } ?? []) + [insertion]
  }

  /// A fix-it that removes `token`, a separator between two tokens on a line, leaving them one
  /// blank apart (``FixIt/separatorRemoval(of:in:)``).
  private func separatorRemoval(_ token: Token) -> FixIt {
    source.bytes.withUnsafeBufferPointer { FixIt.separatorRemoval(of: span(token), in: $0) }
  }

  /// The file's line break (`\r\n`, `\r` or `\n`: its first), so that a fix-it that starts a line
  /// keeps the file's line endings; `\n` in a file of one line. Found once a file.
  mutating func lineBreak() -> String {
    if let lineBreakFound { return lineBreakFound }
    let bytes = source.bytes
    var position = 0
    while position < bytes.count && bytes[position] != 0x0A && bytes[position] != 0x0D { position += 1 }
    let found =
      position < bytes.count && bytes[position] == 0x0D
      ? (position + 1 < bytes.count && bytes[position + 1] == 0x0A ? "\r\n" : "\r") : "\n"
    lineBreakFound = found
    return found
  }

  // MARK: Properties

  /// Whether the current token is a property name in quotes (`"title": "Accept"`, or in single
  /// quotes, which the lexer has reported): a string whose bytes between its quotes are a plain
  /// name (no escapes, blanks or other characters), followed by a colon on its line.
  func atQuotedPropertyName() -> Bool {
    let token = current
    guard token.kind == .string, peek().kind == .colon, peek().newlinesBefore == 0 else { return false }
    return Self.isQuotedName(token, in: source.bytes)
  }

  @inline(never)
  static func isQuotedName(_ token: Token, in source: [UInt8]) -> Bool {
    source.withUnsafeBufferPointer { bytes in
      // Straight quotes (`"`, or `'` read by the lexer) or curly ones (three bytes, E2 80 xx).
      let quote = bytes[token.start] == 0xE2 ? 3 : 1
      let (start, end) = (token.start + quote, token.end - quote)
      return start < end && bytes[end] == bytes[token.start] && LexerState.isName(bytes[start..<end])
    }
  }

  /// Parses a property whose name is in quotes (``atQuotedPropertyName()``): an error whose fix-it
  /// removes the quotes, then the property as if they were not there. The name's span covers the
  /// quotes, so that the checker's fix-its for the name or the property replace them too; for a
  /// name that is no property's, the checker's suggestion is the fix-it (two would overlap).
  mutating func parseQuotedProperty(in kind: Declaration.Kind, _ declaration: Identifier) -> Property {
    let token = current
    let nameBytes = (token.start + 1)..<(token.end - 1)
    let name = text(of: nameBytes)
    // The lexer has reported single quotes, with a fix-it to double ones.
    if source.bytes[token.start] == UInt8(ascii: "\"") {
      let isProperty = source.bytes.withUnsafeBufferPointer {
        PropertyName.match(UnsafeBufferPointer(rebasing: $0[nameBytes])) != nil
      }
      diagnostics.report(
        .expectedToken,
        "unexpected quotes around property name '\(name)' in \(kind.rawValue) '\(declaration.text)'",
        at: span(token), notes: [DiagnosticNote("property names are written without quotes")],
        fixIts: isProperty ? [FixIt(span: span(token), replacement: name)] : [])
    }
    return parseProperty(in: kind, nameInQuotes: true)
  }
}

extension Parser {
  // MARK: Lists

  /// A comma-separated list without brackets, `actions: reply, like, open`: the value `first` of
  /// `property`, when it takes a list (only categories have such properties), and the values after
  /// it on its line, each after a comma, read as one list after one error whose fix-its add the
  /// brackets; `first` alone otherwise. A trailing comma before the line's end or `}` becomes the
  /// `]`; a `]` already there closes the list. The caller has seen a comma after `first` on its
  /// line. Kept out of line: ``parseProperty(nameInQuotes:)`` runs for every property.
  @inline(never)
  mutating func parseListWithoutBrackets(startingWith first: Value, of property: PropertyName?) -> Value? {
    guard let property, PropertySchema.kind(of: property, in: .category)?.isList == true else { return first }
    // After a list (`[a], b`), where the comma belongs is a guess: the caller reports what follows.
    if case .list = first.kind { return first }
    // A comma followed on its line by a value, unless that is the next property's name, bare or
    // quoted (a comma between properties, `"title": "A", "destructive": true`, is another habit).
    func commaBeforeElement() -> Bool {
      guard current.kind == .comma && current.newlinesBefore == 0 else { return false }
      let next = peek()
      return canStartValue(next) && next.newlinesBefore == 0
        && !((next.kind == .name || next.kind == .string) && peek(2).kind == .colon)
    }
    guard commaBeforeElement() else { return first }
    let start = elementScratch.count
    elementScratch.append(first)
    var last = first.span
    while commaBeforeElement() {
      advance()
      guard let element = parseValue(depth: 2) else {
        elementScratch.removeAll(from: start)
        return nil
      }
      elementScratch.append(element)
      last = element.span
    }
    // How the list ends: a `]` on the line (after a comma or not) already closes it; a comma at
    // the line's end or before `}` becomes the `]` (only the comma: a comment before it stays);
    // otherwise a `]` is inserted after the last element.
    var close: FixIt? = FixIt(span: .point(file, last.end), replacement: "]")
    if current.kind == .comma && current.newlinesBefore == 0 {
      let next = peek()
      if next.kind == .rightBracket && next.newlinesBefore == 0 {
        advance()
      } else if next.newlinesBefore > 0 || next.kind == .rightBrace || next.kind == .endOfFile {
        close = FixIt(span: span(advance()), replacement: "]")
      }
    }
    var end = last.end
    if current.kind == .rightBracket && current.newlinesBefore == 0 {
      end = advance().end
      close = nil
    }
    diagnostics.report(
      .expectedToken, "expected '[' to begin list", at: .point(file, first.span.start),
      notes: [DiagnosticNote("a list is written in brackets, its elements separated by commas")],
      fixIts: [FixIt(span: .point(file, first.span.start), replacement: "[")] + (close.map { [$0] } ?? []))
    return Value(
      .list(elementScratch.take(from: start)),
      span: SourceSpan(file: file, start: first.span.start, end: end))
  }
}

extension FixIt {
  /// A fix-it that removes a separator (a `:` or `,`) between two tokens on a line and leaves one
  /// blank between them: with the blanks before it when a blank or the line's end follows it
  /// (`notif : 1`, `notif :`); alone when only a blank precedes it (`notif :1`); replaced by a
  /// blank when neither side has one (`notif:1`).
  static func separatorRemoval(of span: SourceSpan, in bytes: UnsafeBufferPointer<UInt8>) -> FixIt {
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    let end = span.end
    if end == bytes.count || isBlank(bytes[end]) || bytes[end] == 0x0A || bytes[end] == 0x0D {
      var start = span.start
      while start > 0 && isBlank(bytes[start - 1]) { start -= 1 }
      return FixIt(span: SourceSpan(file: span.file, start: start, end: end), replacement: "")
    }
    let blankBefore = span.start > 0 && isBlank(bytes[span.start - 1])
    return FixIt(span: span, replacement: blankBefore ? "" : " ")
  }
}
