/// Rule 11 (consistency): a strings table has one entry per key, so the same key in the same table
/// with two different default values is an error (N705: one of them is wrong); with two different
/// translator comments it is a warning (N706: Xcode merges them).
enum LocalizationConsistencyRule: DeclarationRule {
  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag) {
    let texts = localizedTexts(context)
    // Each entry's first text, by its index in `texts`; sized once, as it holds a large build's
    // every key.
    var entries: [Entry: Int] = [:]
    entries.reserveCapacity(texts.count)
    for (index, text) in texts.enumerated() {
      guard let localization = text.localization else { continue }
      let key = Entry(table: localization.table, key: localization.key)
      guard let firstIndex = entries[key], let firstLocalization = texts[firstIndex].localization else {
        entries[key] = index
        continue
      }
      let first = texts[firstIndex]
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

  /// A strings-table entry: a key in a table.
  private struct Entry: Hashable {
    let table: String
    let key: String
  }

  /// Every localized text of the build, in source order.
  ///
  /// Actions and categories are each in source order already, so only the few texts of one
  /// declaration are sorted, and the two sequences are merged.
  static func localizedTexts(_ context: DeclarationContext) -> [Text] {
    var actionTexts: [Text] = []
    for action in context.actions {
      let start = actionTexts.count
      // An action whose title did not decode has an empty title with no span.
      if action.title.span != nil { appendInSourceOrder(action.title, to: &actionTexts, after: start) }
      appendInSourceOrder(action.textInputButtonTitle, to: &actionTexts, after: start)
      appendInSourceOrder(action.textInputPlaceholder, to: &actionTexts, after: start)
    }
    var categoryTexts: [Text] = []
    for category in context.categoryDeclarations {
      let start = categoryTexts.count
      appendInSourceOrder(category.hiddenPreviewsBodyPlaceholder, to: &categoryTexts, after: start)
      appendInSourceOrder(category.categorySummaryFormat, to: &categoryTexts, after: start)
    }
    var merged: [Text] = []
    merged.reserveCapacity(actionTexts.count + categoryTexts.count)
    var a = 0
    var c = 0
    while a < actionTexts.count || c < categoryTexts.count {
      if c == categoryTexts.count || (a < actionTexts.count && precedes(actionTexts[a], categoryTexts[c])) {
        merged.append(actionTexts[a])
        a += 1
      } else {
        merged.append(categoryTexts[c])
        c += 1
      }
    }
    return merged
  }

  /// Appends a localized text, keeping the texts of one declaration (from `start`) in source order.
  private static func appendInSourceOrder(_ text: Text?, to result: inout [Text], after start: Int) {
    guard let text, text.localization != nil else { return }
    var position = result.count
    result.append(text)
    while position > start && precedes(result[position], result[position - 1]) {
      result.swapAt(position, position - 1)
      position -= 1
    }
  }

  /// Whether `a` is written before `b` (texts from the source always have a span).
  private static func precedes(_ a: Text, _ b: Text) -> Bool {
    guard let x = a.span, let y = b.span else { return false }
    return x.file != y.file ? x.file < y.file : x.start < y.start
  }
}
