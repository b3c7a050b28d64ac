/// The `.notif` parser: hand-written recursive descent over the lexer's tokens, one function per
/// grammar rule (see `grammar/notif.ebnf`, which is normative). It always returns a tree: errors
/// are reported, the parser recovers at the next property or declaration, and one mistake gives
/// one error.
///
///     file         = [ version ] { header } { declaration } ;
///     version      = "notif" "1" ;
///     header       = platform | import | localization ;
///     platform     = "platform" platform_name VERSION ;
///     import       = "import" ( STRING | library_name ) ;
///     localization = "localization" STRING ;
///     declaration  = [ DOC ] ( "action" | "category" ) NAME "{" { property } "}" ;
///     property     = NAME ":" value ;
///     value        = STRING | "true" | "false" | name_value | list | localized ;
///     list         = "[" [ value { "," value } [ "," ] ] "]" ;
///     localized    = "localized" "(" STRING { "," localized_label ":" STRING } [ "," ] ")" ;
public struct Parser {
  /// The lexer, whose stream holds the tokens: all of them, or (when ``streaming``) a window
  /// from a few tokens behind the current one to a few thousand ahead.
  var lexer: LexerState
  /// Whether tokens are lexed as the parser reaches them and dropped once it is past them, so
  /// that a large file's tokens never all exist at once.
  let streaming: Bool
  /// When streaming a large file: the worker that lexes ahead on another core, whose chunks
  /// ``lexer`` then only holds.
  let pipeline: LexerPipeline?
  /// Streaming: tokens lexed at a time (``streamingChunk``; tests and the fuzzer use a few, so
  /// that the window's boundaries fall everywhere in small inputs).
  let chunkSize: Int
  let source: SourceFile
  let file: FileID
  let limits: CompilerLimits
  var index = 0
  /// Streaming: the ``index`` from which ``advance()`` refills the window (fewer than three tokens
  /// ahead of the current one); `Int.max` when every token is lexed already.
  private var refillIndex = Int.max
  var diagnostics = DiagnosticBag()
  var tree: SyntaxTree
  var seenDeclaration = false
  /// Set when a nesting error consumed the rest of the file: the enclosing constructs then end
  /// silently instead of each reporting its missing closer.
  var reachedEndAfterFatalError = false
  /// The file's line break, once a fix-it needed it (``lineBreak()``).
  var lineBreakFound: String?
  /// How many names written with `-` (``Token/isHyphenatedName``) were read as values: a property
  /// whose value holds one may read it in camel case (``readingHyphenatedValues(_:of:)``).
  var hyphenatedValues = 0
  /// The names written with `-` that were read in camel case, not with `_` (a property's name, or
  /// an option or other value of a property that lists its values): the lexer's error for each
  /// is reworded to say so (``rewordHyphenatedNames()``).
  var camelCaseReadings: [CamelCaseReading] = []
  /// Where the parser reported, as one error, text in which the lexer's errors about characters
  /// say nothing more (``dropSupersededLexicalErrors()``): the `=` of Swift's initializer after a
  /// declaration's name, a Swift statement at the top level.
  var supersededLexicalErrors: [Range<Int>] = []
  /// Where the properties of the declaration being parsed, and the elements of the lists being
  /// parsed (nested ones above their parent's), are collected before they are moved out: one
  /// allocation of the right size per declaration or list instead of one per doubling.
  let propertyScratch = ScratchStack<Property>()
  let elementScratch = ScratchStack<Value>()

  static let topLevelKeywords = TopLevelKeyword.allCases.map(\.rawValue)

  /// Streaming: tokens lexed at a time, and tokens kept behind the current one (the parser looks
  /// back at most at the token before a declaration's keyword, three tokens back).
  static let streamingChunk = 4096
  static let streamingLookBehind = 8
  /// Streaming: the size from which a file is lexed on another core (see ``LexerPipeline``). Below
  /// it, starting the worker costs more than it saves.
  static let pipelineThreshold = 256 * 1024

