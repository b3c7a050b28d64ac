/// Walks a syntax tree in source order and writes each of its tokens exactly once, in order, through
/// a ``FormatPrinter``; the tree decides the layout, the token stream supplies the exact text and
/// the comments. Any disagreement between the tree and the tokens (a tree recovered from syntax
/// errors) throws ``Mismatch``, and the caller falls back to the source text.
struct FormatWalker {
  struct Mismatch: Error {}

  /// The longest line, in terminal columns, the formatter writes before it breaks a list or
  /// `localized(...)`.
  static let lineLimit = 100

  let tree: SyntaxTree
  let source: SourceFile
  let tokens: [Token]
  var printer: FormatPrinter
  /// The index of the next token to write.
  var cursor = 0
  var tokensEmitted = 0
  var commasDropped = 0
  var commasInserted = 0
  /// The source lines (0-based) that a `notifc:ignore` comment silences: see ``staysOnSourceLine(_:line:)``.
  let silencedLines: Set<Int>
  /// The output line being written (its index) and the source lines of the names, strings and
  /// numbers on it: see ``joinsSilencedLine(_:line:)``.
  var outputLine = OutputLineSources(index: -1)
  /// The last source line ``staysOnSourceLine(_:line:)`` asked about, and where its text starts.
  var firstNonBlank = (line: -1, offset: 0)

  init(tree: SyntaxTree, source: SourceFile) {
    self.tree = tree
    self.source = source
    self.tokens = tree.tokens.tokens
    // With the misspelt directives, which N952's fix-it corrects: kept so, the correction works.
    let directives = tree.ignoreDirectives + tree.misspeltIgnoreDirectives
    self.printer = FormatPrinter(
      source: source, comments: tree.tokens.comments, ignoreStarts: Set(directives.map(\.span.start)))
    silencedLines = Set(directives.map { $0.targetLine - 1 })
  }

  // MARK: Top level

  private enum Item {
    case directive(start: Int, end: Int)
    case declaration(Declaration)

    var start: Int {
      switch self {
      case .directive(let start, _): start
      case .declaration(let declaration): declaration.keywordSpan.start
      }
    }
  }

  /// Formats the whole file.
  mutating func run() throws -> String {
    // The tree must come from this source: its end-of-file token is at the end of the bytes.
    guard let last = tokens.last, last.kind == .endOfFile, last.start == source.bytes.count else {
      throw Mismatch()
    }
    var previousWasDeclaration = false
    for (position, item) in try topLevelItems().enumerated() {
      switch item {
      case .directive(let start, let end):
        try expect(start)
        let blanks: BlankPolicy = position > 0 && previousWasDeclaration ? .force : .preserve
        emit(.line(0, blanks: blanks))
        while tokens[cursor].kind != .endOfFile && tokens[cursor].start < end {
          emit(.inline(space: true, continuation: 1))
        }
        previousWasDeclaration = false
      case .declaration(let declaration):
        try emitDeclaration(declaration)
        previousWasDeclaration = true
      }
    }
    guard tokens[cursor].kind == .endOfFile else { throw Mismatch() }
    printer.flushComments(upTo: Int(tokens[cursor].commentsEnd), slot: .line(0, blanks: .preserve))
    return printer.finish()
  }

  private func topLevelItems() throws -> [Item] {
    var items: [Item] = []
    if let version = tree.languageVersion {
      let index = try tokenIndex(startingAt: version.span.start)
      guard index > 0, tokens[index - 1].kind == .name else { throw Mismatch() }
      items.append(.directive(start: tokens[index - 1].start, end: version.span.end))
    }
    items += tree.platforms.map { .directive(start: $0.span.start, end: $0.span.end) }
    items += tree.imports.map { .directive(start: $0.span.start, end: $0.span.end) }
    items += tree.localizations.map { .directive(start: $0.span.start, end: $0.span.end) }
    items += tree.declarations.map { .declaration($0) }
    return items.sorted { $0.start < $1.start }
  }

