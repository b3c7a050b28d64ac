/// Rule 5: an action that no category lists is never shown (warning N410).
enum UnusedActionRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    var used: Set<String> = []
    for category in context.categoryDeclarations {
      for name in (category.actions ?? []) + (category.minimalActions ?? []) { used.insert(name.text) }
    }
    // A category too damaged to read may have listed it: stay quiet rather than guess.
    // A category too damaged to read, or whose lists did not decode, may have listed it: stay
    // quiet rather than guess.
    let unreadable = context.categoryDeclarations.contains { category in
      category.isDamaged || (category.source.properties["actions"] != nil && category.actions == nil)
        || (category.source.properties["minimalActions"] != nil && category.minimalActions == nil)
    }
    if unreadable { return }
    // A misspelled reference (already reported with a suggestion) most likely meant the suggested
    // action: do not also call that one unused.
    let declared = context.model.actions.map(\.name)
    for name in used where context.actionDeclarations[name] == nil {
      if let suggestion = Suggestions.closest(to: name, in: declared) { used.insert(suggestion) }
    }
    for action in context.model.actions where !used.contains(action.name) {
      diagnostics.report(
        .unusedAction, "action '\(action.name)' is not used by any category", at: action.source.nameSpan,
        notes: [DiagnosticNote("only actions listed in a category's 'actions' are registered")])
    }
  }
}
