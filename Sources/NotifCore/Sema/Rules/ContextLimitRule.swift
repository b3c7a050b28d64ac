/// Rule 7: the system shows at most 10 actions (iOS 10 and later), 4 in the legacy default context
/// (iOS 8 and 9) and 2 in the minimal context; more are never shown.
enum ContextLimitRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    let legacy = context.model.iosTarget(below: Version(10, 0))
    // The counts come from the flat lists of action numbers and the declarations as written: no
    // resolved category is read. A list with an element that is not a name (reported) is longer
    // than its names: a count of names already over a limit is reported as a lower bound.
    for (index, declaration) in context.categoryDeclarations.enumerated() {
      let count = context.listedActions[index].count
      let name = declaration.name.text
      let actionsAtLeast = declaration.partialLists.contains(.actions) ? "at least " : ""
      // Below iOS 10 the stricter limit is the one to meet (a list cut to 10 would still be over it).
      if legacy && count > 4 {
        diagnostics.report(
          .tooManyLegacyActions,
          "category '\(name)' has \(actionsAtLeast)\(count) actions; iOS 8 and 9 show at most 4 in the default context",
          at: declaration.source.valueSpan(.actions),
          notes: [DiagnosticNote("the deployment target is below iOS 10", at: context.platformSpans[.ios])])
      } else if count > 10 {
        diagnostics.report(
          .tooManyActions,
          "category '\(name)' has \(actionsAtLeast)\(count) actions; the system shows at most 10",
          at: declaration.source.valueSpan(.actions))
      }
      if let names = declaration.minimalActions, names.count > 2 {
        let atLeast = declaration.partialLists.contains(.minimalActions) ? "at least " : ""
        diagnostics.report(
          .tooManyMinimalActions,
          "category '\(name)' has \(atLeast)\(names.count) minimal actions; the minimal context shows at most 2",
          at: declaration.source.valueSpan(.minimalActions))
      }
    }
  }
}
