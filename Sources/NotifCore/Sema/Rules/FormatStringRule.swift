/// Rule 14: format strings the system fills in. `hiddenPreviewsBodyPlaceholder` may contain only
/// `%u` (or `%1$u`) and `%%` (N804); `categorySummaryFormat` at most one `%u` and one `%@`
/// (positional forms `%1$u`, `%2$@` allowed) and `%%` (N805). Anything else garbles or crashes
/// at run time, when the system formats the text with its own arguments.
enum FormatStringRule: DeclarationRule {
  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag) {
    for category in context.categoryDeclarations {
      if let text = category.hiddenPreviewsBodyPlaceholder {
        check(
          text, allowed: placeholderConversions, code: .invalidPlaceholderFormat,
          property: "hiddenPreviewsBodyPlaceholder", context.sources, &diagnostics)
      }
      if let text = category.categorySummaryFormat {
        check(
          text, allowed: summaryConversions, code: .invalidSummaryFormat, property: "categorySummaryFormat",
          context.sources, &diagnostics)
      }
    }
  }

  private static let placeholderConversions: Set<String> = ["u"]
  private static let summaryConversions: Set<String> = ["u", "@"]

  /// A format specifier found in a string.
  struct Specifier: Equatable {
    /// The whole specifier as written (`%1$u`).
    let text: String
    /// The conversion (`u`, `@`, …).
    let conversion: String
    /// The position, for `%n$` forms.
    let position: Int?
    /// Where its `%` is in the string, in UTF-8 bytes.
    var offset = 0

    /// Whether it is more likely a percent sign than a specifier: a `%` before a space (`50% off`
    /// reads `% o`), before what no conversion is (`(50%)`), or at the end.
    var isLikelyPercentSign: Bool {
      guard let first = conversion.unicodeScalars.first, first.isASCII else { return conversion.isEmpty }
      let byte = UInt8(first.value)
      let isConversion =
        byte == UInt8(ascii: "@") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      return !isConversion || text.utf8.dropFirst().first == UInt8(ascii: " ")
    }
  }

  /// The specifiers of a printf-style string, `%%` excluded.
  static func specifiers(in string: String) -> [Specifier] {
    var result: [Specifier] = []
    guard ByteScan.contains(string, where: { $0 == UInt8(ascii: "%") }) else { return result }
    // Every character that shapes a specifier is ASCII, so the scan is over UTF-8 bytes; only the
    // conversion may be any character (a whole scalar).
    let bytes = Array(string.utf8)
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    func isModifier(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "."),
        UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
        UInt8(ascii: "j"), UInt8(ascii: "t"), UInt8(ascii: "*"):
        true
      default: isDigit(byte)
      }
    }
    var i = 0
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "%") else {
        i += 1
        continue
      }
      var j = i + 1
      if j < bytes.count && bytes[j] == UInt8(ascii: "%") {
        i = j + 1
        continue
      }
      while j < bytes.count && isDigit(bytes[j]) { j += 1 }
      var position: Int?
      if j > i + 1 && j < bytes.count && bytes[j] == UInt8(ascii: "$") {
        position = Int(String(decoding: bytes[(i + 1)..<j], as: UTF8.self))
        j += 1
      } else if j > i + 1 {
        j = i + 1
      }
      // Flags, width, precision and length modifiers, then the conversion.
      while j < bytes.count && isModifier(bytes[j]) { j += 1 }
      var end = j
      if j < bytes.count {
        end += 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }  // the rest of its scalar
      }
      result.append(
        Specifier(
          text: String(decoding: bytes[i..<end], as: UTF8.self),
          conversion: String(decoding: bytes[j..<end], as: UTF8.self), position: position, offset: i))
      i = end
    }
    return result
  }

  /// Whether every specifier of `string` is `%` and an allowed conversion, with no position, flag
  /// or modifier, and no conversion appears twice: then the full check has nothing to report.
  static func hasOnlyPlainAllowedSpecifiers(_ string: String, allowsObject: Bool) -> Bool {
    var unsigned = 0
    var object = 0
    var bytes = string.utf8.makeIterator()
    while let byte = bytes.next() {
      guard byte == UInt8(ascii: "%") else { continue }
      switch bytes.next() {
      case UInt8(ascii: "%"): continue
      case UInt8(ascii: "u"): unsigned += 1
      // The system passes the count first: a `%@` without a `%u` before it would read it.
      case UInt8(ascii: "@") where allowsObject && unsigned > 0: object += 1
      default: return false
      }
    }
    return unsigned <= 1 && object <= 1
  }

  private static func check(
    _ text: Text, allowed: Set<String>, code: DiagnosticCode, property: String, _ sources: SourceManager,
    _ diagnostics: inout DiagnosticBag
  ) {
    // Nearly every text passes with plain specifiers: told in one pass, without making them.
    if hasOnlyPlainAllowedSpecifiers(text.value, allowsObject: allowed.contains("@")) { return }
    let found = specifiers(in: text.value)
    let span = text.span
    if let percent = found.first(where: \.isLikelyPercentSign) {
      reportPercentSign(percent, in: text, code: code, property: property, sources, &diagnostics)
      return
    }
    let expectation = allowed.count == 1 ? "only %u and %%" : "at most one %u and one %@, and %%"
    // The specifiers that are not allowed, in one diagnostic, each named once: the first three
    // of them, and how many more (a string can hold thousands).
    var disallowed: [String] = []
    var seen: Set<String> = []
    var others = 0
    for specifier in found {
      let plain = specifier.text == "%" + specifier.conversion
      let positional = specifier.position.map { "%\($0)$" + specifier.conversion == specifier.text } ?? false
      guard !allowed.contains(specifier.conversion) || !(plain || positional),
        seen.insert(specifier.text).inserted
      else { continue }
      if disallowed.count < 3 { disallowed.append(specifier.text) } else { others += 1 }
    }
    if !disallowed.isEmpty {
      var names = disallowed.map { "'\($0)'" }
      if others > 0 { names.append("\(others) more") }
      let listed =
        names.count == 1
        ? "format specifier \(names[0]) is"
        : "format specifiers \(names.dropLast().joined(separator: ", ")) and \(names.last!) are"
      // At the first of them, where the text is a string literal as written; else at the text.
      let first = found.first { $0.text == disallowed[0] }
      diagnostics.report(
        code, "\(listed) not allowed in '\(property)'; it may contain \(expectation)",
        at: first.flatMap { specifierSpan($0, in: text, sources) } ?? span)
      return
    }
    // In a fixed order (a `Set`'s order changes from process to process). Spec rule 14: the summary
    // format has at most one `%u` and one `%@`; the placeholder may contain `%u` (or `%1$u`), of
    // which each plain one reads a value of its own (the system passes one), and numbered ones that
    // name the same argument read it again (`%1$u … %1$u` is one value, shown twice).
    func argumentCount(_ conversion: String) -> Int {
      let matching = found.filter { $0.conversion == conversion }
      guard allowed.count == 1, matching.contains(where: { $0.position != nil }) else {
        return matching.count
      }
      return matching.filter { $0.position == nil }.count + Set(matching.compactMap(\.position)).count
    }
    for conversion in ["u", "@"] where allowed.contains(conversion) && argumentCount(conversion) > 1 {
      diagnostics.report(
        code, "'\(property)' has more than one '%\(conversion)'; the system passes one value for it", at: span
      )
      return
    }
    if allowed.count == 1, let position = found.first?.position, position != 1 {
      diagnostics.report(
        code, "'%\(position)$u' refers to an argument the system does not pass; use '%1$u'", at: span)
    }
    if allowed.contains("@") { checkSummaryArguments(found, code: code, span: span, &diagnostics) }
  }

  /// A `%` meant as a percent sign: at the `%`, with a fix-it that doubles it, where the text is a
  /// string literal as written; otherwise at the text, without one. In the key of a `localized(...)`
  /// without `default:`, which is then the value, at the `%` without one: doubling it would change
  /// the key, and with it the translations it looks up.
  private static func reportPercentSign(
    _ specifier: Specifier, in text: Text, code: DiagnosticCode, property: String, _ sources: SourceManager,
    _ diagnostics: inout DiagnosticBag
  ) {
    let message =
      "format specifier '\(specifier.text)' is not allowed in '\(property)'; to show a percent sign, write '%%'"
    guard let span = specifierSpan(specifier, in: text, sources) else {
      return diagnostics.report(code, message, at: text.span)
    }
    if let localization = text.localization, !localization.hasDefault {
      return diagnostics.report(
        code, message, at: span,
        notes: [
          DiagnosticNote(
            "the key is the text here: add 'default:' with '%%', as doubling the '%' in the key would change the key"
          )
        ])
    }
    diagnostics.report(
      code, message, at: span, fixIts: [FixIt(span: .point(span.file, span.start), replacement: "%")])
  }

  /// Where `specifier` is written, when the text's value is a string literal without escapes (so
  /// that a byte of the value is a byte of the source): the text itself, or, in `localized(...)`,
  /// its `default:` (or, without one, its key, which is then the value).
  static func specifierSpan(_ specifier: Specifier, in text: Text, _ sources: SourceManager) -> SourceSpan? {
    guard let span = text.span, let literal = literalStart(of: text, in: sources[span.file].bytes, span: span)
    else { return nil }
    let start = literal + 1 + specifier.offset
    return SourceSpan(file: span.file, start: start, end: start + specifier.text.utf8.count)
  }

  /// The offset of the opening quote of the literal that holds `text`'s value as it is: the text
  /// itself at `span`, or, in `localized(...)`, its `default:` (or, without one, its key). `nil`
  /// when that literal has escapes, so that its bytes are not the value's.
  private static func literalStart(of text: Text, in bytes: [UInt8], span: SourceSpan) -> Int? {
    // A localized text's value is its `default:`'s literal, or its key's; a plain text's, itself.
    let literalRange: CompactByteRange?
    if let localization = text.localization {
      literalRange = localization.valueRange
    } else {
      literalRange = span.range
    }
    guard let range = literalRange else { return nil }
    let literal = [UInt8(ascii: "\"")] + Array(text.value.utf8) + [UInt8(ascii: "\"")]
    guard range.end - range.start == literal.count, range.end <= bytes.count,
      bytes[range.start..<range.end].elementsEqual(literal)
    else { return nil }
    return range.start
  }

  /// The summary format's specifiers against the arguments the system passes: the count (`%u`,
  /// argument 1), then the summary argument (`%@`, argument 2).
  private static func checkSummaryArguments(
    _ found: [Specifier], code: DiagnosticCode, span: SourceSpan?, _ diagnostics: inout DiagnosticBag
  ) {
    let numbered = found.filter { $0.position != nil }
    if !numbered.isEmpty && numbered.count != found.count {
      diagnostics.report(
        code,
        "'categorySummaryFormat' mixes numbered and unnumbered specifiers; number them all, as in '%1$u' and '%2$@'",
        at: span)
    } else if let wrong = numbered.first(where: { $0.position != ($0.conversion == "u" ? 1 : 2) }) {
      let right = wrong.conversion == "u" ? "%1$u" : "%2$@"
      let what = wrong.conversion == "u" ? "the count is argument 1" : "the summary argument is argument 2"
      diagnostics.report(
        code, "'\(wrong.text)' refers to the wrong argument: \(what); use '\(right)'", at: span)
    } else if numbered.isEmpty, let object = found.firstIndex(where: { $0.conversion == "@" }) {
      if let count = found.firstIndex(where: { $0.conversion == "u" }), object < count {
        diagnostics.report(
          code,
          "'%@' comes before '%u', so it would read the count; number them to change the order, as in '%2$@ %1$u'",
          at: span)
      } else if !found.contains(where: { $0.conversion == "u" }) {
        diagnostics.report(
          code,
          "'%@' would read the count, which the system passes first; write '%2$@' for the summary argument",
          at: span)
      }
    }
  }
}
