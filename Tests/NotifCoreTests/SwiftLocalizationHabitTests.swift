// Swift's localization calls copied from app code (Parser+SwiftLocalization.swift), and Swift's
// labels in `localized(...)` (N702): one error each, with a fix-it, and the call is read as
// `localized(...)`.

import NotifCore
import XCTest

final class SwiftLocalizationHabitTests: XCTestCase {
  /// `NSLocalizedString(` and `String(localized:` are one N201 each, whose fix-it rewrites the
  /// head; Swift's `value:`, `defaultValue:` and `tableName:` get the `.notif` label. The texts
  /// are then checked as any `localized(...)`: the fixed file is clean, and the model has the key,
  /// default value, table and comment.
  func testSwiftLocalizationCallsAreReadAsLocalized() throws {
    let compilation = assertDiagnostics(
      """
      action accept {
          title: 1️⃣NSLocalizedString("accept.title", 2️⃣tableName: "Invites", 3️⃣value: "Accept", comment: "Button")
      }
      action decline {
          title: 4️⃣String(localized:"decline.title", 5️⃣defaultValue: "Decline", table: "Invites")
      }
      action later {
          title: 6️⃣String(localized: "later.title")
      }
      category invite { actions: [accept, decline, later] }
      """,
      [
        Expected(
          "1️⃣", .expectedToken,
          "expected 'localized(...)' for a localized text, found Swift's 'NSLocalizedString(...)'"),
        Expected(
          "2️⃣", .unknownLocalizedLabel,
          "unknown argument 'tableName:' in 'localized(...)'; did you mean 'table:'?"),
        Expected(
          "3️⃣", .unknownLocalizedLabel,
          "unknown argument 'value:' in 'localized(...)'; did you mean 'default:'?"),
        Expected(
          "4️⃣", .expectedToken,
          "expected 'localized(...)' for a localized text, found Swift's 'String(localized:)'"),
        Expected(
          "5️⃣", .unknownLocalizedLabel,
          "unknown argument 'defaultValue:' in 'localized(...)'; did you mean 'default:'?"),
        Expected(
          "6️⃣", .expectedToken,
          "expected 'localized(...)' for a localized text, found Swift's 'String(localized:)'"),
      ])
    XCTAssertEqual(
      compilation.diagnostics[2].notes.map(\.message),
      ["'value:' is Swift's label for what 'localized(...)' calls 'default:'"])
    let titles = compilation.model.actions.map(\.title)
    XCTAssertEqual(titles.map(\.value), ["Accept", "Decline", "later.title"])
    XCTAssertEqual(titles.map { $0.localization?.key }, ["accept.title", "decline.title", "later.title"])
    XCTAssertEqual(titles.map { $0.localization?.table }, ["Invites", "Invites", "Localizable"])
    XCTAssertEqual(titles.map { $0.localization?.comment }, ["Button", nil, nil])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action accept {
          title: localized("accept.title", table: "Invites", default: "Accept", comment: "Button")
      }
      action decline {
          title: localized("decline.title", default: "Decline", table: "Invites")
      }
      action later {
          title: localized("later.title")
      }
      category invite { actions: [accept, decline, later] }
      """)
  }

  /// Swift's `bundle:` is one N702 that says where the bundle is set, without a fix-it; its value
  /// (`.main`, `Bundle.main`) is no error of its own. A name other than Swift's two, or `String(`
  /// without `localized:`, is not this habit.
  func testSwiftBundleArgumentAndOtherCalls() {
    let compilation = assertDiagnostics(
      """
      action a {
          title: localized("a", 1️⃣bundle: .main)
      }
      action c {
          title: localized("c", 4️⃣bundle: Bundle.main, comment: "C")
      }
      action b {
          title: 2️⃣String3️⃣("b")
      }
      category c { actions: [a, b, c] }
      """,
      [
        Expected(
          "1️⃣", .unknownLocalizedLabel,
          "unknown argument 'bundle:' in 'localized(...)'; the bundle is set for the whole build"),
        Expected(
          "4️⃣", .unknownLocalizedLabel,
          "unknown argument 'bundle:' in 'localized(...)'; the bundle is set for the whole build"),
        Expected(
          "2️⃣", .wrongValueKind,
          "'title' takes a string or localized(...), not the name 'String'; write '\"String\"'"),
        Expected("3️⃣", .expectedToken, "expected property name in action 'b', found '('"),
      ])
    XCTAssertEqual(
      compilation.diagnostics[0].notes.map(\.message),
      ["remove it, and set the bundle with 'notifc build --bundle', or 'bundle' in notifc.json"])
    XCTAssertEqual(compilation.diagnostics[0].fixIts, [])
  }
}

extension SwiftLocalizationHabitTests {
  /// A Swift call that names no table reads `Localizable`: where the file's `localization`
  /// directive names another, the fix-it also writes `table: "Localizable"` (after the last
  /// argument), and the text is read from there, so that applying the fix-its cannot move it to
  /// the file's table. A call that names a table, or a file without a directive, needs none.
  func testASwiftCallKeepsTheTableItReads() throws {
    let compilation = assertDiagnostics(
      """
      localization "Push"
      action a {
          title: 1️⃣NSLocalizedString("a.title", comment: "A",)
      }
      action b {
          title: 2️⃣String(localized: "b.title", table: "Chat")
      }
      category c { actions: [a, b] }
      """,
      [
        Expected(
          "1️⃣", .expectedToken,
          "expected 'localized(...)' for a localized text, found Swift's 'NSLocalizedString(...)'"),
        Expected(
          "2️⃣", .expectedToken,
          "expected 'localized(...)' for a localized text, found Swift's 'String(localized:)'"),
      ])
    XCTAssertEqual(
      compilation.diagnostics[0].notes.map(\.message),
      ["Swift's call reads the table 'Localizable', not this file's 'Push'; 'table:' keeps it there"])
    XCTAssertEqual(compilation.model.actions.map { $0.title.localization?.table }, ["Localizable", "Chat"])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      localization "Push"
      action a {
          title: localized("a.title", comment: "A", table: "Localizable",)
      }
      action b {
          title: localized("b.title", table: "Chat")
      }
      category c { actions: [a, b] }
      """)
  }
}

extension SwiftLocalizationHabitTests {
  /// The comments inside the head that the fix-it rewrites (`String(/* c */ localized:`) follow
  /// `localized(`, so that none is lost.
  func testTheFixItKeepsCommentsInTheHead() throws {
    let compilation = assertDiagnostics(
      """
      action a {
          title: 1️⃣String /* a */ (/* b */ localized /* c */: /* d */ "a.title")
      }
      category c { actions: [a] }
      """,
      [
        Expected(
          "1️⃣", .expectedToken,
          "expected 'localized(...)' for a localized text, found Swift's 'String(localized:)'")
      ])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action a {
          title: localized(/* a */ /* b */ /* c */ /* d */ "a.title")
      }
      category c { actions: [a] }
      """)
    // A line comment keeps its line break, so that the key stays out of it.
    let line = Compiler.compile([
      CompilationInput(
        path: "t.notif",
        text:
          "action a {\n  title: String( // why\n    localized: \"a.title\")\n}\ncategory c { actions: [a] }\n"
      )
    ])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      line, "action a {\n  title: localized(// why\n\"a.title\")\n}\ncategory c { actions: [a] }\n")
  }
}
