/// A text of several words written without quotes (`title: Mark as Read`), as YAML and INI files
/// write one: one error, whose fix-it quotes the words, and the text is read as that string. (A
/// single word is the checker's: N903 offers it in quotes.)
extension Parser {
  /// Whether `byte` comes before the text of a value: a blank, a line break or the colon.
  private static func endsValueLead(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ":")
  }

  /// The text properties (of actions or of categories: each property is of one kind of
  /// declaration, but `identifier`): every word on their line is part of the text meant.
  static func isText(_ property: PropertyName) -> Bool {
    if case .text? = PropertySchema.kind(of: property, in: .action) { return true }
    if case .text? = PropertySchema.kind(of: property, in: .category) { return true }
    return false
  }

  /// The property of a `kind` of declaration that an unknown property's name most likely spells
  /// (`text_input_placeholder`, `titel`, `previewPlaceholder`, `optons`), as N901 suggests it. The
  /// value after a text property's is then read as that property's would be, so that words without
  /// quotes after it are one error too, not one for each word.
  static func likelyProperty(_ name: String, in kind: Declaration.Kind) -> PropertyName? {
    guard
      let likely = PropertyDecoder.otherToolsName(name, in: kind)
        ?? Suggestions.closest(
          to: name, in: PropertySchema.properties(of: kind).lazy.map(\.0.spelling), matchingEnds: true)
    else { return nil }
    return PropertyName(spelling: likely)
  }

  /// Whether more words follow a name value on its line: a name or a number that is not the next
  /// property's name (`title: Reply destructive: true` is two properties, and so are `title: Reply
  /// destructive true`, a boolean without its colon, and `title: Reply identifier "REPLY"`, a
  /// property's name before a string or a list without its colon).
  @inline(__always)
  func atMoreUnquotedWords() -> Bool {
    current.newlinesBefore == 0 && (current.kind == .name || current.kind == .number)
      && peek().kind != .colon
      && !(current.kind == .name && (isBooleanOnLine(peek()) || isPropertyBeforeValue(current, peek())))
      && leadingComments(of: index).allSatisfy(isBlockCommentOnOneLine)
  }

  /// Whether `name` spells a property and `next`, on its line, starts a value no word does: a string
  /// or a list (`identifier "REPLY"`, a property without its colon).
  private func isPropertyBeforeValue(_ name: Token, _ next: Token) -> Bool {
    next.newlinesBefore == 0 && (next.kind == .string || next.kind == .leftBracket)
      && PropertyName(spelling: text(of: name.start..<name.end)) != nil
  }

  /// Whether `comment` is a `/* … */` with no line break: one between two words does not end
  /// them, though it is no part of the text.
  private func isBlockCommentOnOneLine(_ comment: Comment) -> Bool {
    comment.kind == .block && !source.bytes[comment.range].contains { $0 == 0x0A || $0 == 0x0D }
  }

  /// The source text of `range` without the comments in it, each with the blanks around it one
  /// space (`Mark /* verb */ as Read` and `Mark/*verb*/as Read` are `Mark as Read`).
  private func textCutting(_ comments: [Range<Int>], from range: Range<Int>) -> String {
    guard !comments.isEmpty else { return text(of: range) }
    let bytes = source.bytes
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    var kept: [UInt8] = []
    var from = range.lowerBound
    for comment in comments {
      var before = comment.lowerBound
      while before > from && isBlank(bytes[before - 1]) { before -= 1 }
      kept += bytes[from..<before]
      var after = comment.upperBound
      while after < range.upperBound && isBlank(bytes[after]) { after += 1 }
      // One space for the comment, which separates the words as blanks do (`Mark/*c*/as`).
      if !kept.isEmpty && kept.last != 0x20 {
        kept.append(0x20)
      }
      from = after
    }
    kept += bytes[from..<range.upperBound]
    return String(decoding: kept, as: UTF8.self)
  }

  /// Whether a block comment's `*/` ends just before `offset`: a comment before the first word
  /// (`title:/*c*/Mark as Read`) is no part of the text.
  private func endsBlockComment(before offset: Int) -> Bool {
    offset >= 2 && source.bytes[offset - 1] == UInt8(ascii: "/")
      && source.bytes[offset - 2] == UInt8(ascii: "*")
  }

  private func isBooleanOnLine(_ token: Token) -> Bool {
    token.newlinesBefore == 0 && (isName(token, "true") || isName(token, "false"))
  }

  /// Reads the words after `first` (a name value) up to the end of the line, a property's name or
  /// anything that is not a word, and reports them as a text without quotes. The text is the
  /// source as written, with the characters that the lexer reported and skipped before, between
  /// and after the words (`%u new`, `Mark & Read`, `Are you sure?`), so that the fix-it keeps them.
  /// `lead` is where the property's colon ends (or its name, without one): the text never reaches
  /// back past it, nor past a comment's end (characters skipped before the first word, `<=` or
  /// `%`, are between the two).
  /// `property` is `nil` for an unknown property that spells no text property (N901 reports it).
  mutating func parseUnquotedText(startingWith first: Value, of property: PropertyName?, after lead: Int)
    -> Value
  {
    // The comments between the words: cut from the text, and kept after it by the fix-it.
    var comments: [Range<Int>] = []
    while atMoreUnquotedWords() {
      comments += leadingComments(of: index).map(\.range)
      advance()
    }
    var start = first.span.start
    while start > lead && !Self.endsValueLead(source.bytes[start - 1]) && !endsBlockComment(before: start) {
      start -= 1
    }
    // On to what ends the text: the next token on the line, a comment, or the line's end; the
    // characters the lexer skipped after the last word (`Are you sure?`, `%u from %@`) are in it.
    let bytes = source.bytes
    let limit = current.newlinesBefore == 0 && current.kind != .endOfFile ? current.start : bytes.count
    var end = previousEnd
    while end < limit && bytes[end] != 0x0A && bytes[end] != 0x0D
      && !(bytes[end] == UInt8(ascii: "/") && end + 1 < limit
        && (bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*")))
    {
      end += 1
    }
    while end > previousEnd && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
    let span = SourceSpan(file: file, start: start, end: end)
    let text = textCutting(comments, from: span.start..<span.end)
    var quoted = "\""
    for character in text.unicodeScalars {
      if character == "\\" || character == "\"" { quoted.unicodeScalars.append("\\") }
      quoted.unicodeScalars.append(character)
    }
    quoted += "\""
    let replacement = ([quoted] + comments.map { self.text(of: $0) }).joined(separator: " ")
    let message =
      property.map { "'\($0.spelling)' takes a string or localized(...), not words without quotes" }
      ?? "a value of several words needs quotes"
    diagnostics.report(
      .wrongValueKind, "\(message); write '\(quoted)'", at: span,
      fixIts: [FixIt(span: span, replacement: replacement)])
    return Value(.string(text), span: span)
  }
}

extension Value {
  /// Whether the value is a word without quotes: a name or a number, which more words may follow.
  var isWord: Bool {
    switch kind {
    case .name, .number: true
    default: false
    }
  }
}
