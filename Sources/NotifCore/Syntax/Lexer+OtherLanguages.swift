/// Habits from other languages, which the lexer reads as what they mean (or skips, for a `;`),
/// after one error with a fix-it, so that the parser sees the file as it was meant and reports
/// nothing more for them.
extension LexerState {
  /// A `#` comment (shell, Python, YAML), a single-quoted string (JavaScript, YAML), `=` for `:`
  /// (property lists, TOML) or a `;` (Swift, C) at `index`: reported with a fix-it, and read as
  /// meant. `false` when there is none here (a `'` with no closing one on its line, say).
  mutating func lexHabitFromOtherLanguages() -> Bool {
    let start = index
    let count = buffer.count
    func endOfLine(from position: Int) -> Int {
      var end = position
      while end < count && buffer[end] != 0x0A && buffer[end] != 0x0D { end += 1 }
      return end
    }
    switch buffer[start] {
    case UInt8(ascii: "#"):
      diagnostics.report(
        .unexpectedCharacter, "comments start with '//', not '#'", at: span(start, start + 1),
        fixIts: [FixIt(span: span(start, start + 1), replacement: "//")])
      index = endOfLine(from: start + 1)  // the rest of the line is the comment
      return true
    case UInt8(ascii: "'"):
      let lineEnd = endOfLine(from: start + 1)
      guard let close = buffer[(start + 1)..<lineEnd].firstIndex(of: UInt8(ascii: "'")) else { return false }
      let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[(start + 1)..<close]), as: UTF8.self)
      index = close + 1
      var quoted = "\""
      for character in text.unicodeScalars {
        if character == "\"" || character == "\\" { quoted += "\\" }
        quoted.unicodeScalars.append(character)
      }
      quoted += "\""
      diagnostics.report(
        .unexpectedCharacter, "strings are written in double quotes", at: span(start, index),
        fixIts: [FixIt(span: span(start, index), replacement: quoted)])
      stream.stringValues.append(text)
      emit(.string, start, payload: Int32(droppedStrings + stream.stringValues.count - 1))
      return true
    case UInt8(ascii: "="):
      index += 1
      diagnostics.report(
        .unexpectedCharacter, "a property's value follows ':', not '='", at: span(start, index),
        fixIts: [FixIt(span: span(start, index), replacement: ":")])
      emit(.colon, start)
      return true
    case UInt8(ascii: ";"):
      // A statement's end in Swift, C or CSS: nothing ends with one here.
      index += 1
      diagnostics.report(
        .unexpectedCharacter, "unexpected ';'; properties and declarations need no terminator",
        at: span(start, index), fixIts: [FixIt(span: span(start, index), replacement: "")])
      return true
    default:
      return false
    }
  }
}
