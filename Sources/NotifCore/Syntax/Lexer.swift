/// Splits a `.notif` source into tokens, working on UTF-8 bytes. Comments are kept as trivia;
/// problems become diagnostics and lexing goes on, so the parser always gets a complete stream.
public struct Lexer {
  private let file: FileID
  private let limits: CompilerLimits

  /// Creates a lexer for the file with the given identifier.
  public init(file: FileID, limits: CompilerLimits = CompilerLimits()) {
    self.file = file
    self.limits = limits
  }

  /// Lexes `bytes`, reporting problems to `diagnostics`.
  public func tokenize(_ bytes: [UInt8], diagnostics: inout DiagnosticBag) -> TokenStream {
    bytes.withUnsafeBufferPointer { buffer in
      var state = LexerState(buffer: buffer, file: file, limits: limits)
      state.run()
      diagnostics.append(contentsOf: state.diagnostics)
      return state.stream
    }
  }
}

/// The lexer's cursor and output; string literals are lexed in `Lexer+Strings.swift`.
struct LexerState {
  let buffer: UnsafeBufferPointer<UInt8>
  let file: FileID
  let limits: CompilerLimits
  var index = 0
  /// Where a chain of names and dots that ends in a file's extension ends (`Shared.Chat.notif`),
  /// once one is found: its names are names, each read without looking along the chain again
  /// (see `lexNameBeforePunctuation(from:)`).
  var fileNameChainEnd = 0
  var newlines: UInt8 = 0
  var stream = TokenStream()
  var diagnostics = DiagnosticBag()
  /// Whether the end-of-file token has been emitted.
  var isFinished = false
  /// Whether a block comment runs to the end of the file (``Token/endInsideComment``).
  var endsInsideComment = false
  /// Where the last conflict marker line stands in its conflict (see ``skipConflictMarkerLine()``):
  /// 1 for `<<<<<<<`, 2 for `|||||||`, 3 for `=======`; 0 outside a conflict (before the first
  /// marker line, and after a `>>>>>>>` line).
  var conflictMarkerRank: UInt8 = 0
  /// How many tokens, and string values, were dropped from the front of ``stream`` (see
  /// ``dropTokens(before:)``): the absolute index of `stream.tokens[0]` and of
  /// `stream.stringValues[0]`. Token payloads are absolute.
  var droppedTokens = 0
  var droppedStrings = 0
  /// How many comments were handed over from the front of ``stream`` (see ``LexerPipeline``):
  /// tokens' `commentsEnd` counts them too.
  var droppedComments = 0
  /// The capacity a chunk's string values start with (see ``nextChunk(tokens:)``): the most a chunk
  /// has had so far and room for the parser's few, so that they rarely grow by copying.
  var stringsPerChunk = 0
  /// The codes already reported in the string literal or comment (line) being lexed, as
  /// ``TextProblem`` bits: each is reported once per literal or line of a comment, so that a run of
  /// a million control characters is one warning, not a million.
  var textProblems: UInt8 = 0

  /// The problems ``scanNonASCIIInText(inComment:)`` reports, as bits of ``textProblems``.
  enum TextProblem: UInt8 {
    case invalidUTF8 = 1
    case bidiControl = 2
    case invisible = 4
  }

  /// Whether `problem` is the first of its kind in the current literal or comment; marks it seen.
  mutating func isFirst(_ problem: TextProblem) -> Bool {
    defer { textProblems |= problem.rawValue }
    return textProblems & problem.rawValue == 0
  }

  /// A lexer over `buffer`. `expectedTokens` sizes the token array: the whole file's worth when
  /// every token is kept, a window's worth when the parser drops them as it goes.
  init(buffer: UnsafeBufferPointer<UInt8>, file: FileID, limits: CompilerLimits, expectedTokens: Int? = nil) {
    self.buffer = buffer
    self.file = file
    self.limits = limits
    stream.tokens.reserveCapacity(expectedTokens ?? buffer.count / 4)
  }

