/// Rule 10: text input properties need `behavior: textInput` (N603), and text input needs iOS 9 or
/// later (`UIUserNotificationActionBehavior` is iOS 9 only; N604).
enum TextInputRule: DeclarationRule {
  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag) {
    for action in context.actions {
      if action.behavior != .textInput {
        for property in [PropertyName.textInputButtonTitle, .textInputPlaceholder] {
          guard let spans = action.source.properties[property] else { continue }
          diagnostics.report(
            .textInputPropertyWithoutTextInput,
            "'\(property.spelling)' has no effect without 'behavior: textInput'", at: spans.name)
        }
      } else if context.platforms.iosTarget(below: Version(9, 0)) {
        diagnostics.report(
          .textInputUnavailable, "text input actions need iOS 9 or later",
          at: action.source.valueSpan(.behavior),
          notes: [
            DiagnosticNote(
              "the deployment target is iOS \(context.platforms.target(.ios)!)",
              at: context.platformSpans[.ios])
          ])
      }
    }
  }
}
