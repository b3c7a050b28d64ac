/// Rule 5: an action that no category lists is never shown (warning N410).
enum UnusedActionRule: DeclarationRule {
  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag) {
    // Text the parser could not read as declarations may be a category: stay quiet rather than guess.
    if context.hasUnreadDeclarations { return }
    // A category too damaged to read, or whose lists did not decode, may have listed it: stay
    // quiet rather than guess.
    let unreadable = context.categoryDeclarations.contains { category in
      category.isDamaged || (category.source.properties[.actions] != nil && category.actions == nil)
        || (category.source.properties[.minimalActions] != nil && category.minimalActions == nil)
    }
    if unreadable { return }
    // Whether each action (by its index in declaration order) is listed somewhere.
    let declarations = context.actionDeclarations
    var isUsed = [Bool](repeating: false, count: declarations.declarations.count)
    for name in context.otherReferences {
      if let index = declarations.names.index(of: name) { isUsed[index] = true }
    }
    // A misspelled reference (already reported with a suggestion) most likely meant the suggested
    // action: do not also call that one unused. In source order, with the bounded suggestions of
    // resolution (a Set's order varies by process).
    var suggestions = ActionSuggestions(names: context.actions.map(\.name))
    var misspelled: Set<String> = []
    for category in context.categoryDeclarations {
      for list in [category.actions, category.minimalActions] {
        for name in list ?? [] {
          if let index = declarations.names.index(of: name.text) {
            isUsed[index] = true
          } else if misspelled.insert(name.text).inserted,
            let suggestion = suggestions.closest(to: name.text),
            let index = declarations.names.index(of: suggestion)
          {
            isUsed[index] = true
          }
        }
      }
    }
    // The model's actions are the declarations resolved, in the same order.
    for (index, action) in context.actions.enumerated() where !isUsed[index] {
      diagnostics.report(
        .unusedAction, "action '\(action.name)' is not used by any category", at: action.source.nameSpan,
        notes: [DiagnosticNote("only actions listed in a category's 'actions' are registered")])
    }
  }
}
