/// Renders text from `.notif` sources into generated Swift so that it can never break the file or
/// inject code: as a plain string literal that round-trips exactly, or as the text of a comment.
///
/// A literal is a single-line `"…"` literal. It escapes `\` and `"`, and writes every scalar that
/// could be invisible, reorder the text around it or end a line (see ``needsEscape(_:)``) as
/// `\u{XX}`; everything else is written as itself, in UTF-8. Because `\` is always escaped, a
/// `\(` in the source stays text and never becomes an interpolation; `#` and `"""` have no meaning
/// in a plain literal once `"` is escaped.
public enum SwiftStringLiteral {
  /// The Swift literal `"…"` whose value is exactly `text`.
  ///
  ///     SwiftStringLiteral.quoted("Say \"hi\"\n")  // "Say \"hi\"\u{A}"
  public static func quoted(_ text: String) -> String {
    if isPrintableASCII(text) && !ByteScan.contains(text, where: { $0 == 0x5C || $0 == 0x22 }) {
      return "\"" + text + "\""
    }
    var result: [UInt8] = [UInt8(ascii: "\"")]
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\", "\"":
        result.append(UInt8(ascii: "\\"))
        result.append(UInt8(scalar.value))
      default:
        if needsEscape(scalar) {
          appendEscape(scalar, to: &result)
        } else if scalar.isASCII {
          result.append(UInt8(scalar.value))
        } else {
          UTF8.encode(scalar) { result.append($0) }
        }
      }
    }
    result.append(UInt8(ascii: "\""))
    return String(decoding: result, as: UTF8.self)
  }

  /// `text` made safe for the inside of one line of a `//` or `///` comment: every scalar that
  /// ``needsEscape(_:)`` reports (line breaks and bidi controls included), except a tab, is written
  /// as the visible text `\u{XX}`, so a comment can neither end early nor hide or reorder what
  /// follows. Trailing spaces and tabs are removed.
  public static func commentText(_ text: String) -> String {
    if isPrintableASCII(text) || !text.unicodeScalars.contains(where: { $0 != "\t" && needsEscape($0) }) {
      var trimmed = Substring(text)
      while trimmed.unicodeScalars.last == " " || trimmed.unicodeScalars.last == "\t" {
        trimmed.unicodeScalars.removeLast()
      }
      return String(trimmed)
    }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar != "\t" && needsEscape(scalar) {
        appendEscape(scalar, to: &result)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    while let last = result.unicodeScalars.last, last == " " || last == "\t" {
      result.unicodeScalars.removeLast()
    }
    return result
  }

  /// Splits `text` into lines at `\n`, `\r\n` and `\r` (as the `.notif` lexer does), each made safe
  /// with ``commentText(_:)``. Other separators (U+2028, U+0085…) are escaped, not split on.
  public static func commentLines(_ text: String) -> [String] {
    if isPrintableASCII(text) { return [commentText(text)] }
    var lines: [String] = []
    let scalars = text.unicodeScalars
    var lineStart = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "\n" || scalar == "\r" {
        lines.append(commentText(String(scalars[lineStart..<index])))
        index = scalars.index(after: index)
        if scalar == "\r" && index < scalars.endIndex && scalars[index] == "\n" {
          index = scalars.index(after: index)
        }
        lineStart = index
      } else {
        index = scalars.index(after: index)
      }
    }
    lines.append(commentText(String(scalars[lineStart..<scalars.endIndex])))
    return lines
  }

  /// Whether every byte is printable ASCII (U+0020 to U+007E): the common case, which needs no
  /// per-scalar work.
  static func isPrintableASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      for byte in buffer where byte < 0x20 || byte > 0x7E { return false }
      return true
    }
  }

  /// Whether a scalar is written as `\u{XX}` in a literal: control characters (C0, DEL, C1),
  /// format characters (bidi controls, zero-width characters, the byte-order mark, tags), line and
  /// paragraph separators, every space other than U+0020, default-ignorable code points (such as
  /// variation selectors and Hangul fillers), private-use, unassigned and noncharacter code points.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse,
      .surrogate, .unassigned:
      return true
    default:
      return properties.isBidiControl || properties.isDefaultIgnorableCodePoint
        || properties.isNoncharacterCodePoint
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

  private static func appendEscape(_ scalar: Unicode.Scalar, to result: inout String) {
    var bytes: [UInt8] = []
    appendEscape(scalar, to: &bytes)
    result += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `\u{XX}`: the scalar's value in uppercase hexadecimal, without leading zeros.
  private static func appendEscape(_ scalar: Unicode.Scalar, to result: inout [UInt8]) {
    result.append(UInt8(ascii: "\\"))
    result.append(UInt8(ascii: "u"))
    result.append(UInt8(ascii: "{"))
    var shift = 28
    while shift > 0 && (scalar.value >> UInt32(shift)) == 0 { shift -= 4 }
    while shift >= 0 {
      result.append(UInt8(hexDigits[Int((scalar.value >> UInt32(shift)) & 0xF)].value))
      shift -= 4
    }
    result.append(UInt8(ascii: "}"))
  }
}
