extension DiagnosticDocumentation {
  /// N8xx: platform availability, icons and format strings (spec section 6, rules 12 to 14).
  static let availability: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .unavailableOnPlatform,
      title: "unavailable on a target platform",
      summary: """
        A category option or property is unavailable on one of the build's platforms, such as \
        `allowInCarPlay` on macOS, or `hiddenPreviewsShowTitle` and `categorySummaryFormat` on watchOS. \
        One that is only newer than a deployment target is not reported.
        """,
      rationale: """
        The UserNotifications headers mark these `API_UNAVAILABLE` on those platforms \
        (`allowInCarPlay`: `API_UNAVAILABLE(macos)`; the hidden-preview options, \
        `hiddenPreviewsBodyPlaceholder` and `categorySummaryFormat`: `API_UNAVAILABLE(watchos, tvos)`), so \
        the generated Swift cannot use them there. An option that is merely newer than the target is \
        different: the generated code guards it with `#available`, as a careful app would.
        """,
      example: """
        platform ios 15.0
        platform macos 12.0

        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
            options: [allowInCarPlay]
        }
        """,
      fix: """
        Remove the option or property, or remove the platform if the build does not target it.

        ```
        platform ios 15.0
        platform macos 12.0

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
      code: .deprecatedOption,
      title: "deprecated option",
      summary: """
        A category lists `allowAnnouncement` while every deployment target is one on which the system \
        ignores it: iOS 15 or later, watchOS 7 or later, Mac Catalyst 15 or later, or visionOS. A target \
        that still uses it (iOS 13 beside visionOS, say) makes it no warning: the option works there.
        """,
      rationale: """
        The header marks the option `API_DEPRECATED("Announcement option is ignored", ios(13.0, 15.0), \
        watchos(6.0, 7.0))`: from iOS 15 and watchOS 7 on, the system ignores it, so it has no effect on \
        the systems the app supports. (Apple's documentation page does not show the deprecation; the \
        header does.)
        """,
      example: """
        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
            options: [allowAnnouncement]
        }
        """,
      fix: """
        Remove the option.

        ```
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
      code: .conflictingIcons,
      title: "two icons for one action",
      summary: """
        An action sets both `systemIcon` and `templateIcon`.
        """,
      rationale: """
        An action has one `icon`, a `UNNotificationActionIcon` made either from an SF Symbol \
        (`init(systemImageName:)`) or from an image in the app's asset catalog \
        (`init(templateImageName:)`). There is no way to give both.
        """,
      example: """
        action like {
            title: "Like"
            systemIcon: "hand.thumbsup"
            templateIcon: "ThumbsUp"
        }

        category post {
            actions: [like]
        }
        """,
      fix: """
        Keep one of the two.

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
      code: .invalidPlaceholderFormat,
      title: "invalid format in hiddenPreviewsBodyPlaceholder",
      summary: """
        `hiddenPreviewsBodyPlaceholder` contains a format specifier other than `%u`, `%1$u` and `%%`, or \
        reads more than the one value the system passes: two plain `%u` (`%1$u` may be repeated). A `%` \
        that begins no specifier, as in "100%" or "50% off" (which reads `% o`), is one too: it is reported \
        at the `%`, with a fix-it that writes `%%` (none in the key of a `localized(...)` without \
        `default:`: that would change the key). A specifier that is not allowed is reported at itself \
        (the first, when there are several), in a string or the `default:` of `localized(...)` written \
        without escapes.
        """,
      rationale: """
        When previews are hidden the system shows this text instead of the notification's body, formatted \
        with one argument. Apple: the text "may contain the special characters `%u` as a placeholder for \
        the number of messages with the same thread identifier." Any other specifier would read an \
        argument that is not there.
        """,
      example: """
        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
            hiddenPreviewsBodyPlaceholder: "%d new messages"
        }
        """,
      fix: """
        Use `%u` for the count.

        ```
        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
            hiddenPreviewsBodyPlaceholder: "%u new messages"
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .invalidSummaryFormat,
      title: "invalid format in categorySummaryFormat",
      summary: """
        `categorySummaryFormat` contains a specifier other than `%u`, `%@` and `%%` (with the positional \
        forms `%1$u` and `%2$@`), or more than one `%u` or `%@`; or its specifiers do not match the \
        arguments in their order: a numbered one with the wrong number (`%2$u`, `%1$@`), numbered and \
        unnumbered ones together, or an unnumbered `%@` before the `%u` or without one. A `%` meant as a \
        percent sign ("50% off", "100%") is reported at the `%`, with a fix-it that writes `%%` (none in \
        the key of a `localized(...)` without `default:`: that would change the key), and a specifier \
        that is not allowed at itself, in a string or the `default:` of `localized(...)` \
        written without escapes.
        """,
      rationale: """
        When notifications are grouped, the system writes the group's summary from this format with two \
        arguments: the number of notifications (`%u`) and a text (`%@`). The header's example is \
        "%u new messages from %@", and "%u new messages" is also accepted. Any other specifier, or a \
        second `%u` or `%@`, would read an argument that is not there; a `%@` that reads the count, an \
        integer, as an object crashes.
        """,
      example: """
        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
            categorySummaryFormat: "%u messages from %@ in %@"
        }
        """,
      fix: """
        Use each argument at most once. A language that needs them in the other order uses the \
        positional forms, as in "%2$@: %1$u".

        ```
        action reply {
            title: "Reply"
            behavior: textInput
        }

        category message {
            actions: [reply]
            categorySummaryFormat: "%u new messages from %@"
        }
        ```
        """),
  ]
}