  /// Lexes and parses one source file. The tree keeps the token stream (which the formatter
  /// needs) unless `keepTokens` is false; a build then streams the tokens (see ``streaming``), so
  /// that a file's tokens never all exist at once. A large file is then lexed on another core, ahead
  /// of the parser, unless `lexInParallel` is false (as when the caller already uses every core).
  public static func parse(
    _ source: SourceFile, file: FileID, limits: CompilerLimits = CompilerLimits(),
    keepTokens: Bool = true, lexInParallel: Bool = true, diagnostics: inout DiagnosticBag
  ) -> SyntaxTree {
    let pipelined = lexesOnAnotherCore(
      byteCount: source.bytes.count, keepTokens: keepTokens, lexInParallel: lexInParallel)
    return parse(
      source, file: file, limits: limits,
      streaming: keepTokens ? nil : (chunkSize: streamingChunk, pipelined: pipelined),
      diagnostics: &diagnostics)
  }

  /// ``parse(_:file:limits:keepTokens:lexInParallel:diagnostics:)`` with the tokens streamed in
  /// chunks of `chunkSize` (at least 3, the parser's look-ahead), lexed on another core when
  /// `pipelined`, whatever the file's size; `streaming` is `nil` to keep every token.
  package static func parse(
    _ source: SourceFile, file: FileID, limits: CompilerLimits = CompilerLimits(),
    streaming: (chunkSize: Int, pipelined: Bool)?, diagnostics: inout DiagnosticBag
  ) -> SyntaxTree {
    source.bytes.withUnsafeBufferPointer { buffer in
      var parser = Parser(
        buffer: buffer, source: source, file: file, limits: limits, streaming: streaming != nil,
        pipelined: streaming?.pipelined ?? false, chunkSize: streaming?.chunkSize ?? streamingChunk)
      parser.parseFile()
      if parser.current.isEndInsideComment { parser.dropWhatTheCommentMayHide() }
      parser.finishLexing()
      parser.collectIgnoreDirectives()
      if !parser.camelCaseReadings.isEmpty { parser.rewordHyphenatedNames() }
      if !parser.supersededLexicalErrors.isEmpty { parser.dropSupersededLexicalErrors() }
      // The lexer's findings first, then the parser's, whether or not the tokens were streamed.
      diagnostics.append(contentsOf: parser.lexer.diagnostics)
      diagnostics.append(contentsOf: parser.diagnostics)
      var tree = parser.tree
      tree.tokens = streaming == nil ? parser.lexer.stream : TokenStream()
      return tree
    }
  }

  /// Drops what the parser reported missing at the end of a file that ends inside a block comment
  /// (a `/*` whose `*/` never comes, N104): a `}`, `]` or `)`, a value or a version. The
  /// comment may hold it (a `/*` in a declaration hides its `}` and everything after it), and such
  /// an error would stand before the comment's, pointing at the code before it, not at the `/*`
  /// that is wrong. The parser is at the end of the file; what it reported there is after the
  /// last token.
  @inline(never)
  mutating func dropWhatTheCommentMayHide() {
    let lastTokenEnd = previousEnd
    var kept = DiagnosticBag()
    for diagnostic in diagnostics.diagnostics where diagnostic.span.map({ $0.start < lastTokenEnd }) ?? true {
      kept.report(diagnostic)
    }
    diagnostics = kept
  }

  /// Whether ``parse(_:file:limits:keepTokens:lexInParallel:diagnostics:)`` lexes on another core:
  /// for a streamed parse of a large file, when the caller allows it.
  static func lexesOnAnotherCore(byteCount: Int, keepTokens: Bool, lexInParallel: Bool) -> Bool {
    !keepTokens && lexInParallel && byteCount >= pipelineThreshold
  }

