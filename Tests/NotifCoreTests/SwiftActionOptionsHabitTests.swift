import XCTest

@testable import NotifCore

/// Swift's `options: [.foreground, .destructive]` in an action, as `UNNotificationAction` takes
/// them: one N901 at the property, whose fix-it writes each option as the property that sets it,
/// with no error for Swift's leading dots.
final class SwiftActionOptionsHabitTests: XCTestCase {
  static let message = "'options' is a property of categories, not of actions"

  func testOptionsBecomeProperties() throws {
    let compilation = assertDiagnostics(
      """
      action accept {
          title: "Accept"
          1️⃣options: [.foreground, .destructive]
      }
      action later {
          title: "Later"
          2️⃣options: [.authenticationRequired, .foreground]
      }
      action snooze {
          title: "Snooze"
          3️⃣options: []
      }
      action one { title: "One" 4️⃣options: .destructive }
      action two { title: "Two" 5️⃣options: [authenticationRequired] }
      category invite { actions: [accept, later, snooze, one, two] }
      """,
      [
        Expected("1️⃣", .unknownProperty, Self.message),
        Expected("2️⃣", .unknownProperty, Self.message),
        Expected("3️⃣", .unknownProperty, Self.message),
        Expected("4️⃣", .unknownProperty, Self.message),
        Expected("5️⃣", .unknownProperty, Self.message),
      ])
    XCTAssertEqual(
      compilation.diagnostics[0].notes.map(\.message),
      [
        "an action's options are written 'activation: foreground', 'destructive: true' and 'authenticationRequired: true'"
      ])
    // A foreground action always requires unlocking: `authenticationRequired` beside it would be
    // redundant (N602), so the fix-it leaves it out. An empty list goes with its line.
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action accept {
          title: "Accept"
          activation: foreground
          destructive: true
      }
      action later {
          title: "Later"
          activation: foreground
      }
      action snooze {
          title: "Snooze"
      }
      action one { title: "One" destructive: true }
      action two { title: "Two" authenticationRequired: true }
      category invite { actions: [accept, later, snooze, one, two] }
      """)
  }

  /// A CRLF file gets CRLF line breaks between the written properties, at the property's
  /// indentation.
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

  /// No fix-it where it would set a property twice (a note points at it), or where an option is
  /// not one of Apple's three; Swift's dots are still not errors of their own.
  func testNoFixItWhenItWouldNotCompile() {
    let compilation = assertDiagnostics(
      """
      action set {
          title: "Set"
          destructive: false
          1️⃣options: [.destructive]
      }
      action odd {
          title: "Odd"
          2️⃣options: [.foreground, .bogus]
      }
      action text {
          title: "Text"
          3️⃣options: ["foreground"]
      }
      category c { actions: [set, odd, text] }
      """,
      [
        Expected("1️⃣", .unknownProperty, Self.message),
        Expected("2️⃣", .unknownProperty, Self.message),
        Expected("3️⃣", .unknownProperty, Self.message),
      ])
    XCTAssertEqual(compilation.diagnostics.map(\.fixIts), [[], [], []])
    XCTAssertEqual(
      compilation.diagnostics[0].notes.dropFirst().map {
        "\($0.message) \($0.span.map { "\(compilation.sources.start(of: $0))" } ?? "")"
      },
      ["'destructive' is set here 3:5"])
  }

  /// A category's `options` is its own, and a quoted name is read the same as a bare one.
  func testCategoryOptionsAndQuotedName() throws {
    let compilation = assertDiagnostics(
      """
      action a {
          title: "A"
          1️⃣"options": [foreground]
      }
      category c { actions: [a] options: [customDismissAction] }
      """,
      [
        Expected("1️⃣", .expectedToken, "unexpected quotes around property name 'options' in action 'a'"),
        Expected("1️⃣", .unknownProperty, Self.message),
      ])
    XCTAssertEqual(compilation.diagnostics[1].fixIts.map(\.replacement), ["activation: foreground"])
  }
}
