/// Renders text from `.notif` sources into generated Swift so that it can never break the file or
/// inject code: as a plain string literal that round-trips exactly, or as the text of a comment.
///
/// A literal is a single-line `"…"` literal. It escapes `\` and `"`, and writes every scalar that
/// could be invisible, reorder the text around it or end a line (see ``needsEscape(_:)``) as
/// `\u{XX}`; everything else is written as itself, in UTF-8. Because `\` is always escaped, a
/// `\(` in the source stays text and never becomes an interpolation; `#` and `"""` have no meaning
/// in a plain literal once `"` is escaped.
///
/// Both renderings work on the text's UTF-8 bytes: ASCII bytes are tested as bytes, and only a
/// non-ASCII scalar is decoded and looked up (``needsEscape(_:)``); runs that need nothing are
/// copied whole.
public enum SwiftStringLiteral {
  /// The Swift literal `"…"` whose value is exactly `text`.
  ///
  ///     SwiftStringLiteral.quoted("Say \"hi\"\n")  // "Say \"hi\"\u{A}"
  public static func quoted(_ text: String) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 8)
    appendQuoted(text, to: &result)
    return String(decoding: result, as: UTF8.self)
  }

  /// Appends ``quoted(_:)`` of `text` to `sink`.
  @inline(__always)
  static func appendQuoted<Sink: ByteSink>(_ text: String, to sink: inout Sink) {
    ByteScan.withUTF8(text) { bytes in
      sink.append(UInt8(ascii: "\""))
      appendEscaped(bytes, to: &sink) { byte in
        byte < 0x20 || byte == 0x7F ? .unicodeEscape : byte == 0x5C || byte == 0x22 ? .backslash : .none
      }
      sink.append(UInt8(ascii: "\""))
    }
  }

  /// `text` made safe for the inside of one line of a `//` or `///` comment: every scalar that
  /// ``needsEscape(_:)`` reports (line breaks and bidi controls included), except a tab, is written
  /// as the visible text `\u{XX}`, so a comment can neither end early nor hide or reorder what
  /// follows. Trailing spaces and tabs are removed.
  public static func commentText(_ text: String) -> String {
    return ByteScan.withUTF8(text, commentText)
  }

  /// Splits `text` into lines at `\n`, `\r\n` and `\r` (as the `.notif` lexer does), each made safe
  /// with ``commentText(_:)``. Other separators (U+2028, U+0085…) are escaped, not split on.
  public static func commentLines(_ text: String) -> [String] {
    return ByteScan.withUTF8(text) { bytes in
      var lines: [String] = []
      var lineStart = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte == 0x0A || byte == 0x0D else {
          index += 1
          continue
        }
        lines.append(commentText(UnsafeBufferPointer(rebasing: bytes[lineStart..<index])))
        index += 1
        if byte == 0x0D && index < bytes.count && bytes[index] == 0x0A { index += 1 }
        lineStart = index
      }
      lines.append(commentText(UnsafeBufferPointer(rebasing: bytes[lineStart...])))
      return lines
    }
  }

  /// ``commentText(_:)`` of UTF-8 bytes.
  private static func commentText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    appendEscaped(bytes, to: &result) { byte in
      (byte < 0x20 && byte != 0x09) || byte == 0x7F ? .unicodeEscape : .none
    }
    while let last = result.last, last == UInt8(ascii: " ") || last == 0x09 { result.removeLast() }
    return String(decoding: result, as: UTF8.self)
  }

  /// How an ASCII byte is written.
  private enum ASCIIEscape {
    /// As itself.
    case none
    /// After a backslash (`\"`, `\\`).
    case backslash
    /// As `\u{XX}`.
    case unicodeEscape
  }

  /// Appends the UTF-8 `bytes` (valid: a `String`'s) to `result`: each ASCII byte as `ascii` says,
  /// each other scalar as `\u{XX}` when ``needsEscape(_:)`` says so, and as itself otherwise. Runs of
  /// bytes written as themselves are copied whole. Printable ASCII other than `"` and `\` is
  /// skipped eight bytes at a time without asking `ascii`, which must write it as itself (`.none`).
  @inline(__always)
  private static func appendEscaped<Sink: ByteSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, to result: inout Sink, ascii: (UInt8) -> ASCIIEscape
  ) {
    var runStart = 0
    var index = 0
    func flushRun() {
      if index > runStart { result.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
    }
    while index < bytes.count {
      // The run of printable ASCII other than `"` and `\`, which `ascii` writes as itself.
      index = ByteScan.indexOfNonPlainASCII(in: bytes, from: index)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte < 0x80 {
        switch ascii(byte) {
        case .none:
          index += 1
          continue
        case .backslash:
          flushRun()
          result.append(UInt8(ascii: "\\"))
          result.append(byte)
        case .unicodeEscape:
          flushRun()
          appendEscape(UInt32(byte), to: &result)
        }
        index += 1
        runStart = index
        continue
      }
      let (scalar, length) = decodeScalar(bytes, at: index)
      if needsEscape(scalar) {
        flushRun()
        appendEscape(scalar.value, to: &result)
        index += length
        runStart = index
      } else {
        index += length
      }
    }
    flushRun()
  }

  /// The non-ASCII scalar whose UTF-8 encoding starts at `bytes[index]`, and the encoding's length.
  /// The bytes are valid UTF-8 (a `String`'s).
  @inline(__always)
  private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    Unicode.Scalar, Int
  ) {
    let lead = UInt32(bytes[index])
    func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset]) & 0x3F }
    let value: UInt32
    let length: Int
    if lead < 0xE0 {
      value = (lead & 0x1F) << 6 | continuation(1)
      length = 2
    } else if lead < 0xF0 {
      value = (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
      length = 3
    } else {
      value = (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
      length = 4
    }
    return (Unicode.Scalar(value).unsafelyUnwrapped, length)
  }

  /// Whether the UTF-8 `bytes` are one line that ``commentText(_:)`` leaves as it is: no line
  /// break, no control character, no scalar that ``needsEscape(_:)`` reports, no trailing space, and
  /// not empty (an empty line is written without the space after `///`).
  static func isCommentSafeLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = bytes.last, last != UInt8(ascii: " ") else { return false }
    if ByteScan.isPrintableASCII(bytes, allowingNewlines: false) { return true }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        guard byte >= 0x20 && byte != 0x7F else { return false }
        index += 1
      } else {
        let (scalar, length) = decodeScalar(bytes, at: index)
        guard !needsEscape(scalar) else { return false }
        index += length
      }
    }
    return true
  }

  /// Whether a scalar is written as `\u{XX}` in a literal: control characters (C0, DEL, C1),
  /// format characters (bidi controls, zero-width characters, the byte-order mark, tags), line and
  /// paragraph separators, every space other than U+0020, default-ignorable code points (such as
  /// variation selectors and Hangul fillers), private-use, unassigned and noncharacter code points,
  /// except U+FDD0–U+FDEF: Swift rejects those noncharacters in `\u{…}` ("invalid unicode scalar")
  /// but accepts them as themselves, so they are written in UTF-8.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    if isVisibleStretch(scalar.value) || isNoncharacterSwiftCannotEscape(scalar.value) { return false }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse,
      .surrogate, .unassigned:
      return true
    default:
      // Bidi controls are all format characters, and noncharacters unassigned, so what is left is
      // a default-ignorable code point of another category; outside the blocks that hold those,
      // the (costlier) binary property lookups are skipped.
      guard mayBeDefaultIgnorable(scalar.value) else { return false }
      return properties.isBidiControl || properties.isDefaultIgnorableCodePoint
        || properties.isNoncharacterCodePoint
    }
  }

  /// Whether `value` is one of the noncharacters U+FDD0–U+FDEF, which Swift's lexer refuses in a
  /// `\u{…}` escape (it accepts the other noncharacters, such as U+FFFE).
  @inline(__always)
  static func isNoncharacterSwiftCannotEscape(_ value: UInt32) -> Bool {
    (0xFDD0...0xFDEF).contains(value)
  }

  /// Whether `value` lies in a stretch of the scripts and symbols that titles use most whose code
  /// points are all assigned letters, marks, digits, punctuation or symbols (none of the categories
  /// above, none default-ignorable): they are written as they are without the property lookups
  /// (about 150 instructions a scalar). Every code point here was assigned by Unicode 9.0 (2016),
  /// so that the Swift runtimes notifc may run on, whose Unicode data differ in age, agree. The
  /// test `testNeedsEscapeMatchesTheFullLookupForEveryScalar` holds every scalar here to the full
  /// lookup, and `testVisibleStretchesWereAssignedByUnicode9` holds them to that age.
  @inline(__always)
  static func isVisibleStretch(_ value: UInt32) -> Bool {
    switch value {
    case 0x00C0...0x024F,  // Latin-1 letters, Latin Extended-A and -B
      0x0410...0x044F,  // Cyrillic
      0x2010...0x2027,  // dashes, quotation marks, bullets, the ellipsis
      0x2700...0x27BF,  // Dingbats
      0x3041...0x3096, 0x30A1...0x30FA,  // Hiragana, Katakana
      0x4E00...0x9FD5,  // CJK Unified Ideographs
      0xAC00...0xD7A3,  // Hangul syllables
      0x1F300...0x1F64F:  // Miscellaneous Symbols and Pictographs, Emoticons
      true
    default:
      false
    }
  }

  /// Whether `value` lies in a block that holds default-ignorable code points (a superset: the
  /// test `testNeedsEscapeMatchesTheFullLookupForEveryScalar` checks every scalar outside it).
  @inline(__always)
  private static func mayBeDefaultIgnorable(_ value: UInt32) -> Bool {
    switch value {
    case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x2000...0x206F,
      0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0...0xFFFF, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A,
      0xE0000...0xE0FFF:
      true
    default:
      false
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Appends `\u{XX}`: `value` in uppercase hexadecimal, without leading zeros.
  private static func appendEscape<Sink: ByteSink>(_ value: UInt32, to result: inout Sink) {
    result.append(UInt8(ascii: "\\"))
    result.append(UInt8(ascii: "u"))
    result.append(UInt8(ascii: "{"))
    var shift = 28
    while shift > 0 && (value >> UInt32(shift)) == 0 { shift -= 4 }
    while shift >= 0 {
      result.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)])
      shift -= 4
    }
    result.append(UInt8(ascii: "}"))
  }
}
