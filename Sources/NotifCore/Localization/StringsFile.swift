/// A classic strings file (`xx.lproj/Table.strings`): one language of one table, as
/// `/* comment */ "key" = "value";` lines, read the way Foundation reads it
/// (`CFPropertyListCreateFromStringsFile`'s old-style property list rules).
///
/// - Encoding: UTF-16 with a byte-order mark (little or big endian, as `genstrings` writes), UTF-8
///   with or without a byte-order mark, or UTF-16 without one when the first character is ASCII.
/// - Comments: `/* … */` (not nested) and `// …` to the end of the line; the comment just before an
///   entry is its translator comment.
/// - Strings: in double (or single) quotes, possibly over several lines; or unquoted, made of
///   `A–Z a–z 0–9 _ $ / : . -`. `"key";` alone means the value is the key.
/// - Escapes: `\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, `\U` and up to four hexadecimal
///   digits (a UTF-16 code unit; two make a surrogate pair), `\` and up to three octal digits, and
///   a backslash before any other character stands for that character (`\'` is `'`, `\u` is `u`).
/// - A repeated key keeps its last value, as Foundation does.
public struct StringsFile: Sendable {
  /// The text encodings a strings file can have.
  public enum Encoding: String, Sendable {
    /// UTF-8, with or without a byte-order mark.
    case utf8 = "UTF-8"
    /// UTF-16, little endian (`FF FE`).
    case utf16LittleEndian = "UTF-16LE"
    /// UTF-16, big endian (`FE FF`).
    case utf16BigEndian = "UTF-16BE"
  }

  /// One `"key" = "value";` entry.
  public struct Entry: Sendable, Equatable {
    /// The key, unescaped.
    public let key: String
    /// The value, unescaped.
    public let value: String
    /// The comment just before the entry, without its delimiters and surrounding spaces.
    public let comment: String?
    /// Where the key starts in ``StringsFile/text``'s UTF-8 bytes.
    public let keyOffset: Int
    /// Where the value starts (the key's offset for `"key";`).
    public let valueOffset: Int
  }

  /// The entries in file order (a repeated key appears each time it is written).
  public let entries: [Entry]
  /// The encoding the file was written in.
  public let encoding: Encoding
  /// The file's text; offsets count its UTF-8 bytes.
  public let text: String

  /// The value of each key (the last one written, for a repeated key).
  public var values: [String: String] {
    Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  /// Reads a strings file from its bytes.
  public init(parsing bytes: [UInt8]) throws(LocalizationFileError) {
    let (text, encoding) = try Self.decode(bytes)
    self.text = text
    self.encoding = encoding
    var parser = StringsFileParser(text: text)
    entries = try parser.parse()
  }

  /// Decodes a strings file's bytes into text, after its byte-order mark if any.
  public static func decode(_ bytes: [UInt8], kind: String = "strings file") throws(LocalizationFileError)
    -> (
      text: String, encoding: Encoding
    )
  {
    if bytes.starts(with: [0xFF, 0xFE]) {
      return (try utf16(bytes, from: 2, littleEndian: true, kind: kind), .utf16LittleEndian)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return (try utf16(bytes, from: 2, littleEndian: false, kind: kind), .utf16BigEndian)
    }
    if bytes.count >= 2 && bytes[0] == 0 && bytes[1] != 0 {
      return (try utf16(bytes, from: 0, littleEndian: false, kind: kind), .utf16BigEndian)
    }
    if bytes.count >= 2 && bytes[0] != 0 && bytes[1] == 0 {
      return (try utf16(bytes, from: 0, littleEndian: true, kind: kind), .utf16LittleEndian)
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if let invalid = UTF8Validation.firstInvalidOffset(Array(bytes[start...])) {
      throw LocalizationFileError(
        "invalid UTF-8 at byte \(start + invalid); a \(kind) is UTF-8 or UTF-16 with a byte-order mark",
        at: nil)
    }
    return (String(decoding: bytes[start...], as: UTF8.self), .utf8)
  }

  private static func utf16(_ bytes: [UInt8], from start: Int, littleEndian: Bool, kind: String)
    throws(LocalizationFileError)
    -> String
  {
    guard (bytes.count - start) % 2 == 0 else {
      throw LocalizationFileError(
        "a UTF-16 \(kind) has an odd number of bytes (\(bytes.count))", at: nil)
    }
    var units: [UInt16] = []
    units.reserveCapacity((bytes.count - start) / 2)
    var index = start
    while index < bytes.count {
      let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      units.append(littleEndian ? second << 8 | first : first << 8 | second)
      index += 2
    }
    var scalars = String.UnicodeScalarView()
    var iterator = units.makeIterator()
    var decoder = UTF16()
    var unitIndex = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        unitIndex += UTF16.width(scalar)
      case .emptyInput:
        return String(scalars)
      case .error:
        throw LocalizationFileError(
          "invalid UTF-16 (an unpaired surrogate) at byte \(start + unitIndex * 2)", at: nil)
      }
    }
  }
}

