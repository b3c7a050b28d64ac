/// Byte-level UTF-8 helpers for the lexer: it decodes scalars only where the language allows
/// non-ASCII text (strings and comments) and to name a stray character.
enum UTF8Decoding {
  /// The error for a UTF-16 file, whose declarations are then not read (the checker looks for it).
  static let utf16Message = "the file is UTF-16; save it as UTF-8"

  /// Whether a file that starts with these two bytes is UTF-16: a UTF-16 byte-order mark, or an
  /// ASCII character with its zero byte (which UTF-8 text does not start with).
  static func isUTF16(_ first: UInt8, _ second: UInt8) -> Bool {
    (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF)
      || (first != 0 && first < 0x80 && second == 0) || (first == 0 && second != 0 && second < 0x80)
  }

  /// Decodes the scalar that starts at `index`, or returns `nil` when the bytes there are not
  /// well-formed UTF-8 (overlong forms, surrogates and values above U+10FFFF are rejected).
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int)? {
    let count = bytes.count
    let b0 = UInt32(bytes[index])
    if b0 < 0x80 { return (b0, 1) }
    func continuation(_ offset: Int) -> UInt32? {
      guard index + offset < count else { return nil }
      let byte = bytes[index + offset]
      return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
    }
    if b0 >= 0xC2 && b0 <= 0xDF {
      guard let c1 = continuation(1) else { return nil }
      return ((b0 & 0x1F) << 6 | c1, 2)
    }
    if b0 >= 0xE0 && b0 <= 0xEF {
      guard let c1 = continuation(1), let c2 = continuation(2) else { return nil }
      let scalar = (b0 & 0x0F) << 12 | c1 << 6 | c2
      guard scalar >= 0x800, !(0xD800...0xDFFF).contains(scalar) else { return nil }
      return (scalar, 3)
    }
    if b0 >= 0xF0 && b0 <= 0xF4 {
      guard let c1 = continuation(1), let c2 = continuation(2), let c3 = continuation(3) else { return nil }
      let scalar = (b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
      guard scalar >= 0x10000, scalar <= 0x10FFFF else { return nil }
      return (scalar, 4)
    }
    return nil
  }

  /// `U+00E9` style spelling of a scalar value.
  static func codePoint(_ scalar: UInt32) -> String {
    var hex = String(scalar, radix: 16, uppercase: true)
    while hex.count < 4 { hex = "0" + hex }
    return "U+" + hex
  }

  /// Bidirectional formatting characters: the "Trojan Source" class that can make text display
  /// in a different order than it is stored.
  static func isBidiControl(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Characters that render as nothing and so hide differences between strings. The zero-width
  /// joiner is left out: emoji sequences need it.
  static func isInvisible(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0080...0x009F, 0x00AD, 0x180E, 0x200B, 0x200C, 0x2060...0x2064, 0xFEFF: true
    default: false
    }
  }
}
