/// Rule 11 (consistency): a strings table has one entry per key, so the same key in the same table
/// with two different default values is an error (N705: one of them is wrong); with two different
/// translator comments it is a warning (N706: Xcode merges them).
enum LocalizationConsistencyRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    var entries: [String: Text] = [:]
    for text in allTexts(context) {
      guard let localization = text.localization else { continue }
      let key = localization.table + "\u{0}" + localization.key
      guard let first = entries[key], let firstLocalization = first.localization else {
        entries[key] = text
        continue
      }
      if first.value != text.value {
        diagnostics.report(
          .conflictingLocalizationDefaults,
          "key '\(localization.key)' in table '\(localization.table)' has two default values, '\(first.value)' and '\(text.value)'",
          at: text.span, notes: [DiagnosticNote("first used here", at: first.span)])
      } else if let comment = localization.comment, let firstComment = firstLocalization.comment,
        comment != firstComment
      {
        diagnostics.report(
          .conflictingLocalizationComments,
          "key '\(localization.key)' in table '\(localization.table)' has two different comments",
          at: text.span, notes: [DiagnosticNote("first comment given here", at: first.span)])
      }
    }
  }

  /// Every text of the build, in source order.
  static func allTexts(_ context: CheckContext) -> [Text] {
    var texts: [Text] = []
    for action in context.model.actions {
      if context.actionDeclarations[action.name]?.title != nil { texts.append(action.title) }
      texts += [action.textInputButtonTitle, action.textInputPlaceholder].compactMap { $0 }
    }
    for category in context.categoryDeclarations {
      texts += [category.hiddenPreviewsBodyPlaceholder, category.categorySummaryFormat].compactMap { $0 }
    }
    return texts.sorted { a, b in
      guard let x = a.span, let y = b.span else { return false }
      return x.file != y.file ? x.file < y.file : x.start < y.start
    }
  }
}
