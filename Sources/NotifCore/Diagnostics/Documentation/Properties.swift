extension DiagnosticDocumentation {
  /// N900 to N949: properties and their values (spec sections 4 and 5; section 6, rules 15 and 16).
  static let properties: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .unknownProperty,
      title: "unknown property",
      summary: """
        A declaration has a property that its kind of declaration does not have. A close match is \
        suggested, and a property of the other kind is named as such, as for `actions` in an action \
        (or `summaryFormat`, the end of a category's `categorySummaryFormat`). \
        A value written as a property names the property that takes it: `foreground: true` is \
        `activation: foreground`, which a fix-it writes (and Notifee's `input: true` is \
        `behavior: textInput`). Names in snake case (`text_input_placeholder`), the end of a name \
        (`summaryFormat`) and other tools' names (`id`, `icon`, `requiresAuthentication`, UIKit's `activationMode`) are matched \
        too, and a category option written as a property (`allowInCarPlay: true`) is moved into \
        `options` by the fix-it when the category has none. Swift's options of an action \
        (`options: [.foreground, .destructive]`, as `UNNotificationAction` takes them) are one error, whose dots \
        are no errors of their own, and whose fix-it writes the properties that the options set, a \
        line each (`activation: foreground`, `destructive: true`, `authenticationRequired: true`, \
        which a foreground action need not say), unless the action sets one of them already.
        """,
      rationale: """
        Each property maps to one property of Apple's API, so the set is fixed (see `docs/language.md`). \
        Ignoring an unknown property would lose what it meant: a foreground flag spelled the way another \
        library spells it would silently leave the action in the background.
        """,
      example: """
        action open {
            title: "Open"
            foreground: true
        }

        category invite {
            actions: [open]
        }
        """,
      fix: """
        Use the property's name in notifc, which is the name in Apple's API.

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
      code: .duplicateProperty,
      title: "duplicate property",
      summary: """
        A declaration sets the same property twice. The first value is used.
        """,
      rationale: """
        A property has one value. A second one is usually an edit meant to replace the first, and which of \
        the two was meant cannot be known.
        """,
      example: """
        action accept {
            title: "Accept"
            title: "Join"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Keep one of them.

        ```
        action accept {
            title: "Join"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .wrongValueKind,
      title: "wrong kind of value",
      summary: """
        A value is of the wrong kind for its property: a string where `true` or `false` is expected, a \
        single name where a list is expected, and so on. The message says what the property takes, and \
        where the intended value is plain (`True`, `yes`, `on`, `1` or `ture` for `true`, `"foreground"` or \
        `"Foreground"` for `foreground`, a name \
        such as `accept` for the string `"accept"`, and Swift's `INSendMessageIntentIdentifier` for the \
        intent identifier it holds, `"INSendMessageIntent"`), a fix-it writes it. A name that looks like \
        a Swift constant (`kReplyIdentifier`, `replyID`, `replyTitle`) gets a note and no \
        fix-it: its value is not known, and quoting its name would make the name the identifier or the \
        title. Several words without quotes in a text (`title: Mark as Read`, as YAML writes a string) \
        are one error, whose fix-it quotes the rest of the line (up to a line comment, or the next \
        property's name), with any character between the words, and the text is read as that string \
        (a `/* … */` between the words is no part of it: the fix-it moves it after the quotes); \
        so are the words after a misspelt text property (`text_input_placeholder: Type a message`), \
        beside N901's fix-it for its name, and those after any other unknown property \
        (`subtitle: Hello there`: "a value of several words needs quotes"), beside its N901.
        """,
      rationale: """
        Each property takes one kind of value, after the type of Apple's property: `destructive` is a \
        flag, `actions` an array. Values are never converted: `"true"` is a string, not a boolean.
        """,
      example: """
        action delete {
            title: "Delete"
            destructive: "true"
        }

        category message {
            actions: [delete]
        }
        """,
      fix: """
        Write the value in the kind the property takes; for a list, put the names in brackets.

        ```
        action delete {
            title: "Delete"
            destructive: true
        }

        category message {
            actions: [delete]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .unknownValue,
      title: "unknown option or value",
      summary: """
        A name is not one of the values its property allows. `activation` takes `foreground` or \
        `background`; `behavior` takes `default` or `textInput`; `options` takes `customDismissAction`, \
        `allowInCarPlay`, `hiddenPreviewsShowTitle`, `hiddenPreviewsShowSubtitle` and \
        `allowAnnouncement`. Names are case-sensitive; a close match is suggested (for an option \
        already in the list, a note points at it instead).
        """,
      rationale: """
        The values are the cases of Apple's `UNNotificationCategoryOptions` and of the action's options \
        and behavior, spelled as in Swift. There is nothing else the generated code could use.
        """,
      example: """
        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
            options: [allowInCarplay]
        }
        """,
      fix: """
        Use one of the listed values.

        ```
        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
            options: [allowInCarPlay]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .missingProperty,
      title: "missing required property",
      summary: """
        An action has no `title`, the one property without a default.
        """,
      rationale: """
        The title is the text of the button. Apple's `UNNotificationAction(identifier:title:options:)` \
        requires it (it "must not be `nil`"), and no default could say what the button does.
        """,
      example: """
        action accept {
            identifier: "ACCEPT"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Add the title.

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
      code: .duplicateListValue,
      title: "option or intent listed twice",
      summary: """
        A category's `options` lists the same option more than once, or its `intentIdentifiers` the same \
        intent. The repeat is left out. (An action listed twice in `actions` is N409.)
        """,
      rationale: """
        `UNNotificationCategoryOptions` is a set of flags, so the repeat has no effect. It often stands \
        for another option that was meant. An intent listed twice adds nothing either, and the repeat, \
        too, may stand for another intent.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
            options: [customDismissAction, customDismissAction]
        }
        """,
      fix: """
        List each option once.

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
      code: .emptyTitle,
      title: "empty title",
      summary: """
        An action's `title` is empty, or blank: only white space or invisible characters; or so is the \
        `textInputButtonTitle` of a text-input action (without one, the button says "Send"). An empty \
        `localized(...)` default is N710 instead, as iOS then shows the key.
        """,
      rationale: """
        Apple requires a title (it "must not be `nil`") but does not forbid an empty one. The result is a \
        button without text, which users cannot tell from the others.
        """,
      example: """
        action like {
            title: ""
            systemIcon: "hand.thumbsup"
        }

        category post {
            actions: [like]
        }
        """,
      fix: """
        Give the action a title, also when it has an icon.

        ```
        action like {
            title: "Like"
            systemIcon: "hand.thumbsup"
        }

        category post {
            actions: [like]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .duplicateTitle,
      title: "two actions with one title",
      summary: """
        Two actions listed in one category have the same title.
        """,
      rationale: """
        Users choose an action by its title: two buttons with the same text on one notification cannot be \
        told apart.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        action accept_all {
            title: "Accept"
        }

        category invite {
            actions: [accept, accept_all]
        }
        """,
      fix: """
        Give each action a title that says what it does.

        ```
        action accept {
            title: "Accept"
        }

        action accept_all {
            title: "Accept All"
        }

        category invite {
            actions: [accept, accept_all]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .intentConstantName,
      title: "intent constant's name as an intent identifier",
      summary: """
        An `intentIdentifiers` string is the name of a constant of Apple's Intents framework, such as \
        `"INSendMessageIntentIdentifier"`, not the identifier it holds, `"INSendMessageIntent"` (the \
        intent's class name). A fix-it writes the identifier. The string is kept as written.
        """,
      rationale: """
        Swift code passes the constant, `intentIdentifiers: [INSendMessageIntentIdentifier]`, and copied \
        into quotes its name looks right. But the system compares the strings: no intent has that \
        identifier, so the category is silently never associated with the intent.
        """,
      example: """
        action reply {
            title: "Reply"
        }

        category message {
            actions: [reply]
            intentIdentifiers: ["INSendMessageIntentIdentifier"]
        }
        """,
      fix: """
        Write the identifier the constant holds.

        ```
        action reply {
            title: "Reply"
        }

        category message {
            actions: [reply]
            intentIdentifiers: ["INSendMessageIntent"]
        }
        ```
        """),
  ]
}
