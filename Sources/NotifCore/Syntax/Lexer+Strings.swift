/// String literals: `"…"` on one line, with the escapes `\\ \" \n \r \t \0 \u{…}`; problems are
/// reported and the text is kept as written, so one mistake causes no follow-on diagnostics.
extension LexerState {
  mutating func lexString() {
    let start = index
    textProblems = 0
    let count = buffer.count
    index += 1
    var value: [UInt8] = []
    var contentStart = index
    var hasEscapes = false
    var terminated = false
    // With escapes, the value is built in `value`: the text between escapes is copied a run at a
    // time, from `contentStart`.
    while index < count {
      let byte = buffer[index]
      if byte == UInt8(ascii: "\"") {
        terminated = true
        break
      }
      if byte < 0x20 || byte == 0x7F {
        if byte == 0x0A || byte == 0x0D { break }
        // A raw control character (a tab aside) shows as nothing, or as garbage, in a button.
        if byte != 0x09 { reportInvisible(UInt32(byte), at: index, length: 1) }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\\") {
        if !hasEscapes {
          hasEscapes = true
          value.reserveCapacity(index - contentStart + 32)
        }
        value.append(contentsOf: buffer[contentStart..<index])
        lexEscape(into: &value)
        contentStart = index
        continue
      }
      if byte >= 0x80 {
        let scalarStart = index
        if scanNonASCIIInText(inComment: false) == nil && hasEscapes {
          value.append(contentsOf: buffer[contentStart..<scalarStart])
          value.append(contentsOf: [0xEF, 0xBF, 0xBD])
          contentStart = index
        }
        continue
      }
      index += 1
    }
    var contentEnd = index
    if hasEscapes { value.append(contentsOf: buffer[contentStart..<contentEnd]) }
    if terminated {
      index += 1
    } else if let end = endOfStringContinued(from: index) {
      // A string written over several lines is one mistake: its other lines are not lexed as code.
      reportUnterminated(start, fixIt: nil)
      index = end
    } else {
      // `"accept.title)` or `["INSendMessageIntent]`: the closers that end the line, with no
      // opener before them in the string, are code that the missing quote came before.
      if let end = endBeforeClosers(from: start + 1, to: contentEnd) {
        if hasEscapes { value.removeLast(contentEnd - end) }
        contentEnd = end
        index = end
      }
      reportUnterminated(start, fixIt: FixIt(span: span(contentEnd, contentEnd), replacement: "\""))
    }
    if contentEnd - start - 1 > limits.maxStringLength {
      diagnostics.report(
        .stringTooLong,
        "string literal is too long (\(contentEnd - start - 1) bytes; the limit is \(limits.maxStringLength))",
        at: span(start, start + 1))
    }
    let text: String
    if hasEscapes {
      text = String(decoding: value, as: UTF8.self)
    } else {
      text = String(decoding: UnsafeBufferPointer(rebasing: buffer[(start + 1)..<contentEnd]), as: UTF8.self)
    }
    stream.stringValues.append(text)
    emit(.string, start, payload: Int32(droppedStrings + stream.stringValues.count - 1))
  }

  /// Reports the string at `start` unterminated, with a fix-it that closes it where it ends, when
  /// it ends on its line.
  private mutating func reportUnterminated(_ start: Int, fixIt: FixIt?) {
    diagnostics.report(
      .unterminatedString, "unterminated string literal", at: span(start, start + 1),
      notes: [DiagnosticNote("strings end with '\"' on the same line; write a line break as '\\n'")],
      fixIts: fixIt.map { [$0] } ?? [])
  }

