/// Rule 7: the system shows at most 10 actions (iOS 10 and later), 4 in the legacy default context
/// (iOS 8 and 9) and 2 in the minimal context; more are never shown.
enum ContextLimitRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    let legacy = context.model.iosTarget(below: Version(10, 0))
    for (category, declaration) in zip(context.categories, context.categoryDeclarations) {
      let count = category.actions.count
      let span = category.source.valueSpan(.actions)
      if count > 10 {
        diagnostics.report(
          .tooManyActions, "category '\(category.name)' has \(count) actions; the system shows at most 10",
          at: span)
      } else if legacy && count > 4 {
        diagnostics.report(
          .tooManyLegacyActions,
          "category '\(category.name)' has \(count) actions; iOS 8 and 9 show at most 4 in the default context",
          at: span,
          notes: [DiagnosticNote("the deployment target is below iOS 10", at: context.platformSpans[.ios])])
      }
      if let names = declaration.minimalActions, names.count > 2 {
        diagnostics.report(
          .tooManyMinimalActions,
          "category '\(category.name)' has \(names.count) minimal actions; the minimal context shows at most 2",
          at: category.source.valueSpan(.minimalActions))
      }
    }
  }
}
