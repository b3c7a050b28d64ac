/// The `localized(...)` texts of ``PropertyDecoder`` (rule 11): the key, the three labelled
/// arguments and the labels it does not take.
extension PropertyDecoder {
  /// The text of a `localized(...)` call, or `nil` (after reporting) when it has no usable key.
  mutating func localized(_ call: LocalizedCall, span: SourceSpan) -> Text? {
    var key: String?
    var keyRange: CompactByteRange?
    if let keyValue = call.key {
      if case .string(let text) = keyValue.kind {
        key = text
        keyRange = keyValue.span.range
        if text.isEmpty {
          diagnostics.report(.emptyLocalizationKey, "localization key is empty", at: keyValue.span)
        }
      } else {
        diagnostics.report(
          .localizedArgumentNotString, "localization key must be a string, not \(keyValue.kindDescription)",
          at: keyValue.span)
      }
    } else {
      diagnostics.report(
        .emptyLocalizationKey, "'localized(...)' needs a key as its first argument", at: call.keywordSpan)
    }
    // The three arguments, by their index in `localizedLabels` (no dictionary: a build has many
    // localized texts).
    var labels: [(text: String, span: SourceSpan, valueRange: CompactByteRange)?] = [nil, nil, nil]
    for argument in call.arguments {
      let label = argument.label.text
      guard let index = Self.localizedLabels.firstIndex(of: label) ?? reportUnknownLabel(argument) else {
        continue
      }
      if let first = labels[index] {
        diagnostics.report(
          .repeatedLocalizedLabel, "argument '\(label):' is given twice", at: argument.label.span,
          notes: [DiagnosticNote("first given here", at: first.span)])
        continue
      }
      guard case .string(let text) = argument.value.kind else {
        diagnostics.report(
          .localizedArgumentNotString, "'\(label):' must be a string, not \(argument.value.kindDescription)",
          at: argument.value.span)
        continue
      }
      if index == 1 { TableNames.check(text, at: argument.value.span, &diagnostics) }
      if index == 0 && text.isEmpty, let key, !key.isEmpty {
        diagnostics.report(
          .emptyLocalizedDefault,
          "'default:' of localized text '\(Diagnostic.excerpt(key))' is empty; where no translation is found, iOS shows the key instead",
          at: argument.value.span)
      }
      labels[index] = (text, argument.label.span, argument.value.span.range)
    }
    guard let key, !key.isEmpty else { return nil }
    let localization = Localization(
      key: key, table: labels[1].map { Localization.tableName($0.text) } ?? defaultTable,
      comment: labels[2]?.text, valueRange: labels[0]?.valueRange ?? keyRange, hasDefault: labels[0] != nil)
    return Text(value: labels[0]?.text ?? key, localization: localization, span: span)
  }

  /// The labels of `localized(key, default:, table:, comment:)`, in that order.
  static let localizedLabels = ["default", "table", "comment"]

  /// N702 for a label `localized(...)` does not take: Swift's labels for the same arguments
  /// (`NSLocalizedString`'s `value:` and `tableName:`, `String(localized:)`'s `defaultValue:`) get
  /// the `.notif` label, Swift's `bundle:` a note on where the bundle is set (no fix-it; its value,
  /// usually `.main`, is no error of its own), and any other label
  /// the closest of the three. Returns the index in ``localizedLabels`` of the argument that a
  /// Swift label is read as (`nil` for any other label: its argument is dropped).
  private mutating func reportUnknownLabel(_ argument: LabeledArgument) -> Int? {
    let label = argument.label.text
    let span = argument.label.span
    switch label {
    case "value", "defaultValue", "tableName":
      let replacement = label == "tableName" ? "table" : "default"
      diagnostics.report(
        .unknownLocalizedLabel,
        "unknown argument '\(label):' in 'localized(...)'; did you mean '\(replacement):'?",
        at: span,
        notes: [
          DiagnosticNote("'\(label):' is Swift's label for what 'localized(...)' calls '\(replacement):'")
        ],
        fixIts: [FixIt(span: span, replacement: replacement)])
      return Self.localizedLabels.firstIndex(of: replacement)
    case "bundle":
      var diagnostic = Diagnostic(
        .unknownLocalizedLabel,
        "unknown argument 'bundle:' in 'localized(...)'; the bundle is set for the whole build",
        at: span,
        notes: [
          DiagnosticNote(
            "remove it, and set the bundle with 'notifc build --bundle', or 'bundle' in notifc.json")
        ])
      // Its value (`.main`, `Bundle.main`) goes with it: the dot is no error of its own.
      diagnostic.supersededText = SourceSpan(file: span.file, start: span.end, end: argument.value.span.end)
      diagnostics.report(diagnostic)
      return nil
    default:
      let suggestion = Suggestions.closest(to: label, in: Self.localizedLabels)
      diagnostics.report(
        .unknownLocalizedLabel,
        "unknown argument '\(label):' in 'localized(...)'\(suggestion.map { "; did you mean '\($0):'?" } ?? "; expected 'default:', 'table:' or 'comment:'")",
        at: span, fixIts: suggestion.map { [FixIt(span: span, replacement: $0)] } ?? [])
      return nil
    }
  }
}
