/// Rule 8 (ordering): the minimal context exists only on iOS 8 and 9; on iOS 10 and later, and on
/// every other platform, the compact presentation shows the first two of `actions`. Minimal actions
/// that are not the first actions therefore behave differently across OS versions (warning N505,
/// with a fix-it that moves them to the front of `actions`).
enum MinimalActionsRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    for (index, declaration) in context.categoryDeclarations.enumerated() {
      // The lists are compared by action number: no resolved category is read unless reported.
      let (listed, minimalNumbers) = (context.listedActions[index], context.listedMinimalActions[index])
      guard declaration.minimalActions != nil,
        let actionsSpan = declaration.source.properties[.actions]?.value,
        !minimalNumbers.isEmpty,
        !minimalNumbers.elementsEqual(listed.prefix(minimalNumbers.count))
      else { continue }
      let category = context.categories[index]
      let minimal = category.minimalActions.map(\.name)
      let first = category.actions.prefix(minimal.count).map(\.name)
      let minimalSet = Set(minimal)
      let reordered = minimal + category.actions.map(\.name).filter { !minimalSet.contains($0) }
      diagnostics.report(
        .minimalActionsNotFirst,
        "minimal actions of category '\(category.name)' are not the first of its actions; iOS 10 and later show [\(first.joined(separator: ", "))] when space is limited",
        at: category.source.valueSpan(.minimalActions),
        fixIts: [FixIt(span: actionsSpan, replacement: "[\(reordered.joined(separator: ", "))]")])
    }
  }
}
