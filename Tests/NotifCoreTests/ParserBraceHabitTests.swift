// Braces where a value goes (Parser+Braces.swift): an action declared in place in a list, an
// object as a value, a set in braces. One error each, and the braces' `}` never ends the
// declaration.

import NotifCore
import XCTest

final class ParserBraceHabitTests: XCTestCase {
  /// Objects in a category's list, as Notifee, Expo and Capacitor declare actions, and an object as
  /// a property's value: one N203 each (no fix-it: the action needs a declaration of its own), and
  /// the properties after them are still read (the objects' `}` closed the category before).
  func testObjectsInAListOrAsAValueAreOneErrorEach() {
    let compilation = assertDiagnostics(
      """
      action reply { title: "Reply" }
      category message {
          actions: [
              reply,
              1️⃣{ identifier: "like", title: "Like", options: { foreground: true } },
              2️⃣{ identifier: "mute" }
          ]
          hiddenPreviewsBodyPlaceholder: 3️⃣{ text: "New message" }
          options: [customDismissAction]
      }
      """,
      [
        Expected("1️⃣", .expectedValue, "expected a list element, found '{'"),
        Expected("2️⃣", .expectedValue, "expected a list element, found '{'"),
        Expected("3️⃣", .expectedValue, "expected value, found '{'"),
      ])
    XCTAssertEqual(
      compilation.diagnostics[0].notes.map(\.message),
      [
        "a list holds names or strings; an action is declared on its own, as 'action reply { … }', and listed by its name"
      ])
    XCTAssertEqual(compilation.diagnostics.flatMap(\.fixIts).count, 0)
    // The category's options, after the objects, were read.
    XCTAssertEqual(compilation.model.categories.first?.options.map(\.name), ["customDismissAction"])
  }

  /// A set in braces (Dart), empty or with a trailing comma, is a list: one N201 whose fix-it
  /// writes brackets, and its elements are read.
  func testASetInBracesIsAList() throws {
    let compilation = assertDiagnostics(
      """
      action reply { title: "Reply" }
      category message {
          actions: 1️⃣{reply}
          options: 2️⃣{customDismissAction, allowInCarPlay,}
          intentIdentifiers: 3️⃣{}
      }
      """,
      [
        Expected("1️⃣", .expectedToken, "expected '[' to begin a list, found '{'"),
        Expected("2️⃣", .expectedToken, "expected '[' to begin a list, found '{'"),
        Expected("3️⃣", .expectedToken, "expected '[' to begin a list, found '{'"),
      ])
    XCTAssertEqual(
      compilation.model.categories.first?.options.map(\.name), ["customDismissAction", "allowInCarPlay"])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action reply { title: "Reply" }
      category message {
          actions: [reply]
          options: [customDismissAction, allowInCarPlay,]
          intentIdentifiers: []
      }
      """)
  }

  /// A set is read only where a list goes, and only with commas between its elements: braces
  /// around words with no commas, or around a property that takes no list, are an object.
  func testBracesThatAreNoSet() {
    let compilation = assertDiagnostics(
      """
      action a { title: "A" identifier: 1️⃣{} }
      category c { actions: [a] options: 2️⃣{customDismissAction allowInCarPlay} }
      """,
      [
        Expected("1️⃣", .expectedValue, "expected value, found '{'"),
        Expected("2️⃣", .expectedValue, "expected value, found '{'"),
      ])
    XCTAssertEqual(compilation.diagnostics.flatMap(\.fixIts).count, 0)
  }
}
