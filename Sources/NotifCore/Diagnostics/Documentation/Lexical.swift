extension DiagnosticDocumentation {
  /// N1xx: characters, strings, comments and numbers (spec section 2).
  static let lexical: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .invalidUTF8,
      title: "invalid UTF-8",
      summary: """
        The file contains bytes that are not well-formed UTF-8: a byte that cannot start a character, a \
        truncated sequence, an overlong form, a surrogate or a value above U+10FFFF. An invalid byte is \
        reported at its offset; in a string literal or a line of a comment, only the first. A UTF-16 \
        file (with or without its byte-order mark) is one error at its start.
        """,
      rationale: """
        `.notif` files are UTF-8 (a leading byte-order mark is ignored), and so are the manifest and the \
        generated Swift that titles and identifiers are copied into. Guessing another encoding would \
        silently change the text of a button or the identifier the app compares with \
        `response.actionIdentifier`.
        """,
      example: #"""
        // Saved as Latin-1: the "é" in the title is the single byte 0xE9.
        action reply {
            title: "Répondre"
        }

        category message {
            actions: [reply]
        }
        """#,
      fix: #"""
        Save the file as UTF-8 without changing its text. A character that is hard to type can also be \#
        written as an escape: `\u{E9}` is "é".

        ```
        action reply {
            title: "Répondre"
        }

        category message {
            actions: [reply]
        }
        ```
        """#),
    DiagnosticDocumentation(
      code: .unexpectedCharacter,
      title: "unexpected character",
      summary: """
        A character that cannot start a token appears outside a string or comment. Outside strings and \
        comments a file contains only names (ASCII letters, digits and `_`), version numbers, strings and \
        the punctuation `{ } [ ] ( ) : ,`. A run of such characters is reported once, and so is a \
        `*/` that ends no block comment. Habits from other languages are read as what they mean, with a \
        fix-it, so that nothing else is reported for them: a `#` comment (`//`), Objective-C's `#import` \
        (an import: the `#` deleted), a string in single or curly quotes (straight double quotes; \
        JavaScript's `\\'` in it is an apostrophe), a declaration's name in them (unquoted), `=` \
        between a property and its value (`:`) or after a directive's keyword or a declaration's name \
        (deleted), a `;` (deleted), Swift's leading `.` before a value (`.foreground`, deleted) or its \
        type's name (`UNNotificationActionOptions.foreground`, `Bundle.main`: deleted; \
        `INSendMessageIntent.identifier` is the intent's name), and a name with `-` between its words \
        (`accept-invite`), one error at its first `-`, read with `_` for each (`accept_invite`, so that a declaration and the lists that name it \
        still agree), or in camel case when that is a property's name or one of the values a property \
        takes (`text-input-placeholder`, `custom-dismiss-action`); where a string goes (`title: Sign-in`), \
        it is kept as written, and N903 alone offers it in quotes. Swift's `#if`, `#elseif`, `#else`, \
        `#endif`, `#warning`, `#error` and `#available` are one error each with no fix-it, and their line \
        is skipped: as comments, `#if DEBUG` would put its debug-only declarations in every build.
        """,
      rationale: """
        Characters such as `.`, `;`, `=` or `-` usually come from Swift, JSON or another notification \
        library, and mean nothing here. Skipping them silently would hide the mistake that put them there. \
        Names are ASCII because they become Swift identifiers in the generated code.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
            options: [.customDismissAction]
        }
        """,
      fix: """
        Delete the character. Options and values are written without Swift's leading dot, properties are \
        separated by line breaks rather than `;`, and names use `_` rather than `-`.

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
      code: .unterminatedString,
      title: "unterminated string literal",
      summary: """
        A string has no closing `"` on its line. Strings cannot span lines: the string is taken to end at \
        the line break, unless the first of the next four lines that has a `"` has it followed only by \
        what may end a value (blanks, `,`, `]`, `)`, `}` or a comment): then that quote ends it, so that \
        a text written over several lines is one error, not a cascade about its other lines. A string \
        that ends its line with closers (`)`, `]`, `}`, `,`) and has no `(`, `[` or `{` before them, \
        as in `localized("accept.title)`, ends before them, and the fix-it closes it there.
        """,
      rationale: """
        Keeping strings on one line stops a missing quote from swallowing the rest of the file, so the \
        error points at the string that is wrong. A line break that belongs in the text is written `\\n`.
        """,
      example: """
        action accept {
            title: "Accept
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Close the string on the same line.

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
      code: .unterminatedBlockComment,
      title: "unterminated block comment",
      summary: """
        A `/*` comment has no matching `*/` before the end of the file. Block comments nest, so every `/*` \
        inside a comment, such as the one in `files/*.notif`, needs its own `*/`. The error is at the `/*`; \
        what the comment may hide is not reported as missing (the `}` of a declaration that the comment \
        starts in, or a property's value), nor checked (an action's title).
        """,
      rationale: """
        Nesting lets you comment out a region that already contains block comments, as in Swift. The cost \
        is that `/*` in comment text opens a new level. Everything after the missing `*/` is comment, so \
        without this error the declarations there would silently disappear.
        """,
      example: """
        /* Shared by every app target; see files/*.notif */

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Close every `/*` that the comment opens, or write the text as `//` comments, which do not nest.

        ```
        // Shared by every app target; see files/*.notif

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .invalidEscape,
      title: "invalid escape sequence",
      summary: #"""
        A backslash in a string is followed by something other than `\`, `"`, `n`, `r`, `t`, `0` or \#
        `u{…}`, or ends the line. The valid escapes are `\\ \" \n \r \t \0 \u{…}`. Swift's `\'` is \#
        read as the apostrophe it means, with a fix-it that deletes the backslash.
        """#,
      rationale: """
        A fixed set of escapes means a string's value is never in doubt when it is copied into the \
        manifest and the generated Swift, which have escapes of their own. A sequence such as `\\'` is \
        more often copied from another language than meant as a backslash.
        """,
      example: #"""
        action mute {
            title: "Don\'t Notify Me"
        }

        category invite {
            actions: [mute]
        }
        """#,
      fix: #"""
        Write the character itself (`'` needs no escape), or `\\` for a backslash.

        ```
        action mute {
            title: "Don't Notify Me"
        }

        category invite {
            actions: [mute]
        }
        ```
        """#),
    DiagnosticDocumentation(
      code: .invalidUnicodeEscape,
      title: "invalid Unicode escape",
      summary: #"""
        A `\u` escape is not written `\u{…}` with 1 to 8 hexadecimal digits that name a Unicode scalar. \#
        Surrogates (U+D800 to U+DFFF) and values above U+10FFFF are not scalars.
        """#,
      rationale: #"""
        The braces mark where the escape ends, as in Swift. The JSON and Java forms (`\u00E9`, and \#
        surrogate pairs such as `\uD83D\uDE00`) are not accepted: half of a surrogate pair cannot be \#
        stored in a UTF-8 string on its own.
        """#,
      example: #"""
        action reply {
            title: "R\u00E9pondre"
        }

        category message {
            actions: [reply]
        }
        """#,
      fix: #"""
        Put the digits in braces, or write the character itself.

        ```
        action reply {
            title: "R\u{E9}pondre"
        }

        category message {
            actions: [reply]
        }
        ```
        """#),
    DiagnosticDocumentation(
      code: .stringTooLong,
      title: "string literal too long",
      summary: """
        A string literal is longer than 64 KiB (65,536 bytes of source).
        """,
      rationale: """
        Titles, identifiers and formats are short; a push payload, which carries the category identifier, \
        is limited to 4 KB. A string this long is generated or damaged input, and the limit keeps the \
        compiler's time and memory bounded on any input.
        """,
      example: """
        action accept {
            title: "Accept Accept Accept …" // 70,000 characters on one line
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Shorten the string. Text longer than a few words does not fit on a notification button.

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
      code: .invalidNumber,
      title: "invalid version number",
      summary: """
        A version number has a `.` that is not followed by a digit, as in `15.` or `15..0`. Versions are \
        written `15`, `15.0` or `15.4.1`.
        """,
      rationale: """
        Version numbers appear in the `notif` line and in `platform` lines, where they decide which checks \
        apply and which `#available` guards the generated Swift needs. A version with an empty component \
        has no clear meaning.
        """,
      example: """
        platform ios 15.

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Complete or remove the last component.

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
  ]
}
