extension DiagnosticDocumentation {
  /// N70x: `localized(...)` texts and the strings tables they make (spec section 5a; section 6, rule 11).
  static let localization: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .emptyLocalizationKey,
      title: "empty localization key",
      summary: """
        A `localized(...)` call has an empty key, as in `localized("")`, or no key at all, as in \
        `localized(default: "Accept")`. The key is the first argument, without a label.
        """,
      rationale: """
        The key names the entry that `NSLocalizedString(_:tableName:bundle:value:comment:)` looks up in \
        the strings table. An empty key names no entry, so the text could never be translated.
        """,
      example: """
        action accept {
            title: localized("", default: "Accept")
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Give a key that names the text.

        ```
        action accept {
            title: localized("invite.accept", default: "Accept")
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .unknownLocalizedLabel,
      title: "unknown localized argument",
      summary: """
        A `localized(...)` argument has a label other than `default:`, `table:` and `comment:`. A close \
        match is suggested. Swift's labels for the same arguments, `value:` and `defaultValue:` \
        (`default:`) and `tableName:` (`table:`), get a fix-it and are read as meant; Swift's `bundle:` is \
        refused with a note, because the bundle is set for the whole build (`--bundle`), and its value \
        (`.main`, `Bundle.main`) is no error of its own.
        """,
      rationale: """
        The three labels become the `value:`, `tableName:` and `comment:` arguments of `NSLocalizedString`; \
        the bundle comes from the build's configuration. Any other label is refused rather than ignored, \
        so that a misspelling cannot drop a default value, a table or a comment for translators.
        """,
      example: """
        action accept {
            title: localized("invite.accept", value: "Accept")
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Use `default:` for the development-language value and `table:` for the table.

        ```
        action accept {
            title: localized("invite.accept", default: "Accept")
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .repeatedLocalizedLabel,
      title: "repeated localized argument",
      summary: """
        A `localized(...)` call gives the same label twice. The first one is used.
        """,
      rationale: """
        A text has one development-language value, one table and one comment; a second one is left over \
        from an edit.
        """,
      example: """
        action accept {
            title: localized(
                "invite.accept",
                default: "Accept",
                comment: "Button",
                comment: "Accepts an invitation",
            )
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Keep one of them.

        ```
        action accept {
            title: localized("invite.accept", default: "Accept", comment: "Accepts an invitation")
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .localizedArgumentNotString,
      title: "localized argument is not a string",
      summary: """
        The key or a labelled argument of `localized(...)` is not a string: an unquoted name, a list or \
        another `localized(...)`.
        """,
      rationale: """
        Keys, default values, tables and comments are written into the strings table and into the \
        generated `NSLocalizedString` call as literals. A `.notif` file has no variables, so a name here \
        is a missing pair of quotes.
        """,
      example: """
        action reply {
            title: localized("chat.reply", default: "Reply", table: Chat)
        }

        category message {
            actions: [reply]
        }
        """,
      fix: """
        Quote the value.

        ```
        action reply {
            title: localized("chat.reply", default: "Reply", table: "Chat")
        }

        category message {
            actions: [reply]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .conflictingLocalizationDefaults,
      title: "localization key with two defaults",
      summary: """
        One key in one strings table has two different development-language values in the build. A text's \
        value is its `default:`, or the key itself when there is none.
        """,
      rationale: """
        A strings table has one entry per key, so translators translate one text, and in every language \
        other than the development language both places show that one translation. One of the two \
        defaults is therefore wrong.
        """,
      example: """
        action accept {
            title: localized("accept", default: "Accept")
        }

        action accept_all {
            title: localized("accept", default: "Accept All")
        }

        category invite {
            actions: [accept, accept_all]
        }
        """,
      fix: """
        Give each text its own key.

        ```
        action accept {
            title: localized("accept", default: "Accept")
        }

        action accept_all {
            title: localized("accept_all", default: "Accept All")
        }

        category invite {
            actions: [accept, accept_all]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .conflictingLocalizationComments,
      title: "localization key with two comments",
      summary: """
        One key in one strings table has two different `comment:`s in the build.
        """,
      rationale: """
        The entry, and so its comment, exists once: Xcode merges the comments, and translators see two \
        notes for one translation. Different comments usually mean different meanings, which need \
        different keys, since a word such as "Accept" may translate differently in each place.
        """,
      example: """
        action accept_invite {
            title: localized("accept", default: "Accept", comment: "Accepts an event invitation")
        }

        action accept_friend {
            title: localized("accept", default: "Accept", comment: "Accepts a friend request")
        }

        category invite {
            actions: [accept_invite]
        }

        category friend_request {
            actions: [accept_friend]
        }
        """,
      fix: """
        Use one key per meaning, or one comment for a key that really means the same in both places.

        ```
        action accept_invite {
            title: localized("invite.accept", default: "Accept", comment: "Accepts an event invitation")
        }

        action accept_friend {
            title: localized("friend.accept", default: "Accept", comment: "Accepts a friend request")
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
      code: .localizedNotText,
      title: "localized value for a property that is not text",
      summary: """
        `localized(...)` is used for a property that is not user-visible text, such as `identifier`, \
        `systemIcon` or `destructive`. The text properties are `title`, `textInputButtonTitle`, \
        `textInputPlaceholder`, `hiddenPreviewsBodyPlaceholder` and `categorySummaryFormat`.
        """,
      rationale: """
        Identifiers are compared byte for byte: a payload's `aps.category` must equal a registered \
        category identifier, and the app compares `response.actionIdentifier` with its actions' \
        identifiers. A translated identifier would differ by language and break both. Icon names refer \
        to images, which strings tables do not localize.
        """,
      example: """
        action accept {
            identifier: localized("accept")
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Write a plain string. To localize what the user sees, localize the `title`.

        ```
        action accept {
            identifier: "ACCEPT"
            title: localized("invite.accept", default: "Accept")
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .invalidTableName,
      title: "strings table name that is not a table",
      summary: """
        The `table:` of a `localized(...)` text, or a file's `localization` table, is not the name of \
        a strings table: it includes a file extension (`Push.strings`, `Push.xcstrings`), contains a \
        `/`, or starts with `.`. The fix-it drops the extension.
        """,
      rationale: """
        The table is the base name of a file in the app's bundle: \
        `NSLocalizedString(_:tableName:bundle:value:comment:)` looks `Push` up in `Push.strings` (or \
        the compiled String Catalog `Push.xcstrings`). Given `Push.strings`, it looks for \
        `Push.strings.strings`, finds nothing, and shows the development value in every language, with \
        no error anywhere. A path or a hidden name is no table either, and `build --strings-catalog` \
        could not write its catalog.
        """,
      example: """
        action accept {
            title: localized("invite.accept", default: "Accept", table: "Invites.strings")
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Name the table without its extension.

        ```
        action accept {
            title: localized("invite.accept", default: "Accept", table: "Invites")
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .localizationKeySpeltTwoWays,
      title: "localization key spelt two ways",
      summary: """
        One key is written with different Unicode scalars in two places of the build, such as `café` with \
        a precomposed `é` (U+00E9) and with `e` and a combining accent (U+0301). They look the same, and \
        Swift's `String` finds them equal, but they are two keys.
        """,
      rationale: """
        iOS looks a key up as it is spelt, scalar for scalar, so the two texts are two entries of the \
        strings table; a String Catalog, whose keys Xcode compares as Swift does, can hold only one of \
        them, so the other text is never translated.
        """,
      example: """
        action accept {
            title: localized("caf\\u{E9}", default: "Café")
        }

        category invite {
            actions: [accept]
            hiddenPreviewsBodyPlaceholder: localized("cafe\\u{301}", default: "Café")
        }
        """,
      fix: """
        Spell the key the same way in both places (in practice, retype the accented letter in one of \
        them).

        ```
        action accept {
            title: localized("caf\\u{E9}", default: "Café")
        }

        category invite {
            actions: [accept]
            hiddenPreviewsBodyPlaceholder: localized("caf\\u{E9}", default: "Café")
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .emptyLocalizedDefault,
      title: "empty localized default",
      summary: """
        A `localized(...)` text has `default: ""`. The manifest records the empty development value, \
        but the generated code passes it to `NSLocalizedString`, which returns the key when the table \
        has no value for it and the default is empty: the user sees `message.hidden`, not nothing.
        """,
      rationale: """
        Foundation documents that `NSLocalizedString` (`localizedString(forKey:value:table:)`) returns \
        the key when the key is not found and the value is `nil` or an empty string. An empty default \
        therefore cannot mean an empty text: a missing translation shows the raw key, in a button, a \
        placeholder or the hidden-previews body.
        """,
      example: """
        action reply {
            title: "Reply"
        }

        category message {
            actions: [reply]
            hiddenPreviewsBodyPlaceholder: localized("message.hidden", default: "")
        }
        """,
      fix: """
        Give the development-language text as the default, or, for a text that is meant to be empty, \
        write a plain `""`, which is not looked up.

        ```
        action reply {
            title: "Reply"
        }

        category message {
            actions: [reply]
            hiddenPreviewsBodyPlaceholder: localized("message.hidden", default: "New message")
        }
        ```
        """),
  ]
}
