/// Swift's localization calls written where a `.notif` file takes `localized(...)`, as text copied
/// from app code brings them: `NSLocalizedString("key", comment: "…")` and
/// `String(localized: "key", defaultValue: "…")`. Each is one error with a fix-it that rewrites the
/// call's head, and the call is read as `localized(...)`, so that its arguments are checked (the
/// checker offers the `.notif` labels for Swift's: N702).
extension Parser {
  /// When the current name and `(` begin a Swift localization call, reports it and returns how
  /// many tokens after the `(` belong to its spelling (for ``parseLocalized(depth:skipping:)``);
  /// otherwise `nil`. The caller has checked that a `(` follows.
  mutating func swiftLocalizationCall() -> Int? {
    let name = current
    let swiftCall: String
    let replaced: SourceSpan
    let labelTokens: Int
    if isName(name, "NSLocalizedString") {
      swiftCall = "NSLocalizedString(...)"
      replaced = span(name)
      labelTokens = 0
    } else if isName(name, "String"), isName(peek(2), "localized"), peek(3).kind == .colon {
      // `String(localized: "key"`: the head up to the blanks after the colon becomes `localized(`.
      swiftCall = "String(localized:)"
      var end = peek(3).end
      while end < source.bytes.count && (source.bytes[end] == 0x20 || source.bytes[end] == 0x09) { end += 1 }
      replaced = SourceSpan(file: file, start: name.start, end: min(end, peek(4).start))
      labelTokens = 2
    } else {
      return nil
    }
    diagnostics.report(
      .expectedToken, "expected 'localized(...)' for a localized text, found Swift's '\(swiftCall)'",
      at: span(name),
      fixIts: [FixIt(span: replaced, replacement: labelTokens == 0 ? "localized" : "localized(")])
    return labelTokens
  }
}
