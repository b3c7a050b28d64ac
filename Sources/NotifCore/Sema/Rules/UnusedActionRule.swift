/// Rule 5: an action that no category lists is never shown (warning N410).
enum UnusedActionRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    // Text the parser could not read as declarations may be a category: stay quiet rather than guess.
    if context.hasUnreadDeclarations { return }
    var used = context.otherReferences
    for category in context.categoryDeclarations {
      for name in (category.actions ?? []) + (category.minimalActions ?? []) { used.insert(name.text) }
    }
    // A category too damaged to read, or whose lists did not decode, may have listed it: stay
    // quiet rather than guess.
    let unreadable = context.categoryDeclarations.contains { category in
      category.isDamaged || (category.source.properties[.actions] != nil && category.actions == nil)
        || (category.source.properties[.minimalActions] != nil && category.minimalActions == nil)
    }
    if unreadable { return }
    // A misspelled reference (already reported with a suggestion) most likely meant the suggested
    // action: do not also call that one unused. In source order, with the bounded suggestions of resolution (a Set's order varies by process).
    var suggestions = ActionSuggestions(names: context.model.actions.map(\.name))
    var misspelled: Set<String> = []
    for category in context.categoryDeclarations {
      for name in (category.actions ?? []) + (category.minimalActions ?? [])
      where context.actionDeclarations[name.text] == nil && misspelled.insert(name.text).inserted {
        if let suggestion = suggestions.closest(to: name.text) { used.insert(suggestion) }
      }
    }
    for action in context.model.actions where !used.contains(action.name) {
      diagnostics.report(
        .unusedAction, "action '\(action.name)' is not used by any category", at: action.source.nameSpan,
        notes: [DiagnosticNote("only actions listed in a category's 'actions' are registered")])
    }
  }
}
