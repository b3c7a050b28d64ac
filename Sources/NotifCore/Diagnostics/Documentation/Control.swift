extension DiagnosticDocumentation {
  /// N95x: `// notifc:ignore` comments, which silence warnings on one line.
  static let control: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .unusedIgnore,
      title: "unused ignore comment",
      summary: """
        A `// notifc:ignore` comment names a code that is not reported on the line it applies to. A \
        comment on a line of its own applies to the next line; a comment after code applies to its own \
        line.
        """,
      rationale: """
        An ignore comment that silences nothing is left over from a problem since fixed, or stands on the \
        wrong line, in which case the warning it was meant for is still reported. Removing it keeps the \
        remaining ones meaningful.
        """,
      example: """
        // notifc:ignore N410
        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Delete the comment, or move it to the line of the warning it is meant for.

        ```
        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .invalidIgnore,
      title: "invalid ignore comment",
      summary: """
        A `// notifc:ignore` comment names no code, names something that is not a diagnostic code, or \
        names an error; or a comment meant as one is spelt otherwise (`// notifc: ignore N410`, \
        `// NOTIFC:IGNORE N410`), or written in a block or documentation comment (`/* notifc:ignore \
        N410 */`, `/// notifc:ignore N410`), so that it silences nothing. It lists the warnings it silences, such \
        as `// notifc:ignore N410`, separated by white space or commas; errors cannot be silenced.
        """,
      rationale: """
        A bare `notifc:ignore` would silence everything on its line, including warnings nobody has read; \
        naming the code keeps the exception narrow and visible in review. An error stops the build because \
        the output would be wrong, so it is fixed, not silenced.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        // notifc:ignore
        action snooze {
            title: "Snooze"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Name the code of the warning to silence.

        ```
        action accept {
            title: "Accept"
        }

        // notifc:ignore N410
        action snooze {
            title: "Snooze"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
  ]
}