  // MARK: Declarations

  private mutating func emitDeclaration(_ declaration: Declaration) throws {
    try expect(declaration.keywordSpan.start, .name)
    emit(.line(0, blanks: .force))
    try expect(declaration.name.span.start, .name)
    emit(.inline(space: true, continuation: 1))
    try expect(nil, .leftBrace)
    let close = try tokenIndex(startingAt: declaration.span.end - 1)
    guard tokens[close].kind == .rightBrace else { throw Mismatch() }
    let isEmpty = declaration.properties.isEmpty && Int(tokens[close].commentsEnd) == printer.commentCursor
    if bracePullsInSilencedLine(declaration) {
      // The `{` starts a line a `notifc:ignore` comment silences: brought up to the name's line, the
      // comment would silence the name's line instead. It keeps a line of its own.
      emit(.line(0, blanks: .none))
    } else {
      emitPulled(space: true, continuation: 1)
    }
    if isEmpty {
      try expect(nil, .rightBrace)
      emit(.inline(space: false, continuation: 0))
      return
    }
    if keepsOneLine(declaration, close: close) {
      // A one-line declaration silenced by a trailing `notifc:ignore` stays on its line, so the
      // comment keeps applying to it.
      for property in declaration.properties {
        try expect(property.name.span.start, .name)
        emit(.inline(space: true, continuation: 1, keepLine: true))
        try expect(nil, .colon)
        emitPulled(space: false, continuation: 1)
        guard let value = property.value else { throw Mismatch() }
        try emitValue(
          value, slot: .inline(space: true, continuation: 1, keepLine: true), flat: true, trailing: 0)
      }
      guard cursor == close else { throw Mismatch() }
      emit(.inline(space: true, continuation: 0, keepLine: true))
      return
    }
    printer.markOpener()
    for property in declaration.properties {
      try emitProperty(property, indent: 1)
    }
    guard cursor == close else { throw Mismatch() }
    emit(.line(0, commentIndent: 1, blanks: .commentsOnly))
  }

  /// Whether the declaration's `{` (the next token) is on a later source line than its name, and
  /// that line is one a `notifc:ignore` comment silences.
  private func bracePullsInSilencedLine(_ declaration: Declaration) -> Bool {
    guard !silencedLines.isEmpty else { return false }
    let braceLine = source.lineIndex(containing: tokens[cursor].start)
    return silencedLines.contains(braceLine)
      && braceLine != source.lineIndex(containing: declaration.name.span.start)
  }

  /// Whether a declaration written on one line, with no line comments inside, is silenced by a
  /// `notifc:ignore` comment (trailing it, or on the line before): its line must stay whole, or the
  /// comment would stop applying to what it silences.
  private func keepsOneLine(_ declaration: Declaration, close: Int) -> Bool {
    let open = cursor - 1
    guard tokens[open].kind == .leftBrace else { return false }
    let firstLine = source.lineIndex(containing: declaration.keywordSpan.start)
    guard source.lineIndex(containing: tokens[close].start) == firstLine,
      silencedLines.contains(firstLine)  // (1-based target lines, 0-based here)
    else { return false }
    let inside = tree.tokens.comments[Int(tokens[open].commentsEnd)..<Int(tokens[close].commentsEnd)]
    return inside.allSatisfy { $0.kind == .block }
  }

  private mutating func emitProperty(_ property: Property, indent: Int) throws {
    try expect(property.name.span.start, .name)
    emit(.line(indent, blanks: .preserve))
    try expect(nil, .colon)
    emitPulled(space: false, continuation: indent + 1)
    guard let value = property.value else { throw Mismatch() }
    try emitValue(value, slot: .inline(space: true, continuation: indent + 1), flat: false, trailing: 0)
    guard tokens[cursor - 1].end == property.span.end else { throw Mismatch() }
  }

  // MARK: Tokens

