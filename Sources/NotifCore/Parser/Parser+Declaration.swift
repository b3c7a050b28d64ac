extension Parser {
  /// Parses an action or category.
  ///
  ///     declaration = [ DOC ] ( "action" | "category" ) NAME "{" { property } "}" ;
  ///
  /// `kind` is given when the keyword is misspelled (see ``misspelledKeyword()``).
  mutating func parseDeclaration(kind givenKind: Declaration.Kind? = nil) {
    let keywordIndex = index
    let keyword = advance()
    let kind: Declaration.Kind = givenKind ?? (isName(keyword, "action") ? .action : .category)
    seenDeclaration = true
    guard current.kind == .name || atQuotedDeclarationName(), !atDeclarationStart() else {
      diagnostics.report(
        .expectedToken, "expected \(kind.rawValue) name after '\(kind.rawValue)'", at: insertionPoint)
      skipToTopLevel()
      return
    }
    let name = current.kind == .name ? identifier() : quotedDeclarationName(kind)
    let documentation = docComment(before: keywordIndex)
    var properties: [Property] = []
    var isClosed = false
    if current.kind == .colon && peek().kind == .leftBrace { skipColon(afterNameOf: kind, name) }
    if current.kind == .name && current.newlinesBefore == 0 && peek().kind == .leftBrace
      && peek().newlinesBefore == 0
    {
      // `action accept invite {`: a name of two words. The declaration is read under its first,
      // with no fix-it: which name the file's lists use is not known.
      let second = advance()
      let word = text(second)
      // The same word twice (`category reminder reminder {`) loses nothing when one goes.
      let doubled = word == name.text
      diagnostics.report(
        .expectedToken,
        "expected '{' after \(kind.rawValue) name '\(name.text)', found a second name '\(word)'",
        at: span(second),
        notes: [
          DiagnosticNote(
            doubled
              ? "the name is written twice"
              : "a name is one word; join the words with '_', as in '\(name.text)_\(word)'")
        ],
        fixIts: doubled
          ? [FixIt(span: SourceSpan(file: file, start: name.span.end, end: second.end), replacement: "")] : []
      )
    }
    let swiftInitializer = atSwiftTypeAfterName() && !skipSwiftTypeAfterName(of: kind, name)
    if swiftInitializer {
      tree.skippedDeclarationText = true
    } else if current.kind == .leftBrace {
      advance()
      isClosed = parseProperties(kind: kind, name: name)
      properties = propertyScratch.take(from: 0)
    } else {
      // A `:` (YAML) or `(` (Swift) where the `{` goes: replace the colon; an insertion before
      // either would leave it behind, and what a `(` meant is not plain.
      let fixIts: [FixIt] =
        switch current.kind {
        case .colon where current.newlinesBefore == 0: [FixIt(span: span(current), replacement: " {")]
        case .leftParen where current.newlinesBefore == 0: []
        default: [FixIt(span: insertionPoint, replacement: " {")]
        }
      diagnostics.report(
        .expectedToken, "expected '{' after \(kind.rawValue) name '\(name.text)'", at: insertionPoint,
        fixIts: fixIts)
      tree.skippedDeclarationText = true
      if !atTopLevelStart() { skipToTopLevel() }
    }
    // A declaration whose `}` a block comment that never ends may hide runs to the end of the
    // file: the comment's error is then in it, and the checker reports nothing that the hidden
    // text may settle (a missing title).
    let end = !isClosed && current.isEndInsideComment ? source.bytes.count : previousEnd
    if tree.declarations.count == tree.declarations.capacity { reserveDeclarations() }
    tree.declarations.append(
      Declaration(
        kind: kind, name: name, documentation: documentation, properties: properties,
        span: SourceSpan(file: file, start: keyword.start, end: end)))
  }

  /// Makes room for more declarations: as many as the part of the file read so far predicts for
  /// the whole, with a little to spare. Doubling would, near the end of a large file, hold the old
  /// array and one twice its size at once, and leave up to half of the new one unused.
  mutating func reserveDeclarations() {
    let count = tree.declarations.count
    let read = previousEnd
    guard count >= 1024, read > 0 else { return }  // small arrays double as usual
    let predicted = count * (source.bytes.count / read) + count * (source.bytes.count % read) / read
    // At least an eighth more each time, so that a file whose declarations crowd at its end is
    // still copied a bounded number of times; at most twice as many, as doubling would, so that
    // declarations crowded at the start (and a long tail of comments) do not reserve room for
    // millions.
    let grown = min(max(count + count / 8, predicted + predicted / 32), 2 * count)
    tree.declarations.reserveCapacity(grown + 16)
  }

  /// Parses properties up to and including the closing `}`, into ``propertyScratch``. Returns
  /// whether the `}` was there.
  mutating func parseProperties(kind: Declaration.Kind, name: Identifier) -> Bool {
    while true {
      switch current.kind {
      case .rightBrace:
        advance()
        return true
      case .name where atDeclarationStart() || (atTopLevelStart() && !atPropertyStartOnNewLine()):
        reportMissingBrace(kind: kind, name: name)
        return false
      case .endOfFile:
        reportMissingBrace(kind: kind, name: name)
        return false
      case .name:
        propertyScratch.append(parseProperty(in: kind))
      case .comma:
        // A habit from JSON and Swift: properties are separated by blanks and line breaks only.
        let comma = span(advance())
        // (The scratch holds this declaration's properties: it is emptied for each.)
        let between = propertyScratch.count > 0 && (current.kind == .name || atQuotedPropertyName())
        diagnostics.report(
          .expectedToken,
          "unexpected ',' \(between ? "between properties of" : "in") \(kind.rawValue) '\(name.text)'",
          at: comma,
          notes: [DiagnosticNote("properties are separated by line breaks or spaces")],
          fixIts: [FixIt.deletion(of: comma, in: source)])
      case .string where atQuotedPropertyName():
        propertyScratch.append(parseQuotedProperty(in: kind, name))
      default:
        diagnostics.report(
          .expectedToken,
          "expected property name in \(kind.rawValue) '\(name.text)', found \(current.kind.spelling)",
          at: span(current))
        skipToPropertyBoundary()
      }
    }
  }

  mutating func reportMissingBrace(kind: Declaration.Kind, name: Identifier) {
    if reachedEndAfterFatalError { return }
    let lineBreak = lineBreak()
    diagnostics.report(
      .expectedToken, "expected '}' to end \(kind.rawValue) '\(name.text)'", at: insertionPoint,
      notes: [DiagnosticNote("\(kind.rawValue) '\(name.text)' begins here", at: name.span)],
      fixIts: [FixIt(span: insertionPoint, replacement: lineBreak + "}")])
  }

  /// Parses one property.
  ///
  ///     property = NAME ":" value ;
  ///
  /// A name in quotes (`nameInQuotes`: a string token, see ``parseQuotedProperty(in:_:)``) is the
  /// text between them, and its span covers them.
  mutating func parseProperty(in kind: Declaration.Kind, nameInQuotes: Bool = false) -> Property {
    let token = advance()
    // A quote is one byte, or three for a curly one (U+2018, U+2019, U+201C, U+201D).
    let quote = nameInQuotes ? (source.bytes[token.start] == 0xE2 ? 3 : 1) : 0
    let nameBytes = (token.start + quote)..<(token.end - quote)
    var property = source.bytes.withUnsafeBufferPointer {
      PropertyName.match(UnsafeBufferPointer(rebasing: $0[nameBytes]))
    }
    if token.isHyphenatedName { property = hyphenatedPropertyName(token) }
    // A known property's spelling is a shared literal, not a new string (most spellings are too
    // long to be stored inline, and a build reads one per property).
    let name = Identifier(
      property?.spelling ?? (token.isHyphenatedName ? text(token) : text(of: nameBytes)), span: span(token))
    var hasColon = false
    // Where the value's text may start: after the colon (or the `=` the lexer reads as one).
    var valueLead = token.end
    if current.kind == .colon {
      valueLead = advance().end
      hasColon = true
    } else {
      // The colon is inserted before a value on the line. With none (a flag written alone, as
      // Swift's option sets or YAML's keys), a boolean takes `: true`; anything else gets no fix-it,
      // as a colon alone would leave a property without a value.
      let valueFollows = canStartValue(current) && current.newlinesBefore == 0
      let boolean: Bool
      if let property, case .bool? = PropertySchema.kind(of: property, in: .action) {
        boolean = true
      } else {
        boolean = false
      }
      diagnostics.report(
        .expectedToken, "expected ':' after property name '\(name.text)'", at: insertionPoint,
        notes: !valueFollows && boolean
          ? [DiagnosticNote("a boolean property is set with '\(name.text): true'")] : [],
        fixIts: valueFollows
          ? [FixIt(span: insertionPoint, replacement: ":")]
          : boolean ? [FixIt(span: insertionPoint, replacement: ": true")] : [])
    }
    var value: Value?
    if canStartValue(current) && (current.newlinesBefore == 0 || (hasColon && !atPropertyStartOnNewLine())) {
      let hyphenated = hyphenatedValues
      value = parseValue(depth: 1)
      if let first = value, first.isWord, atMoreUnquotedWords() {
        // (Not `??`: its closure would hold on to the name's text for every property.)
        var meant = property
        if meant == nil { meant = Self.likelyProperty(name.text, in: kind) }
        if let meant, Self.isText(meant) {
          value = parseUnquotedText(startingWith: first, of: meant, after: valueLead)
        } else if meant == nil {
          // An unknown property like no known one (N901): its words are one value too, not a
          // property for each further word. (One that spells a list's is left to its N901 and
          // N903, which offer the list.)
          value = parseUnquotedText(startingWith: first, of: nil, after: valueLead)
        }
      }
      if value == nil {
        skipToPropertyBoundary()
      } else if current.kind == .comma && current.newlinesBefore == 0, let first = value {
        value = parseListWithoutBrackets(startingWith: first, of: property)
        if value == nil { skipToPropertyBoundary() }
      }
      if hyphenatedValues != hyphenated, let property, let read = value {
        value = readingHyphenatedValues(read, of: property)
      }
    } else if hasColon && atBracedValue() {
      let takesList = property.flatMap { PropertySchema.kind(of: $0, in: .category)?.isList } ?? false
      value = parseBracedValue(inList: false, takesList: takesList, depth: 1)
    } else if hasColon {
      diagnostics.report(.expectedValue, "expected value for property '\(name.text)'", at: insertionPoint)
      if current.newlinesBefore == 0 && current.kind != .rightBrace && current.kind != .endOfFile {
        skipToPropertyBoundary()
      }
    } else if current.newlinesBefore == 0 && current.kind != .rightBrace && current.kind != .endOfFile {
      skipToPropertyBoundary()
    }
    return Property(name: name, value: value, span: span(from: name.span.start), property: property)
  }

  @inline(__always)
  func canStartValue(_ token: Token) -> Bool {
    switch token.kind {
    case .string, .name, .number, .leftBracket: true
    default: false
    }
  }

  /// Parses a value. Returns `nil` (after reporting) when it is too deeply nested.
  ///
  ///     value      = STRING | "true" | "false" | name_value | list | localized ;
  ///     name_value = NAME - ( "true" | "false" ) ;
  ///
  /// The parser also accepts a NUMBER here, so that the checker can say which kind of value the
  /// property takes (N903).
  mutating func parseValue(depth: Int) -> Value? {
    let token = current
    switch token.kind {
    case .string:
      advance()
      return Value(.string(stringValue(token)), span: span(token))
    case .number:
      advance()
      return Value(.number(text(token)), span: span(token))
    case .leftBracket:
      return parseList(depth: depth)
    case .name:
      if peek().kind == .leftParen {
        if isName(token, "localized") { return parseLocalized(depth: depth) }
        if let call = swiftLocalizationCall() { return parseSwiftLocalization(call, depth: depth) }
      }
      advance()
      if token.isHyphenatedName { hyphenatedValues += 1 }
      if isName(token, "true") { return Value(.bool(true), span: span(token)) }
      if isName(token, "false") { return Value(.bool(false), span: span(token)) }
      return Value(.name(text(token)), span: span(token))
    default:
      diagnostics.report(.expectedValue, "expected value, found \(token.kind.spelling)", at: span(token))
      return Value(.invalid, span: insertionPoint)
    }
  }

  /// Reports nesting beyond the limit and skips the over-deep group without recursion.
  mutating func skipTooDeep(opening: TokenKind, closing: TokenKind) -> Value {
    let start = current.start
    diagnostics.report(
      .nestingTooDeep, "values are nested too deeply (the limit is \(limits.maxNestingDepth) levels)",
      at: span(current))
    var depth = 0
    repeat {
      if current.kind == opening { depth += 1 } else if current.kind == closing { depth -= 1 }
      advance()
    } while depth > 0 && current.kind != .endOfFile
    if depth > 0 { reachedEndAfterFatalError = true }
    return Value(.invalid, span: span(from: start))
  }

  /// Parses a list.
  ///
  ///     list = "[" [ value { "," value } [ "," ] ] "]" ;
  mutating func parseList(depth: Int) -> Value? {
    if depth > limits.maxNestingDepth { return skipTooDeep(opening: .leftBracket, closing: .rightBracket) }
    let open = advance()
    let first = elementScratch.count
    while true {
      if current.kind == .rightBracket {
        advance()
        break
      }
      if current.kind == .comma {
        // A comma with no element before it (`[a,,b]`, `[,]`): one error, and the list goes on.
        let comma = span(current)
        var fixIt = FixIt.deletion(of: comma, in: source)
        if elementScratch.count == first && fixIt.span.end == comma.end {
          // Right after `[`: the blanks after it go with it (`[, a]` becomes `[a]`).
          var end = comma.end
          while end < source.bytes.count && (source.bytes[end] == 0x20 || source.bytes[end] == 0x09) {
            end += 1
          }
          fixIt = FixIt(span: SourceSpan(file: comma.file, start: comma.start, end: end), replacement: "")
        }
        diagnostics.report(.expectedValue, "expected a list element before ','", at: comma, fixIts: [fixIt])
        advance()
        continue
      }
      if current.kind == .leftBrace {
        elementScratch.append(parseBracedValue(inList: true, depth: depth))
        if current.kind == .comma { advance() }
        continue
      }
      let missingClose =
        current.kind == .endOfFile || !canStartValue(current) || atPropertyStartOnNewLine()
        || atDeclarationStart()
      if missingClose {
        if reachedEndAfterFatalError { break }
        diagnostics.report(
          .expectedToken, "expected ']' to end list", at: insertionPoint,
          notes: [DiagnosticNote("list begins here", at: span(open))],
          fixIts: [FixIt(span: insertionPoint, replacement: "]")])
        break
      }
      guard let element = parseValue(depth: depth + 1) else {
        elementScratch.removeAll(from: first)
        return nil
      }
      elementScratch.append(element)
      if current.kind == .comma {
        advance()
      } else if canStartValue(current) && !atPropertyStartOnNewLine() && !atDeclarationStart() {
        diagnostics.report(
          .expectedToken, "expected ',' between list elements", at: insertionPoint,
          fixIts: [FixIt(span: insertionPoint, replacement: ",")])
      }
    }
    return Value(.list(elementScratch.take(from: first)), span: span(from: open.start))
  }
}
