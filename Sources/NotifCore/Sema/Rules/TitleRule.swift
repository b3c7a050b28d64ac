/// Rule 16: an empty title shows an empty button (N907; a text-input action's send button too),
/// and two actions with the same title in one category cannot be told apart by the user (N908).
/// Both are warnings.
enum TitleRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    let actions = context.model.actions
    // Each action's title is hashed once, in declaration order: `String`'s hash is that of the
    // canonical form, as its equality is, so only titles with equal hashes are compared (comparing
    // two titles that are not ASCII normalizes them, each time). 32 bits of it are kept (with
    // whether the action has a title, five bytes an action), whatever the number of different
    // titles; equal hashes are compared as text.
    var hashes = [UInt32](repeating: 0, count: actions.count)
    var hasTitle = [Bool](repeating: false, count: actions.count)
    for (index, action) in actions.enumerated() {
      // The send button of a text-input action is a title too (a missing one is "Send").
      // An empty localized value is N710's: iOS then shows the key, not an empty button.
      if let button = action.textInputButtonTitle, button.span != nil,
        button.value.isEmpty ? button.localization == nil : TextChecks.isBlank(button.value)
      {
        diagnostics.report(
          .emptyTitle,
          "action '\(action.name)' has \(button.value.isEmpty ? "an empty" : "a blank") text input button title",
          at: action.source.valueSpan(.textInputButtonTitle))
      }
      let title = action.title
      guard !title.value.isEmpty else {
        // An action whose title did not decode has an empty title with no span.
        if title.span != nil && title.localization == nil {
          diagnostics.report(
            .emptyTitle, "action '\(action.name)' has an empty title", at: action.source.valueSpan(.title))
        }
        continue
      }
      if TextChecks.isBlank(title.value) {
        diagnostics.report(
          .emptyTitle, "action '\(action.name)' has a blank title", at: action.source.valueSpan(.title))
        continue
      }
      hashes[index] = UInt32(truncatingIfNeeded: title.value.hashValue)
      hasTitle[index] = true
    }
    var sameTitles = SameTitles()
    // In the model's order (by identifier): an action in two categories gets a diagnostic at its
    // title for each, and that order decides theirs. A category's actions are read by number; an
    // action object only when its hash equals another's.
    for categoryNumber in context.modelOrder {
      sameTitles.removeAll()
      for number in context.listedActions[Int(categoryNumber)] {
        let index = Int(number)
        guard hasTitle[index],
          let first = sameTitles.earlier(
            index, hash: hashes[index], sameTitle: { actions[$0].title.value == actions[$1].title.value })
        else { continue }
        // At the later action, unless only it is in a bundled library (see ClashSides).
        let (action, other) = context.declarations.sources.clash(
          reported: actions[index], other: actions[first], file: { $0.source.nameSpan.file })
        let category = context.categories[Int(categoryNumber)]
        diagnostics.report(
          .duplicateTitle,
          "actions '\(other.name)' and '\(action.name)' in category '\(category.name)' have the same title '\(Diagnostic.excerpt(action.title.value))'",
          at: action.source.valueSpan(.title),
          notes: [
            DiagnosticNote("'\(other.name)' has that title here", at: other.source.valueSpan(.title)),
            DiagnosticNote("'\(category.name)' lists both here", at: category.source.valueSpan(.actions)),
          ])
      }
    }
  }
}

/// The titles of one category's actions so far, each once, found by their hashes: equal hashes are
/// compared as text, so two titles whose hashes collide are still told apart. Reused from one
/// category to the next (``removeAll()``) instead of allocated for each.
struct SameTitles {
  /// Each title: its first action's number, and the entry before it with the same hash (-1: none).
  private var titles: [(action: Int, sameHash: Int)] = []
  /// The latest entry with each hash.
  private var latestWithHash = SmallMap<UInt32, Int>()

  /// Forgets every title, keeping the room.
  mutating func removeAll() {
    titles.removeAll(keepingCapacity: true)
    latestWithHash.removeAll()
  }

  /// The action met earlier whose title `sameTitle` finds equal to that of `action`, whose title
  /// has `hash`; `nil` when there is none, and `action`'s title is then recorded.
  mutating func earlier(_ action: Int, hash: UInt32, sameTitle: (Int, Int) -> Bool) -> Int? {
    let latest = latestWithHash[hash] ?? -1
    var candidate = latest
    while candidate >= 0 && !sameTitle(titles[candidate].action, action) {
      candidate = titles[candidate].sameHash
    }
    if candidate >= 0 { return titles[candidate].action }
    titles.append((action, latest))
    latestWithHash[hash] = titles.count - 1
    return nil
  }
}
