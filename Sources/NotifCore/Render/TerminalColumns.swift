/// How many columns of a terminal a character takes, so that a caret lines up under the text it
/// points at: two for East Asian wide and full-width characters and for emoji shown as emoji, none
/// for combining marks and invisible format characters, one for the rest. These are the ranges of
/// Markus Kuhn's `wcwidth`, which terminals follow, with the stdlib's emoji property for the emoji.
enum TerminalColumns {
  /// The columns `scalar` takes; a tab counts one (callers keep tabs as tabs).
  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return 1 }  // ASCII and Latin: the common case, without a table lookup
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return 0
    case .format where value != 0xAD: return 0  // zero-width joiner, space and the like
    default: break
    }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// The columns `text` takes.
  static func width<S: Sequence<Unicode.Scalar>>(of text: S) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// Whether a code point is East Asian wide or full-width: Hangul Jamo, CJK, Hangul syllables,
  /// compatibility ideographs and forms, full-width forms, and the supplementary ideographic planes.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}
