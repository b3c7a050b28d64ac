extension DiagnosticDocumentation {
  /// N6xx: foreground activation, authentication and text input (spec section 6, rules 9 and 10).
  static let actions: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .foregroundWithoutAuthentication,
      title: "foreground action without authentication",
      summary: """
        An action has `activation: foreground` and `authenticationRequired: false`.
        """,
      rationale: """
        A foreground action opens the app, which needs an unlocked device: the `.foreground` option \
        "brings the app to the foreground, asking the user to unlock the device as needed". On iOS 8 and 9 \
        the flag is ignored outright: "If the activation mode is UIUserNotificationActivationModeForeground, \
        then the action is considered secure and this property is ignored." `false` cannot take effect.
        """,
      example: """
        action open {
            title: "Open"
            activation: foreground
            authenticationRequired: false
        }

        category invite {
            actions: [open]
        }
        """,
      fix: """
        Remove `authenticationRequired`: a foreground action always requires it. If the action must work \
        on a locked device, make it a background action instead.

        ```
        action open {
            title: "Open"
            activation: foreground
        }

        category invite {
            actions: [open]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .redundantAuthentication,
      title: "redundant authenticationRequired",
      summary: """
        An action has `activation: foreground` and `authenticationRequired: true`. Foreground actions \
        always require authentication, so the line has no effect.
        """,
      rationale: """
        The `.foreground` option already asks the user to unlock the device, and notifc sets \
        `.authenticationRequired` on every foreground action in the manifest and the generated code. The \
        line suggests that a foreground action could do without it, which it cannot (see N601).
        """,
      example: """
        action open {
            title: "Open"
            activation: foreground
            authenticationRequired: true
        }

        category invite {
            actions: [open]
        }
        """,
      fix: """
        Remove the line.

        ```
        action open {
            title: "Open"
            activation: foreground
        }

        category invite {
            actions: [open]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .textInputPropertyWithoutTextInput,
      title: "text input property without text input",
      summary: """
        An action sets `textInputButtonTitle` or `textInputPlaceholder` but not `behavior: textInput`. \
        (A `behavior` whose value is wrong, as `behavior: TextInput`, is its own error, N904 or N903, \
        and this one is not reported beside it.)
        """,
      rationale: """
        Only a `UNTextInputNotificationAction` (on iOS 9, an action with the `textInput` behavior) has a \
        text field. A plain `UNNotificationAction` has no button title or placeholder to set, so the text \
        would be dropped without a word.
        """,
      example: """
        action reply {
            title: "Reply"
            textInputButtonTitle: "Send"
        }

        category message {
            actions: [reply]
        }
        """,
      fix: """
        Add `behavior: textInput`, or remove the text input properties.

        ```
        action reply {
            title: "Reply"
            behavior: textInput
            textInputButtonTitle: "Send"
        }

        category message {
            actions: [reply]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .textInputUnavailable,
      title: "text input needs iOS 9",
      summary: """
        An action has `behavior: textInput` while the iOS deployment target is below 9.0.
        """,
      rationale: """
        Text input arrived in iOS 9 with `UIUserNotificationActionBehavior.textInput`; iOS 8 cannot ask \
        for text from a notification. Unlike an option that is only newer than the target, a text-input \
        action cannot be guarded with `#available`: on iOS 8 it would be a plain button, and its handler, \
        which expects the typed text, would receive none.
        """,
      example: """
        platform ios 8.0

        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
        }
        """,
      fix: """
        Raise the iOS deployment target to 9.0 or later, or make the action open the app to ask for the \
        text.

        ```
        platform ios 9.0

        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .englishSendButton,
      title: "localized text input without a button title",
      summary: """
        A text-input action of a localized app (its title or its placeholder is `localized(...)`) has a \
        `textInputPlaceholder` but no `textInputButtonTitle`. A warning.
        """,
      rationale: """
        Apple's only initializers that set a placeholder also set the button title, and the system's own \
        title cannot be read, so the generated code passes the English "Send" (spec section 5a: without \
        either property it keeps the system's own, translated, title). Every other language would then \
        show an English button beside translated text.
        """,
      example: """
        action reply {
            title: localized("reply.title", default: "Reply")
            behavior: textInput
            textInputPlaceholder: localized("reply.placeholder", default: "Message")
        }

        category message {
            actions: [reply]
        }
        """,
      fix: """
        Give the button a localized title too, or drop the placeholder to keep the system's own title.

        ```
        action reply {
            title: localized("reply.title", default: "Reply")
            behavior: textInput
            textInputButtonTitle: localized("reply.send", default: "Send")
            textInputPlaceholder: localized("reply.placeholder", default: "Message")
        }

        category message {
            actions: [reply]
        }
        ```
        """),
  ]
}
