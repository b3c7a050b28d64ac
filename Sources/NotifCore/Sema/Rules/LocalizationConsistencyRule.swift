/// Rule 11 (consistency): a strings table has one entry per key, so the same key in the same table
/// with two different default values is an error (N705: one of them is wrong); with two different
/// translator comments it is a warning (N706: Xcode merges them). One key spelt with different
/// Unicode scalars in two places is two keys that look alike (N709).
enum LocalizationConsistencyRule: DeclarationRule {
  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag) {
    let references = localizedTexts(context)
    // Without localized texts there is nothing to compare, and no table to make (its type's first
    // use looks up `Entry: Hashable` at run time, a scan of every conformance record).
    guard references.count > 1 else { return }
    // Each entry's first text, by its index in `references`; sized once, as it holds a large
    // build's every key.
    var entries: [Entry: Int] = [:]
    entries.reserveCapacity(references.count)
    for (index, reference) in references.enumerated() {
      let text = reference.text(in: context)
      guard let localization = text.localization else { continue }
      let key = Entry(table: localization.table, key: localization.key)
      guard let firstIndex = entries[key] else {
        entries[key] = index
        continue
      }
      let first = references[firstIndex].text(in: context)
      guard let firstLocalization = first.localization else { continue }
      // Equal as `String`s, which compares canonically, but iOS looks keys up as spelt.
      let spelling = StringsTable.Key(localization.key)
      let firstKey = StringsTable.Key(firstLocalization.key)
      if spelling != firstKey {
        diagnostics.report(
          .localizationKeySpeltTwoWays,
          "key '\(localization.key)' is spelt '\(spelling.escaped)' here and '\(firstKey.escaped)' where it is first used; iOS finds a key only as spelt",
          at: text.span, notes: [DiagnosticNote("first used here", at: first.span)])
        continue
      }
      if first.value != text.value {
        diagnostics.report(
          .conflictingLocalizationDefaults,
          "key '\(localization.key)' in table '\(localization.table)' has two default values, '\(Diagnostic.excerpt(first.value))' and '\(Diagnostic.excerpt(text.value))'",
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

  /// Where a localized text is: which property of which action or category, and its position. The
  /// texts are ordered and merged as these small values, and each is read once, when it is checked.
  private struct TextReference {
    /// The index of the action in `actions`, or of the category in `categoryDeclarations`.
    let owner: Int32
    /// Which property: 0–2 an action's title, button title and placeholder; 3–4 a category's
    /// hidden-previews placeholder and summary format.
    let property: UInt8
    let file: Int32
    let start: Int32

    init(owner: Int, property: UInt8, span: SourceSpan) {
      self.owner = Int32(truncatingIfNeeded: owner)
      self.property = property
      file = Int32(truncatingIfNeeded: span.file.index)
      start = Int32(truncatingIfNeeded: span.start)
    }

    /// The text it refers to.
    func text(in context: DeclarationContext) -> Text {
      let index = Int(owner)
      switch property {
      case 0: return context.actions[index].title
      case 1: return context.actions[index].textInputButtonTitle!
      case 2: return context.actions[index].textInputPlaceholder!
      case 3: return context.categoryDeclarations[index].hiddenPreviewsBodyPlaceholder!
      default: return context.categoryDeclarations[index].categorySummaryFormat!
      }
    }

    /// Whether the text is written before `other`'s.
    func precedes(_ other: TextReference) -> Bool {
      file != other.file ? file < other.file : start < other.start
    }
  }

  /// Every localized text of the build, in source order.
  ///
  /// Actions and categories are each in source order already, so only the few texts of one
  /// declaration are sorted, and the two sequences are merged.
  private static func localizedTexts(_ context: DeclarationContext) -> [TextReference] {
    var actionTexts: [TextReference] = []
    for (index, action) in context.actions.enumerated() {
      let start = actionTexts.count
      // An action whose title did not decode has an empty title with no span.
      append(action.title, owner: index, property: 0, to: &actionTexts, after: start)
      append(action.textInputButtonTitle, owner: index, property: 1, to: &actionTexts, after: start)
      append(action.textInputPlaceholder, owner: index, property: 2, to: &actionTexts, after: start)
    }
    var categoryTexts: [TextReference] = []
    for (index, category) in context.categoryDeclarations.enumerated() {
      let start = categoryTexts.count
      append(
        category.hiddenPreviewsBodyPlaceholder, owner: index, property: 3, to: &categoryTexts, after: start)
      append(category.categorySummaryFormat, owner: index, property: 4, to: &categoryTexts, after: start)
    }
    var merged: [TextReference] = []
    merged.reserveCapacity(actionTexts.count + categoryTexts.count)
    var a = 0
    var c = 0
    while a < actionTexts.count || c < categoryTexts.count {
      if c == categoryTexts.count || (a < actionTexts.count && actionTexts[a].precedes(categoryTexts[c])) {
        merged.append(actionTexts[a])
        a += 1
      } else {
        merged.append(categoryTexts[c])
        c += 1
      }
    }
    return merged
  }

  /// Appends a localized text (one with a span: texts from the source have one), keeping the texts
  /// of one declaration (from `start`) in source order.
  private static func append(
    _ text: Text?, owner: Int, property: UInt8, to result: inout [TextReference], after start: Int
  ) {
    guard let text, text.localization != nil, let span = text.span else { return }
    var position = result.count
    result.append(TextReference(owner: owner, property: property, span: span))
    while position > start && result[position].precedes(result[position - 1]) {
      result.swapAt(position, position - 1)
      position -= 1
    }
  }
}
