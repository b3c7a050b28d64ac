/// The kinds of token of the `.notif` language. Keywords are contextual, so they lex as names.
public enum TokenKind: UInt8, Sendable {
  /// `[A-Za-z_][A-Za-z0-9_]*`
  case name
  /// A string literal; its decoded value is in ``TokenStream/stringValues``.
  case string
  /// A number or version: `1`, `15.0`, `15.4.1`.
  case number
  case leftBrace
  case rightBrace
  case leftBracket
  case rightBracket
  case leftParen
  case rightParen
  case colon
  case comma
  /// The end of the file.
  case endOfFile

  /// How the token is spelled in messages (`'{'`, `name`, `string literal`).
  public var spelling: String {
    switch self {
    case .name: "name"
    case .string: "string literal"
    case .number: "number"
    case .leftBrace: "'{'"
    case .rightBrace: "'}'"
    case .leftBracket: "'['"
    case .rightBracket: "']'"
    case .leftParen: "'('"
    case .rightParen: "')'"
    case .colon: "':'"
    case .comma: "','"
    case .endOfFile: "end of file"
    }
  }
}

/// One token: its kind, its byte range, and where its leading trivia (comments) are.
///
/// A large file has millions of tokens, so a token is kept in 20 bytes: its offsets are stored in
/// 32 bits (a file of 4 GiB or more is refused before it is lexed; see ``maxOffset``).
public struct Token: Sendable {
  private var offsets: CompactByteRange
  /// How many comments the file has before this token: its leading comments are those from the
  /// previous token's `commentsEnd` up to this one.
  public var commentsEnd: Int32
  /// For a string token, the index of its decoded value in ``TokenStream/stringValues``; for a
  /// name written with `-` between its words, ``hyphenatedName``; for the end of a file that ends
  /// inside a block comment, ``endInsideComment``; else -1.
  public var payload: Int32
  /// The kind.
  public var kind: TokenKind
  /// Line breaks between the previous token (or comment) and this token, capped at 2.
  public var newlinesBefore: UInt8

  /// The ``payload`` of a name written with `-` between its words (`accept-invite`): the lexer
  /// reports it, and the parser reads it with `_` in their place (`accept_invite`).
  public static let hyphenatedName: Int32 = -2

  /// Whether the token is a name written with `-` between its words (see ``hyphenatedName``).
  @inline(__always)
  public var isHyphenatedName: Bool { payload == Self.hyphenatedName }

  /// The ``payload`` of the end-of-file token of a file that ends inside a block comment (a `/*`
  /// without its `*/`, which the lexer reports): what the parser finds missing there may be in
  /// the comment.
  public static let endInsideComment: Int32 = -3

  /// Whether the token is the end of a file that ends inside a block comment.
  @inline(__always)
  public var isEndInsideComment: Bool { payload == Self.endInsideComment }

  /// The largest byte offset a token can hold.
  public static let maxOffset = Int(UInt32.max)

  /// A token; `start` and `end` must be at most ``maxOffset``.
  public init(
    kind: TokenKind, start: Int, end: Int, newlinesBefore: UInt8, commentsEnd: Int32, payload: Int32
  ) {
    self.offsets = CompactByteRange(start: start, end: end)
    self.kind = kind
    self.newlinesBefore = newlinesBefore
    self.commentsEnd = commentsEnd
    self.payload = payload
  }

  /// The first byte.
  public var start: Int {
    get { offsets.start }
    set { offsets.start = newValue }
  }
  /// One past the last byte.
  public var end: Int {
    get { offsets.end }
    set { offsets.end = newValue }
  }

  /// The byte range.
  public var range: Range<Int> { start..<end }
}

/// The kinds of comment, kept as trivia for the formatter, doc comments and ignore directives.
public enum CommentKind: UInt8, Sendable {
  /// `// …`
  case line
  /// `/// …`
  case doc
  /// `/* … */`
  case block
}

/// A comment, with the layout facts the formatter needs to put it back. Offsets are stored in 32
/// bits, as in ``Token``: a file keeps every comment until it is parsed.
public struct Comment: Sendable {
  private var offsets: CompactByteRange
  /// The kind.
  public var kind: CommentKind
  /// Line breaks between the previous token or comment and this comment, capped at 2 (0 means the
  /// comment trails on the line of what precedes it).
  public var newlinesBefore: UInt8

  /// A comment; `start` and `end` must be at most ``Token/maxOffset``.
  public init(kind: CommentKind, start: Int, end: Int, newlinesBefore: UInt8) {
    self.offsets = CompactByteRange(start: start, end: end)
    self.kind = kind
    self.newlinesBefore = newlinesBefore
  }

  /// The first byte, at the `//`, `///` or `/*` marker.
  public var start: Int {
    get { offsets.start }
    set { offsets.start = newValue }
  }
  /// One past the last byte.
  public var end: Int {
    get { offsets.end }
    set { offsets.end = newValue }
  }

  /// The byte range.
  public var range: Range<Int> { start..<end }
}

/// The output of the lexer: tokens (always ending with ``TokenKind/endOfFile``), comments, and
/// decoded string literal values.
public struct TokenStream: Sendable {
  /// The tokens, ending with an end-of-file token whose leading comments are the file's last ones.
  public var tokens: [Token] = []
  /// Every comment in source order.
  public var comments: [Comment] = []
  /// The decoded values of string literals, indexed by ``Token/payload``.
  public var stringValues: [String] = []

  /// The comments between the previous token and the token at `index`.
  public func leadingComments(of index: Int) -> ArraySlice<Comment> {
    let start = index > 0 ? Int(tokens[index - 1].commentsEnd) : 0
    return comments[start..<Int(tokens[index].commentsEnd)]
  }
}
