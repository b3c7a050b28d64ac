/// Writes JSON the way Xcode writes String Catalogs, so that a catalog notifc writes and a catalog
/// Xcode saves diff cleanly: `"key" : value` (a space on both sides of the colon), two-space
/// indentation, one member or element per line, an empty object or array as an opening bracket,
/// an empty line and the closing bracket (`{` `\n` `\n` `}`), keys in Xcode's order
/// (``XcodeKeyOrder``), and no newline at the end of the file.
///
/// Strings escape `"`, `\` and U+0000–U+001F (`\b \f \n \r \t`, otherwise `\u00xx`) as the
/// canonical manifest writer does; `/` and every other character are written as they are, as Xcode
/// does.
///
/// This is not ``CanonicalJSONWriter``: the manifest's canonical form (`": "`, code-point key
/// order, `{}`, a final newline) would rewrite every line of a catalog Xcode saved.
public enum XcodeJSONWriter {
  /// Serializes a value in Xcode's layout.
  public static func serialize(_ value: CatalogJSON) -> String {
    var bytes: [UInt8] = []
    write(value, indent: 0, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func newline(_ indent: Int, _ bytes: inout [UInt8]) {
    bytes.append(0x0A)
    for _ in 0..<indent { bytes.append(contentsOf: [0x20, 0x20]) }
  }

  private static func write(_ value: CatalogJSON, indent: Int, into bytes: inout [UInt8]) {
    switch value {
    case .string(let text): writeString(text, into: &bytes)
    case .number(let text): bytes.append(contentsOf: text.utf8)
    case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    case .null: bytes.append(contentsOf: "null".utf8)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      if elements.isEmpty { bytes.append(0x0A) }
      for (offset, element) in elements.enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(indent + 1, &bytes)
        write(element, indent: indent + 1, into: &bytes)
      }
      newline(indent, &bytes)
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      if members.isEmpty { bytes.append(0x0A) }
      for (offset, key) in XcodeKeyOrder.sorted(members.keys).enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(indent + 1, &bytes)
        writeString(key, into: &bytes)
        bytes.append(contentsOf: " : ".utf8)
        write(members[key]!, indent: indent + 1, into: &bytes)
      }
      newline(indent, &bytes)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  private static func writeString(_ string: String, into bytes: inout [UInt8]) {
    // Xcode escapes strings as the canonical manifest does (Foundation's rules).
    CanonicalJSONWriter.appendString(string, to: &bytes)
  }
}

/// The order in which Xcode writes the keys of a String Catalog's objects: Foundation's sorted-keys
/// order, `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], locale:)`, which is
/// the Unicode collation order (ICU's root locale) with digit runs compared as numbers and case
/// deciding only between otherwise equal keys, lowercase first.
///
/// The standard library has no collation tables, so this reproduces that order for whitespace,
/// ASCII punctuation and symbols, digits, Latin letters with the accents of Latin-1 and common
/// typographic punctuation (dashes, quotes, `…`): the characters of real keys such as
/// `reply.title`, `reply_send` or `Reply All`. Other characters sort after the Latin letters, by code
/// point, so a catalog with such keys may have them reordered once when Xcode saves it. The order
/// is total: keys equal under collation are ordered by code point.
public enum XcodeKeyOrder {
  /// Whether `a` comes before `b`.
  public static func precedes(_ a: String, _ b: String) -> Bool {
    SortKey(a) < SortKey(b)
  }

  /// The keys in Xcode's order (each key's sort key computed once).
  public static func sorted<Keys: Sequence<String>>(_ keys: Keys) -> [String] {
    keys.map(SortKey.init).sorted(by: <).map(\.string)
  }

  /// A key's collation weights, level by level: primary (base characters; a digit run is
  /// `digitWeight`, its number of digits and its digits, so that runs compare as numbers), secondary
  /// (accents) and tertiary (case, lowercase first); the key's scalars break the last ties.
  struct SortKey: Comparable {
    let string: String
    var primary: [Int] = []
    var secondary: [Int] = []
    var tertiary: [Int] = []

    init(_ string: String) {
      self.string = string
      let scalars = Array(string.unicodeScalars)
      var index = 0
      func add(_ weight: Int, _ accent: Int = 0, _ upper: Int = 0) {
        primary.append(weight)
        secondary.append(accent)
        tertiary.append(upper)
      }
      while index < scalars.count {
        let scalar = scalars[index]
        let value = scalar.value
        if value >= 0x30 && value <= 0x39 {
          var digits: [Int] = []
          while index < scalars.count, scalars[index].value >= 0x30 && scalars[index].value <= 0x39 {
            let digit = Int(scalars[index].value - 0x30)
            if !(digits.isEmpty && digit == 0) { digits.append(digit) }
            index += 1
          }
          primary += [digitWeight, digits.count] + digits
          secondary.append(0)
          tertiary.append(0)
          continue
        }
        index += 1
        if let weight = punctuationWeights[scalar] {
          add(weight)
        } else if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
          add(letterBase + Int((value | 0x20) - 0x61), 0, value < 0x61 ? 1 : 0)
        } else if let letter = latinLetters[scalar] {
          let upper = scalar.properties.isUppercase ? 1 : 0
          for base in letter.base.unicodeScalars {
            add(base == "þ" ? letterBase + 26 : letterBase + Int(base.value - 0x61), letter.accent, upper)
          }
        } else if (0x300...0x36F).contains(value) {
          // A combining accent: it changes the secondary weight of the letter before it.
          if !secondary.isEmpty { secondary[secondary.count - 1] += Int(value - 0x2FF) }
        } else if value < 0x20 || (0x7F...0x9F).contains(value) {
          continue  // Control characters are ignorable.
        } else {
          add(otherBase + Int(value))
        }
      }
    }

    static func < (a: SortKey, b: SortKey) -> Bool {
      if a.primary != b.primary { return a.primary.lexicographicallyPrecedes(b.primary) }
      if a.secondary != b.secondary { return a.secondary.lexicographicallyPrecedes(b.secondary) }
      if a.tertiary != b.tertiary { return a.tertiary.lexicographicallyPrecedes(b.tertiary) }
      return a.string.unicodeScalars.lexicographicallyPrecedes(b.string.unicodeScalars)
    }

    static func == (a: SortKey, b: SortKey) -> Bool { a.string == b.string }
  }

  /// The primary weight of digit runs: after every punctuation and symbol, before letters.
  static let digitWeight = 1_000
  static let letterBase = 2_000
  static let otherBase = 10_000

  /// Whitespace, punctuation and symbols in the order of the Unicode collation algorithm's root.
  static let punctuationOrder: [Unicode.Scalar] = Array(
    ("\u{09}\u{0A}\u{0B}\u{0C}\u{0D}\u{85}\u{2028}\u{2029}\u{20}\u{A0}"
      + "_\u{203E}-\u{2010}\u{2011}\u{2012}\u{2013}\u{2014}\u{2015},;:!\u{A1}?\u{BF}.\u{2026}\u{B7}"
      + "'\u{2018}\u{2019}\u{201A}\"\u{201C}\u{201D}\u{201E}\u{AB}\u{BB}()[]{}\u{A7}\u{B6}@*/\\&#%\u{2030}"
      + "\u{2020}\u{2021}\u{2022}`\u{B4}^\u{A8}\u{AF}\u{B8}\u{B0}\u{A9}\u{AE}+\u{B1}\u{F7}\u{D7}<=>\u{AC}|\u{A6}~"
      + "\u{A4}\u{A2}$\u{A3}\u{A5}\u{20AC}").unicodeScalars)

  static let punctuationWeights: [Unicode.Scalar: Int] = Dictionary(
    uniqueKeysWithValues: punctuationOrder.enumerated().map { ($0.element, $0.offset + 1) })

  /// Latin-1 letters with accents: the base letter(s) and an accent rank.
  static let latinLetters: [Unicode.Scalar: (base: String, accent: Int)] = {
    // Accents in the order of their secondary weights: acute, grave, circumflex, ring, diaeresis,
    // tilde, cedilla, stroke.
    let acute = 1, grave = 2, circumflex = 3, ring = 4, diaeresis = 5, tilde = 6, cedilla = 7, stroke = 8
    let letters: [(String, String)] = [
      ("a", "ÀÁÂÃÄÅàáâãäå"), ("c", "Çç"), ("e", "ÈÉÊËèéêë"), ("i", "ÌÍÎÏìíîï"), ("n", "Ññ"),
      ("o", "ÒÓÔÕÖØòóôõöø"), ("u", "ÙÚÛÜùúûü"), ("y", "Ýýÿ"), ("d", "Ðð"),
    ]
    let accents: [String: [Int]] = [
      "a": [grave, acute, circumflex, tilde, diaeresis, ring], "c": [cedilla],
      "e": [grave, acute, circumflex, diaeresis], "i": [grave, acute, circumflex, diaeresis], "n": [tilde],
      "o": [grave, acute, circumflex, tilde, diaeresis, stroke], "u": [grave, acute, circumflex, diaeresis],
      "d": [stroke],
    ]
    var table: [Unicode.Scalar: (String, Int)] = [:]
    for (base, scalars) in letters {
      let list = Array(scalars.unicodeScalars)
      if base == "y" {
        table[list[0]] = ("y", acute)
        table[list[1]] = ("y", acute)
        table[list[2]] = ("y", diaeresis)
        continue
      }
      let half = list.count / 2
      for (rank, scalar) in list.enumerated() { table[scalar] = (base, accents[base]![rank % half]) }
    }
    table["Æ"] = ("ae", 0)
    table["æ"] = ("ae", 0)
    table["ß"] = ("ss", 0)
    table["Þ"] = ("þ", 0)
    table["þ"] = ("þ", 0)
    return table
  }()
}
