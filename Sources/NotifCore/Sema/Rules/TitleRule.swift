/// Rule 16: an empty title shows an empty button (N907), and two actions with the same title in one
/// category cannot be told apart by the user (N908). Both are warnings.
enum TitleRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    // An action whose title did not decode has an empty title with no span.
    for action in context.model.actions where action.title.span != nil && action.title.value.isEmpty {
      diagnostics.report(
        .emptyTitle, "action '\(action.name)' has an empty title", at: action.source.valueSpan(.title))
    }
    var titles = SmallMap<String, Action>()
    // In the model's order (by identifier): an action in two categories gets a diagnostic at its
    // title for each, and that order decides theirs.
    for category in context.model.categories {
      titles.removeAll()
      for action in category.actions where !action.title.value.isEmpty {
        if let other = titles[action.title.value] {
          diagnostics.report(
            .duplicateTitle,
            "actions '\(other.name)' and '\(action.name)' in category '\(category.name)' have the same title '\(action.title.value)'",
            at: action.source.valueSpan(.title),
            notes: [
              DiagnosticNote("'\(other.name)' has that title here", at: other.source.valueSpan(.title))
            ])
        } else {
          titles[action.title.value] = action
        }
      }
    }
  }
}