  /// Lexes until the stream holds `limit` tokens, or to the end of the file, where it emits the
  /// end-of-file token. It can be called again to go on.
  mutating func run(untilTokenCount limit: Int = .max) {
    let count = buffer.count
    if index == 0 && count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { index = 3 }
    if index == 0 && count >= 2 && UTF8Decoding.isUTF16(buffer[0], buffer[1]) {
      // One error rather than one for every other byte.
      diagnostics.report(.invalidUTF8, UTF8Decoding.utf16Message, at: span(0, 2))
      index = count
    }
    while index < count && stream.tokens.count < limit {
      let byte = buffer[index]
      if (byte == UInt8(ascii: "<") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "|")) && atConflictMarker()
      {
        skipConflictMarkerLine()
        continue
      }
      switch byte {
      case 0x20, 0x09, 0x0B, 0x0C:
        index += 1
      case 0x0A:
        index += 1
        countNewline()
      case 0x0D:
        index += 1
        if index < count && buffer[index] == 0x0A { index += 1 }
        countNewline()
      case UInt8(ascii: "/") where index + 1 < count && buffer[index + 1] == UInt8(ascii: "/"):
        lexLineComment()
      case UInt8(ascii: "/") where index + 1 < count && buffer[index + 1] == UInt8(ascii: "*"):
        lexBlockComment()
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
        let start = index
        index += 1
        while index < count && isNameContinue(buffer[index]) { index += 1 }
        // One test per name, for a `-` or a `.` after it (`&-` puts both below 2): `accept-invite`
        // and `Options.foreground` are habits from other tools (see `lexNameBeforePunctuation`).
        if index + 1 < count && buffer[index] &- UInt8(ascii: "-") < 2 && isNameContinue(buffer[index + 1]) {
          lexNameBeforePunctuation(from: start)
        } else {
          emit(.name, start)
        }
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        lexNumber()
      case UInt8(ascii: "\""):
        lexString()
      case UInt8(ascii: "{"): single(.leftBrace)
      case UInt8(ascii: "}"): single(.rightBrace)
      case UInt8(ascii: "["): single(.leftBracket)
      case UInt8(ascii: "]"): single(.rightBracket)
      case UInt8(ascii: "("): single(.leftParen)
      case UInt8(ascii: ")"): single(.rightParen)
      case UInt8(ascii: ":"): single(.colon)
      case UInt8(ascii: ","): single(.comma)
      default:
        lexStrayCharacters()
      }
    }
    if index >= count && !isFinished {
      emit(.endOfFile, count, payload: endsInsideComment ? Token.endInsideComment : -1)
      isFinished = true
    }
  }

  /// Drops the tokens before the absolute index `first`, and the string values that only they
  /// refer to: a parser that streams the tokens keeps a window, not the whole file.
  mutating func dropTokens(before first: Int) {
    let count = first - droppedTokens
    guard count > 0 else { return }
    stream.tokens.removeSubrange(0..<count)
    droppedTokens = first
    let firstString =
      stream.tokens.first { $0.kind == .string }.map { Int($0.payload) }
      ?? droppedStrings + stream.stringValues.count
    if firstString > droppedStrings {
      stream.stringValues.removeSubrange(0..<(firstString - droppedStrings))
      droppedStrings = firstString
    }
  }

  func isNameContinue(_ byte: UInt8) -> Bool { Self.isNameContinue(byte) }

  /// Whether `bytes` are a whole name (`[A-Za-z_][A-Za-z0-9_]*`).
  static func isName<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    guard let first = bytes.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
      return false
    }
    return bytes.allSatisfy(isNameContinue)
  }

  /// Whether `byte` can continue a name (`[A-Za-z0-9_]`).
  static func isNameContinue(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// The start of the line after the line break at `lineBreak` (CRLF is one line break).
  func startOfLine(after lineBreak: Int) -> Int {
    buffer[lineBreak] == 0x0D && lineBreak + 1 < buffer.count && buffer[lineBreak + 1] == 0x0A
      ? lineBreak + 2 : lineBreak + 1
  }

  mutating func countNewline() {
    if newlines < 2 { newlines += 1 }
  }

  mutating func emit(_ kind: TokenKind, _ start: Int, payload: Int32 = -1) {
    stream.tokens.append(
      Token(
        kind: kind, start: start, end: kind == .endOfFile ? start : index, newlinesBefore: newlines,
        commentsEnd: Int32(droppedComments + stream.comments.count), payload: payload))
    newlines = 0
  }

  mutating func single(_ kind: TokenKind) {
    let start = index
    index += 1
    emit(kind, start)
  }

  func span(_ start: Int, _ end: Int) -> SourceSpan { SourceSpan(file: file, start: start, end: end) }

  // MARK: Comments

  mutating func lexLineComment() {
    let start = index
    textProblems = 0
    let isDoc =
      index + 2 < buffer.count && buffer[index + 2] == UInt8(ascii: "/")
      && !(index + 3 < buffer.count && buffer[index + 3] == UInt8(ascii: "/"))
    index += 2
    while index < buffer.count && buffer[index] != 0x0A && buffer[index] != 0x0D {
      if buffer[index] >= 0x80 { scanNonASCIIInText(inComment: true) } else { index += 1 }
    }
    stream.comments.append(
      Comment(kind: isDoc ? .doc : .line, start: start, end: index, newlinesBefore: newlines))
    newlines = 0
  }

  mutating func lexBlockComment() {
    let start = index
    textProblems = 0
    index += 2
    var depth = 1
    let count = buffer.count
    while index < count && depth > 0 {
      let byte = buffer[index]
      if byte == UInt8(ascii: "*") && index + 1 < count && buffer[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
      } else if byte == UInt8(ascii: "/") && index + 1 < count && buffer[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if byte >= 0x80 {
        scanNonASCIIInText(inComment: true)
      } else {
        // Each line of a block comment reports its own problems: an ignore comment silences one line.
        if byte == 0x0A { textProblems = 0 }
        index += 1
      }
    }
    if depth > 0 {
      endsInsideComment = true
      diagnostics.report(
        .unterminatedBlockComment, "unterminated '/*' comment", at: span(start, start + 2),
        notes: [DiagnosticNote("the comment runs to the end of the file; add '*/' to end it")])
    }
    stream.comments.append(Comment(kind: .block, start: start, end: index, newlinesBefore: newlines))
    newlines = 0
  }

  /// Validates one non-ASCII scalar at `index` inside a comment or string and advances past it,
  /// reporting invalid UTF-8, bidirectional controls and invisible characters. Returns the
  /// scalar, or `nil` for invalid UTF-8 (after skipping one byte).
  @discardableResult
  mutating func scanNonASCIIInText(inComment: Bool) -> UInt32? {
    guard let (scalar, length) = UTF8Decoding.decode(buffer, at: index) else {
      if isFirst(.invalidUTF8) {
        diagnostics.report(
          .invalidUTF8, "invalid UTF-8 byte 0x\(hexByte(buffer[index]))", at: span(index, index + 1))
      }
      index += 1
      return nil
    }
    if UTF8Decoding.isBidiControl(scalar) {
      guard isFirst(.bidiControl) else {
        index += length
        return scalar
      }
      diagnostics.report(
        .bidiControlCharacter,
        "bidirectional control character \(UTF8Decoding.codePoint(scalar)) in \(inComment ? "comment" : "string literal") can make text display in a different order than it is read",
        at: span(index, index + length))
    } else if !inComment && UTF8Decoding.isInvisible(scalar) {
      reportInvisible(scalar, at: index, length: length)
    }
    index += length
    return scalar
  }

  /// N110 for the invisible character or control character `scalar`, `length` bytes at `start` in
  /// a string literal.
  mutating func reportInvisible(_ scalar: UInt32, at start: Int, length: Int) {
    guard isFirst(.invisible) else { return }
    let isControl = scalar < 0x20 || (0x7F...0x9F).contains(scalar)
    diagnostics.report(
      .invisibleCharacter,
      "invisible \(isControl ? "control " : "")character \(UTF8Decoding.codePoint(scalar)) in string literal",
      at: span(start, start + length),
      notes: [
        DiagnosticNote("write it as '\\u{\(String(scalar, radix: 16, uppercase: true))}' if it is intended")
      ])
  }

  func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  // MARK: Numbers

  mutating func lexNumber() {
    let start = index
    let count = buffer.count
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    while index < count && isDigit(buffer[index]) { index += 1 }
    while index < count && buffer[index] == UInt8(ascii: ".") {
      if index + 1 < count && isDigit(buffer[index + 1]) {
        index += 1
        while index < count && isDigit(buffer[index]) { index += 1 }
      } else {
        diagnostics.report(
          .invalidNumber, "expected a digit after '.' in version number", at: span(index + 1, index + 1))
        index += 1
        emit(.number, start)
        return
      }
    }
    // Letters run on into the token (`1e3`, `0x10`, `15.0a`): no name starts with a digit, so the
    // whole is one malformed number, which its reader reports once, not a number and a stray name.
    while index < count && isNameContinue(buffer[index]) { index += 1 }
    emit(.number, start)
  }

  // MARK: Stray characters

  /// Reports a run of characters that cannot start a token as one diagnostic and skips it. A
  /// habit from another language is one error with a fix-it, and is read as what it meant, so
  /// that no follow-on errors come of it: `#` starts a comment, `'...'` is a string, `=` is `:`,
  /// a `;` is nothing.
  mutating func lexStrayCharacters() {
    if lexHabitFromOtherLanguages() { return }
    let start = index
    // The end of a block comment that was never opened (or was already closed): one error.
    if buffer[index] == UInt8(ascii: "*") && index + 1 < buffer.count
      && buffer[index + 1] == UInt8(ascii: "/")
    {
      index += 2
      diagnostics.report(.unexpectedCharacter, "'*/' ends no block comment", at: span(start, index))
      return
    }
    var first: String?
    var firstInvalid: UInt8?
    while index < buffer.count {
      let byte = buffer[index]
      if byte < 0x80 {
        if index > start && isTokenStartOrSpace(byte) { break }
        if first == nil && firstInvalid == nil { first = describeASCII(byte) }
        index += 1
      } else if let (scalar, length) = UTF8Decoding.decode(buffer, at: index) {
        if first == nil && firstInvalid == nil {
          let character = String(Character(Unicode.Scalar(scalar)!))
          first = "'\(character)' (\(UTF8Decoding.codePoint(scalar)))"
        }
        index += length
      } else {
        if first == nil && firstInvalid == nil { firstInvalid = byte }
        index += 1
      }
    }
    if let invalid = firstInvalid {
      diagnostics.report(.invalidUTF8, "invalid UTF-8 byte 0x\(hexByte(invalid))", at: span(start, index))
    } else {
      diagnostics.report(.unexpectedCharacter, "unexpected character \(first ?? "")", at: span(start, index))
    }
  }

  func isTokenStartOrSpace(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "}"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"),
      UInt8(ascii: ","), UInt8(ascii: "/"):
      true
    default:
      isNameContinue(byte)
    }
  }

  func describeASCII(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return UTF8Decoding.codePoint(UInt32(byte))
  }
}