  /// Where an unterminated string whose text is `first..<end` (to its line's end) ends when it
  /// ends in closers (`)`, `]`, `}`, `,`, with blanks between them) and no `(`, `[` or `{` comes
  /// before them in it: before those closers, which close the code around the string. `nil` when
  /// it does not end so, or nothing comes before them.
  private func endBeforeClosers(from first: Int, to end: Int) -> Int? {
    var position = end
    var closers = false
    while position > first {
      switch buffer[position - 1] {
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
        closers = true
      case 0x20, 0x09: break
      default:
        guard closers, buffer[position - 1] != UInt8(ascii: "\\") else { return nil }
        let openers = buffer[first..<position].contains {
          $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{")
        }
        return openers ? nil : position
      }
      position -= 1
    }
    return nil
  }

  /// Where a string that a line break left unterminated at `lineBreak` ends, when it goes on over
  /// the next lines (at most four): after the first `"` of the first of them that has one, when
  /// only what can follow a value comes after it on its line (blanks, `,`, `]`, `)`, `}`, a
  /// comment). `nil` otherwise: then the string ends at the line break, and what follows is lexed
  /// as code. (A later line's quote is not looked for: a line with a quote that does not end the
  /// string is code, or another string.)
  func endOfStringContinued(from lineBreak: Int) -> Int? {
    let count = buffer.count
    var position = lineBreak
    for _ in 0..<4 {
      guard position < count else { return nil }
      position = startOfLine(after: position)
      // The first quote of the line that no backslash escapes.
      var quote: Int?
      while position < count && buffer[position] != 0x0A && buffer[position] != 0x0D {
        if buffer[position] == UInt8(ascii: "\\") {
          position += 2
          continue
        }
        if buffer[position] == UInt8(ascii: "\"") {
          quote = position
          break
        }
        position += 1
      }
      guard let quote else { continue }
      var after = quote + 1
      while after < count {
        switch buffer[after] {
        case 0x20, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
          after += 1
          continue
        case 0x0A, 0x0D:
          return quote + 1
        case UInt8(ascii: "/")
        where after + 1 < count
          && (buffer[after + 1] == UInt8(ascii: "/") || buffer[after + 1] == UInt8(ascii: "*")):
          return quote + 1
        default:
          return nil
        }
      }
      return quote + 1
    }
    return nil
  }

  /// Lexes one escape sequence at `index` (which is at the backslash), appending its value.
  mutating func lexEscape(into value: inout [UInt8]) {
    let start = index
    let count = buffer.count
    index += 1
    guard index < count, buffer[index] != 0x0A, buffer[index] != 0x0D else {
      diagnostics.report(.invalidEscape, "expected an escape sequence after '\\'", at: span(start, start + 1))
      return
    }
    let byte = buffer[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\\"): value.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "\""): value.append(UInt8(ascii: "\""))
    case UInt8(ascii: "n"): value.append(0x0A)
    case UInt8(ascii: "r"): value.append(0x0D)
    case UInt8(ascii: "t"): value.append(0x09)
    case UInt8(ascii: "0"): value.append(0x00)
    case UInt8(ascii: "u"): lexUnicodeEscape(start: start, into: &value)
    case UInt8(ascii: "'"):
      // Swift's (and JavaScript's) escaped apostrophe: meant as one, which needs no escape here.
      diagnostics.report(
        .invalidEscape, "invalid escape sequence '\\'' in string literal", at: span(start, index),
        notes: [DiagnosticNote("an apostrophe needs no escape in a double-quoted string")],
        fixIts: [FixIt(span: span(start, start + 1), replacement: "")])
      value.append(UInt8(ascii: "'"))
    default:
      var end = index
      if byte >= 0x80, let (_, length) = UTF8Decoding.decode(buffer, at: index - 1) {
        end = index - 1 + length
      }
      let shown = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
      diagnostics.report(
        .invalidEscape, "invalid escape sequence '\(shown)' in string literal", at: span(start, end),
        notes: [DiagnosticNote("valid escapes are \\\\ \\\" \\n \\r \\t \\0 and \\u{…}")])
      // Keep the text as written so that one bad escape causes no follow-on diagnostics.
      value.append(contentsOf: buffer[start..<end])
      index = end
    }
  }

  mutating func lexUnicodeEscape(start: Int, into value: inout [UInt8]) {
    let count = buffer.count
    // On error, keep the escape as written so that it causes no follow-on diagnostics.
    var valid = false
    defer { if !valid { value.append(contentsOf: buffer[start..<index]) } }
    guard index < count, buffer[index] == UInt8(ascii: "{") else {
      diagnostics.report(
        .invalidUnicodeEscape, "expected '{' in '\\u{…}' escape sequence", at: span(start, index))
      return
    }
    index += 1
    let digitsStart = index
    var scalar: UInt32 = 0
    var digitCount = 0
    while index < count, let digit = hexValue(buffer[index]) {
      if digitCount < 8 { scalar = scalar << 4 | digit }
      digitCount += 1
      index += 1
    }
    guard index < count, buffer[index] == UInt8(ascii: "}") else {
      // A letter or digit here is a wrong digit (`\u{g}`, `\u{12x4}`), not a missing brace.
      let byte = index < count ? buffer[index] : 0
      if isNameContinue(byte) {
        diagnostics.report(
          .invalidUnicodeEscape,
          "'\(Character(Unicode.Scalar(byte)))' is not a hexadecimal digit in '\\u{…}' escape sequence",
          at: span(index, index + 1))
        return
      }
      diagnostics.report(
        .invalidUnicodeEscape, "expected '}' to end '\\u{…}' escape sequence", at: span(index, index))
      return
    }
    index += 1
    let escapeSpan = span(start, index)
    guard digitCount >= 1 && digitCount <= 8 else {
      diagnostics.report(
        .invalidUnicodeEscape, "'\\u{…}' escape sequence needs 1 to 8 hexadecimal digits, not \(digitCount)",
        at: escapeSpan)
      return
    }
    guard let unicode = Unicode.Scalar(scalar) else {
      let shown = String(
        decoding: UnsafeBufferPointer(rebasing: buffer[digitsStart..<(index - 1)]), as: UTF8.self)
      diagnostics.report(
        .invalidUnicodeEscape, "'\\u{\(shown)}' is not a valid Unicode scalar", at: escapeSpan)
      return
    }
    valid = true
    UTF8.encode(unicode) { value.append($0) }
  }

  func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
