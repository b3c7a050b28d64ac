/// A small indentation-aware text builder for generated Swift: it writes whole lines at the
/// current indentation, never leaves trailing spaces, never writes two blank lines in a row, and
/// ends the text with exactly one newline.
///
///     var writer = CodeWriter()
///     writer.open("enum Greeting {")
///     writer.line("case hello")
///     writer.close("}")
///     writer.text  // "enum Greeting {\n  case hello\n}\n"
public struct CodeWriter {
  /// The text written so far (for a writer that keeps its output; see ``init(indentUnit:lineWidth:consumer:)``).
  public var text: String { String(decoding: output.bytes, as: UTF8.self) }
  /// One level of indentation.
  public let indentUnit: String
  /// The width that ``documentation(_:verbatim:)`` and ``call(_:_:_:)`` wrap to.
  public let lineWidth: Int
  /// The current indentation level.
  public private(set) var level = 0
  private var lastLineWasBlank = true
  private var output: OutputBuffer
  private let indentBytes: [UInt8]

  /// Creates an empty writer that indents with `indentUnit` (two spaces by default) and wraps
  /// documentation and long calls to `lineWidth` characters. With a `consumer`, the text is handed
  /// to it in chunks as it is written (finish with ``finish()``) instead of being kept.
  public init(indentUnit: String = "  ", lineWidth: Int = 110, consumer: OutputChunkConsumer? = nil) {
    self.indentUnit = indentUnit
    self.lineWidth = lineWidth
    self.indentBytes = Array(indentUnit.utf8)
    self.output = OutputBuffer(consumer: consumer)
  }

  private mutating func writeIndentation() {
    if indentBytes.count == 2 && indentBytes[0] == 0x20 && indentBytes[1] == 0x20 {
      output.appendSpaces(level * 2)
    } else {
      for _ in 0..<level { output.append(contentsOf: indentBytes) }
    }
  }

  /// Writes one line at the current indentation; an empty string writes a blank line.
  public mutating func line(_ content: String) {
    if content.isEmpty {
      blankLine()
      return
    }
    writeIndentation()
    output.append(content)
    endLine()
  }

  /// Writes one line at the current indentation made of `first` and `second` (saves building a
  /// `String` for the line).
  public mutating func line(_ first: String, _ second: String) {
    writeIndentation()
    output.append(first)
    output.append(second)
    endLine()
  }

  private mutating func endLine() {
    output.append(0x0A)
    lastLineWasBlank = false
    output.flushIfFull()
  }

  /// Writes a blank line, unless the previous line is blank or nothing has been written yet.
  public mutating func blankLine() {
    guard !lastLineWasBlank else { return }
    output.append(0x0A)
    lastLineWasBlank = true
  }

  /// Writes `opening` (such as `enum Greeting {`) and indents what follows.
  public mutating func open(_ opening: String) {
    line(opening)
    level += 1
    lastLineWasBlank = true  // no blank line right after an opening line
  }

  /// Ends the indentation that ``open(_:)`` started and writes `closing` (such as `}`).
  public mutating func close(_ closing: String = "}") {
    precondition(level > 0, "CodeWriter.close() without open()")
    if output.ends(with: 0x0A, 0x0A) { output.removeLast() }  // no blank line right before a closing line
    level -= 1
    line(closing)
  }

  /// Ends one indented block and starts the next with `line` (such as `} else {`).
  public mutating func reopen(_ line: String) {
    close(line)
    level += 1
    lastLineWasBlank = true
  }

