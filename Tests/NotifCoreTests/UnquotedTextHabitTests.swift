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
}
