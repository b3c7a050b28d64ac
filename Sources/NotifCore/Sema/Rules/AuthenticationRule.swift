/// Rule 9: a foreground action always requires an unlocked device (Apple: for the foreground
/// activation mode "the action is considered secure and this property is ignored"), so saying
/// `authenticationRequired: false` is wrong (N601) and saying `true` is redundant (N602).
enum AuthenticationRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    for action in context.model.actions {
      guard action.activation == .foreground,
        let declared = context.actionDeclarations[action.name]?.authenticationRequired
      else { continue }
      if declared.value {
        let property = action.source.properties[.authenticationRequired]
        diagnostics.report(
          .redundantAuthentication,
          "'authenticationRequired: true' is redundant; foreground actions always require an unlocked device",
          at: declared.span,
          fixIts: property.map { [FixIt(span: $0.name.union(declared.span), replacement: "")] } ?? [])
      } else {
        diagnostics.report(
          .foregroundWithoutAuthentication,
          "foreground action '\(action.name)' cannot skip authentication; the system asks to unlock before opening the app",
          at: declared.span,
          notes: [
            DiagnosticNote(
              "remove 'authenticationRequired', or make the action run in the background",
              at: action.source.valueSpan(.activation))
          ])
      }
    }
  }
}
