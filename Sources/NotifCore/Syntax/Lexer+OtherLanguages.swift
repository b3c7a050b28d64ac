/// Habits from other languages, which the lexer reads as what they mean (or skips, for a `;`),
/// after one error with a fix-it, so that the parser sees the file as it was meant and reports
/// nothing more for them.
extension LexerState {
  /// A `#` comment (shell, Python, YAML), a single-quoted string (JavaScript, YAML), a string in
  /// curly quotes (pasted from a word processor or a chat), `=` for `:` (property lists, TOML), a
  /// `;` (Swift, C) or a value with Swift's leading `.` (`.foreground`) at `index`: reported with a
  /// fix-it, and read as meant. `false` when there is none here (a `'` with no closing one on its
  /// line, say).
  mutating func lexHabitFromOtherLanguages() -> Bool {
    let start = index
    let count = buffer.count
    func endOfLine(from position: Int) -> Int {
      var end = position
      while end < count && buffer[end] != 0x0A && buffer[end] != 0x0D { end += 1 }
      return end
    }
    switch buffer[start] {
    case UInt8(ascii: "#") where startsImport(at: start + 1):
      // `#import "calls.notif"` (Objective-C) means an import: the `#` is skipped and `import` read
      // as the keyword, not the line as a comment, which would silently drop the file's categories.
      return skipCharacter(at: start, before: "import", "a file is imported with 'import \"file.notif\"'")
    case UInt8(ascii: "#"):
      // `#if DEBUG` is no comment: one error, with no fix-it (see `reportSwiftDirective(at:)`).
      if !reportSwiftDirective(at: start) {
        diagnostics.report(
          .unexpectedCharacter, "comments start with '//', not '#'", at: span(start, start + 1),
          fixIts: [FixIt(span: span(start, start + 1), replacement: "//")])
      }
      index = endOfLine(from: start + 1)  // the rest of the line is the comment
      return true
    case UInt8(ascii: "'"):
      // JavaScript's `\'` is an apostrophe in the text, not the string's end (`\\'` ends it).
      let close = closingQuote(from: start + 1) { position in
        guard buffer[position] == UInt8(ascii: "'") else { return false }
        var backslashes = position
        while buffer[backslashes - 1] == UInt8(ascii: "\\") { backslashes -= 1 }
        return (position - backslashes) % 2 == 0
      }
      guard let close else { return false }
      lexQuotedString(
        start: start, text: (start + 1)..<close, end: close + 1, "strings are written in double quotes")
      return true
    case 0xE2 where curlyQuote(at: start) != nil:
      // “…” or ‘…’, or a closing quote used for both: double quotes close double ones, and single
      // ones single ones (so that the apostrophe in “Don’t” stays in the text).
      let double = curlyQuote(at: start)!
      guard let close = closingQuote(from: start + 3, { curlyQuote(at: $0) == double }) else { return false }
      lexQuotedString(
        start: start, text: (start + 3)..<close, end: close + 3,
        "strings are written in straight double quotes, not curly ones")
      return true
    case UInt8(ascii: ".")
    where start + 1 < count && isLetter(buffer[start + 1])
      && (start == 0 || !Self.isNameContinue(buffer[start - 1])):
      var end = start + 1
      while end < count && Self.isNameContinue(buffer[end]) { end += 1 }
      // A value written with `-` between its words (`.custom-dismiss-action`) is one value.
      while end + 1 < count && buffer[end] == UInt8(ascii: "-") && Self.isNameContinue(buffer[end + 1]) {
        end += 2
        while end < count && Self.isNameContinue(buffer[end]) { end += 1 }
      }
      let value = String(decoding: UnsafeBufferPointer(rebasing: buffer[(start + 1)..<end]), as: UTF8.self)
      return skipCharacter(
        at: start, before: value, "names and values are written without Swift's leading '.'")
    case UInt8(ascii: "="):
      index += 1
      if let (subject, note) = assignedKeyword(before: start) {
        // `notif = 1`, `action a = {`: nothing goes there.
        diagnostics.report(
          .unexpectedCharacter, "unexpected '=' after \(subject)", at: span(start, index),
          notes: [DiagnosticNote(note)], fixIts: [FixIt.separatorRemoval(of: span(start, index), in: buffer)])
        return true
      }
      // `title = "A"` becomes `title: "A"`: the blanks before the `=` go too.
      var replaced = start
      while replaced > 0 && (buffer[replaced - 1] == 0x20 || buffer[replaced - 1] == 0x09) { replaced -= 1 }
      diagnostics.report(
        .unexpectedCharacter, "a property's value follows ':', not '='", at: span(start, index),
        fixIts: [FixIt(span: span(replaced, index), replacement: ":")])
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

  /// A name whose words are joined by `-` (`accept-invite`, as CSS, YAML keys and many tools
  /// write names), which starts at `start`; `index` is at its first `-`. One error at that `-`,
  /// with a fix-it that writes the name with `_`, and one name token, which the parser reads with
  /// `_` (``Token/hyphenatedName``): the declaration and its references then agree, and nothing
  /// follows on. A `-` is part of the name only between two name characters (`a -b` and `a- b`
  /// are not names), and not before a version (`platform ios-15.0`, `platform ios-15`: a
  /// platform and its version, as before).
  @inline(never)
  mutating func lexHyphenatedName(from start: Int) {
    let count = buffer.count
    let firstHyphen = index
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    /// Whether the `-` at `hyphen` is before a version: a number with a `.` (`15.0`), or a number
    /// alone after a platform's name (`ios-15`; only the first `-` can follow one, so that a name
    /// of many `-` is not read again for each).
    func isBeforeVersion(_ hyphen: Int) -> Bool {
      var end = hyphen + 1
      while end < count && isDigit(buffer[end]) { end += 1 }
      guard end > hyphen + 1 else { return false }
      if end + 1 < count && buffer[end] == UInt8(ascii: ".") && isDigit(buffer[end + 1]) { return true }
      guard end == count || !Self.isNameContinue(buffer[end]), hyphen == firstHyphen else { return false }
      let word = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<hyphen]), as: UTF8.self)
        .lowercased()
      return PlatformName(rawValue: word) != nil || word == "tvos"
    }
    while index + 1 < count && buffer[index] == UInt8(ascii: "-") && Self.isNameContinue(buffer[index + 1])
      && !isBeforeVersion(index)
    {
      index += 2
      while index < count && Self.isNameContinue(buffer[index]) { index += 1 }
    }
    guard index > firstHyphen else {
      emit(.name, start)
      return
    }
    let read = Self.underscored(buffer[start..<index])
    diagnostics.report(
      .unexpectedCharacter,
      "a name cannot contain '-'; join the words with '_', as in '\(Diagnostic.excerpt(read))'",
      at: span(firstHyphen, firstHyphen + 1), fixIts: [FixIt(span: span(start, index), replacement: read)])
    emit(.name, start, payload: Token.hyphenatedName)
  }

  /// A name written with `-` between its words (`accept-invite`) with `_` in their place
  /// (`accept_invite`): how the lexer's fix-it writes it and the parser reads it.
  static func underscored<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    String(decoding: bytes.lazy.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
  }

  /// The offset of the first byte from `start` on its line where `isClose` holds; `nil` when the
  /// line ends first. (It stops at the close: a line of many such strings is read in one pass.)
  private func closingQuote(from start: Int, _ isClose: (Int) -> Bool) -> Int? {
    var position = start
    while position < buffer.count && buffer[position] != 0x0A && buffer[position] != 0x0D {
      if isClose(position) { return position }
      position += 1
    }
    return nil
  }

  /// Emits a string token for a string in quotes other than `"` (reported with `message`, and a
  /// fix-it to the same text in double quotes): its text is `text`, and it ends before `end`.
  /// A property name in such quotes (`'title': "A"`, a plain name before a colon on its line) is
  /// reported as one, with a fix-it that removes the quotes when it is a property's (for another
  /// name, the checker suggests one); the parser reads it as the name.
  private mutating func lexQuotedString(start: Int, text: Range<Int>, end: Int, _ message: String) {
    let value =
      buffer[start] == UInt8(ascii: "'")
      ? singleQuotedText(text)
      : String(decoding: UnsafeBufferPointer(rebasing: buffer[text]), as: UTF8.self)
    index = end
    var after = end
    while after < buffer.count && (buffer[after] == 0x20 || buffer[after] == 0x09) { after += 1 }
    if after < buffer.count && buffer[after] == UInt8(ascii: ":"), Self.isName(buffer[text]) {
      let isProperty = PropertyName.match(UnsafeBufferPointer(rebasing: buffer[text])) != nil
      diagnostics.report(
        .unexpectedCharacter, "unexpected quotes around property name '\(value)'", at: span(start, index),
        notes: [DiagnosticNote("property names are written without quotes")],
        fixIts: isProperty ? [FixIt(span: span(start, index), replacement: value)] : [])
    } else if Self.isName(buffer[text]), let kind = declarationKeyword(before: start, nameEnd: end) {
      reportQuotedDeclarationName(value, of: kind, at: span(start, end))
    } else {
      var quoted = "\""
      for character in value.unicodeScalars {
        if character == "\"" || character == "\\" { quoted += "\\" }
        quoted.unicodeScalars.append(character)
      }
      quoted += "\""
      diagnostics.report(
        .unexpectedCharacter, message, at: span(start, index),
        fixIts: [FixIt(span: span(start, index), replacement: quoted)])
    }
    stream.stringValues.append(value)
    emit(.string, start, payload: Int32(droppedStrings + stream.stringValues.count - 1))
  }

  /// The text of a single-quoted string at `text`, with JavaScript's escapes of a quote or a
  /// backslash (`\'`, `\"`, `\\`) read as that character; other backslashes are kept as written.
  private func singleQuotedText(_ text: Range<Int>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var position = text.lowerBound
    while position < text.upperBound {
      let byte = buffer[position]
      position += 1
      if byte == UInt8(ascii: "\\") && position < text.upperBound {
        let next = buffer[position]
        if next == UInt8(ascii: "'") || next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
          bytes.append(next)
          position += 1
          continue
        }
      }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the curly quote at `offset` is a double one (U+201C, U+201D) or a single one
  /// (U+2018, U+2019); `nil` when none starts there.
  private func curlyQuote(at offset: Int) -> Bool? {
    guard offset + 2 < buffer.count, buffer[offset] == 0xE2, buffer[offset + 1] == 0x80 else { return nil }
    switch buffer[offset + 2] {
    case 0x9C, 0x9D: return true
    case 0x98, 0x99: return false
    default: return nil
    }
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// What an `=` at `offset` follows when it is not a property's: a directive's keyword that
  /// starts the line (`notif = 1`), or a declaration's name after the keyword that starts the line
  /// (`action a = {`, with a `{` after it). The subject of the message, and a note; `nil` for
  /// anything else.
  private func assignedKeyword(before offset: Int) -> (subject: String, note: String)? {
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    /// The word that ends at `end` (blanks before `end` skipped): its range.
    func word(before end: Int) -> Range<Int> {
      var end = end
      while end > 0 && isBlank(buffer[end - 1]) { end -= 1 }
      var start = end
      while start > 0 && Self.isNameContinue(buffer[start - 1]) { start -= 1 }
      // A name written with `-` between its words (`action accept-invite = {`) is one name.
      while start < end && start > 1 && buffer[start - 1] == UInt8(ascii: "-")
        && Self.isNameContinue(buffer[start - 2])
      {
        start -= 1
        while start > 0 && Self.isNameContinue(buffer[start - 1]) { start -= 1 }
      }
      return start..<end
    }
    func startsLine(_ position: Int) -> Bool {
      var position = position
      while position > 0 && isBlank(buffer[position - 1]) { position -= 1 }
      return position == 0 || buffer[position - 1] == 0x0A || buffer[position - 1] == 0x0D
    }
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
    let last = word(before: offset)
    guard !last.isEmpty else { return nil }
    // As the parser reads it (a `-` between words is read as `_`).
    let lastWord = Self.underscored(buffer[last])
    if startsLine(last.lowerBound) {
      // In any capitals: the parser reports those (`Notif = 1`).
      guard let keyword = TopLevelKeyword(rawValue: lastWord.lowercased()), keyword != .action,
        keyword != .category
      else { return nil }
      return ("'\(lastWord)'", "'\(keyword.rawValue)' is followed by its value, without '='")
    }
    let keyword = word(before: last.lowerBound)
    guard !keyword.isEmpty, keyword.upperBound < last.lowerBound, startsLine(keyword.lowerBound) else {
      return nil
    }
    let kind = text(keyword).lowercased()
    guard kind == TopLevelKeyword.action.rawValue || kind == TopLevelKeyword.category.rawValue else {
      return nil
    }
    // The `{` may be on the next line.
    var next = offset + 1
    while next < buffer.count && (isBlank(buffer[next]) || buffer[next] == 0x0A || buffer[next] == 0x0D) {
      next += 1
    }
    guard next < buffer.count, buffer[next] == UInt8(ascii: "{") else { return nil }
    return (
      "\(kind) name '\(lastWord)'",
      "\(kind == "action" ? "an action's" : "a category's") properties follow its name in braces"
    )
  }

  /// Reports the ASCII character at `start`, which means nothing before `word`, with `note` and a
  /// fix-it that deletes it; lexing goes on after it.
  private mutating func skipCharacter(at start: Int, before word: String, _ note: String) -> Bool {
    index = start + 1
    diagnostics.report(
      .unexpectedCharacter, "unexpected '\(Character(Unicode.Scalar(buffer[start])))' before '\(word)'",
      at: span(start, index), notes: [DiagnosticNote(note)],
      fixIts: [FixIt(span: span(start, index), replacement: "")])
    return true
  }

  /// Whether the word `import` (not the start of a longer name) is at `position`.
  private func startsImport(at position: Int) -> Bool {
    let word = Array("import".utf8)
    guard position + word.count <= buffer.count else { return false }
    for (offset, byte) in word.enumerated() where buffer[position + offset] != byte { return false }
    return position + word.count == buffer.count || !Self.isNameContinue(buffer[position + word.count])
  }
}
