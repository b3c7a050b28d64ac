/// Rule 10: text input properties need `behavior: textInput` (N603), and text input needs iOS 9 or
/// later (`UIUserNotificationActionBehavior` is iOS 9 only; N604). A localized text-input action
/// with a placeholder and no button title gets the English "Send" (N605, a warning): Apple has no
/// initializer that sets the placeholder and keeps the system's own title (spec section 5a).
enum TextInputRule: DeclarationRule {
  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag) {
    for action in context.actions {
      if action.behavior != .textInput {
        // A `behavior` whose value was not read (`behavior: TextInput`) is reported already: what
        // it meant is not known, so the text input properties are not judged by the default.
        if action.source.unreadValues.contains(.behavior) { continue }
        // Without a `behavior`, the first gets a fix-it that sets it (these are the arguments of
        // `UNTextInputNotificationAction`: text input is what was meant); not when an unknown
        // property's fix-it writes one already (`input: true`, `behaviour: textInput`).
        var fixIt =
          action.source.properties[.behavior] == nil
          && !action.source.meantByUnknownProperties.contains(.behavior)
        for property in [PropertyName.textInputButtonTitle, .textInputPlaceholder] {
          guard let spans = action.source.properties[property] else { continue }
          diagnostics.report(
            .textInputPropertyWithoutTextInput,
            "'\(property.spelling)' has no effect without 'behavior: textInput'", at: spans.name,
            fixIts: fixIt ? [behaviorInsertion(before: spans.name, context.sources)] : [])
          fixIt = false
        }
      } else if action.textInputButtonTitle == nil, let placeholder = action.textInputPlaceholder,
        placeholder.localization != nil || action.title.localization != nil,
        let spans = action.source.properties[.textInputPlaceholder]
      {
        diagnostics.report(
          .englishSendButton,
          "'textInputPlaceholder' without 'textInputButtonTitle' makes the send button of '\(action.name)' say \"Send\" in every language",
          at: spans.name,
          notes: [
            DiagnosticNote(
              "iOS cannot set a placeholder and keep its own translated button title; add a localized 'textInputButtonTitle'"
            )
          ])
      }
      if action.behavior == .textInput && context.platforms.iosTarget(below: Version(9, 0)) {
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

  /// Inserts `behavior: textInput` before the property at `name`: on a line of its own at the same
  /// indentation when the property starts its line, else before it on its line.
  private static func behaviorInsertion(before name: SourceSpan, _ sources: SourceManager) -> FixIt {
    let separator =
      sources[name.file].lineStart(before: name.start).map { $0.lineBreak + $0.indentation } ?? " "
    return FixIt(span: .point(name.file, name.start), replacement: "behavior: textInput" + separator)
  }
}
