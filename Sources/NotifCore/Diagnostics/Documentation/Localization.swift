extension DiagnosticDocumentation {
  /// N7xx: `localized(...)` texts and the strings tables they make (spec section 5a; section 6, rule 11).
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
        match is suggested.
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
      code: .missingTranslationKey,
      title: "key missing from its strings table",
      summary: """
        Reported by `notifc lint --strings PATH`: the key of a `localized(...)` text is not in its strings \
        table, or the table itself is not among the String Catalogs (`Table.xcstrings`), strings files \
        (`xx.lproj/Table.strings`) and strings dictionaries (`xx.lproj/Table.stringsdict`) found at PATH. The table is the `table:` argument, else the file's \
        `localization` table, else `Localizable`.
        """,
      rationale: """
        `NSLocalizedString(_:tableName:bundle:value:comment:)` returns its `value:` when the table has no \
        such key, so the text stays in the development language in every language: nothing fails, and \
        nobody notices until a user does. A misspelt key or table name looks exactly the same.
        """,
      example: """
        localization "Invites"

        action accept {
            title: localized("invite.accept", default: "Accept")
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        In the example, `Invites.xcstrings` has no key `invite.accept`. Add the key to the table \
        (`notifc build --strings-catalog DIR` writes the development-language entries of every key into \
        `DIR/Invites.xcstrings`, keeping the translations already there), or correct the key or the table \
        name in the `.notif` file.

        ```
        localization "Invites"

        action accept {
            title: localized("invite.accept", default: "Accept")
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .untranslatedText,
      title: "untranslated text",
      summary: """
        Reported by `notifc lint --strings PATH`: a key of a `localized(...)` text has no translation, or one \
        still marked `new` or `needs_review`, in languages that its strings table has (languages that \
        other keys of the table are translated into). The message names the languages. A key marked \
        "Don't Translate" in a String Catalog is not reported.
        """,
      rationale: """
        In those languages the user sees the development-language text next to translated ones, on the \
        buttons of a notification. A String Catalog marks a translation `needs_review` when its \
        development value changed after it was translated, so it may no longer say the same thing.
        """,
      example: """
        action snooze {
            title: localized("reminder.snooze", default: "Snooze", comment: "Snoozes a reminder")
        }

        category reminder {
            actions: [snooze]
        }
        """,
      fix: """
        In the example, `de.lproj/Localizable.strings` translates the table's other keys but not \
        `reminder.snooze`. Translate the key in each language named (or review the translation and mark it \
        translated) in Xcode's String Catalog editor or in each `xx.lproj/Localizable.strings` file; the \
        `.notif` file needs no change. To ship before the translators catch up instead, silence the \
        warning with `// notifc:ignore N722` at the end of the line it is reported on (the first \
        `localized(...)` that uses the key), or on a line of its own before it.

        ```
        action snooze {
            title: localized("reminder.snooze", default: "Snooze", comment: "Snoozes a reminder")
        }

        category reminder {
            actions: [snooze]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .translationFormatMismatch,
      title: "translation with different format specifiers",
      summary: """
        Reported by `notifc lint --strings PATH`: a translation of a `categorySummaryFormat` or \
        `hiddenPreviewsBodyPlaceholder` text has format specifiers that differ from those of the \
        development value in number, order or type, such as `%@ more messages from %u` for \
        `%u more messages from %@`. Numbered specifiers (`%2$@ … %1$u`) may change the order.
        """,
      rationale: """
        The system formats these texts itself, passing the number of notifications for `%u` and the \
        summary argument for `%@`, in that order. A translation that reads an argument with another type \
        shows garbage or crashes the notification UI in that language only, where no developer looks.
        """,
      example: """
        platform ios 15.0

        action reply {
            title: "Reply"
        }

        category message {
            actions: [reply]
            categorySummaryFormat: localized("message.summary", default: "%u more messages from %@")
        }
        """,
      fix: """
        In the example, the German translation is `%@: %u weitere Nachrichten`, which passes the count to \
        `%@`. Correct the translation: keep one `%u` and one `%@`, numbering them to change their order \
        (`%2$@: %1$u weitere Nachrichten`). The `.notif` file needs no change.

        ```
        platform ios 15.0

        action reply {
            title: "Reply"
        }

        category message {
            actions: [reply]
            categorySummaryFormat: localized("message.summary", default: "%u more messages from %@")
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .unexpectedVariation,
      title: "plural or device variation where a plain string is expected",
      summary: """
        Reported by `notifc lint --strings PATH`: the String Catalog or strings dictionary (`.stringsdict`) \
        entry of a `localized(...)` text varies by plural, by device or by width (or has substitutions) in \
        some language, where notifc expects a plain string. The message says why for the kind of \
        variation; the texts inside the variations are not checked.
        """,
      rationale: """
        The generated Swift looks each text up once, with `NSLocalizedString`, when it registers the \
        categories, and hands the system a plain string. There is no count then, so no plural form can be \
        chosen; a device variation is chosen for the device that registers the categories, so a \
        notification mirrored to Apple Watch shows the iPhone's text. The manifest and the translation \
        check know one text per language, too.
        """,
      example: """
        platform ios 15.0

        action open {
            title: "Open"
            activation: foreground
        }

        category message {
            actions: [open]
            hiddenPreviewsBodyPlaceholder: localized("message.hidden", default: "%u new messages")
        }
        """,
      fix: """
        In the example, the French entry of `message.hidden` varies by plural (`%u nouveau message`, \
        `%u nouveaux messages`). Replace the variations with one string in each language. \
        `hiddenPreviewsBodyPlaceholder` and `categorySummaryFormat` receive the count through `%u`; word \
        the text so that it reads well for any number (`New messages: %u`, `Nouveaux messages : %u`).

        ```
        platform ios 15.0

        action open {
            title: "Open"
            activation: foreground
        }

        category message {
            actions: [open]
            hiddenPreviewsBodyPlaceholder: localized("message.hidden", default: "New messages: %u")
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .invalidStringsTable,
      title: "unreadable strings table",
      summary: """
        Reported by `notifc lint --strings PATH`: a strings table file cannot be read; and by `notifc build \
        --strings-catalog PATH`, for a String Catalog it would merge into (the build fails and leaves the \
        catalog as it is). A String Catalog must \
        be JSON in Xcode's format (a `sourceLanguage`, `strings` whose localizations hold a `stringUnit` \
        with a `state` and a `value`, or `variations`); a strings file must be UTF-8 or UTF-16 with a \
        byte-order mark and hold `"key" = "value";` entries. The message gives the position. A table \
        given twice (as two files, or as a catalog and `.strings` files) is reported too.
        """,
      rationale: """
        Xcode and Foundation refuse such a file when the app is built or run (Foundation drops a whole \
        strings file at its first error), so every text of the table would stay untranslated; a table given \
        twice makes it unclear which file the app ships.
        """,
      example: """
        action accept {
            title: localized("invite.accept", default: "Accept")
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        In the example, `de.lproj/Localizable.strings` has `"invite.accept" = "Annehmen"` without its \
        semicolon. Correct the file at the position given: `"invite.accept" = "Annehmen";`. The `.notif` \
        file needs no change.

        ```
        action accept {
            title: localized("invite.accept", default: "Accept")
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
  ]
}
