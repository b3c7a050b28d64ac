/// Rule 16: an empty title shows an empty button (N907), and two actions with the same title in one
/// category cannot be told apart by the user (N908). Both are warnings.
enum TitleRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    // The model's actions are the declarations resolved, in the same order.
    for (action, declaration) in zip(context.model.actions, context.actionDeclarations.declarations)
    where declaration.title?.value.isEmpty == true {
      diagnostics.report(
        .emptyTitle, "action '\(action.name)' has an empty title", at: action.source.valueSpan(.title))
    }
    for category in context.model.categories {
      var titles = SmallMap<String, Action>(minimumCapacity: category.actions.count)
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
