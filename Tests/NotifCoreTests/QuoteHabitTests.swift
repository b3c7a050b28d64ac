// Quotes from other languages (Lexer+OtherLanguages.swift, Lexer+QuotedDeclarationNames.swift):
// JavaScript's `\'` in a single-quoted string, a declaration's name in quotes and a quoted action
// name in a list, one error each, whose fix-its give a clean file.

import NotifCore
import XCTest

final class QuoteHabitTests: XCTestCase {
  /// JavaScript's `\'` in a single-quoted string is an apostrophe, not the string's end: the
  /// string is one error, whose fix-it writes it in double quotes with the apostrophe as it is. An
  /// escaped backslash (`\\`) is a backslash, and leaves a quote after it to end the string.
  func testAnEscapedApostropheInASingleQuotedStringIsAnApostrophe() throws {
    let compilation = assertDiagnostics(
      """
      action dont {
          title: 1️⃣'Don\\'t remind me'
          behavior: textInput
          textInputPlaceholder: 2️⃣'It\\'s \\'late\\''
          textInputButtonTitle: 3️⃣'Send\\\\' // a backslash
      }
      category c {
          actions: [dont]
      }
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, "strings are written in double quotes"),
        Expected("2️⃣", .unexpectedCharacter, "strings are written in double quotes"),
        Expected("3️⃣", .unexpectedCharacter, "strings are written in double quotes"),
      ])
    let action = try XCTUnwrap(compilation.model.actions.first)
    XCTAssertEqual(action.title.value, "Don't remind me")
    XCTAssertEqual(action.textInputPlaceholder?.value, "It's 'late'")
    XCTAssertEqual(action.textInputButtonTitle?.value, "Send\\")
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action dont {
          title: "Don't remind me"
          behavior: textInput
          textInputPlaceholder: "It's 'late'"
          textInputButtonTitle: "Send\\\\" // a backslash
      }
      category c {
          actions: [dont]
      }
      """)
  }

  /// A declaration's name in double, single or curly quotes is one error at the quote, whose
  /// fix-it removes them, and the declaration is read under the name: the lists that name it
  /// agree. A string that is not a name stays an error about the missing name.
  func testADeclarationNameInQuotesIsOneError() throws {
    let compilation = assertDiagnostics(
      """
      action 1️⃣"reply" {
          title: "Reply"
      }
      action 2️⃣“later” { title: "Later" }
      category 3️⃣'message' {
          actions: [reply, later]
      }
      """,
      [
        Expected("1️⃣", .expectedToken, "unexpected quotes around action name 'reply'"),
        Expected("2️⃣", .unexpectedCharacter, "unexpected quotes around action name 'later'"),
        Expected("3️⃣", .unexpectedCharacter, "unexpected quotes around category name 'message'"),
      ])
    XCTAssertEqual(
      compilation.diagnostics.first?.notes.map(\.message), ["a declaration's name is written without quotes"])
    XCTAssertEqual(compilation.model.categories.first?.name, "message")
    XCTAssertEqual(compilation.model.categories.first?.actions.map(\.name), ["reply", "later"])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action reply {
          title: "Reply"
      }
      action later { title: "Later" }
      category message {
          actions: [reply, later]
      }
      """)
    let spaced = Compiler.compile([
      CompilationInput(path: "t.notif", text: "action \"my reply\" { title: \"A\" }\n")
    ])
    XCTAssertEqual(spaced.diagnostics.first?.message, "expected action name after 'action'")
  }

  /// An action's name in single quotes in a list is two errors, the lexer's (quotes) and the
  /// checker's (a string for a name): the checker's fix-it, which writes the name, is the one kept,
  /// as the two would overlap.
  func testASingleQuotedActionNameInAListIsFixedOnce() throws {
    let compilation = assertDiagnostics(
      """
      action reply {
          title: "Reply"
      }
      category message {
          actions: [1️⃣'reply']
      }
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, "strings are written in double quotes"),
        Expected(
          "1️⃣", .wrongValueKind, "'actions' takes a list of action names, not a string; write 'reply'"),
      ])
    XCTAssertEqual(compilation.diagnostics.map(\.fixIts.count), [0, 1])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action reply {
          title: "Reply"
      }
      category message {
          actions: [reply]
      }
      """)
  }

  /// Swift's `\'` in a double-quoted string is one N105 whose fix-it deletes the backslash, and it
  /// is read as an apostrophe.
  func testAnEscapedApostropheInDoubleQuotes() throws {
    let compilation = assertDiagnostics(
      """
      action a { title: "Don1️⃣\\'t" }
      category c { actions: [a] }
      """, [Expected("1️⃣", .invalidEscape, "invalid escape sequence '\\'' in string literal")])
    XCTAssertEqual(compilation.model.actions.first?.title.value, "Don't")
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action a { title: "Don't" }
      category c { actions: [a] }
      """)
  }
}
