extension DiagnosticDocumentation {
  /// N401–N407: names and identifiers (spec section 6, rules 1 to 3).
  static let names: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .duplicateName,
      title: "duplicate action or category name",
      summary: """
        Two actions, or two categories, have the same name, in one file or in different files of a build.
        """,
      rationale: """
        A name is how a category refers to its actions and how the generated Swift names enums and cases, \
        so it must pick out one declaration. Names are not identifiers: two declarations cannot share a \
        name even when their `identifier`s differ.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        action accept {
            identifier: "ACCEPT_ALL"
            title: "Accept All"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Rename one of them, and update the lists that refer to it.

        ```
        action accept {
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
      code: .duplicateActionIdentifierInCategory,
      title: "duplicate action identifier in a category",
      summary: """
        Two different actions listed in one category have the same identifier. An action's identifier is \
        its `identifier` property, or its name when it has none.
        """,
      rationale: """
        When the user picks an action, the app learns which one only from \
        `UNNotificationResponse.actionIdentifier`; Apple: "the identifier is the only way to distinguish \
        one action from another". Two buttons of one notification with one identifier cannot be told \
        apart, so one of them can never be handled.
        """,
      example: """
        action accept {
            identifier: "ACCEPT"
            title: "Accept"
        }

        action accept_all {
            identifier: "ACCEPT"
            title: "Accept All"
        }

        category invite {
            actions: [accept, accept_all]
        }
        """,
      fix: """
        Give each action its own identifier.

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
      code: .duplicateActionIdentifierAcrossCategories,
      title: "action identifier shared by different actions",
      summary: """
        Two different actions, listed in different categories, have the same identifier. Listing one \
        action in several categories is fine; this is about two declarations.
        """,
      rationale: """
        Apple: "All of your action objects must have unique identifiers. When handling actions, the \
        identifier is the only way to distinguish one action from another, even when those actions belong \
        to different categories." The generated router also looks at the category, but hand-written \
        handlers, servers and other libraries often look only at the identifier \
        (thomasgalliker/Plugin.FirebasePushNotifications#48: "2 actions with the same name in different \
        categories won't work").
        """,
      example: """
        action accept_invite {
            identifier: "ACCEPT"
            title: "Accept"
        }

        action accept_friend {
            identifier: "ACCEPT"
            title: "Accept"
            activation: foreground
        }

        category invite {
            actions: [accept_invite]
        }

        category friend_request {
            actions: [accept_friend]
        }
        """,
      fix: """
        Give each action its own identifier. If the two actions do the same thing, declare one and list \
        it in both categories instead.

        ```
        action accept_invite {
            identifier: "ACCEPT_INVITE"
            title: "Accept"
        }

        action accept_friend {
            identifier: "ACCEPT_FRIEND"
            title: "Accept"
            activation: foreground
        }

        category invite {
            actions: [accept_invite]
        }

        category friend_request {
            actions: [accept_friend]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .duplicateCategoryIdentifier,
      title: "duplicate category identifier",
      summary: """
        Two categories have the same identifier: their `identifier` property, or their name when they \
        have none.
        """,
      rationale: """
        A notification picks its category by identifier (`aps.category` in a push payload, \
        `categoryIdentifier` for a local notification); Apple: "Each category that your app uses must \
        have a unique identifier." Registration does not reject duplicates: `setNotificationCategories(_:)` \
        takes a `Set`, whose members are compared with `isEqual:`, so both can be registered, and which \
        one a notification gets is undefined.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        category invite {
            identifier: "INVITE"
            actions: [accept]
        }

        category group_invite {
            identifier: "INVITE"
            actions: [accept]
        }
        """,
      fix: """
        Give each category its own identifier, and send that identifier in the payloads of its \
        notifications.

        ```
        action accept {
            title: "Accept"
        }

        category invite {
            identifier: "INVITE"
            actions: [accept]
        }

        category group_invite {
            identifier: "GROUP_INVITE"
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .emptyIdentifier,
      title: "empty identifier",
      summary: """
        An action or category has `identifier: ""`, or an identifier of only white space or \
        invisible characters (`" "`, `"\\n"`, `"\\u{200B}"`).
        """,
      rationale: """
        Apple's initializers forbid it: an action identifier "must not be `nil` or an empty string", and \
        for a category, "Don't specify an empty string."
        """,
      example: """
        action accept {
            identifier: ""
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Give an identifier, or remove the line to use the declaration's name.

        ```
        action accept {
            identifier: "ACCEPT"
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .systemActionIdentifier,
      title: "system action identifier",
      summary: """
        An action's or category's identifier is `com.apple.UNNotificationDefaultActionIdentifier` or \
        `com.apple.UNNotificationDismissActionIdentifier`.
        """,
      rationale: """
        These are the values of `UNNotificationDefaultActionIdentifier` (the user opened the notification) \
        and `UNNotificationDismissActionIdentifier` (the user dismissed it), which the system reports in \
        `UNNotificationResponse.actionIdentifier`. An action with either identifier cannot be told apart \
        from opening or dismissing the notification. The generated response enum already has a case for \
        opening, and one for dismissing when the category has `customDismissAction`.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        action clear {
            identifier: "com.apple.UNNotificationDismissActionIdentifier"
            title: "Clear"
        }

        category invite {
            actions: [accept, clear]
        }
        """,
      fix: """
        Give the action an identifier of its own. To learn that the user dismissed a notification, add \
        `customDismissAction` to the category's options instead: the system reports the dismissal "only \
        if your app configured the notification's category object with the customDismissAction option".

        ```
        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
            options: [customDismissAction]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .reservedIdentifierPrefix,
      title: "identifier in Apple's namespace",
      summary: """
        An action's or category's identifier begins with `com.apple.` and is not one of the two system \
        action identifiers (those are N406).
        """,
      rationale: """
        Apple documents no reserved namespace, but the system's own action identifiers use this prefix, \
        and an identifier the system adds later could collide with yours. Use your app's reverse-DNS \
        prefix or a plain name.
        """,
      example: """
        action reply {
            identifier: "com.apple.reply"
            title: "Reply"
        }

        category message {
            actions: [reply]
        }
        """,
      fix: """
        Use a prefix of your own.

        ```
        action reply {
            identifier: "com.example.chat.reply"
            title: "Reply"
        }

        category message {
            actions: [reply]
        }
        ```
        """),
  ]
}