  /// Checks that the next token starts at `offset` (when given) and has the given kind.
  func expect(_ offset: Int?, _ kind: TokenKind? = nil) throws {
    let token = tokens[cursor]
    guard token.kind != .endOfFile else { throw Mismatch() }
    if let offset, token.start != offset { throw Mismatch() }
    if let kind, token.kind != kind { throw Mismatch() }
  }

  /// Writes the next token, with the comments before it.
  mutating func emit(_ slot: FormatSlot) {
    let token = tokens[cursor]
    var slot = slot
    // The token's source line, looked up once, where a `notifc:ignore` comment makes it matter.
    let line = silencedLines.isEmpty ? -1 : source.lineIndex(containing: token.start)
    if joinsSilencedLine(cursor, line: line) {
      if case .inline(_, let continuation, _) = slot.placement { slot = .line(continuation) }
    } else if case .line(let indent) = slot.placement, staysOnSourceLine(cursor, line: line) {
      // Where a comment before it ended the line, it starts the next as it would have, and the
      // comments before it are indented as they would have been; no space after an opening bracket.
      slot = FormatSlot(
        placement: .inline(space: !printer.endsWithOpener, continuation: indent, keepLine: true),
        commentIndent: slot.commentIndent, blanks: slot.blanks)
    }
    printer.emit(
      text(of: token), newlinesBefore: token.newlinesBefore, commentsEnd: Int(token.commentsEnd), slot: slot)
    if line >= 0 && isMeaningful(token.kind) {
      if outputLine.index != printer.lines.count {
        outputLine = OutputLineSources(index: printer.lines.count)
      }
      outputLine.insert(line, silenced: silencedLines.contains(line))
    }
    cursor += 1
    tokensEmitted += 1
  }

  /// Whether a token can carry a diagnostic: a name, a string or a number, not punctuation.
  private func isMeaningful(_ kind: TokenKind) -> Bool {
    kind == .name || kind == .string || kind == .number
  }

  /// Whether writing the token at `index` on the current output line would put tokens of a line that
  /// a `notifc:ignore` comment silences together with tokens of another source line: the comment
  /// would then silence what it did not, or stop silencing what it did. Such a token starts a line.
  /// `line` is the token's source line (-1 when no line is silenced).
  func joinsSilencedLine(_ index: Int, line: Int) -> Bool {
    guard line >= 0, isMeaningful(tokens[index].kind), printer.lineOpen,
      outputLine.index == printer.lines.count
    else { return false }
    // A block comment before it that spans lines ends the output line it starts on, so the token
    // shares a line only with the comment's end. (Moving it to a line of its own would undo, on a
    // second run, the line a first run gave it.)
    let spansLines = tree.tokens.leadingComments(of: index).contains { comment in
      comment.kind == .block
        && source.bytes[comment.start..<comment.end].contains { $0 == 0x0A || $0 == 0x0D }
    }
    if spansLines { return false }
    return outputLine.holdsLine(otherThan: line, silenced: silencedLines.contains(line))
  }

  /// Writes the next token (punctuation) right after the previous one; the comments before it
  /// follow it. But when a `//` comment precedes it and another comment trails it, moving it would
  /// push that trailing comment (perhaps a `notifc:ignore`) onto a line of its own, so it stays
  /// after its comments, on a new line indented to `continuation`.
  mutating func emitPulled(space: Bool, continuation: Int) {
    let token = tokens[cursor]
    let leading = tree.tokens.leadingComments(of: cursor)
    let next = tree.tokens.leadingComments(of: cursor + 1)
    if leading.contains(where: { $0.kind != .block }), let first = next.first, first.newlinesBefore == 0 {
      emit(.inline(space: space, continuation: continuation))
      return
    }
    printer.emitPulled(text(of: token), space: space)
    cursor += 1
    tokensEmitted += 1
  }

