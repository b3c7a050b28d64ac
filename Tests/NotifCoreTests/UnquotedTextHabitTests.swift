// A text of several words without quotes (Parser+UnquotedText.swift), as YAML writes one: one
// error whose fix-it quotes the line's words, and the text is read as that string.

import NotifCore
import XCTest

final class UnquotedTextHabitTests: XCTestCase {
  /// The words up to the end of the line or the next property's name are one N903, with the
  /// characters the lexer skipped between them kept in the fix-it (and escaped as a string needs);
  /// the text is read, so nothing else is reported about it. One word stays the checker's N903.
  func testWordsWithoutQuotesAreOneText() throws {
    let compilation = assertDiagnostics(
      """
      action a {
          title: 1️⃣Mark as Read 2 destructive: true
          behavior: textInput
          textInputPlaceholder: 2️⃣Say hi}
      category c { actions: [a] hiddenPreviewsBodyPlaceholder: 3️⃣new 4️⃣@messages }
      category d { actions: [a] hiddenPreviewsBodyPlaceholder: 5️⃣Hidden }
      """,
      [
        Expected(
          "1️⃣", .wrongValueKind,
          "'title' takes a string or localized(...), not words without quotes; write '\"Mark as Read 2\"'"),
        Expected(
          "2️⃣", .wrongValueKind,
          "'textInputPlaceholder' takes a string or localized(...), not words without quotes; write '\"Say hi\"'"
        ),
        Expected(
          "3️⃣", .wrongValueKind,
          "'hiddenPreviewsBodyPlaceholder' takes a string or localized(...), not words without quotes; write '\"new @messages\"'"
        ),
        Expected("4️⃣", .unexpectedCharacter, "unexpected character '@'"),
        Expected(
          "5️⃣", .wrongValueKind,
          "'hiddenPreviewsBodyPlaceholder' takes a string or localized(...), not the name 'Hidden'; write '\"Hidden\"'"
        ),
      ])
    let action = try XCTUnwrap(compilation.model.actions.first)
    XCTAssertEqual(action.title.value, "Mark as Read 2")
    XCTAssertEqual(action.textInputPlaceholder?.value, "Say hi")
    XCTAssertTrue(action.destructive)
    XCTAssertEqual(compilation.model.categories.first?.hiddenPreviewsBodyPlaceholder?.value, "new @messages")
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action a {
          title: "Mark as Read 2" destructive: true
          behavior: textInput
          textInputPlaceholder: "Say hi"}
      category c { actions: [a] hiddenPreviewsBodyPlaceholder: "new @messages" }
      category d { actions: [a] hiddenPreviewsBodyPlaceholder: "Hidden" }
      """)
  }

  /// The rest of the line is the text: the characters the lexer skipped after the last word too
  /// (`?`, `%@`), up to a comment; a name before `true` or `false` is the next property (its
  /// colon missing), not a word.
  func testTheTextRunsToTheLinesEnd() throws {
    let compilation = assertDiagnostics(
      """
      action a {
          title: 1️⃣Are you sure2️⃣? // ask
          destructive: true
      }
      action b { title: 3️⃣Reply destructive4️⃣ true }
      category c { actions: [a, b] categorySummaryFormat: 5️⃣%u more from 6️⃣%@ }
      """,
      [
        Expected(
          "1️⃣", .wrongValueKind,
          "'title' takes a string or localized(...), not words without quotes; write '\"Are you sure?\"'"),
        Expected("2️⃣", .unexpectedCharacter, "unexpected character '?'"),
        Expected(
          "3️⃣", .wrongValueKind,
          "'title' takes a string or localized(...), not the name 'Reply'; write '\"Reply\"'"),
        Expected("4️⃣", .expectedToken, "expected ':' after property name 'destructive'"),
        Expected("5️⃣", .unexpectedCharacter, "unexpected character '%'"),
        Expected(
          "5️⃣", .wrongValueKind,
          "'categorySummaryFormat' takes a string or localized(...), not words without quotes; write '\"%u more from %@\"'"
        ),
        Expected("6️⃣", .unexpectedCharacter, "unexpected character '%'"),
      ])
    XCTAssertEqual(compilation.model.categories.first?.categorySummaryFormat?.value, "%u more from %@")
  }

  /// A name with `-` where a string goes keeps its hyphens (`Sign-in`, `com-example-a`): one N903
  /// whose fix-it quotes it as written, and no error about joining its words with `_`.
  func testAHyphenatedNameWhereAStringGoesKeepsItsHyphens() throws {
    let compilation = assertDiagnostics(
      """
      action a { title: 1️⃣Sign-in identifier: 2️⃣com-example-a }
      category c { actions: [a] intentIdentifiers: [3️⃣IN-x] }
      """,
      [
        Expected(
          "1️⃣", .wrongValueKind,
          "'title' takes a string or localized(...), not the name 'Sign-in'; write '\"Sign-in\"'"),
        Expected(
          "2️⃣", .wrongValueKind,
          "'identifier' takes a string, not the name 'com-example-a'; write '\"com-example-a\"'"
        ),
        Expected(
          "3️⃣", .wrongValueKind,
          "'intentIdentifiers' takes a list of strings, not the name 'IN-x'; write '\"IN-x\"'"),
      ])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action a { title: "Sign-in" identifier: "com-example-a" }
      category c { actions: [a] intentIdentifiers: ["IN-x"] }
      """)
  }

  /// After a misspelt text property (snake case, a typo, another tool's name), the words are read
  /// as the property's that N901 suggests, among those of the declaration's kind: its N901 and one
  /// N903, whose fix-its together give a clean file. A known property that takes a name is not
  /// read so.
  func testWordsAfterAMisspeltTextProperty() throws {
    let compilation = assertDiagnostics(
      """
      action a {
          1️⃣titel: 2️⃣Mark as Read
          behavior: textInput
          3️⃣text_input_placeholder: 4️⃣Type a message
      }
      action b {
          title: "B"
          activation: foreground 5️⃣background6️⃣
      }
      category c {
          actions: [a, b]
          7️⃣previewPlaceholder: 8️⃣Content hidden
      }
      """,
      [
        Expected("1️⃣", .unknownProperty, "unknown property 'titel' for an action; did you mean 'title'?"),
        Expected(
          "2️⃣", .wrongValueKind,
          "'title' takes a string or localized(...), not words without quotes; write '\"Mark as Read\"'"),
        Expected(
          "3️⃣", .unknownProperty,
          "unknown property 'text_input_placeholder' for an action; did you mean 'textInputPlaceholder'?"),
        Expected(
          "4️⃣", .wrongValueKind,
          "'textInputPlaceholder' takes a string or localized(...), not words without quotes; write '\"Type a message\"'"
        ),
        Expected(
          "5️⃣", .unknownProperty,
          "unknown property 'background' for an action; 'background' is a value of 'activation'"),
        Expected("6️⃣", .expectedToken, "expected ':' after property name 'background'"),
        Expected(
          "7️⃣", .unknownProperty,
          "unknown property 'previewPlaceholder' for a category; did you mean 'hiddenPreviewsBodyPlaceholder'?"
        ),
        Expected(
          "8️⃣", .wrongValueKind,
          "'hiddenPreviewsBodyPlaceholder' takes a string or localized(...), not words without quotes; write '\"Content hidden\"'"
        ),
      ])
    XCTAssertEqual(compilation.diagnostics.prefix(4).map(\.fixIts.count), [1, 1, 1, 1])
    XCTAssertEqual(
      ParserHabitTests.applyingEveryFixIt(compilation).split(separator: "\n").prefix(5).joined(
        separator: "\n"),
      """
      action a {
          title: "Mark as Read"
          behavior: textInput
          textInputPlaceholder: "Type a message"
      }
      """)
  }

  /// After an unknown property that spells no text property, several words are one value too:
  /// its N901 and one N903, not a property for each further word. A single word, or words up to
  /// the next property on the line, are read as before. The N903 is the parser's, so that `fmt`
  /// still refuses the file rather than lay out words it would not keep as they are.
  func testWordsAfterAnUnknownProperty() throws {
    let source = """
      action a {
          title: "A"
          1️⃣subtitle: 2️⃣Hello there
          3️⃣color: red
          4️⃣tint: blue destructive: true
      }
      category c { actions: [a] }
      """
    let compilation = assertDiagnostics(
      source,
      [
        Expected("1️⃣", .unknownProperty, "unknown property 'subtitle' for an action"),
        Expected("2️⃣", .wrongValueKind, "a value of several words needs quotes; write '\"Hello there\"'"),
        Expected("3️⃣", .unknownProperty, "unknown property 'color' for an action"),
        Expected("4️⃣", .unknownProperty, "unknown property 'tint' for an action"),
      ])
    XCTAssertTrue(
      ParserHabitTests.applyingEveryFixIt(compilation).contains("subtitle: \"Hello there\"\n"))
    let parsed = Compiler.parse(CompilationInput(path: "test.notif", text: MarkedSource(source).text))
    XCTAssertEqual(parsed.diagnostics.map(\.code), [.wrongValueKind])
    XCTAssertEqual(
      parsed.tree.declarations.first?.properties.map(\.name.text),
      ["title", "subtitle", "color", "tint", "destructive"])
    // A name that spells a list property is left to its N901, whose fix-it names the list (the
    // words are not one string); words that start with a number are words too; and a property's
    // name before a string ends the words: it is the next property, without its colon.
    assertDiagnostics(
      """
      action a {
          title: 1️⃣3 new messages
          2️⃣summary: 3️⃣3 new
          4️⃣note: Hello 5️⃣identifier6️⃣ "A"
      }
      category c {
          actions: [a]
          7️⃣optons: customDismissAction 8️⃣allowInCarPlay9️⃣
      }
      """,
      [
        Expected(
          "1️⃣", .wrongValueKind,
          "'title' takes a string or localized(...), not words without quotes; write '\"3 new messages\"'"),
        Expected("2️⃣", .unknownProperty, "unknown property 'summary' for an action"),
        Expected("3️⃣", .wrongValueKind, "a value of several words needs quotes; write '\"3 new\"'"),
        Expected("4️⃣", .unknownProperty, "unknown property 'note' for an action"),
        Expected("6️⃣", .expectedToken, "expected ':' after property name 'identifier'"),
        Expected("7️⃣", .unknownProperty, "unknown property 'optons' for a category; did you mean 'options'?"),
        Expected(
          "8️⃣", .unknownProperty, "unknown property 'allowInCarPlay' for a category; it is a category option"),
        Expected("9️⃣", .expectedToken, "expected ':' after property name 'allowInCarPlay'"),
      ])
  }

  /// The text starts after the property's `:` (or the `=` the lexer reads as one), however the line
  /// goes on before it: the fix-it quotes the words, not the name; characters the lexer skipped
  /// between the colon and the first word (`<=`) are part of the text, so that nothing of them is
  /// left outside the quotes; a comment there is not.
  func testTheTextStartsAfterTheColon() throws {
    let words = "'title' takes a string or localized(...), not words without quotes; write "
    let cases: [(line: String, messages: [String], fixed: String)] = [
      (
        "title=Mark as Read", ["a property's value follows ':', not '='", words + "'\"Mark as Read\"'"],
        "title:\"Mark as Read\""
      ),
      (
        "title: <=Back to inbox", ["unexpected character '<'", words + "'\"<=Back to inbox\"'"],
        "title: \"<=Back to inbox\""
      ),
      (
        "title:/* c */Mark as Read", [words + "'\"Mark as Read\"'"],
        "title:/* c */\"Mark as Read\""
      ),
    ]
    for (line, messages, fixed) in cases {
      let compilation = Compiler.compile([
        CompilationInput(path: "t.notif", text: "action a {\n  \(line)\n}\ncategory c { actions: [a] }\n")
      ])
      XCTAssertEqual(compilation.diagnostics.map(\.message), messages, line)
      try ParserHabitTests.assertFixItsGiveACleanFile(
        compilation, "action a {\n  \(fixed)\n}\ncategory c { actions: [a] }\n")
    }
  }

  /// A `/* … */` between the words does not end them, but is no part of the text: the fix-it
  /// quotes the words and keeps the comments after them. A line comment, or a block comment over
  /// lines, ends the words.
  func testCommentsAmongTheWords() throws {
    let words = "'title' takes a string or localized(...), not words without quotes; write "
    let cases: [(line: String, messages: [String], fixed: String)] = [
      (
        "title: Mark /* TODO */ as Read", [words + "'\"Mark as Read\"'"],
        "title: \"Mark as Read\" /* TODO */"
      ),
      (
        "title: Mark/* a */ /* b */as  /*c*/ Read", [words + "'\"Mark as Read\"'"],
        "title: \"Mark as Read\" /* a */ /* b */ /*c*/"
      ),
      (
        "title: Mark/*c*/as Read", [words + "'\"Mark as Read\"'"],
        "title: \"Mark as Read\" /*c*/"
      ),
      (
        "title: Mark as Read // TODO", [words + "'\"Mark as Read\"'"],
        "title: \"Mark as Read\" // TODO"
      ),
      (
        "title: Mark as /* TODO\n */ Read",
        [
          words + "'\"Mark as\"'", "unknown property 'Read' for an action",
          "expected ':' after property name 'Read'",
        ],
        ""
      ),
    ]
    for (line, messages, fixed) in cases {
      let compilation = Compiler.compile([
        CompilationInput(path: "t.notif", text: "action a {\n  \(line)\n}\ncategory c { actions: [a] }\n")
      ])
      XCTAssertEqual(compilation.diagnostics.map(\.message), messages, line)
      guard !fixed.isEmpty else { continue }
      try ParserHabitTests.assertFixItsGiveACleanFile(
        compilation, "action a {\n  \(fixed)\n}\ncategory c { actions: [a] }\n")
    }
  }
}