/// The parser of ``StringsFile``, over Unicode scalars with their UTF-8 offsets.
struct StringsFileParser {
  let scalars: [Unicode.Scalar]
  /// The UTF-8 offset of each scalar, and of the end.
  let offsets: [Int]
  var index = 0
  var pendingComment: String?

  init(text: String) {
    scalars = Array(text.unicodeScalars)
    var offsets: [Int] = []
    offsets.reserveCapacity(scalars.count + 1)
    var offset = 0
    for scalar in scalars {
      offsets.append(offset)
      offset += UTF8.width(scalar)
    }
    offsets.append(offset)
    self.offsets = offsets
  }

  private var offset: Int { offsets[index] }

  private func describeCurrent() -> String {
    guard index < scalars.count else { return "the end of the file" }
    let scalar = scalars[index]
    if scalar.value < 0x20 || scalar.value == 0x7F {
      return "U+\(String(scalar.value, radix: 16, uppercase: true))"
    }
    return "'\(scalar)'"
  }

  static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
    default: false
    }
  }

  mutating func parse() throws(LocalizationFileError) -> [StringsFile.Entry] {
    var entries: [StringsFile.Entry] = []
    while try skipTrivia() {
      let comment = pendingComment
      let keyOffset = offset
      guard let key = try parseString() else {
        throw LocalizationFileError("expected a quoted key, found \(describeCurrent())", at: offset)
      }
      // A missing `=` or `;` is reported where it goes, just after what precedes it (as compilers
      // report a missing token), not at what follows, which may be lines below.
      var insertionOffset = offset
      guard try skipTrivia() else {
        throw LocalizationFileError(
          "expected '=' or ';' after the key '\(key)', found the end of the file", at: insertionOffset)
      }
      var value = key
      var valueOffset = keyOffset
      let hasValue = scalars[index] == "="
      if hasValue {
        index += 1
        _ = try skipTrivia()
        valueOffset = offset
        guard let parsed = try parseString() else {
          let found =
            index < scalars.count && "({<".unicodeScalars.contains(scalars[index])
            ? "a property list \(scalars[index] == "(" ? "array" : scalars[index] == "{" ? "dictionary" : "data value")"
            : describeCurrent()
          throw LocalizationFileError(
            "expected a quoted value for the key '\(key)', found \(found)", at: offset)
        }
        value = parsed
        insertionOffset = offset
        guard try skipTrivia() else {
          throw LocalizationFileError(
            "expected ';' after the value of '\(key)', found the end of the file", at: insertionOffset)
        }
      }
      guard scalars[index] == ";" else {
        let expected = hasValue ? "';' after the value of" : "'=' or ';' after the key"
        throw LocalizationFileError(
          "expected \(expected) '\(key)', found \(describeCurrent())", at: insertionOffset)
      }
      index += 1
      entries.append(
        StringsFile.Entry(
          key: key, value: value, comment: comment, keyOffset: keyOffset, valueOffset: valueOffset))
      pendingComment = nil
    }
    return entries
  }

  /// Skips whitespace and comments; returns whether something follows. The last comment seen
  /// becomes ``pendingComment``.
  private mutating func skipTrivia() throws(LocalizationFileError) -> Bool {
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "\u{2028}", "\u{2029}", "\u{FEFF}":
        index += 1
      case "/" where index + 1 < scalars.count && scalars[index + 1] == "/":
        let start = index + 2
        while index < scalars.count, !"\n\r\u{2028}\u{2029}".unicodeScalars.contains(scalars[index]) {
          index += 1
        }
        pendingComment = trimmed(start, index)
      case "/" where index + 1 < scalars.count && scalars[index + 1] == "*":
        let opening = offset
        let start = index + 2
        index = start
        while true {
          guard index + 1 < scalars.count else {
            throw LocalizationFileError("unterminated comment", at: opening)
          }
          if scalars[index] == "*" && scalars[index + 1] == "/" { break }
          index += 1
        }
        pendingComment = trimmed(start, index)
        index += 2
      default:
        return true
      }
    }
    return false
  }

  /// The scalars from `start` to `end` without the white space around them (found by index, and
  /// copied once: removing it a scalar at a time from the front was quadratic in its length).
  private func trimmed(_ start: Int, _ end: Int) -> String {
    var first = start
    var last = end
    while first < last && scalars[first].properties.isWhitespace { first += 1 }
    while last > first && scalars[last - 1].properties.isWhitespace { last -= 1 }
    return String(String.UnicodeScalarView(scalars[first..<last]))
  }

  /// A quoted or unquoted string, or `nil` when none starts here.
  private mutating func parseString() throws(LocalizationFileError) -> String? {
    guard index < scalars.count else { return nil }
    let quote = scalars[index]
    guard quote == "\"" || quote == "'" else {
      let start = index
      while index < scalars.count && Self.isUnquotedCharacter(scalars[index]) { index += 1 }
      return index > start ? String(String.UnicodeScalarView(scalars[start..<index])) : nil
    }
    let opening = offset
    index += 1
    var result = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == quote {
        index += 1
        return String(result)
      }
      if scalar == "\\" {
        result.append(try parseEscape())
      } else {
        result.append(scalar)
        index += 1
      }
    }
    throw LocalizationFileError("unterminated string", at: opening)
  }

  private mutating func parseEscape() throws(LocalizationFileError) -> Unicode.Scalar {
    let start = offset
    index += 1
    guard index < scalars.count else { throw LocalizationFileError("unterminated string", at: start) }
    let scalar = scalars[index]
    index += 1
    switch scalar {
    case "0"..."7":
      var value = scalar.value - 0x30
      var digits = 1
      while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
        value = value << 3 | (scalars[index].value - 0x30)
        index += 1
        digits += 1
      }
      // Foundation reads the byte in the NeXTSTEP encoding, which is ASCII below 0x80; above, this
      // reads it as Latin-1.
      return Unicode.Scalar(UInt8(truncatingIfNeeded: value))
    case "U":
      let unit = hexUnit()
      if UTF16.isLeadSurrogate(unit) {
        if index + 1 < scalars.count && scalars[index] == "\\" && scalars[index + 1] == "U" {
          let saved = index
          index += 2
          let low = hexUnit()
          if UTF16.isTrailSurrogate(low) {
            return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))!
          }
          index = saved
        }
        throw LocalizationFileError("'\\U' escape is an unpaired surrogate", at: start)
      }
      guard let result = Unicode.Scalar(UInt32(unit)) else {
        throw LocalizationFileError("'\\U' escape is an unpaired surrogate", at: start)
      }
      return result
    case "a": return "\u{07}"
    case "b": return "\u{08}"
    case "f": return "\u{0C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "v": return "\u{0B}"
    default: return scalar
    }
  }

  /// Up to four hexadecimal digits after `\U`.
  private mutating func hexUnit() -> UInt16 {
    var value: UInt16 = 0
    var digits = 0
    while digits < 4, index < scalars.count, scalars[index].isASCII,
      let digit = UTF8Validation.hexValue(UInt8(scalars[index].value))
    {
      value = value << 4 | UInt16(digit)
      index += 1
      digits += 1
    }
    return value
  }
}