  /// After an element of a list or `localized(...)`: writes its comma (adding one if it is missing),
  /// or, for the last element on one line, drops it.
  mutating func emitSeparator(isLast: Bool, broken: Bool) {
    let present = tokens[cursor].kind == .comma
    if isLast && !broken {
      if present {
        cursor += 1
        commasDropped += 1
      }
    } else if present {
      emitPulled(space: false, continuation: printer.lineIndent)
    } else {
      printer.emitPulled(",", space: false)
      commasInserted += 1
    }
  }

  func text(of token: Token) -> String { source.text(token.range) }

  /// Whether the token at `index` stays on the line of what precedes it, rather than start a new
  /// line: it is on a line that a `notifc:ignore` comment silences (trailing it, or on the line
  /// above), after a token or a comment. The comment silences what is on its line, which the
  /// formatter cannot tell apart (it does not check), so that line keeps everything it holds:
  /// splitting two properties, or a property and the closing brace, would leave part of what the
  /// comment silenced on a line it does not reach.
  /// `line` is the token's source line (-1 when no line is silenced).
  mutating func staysOnSourceLine(_ index: Int, line: Int) -> Bool {
    guard line >= 0, silencedLines.contains(line) else { return false }
    // Where the line's text starts, found once for the line (its tokens come one after another).
    if firstNonBlank.line != line {
      let range = source.lineRange(line)
      let offset = source.bytes[range].firstIndex {
        $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != 0x0B && $0 != 0x0C
      }
      firstNonBlank = (line, offset ?? range.upperBound)
    }
    return firstNonBlank.offset < tokens[index].start
  }

  /// Whether a `notifc:ignore` comment trails the token at `close` (on its line, perhaps after a
  /// comma): that comment silences the line, so what ends there must stay on one line with it.
  func isFollowedByIgnore(_ close: Int) -> Bool {
    let comments = tree.tokens.comments
    var comment = Int(tokens[close].commentsEnd)
    var next = close + 1
    while next < tokens.count {
      while comment < Int(tokens[next].commentsEnd) {
        guard comments[comment].newlinesBefore == 0 else { return false }
        if comments[comment].kind == .line && printer.ignoreStarts.contains(comments[comment].start) {
          return true
        }
        comment += 1
      }
      guard tokens[next].kind == .comma, tokens[next].newlinesBefore == 0 else { return false }
      next += 1
    }
    return false
  }

  /// The index of the token that starts exactly at `offset`.
  func tokenIndex(startingAt offset: Int) throws -> Int {
    var low = 0
    var high = tokens.count - 1
    while low < high {
      let mid = (low + high) / 2
      if tokens[mid].start < offset { low = mid + 1 } else { high = mid }
    }
    guard low < tokens.count, tokens[low].start == offset, tokens[low].kind != .endOfFile else {
      throw Mismatch()
    }
    return low
  }
}

/// The source lines of the names, strings and numbers on the output line being written, and how
/// many of them a `notifc:ignore` comment silences: what ``FormatWalker/joinsSilencedLine(_:line:)``
/// asks for each token, answered without a walk of the lines (a line kept whole can hold
/// thousands of tokens, from as many source lines).
struct OutputLineSources {
  /// The output line's index.
  let index: Int
  private var lines: Set<Int> = []
  private var silencedCount = 0

  init(index: Int) { self.index = index }

  mutating func insert(_ line: Int, silenced: Bool) {
    if lines.insert(line).inserted && silenced { silencedCount += 1 }
  }

  /// Whether the line holds a source line other than `line` such that one of the two is
  /// silenced; `silenced` says whether `line` is.
  func holdsLine(otherThan line: Int, silenced: Bool) -> Bool {
    let holdsThis = lines.contains(line)
    let others = lines.count - (holdsThis ? 1 : 0)
    let silencedOthers = silencedCount - (holdsThis && silenced ? 1 : 0)
    return (silenced && others > 0) || silencedOthers > 0
  }
}
