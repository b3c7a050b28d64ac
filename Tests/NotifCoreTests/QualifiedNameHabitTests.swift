// Swift's qualified names copied from app code (Lexer+QualifiedNames.swift): the type's name is
// one error, whose fix-it deletes it, and the member is read as meant.

import NotifCore
import XCTest

final class QualifiedNameHabitTests: XCTestCase {
  /// `UNNotificationActionOptions.foreground`, `UNNotificationCategoryOptions.customDismissAction`
  /// and `A.B.c` are one N102 each, at the qualifier, and read as the member: nothing follows on.
  /// `INSendMessageIntent.identifier` is read as the intent's name, which the checker puts in
  /// quotes. A version, a name in a string or a comment, and a file's name before its extension
  /// are not qualified names.
  func testAQualifiedNameIsReadAsItsMember() throws {
    let compilation = assertDiagnostics(
      """
      platform ios 15.0
      action open {
          title: "Open.Now"
          activation: 1️⃣UNNotificationActionOptions.foreground
      }
      category message {
          actions: [open]
          options: [2️⃣UNNotificationCategoryOptions.customDismissAction, 3️⃣UNNotificationCategory.Options.allowInCarPlay]
          intentIdentifiers: [4️⃣INSendMessageIntent5️⃣.identifier]
      }
      // UNNotificationActionOptions.foreground
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, "unexpected 'UNNotificationActionOptions.' before 'foreground'"),
        Expected(
          "2️⃣", .unexpectedCharacter,
          "unexpected 'UNNotificationCategoryOptions.' before 'customDismissAction'"),
        Expected(
          "3️⃣", .unexpectedCharacter, "unexpected 'UNNotificationCategory.Options.' before 'allowInCarPlay'"),
        Expected(
          "4️⃣", .wrongValueKind,
          "'intentIdentifiers' takes a list of strings, not the name 'INSendMessageIntent'; write '\"INSendMessageIntent\"'"
        ),
        Expected("5️⃣", .unexpectedCharacter, "unexpected '.identifier' after 'INSendMessageIntent'"),
      ])
    XCTAssertEqual(
      compilation.diagnostics.first?.notes.map(\.message),
      ["names and values are written without Swift's type names"])
    XCTAssertEqual(compilation.model.actions.first?.activation, .foreground)
    XCTAssertEqual(compilation.model.categories.first?.options, [.customDismissAction, .allowInCarPlay])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      platform ios 15.0
      action open {
          title: "Open.Now"
          activation: foreground
      }
      category message {
          actions: [open]
          options: [customDismissAction, allowInCarPlay]
          intentIdentifiers: ["INSendMessageIntent"]
      }
      // UNNotificationActionOptions.foreground
      """)
  }

  /// `Bundle.main` in `localized(...)` is read as `main`, as `.main` is: the label is N702's, the
  /// one error (the qualifier's is dropped, as the whole argument goes). A lowercase name before a
  /// `.` (`foreground.background`) and a file's name before its extension (`import Shared.notif`)
  /// are not read so: the `.` is a stray character, as before, and no fix-it deletes the name.
  func testABundleOrAFileNameIsNotGarbled() {
    let compilation = assertDiagnostics(
      """
      action open {
          title: localized("open.title", 1️⃣bundle: Bundle.main)
      }
      category message { actions: [open] }
      """,
      [
        Expected(
          "1️⃣", .unknownLocalizedLabel,
          "unknown argument 'bundle:' in 'localized(...)'; the bundle is set for the whole build")
      ])
    XCTAssertEqual(compilation.model.actions.first?.title.localization?.key, "open.title")
    for text in ["import Shared.notif\n", "action a { activation: foreground.background }\n"] {
      let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: text)])
      let messages = compilation.diagnostics.map(\.message)
      XCTAssertTrue(messages.contains("unexpected character '.'"), "\(messages)")
      XCTAssertFalse(messages.contains { $0.contains("before") }, "\(messages)")
    }
  }
}
