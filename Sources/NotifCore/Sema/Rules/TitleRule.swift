/// Rule 16: an empty title shows an empty button (N907), and two actions with the same title in one
/// category cannot be told apart by the user (N908). Both are warnings.
enum TitleRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    let actions = context.model.actions
    // Each action's title is hashed once, in declaration order: `String`'s hash is that of the
    // canonical form, as its equality is, so only titles with equal hashes are compared (comparing
    // two titles that are not ASCII normalizes them, each time). 32 bits of it are kept, four
    // bytes an action, whatever the number of different titles; equal hashes are compared as text.
    var hashes = [UInt32](repeating: 0, count: actions.count)
    var hasTitle = [Bool](repeating: false, count: actions.count)
    for (index, action) in actions.enumerated() {
      let title = action.title
      guard !title.value.isEmpty else {
        // An action whose title did not decode has an empty title with no span.
        if title.span != nil {
          diagnostics.report(
            .emptyTitle, "action '\(action.name)' has an empty title", at: action.source.valueSpan(.title))
        }
        continue
      }
      hashes[index] = UInt32(truncatingIfNeeded: title.value.hashValue)
      hasTitle[index] = true
    }
    // The category's titles so far, each once: its first action's number, and the entry before it
    // with the same hash (-1: none). `latestWithHash` gives the latest entry with a hash.
    var titles: [(action: Int, sameHash: Int)] = []
    var latestWithHash = SmallMap<UInt32, Int>()
    // In the model's order (by identifier): an action in two categories gets a diagnostic at its
    // title for each, and that order decides theirs. A category's actions are read by number; an
    // action object only when its hash equals another's.
    for categoryNumber in context.modelOrder {
      titles.removeAll(keepingCapacity: true)
      latestWithHash.removeAll()
      for number in context.listedActions[Int(categoryNumber)] {
        let index = Int(number)
        guard hasTitle[index] else { continue }
        let hash = hashes[index]
        var candidate = latestWithHash[hash] ?? -1
        while candidate >= 0 && actions[titles[candidate].action].title.value != actions[index].title.value {
          candidate = titles[candidate].sameHash
        }
        guard candidate >= 0 else {
          titles.append((index, latestWithHash[hash] ?? -1))
          latestWithHash[hash] = titles.count - 1
          continue
        }
        let (action, other) = (actions[index], actions[titles[candidate].action])
        let category = context.categories[Int(categoryNumber)]
        diagnostics.report(
          .duplicateTitle,
          "actions '\(other.name)' and '\(action.name)' in category '\(category.name)' have the same title '\(action.title.value)'",
          at: action.source.valueSpan(.title),
          notes: [
            DiagnosticNote("'\(other.name)' has that title here", at: other.source.valueSpan(.title))
          ])
      }
    }
  }
}
