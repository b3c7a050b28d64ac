/// Rule 16: an empty title shows an empty button (N907), and two actions with the same title in one
/// category cannot be told apart by the user (N908). Both are warnings.
enum TitleRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    // An action whose title did not decode has an empty title with no span.
    for action in context.model.actions where action.title.span != nil && action.title.value.isEmpty {
      diagnostics.report(
        .emptyTitle, "action '\(action.name)' has an empty title", at: action.source.valueSpan(.title))
    }
    // The first action with each title so far, found by the title's hash: `String`'s hash is that
    // of the canonical form, as its equality is, so only titles with equal hashes are compared
    // (comparing two titles that are not ASCII normalizes them, each time). `latestWithHash` gives
    // the latest of the titles with a hash, and each title the one before it with the same hash.
    var titles: [(action: Action, sameHash: Int)] = []
    var latestWithHash = SmallMap<Int, Int>()
    // In the model's order (by identifier): an action in two categories gets a diagnostic at its
    // title for each, and that order decides theirs.
    for category in context.model.categories {
      titles.removeAll(keepingCapacity: true)
      latestWithHash.removeAll()
      for action in category.actions where !action.title.value.isEmpty {
        let hash = action.title.value.hashValue
        var candidate = latestWithHash[hash] ?? -1
        while candidate >= 0 && titles[candidate].action.title.value != action.title.value {
          candidate = titles[candidate].sameHash
        }
        if candidate >= 0 {
          let other = titles[candidate].action
          diagnostics.report(
            .duplicateTitle,
            "actions '\(other.name)' and '\(action.name)' in category '\(category.name)' have the same title '\(action.title.value)'",
            at: action.source.valueSpan(.title),
            notes: [
              DiagnosticNote("'\(other.name)' has that title here", at: other.source.valueSpan(.title))
            ])
        } else {
          titles.append((action, latestWithHash[hash] ?? -1))
          latestWithHash[hash] = titles.count - 1
        }
      }
    }
  }
}
