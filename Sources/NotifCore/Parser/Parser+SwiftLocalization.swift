/// Swift's localization calls written where a `.notif` file takes `localized(...)`, as text copied
/// from app code brings them: `NSLocalizedString("key", comment: "…")` and
/// `String(localized: "key", defaultValue: "…")`. Each is one error with a fix-it that rewrites the
/// call's head, and the call is read as `localized(...)`, so that its arguments are checked (the
/// checker offers the `.notif` labels for Swift's: N702). The Swift call reads the `Localizable`
/// table unless it names one; where the file's `localization` directive names another, the fix-it
/// also writes `table: "Localizable"`, and the call is read with it, so that the text is still
/// looked up where the app looked it up.
extension Parser {
  /// The Swift spelling of a localization call that begins at the current name and `(`.
  struct SwiftLocalizationCall {
    /// How the message names it.
    let spelling: String
    /// The head that becomes `localized(` (or `localized`, before the `(`), and its replacement.
    let head: FixIt
    /// How many tokens after the `(` belong to the head (`localized:` of `String(localized:`).
    let labelTokens: Int
  }

  /// The Swift localization call that the current name and `(` begin, if they begin one. The
  /// caller has checked that a `(` follows.
  mutating func swiftLocalizationCall() -> SwiftLocalizationCall? {
    let name = current
    if isName(name, "NSLocalizedString") {
      return SwiftLocalizationCall(
        spelling: "NSLocalizedString(...)", head: FixIt(span: span(name), replacement: "localized"),
        labelTokens: 0)
    }
    guard isName(name, "String"), isName(peek(2), "localized"), lookAhead(3).kind == .colon else {
      return nil
    }
    // `String(localized: "key"`: the head up to the blanks after the colon becomes `localized(`,
    // followed by the comments within it (`String(/* c */ localized:`).
    var end = peek(3).end
    let next = lookAhead(4).start
    while end < next && (source.bytes[end] == 0x20 || source.bytes[end] == 0x09) { end += 1 }
    // (A line comment ends its line, or the call's key would be in it.)
    let comments = (1...3).flatMap { leadingComments(of: index + $0) }.map {
      text(of: $0.range) + ($0.kind == .block ? " " : "\n")
    }
    return SwiftLocalizationCall(
      spelling: "String(localized:)",
      head: FixIt(
        span: SourceSpan(file: file, start: name.start, end: end),
        replacement: "localized(" + comments.joined()),
      labelTokens: 2)
  }

  /// Parses a Swift localization call as `localized(...)` and reports it (after its arguments, so
  /// that the fix-it can name the table it reads).
  mutating func parseSwiftLocalization(_ call: SwiftLocalizationCall, depth: Int) -> Value? {
    let nameSpan = span(current)
    guard let value = parseLocalized(depth: depth, skipping: call.labelTokens),
      case .localized(let localized) = value.kind
    else {
      report(call, at: nameSpan, fixIts: [call.head])
      return nil
    }
    let namesTable = localized.arguments.contains { $0.label.text == "table" || $0.label.text == "tableName" }
    let fileTable = Localization.tableName(tree.localizations.first?.table)
    guard !namesTable, fileTable != Localization.defaultTable, let key = localized.key else {
      report(call, at: nameSpan, fixIts: [call.head])
      return value
    }
    // After the last argument (before a trailing comma, if there is one).
    let end = localized.arguments.last?.value.span.end ?? key.span.end
    let point = SourceSpan.point(file, end)
    report(
      call, at: nameSpan, fixIts: [call.head, FixIt(span: point, replacement: ", table: \"Localizable\"")],
      notes: [
        DiagnosticNote(
          "Swift's call reads the table 'Localizable', not this file's '\(fileTable)'; 'table:' keeps it there"
        )
      ])
    let table = LabeledArgument(
      label: Identifier("table", span: point), value: Value(.string(Localization.defaultTable), span: point))
    let read = LocalizedCall(
      key: localized.key, arguments: localized.arguments + [table], keywordSpan: localized.keywordSpan)
    return Value(.localized(read), span: value.span)
  }

  private mutating func report(
    _ call: SwiftLocalizationCall, at span: SourceSpan, fixIts: [FixIt], notes: [DiagnosticNote] = []
  ) {
    diagnostics.report(
      .expectedToken, "expected 'localized(...)' for a localized text, found Swift's '\(call.spelling)'",
      at: span, notes: notes, fixIts: fixIts)
  }
}
