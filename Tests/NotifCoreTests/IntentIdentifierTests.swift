// Intent identifiers written as Swift's constants (N903's fix-it for a name, N909 for a string).

import NotifCore
import XCTest

final class IntentIdentifierTests: XCTestCase {
  /// A constant's name in quotes is a warning whose fix-it writes the identifier it holds; the
  /// string is kept as written. Other strings, and a constant's name in `identifier`, are not.
  func testAConstantsNameInQuotesIsAWarning() throws {
    let compilation = assertDiagnostics(
      """
      action a { identifier: "INSendMessageIntentIdentifier" title: "A" }
      category c {
          actions: [a]
          intentIdentifiers: [1️⃣"INStartCallIntentIdentifier", "INSendMessageIntent", "IntentIdentifier", "MyIntentIdentifier"]
      }
      """,
      [
        Expected(
          "1️⃣", .intentConstantName,
          "'INStartCallIntentIdentifier' is the name of Swift's constant, not an intent identifier; the constant holds 'INStartCallIntent'"
        )
      ])
    XCTAssertEqual(
      compilation.model.categories.first?.intentIdentifiers,
      ["INStartCallIntentIdentifier", "INSendMessageIntent", "IntentIdentifier", "MyIntentIdentifier"])
    let fixed = ParserHabitTests.applyingEveryFixIt(compilation)
    XCTAssertTrue(fixed.contains("intentIdentifiers: [\"INStartCallIntent\", \"INSendMessageIntent\""), fixed)
  }

  /// When the list has the identifier the constant holds already, the warning has a note there and
  /// no fix-it, which would list it twice.
  func testNoFixItThatListsAnIntentTwice() {
    let compilation = assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] intentIdentifiers: [1️⃣"INSendMessageIntentIdentifier", 2️⃣"INSendMessageIntent"] }
      """,
      [
        Expected(
          "1️⃣", .intentConstantName,
          "'INSendMessageIntentIdentifier' is the name of Swift's constant, not an intent identifier; the constant holds 'INSendMessageIntent'"
        )
      ])
    XCTAssertEqual(compilation.diagnostics[0].fixIts, [])
    XCTAssertEqual(compilation.diagnostics[0].notes.map(\.message), ["'INSendMessageIntent' is listed here"])
    XCTAssertEqual(
      compilation.diagnostics[0].notes.first?.span.map { compilation.sources.start(of: $0).description },
      MarkedSource(
        """
        action a { title: "A" }
        category c { actions: [a] intentIdentifiers: [1️⃣"INSendMessageIntentIdentifier", 2️⃣"INSendMessageIntent"] }
        """
      ).position("2️⃣").description)
  }

  /// In a long list (past 16, where strings are found by a table made once), the note still
  /// points at the first place the intent is listed, after the constant too, and a duplicate's at
  /// its first listing.
  func testALongListFindsWhereAnIntentIsListed() {
    let others = (4..<20).map { "\"INOther\($0)Intent\"" }.joined(separator: ", ")
    let marked = MarkedSource(
      """
      action a { title: "A" }
      category c {
          actions: [a]
          intentIdentifiers: ["INOther0Intent", "INOther1Intent", "INOther2Intent", 1️⃣"INOther3Intent", \(others),
              2️⃣"INSendMessageIntentIdentifier", 3️⃣"INSendMessageIntent", 4️⃣"INOther3Intent"]
      }
      """)
    let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: marked.text)])
    XCTAssertEqual(compilation.diagnostics.map(\.code), [.intentConstantName, .duplicateListValue])
    XCTAssertEqual(
      compilation.diagnostics.compactMap { $0.span.map { compilation.sources.start(of: $0).description } },
      [marked.position("2️⃣").description, marked.position("4️⃣").description])
    XCTAssertEqual(
      compilation.diagnostics.flatMap(\.notes).map {
        "\($0.message) \($0.span.map { compilation.sources.start(of: $0).description } ?? "-")"
      },
      [
        "'INSendMessageIntent' is listed here \(marked.position("3️⃣"))",
        "first listed here \(marked.position("1️⃣"))",
      ])
    XCTAssertEqual(compilation.diagnostics[0].fixIts, [])
  }
}
