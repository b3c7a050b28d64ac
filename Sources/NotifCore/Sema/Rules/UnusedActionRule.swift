/// Rule 5: an action that no category lists is never shown (warning N410).
enum UnusedActionRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    // Text the parser could not read as declarations may be a category: stay quiet rather than guess.
    if context.declarations.hasUnreadDeclarations { return }
    // A category too damaged to read, or whose lists did not decode, may have listed it: stay
    // quiet rather than guess.
    if context.categoryDeclarations.contains(where: \.hasUnreadLists) { return }
    // Whether each action (by its index in declaration order, which is the model's) is listed
    // somewhere.
    let actions = context.declarations.actions
    let names = context.declarations.actionDeclarations.names
    var isUsed = [Bool](repeating: false, count: actions.count)
    for name in context.declarations.otherReferences {
      if let index = names.index(of: name) { isUsed[index] = true }
    }
    // A misspelled reference (already reported with a suggestion) most likely meant the suggested
    // action: do not also call that one unused. In source order, with the bounded suggestions of
    // resolution (a Set's order varies by process).
    var suggestions = ActionSuggestions(names: actions.map(\.name))
    var misspelled: Set<String> = []
    for (categoryIndex, declaration) in context.categoryDeclarations.enumerated() {
      // Resolution only drops names (unknown, listed twice, or minimal but not listed): when it
      // dropped none, the actions it listed are the names as written (the minimal ones among
      // them), and are marked by number, without looking names up.
      if (declaration.actions?.count ?? 0) == context.listedActions[categoryIndex].count
        && (declaration.minimalActions.map { $0.count == context.listedMinimalActions[categoryIndex].count }
          ?? true)
      {
        for number in context.listedActions[categoryIndex] { isUsed[Int(number)] = true }
        continue
      }
      for list in [declaration.actions, declaration.minimalActions] {
        for name in list ?? [] {
          if let index = names.index(of: name.text) {
            isUsed[index] = true
          } else if misspelled.insert(name.text).inserted {
            // An action's identifier where its name goes, as resolution finds it, else the
            // suggestion.
            if suggestions.spend(actions.count) {
              if let index = actions.firstIndex(where: { $0.identifier == name.text }) {
                isUsed[index] = true
                continue
              }
            }
            if let suggestion = suggestions.closest(to: name.text, excluding: list ?? []),
              let index = names.index(of: suggestion)
            {
              isUsed[index] = true
            }
          }
        }
      }
    }
    for (index, action) in actions.enumerated() where !isUsed[index] {
      diagnostics.report(
        .unusedAction, "action '\(action.name)' is not used by any category", at: action.source.nameSpan,
        notes: [
          DiagnosticNote(
            BooleanActionName.isBoolean(action.name)
              ? BooleanActionName.note(action.name, isDeclared: true)
              : "only actions listed in a category's 'actions' are registered")
        ])
    }
  }
}
