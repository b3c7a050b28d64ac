/// `///` documentation comments and the word wrapping they (and `//` comments) use.
extension CodeWriter {
  /// Writes a `///` documentation comment: first `verbatim` (documentation from the source, line
  /// by line as written), then each of `paragraphs`, word-wrapped to ``lineWidth``; an empty `///`
  /// line separates paragraphs. Every line is made safe with
  /// ``SwiftStringLiteral/commentLines(_:)``. Lines that start with four spaces (code) are not
  /// wrapped; a wrapped list item (`- `) continues under its text.
  public mutating func documentation(_ paragraphs: [String], verbatim: String? = nil) {
    if verbatim.map(Self.isPlainText) ?? true, paragraphs.allSatisfy(Self.isPlainText) {
      return plainDocumentation(paragraphs, verbatim: verbatim)
    }
    escapedDocumentation(paragraphs, verbatim: verbatim)
  }

  /// ``documentation(_:verbatim:)`` for one or two paragraphs known at compile time, such as the
  /// documentation every category's response enum repeats: wrapped once per indentation level,
  /// then copied.
  public mutating func documentation(constant first: StaticString, _ second: StaticString? = nil) {
    let paragraphs = { [first.description] + (second.map { [$0.description] } ?? []) }
    guard first.hasPointerRepresentation, second?.hasPointerRepresentation ?? true else {
      return documentation(paragraphs())
    }
    let key = ConstantDocumentationKey(
      first: UInt(bitPattern: first.utf8Start), second: second.map { UInt(bitPattern: $0.utf8Start) },
      level: level)
    let bytes: [UInt8]
    if let known = constantDocumentation[key] {
      bytes = known
    } else {
      var lines = CodeWriter(indentUnit: indentUnit, lineWidth: lineWidth)
      lines.level = level
      lines.documentation(paragraphs())
      bytes = lines.output.bytes
      constantDocumentation[key] = bytes
    }
    bytes.withUnsafeBufferPointer { output.append($0) }
    lastLineWasBlank = false
    output.flushIfFull()
  }

  /// ``documentation(_:verbatim:)`` for any text, escaping what must not appear in a comment.
  mutating func escapedDocumentation(_ paragraphs: [String], verbatim: String?) {
    var blocks: [[String]] = []
    if let verbatim { blocks.append(SwiftStringLiteral.commentLines(verbatim)) }
    for paragraph in paragraphs {
      blocks.append(Self.documentationLines(paragraph, width: documentationWidth(atLevel: level)))
    }
    for (index, block) in blocks.enumerated() {
      if index > 0 { line("///") }
      for docLine in block { docLine.isEmpty ? line("///") : line("/// ", docLine) }
    }
  }

  /// ``documentation(_:verbatim:)`` of a one-line paragraph (such as a summary made of names and
  /// ``SwiftStringLiteral/quoted(_:)`` text): when it fits on a line and a comment can hold it as it
  /// is (``SwiftStringLiteral/isCommentSafeLine(_:)``), it is written from its bytes, without
  /// building a `String`; otherwise as ``documentation(_:verbatim:)`` writes it.
  mutating func documentation(singleLine paragraph: CodeText, verbatim: String?) {
    let fits =
      paragraph.byteCount <= documentationWidth(atLevel: level)
      && paragraph.withBytes(SwiftStringLiteral.isCommentSafeLine)
    guard fits else { return documentation([paragraph.description], verbatim: verbatim) }
    if let verbatim {
      documentation([], verbatim: verbatim)
      line("///")
    }
    paragraph.withBytes { text in ("/// " as StaticString).withUTF8Buffer { writeLine($0, text) } }
  }

  /// The lines of a documentation paragraph: made safe for a comment and wrapped to `width`.
  public static func documentationLines(_ paragraph: String, width: Int) -> [String] {
    SwiftStringLiteral.commentLines(paragraph).flatMap { CodeWriter.wrap($0, width: width) }
  }

