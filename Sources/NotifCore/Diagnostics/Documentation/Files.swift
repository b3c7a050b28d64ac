extension DiagnosticDocumentation {
  /// N301–N308: imports, bundled libraries, deployment targets and strings tables (spec section 3).
  static let files: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .importNotFound,
      title: "imported file not found",
      summary: """
        An `import "…"` names a file that does not exist or cannot be read, or is not a `.notif` file \
        given by a relative path. The path is resolved against the folder of the importing file, not \
        the current directory. File names are case-sensitive on Linux: when the folder holds the file \
        under another case (`shared.notif` for `import "Shared.notif"`), the message names it, with a \
        fix-it, since such an import opens on macOS and fails only in CI.
        """,
      rationale: """
        An import makes another file's declarations part of the build. Without them, their categories \
        would be missing from the registration, and since `setNotificationCategories(_:)` replaces every \
        registered category, they would disappear from the app.
        """,
      example: """
        // file: Notifications/app.notif
        import "Notifications/reminders.notif"

        // file: Notifications/reminders.notif
        action snooze {
            title: "Snooze"
        }

        category reminder {
            actions: [snooze]
        }
        """,
      fix: """
        Write the path relative to the importing file.

        ```
        // file: Notifications/app.notif
        import "reminders.notif"

        // file: Notifications/reminders.notif
        action snooze {
            title: "Snooze"
        }

        category reminder {
            actions: [snooze]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .importCycle,
      title: "import cycle",
      summary: """
        Files import each other, directly or through other files. The message lists the chain, such as \
        `invite.notif → reminder.notif → invite.notif`.
        """,
      rationale: """
        Each file is loaded once, so a cycle does not loop forever; it is an error because the files then \
        depend on each other, and none of them can be understood or reused without the others. What they \
        share belongs in a file that each of them imports.
        """,
      example: """
        // file: invite.notif
        import "reminder.notif"

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept, snooze]
        }

        // file: reminder.notif
        import "invite.notif"

        action snooze {
            title: "Snooze"
        }

        category reminder {
            actions: [snooze]
        }
        """,
      fix: """
        Move the shared declarations into a file of their own and import it where it is needed.

        ```
        // file: invite.notif
        import "common.notif"

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept, snooze]
        }

        // file: reminder.notif
        import "common.notif"

        category reminder {
            actions: [snooze]
        }

        // file: common.notif
        action snooze {
            title: "Snooze"
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .unknownLibrary,
      title: "unknown bundled library",
      summary: """
        An `import` followed by a bare name refers to a library bundled with notifc, and there is none of \
        that name; a close match is suggested. The bundled library is `ubudu`, the category the Ubudu SDK \
        registers. To import a file, write its path as a string.
        """,
      rationale: """
        A bundled library declares categories that a third-party SDK registers itself. Because \
        `setNotificationCategories(_:)` replaces every registered category, the app's registration must \
        include them, or the SDK's buttons disappear (a plugin wiped Urban Airship's 32 categories this \
        way: holmesal/react-native-ios-notification-actions#16).
        """,
      example: """
        import Ubudu
        """,
      fix: """
        Correct the name (library names are lowercase), or quote a file path: `import "common.notif"`.

        ```
        import ubudu
        ```
        """),
    DiagnosticDocumentation(
      code: .unknownPlatform,
      title: "unknown platform",
      summary: """
        A `platform` line names a platform notifc does not know. The names are `ios`, `macos`, `watchos`, \
        `visionos` and `maccatalyst`, in lowercase; a close match is suggested.
        """,
      rationale: """
        Each platform has its own availability for categories, options and properties (`allowInCarPlay` \
        is unavailable on macOS, for example), so notifc must know every target to check the file and to \
        write the `#available` guards of the generated Swift.
        """,
      example: """
        platform iOS 15.0

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Use the platform's name as listed above.

        ```
        platform ios 15.0

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .unsupportedPlatform,
      title: "notification categories unavailable on tvOS",
      summary: """
        A `platform tvos` line. Notification categories and actions do not exist on tvOS.
        """,
      rationale: """
        `UNNotificationCategory`, `UNNotificationAction` and `setNotificationCategories(_:)` are marked \
        `API_UNAVAILABLE(tvos)`. The notification center exists on tvOS, but it has no categories to \
        register.
        """,
      example: """
        platform ios 15.0
        platform tvos 15.0

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Remove the `tvos` line; a tvOS target has nothing to register.

        ```
        platform ios 15.0

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .conflictingPlatformVersions,
      title: "conflicting deployment targets",
      summary: """
        Two `platform` lines give different versions for one platform, in one file or in different files \
        of a build (imports included). The same version given twice is fine.
        """,
      rationale: """
        An app has one deployment target per platform, and a build produces one registration for it. The \
        target decides which checks apply (such as the limit of 4 actions below iOS 10) and which \
        `#available` guards the generated code has, so notifc cannot pick one of the two.
        """,
      example: """
        // file: app.notif
        platform ios 15.0
        import "chat.notif"

        // file: chat.notif
        platform ios 16.0

        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
        }
        """,
      fix: """
        Declare each target once, in the file that stands for the app, and remove it from the others.

        ```
        // file: app.notif
        platform ios 15.0
        import "chat.notif"

        // file: chat.notif
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
      code: .invalidVersion,
      title: "invalid deployment target",
      summary: """
        A `platform` version is malformed (a version has at most three components of at most four digits: \
        `15`, `15.0`, `15.4.1`), or is older than the first version with actionable notifications: iOS \
        8.0, macOS 10.14, watchOS 3.0, visionOS 1.0, Mac Catalyst 13.1.
        """,
      rationale: """
        Actions arrived with `UIUserNotificationAction` in iOS 8 and with the UserNotifications framework \
        on the other platforms (`UNNotificationCategory` is `API_AVAILABLE(macos(10.14), ios(10.0), \
        watchos(3.0))`; Mac Catalyst from 13.1). Below those versions there is no API to register \
        categories with.
        """,
      example: """
        platform ios 7.0

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Give the app's real deployment target, at least the version listed above.

        ```
        platform ios 12.0

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .duplicateLocalizationTable,
      title: "second default strings table",
      summary: """
        A file has more than one `localization` line. A file has one default strings table: the first line \
        is used.
        """,
      rationale: """
        The `localization` line names the table that each `localized(...)` without `table:` is looked up \
        in (the `tableName:` of `NSLocalizedString`). With two lines, a reader could not tell which table \
        a text belongs to.
        """,
      example: """
        localization "Invites"
        localization "Chat"

        action accept {
            title: localized("invite.accept", default: "Accept")
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Keep one `localization` line, and give the texts that belong to another table a `table:` argument.

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
  ]
}
