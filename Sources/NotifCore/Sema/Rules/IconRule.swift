/// Rule 13: an action has one icon: `UNNotificationActionIcon` is made either from a system symbol
/// or from a template image, so `systemIcon` and `templateIcon` together are an error (N803).
enum IconRule: DeclarationRule {
  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag) {
    for declaration in context.actionDeclarations.declarations
    where declaration.decoded.contains(.systemIcon) && declaration.decoded.contains(.templateIcon) {
      let action = declaration.action
      diagnostics.report(
        .conflictingIcons,
        "action '\(action.name)' has both 'systemIcon' and 'templateIcon'; an action has one icon",
        at: action.source.valueSpan(.templateIcon),
        notes: [DiagnosticNote("'systemIcon' set here", at: action.source.valueSpan(.systemIcon))])
    }
  }
}