  /// The width of a documentation line's text (after `/// `) at an indentation level.
  public func documentationWidth(atLevel level: Int) -> Int { lineWidth - level * indentWidth - 4 }

  /// Whether `text` is printable ASCII with `\n` line breaks (the common case): then nothing in it
  /// needs escaping in a comment, and a character is a byte.
  private static func isPlainText(_ text: String) -> Bool {
    ByteScan.isPrintableASCII(text, allowingNewlines: true)
  }

  /// ``documentation(_:verbatim:)`` for plain text (see ``isPlainText(_:)``), written byte by byte
  /// from the text's own storage: the same lines, without building a `String` or an array for each.
  private mutating func plainDocumentation(_ paragraphs: [String], verbatim: String?) {
    let available = lineWidth - level * indentWidth - 4
    var isFirstBlock = true
    if let verbatim {
      ByteScan.withUTF8(verbatim) { text in
        Self.forEachTrimmedLine(text) { start, end in documentationLine(text, start, end) }
      }
      isFirstBlock = false
    }
    for paragraph in paragraphs {
      if !isFirstBlock { documentationLine(UnsafeBufferPointer(start: nil, count: 0), 0, 0) }
      isFirstBlock = false
      ByteScan.withUTF8(paragraph) { plainParagraph($0, width: available) }
    }
  }

  /// Writes the plain paragraph `text`, word-wrapped to `width`.
  private mutating func plainParagraph(_ text: UnsafeBufferPointer<UInt8>, width: Int) {
    Self.forEachTrimmedLine(text) { start, end in
      let isCode = end - start >= 4 && text[start..<start + 4].allSatisfy { $0 == UInt8(ascii: " ") }
      if end - start <= width || isCode {
        documentationLine(text, start, end)
      } else {
        Self.wrapASCII(text, start, end, width: width) { spaces, start, end in
          documentationLine(text, start, end, leadingSpaces: spaces)
        }
      }
    }
  }

  /// ``documentation(_:verbatim:)`` of the one paragraph `paragraph`, written from its bytes when it
  /// is plain text (as it is when made of names and literal text).
  mutating func documentation(paragraph: CodeText) {
    let isPlain = paragraph.withBytes { ByteScan.isPrintableASCII($0, allowingNewlines: true) }
    guard isPlain else { return documentation([paragraph.description]) }
    let width = documentationWidth(atLevel: level)
    paragraph.withBytes { plainParagraph($0, width: width) }
  }

  /// Calls `body` with the bounds of each `\n`-separated line of `text`, without trailing spaces.
  private static func forEachTrimmedLine(_ text: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void) {
    var start = 0
    while true {
      let index = ByteScan.index(of: 0x0A, in: text, from: start)
      var end = index
      while end > start && text[end - 1] == UInt8(ascii: " ") { end -= 1 }
      body(start, end)
      guard index < text.count else { return }
      start = index + 1
    }
  }

  /// Writes `///`, then, unless the line is empty, a space, `leadingSpaces` spaces and
  /// `text[start..<end]`.
  private mutating func documentationLine(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, leadingSpaces: Int = 0
  ) {
    if leadingSpaces == 0 {
      let prefix: StaticString = end > start ? "/// " : "///"
      prefix.withUTF8Buffer { writeLine($0, UnsafeBufferPointer(rebasing: text[start..<end])) }
      return
    }
    writeIndentation()
    output.append("///")
    if end > start {
      output.appendSpaces(1 + leadingSpaces)
      output.append(UnsafeBufferPointer(rebasing: text[start..<end]))
    }
    endLine()
  }

