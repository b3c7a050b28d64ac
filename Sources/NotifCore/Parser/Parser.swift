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
  var tokens: TokenStream
  let source: SourceFile
  let file: FileID
  let limits: CompilerLimits
  var index = 0
  var diagnostics = DiagnosticBag()
  var tree: SyntaxTree
  var seenDeclaration = false
  /// Set when a nesting error consumed the rest of the file: the enclosing constructs then end
  /// silently instead of each reporting its missing closer.
  var reachedEndAfterFatalError = false
  /// Where the properties of the declaration being parsed, and the elements of the lists being
  /// parsed (nested ones above their parent's), are collected before they are copied out: one
  /// allocation of the right size per declaration or list instead of one per doubling.
  var propertyScratch: [Property] = []
  var elementScratch: [Value] = []

  static let topLevelKeywords = ["notif", "platform", "import", "localization", "action", "category"]

  /// Lexes and parses one source file. The tree keeps the token stream (which the formatter
  /// needs) unless `keepTokens` is false; a build drops it, so that a file's tokens are freed as
  /// soon as it is parsed.
  public static func parse(
    _ source: SourceFile, file: FileID, limits: CompilerLimits = CompilerLimits(),
    keepTokens: Bool = true, diagnostics: inout DiagnosticBag
  ) -> SyntaxTree {
    var tree: SyntaxTree
    do {
      let tokens = Lexer(file: file, limits: limits).tokenize(source.bytes, diagnostics: &diagnostics)
      var parser = Parser(tokens: tokens, source: source, file: file, limits: limits)
      parser.parseFile()
      parser.collectIgnoreDirectives()
      diagnostics.append(contentsOf: parser.diagnostics)
      tree = parser.tree
    }
    if !keepTokens { tree.tokens = TokenStream() }
    return tree
  }

  init(tokens: TokenStream, source: SourceFile, file: FileID, limits: CompilerLimits) {
    self.tokens = tokens
    self.source = source
    self.file = file
    self.limits = limits
    self.tree = SyntaxTree(file: file, tokens: tokens)
  }

  // MARK: Token access

  var current: Token { tokens.tokens[index] }

  func peek(_ offset: Int = 1) -> Token {
    tokens.tokens[min(index + offset, tokens.tokens.count - 1)]
  }

  var previousEnd: Int { index > 0 ? tokens.tokens[index - 1].end : 0 }

  func text(_ token: Token) -> String {
    source.bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[token.start..<token.end]), as: UTF8.self)
    }
  }

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

  func span(_ token: Token) -> SourceSpan { SourceSpan(file: file, start: token.start, end: token.end) }

  func span(from start: Int) -> SourceSpan { SourceSpan(file: file, start: start, end: previousEnd) }

  /// An empty span just after the previous token: where a missing token belongs.
  var insertionPoint: SourceSpan { .point(file, previousEnd) }

  @discardableResult
  mutating func advance() -> Token {
    let token = current
    if token.kind != .endOfFile { index += 1 }
    return token
  }

  mutating func identifier() -> Identifier {
    let token = advance()
    return Identifier(text(token), span: span(token))
  }

  func stringValue(_ token: Token) -> String { tokens.stringValues[Int(token.payload)] }

  // MARK: Recovery predicates

  /// Whether the current token starts `action NAME {` or `category NAME {`.
  func atDeclarationStart() -> Bool {
    (isName(current, "action") || isName(current, "category")) && peek().kind == .name
      && peek(2).kind == .leftBrace
  }

  /// Whether the current token starts a header directive or declaration at the start of a line.
  func atTopLevelStart() -> Bool {
    if current.kind == .endOfFile { return true }
    if atDeclarationStart() { return true }
    guard current.kind == .name, current.newlinesBefore > 0 || index == 0 else { return false }
    return isName(current, "platform") || isName(current, "import") || isName(current, "localization")
      || isName(current, "notif")
  }

  /// Whether the current token begins a property (`NAME :`) on a new line.
  func atPropertyStartOnNewLine() -> Bool {
    current.kind == .name && current.newlinesBefore > 0 && peek().kind == .colon
  }

  /// Skips to the next token that begins a top-level directive or declaration.
  mutating func skipToTopLevel() {
    repeat { advance() } while !atTopLevelStart()
  }

  /// Skips the rest of a malformed property: to the next line, `}` or declaration.
  mutating func skipToPropertyBoundary() {
    repeat {
      advance()
    } while current.kind != .endOfFile && current.kind != .rightBrace && current.newlinesBefore == 0
      && !atDeclarationStart()
  }
}
