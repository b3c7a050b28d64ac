/// Identifiers that look the same but differ (warning N413): the `identifier` strings of actions
/// and categories are what push payloads and handlers compare, so `"INVITE"` and `"INVІTE"` (with a
/// Cyrillic `І`) are two identifiers that no one reading the code can tell apart.
///
/// Two identifiers of the build (actions and categories together; a declaration without an
/// `identifier` uses its name, which is ASCII) are confusable when their
/// ``ConfusableSkeleton/skeleton(_:)``s are equal and the strings are not. Each distinct identifier
/// is reported once, at its first declaration, pointing at the first identifier it looks like; when
/// that declaration is in a bundled library and the other is not, the two trade places (see
/// ClashSides).
/// The check is linear in the number of declarations, and in a build whose identifiers are all
/// ASCII it builds no table.
enum ConfusableIdentifierRule: DeclarationRule {
  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag) {
    // An ASCII identifier is its own skeleton, so two that look alike are one of them not ASCII:
    // only identifiers that are not ASCII, and ASCII ones spelled like their skeletons, take part.
    // Most builds have none, and need no table of every identifier.
    var skeletons: Set<String> = []
    for action in context.actions where !ByteScan.isASCII(action.identifier) {
      skeletons.insert(ConfusableSkeleton.skeleton(action.identifier))
    }
    for category in context.categoryDeclarations {
      let identifier = category.identifier ?? category.name.text
      if !ByteScan.isASCII(identifier) { skeletons.insert(ConfusableSkeleton.skeleton(identifier)) }
    }
    if skeletons.isEmpty { return }
    // A blank identifier is an error of its own (N405), not also one that looks like another.
    func takesPart(_ identifier: String) -> Bool {
      (!ByteScan.isASCII(identifier) || skeletons.contains(identifier)) && !TextChecks.isBlank(identifier)
    }
    typealias Entry = (identifier: String, kind: String, name: String, span: SourceSpan)
    var entries: [Entry] = []
    for action in context.actions where takesPart(action.identifier) {
      entries.append((action.identifier, "action", action.name, action.source.valueSpan(.identifier)))
    }
    for category in context.categoryDeclarations {
      let identifier = category.identifier ?? category.name.text
      guard takesPart(identifier) else { continue }
      entries.append((identifier, "category", category.name.text, category.source.valueSpan(.identifier)))
    }
    entries.sort { ($0.span.file, $0.span.start) < ($1.span.file, $1.span.start) }
    // The first entry of each skeleton, by its index.
    var firstBySkeleton: [String: Int] = Dictionary(minimumCapacity: entries.count)
    var reported: Set<String> = []
    for (index, entry) in entries.enumerated() {
      let skeleton = ConfusableSkeleton.skeleton(entry.identifier)
      guard let firstIndex = firstBySkeleton[skeleton] else {
        firstBySkeleton[skeleton] = index
        continue
      }
      guard entries[firstIndex].identifier != entry.identifier, reported.insert(entry.identifier).inserted
      else { continue }
      // At the later identifier, unless only it is in a bundled library (see ClashSides).
      let (this, other) = context.sources.clash(
        reported: entry, other: entries[firstIndex], file: \.span.file)
      diagnostics.report(
        .confusableIdentifiers,
        "identifier '\(visible(this.identifier))' of \(this.kind) '\(this.name)' looks like "
          + "'\(visible(other.identifier))' of \(other.kind) '\(other.name)' but differs: "
          + difference(this.identifier, other.identifier),
        at: this.span,
        notes: [DiagnosticNote("'\(visible(other.identifier))' is here", at: other.span)])
    }
  }

  /// The identifier with invisible and bidirectional characters written as `<U+200B>`.
  static func visible(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if UTF8Decoding.isInvisible(scalar.value) || UTF8Decoding.isBidiControl(scalar.value) {
        out += "<\(UTF8Decoding.codePoint(scalar.value))>"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The first characters that differ, by code point: `U+0406 where the other has U+0049 'I'`.
  static func difference(_ a: String, _ b: String) -> String {
    func describe(_ scalar: Unicode.Scalar?) -> String {
      guard let scalar else { return "nothing" }
      let code = UTF8Decoding.codePoint(scalar.value)
      return scalar.isASCII && scalar.value >= 0x21 && scalar.value < 0x7F ? "\(code) '\(scalar)'" : code
    }
    var left = a.unicodeScalars.makeIterator()
    var right = b.unicodeScalars.makeIterator()
    while true {
      let x = left.next()
      let y = right.next()
      if x != y { return "it has \(describe(x)) where the other has \(describe(y))" }
      if x == nil { return "they differ" }
    }
  }
}

/// A small confusables skeleton in the spirit of Unicode TR39: two strings with the same skeleton
/// look alike. It maps the letters most often used to spoof Latin text to the Latin letter they
/// look like: Cyrillic and Greek look-alikes, fullwidth ASCII forms, the dotless `ı`; and drops
/// invisible and bidirectional characters. Case is kept (identifiers are case-sensitive, and `a`
/// and `A` do not look alike); ASCII is never changed.
enum ConfusableSkeleton {
  /// The skeleton of `text`.
  static func skeleton(_ text: String) -> String {
    if ByteScan.isASCII(text) { return text }  // ASCII is its own skeleton
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        out.append(scalar)
      } else if UTF8Decoding.isInvisible(value) || UTF8Decoding.isBidiControl(value) || value == 0x200D {
        continue
      } else if (0xFF01...0xFF5E).contains(value) {
        out.append(Unicode.Scalar(value - 0xFEE0)!)  // fullwidth ASCII
      } else if value == 0x3000 {
        out.append(" ")  // ideographic space
      } else if let latin = lookAlikes[value] {
        out.append(latin)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Non-Latin letters and the Latin letter each looks like.
  static let lookAlikes: [UInt32: Unicode.Scalar] = {
    let pairs: [(String, String)] = [
      // Cyrillic capitals and small letters
      ("АВЕЅІЈКМНОРСТХУԌԛԜ", "ABESIJKMHOPCTXYGqW"),
      ("аеѕіјорсхуԁһӏԝ", "aesijopcxydhlw"),
      ("ЁЇё", "ËÏë"),
      // Greek capitals and small letters
      ("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧϜ", "ABEZHIKMNOPTYXF"),
      ("αικονρυχϲϳ", "aikovpuxcj"),
      // Latin letters that look like others
      ("ıȷɑɡǀ", "ijagl"),
    ]
    var table: [UInt32: Unicode.Scalar] = [:]
    for (from, to) in pairs {
      for (a, b) in zip(from.unicodeScalars, to.unicodeScalars) { table[a.value] = b }
    }
    return table
  }()
}
