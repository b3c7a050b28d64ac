// Quotes from other languages (Lexer+OtherLanguages.swift): JavaScript's `\'` in a single-quoted
// string, one error each, whose fix-its give a clean file.

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
}
