// Swift's initializer or type after a declaration's name (Parser+SwiftDeclarations.swift): one
// error each, and no fix-it that would leave the Swift behind.

import NotifCore
import XCTest

final class SwiftDeclarationHabitTests: XCTestCase {
  /// `action reply = UNNotificationAction(…)`, on one line or several, is one N201 at the type,
  /// with no fix-it (the lexer's error about the `=` is dropped: the parser's says what the line
  /// is); the initializer is skipped whole, and the category that lists the action reports nothing
  /// more. A type before `{` is one N201 whose fix-it deletes it, and the declaration is read.
  func testSwiftInitializerOrTypeAfterAName() throws {
    let compilation = assertDiagnostics(
      """
      action reply = 1️⃣UNNotificationAction(identifier: "REPLY", title: "Reply")
      action like = 2️⃣UNTextInputNotificationAction(
          identifier: "LIKE",
          title: "Like")
      action open: 3️⃣UNNotificationAction {
          title: "Open"
      }
      category message { actions: [reply, like, open] }
      """,
      [
        Expected(
          "1️⃣", .expectedToken,
          "expected '{' after action name 'reply', found Swift's initializer 'UNNotificationAction(...)'"),
        Expected(
          "2️⃣", .expectedToken,
          "expected '{' after action name 'like', found Swift's initializer 'UNTextInputNotificationAction(...)'"
        ),
        Expected(
          "3️⃣", .expectedToken,
          "expected '{' after action name 'open', found Swift's type 'UNNotificationAction'"),
      ])
    XCTAssertEqual(compilation.diagnostics.map(\.fixIts.count), [0, 0, 1])
    XCTAssertEqual(
      compilation.diagnostics[0].notes.map(\.message),
      ["a declaration's properties are written in braces, as in 'action reply { title: \"…\" }'"])
    XCTAssertEqual(compilation.model.actions.first { $0.name == "open" }?.title.value, "Open")
    XCTAssertTrue(
      ParserHabitTests.applyingEveryFixIt(compilation).contains("action open {\n    title: \"Open\""))
  }

  /// Swift's `let` (or `var`) at the top level, as copied from an app's code, is one N202 with a
  /// note; the statements are skipped to the next declaration, and the lexer's errors about their
  /// characters (the `=`, Swift's `.customDismissAction`) are dropped. A `=` outside such a
  /// statement is still reported.
  func testSwiftStatementsAtTheTopLevel() {
    let compilation = assertDiagnostics(
      """
      1️⃣let acceptAction = UNNotificationAction(identifier: "ACCEPT_ACTION",
            title: "Accept",
            options: [])
      let meetingInviteCategory =
            UNNotificationCategory(identifier: "MEETING_INVITATION",
            actions: [acceptAction],
            intentIdentifiers: [],
            options: .customDismissAction)
      action accept { title 2️⃣= "Accept" }
      category invite { actions: [accept] }
      """,
      [
        Expected(
          "1️⃣", .expectedDeclaration, "expected 'action' or 'category' declaration, found Swift's 'let'"),
        Expected("2️⃣", .unexpectedCharacter, "a property's value follows ':', not '='"),
      ])
    XCTAssertEqual(
      compilation.diagnostics[0].notes.map(\.message),
      [
        "a .notif file declares 'action name { … }' and 'category name { … }', with Apple's arguments as properties"
      ])
    XCTAssertEqual(compilation.model.actions.map(\.name), ["accept"])
  }

  /// The type may be on the line after the `:` when its `{` follows, and an initializer on the
  /// line after the `=`; a quoted name after a declaration without its name starts a declaration
  /// of its own (recovery stops there).
  func testSwiftTypeOnTheNextLineAndAQuotedNameAfterABrokenDeclaration() {
    let compilation = assertDiagnostics(
      """
      action y:
          1️⃣UNNotificationAction {
          title: "Y"
      }
      action like =
          2️⃣UNNotificationAction(identifier: "LIKE")
      action3️⃣ { title: "Draft" }
      action 4️⃣"reply" { title: "Reply" }
      category message { actions: [y, like, reply] }
      """,
      [
        Expected(
          "1️⃣", .expectedToken, "expected '{' after action name 'y', found Swift's type 'UNNotificationAction'"
        ),
        Expected(
          "2️⃣", .expectedToken,
          "expected '{' after action name 'like', found Swift's initializer 'UNNotificationAction(...)'"),
        Expected("3️⃣", .expectedToken, "expected action name after 'action'"),
        Expected("4️⃣", .expectedToken, "unexpected quotes around action name 'reply'"),
      ])
    XCTAssertEqual(compilation.model.actions.map(\.name).sorted(), ["like", "reply", "y"])
  }
}