  /// Writes `opening`, the lines `body` writes (indented), then `closing`.
  public mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
    open(opening)
    body(&self)
    close(closing)
  }

  /// Runs `body` one indentation level deeper, without an opening or closing line (for the
  /// statements of a `case`).
  public mutating func indented(_ body: (inout CodeWriter) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// Writes `body` for each of `items`, in order. With many items the text is written on all cores:
  /// batches of items go to separate writers at this writer's indentation, whose text is then appended
  /// in order, so the result is the same as writing the items one after another. `body` must write
  /// balanced blocks (it ends at the level it starts at).
  public mutating func forEach<Item: Sendable>(
    inParallel items: [Item], minimumCount: Int = 64,
    _ body: @escaping @Sendable (inout CodeWriter, Item) -> Void
  ) {
    guard items.count >= minimumCount else {
      for item in items { body(&self, item) }
      return
    }
    let batchSize = 16
    let wave = 16  // batches written at a time: bounds the memory held in fragments
    let (indentUnit, lineWidth, level) = (self.indentUnit, self.lineWidth, self.level)
    var start = 0
    while start < items.count {
      let end = min(items.count, start + batchSize * wave)
      let batches = stride(from: start, to: end, by: batchSize).map { items[$0..<min(end, $0 + batchSize)] }
      let fragments = batches.parallelMap { batch -> CodeWriter in
        var fragment = CodeWriter(indentUnit: indentUnit, lineWidth: lineWidth)
        fragment.level = level
        fragment.lastLineWasBlank = false
        for item in batch { body(&fragment, item) }
        precondition(fragment.level == level, "CodeWriter.forEach(inParallel:) needs balanced blocks")
        return fragment
      }
      for fragment in fragments { append(fragment) }
      start = end
    }
  }

  /// Appends a fragment's text, as if its lines had been written here: its leading blank line is
  /// dropped after a blank line (a writer never writes two in a row).
  private mutating func append(_ fragment: CodeWriter) {
    var bytes = fragment.output.bytes[...]
    guard !bytes.isEmpty else { return }
    if lastLineWasBlank && bytes.first == 0x0A { bytes = bytes.dropFirst() }
    guard !bytes.isEmpty else { return }
    output.append(contentsOf: bytes)
    lastLineWasBlank = fragment.lastLineWasBlank
    output.flushIfFull()
  }

  /// Writes a compiler directive (`#if …`, `#else`, `#endif`) at the current indentation; no
  /// blank line follows `#if` or `#else` directly.
  public mutating func directive(_ directive: String) {
    line(directive)
    if directive.hasPrefix("#if") || directive.hasPrefix("#else") { lastLineWasBlank = true }
  }

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

  /// ``documentation(_:verbatim:)`` with its paragraph already made into lines by
  /// ``documentationLines(_:width:)`` (for text written many times, such as an action's summary in
  /// every enum of a category that lists it).
  public mutating func documentation(renderedParagraph lines: [String], verbatim: String?) {
    if let verbatim {
      documentation([], verbatim: verbatim)
      line("///")
    }
    for docLine in lines { docLine.isEmpty ? line("///") : line("/// ", docLine) }
  }

  /// The lines of a documentation paragraph: made safe for a comment and wrapped to `width`.
  public static func documentationLines(_ paragraph: String, width: Int) -> [String] {
    SwiftStringLiteral.commentLines(paragraph).flatMap { CodeWriter.wrap($0, width: width) }
  }

  /// The width of a documentation line's text (after `/// `) at an indentation level.
  public func documentationWidth(atLevel level: Int) -> Int { lineWidth - level * indentUnit.count - 4 }

  /// Whether `text` is printable ASCII with `\n` line breaks (the common case): then nothing in it
  /// needs escaping in a comment, and a character is a byte.
  private static func isPlainText(_ text: String) -> Bool {
    !ByteScan.contains(text, where: { ($0 < 0x20 || $0 > 0x7E) && $0 != 0x0A })
  }

  /// ``documentation(_:verbatim:)`` for plain text (see ``isPlainText(_:)``), written byte by byte
  /// from the text's own storage: the same lines, without building a `String` or an array for each.
  private mutating func plainDocumentation(_ paragraphs: [String], verbatim: String?) {
    let available = lineWidth - level * indentUnit.count - 4
    var isFirstBlock = true
    if var verbatim {
      verbatim.withUTF8 { text in
        Self.forEachTrimmedLine(text) { start, end in documentationLine(text, start, end) }
      }
      isFirstBlock = false
    }
    for var paragraph in paragraphs {
      if !isFirstBlock { documentationLine(UnsafeBufferPointer(start: nil, count: 0), 0, 0) }
      isFirstBlock = false
      paragraph.withUTF8 { text in
        Self.forEachTrimmedLine(text) { start, end in
          let isCode = end - start >= 4 && text[start..<start + 4].allSatisfy { $0 == UInt8(ascii: " ") }
          if end - start <= available || isCode {
            documentationLine(text, start, end)
          } else {
            Self.wrapASCII(text, start, end, width: available) { spaces, start, end in
              documentationLine(text, start, end, leadingSpaces: spaces)
            }
          }
        }
      }
    }
  }

  /// Calls `body` with the bounds of each `\n`-separated line of `text`, without trailing spaces.
  private static func forEachTrimmedLine(_ text: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void) {
    var start = 0
    for index in 0...text.count where index == text.count || text[index] == 0x0A {
      var end = index
      while end > start && text[end - 1] == UInt8(ascii: " ") { end -= 1 }
      body(start, end)
      start = index + 1
    }
  }

  /// Writes `///`, then, unless the line is empty, a space, `leadingSpaces` spaces and
  /// `text[start..<end]`.
  private mutating func documentationLine(
    _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, leadingSpaces: Int = 0
  ) {
    writeIndentation()
    output.append("///")
    if end > start {
      output.appendSpaces(1 + leadingSpaces)
      output.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<end]))
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

  /// Writes `head`, the `arguments` separated by commas, and `tail` on one line when it fits in
  /// ``lineWidth``; otherwise `head` ends the first line and the arguments follow, one level
  /// deeper, as many to a line as fit, the last line ending with `tail`.
  ///
  ///     writer.call("return f(", ["a: 1", "b: 2"], ")")
  public mutating func call(_ head: String, _ arguments: [String], _ tail: String) {
    let joined = head + arguments.joined(separator: ", ") + tail
    guard level * indentUnit.count + CodeWriter.width(joined) > lineWidth, !arguments.isEmpty else {
      line(joined)
      return
    }
    line(head)
    writeArguments(arguments, lastSuffix: tail)
  }

  /// Writes a declaration or call head whose `tail` opens a block (such as `) {`) on one line when it
  /// fits; otherwise `head`, the arguments one level deeper, and `tail` on a line of its own. What
  /// follows is indented; ``close(_:)`` ends it.
  ///
  ///     writer.openCall("func f(", ["a: Int", "b: Int"], ") {")
  public mutating func openCall(_ head: String, _ arguments: [String], _ tail: String) {
    let joined = head + arguments.joined(separator: ", ") + tail
    if level * indentUnit.count + CodeWriter.width(joined) > lineWidth, !arguments.isEmpty {
      line(head)
      writeArguments(arguments, lastSuffix: "")
      line(tail)
    } else {
      line(joined)
    }
    level += 1
    lastLineWasBlank = true
  }

  /// Writes `arguments` one level deeper, separated by commas, as many to a line as fit; the last
  /// one is followed by `lastSuffix`.
  private mutating func writeArguments(_ arguments: [String], lastSuffix: String) {
    level += 1
    let available = lineWidth - level * indentUnit.count
    var current = ""
    var currentWidth = 0
    for (index, argument) in arguments.enumerated() {
      let piece = argument + (index == arguments.count - 1 ? lastSuffix : ",")
      let pieceWidth = CodeWriter.width(piece)
      if current.isEmpty {
        current = piece
        currentWidth = pieceWidth
      } else if currentWidth + 1 + pieceWidth <= available {
        current += " " + piece
        currentWidth += 1 + pieceWidth
      } else {
        line(current)
        current = piece
        currentWidth = pieceWidth
      }
    }
    line(current)
    level -= 1
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

  /// Writes a `//` comment, one comment line per line of `comment`, made safe with
  /// ``SwiftStringLiteral/commentLines(_:)`` and word-wrapped to ``lineWidth``.
  public mutating func comment(_ comment: String) {
    let available = lineWidth - level * indentUnit.count - 3
    for commentLine in SwiftStringLiteral.commentLines(comment).flatMap({
      CodeWriter.wrap($0, width: available)
    }) {
      commentLine.isEmpty ? line("//") : line("// ", commentLine)
    }
  }

  /// The finished text: everything written, ending with exactly one newline (for a writer that
  /// keeps its output).
  public var finished: String {
    var copy = self
    return String(decoding: copy.finishBytes(), as: UTF8.self)
  }

  /// Ends the text with exactly one newline and hands what is left to the consumer.
  public mutating func finish() { _ = finishBytes() }

  private mutating func finishBytes() -> [UInt8] {
    if output.ends(with: 0x0A, 0x0A) { output.removeLast() }
    if output.last != 0x0A { output.append(0x0A) }
    return output.finish()
  }
}