  /// A parser over `buffer`, which must stay valid until it has finished lexing (``finishLexing()``).
  init(
    buffer: UnsafeBufferPointer<UInt8>, source: SourceFile, file: FileID, limits: CompilerLimits,
    streaming: Bool, pipelined: Bool = false, chunkSize: Int = Self.streamingChunk
  ) {
    // The first window must hold the current token and the two after it (``peek(_:)``).
    precondition(chunkSize >= 3, "the parser looks two tokens ahead of the current one")
    let windowSize = chunkSize + Self.streamingLookBehind
    // A pipelined parse's window takes the storage of the chunks it is given (see
    // `LexerState.append`), so it needs none of its own.
    lexer = LexerState(
      buffer: buffer, file: file, limits: limits,
      expectedTokens: streaming ? (pipelined ? 0 : windowSize) : nil)
    if streaming && pipelined {
      let worker = LexerState(buffer: buffer, file: file, limits: limits, expectedTokens: chunkSize)
      let pipeline = LexerPipeline(lexer: worker, chunkSize: chunkSize)
      pipeline.start()
      lexer.append(pipeline.next())
      self.pipeline = pipeline
    } else {
      lexer.run(untilTokenCount: streaming ? chunkSize : .max)
      pipeline = nil
    }
    self.chunkSize = chunkSize
    self.streaming = streaming
    self.source = source
    self.file = file
    self.limits = limits
    self.tree = SyntaxTree(file: file, tokens: TokenStream())
    updateRefillIndex()
  }

  // MARK: Token access

  @inline(__always)
  var current: Token { lexer.stream.tokens[index - lexer.droppedTokens] }

  @inline(__always)
  func peek(_ offset: Int = 1) -> Token {
    lexer.stream.tokens[min(index + offset - lexer.droppedTokens, lexer.stream.tokens.count - 1)]
  }

  /// The token `offset` after the current one, lexing more first when streaming has not reached
  /// it (``peek(_:)`` sees two ahead; a habit that needs more calls this, rarely).
  @inline(never)
  mutating func lookAhead(_ offset: Int) -> Token {
    while index + offset - lexer.droppedTokens >= lexer.stream.tokens.count && !lexer.isFinished { lexMore() }
    return peek(offset)
  }

  @inline(__always)
  var previousEnd: Int { index > 0 ? lexer.stream.tokens[index - 1 - lexer.droppedTokens].end : 0 }

  /// The comments between the token before the one at `tokenIndex` and that token.
  func leadingComments(of tokenIndex: Int) -> ArraySlice<Comment> {
    let tokens = lexer.stream.tokens
    let position = tokenIndex - lexer.droppedTokens
    let start = tokenIndex > 0 ? Int(tokens[position - 1].commentsEnd) : 0
    return lexer.stream.comments[start..<Int(tokens[position].commentsEnd)]
  }

  /// Streaming: lexes the next tokens, first dropping those the parser has passed. ``advance()``
  /// calls it once the window holds fewer than three ahead of the current one (the parser looks at
  /// most two ahead): at ``refillIndex``.
  private mutating func refill() {
    lexer.dropTokens(before: max(lexer.droppedTokens, index - Self.streamingLookBehind))
    lexMore()
  }

  /// Streaming: adds the next chunk of tokens to the window.
  private mutating func lexMore() {
    if let pipeline {
      lexer.append(pipeline.next())
    } else {
      lexer.run(untilTokenCount: lexer.stream.tokens.count + chunkSize)
    }
    updateRefillIndex()
  }

  private mutating func updateRefillIndex() {
    refillIndex =
      streaming && !lexer.isFinished ? lexer.droppedTokens + lexer.stream.tokens.count - 2 : .max
  }

  /// Lexes what the parser did not reach (so that every comment and lexical error is seen),
  /// keeping no tokens when streaming.
  mutating func finishLexing() {
    while !lexer.isFinished {
      lexer.dropTokens(before: lexer.droppedTokens + lexer.stream.tokens.count)
      lexMore()
    }
  }

