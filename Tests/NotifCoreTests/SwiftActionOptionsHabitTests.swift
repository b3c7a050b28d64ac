import XCTest

@testable import NotifCore

/// Swift's `options: [.foreground]` in an action, as `UNNotificationAction` takes them: one N901 at
/// the property, whose fix-it writes the property the option sets, with no error for Swift's
/// leading dots.
final class SwiftActionOptionsHabitTests: XCTestCase {
  static let message = "'options' is a property of categories, not of actions"

  /// One N901 at each of the first `count` markers.
  static func reported(_ count: Int) -> [Expected] {
    ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣"].prefix(count).map { Expected($0, .unknownProperty, message) }
  }

  func testAnOptionBecomesItsProperty() throws {
    let compilation = assertDiagnostics(
      """
      action accept {
          title: "Accept"
          1️⃣options: [.foreground]
      }
      action later {
          title: "Later"
          2️⃣options: [.authenticationRequired, .foreground]
      }
      action one { title: "One" 3️⃣options: .destructive }
      action two { title: "Two" 4️⃣options: [authenticationRequired] }
      action three { title: "Three" 5️⃣options: UNNotificationActionOptions.destructive }
      action several {
          title: "Several"
          6️⃣options: [.foreground, .destructive]
      }
      action none {
          title: "None"
          7️⃣options: []
      }
      action inline { title: "Inline" 8️⃣options: [.destructive, .authenticationRequired] }
      category invite { actions: [accept, later, one, two, three, several, none, inline] }
      """,
      Self.reported(8))
    XCTAssertEqual(
      compilation.diagnostics[0].notes.map(\.message),
      [
        "an action's options are written 'activation: foreground', 'destructive: true' and 'authenticationRequired: true'"
      ])
    // A foreground action always requires unlocking: `authenticationRequired` beside it would be
    // redundant (N602), so the fix-it leaves it out. Several properties take a line each, at the
    // property's indentation (on a line shared with others, a space between them); no options
    // take their line with them.
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action accept {
          title: "Accept"
          activation: foreground
      }
      action later {
          title: "Later"
          activation: foreground
      }
      action one { title: "One" destructive: true }
      action two { title: "Two" authenticationRequired: true }
      action three { title: "Three" destructive: true }
      action several {
          title: "Several"
          activation: foreground
          destructive: true
      }
      action none {
          title: "None"
      }
      action inline { title: "Inline" destructive: true authenticationRequired: true }
      category invite { actions: [accept, later, one, two, three, several, none, inline] }
      """)
  }

  /// A CRLF file gets CRLF line breaks between the written properties, at the property's
  /// indentation (a tab here).
  func testFixItKeepsTheFilesLineBreaks() throws {
    let source =
      "action a {\r\n\ttitle: \"A\"\r\n\toptions: [.destructive, .authenticationRequired]\r\n}\r\n"
      + "category c { actions: [a] }\r\n"
    let compilation = Compiler.compile([CompilationInput(path: "test.notif", text: source)])
    XCTAssertEqual(compilation.diagnostics.map(\.code), [.unknownProperty])
    XCTAssertEqual(
      compilation.diagnostics[0].fixIts.map(\.replacement),
      ["destructive: true\r\n\tauthenticationRequired: true"])
  }

  /// No fix-it where it would set a property twice or contradict one (a note points at it), where
  /// an option is not Apple's, or where `options` is given twice (each is reported); Swift's dots
  /// are still no errors of their own. (`.authenticationRequired` in a foreground action is
  /// settled already: its fix-it deletes it.)
  func testNoFixItWhereItWouldNotGiveACleanFile() {
    let compilation = assertDiagnostics(
      """
      action set {
          title: "Set"
          destructive: false
          1️⃣options: [.destructive]
      }
      action unlock {
          title: "Unlock"
          authenticationRequired: false
          2️⃣options: [.foreground]
      }
      action foreground {
          title: "Foreground"
          activation: foreground
          3️⃣options: [.authenticationRequired]
      }
      action odd { title: "Odd" 4️⃣options: [.foreground, .bogus] }
      action text { title: "Text" 5️⃣options: ["foreground"] }
      action twice {
          title: "Twice"
          6️⃣options: [.foregroud]
          7️⃣options: [.destructive]
      }
      category c { actions: [set, unlock, foreground, odd, text, twice] }
      """,
      Self.reported(7))
    // A foreground action's `.authenticationRequired` says nothing more: its line goes.
    XCTAssertEqual(compilation.diagnostics.map(\.fixIts.count), [0, 0, 1, 0, 0, 0, 0])
    XCTAssertTrue(
      ParserHabitTests.applyingEveryFixIt(compilation).contains(
        "    activation: foreground\n}\naction odd"))
    XCTAssertEqual(
      compilation.diagnostics.prefix(3).map {
        $0.notes.dropFirst().map {
          "\($0.message) \($0.span.map { "\(compilation.sources.start(of: $0))" } ?? "")"
        }
      },
      [["'destructive' is set here 3:5"], ["'authenticationRequired' is set here 8:5"], []])
  }

  /// A fix-it that another error's fix-it overlaps (a quoted name, a missing comma) is left out,
  /// as applying both would garble the line, and so is one that would delete a comment.
  func testNoFixItWhereAnotherOverlapsIt() {
    for line in [
      "\"options\": [.foreground]", "options [.foreground]", "options: [.foreground .foreground]",
      "options: [.foreground, // opens the app\n.destructive]", "options /* Swift's */: [.foreground]",
    ] {
      let compilation = Compiler.compile([
        CompilationInput(
          path: "t.notif", text: "action a {\n    title: \"A\"\n    \(line)\n}\ncategory c { actions: [a] }\n"
        )
      ])
      let options = compilation.diagnostics.filter { $0.message == Self.message }
      XCTAssertEqual(options.count, 1, line)
      XCTAssertEqual(options.first?.fixIts, [], line)
      XCTAssertFalse(compilation.diagnostics.contains { $0.code == .unexpectedCharacter }, line)
      _ = ParserHabitTests.applyingEveryFixIt(compilation)  // asserts that no fix-its overlap
    }
  }

  /// The formatter reads the file as written: the dots are the syntax errors they are without
  /// the checker, so `fmt` does not drop them.
  func testTheParserAloneStillReportsTheDots() {
    let parsed = Compiler.parse(
      CompilationInput(path: "t.notif", text: "action a { title: \"A\" options: [.foreground] }\n"))
    XCTAssertEqual(parsed.diagnostics.map(\.code), [.unexpectedCharacter])
  }
}
