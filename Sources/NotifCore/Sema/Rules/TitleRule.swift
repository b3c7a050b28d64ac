/// Rule 16: an empty title shows an empty button (N907), and two actions with the same title in one
/// category cannot be told apart by the user (N908). Both are warnings.
enum TitleRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    let actions = context.model.actions
    // Each action's title is numbered once, in declaration order, equal titles with equal numbers
    // (-1: empty). `String`'s equality and hash are those of the canonical form, so titles that
    // differ only in normalization share a number. A category's titles are then compared by
    // number, without reading its actions.
    var titleNumbers = [Int32](repeating: -1, count: actions.count)
    var numbers: [String: Int32] = [:]
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
      if let number = numbers[title.value] {
        titleNumbers[index] = number
      } else {
        titleNumbers[index] = Int32(truncatingIfNeeded: numbers.count)
        numbers[title.value] = titleNumbers[index]
      }
    }
    // Where each title number is first listed in the category, as a position in its list.
    var firstWithTitle = SmallMap<Int32, Int>()
    // In the model's order (by identifier): an action in two categories gets a diagnostic at its
    // title for each, and that order decides theirs.
    for categoryNumber in context.modelOrder {
      let listed = context.listedActions[Int(categoryNumber)]
      firstWithTitle.removeAll()
      for (position, actionNumber) in listed.enumerated() {
        let title = titleNumbers[Int(actionNumber)]
        guard title >= 0 else { continue }
        guard let first = firstWithTitle[title] else {
          firstWithTitle[title] = position
          continue
        }
        let category = context.categories[Int(categoryNumber)]
        let (action, other) = (actions[Int(actionNumber)], category.actions[first])
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
