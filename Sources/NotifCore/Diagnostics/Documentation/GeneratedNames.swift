extension DiagnosticDocumentation {
  /// N411–N414: names as the generated Swift and a reader see them (spec section 6, rule 6, and
  /// section 7): names that collide or have no Swift name, identifiers that look alike, and
  /// generated types named like Apple's (N414, reported by `notifc build` and `notifc lint`:
  /// ``SwiftEmitter/frameworkTypeClashes(in:options:)``).
  static let swiftNames: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .swiftNameCollision,
      title: "names collide in generated Swift",
      summary: """
        Two names become the same Swift identifier in the generated code: two categories, or two \
        actions listed in one category. A name is \
        split at underscores and joined in camel case, and a part written in capitals is lowercased \
        first, so `mark_read`, `markRead` and `MARK_READ` all become `markRead`. An action named \
        `default_action` collides with the case every response enum has, and one named \
        `dismiss_action` with the case of a category that has `customDismissAction`. A category or \
        an action named `all_cases` (or `allCases`) collides with `allCases`, the list of cases of \
        the category identifiers' enum and of each category's action enum. Two actions collide in \
        the category that lists both, which the error names.
        """,
      rationale: """
        The generated Swift names each category's enums after the category, and each case of a \
        category's response enum after an action, next to the built-in `defaultAction` (and \
        `dismissAction`, with `customDismissAction`). Two declarations with one Swift name in the \
        same scope would not compile. A case named `allCases` compiles, but makes the enum's \
        `CaseIterable` list ambiguous wherever the app uses it.
        """,
      example: """
        action mark_read {
            title: "Mark as Read"
        }

        action markRead {
            identifier: "MARK_READ_ALL"
            title: "Mark All as Read"
        }

        category message {
            actions: [mark_read, markRead]
        }
        """,
      fix: """
        Rename one of them so that the Swift names differ too.

        ```
        action mark_read {
            title: "Mark as Read"
        }

        action mark_all_read {
            identifier: "MARK_READ_ALL"
            title: "Mark All as Read"
        }

        category message {
            actions: [mark_read, mark_all_read]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .noSwiftName,
      title: "name has no Swift form",
      summary: """
        A name has no Swift form: it is made only of underscores, such as `_`, or its Swift form would \
        start with a digit, as `_10_minutes` would become `10Minutes`. Underscores separate words and are \
        dropped.
        """,
      rationale: """
        Every action and category becomes an enum case or a type in the generated Swift, and a Swift \
        identifier needs at least one character and cannot start with a digit.
        """,
      example: """
        action _ {
            title: "OK"
        }

        category alert {
            actions: [_]
        }
        """,
      fix: """
        Give the declaration a name with letters.

        ```
        action ok {
            title: "OK"
        }

        category alert {
            actions: [ok]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .confusableIdentifiers,
      title: "identifiers that look alike",
      summary: """
        Two action or category identifiers of a build differ, but look the same: one uses a letter \
        from another script that looks like a Latin letter (Cyrillic `а` U+0430 for `a`, Greek `Ο` \
        U+039F for `O`), a fullwidth form (`Ａ` U+FF21), the dotless `ı` U+0131, or an invisible \
        character. The message names the first code point that differs. An identifier is the \
        `identifier` property, or the declaration's name when it has none.
        """,
      rationale: """
        Identifiers are compared exactly: by the system when a push payload names a category \
        (`aps.category`), and by handlers when `UNNotificationResponse.actionIdentifier` comes back. \
        Two identifiers that a reader cannot tell apart make a payload or a handler that silently \
        matches the wrong one, or none (the "homoglyph" problem of Unicode TR39, Security Mechanisms).
        """,
      example: """
        action accept {
            identifier: "ACCEPT"
            title: "Accept"
        }

        action accept_all {
            identifier: "\\u{410}CCEPT"
            title: "Accept All"
        }

        category invite {
            actions: [accept, accept_all]
        }
        """,
      fix: """
        Use identifiers that differ visibly, in ASCII. (In the example, the second identifier begins \
        with the Cyrillic capital `А` U+0410, written here as an escape.)

        ```
        action accept {
            identifier: "ACCEPT"
            title: "Accept"
        }

        action accept_all {
            identifier: "ACCEPT_ALL"
            title: "Accept All"
        }

        category invite {
            actions: [accept, accept_all]
        }
        ```
        """),
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
        """),
  ]
}