  /// Word-wraps the ASCII line `text[start..<end]` to `width` (as ``wrapASCII(_:width:)``): calls
  /// `emit` with each line as a count of leading spaces and the bounds of the text that follows them
  /// (a line's words are contiguous in `text`), trailing spaces removed.
  static func wrapASCII(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, width: Int, _ emit: (Int, Int, Int) -> Void
  ) {
    let space = UInt8(ascii: " ")
    var bodyStart = start
    while bodyStart < end && text[bodyStart] == space { bodyStart += 1 }
    let isListItem =
      end - bodyStart >= 2 && text[bodyStart] == UInt8(ascii: "-") && text[bodyStart + 1] == space
    let continuation = bodyStart - start + (isListItem ? 2 : 0)
    func emitTrimmed(_ spaces: Int, _ lineStart: Int, _ lineEnd: Int) {
      var lineEnd = lineEnd
      while lineEnd > lineStart && text[lineEnd - 1] == space { lineEnd -= 1 }
      emit(lineEnd > lineStart ? spaces : 0, lineStart, lineEnd)
    }
    // The current line: `spaces` spaces, then text[lineStart..<lineEnd].
    var spaces = 0
    var lineStart = start
    var lineEnd = -1  // no word yet
    var wordStart = bodyStart
    for index in bodyStart...end where index == end || text[index] == space {
      let wordLength = index - wordStart
      if lineEnd < 0 {
        lineEnd = index
      } else if spaces + (lineEnd - lineStart) + 1 + wordLength <= width {
        lineEnd = index
      } else {
        emitTrimmed(spaces, lineStart, lineEnd)
        spaces = continuation
        lineStart = wordStart
        lineEnd = index
      }
      wordStart = index + 1
    }
    emitTrimmed(spaces, lineStart, lineEnd)
  }

  /// Splits a comment line at spaces so that each part fits in `width` characters. A line that
  /// starts with four spaces is code and stays whole; the continuation of a list item (`- `) is
  /// indented under its text.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard text.utf8.count > width, CodeWriter.width(text) > width, !text.hasPrefix("    ") else {
      return [text]
    }
    if ByteScan.isASCII(text) { return wrapASCII(Array(text.utf8), width: width) }
    return wrapGeneral(text, width: width)
  }

  /// ``wrap(_:width:)`` for any text, counting characters.
  static func wrapGeneral(_ text: String, width: Int) -> [String] {
    guard CodeWriter.width(text) > width, !text.hasPrefix("    ") else { return [text] }
    let leading = String(text.prefix { $0 == " " })
    let body = text.dropFirst(leading.count)
    let continuation = leading + (body.hasPrefix("- ") ? "  " : "")
    var lines: [String] = []
    var current = leading
    var currentWidth = leading.count
    var startsLine = true
    for word in body.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = CodeWriter.width(String(word))
      if startsLine {
        current += word
        currentWidth += wordWidth
        startsLine = false
      } else if currentWidth + 1 + wordWidth <= width {
        current += " " + word
        currentWidth += 1 + wordWidth
      } else {
        lines.append(current)
        current = continuation + word
        currentWidth = continuation.count + wordWidth
      }
    }
    lines.append(current)
    return lines.map { line in
      var line = line
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  /// ``wrap(_:width:)`` for ASCII text, on bytes (a character is a byte, so widths are counts).
  static func wrapASCII(_ bytes: [UInt8], width: Int) -> [String] {
    bytes.withUnsafeBufferPointer { text in
      var lines: [String] = []
      wrapASCII(text, 0, text.count, width: width) { spaces, start, end in
        lines.append(
          String(repeating: " ", count: spaces)
            + String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self))
      }
      return lines
    }
  }

  /// The width of a line in characters; for ASCII text (the common case), its byte count.
  static func width(_ text: String) -> Int {
    ByteScan.isASCII(text) ? text.utf8.count : text.count
  }
}

/// Constant documentation by the addresses of its paragraphs' text (a `StaticString` lives in the
/// binary: one address, one text) and the indentation level it was wrapped for.
struct ConstantDocumentationKey: Hashable, Sendable {
  let first: UInt
  let second: UInt?
  let level: Int
}