  /// The token's text; a name written with `-` between its words is read with `_` in their place.
  @inline(__always)
  func text(_ token: Token) -> String {
    token.isHyphenatedName ? Self.underscored(token, in: source) : text(of: token.start..<token.end)
  }

  @inline(__always)
  func text(of bytes: Range<Int>) -> String {
    source.bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[bytes]), as: UTF8.self)
    }
  }

  @inline(__always)
  func isName(_ token: Token, _ word: StaticString) -> Bool {
    guard token.kind == .name, token.end - token.start == word.utf8CodeUnitCount else { return false }
    return source.bytes.withUnsafeBufferPointer { buffer in
      let wordBytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      for offset in 0..<wordBytes.count where buffer[token.start + offset] != wordBytes[offset] {
        return false
      }
      return true
    }
  }

  @inline(__always)
  func span(_ token: Token) -> SourceSpan { SourceSpan(file: file, start: token.start, end: token.end) }

  @inline(__always)
  func span(from start: Int) -> SourceSpan { SourceSpan(file: file, start: start, end: previousEnd) }

  /// An empty span just after the previous token: where a missing token belongs.
  @inline(__always)
  var insertionPoint: SourceSpan { .point(file, previousEnd) }

  @discardableResult
  mutating func advance() -> Token {
    let token = current
    if token.kind != .endOfFile {
      index += 1
      if index >= refillIndex { refill() }
    }
    return token
  }

  // Always inlined: called for every name, it stayed out of line once `parseLocalized` grew.
  @inline(__always)
  mutating func identifier() -> Identifier {
    let token = advance()
    return Identifier(text(token), span: span(token))
  }

  @inline(__always)
  func stringValue(_ token: Token) -> String {
    lexer.stream.stringValues[Int(token.payload) - lexer.droppedStrings]
  }

  // MARK: Recovery predicates

  /// Whether the current token starts `action NAME {` or `category NAME {`.
  @inline(__always)
  func atDeclarationStart() -> Bool {
    (isName(current, "action") || isName(current, "category"))
      && (peek().kind == .name || peek().kind == .string) && peek(2).kind == .leftBrace
  }

  /// Whether the current token starts a header directive or declaration at the start of a line.
  @inline(__always)
  func atTopLevelStart() -> Bool {
    if current.kind == .endOfFile { return true }
    if atDeclarationStart() { return true }
    guard current.kind == .name, current.newlinesBefore > 0 || index == 0 else { return false }
    return isName(current, "platform") || isName(current, "import") || isName(current, "localization")
      || isName(current, "notif")
  }

  /// Whether the current token begins a property (`NAME :`) on a new line.
  @inline(__always)
  func atPropertyStartOnNewLine() -> Bool {
    current.kind == .name && current.newlinesBefore > 0 && peek().kind == .colon
  }

  /// Skips to the next token that begins a top-level directive or declaration.
  /// A line that starts `action NAME` or `category NAME` also ends the skip, `{` or not: a
  /// declaration written in another language's style (`category invite:`) is reported as itself,
  /// not skipped in silence.
  mutating func skipToTopLevel() {
    repeat { advance() } while !atTopLevelStart() && !atDeclarationKeywordOnNewLine()
  }

  /// Whether the current token starts a line with `action NAME` or `category NAME`, or with a
  /// misspelled keyword, a name and `{`.
  func atDeclarationKeywordOnNewLine() -> Bool {
    current.newlinesBefore > 0
      && ((isName(current, "action") || isName(current, "category")) && peek().kind == .name
        || atMisspelledDeclarationStart())
  }

  /// Skips the rest of a malformed property: to the next line, `}` or declaration.
  mutating func skipToPropertyBoundary() {
    repeat {
      advance()
    } while current.kind != .endOfFile && current.kind != .rightBrace && current.newlinesBefore == 0
      && !atDeclarationStart()
  }
}
