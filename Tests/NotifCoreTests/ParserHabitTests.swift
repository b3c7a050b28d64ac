// Habits from other languages that the parser reads as meant (Parser+OtherLanguages.swift): each
// is one error at its own position, the rest of the file is read as if it were written right, and
// the fix-its give a file with no diagnostics.

import NotifCore
import XCTest

final class ParserHabitTests: XCTestCase {
  /// A colon after a directive's keyword, as YAML writes a key, is one error with a fix-it that
  /// deletes it (or leaves a blank where nothing separates the value).
  func testAColonAfterADirectiveKeywordIsOneError() throws {
    let compilation = assertDiagnostics(
      """
      notif1️⃣: 1
      platform2️⃣: ios 15.0
      localization3️⃣:"Push"
      import4️⃣: "shared.notif"
      action a { title: "A" }
      category c { actions: [a, s] }
      """,
      [
        Expected("1️⃣", .expectedToken, "unexpected ':' after 'notif'"),
        Expected("2️⃣", .expectedToken, "unexpected ':' after 'platform'"),
        Expected("3️⃣", .expectedToken, "unexpected ':' after 'localization'"),
        Expected("4️⃣", .expectedToken, "unexpected ':' after 'import'"),
      ], others: ["shared.notif": "action s { title: \"S\" }\n"])
    XCTAssertEqual(
      compilation.diagnostics.first?.notes.map(\.message),
      ["'notif' is followed by its value, without a colon"])
    XCTAssertEqual(compilation.model.platforms.map(\.version.description), ["15.0"])
    XCTAssertEqual(
      Self.applyingEveryFixIt(compilation),
      """
      notif 1
      platform ios 15.0
      localization "Push"
      import "shared.notif"
      action a { title: "A" }
      category c { actions: [a, s] }
      """)
    // Without a number after it, `notif:` is not taken for the version line.
    assertDiagnostics(
      "1️⃣notif: one\naction a { title: \"A\" }\ncategory c { actions: [a] }\n",
      [Expected("1️⃣", .expectedDeclaration, "expected 'action' or 'category' declaration, found 'notif'")])
  }

  /// Several platforms on one line, as Swift's `@available` lists them, are read as one line each;
  /// each comma is an error with a fix-it that starts a new `platform` line.
  func testPlatformsListedOnOneLineAreReadEach() throws {
    let compilation = assertDiagnostics(
      """
      platform ios 15.01️⃣, watchos 8.02️⃣,macos 12.0
      action a { title: "A" }
      category c { actions: [a] }
      """,
      [
        Expected("1️⃣", .expectedToken, "unexpected ',' after a platform's deployment target"),
        Expected("2️⃣", .expectedToken, "unexpected ',' after a platform's deployment target"),
      ])
    XCTAssertEqual(compilation.model.platforms.map(\.name.rawValue), ["ios", "macos", "watchos"])
    XCTAssertEqual(
      Self.applyingEveryFixIt(compilation),
      """
      platform ios 15.0
      platform watchos 8.0
      platform macos 12.0
      action a { title: "A" }
      category c { actions: [a] }
      """)
    // A comma not followed by a platform and its version ends the list.
    assertDiagnostics(
      """
      platform ios 15.01️⃣,
      action a { title: "A" }
      category c { actions: [a] }
      """, [Expected("1️⃣", .expectedToken, "unexpected ',' after a platform's deployment target")])
  }

  /// A property name in quotes, as JSON writes it, is one error with a fix-it that removes the
  /// quotes, and the property is read and checked; a quoted text that is not a plain name is not.
  func testAQuotedPropertyNameIsReadAsTheName() throws {
    let compilation = assertDiagnostics(
      """
      action a {
          1️⃣"title": "A"
          2️⃣"destructive": 3️⃣1
      }
      category c { 4️⃣"actions": [a] 5️⃣"8️⃣titel": "x" }
      action b {
          6️⃣"bad name": "B"
          7️⃣"t\\u{65}": "C"
      }
      """,
      [
        Expected("1️⃣", .expectedToken, "property name 'title' in action 'a' is written without quotes"),
        Expected("2️⃣", .expectedToken, "property name 'destructive' in action 'a' is written without quotes"),
        Expected(
          "3️⃣", .wrongValueKind, "'destructive' takes true or false, not a number; did you mean 'true'?"),
        Expected("4️⃣", .expectedToken, "property name 'actions' in category 'c' is written without quotes"),
        Expected("5️⃣", .expectedToken, "property name 'titel' in category 'c' is written without quotes"),
        Expected("8️⃣", .unknownProperty, "unknown property 'titel' for a category"),
        Expected("6️⃣", .expectedToken, "expected property name in action 'b', found string literal"),
        Expected("7️⃣", .expectedToken, "expected property name in action 'b', found string literal"),
      ])
    XCTAssertEqual(compilation.model.categories.first?.actions.map(\.name), ["a"])
    XCTAssertTrue(
      Self.applyingEveryFixIt(compilation).hasPrefix(
        """
        action a {
            title: "A"
            destructive: true
        }
        category c { actions: [a] titel: "x" }
        """))
  }

  /// A declaration's keyword in capitals, as type names are written, is one error each, and the
  /// declaration is read and checked.
  func testAKeywordInCapitalsIsReadAsTheKeyword() throws {
    let compilation = assertDiagnostics(
      """
      1️⃣Action a { title: "A" }
      2️⃣ACTION b { title: 3️⃣1 }
      4️⃣Category c { actions: [a, b] }
      5️⃣Action plain
      """,
      [
        Expected("1️⃣", .expectedDeclaration, "unknown keyword 'Action'; did you mean 'action'?"),
        Expected("2️⃣", .expectedDeclaration, "unknown keyword 'ACTION'; did you mean 'action'?"),
        Expected("3️⃣", .wrongValueKind, "'title' takes a string or localized(...), not a number"),
        Expected("4️⃣", .expectedDeclaration, "unknown keyword 'Category'; did you mean 'category'?"),
        Expected("5️⃣", .expectedDeclaration, "unknown keyword 'Action'; did you mean 'action'?"),
      ])
    XCTAssertEqual(compilation.model.categories.first?.actions.map(\.name), ["a", "b"])
    XCTAssertTrue(Self.applyingEveryFixIt(compilation).hasPrefix("action a {"))
  }

  /// The first file's text with every diagnostic's fix-its applied (they do not overlap).
  static func applyingEveryFixIt(_ compilation: Compilation) -> String {
    var bytes = compilation.sources.files[0].bytes
    let fixIts = compilation.diagnostics.flatMap(\.fixIts).sorted { $0.span.start > $1.span.start }
    for fixIt in fixIts {
      bytes.replaceSubrange(fixIt.span.start..<fixIt.span.end, with: Array(fixIt.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
