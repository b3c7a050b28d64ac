/// Rule 13: an action has one icon: `UNNotificationActionIcon` is made either from a system symbol
/// or from a template image, so `systemIcon` and `templateIcon` together are an error (N803).
enum IconRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    for action in context.model.actions {
      guard let declaration = context.actionDeclarations[action.name], declaration.systemIcon != nil,
        let template = declaration.templateIcon
      else { continue }
      diagnostics.report(
        .conflictingIcons,
        "action '\(action.name)' has both 'systemIcon' and 'templateIcon'; an action has one icon",
        at: template.span,
        notes: [DiagnosticNote("'systemIcon' set here", at: action.source.valueSpan(.systemIcon))])
    }
  }
}
