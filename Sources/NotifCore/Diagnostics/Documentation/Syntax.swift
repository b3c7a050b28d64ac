extension DiagnosticDocumentation {
  /// N2xx: the grammar of a file, and the limits of the parser (spec section 3).
  static let syntax: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .expectedToken,
      title: "expected token",
      summary: """
        The parser needed a particular token and found something else: a `:` after a property name, a `{` \
        or `}` around a declaration's properties, a `]` or `,` in a list, a `)` after `localized(`, or the \
        name, version, path or table that a declaration or directive needs. The message names the token; \
        a fix-it inserts it when the intent is clear. Habits from other languages are reported once \
        each, with a fix-it, and the rest is read as meant: a comma between two properties, as JSON and \
        Swift write them (deleted: properties are separated by blanks and line breaks); a colon after a \
        directive's keyword or a declaration's name, as in `notif: 1` or `action accept: {` (deleted); several platforms listed on one line, as in \
        `platform ios 15.0, watchos 8.0` (with or without commas, or a comma and the next on the next \
        line: one `platform` line each); a property name in quotes, as \
        in `"title": "Accept"`, or a declaration's, as in `action "reply" {` (unquoted, and the \
        declaration read under the name); and a comma-separated list without brackets, \
        `actions: accept, decline` (the values on the line, in brackets; one name alone is N903's); and \
        Swift's `NSLocalizedString(…)` or `String(localized: …)` for a localized text (`localized(`; its \
        Swift labels are N702's); and a set in braces, as Dart writes one, `options: {customDismissAction}` \
        (in brackets). Swift's initializer after a declaration's name, `action reply = \
        UNNotificationAction(…)`, is one error with no fix-it, and is skipped whole; Swift's type before \
        the `{`, `action reply: UNNotificationAction {`, one error whose fix-it deletes it. A `notif` line \
        whose version is not a number, such as \
        `notif "1"`, is reported here too.
        """,
      rationale: """
        Every property is `name: value` and every declaration is `keyword name { … }` (see \
        `grammar/notif.ebnf`). Naming the missing token, then resuming at the next property or \
        declaration, lets one run report every mistake in the file rather than the first.
        """,
      example: """
        action accept {
            title "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Insert the missing token.

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
      code: .expectedDeclaration,
      title: "expected declaration",
      summary: """
        At the top level of a file the parser found something that begins neither a `notif`, `platform`, \
        `import` or `localization` line nor an `action` or `category` declaration. A misspelled keyword \
        gets a "did you mean" suggestion; keywords are case-sensitive. A misspelled or capitalized keyword \
        followed by what it takes (`Action accept {`, `actoin accept {`, `Platform ios 15.0`) is read as \
        meant, so that the declaration or directive is still checked. Swift's `let` or `var` statement \
        (code copied from an app) is one error, and is skipped to the next directive or declaration.
        """,
      rationale: """
        Only directives and declarations can stand at the top level. The parser skips to the next line \
        that begins one, so the rest of the file is still checked; what was skipped is not.
        """,
      example: """
        action accept {
            title: "Accept"
        }
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Remove the stray text, here a second `}`, or correct the keyword.

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
      code: .expectedValue,
      title: "expected value",
      summary: """
        A property, or a labelled argument of `localized(...)`, has a colon but no value, or a value that \
        begins with a token no value can begin with; or a list has a comma with no element before it \
        (`[a,,b]`). A value is a string, `true`, `false`, a name, a list `[…]` or `localized(…)`. An object \
        in braces, as other tools' configurations declare an action inside a category's list \
        (`actions: [{ id: "reply" }]`), is one error, and the braces are skipped as a whole, so that their \
        `}` does not end the declaration.
        """,
      rationale: """
        There is no way to write "unset": a property left out takes its default, and a property written \
        without a value is a mistake.
        """,
      example: """
        action accept {
            title:
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Write the value, or remove the property to use its default.

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
      code: .nestingTooDeep,
      title: "values nested too deeply",
      summary: """
        Lists or `localized(...)` calls are nested more than 32 levels deep. The too-deep value is skipped \
        as a whole.
        """,
      rationale: """
        No property takes a nested list, so deep nesting is generated or damaged input. The limit keeps \
        the parser's stack and memory bounded on any input.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        category invite {
            actions: \(String(repeating: "[", count: 33))accept\(String(repeating: "]", count: 33))
        }
        """,
      fix: """
        Write the value without nesting.

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
      code: .fileTooLarge,
      title: "file too large",
      summary: """
        A source file is larger than 64 MiB. It is not read any further.
        """,
      rationale: """
        A `.notif` file declares an app's notification categories and is a few kilobytes. A file of this \
        size is the wrong file, such as an archive or a log passed by mistake, and the limit keeps memory \
        bounded.
        """,
      example: """
        // Any file of more than 67,108,864 bytes.
        """,
      fix: """
        Pass the right file. If the declarations really fill this much, split them into files joined with \
        `import`.

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
      code: .unsupportedLanguageVersion,
      title: "unsupported language version",
      summary: """
        The `notif` line names a language version other than 1, the only version this compiler reads.
        """,
      rationale: """
        The version line says which language a file is written in, so that a later version can change \
        meanings without misreading older files. A file that asks for a version notifc does not know is \
        not guessed at.
        """,
      example: """
        notif 2

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Write `notif 1`, or remove the line: it is optional.

        ```
        notif 1

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .misplacedDirective,
      title: "misplaced directive",
      summary: """
        A `platform`, `import` or `localization` line comes after the first action or category, or a \
        `notif` line is not the first line of the file. The directive still takes effect.
        """,
      rationale: """
        Directives describe the whole file (its language version, deployment targets, imports and default \
        strings table), so they belong at the top, where a reader looks for them.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }

        platform ios 16.0
        """,
      fix: """
        Move the line above the first declaration, after the `notif` line if there is one.

        ```
        platform ios 16.0

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .tooManyDiagnostics,
      title: "too many diagnostics",
      summary: """
        The build produced more diagnostics than notifc prints. This note follows the last one printed and \
        says how many were left out.
        """,
      rationale: """
        When a file produces a long run of errors, the later ones are usually consequences of the first: a \
        wrong encoding or a missing `*/` can cause an error on every line. Stopping keeps the useful part \
        of the output on the screen.
        """,
      example: """
        // Saved as UTF-16: every other byte is 0x00, which is reported as an
        // unexpected character, many times on every line.
        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Fix the first diagnostics, which often cause the rest, and compile again. Here, save the file as \
        UTF-8.

        ```
        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
  ]
}
