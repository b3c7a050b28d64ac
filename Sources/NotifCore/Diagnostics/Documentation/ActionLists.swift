extension DiagnosticDocumentation {
  /// N408–N410: the actions that categories list, and those none lists (section 6, rules 4, 5).
  static let actionLists: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .unknownAction,
      title: "unknown action",
      summary: """
        A category's `actions` or `minimalActions` names no action declared in the build (imports \
        included). A close match is suggested, unless it is in the list already: then a note points \
        at it, as the name is more likely a stray copy. An action's identifier in place of its name is \
        told so, with a fix-it that writes the name. Naming a category here is reported too.
        """,
      rationale: """
        A category shows action objects, not names. Resolving each name here catches a typo at compile \
        time instead of as a missing button at run time.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        action decline {
            title: "Decline"
        }

        category invite {
            actions: [accept, declin]
        }
        """,
      fix: """
        Correct the name, or declare the action.

        ```
        action accept {
            title: "Accept"
        }

        action decline {
            title: "Decline"
        }

        category invite {
            actions: [accept, decline]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .actionListedTwice,
      title: "action listed twice",
      summary: """
        A category's `actions`, or its `minimalActions`, lists the same action more than once.
        """,
      rationale: """
        Each entry of `actions` becomes a button, "in the order they will be displayed". A second button \
        with the same identifier cannot be told apart from the first, so the repeat is a mistake.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        action decline {
            title: "Decline"
        }

        category invite {
            actions: [accept, decline, accept]
        }
        """,
      fix: """
        List each action once, in the order the buttons should appear.

        ```
        action accept {
            title: "Accept"
        }

        action decline {
            title: "Decline"
        }

        category invite {
            actions: [accept, decline]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .unusedAction,
      title: "unused action",
      summary: """
        An action is declared but listed in no category's `actions` or `minimalActions`.
        """,
      rationale: """
        Apple registers actions only as part of a category \
        (`UNNotificationCategory(identifier:actions:…)`), so an action no category lists is never shown \
        and its handler never runs. It is usually left over \
        from a removed category, or missing from a list.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        action snooze {
            title: "Snooze"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        List the action in a category, or delete it. For an action kept on purpose, for example in a file \
        shared by several builds, write `// notifc:ignore N410` at the end of its `action` line or on the \
        line before it.

        ```
        action accept {
            title: "Accept"
        }

        action snooze {
            title: "Snooze"
        }

        category invite {
            actions: [accept, snooze]
        }
        ```
        """),
  ]
}
