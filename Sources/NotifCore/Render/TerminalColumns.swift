/// How many columns of a terminal a character takes, so that a caret lines up under the text it
/// points at. A character here is what Swift calls one: a grapheme cluster, such as an emoji with
/// its skin tone, a flag, a family joined by zero-width joiners, or a letter with its combining
/// marks. It takes two columns when it is East Asian wide or full-width, or shown as an emoji (an
/// emoji by default, or asked for with U+FE0F); otherwise the sum of its scalars' columns: none for
/// marks that combine and invisible format characters, two for East Asian wide ones, one for the
/// rest (a spacing vowel sign, such as Thai's U+0E33 or Devanagari's, takes a column of its own).
/// This follows what current terminals draw; the wide ranges are those of Unicode's East Asian
/// Width property for the common scripts.
enum TerminalColumns {
  /// The columns `character` takes; a tab counts one (callers keep tabs as tabs).
  static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x300 && scalars.count == 1 { return 1 }  // ASCII and Latin, without a lookup
    if scalars.contains(where: { $0.value == 0xFE0F || $0.properties.isEmojiPresentation }) { return 2 }
    return scalars.reduce(0) { $0 + (isWide($1.value) ? 2 : isZeroWidth($1) ? 0 : 1) }
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
