extension DiagnosticDocumentation {
  /// N109–N111: characters that hide what a file says (bidirectional controls, invisible
  /// characters) or what it is (merge conflict markers); the rest of N1xx is in `Lexical.swift`.
  static let lexicalCharacters: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .bidiControlCharacter,
      title: "bidirectional control character",
      summary: """
        A string or comment contains a bidirectional formatting character: U+061C, U+200E, U+200F, U+202A \
        to U+202E, or U+2066 to U+2069. These characters are invisible and change the order in which the \
        text around them is displayed. A string, or a line of a comment, reports the first only. (Shown \
        here as `<U+202E>`.)
        """,
      rationale: """
        This is the "Trojan Source" problem (CVE-2021-42574): an editor or a code review shows the text in \
        a different order than the compiler reads it, so a title or an identifier can look right and be \
        something else. Right-to-left text such as Arabic or Hebrew displays correctly without these \
        characters in most cases.
        """,
      example: """
        action accept {
            title: "\u{202E}Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: #"""
        Delete the character. When the text really needs one, write it as an escape such as `\u{200F}`, \#
        which is visible in the source and not reported.

        ```
        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """#),
    DiagnosticDocumentation(
      code: .invisibleCharacter,
      title: "invisible character in string",
      summary: """
        A string contains a character that renders as nothing: a soft hyphen (U+00AD), a zero-width space, \
        non-joiner or word joiner (U+200B, U+200C, U+2060 to U+2064), U+180E, a byte-order mark \
        (U+FEFF), or a control character written as is (U+0000 to U+001F but the tab, U+007F to U+009F). \
        The zero-width joiner U+200D is allowed, because emoji sequences need it. A string reports the \
        first such character only. (Shown here as `<U+200B>`.)
        """,
      rationale: """
        An invisible character makes two strings that look the same differ. In an identifier it breaks the \
        match with the `aps.category` of a push payload or with the string the app compares \
        `response.actionIdentifier` to; Apple: for a category identifier "that doesn't match one of your \
        registered categories, the system displays your notification without custom actions". Such \
        characters usually arrive by copy and paste.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        category invite {
            identifier: "INVITE\u{200B}"
            actions: [accept]
        }
        """,
      fix: #"""
        Delete the character. If it is intended, write it as an escape (`\u{200B}`) so that it is visible.

        ```
        action accept {
            title: "Accept"
        }

        category invite {
            identifier: "INVITE"
            actions: [accept]
        }
        ```
        """#),
    DiagnosticDocumentation(
      code: .mergeConflictMarker,
      title: "merge conflict marker",
      summary: """
        A line starts with a version-control conflict marker (`<<<<<<<`, `|||||||`, `=======` or \
        `>>>>>>>` followed by a space or the end of the line). notifc reports each conflict once, at its \
        first marker line, skips the marker lines, and compiles only the first side of the conflict (the \
        base and the other branch's side are skipped with the markers), so a half-merged file gives one \
        error instead of a cascade of syntax errors and duplicates. That line is the `<<<<<<<` line, or, \
        when the `<<<<<<<` line has been deleted and the other markers left, the first of those.
        """,
      rationale: """
        Both sides of an unresolved conflict are still in the file; compiling either would register \
        categories nobody chose. The conflict must be resolved by a person. A marker left after a \
        conflict was resolved only in part shows that nobody finished checking the result.
        """,
      example: """
        action accept {
        <<<<<<< HEAD
            title: "Accept"
        =======
            title: "OK"
        >>>>>>> feature
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Keep one side and delete the markers.

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
