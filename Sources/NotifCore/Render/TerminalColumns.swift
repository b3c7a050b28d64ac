/// How many columns of a terminal a character takes, so that a caret lines up under the text it
/// points at. A character here is what Swift calls one: a grapheme cluster, such as an emoji with
/// its skin tone, a flag, a family joined by zero-width joiners, or a letter with its combining
/// marks. It takes two columns when it is East Asian wide or full-width, or shown as an emoji (an
/// emoji by default, or asked for with U+FE0F); none when it is only marks or invisible format
/// characters; one otherwise. This follows what current terminals draw; the wide ranges are those
/// of Unicode's East Asian Width property for the common scripts.
enum TerminalColumns {
  /// The columns `character` takes; a tab counts one (callers keep tabs as tabs).
  static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x300 && scalars.count == 1 { return 1 }  // ASCII and Latin, without a lookup
    var visible = false
    for scalar in scalars {
      if scalar.value == 0xFE0F || isWide(scalar.value) || scalar.properties.isEmojiPresentation { return 2 }
      visible = visible || !isZeroWidth(scalar)
    }
    return visible ? 1 : 0
  }

  /// The columns `text` takes.
  static func width(of text: String) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// Whether a scalar takes no column of its own: a combining mark, an invisible format character
  /// (the soft hyphen aside, which terminals draw), or a Hangul vowel or final consonant that joins
  /// the syllable before it.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    case .format: return scalar.value != 0xAD
    default: return (0x1160...0x11FF).contains(scalar.value)
    }
  }

  /// Whether a code point is East Asian wide or full-width: Hangul leading consonants, CJK symbols,
  /// kana and ideographs, Yi, Hangul syllables, compatibility ideographs and forms, full-width forms,
  /// and the supplementary ideographic planes.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}
