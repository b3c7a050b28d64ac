/// Rule 9: a foreground action always requires an unlocked device (Apple: for the foreground
/// activation mode "the action is considered secure and this property is ignored"), so saying
/// `authenticationRequired: false` is wrong (N601) and saying `true` is redundant (N602).
enum AuthenticationRule: DeclarationRule {
  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag) {
    for declaration in context.actionDeclarations.declarations {
      let action = declaration.action
      guard action.activation == .foreground, let declared = declaration.authenticationRequired else {
        continue
      }
      let span = action.source.valueSpan(.authenticationRequired)
      // Deleting the property changes nothing the system does (it ignores it for a foreground
      // action), and leaves valid input: the fix-it of both diagnostics.
      let deletion = action.source.properties[.authenticationRequired].map {
        [FixIt.deletion(of: $0.name.union(span), in: context.sources[span.file])]
      }
      if declared {
        diagnostics.report(
          .redundantAuthentication,
          "'authenticationRequired: true' is redundant; foreground actions always require an unlocked device",
          at: span, fixIts: deletion ?? [])
      } else {
        diagnostics.report(
          .foregroundWithoutAuthentication,
          "foreground action '\(action.name)' cannot skip authentication; the system asks to unlock before opening the app",
          at: span,
          notes: [
            DiagnosticNote(
              "remove 'authenticationRequired', or make the action run in the background",
              at: action.source.valueSpan(.activation))
          ], fixIts: deletion ?? [])
      }
    }
  }
}
