import XCTest

@testable import NotifCore

/// The clang/swiftc text form: location, severity, message and code; the source line with a caret;
/// a fix-it line; notes; and one line per message whatever the source strings hold.
final class TextDiagnosticRendererTests: XCTestCase {
  func render(_ text: String) -> String {
    let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: text)])
    return TextDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources)
  }

  func testCaretFixItAndNote() {
    XCTAssertEqual(
      render(
        "action accept { title: \"A\" }\naction b { title: \"B\" }\ncategory c { actions: [acept, b] }\n"),
      """
      t.notif:3:24: error: cannot find action 'acept'; did you mean 'accept'? [N408]
      category c { actions: [acept, b] }
                             ^~~~~
                             accept

      """)
  }

  /// A fix-it on another line than the diagnostic's is a note of its own, with its line and the
  /// replacement under it, where the text output would otherwise not show it at all.
  func testAFixItOnAnotherLineIsANote() {
    XCTAssertEqual(
      render(
        """
        action accept { title: "Accept" }
        action decline { title: "Decline" }
        action later { title: "Later" }
        category d {
            actions: [accept, decline, later]
            minimalActions: [later, accept]
        }

        """),
      """
      t.notif:6:21: warning: minimal actions of category 'd' are not the first of its actions; iOS 10 and \
      later show [accept, decline] when space is limited [N505]
          minimalActions: [later, accept]
                          ^~~~~~~~~~~~~~~
      t.notif:5:14: note: replace '[accept, decline, later]' with '[later, accept, decline]'
          actions: [accept, decline, later]
                   ^~~~~~~~~~~~~~~~~~~~~~~~
                   [later, accept, decline]

      """)
    let quiet = TextDiagnosticRenderer(snippets: false)
    let compilation = Compiler.compile([
      CompilationInput(
        path: "t.notif",
        text: "action a { title: \"A\" }\naction b { title: \"B\" }\ncategory d {\n  actions: [a, b]\n"
          + "  minimalActions: [b]\n}\n")
    ])
    XCTAssertEqual(
      quiet.render(compilation.diagnostics, sources: compilation.sources).split(separator: "\n").last,
      "t.notif:4:12: note: replace '[a, b]' with '[b, a]'")
  }

  /// An insertion at the end of the caret line (a missing `]`) is shown under the caret, once,
  /// and not again as a note; with snippets off, neither is shown.
  func testAnInsertionAtTheEndOfTheLineIsShownOnceUnderTheCaret() {
    let source = "action a { title: \"A\" }\ncategory c {\n  actions: [a\n}\n"
    XCTAssertEqual(
      render(source),
      """
      t.notif:3:14: error: expected ']' to end list [N201]
        actions: [a
                   ^
                   ]
      t.notif:3:12: note: list begins here

      """)
    let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: source)])
    XCTAssertFalse(
      TextDiagnosticRenderer(snippets: false).render(compilation.diagnostics, sources: compilation.sources)
        .contains("insert"))
  }

  /// A fix-it that starts a new line (a missing `}`, a second platform) is a note that says so,
  /// without the caret line again; one on another line keeps its own.
  func testAFixItStartingANewLineIsANote() {
    XCTAssertEqual(
      render("action a { title: \"A\" }\ncategory c {\n  actions: [a]\n"),
      """
      t.notif:3:15: error: expected '}' to end category 'c' [N201]
        actions: [a]
                    ^
      t.notif:3:15: note: insert '}' on a new line
      t.notif:2:10: note: category 'c' begins here
      category c {
               ^

      """)
    XCTAssertEqual(
      render("platform ios 15.0, watchos 8.0\naction a { title: \"A\" }\ncategory c { actions: [a] }\n"),
      """
      t.notif:1:18: error: unexpected ',' after a platform's deployment target [N201]
      platform ios 15.0, watchos 8.0
                       ^
      t.notif:1:18: note: replace ', ' with a new line starting 'platform'
      t.notif:1:18: note: each platform has a 'platform' line of its own

      """)
    // Text replaced across a line break (CR LF here) is not quoted.
    XCTAssertTrue(
      render("platform ios 15.0,\r\n  watchos 8.0\r\n").contains(
        "t.notif:1:18: note: replace with a new line starting 'platform'\n"))
  }

  func testMessagesQuotingLineBreaksStayOnOneLine() {
    let output = render(
      "action a { title: \"x\\ny\" }\naction b { title: \"x\\ny\" }\ncategory c { actions: [a, b] }\n")
    let header = output.split(separator: "\n").first { $0.contains("warning:") }
    XCTAssertEqual(
      header, "t.notif:2:19: warning: actions 'a' and 'b' in category 'c' have the same title 'x\\ny' [N908]")
    // A CR LF in a title is one `Character`, which a search for "\r" or "\n" would not find.
    let source =
      "action a { title: \"x\\r\\ny\" }\naction b { title: \"x\\r\\ny\" }\ncategory c { actions: [a, b] }\n"
    XCTAssertTrue(render(source).contains("the same title 'x\\r\\ny' [N908]\n"), render(source))
    let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: source)])
    let annotation = GitHubDiagnosticRenderer.render(compilation.diagnostics, sources: compilation.sources)
    XCTAssertTrue(annotation.contains("the same title 'x\\r\\ny'%0A"), annotation)
    XCTAssertEqual(annotation.filter(\.isNewline).count, 1, "one annotation, one line")
  }

  /// A file's name is shown on one line, its control characters replaced, as a message is: a name
  /// with a line break cannot forge a diagnostic, nor one with an escape drive the terminal.
  func testAPathCannotForgeADiagnosticOrDriveTheTerminal() {
    let path = "x\nevil.notif:9:9: error: forged [N000]\n\u{1B}[31mred.notif"
    let compilation = Compiler.compile([CompilationInput(path: path, text: "action a {")])
    let output = TextDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources)
    XCTAssertTrue(
      output.hasPrefix("x\\nevil.notif:9:9: error: forged [N000]\\n\u{FFFD}[31mred.notif:1:"),
      output)
    XCTAssertFalse(output.contains("\u{1B}"), output)
    XCTAssertFalse(output.split(separator: "\n").contains { $0.hasPrefix("evil.notif") }, output)
  }

  func testCaretLinesUpUnderMultiByteCharactersAndTabs() {
    let output = render("action a { title: \"é\"\t destructive: 1 }\ncategory c { actions: [a] }\n")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(
      lines[0],
      "t.notif:1:38: error: 'destructive' takes true or false, not a number; did you mean 'true'? [N903]")
    XCTAssertEqual(lines[2], "                     \t              ^")
  }

  /// A wide character (CJK, an emoji) takes two columns of a terminal and a combining mark none:
  /// the caret and its tildes count columns, not characters.
  func testCaretCountsTerminalColumnsOfWideCharactersAndCombiningMarks() {
    let output = render(
      "action a { title: \"👋 你好 e\u{301}\" destructive: \"你好\" }\ncategory c { actions: [a] }\n")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertTrue(lines[0].hasPrefix("t.notif:1:50: error: 'destructive' takes true or false"), "\(lines[0])")
    XCTAssertEqual(lines[2], String(repeating: " ", count: 43) + "^~~~~~")
  }

  func testTerminalColumnsOfCharacters() {
    let cases: [(Character, Int)] = [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("\u{200D}", 0), ("你", 2), ("한", 2), ("Ａ", 2),
      ("👋", 2), ("\u{1F600}", 2), ("→", 1), ("\u{AD}", 1),
      // Emoji asked for with U+FE0F, a flag, a skin tone, a family, decomposed Hangul.
      ("\u{2764}\u{FE0F}", 2), ("\u{2764}", 1), ("🇫🇷", 2), ("👋🏽", 2), ("👨\u{200D}👩\u{200D}👧", 2),
      ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{E17}", 1), ("\u{E33}", 1), ("\u{915}\u{93E}", 2),
    ]
    for (character, width) in cases {
      XCTAssertEqual(
        TerminalColumns.width(of: character), width,
        character.unicodeScalars.map { "U+\(String($0.value, radix: 16))" }.joined(separator: " "))
    }
  }

  /// A long line (a minified file) is shown around the span, cut with "...", the caret still under
  /// the span.
  func testALongLineIsShownAroundTheSpan() {
    let output = render(
      "action a { title: \"\(String(repeating: "x", count: 500))\" destructive: 1 } // \(String(repeating: "é", count: 300))\n"
        + "category c { actions: [a] }\n")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertTrue(
      lines[0].hasPrefix("t.notif:1:535: error: 'destructive' takes true or false"), "\(lines[0])")
    XCTAssertEqual(
      lines[1],
      "..." + String(repeating: "x", count: 65) + "\" destructive: 1 } // "
        + String(repeating: "é", count: 37) + "...")
    XCTAssertEqual(lines[2], String(repeating: " ", count: 83) + "^")
  }
}
