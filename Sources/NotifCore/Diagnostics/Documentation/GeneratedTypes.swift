extension DiagnosticDocumentation {
  /// N414, reported by `notifc build` and `notifc lint`
  /// (``SwiftEmitter/frameworkTypeClashes(in:options:)``).
  static let generatedTypes: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .frameworkTypeHidden,
      title: "generated type named like Apple's",
      summary: """
        Reported by `notifc build` and `notifc lint`: a category's generated types, `<Category>Action` and \
        `<Category>Response` after the type prefix (section 7 of the language guide), would have the \
        name of a UserNotifications or UIKit type that notification code uses: `UNNotificationAction`, \
        `UNNotificationResponse`, `UNTextInputNotificationAction`, `UNTextInputNotificationResponse`, \
        `UIUserNotificationAction` or `UIMutableUserNotificationAction`, or one of UIKit's other actions \
        (`UIAction`, `UIAlertAction`, `UIContextualAction`, `UIPreviewAction`, \
        `UIAccessibilityCustomAction`). A category named \
        `UNNotification` is one. The prefix is the build's `--type-prefix` (or `typePrefix` in \
        `notifc.json`); give `notifc lint` the same `--type-prefix`.
        """,
      rationale: """
        The generated file names Apple's type with its module where it needs it, so it compiles. The \
        app's code does not: in the module that compiles the file, and in every file that imports \
        that module, `UNNotificationResponse` then means the generated enum. Code that names Apple's \
        type stops compiling, or, in a delegate method that UserNotifications declares optional \
        (`userNotificationCenter(_:didReceive:withCompletionHandler:)`), compiles into a method the \
        system never calls: the app stops receiving the user's actions.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        category UNNotification {
            identifier: "INVITE"
            actions: [accept]
        }
        """,
      fix: """
        Rename the category; its `identifier`, which push payloads use, can stay. (A type prefix, \
        `--type-prefix` or `typePrefix` in `notifc.json`, that makes the names differ also does.)

        ```
        action accept {
            title: "Accept"
        }

        category invitation {
            identifier: "INVITE"
            actions: [accept]
        }
        ```
        """)
  ]
}
