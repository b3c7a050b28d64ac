/// What resolution reports for a name in a category's action list that names no action.
extension DeclarationTable {
  /// Reports `name`, listed in `names`, which names no action: a category, an action's identifier,
  /// a misspelling (with the closest name not in the list), or a stray copy of a listed name. Out
  /// of line: resolution calls it only for such names.
  @inline(never)
  func reportUnknown(
    _ name: Identifier, in names: [Identifier], suggestions: inout ActionSuggestions,
    diagnostics: inout DiagnosticBag
  ) {
    if categoryNames.index(of: name.text) != nil {
      diagnostics.report(.unknownAction, "'\(name.text)' is a category, not an action", at: name.span)
      return
    }
    // An action's identifier where its name goes (payloads and Apple's API use identifiers),
    // looked for while the suggestions' budget lasts (each look reads every action).
    if suggestions.spend(actions.count) {
      if let owner = actions.first(where: { $0.action.identifier == name.text }) {
        diagnostics.report(
          .unknownAction,
          "cannot find action '\(name.text)'; it is the identifier of action '\(owner.action.name)', and categories list actions by name",
          at: name.span, fixIts: [FixIt(span: name.span, replacement: owner.action.name)])
        return
      }
    }
    // Among the actions not listed: a listed one would be a repeat (N409).
    let suggestion = suggestions.closest(to: name.text, excluding: names)
    let closestListed =
      suggestion == nil && suggestions.spend(names.count)
      ? Suggestions.closest(
        to: name.text,
        in: names.lazy.map(\.text).filter { $0 != name.text && self.actionNames.index(of: $0) != nil })
      : nil
    // Declarations missing from the build (a failed import) may declare it: reported only
    // when it looks like a misspelling of an action that is here.
    if lacksImportedDeclarations && suggestion == nil && closestListed == nil { return }
    if let closestListed, let listed = names.first(where: { $0.text == closestListed }) {
      // Only an action in the list already resembles it: a stray copy, which no name fixes.
      diagnostics.report(
        .unknownAction, "cannot find action '\(name.text)'", at: name.span,
        notes: [DiagnosticNote("'\(closestListed)', the closest action, is listed here", at: listed.span)]
      )
      return
    }
    diagnostics.report(
      .unknownAction, "cannot find action '\(name.text)'\(Suggestions.didYouMean(suggestion))",
      at: name.span,
      fixIts: suggestion.map { [FixIt(span: name.span, replacement: $0)] } ?? [])
  }
}
