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
  public var text: String { output.withBytes { String(decoding: $0, as: UTF8.self) } }
  /// One level of indentation.
  public let indentUnit: String
  /// The width that ``documentation(_:verbatim:)`` and ``call(_:_:_:)`` wrap to.
  public let lineWidth: Int
  /// The current indentation level.
  public internal(set) var level = 0
  var lastLineWasBlank = true
  var output: OutputBuffer
  /// The lines of constant documentation already written, by text and level (see
  /// ``documentation(constant:_:)``).
  var constantDocumentation: [ConstantDocumentationKey: [UInt8]] = [:]
  /// Where the pieces written so far that may be written again are in ``output`` (see
  /// ``repeated(_:_:_:)``).
  var repeatedPieces = IdentityTable<Range<Int>>()
  /// Whether repeated pieces are copied (the tests compare with writing each again).
  var reusesRepeatedPieces = true
  private let indentBytes: [UInt8]
  /// The width of ``indentUnit`` in characters.
  let indentWidth: Int
  /// Whether ``indentUnit`` is spaces (so that a level's indentation is `level * indentWidth` of them).
  private let indentsWithSpaces: Bool

  /// Creates an empty writer that indents with `indentUnit` (two spaces by default) and wraps
  /// documentation and long calls to `lineWidth` characters. With a `consumer`, the text is handed
  /// to it in chunks as it is written (finish with ``finish()``) instead of being kept.
  public init(indentUnit: String = "  ", lineWidth: Int = 110, consumer: OutputChunkConsumer? = nil) {
    self.indentUnit = indentUnit
    self.lineWidth = lineWidth
    self.indentBytes = Array(indentUnit.utf8)
    self.indentWidth = indentUnit.count
    self.indentsWithSpaces = indentUnit.utf8.allSatisfy { $0 == UInt8(ascii: " ") }
    self.output = OutputBuffer(consumer: consumer)
  }

  mutating func writeIndentation() {
    if indentsWithSpaces {
      output.appendSpaces(level * indentWidth)
    } else {
      indentBytes.withUnsafeBufferPointer { unit in
        for _ in 0..<level { output.append(unit) }
      }
    }
  }

  /// Writes one line at the current indentation; an empty line writes a blank line.
  public mutating func line(_ content: CodeText) {
    if content.isEmpty {
      blankLine()
      return
    }
    content.withBytes { writeLine($0, UnsafeBufferPointer(start: nil, count: 0)) }
  }

  /// Appends the bytes of `text`.
  mutating func append(_ text: CodeText) {
    text.withBytes { output.append($0) }
  }

  /// Writes `first` and `second` as one line at the current indentation.
  @inline(__always)
  mutating func writeLine(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) {
    if indentsWithSpaces {
      output.appendLine(indentation: level * indentWidth, first, second)
      lastLineWasBlank = false
      output.flushIfFull()
    } else {
      writeIndentation()
      output.append(first)
      output.append(second)
      endLine()
    }
  }

  /// Writes one line at the current indentation made of `first` and `second` (saves building a
  /// `String` for the line).
  public mutating func line(_ first: String, _ second: String) {
    ByteScan.withUTF8(first) { first in ByteScan.withUTF8(second) { second in writeLine(first, second) } }
  }

  mutating func endLine() {
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
  public mutating func open(_ opening: CodeText) {
    line(opening)
    level += 1
    lastLineWasBlank = true  // no blank line right after an opening line
  }

  /// Ends the indentation that ``open(_:)`` started and writes `closing` (such as `}`).
  public mutating func close(_ closing: CodeText = "}") {
    precondition(level > 0, "CodeWriter.close() without open()")
    if output.ends(with: 0x0A, 0x0A) { output.removeLast() }  // no blank line right before a closing line
    level -= 1
    line(closing)
  }

  /// Ends one indented block and starts the next with `line` (such as `} else {`).
  public mutating func reopen(_ line: CodeText) {
    close(line)
    level += 1
    lastLineWasBlank = true
  }

  /// Writes `opening`, the lines `body` writes (indented), then `closing`.
  public mutating func block(_ opening: CodeText, closing: CodeText = "}", _ body: (inout CodeWriter) -> Void)
  {
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

  /// Writes a compiler directive (`#if …`, `#else`, `#endif`) at the current indentation; no
  /// blank line follows `#if` or `#else` directly.
  public mutating func directive(_ directive: CodeText) {
    line(directive)
    if directive.hasPrefix("#if") || directive.hasPrefix("#else") { lastLineWasBlank = true }
  }

  /// Writes `head`, the `arguments` separated by commas, and `tail` on one line when it fits in
  /// ``lineWidth``; otherwise `head` ends the first line and the arguments follow, one level
  /// deeper, as many to a line as fit, the last line ending with `tail`.
  ///
  ///     writer.call("return f(", ["a: 1", "b: 2"], ")")
  public mutating func call(_ head: CodeText, _ arguments: [CodeText], _ tail: CodeText) {
    // The helpers read the arguments through a buffer pointer, whose subscript reads an element in
    // place; an array's returns a copy (retaining its heap bytes). For the same reason they write
    // an argument with `withBytes`, not `append(_:)`: handing it to a mutating method copies it.
    arguments.withUnsafeBufferPointer { arguments in
      guard !fitsOnOneLine(head, arguments, tail), !arguments.isEmpty else {
        joinedLine(head, arguments, tail)
        return
      }
      line(head)
      writeArguments(arguments, lastSuffix: tail)
    }
  }

  /// Whether `head`, the `arguments` separated by `, `, and `tail` fit on one line at the current
  /// indentation (measured piece by piece; nothing is joined).
  private func fitsOnOneLine(
    _ head: CodeText, _ arguments: UnsafeBufferPointer<CodeText>, _ tail: CodeText
  ) -> Bool {
    var width = level * indentWidth + head.width + tail.width
    for index in arguments.indices { width += arguments[index].width }
    width += 2 * max(0, arguments.count - 1)
    return width <= lineWidth
  }

  /// ``line(_:)`` of `head`, the `arguments` separated by `, `, and `tail`, written piece by piece.
  private mutating func joinedLine(
    _ head: CodeText, _ arguments: UnsafeBufferPointer<CodeText>, _ tail: CodeText
  ) {
    guard !(head.isEmpty && tail.isEmpty && arguments.allSatisfy(\.isEmpty)) else {
      blankLine()
      return
    }
    writeIndentation()
    append(head)
    for index in arguments.indices {
      if index > 0 {
        output.append(UInt8(ascii: ","))
        output.append(UInt8(ascii: " "))
      }
      arguments[index].withBytes { output.append($0) }
    }
    append(tail)
    endLine()
  }

  /// Writes a declaration or call head whose `tail` opens a block (such as `) {`) on one line when it
  /// fits; otherwise `head`, the arguments one level deeper, and `tail` on a line of its own. What
  /// follows is indented; ``close(_:)`` ends it.
  ///
  ///     writer.openCall("func f(", ["a: Int", "b: Int"], ") {")
  public mutating func openCall(_ head: CodeText, _ arguments: [CodeText], _ tail: CodeText) {
    arguments.withUnsafeBufferPointer { arguments in  // see call(_:_:_:)
      if !fitsOnOneLine(head, arguments, tail), !arguments.isEmpty {
        line(head)
        writeArguments(arguments, lastSuffix: "")
        line(tail)
      } else {
        joinedLine(head, arguments, tail)
      }
    }
    level += 1
    lastLineWasBlank = true
  }

  /// Writes `arguments` one level deeper, separated by commas, as many to a line as fit; the last
  /// one is followed by `lastSuffix`.
  private mutating func writeArguments(_ arguments: UnsafeBufferPointer<CodeText>, lastSuffix: CodeText) {
    level += 1
    let available = lineWidth - level * indentWidth
    // The pieces (an argument and its suffix) are written as they come; a line is ended when the
    // next piece does not fit. An empty piece starts nothing (a line of only empty pieces is blank).
    // The suffix of any but the last argument is a comma.
    let lastSuffixWidth = lastSuffix.width
    var currentWidth = 0
    var currentIsEmpty = true
    for index in arguments.indices {
      let isLast = index == arguments.count - 1
      let pieceWidth = arguments[index].width + (isLast ? lastSuffixWidth : 1)
      let pieceIsEmpty = isLast && arguments[index].isEmpty && lastSuffix.isEmpty
      if !currentIsEmpty && currentWidth + 1 + pieceWidth <= available {
        output.append(UInt8(ascii: " "))
        currentWidth += 1 + pieceWidth
      } else {
        if !currentIsEmpty { endLine() }
        if !pieceIsEmpty { writeIndentation() }
        currentWidth = pieceWidth
        currentIsEmpty = pieceIsEmpty
      }
      arguments[index].withBytes { output.append($0) }
      if isLast { append(lastSuffix) } else { output.append(UInt8(ascii: ",")) }
    }
    if currentIsEmpty { blankLine() } else { endLine() }
    level -= 1
  }

  /// Writes a `//` comment, one comment line per line of `comment`, made safe with
  /// ``SwiftStringLiteral/commentLines(_:)`` and word-wrapped to ``lineWidth``.
  public mutating func comment(_ comment: String) {
    let available = lineWidth - level * indentWidth - 3
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
