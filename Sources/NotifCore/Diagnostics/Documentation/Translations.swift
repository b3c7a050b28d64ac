extension DiagnosticDocumentation {
  /// N72x: the translation check, `notifc lint --strings` (and N725 for `build --strings-catalog`).
  static let translations: [DiagnosticDocumentation] = [
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
        `%u more messages from %@`, or that reads one argument with two types (`%1$u … (%1$@)`). \
        Numbered specifiers (`%2$@ … %1$u`) may change the order.
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
