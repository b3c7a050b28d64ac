/// Rule 5: an action that no category lists is never shown (warning N410).
enum UnusedActionRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    var used: Set<String> = []
    for category in context.categoryDeclarations {
      for name in (category.actions ?? []) + (category.minimalActions ?? []) { used.insert(name.text) }
    }
    // A category too damaged to read may have listed it: stay quiet rather than guess.
    if context.categoryDeclarations.contains(where: { $0.isDamaged }) { return }
    for action in context.model.actions where !used.contains(action.name) {
      diagnostics.report(
        .unusedAction, "action '\(action.name)' is not used by any category", at: action.source.nameSpan,
        notes: [DiagnosticNote("only actions listed in a category's 'actions' are registered")])
    }
  }
}
