import XCTest

@testable import NotifCore

/// Rule 16: empty titles (N907), and titles that the user cannot tell apart in one category (N908).
final class CheckerTitleRuleTests: XCTestCase {
  func testRule16Titles() {
    assertDiagnostics(
      """
      action a { title: 1️⃣"" }
      action b { title: "Same" }
      action d { title: 2️⃣"Same" }
      category c { actions: [a, b, d] }
      """,
      [
        Expected("1️⃣", .emptyTitle, "action 'a' has an empty title"),
        Expected("2️⃣", .duplicateTitle, "actions 'b' and 'd' in category 'c' have the same title 'Same'"),
      ])
    // A long title is quoted by its first 57 characters; 60 are quoted whole.
    let long = String(repeating: "é", count: 57) + "xyz"
    for (title, quoted) in [(long, long), (long + "!", String(repeating: "é", count: 57) + "...")] {
      assertDiagnostics(
        """
        action a { title: "\(title)" }
        action b { title: 1️⃣"\(title)" }
        category c { actions: [a, b] }
        """,
        [
          Expected(
            "1️⃣", .duplicateTitle, "actions 'a' and 'b' in category 'c' have the same title '\(quoted)'")
        ])
    }
  }

  /// A title of only white space or invisible characters shows an empty button too; a title that
  /// starts with them but has text does not.
  func testRule16BlankTitles() {
    assertDiagnostics(
      """
      action a { title: 1️⃣" " }
      action b { title: 2️⃣"\\n\\u{200B}\\u{3000}" }
      action d { title: " Go" }
      action e { title: "Ёлка" }
      category c { actions: [a, b, d, e] }
      """,
      [
        Expected("1️⃣", .emptyTitle, "action 'a' has a blank title"),
        Expected("2️⃣", .emptyTitle, "action 'b' has a blank title"),
      ])
    // A text-input action's send button: empty or blank shows a button without text; left out,
    // it says "Send".
    assertDiagnostics(
      """
      action r { title: "Reply" behavior: textInput textInputButtonTitle: 1️⃣"" }
      action s { title: "Say" behavior: textInput textInputButtonTitle: 2️⃣" " }
      action t { title: "Tell" behavior: textInput }
      category c { actions: [r, s, t] }
      """,
      [
        Expected("1️⃣", .emptyTitle, "action 'r' has an empty text input button title"),
        Expected("2️⃣", .emptyTitle, "action 's' has a blank text input button title"),
      ])
  }

  /// Titles are the same when they are the same text to the user: canonically equivalent (a
  /// precomposed é and e with a combining accent; the Kelvin sign and K). A third action with the
  /// title is reported against the first.
  func testRule16TitlesCompareAsText() {
    assertDiagnostics(
      "action a { title: \"Caf\u{E9}\" }\n"
        + "action b { title: 1️⃣\"Cafe\u{301}\" }\n"
        + "action k { title: \"\u{212A}elvin\" }\n"
        + "action l { title: 2️⃣\"Kelvin\" }\n"
        + "action m { title: 3️⃣\"Caf\u{E9}\" }\n"
        + "action n { title: \"Cafe\" }\n"
        + "category c { actions: [a, b, k, l, m, n] }\n",
      [
        Expected(
          "1️⃣", .duplicateTitle, "actions 'a' and 'b' in category 'c' have the same title 'Cafe\u{301}'"),
        Expected("2️⃣", .duplicateTitle, "actions 'k' and 'l' in category 'c' have the same title 'Kelvin'"),
        Expected("3️⃣", .duplicateTitle, "actions 'a' and 'm' in category 'c' have the same title 'Café'"),
      ])
  }

  /// A category with thousands of actions (distinct titles) and one duplicate at its end: the
  /// rule's lookup grows into a table, and still finds the duplicate against the first.
  func testRule16TitlesInALargeCategory() {
    let count = 3_000
    var source = (0..<count).map { "action a\($0) { title: \"Title \($0)\" }" }.joined(separator: "\n")
    source += "\naction last { title: 1️⃣\"Title 7\" }\n"
    source += "category c { actions: 2️⃣[" + (0..<count).map { "a\($0)" }.joined(separator: ", ") + ", last] }"
    assertDiagnostics(
      source,
      [
        Expected(
          "1️⃣", .duplicateTitle, "actions 'a7' and 'last' in category 'c' have the same title 'Title 7'"),
        Expected("2️⃣", .tooManyActions, "category 'c' has 3001 actions; the system shows at most 10"),
      ])
  }

  /// Two actions with one title, listed by three categories: one diagnostic at the title for each
  /// category, in the model's order of the categories (by identifier), not their declarations'
  /// (nor the inverse of that permutation, which differs from it for three).
  func testRule16DuplicatesInSeveralCategoriesFollowTheModelOrder() {
    assertDiagnostics(
      """
      action a { title: "Same" }
      action b { title: 1️⃣"Same" }
      category second { identifier: "B" actions: [a, b] }
      category third { identifier: "C" actions: [a, b] }
      category first { identifier: "A" actions: [a, b] }
      """,
      [
        Expected("1️⃣", .duplicateTitle, "actions 'a' and 'b' in category 'first' have the same title 'Same'"),
        Expected("1️⃣", .duplicateTitle, "actions 'a' and 'b' in category 'second' have the same title 'Same'"),
        Expected("1️⃣", .duplicateTitle, "actions 'a' and 'b' in category 'third' have the same title 'Same'"),
      ])
  }
}

/// The per-category matching of titles by hash, with hashes chosen to collide.
final class SameTitlesTests: XCTestCase {
  /// Every title with one hash: different titles are told apart by text through the chain, and a
  /// repeat is matched with the first action that had its title, however many share the hash.
  func testCollidingHashesAreComparedAsText() {
    let titles = ["A", "B", "C", "A", "B", "A", "D"]
    var matcher = SameTitles()
    let earlier = titles.indices.map { action in
      matcher.earlier(action, hash: 7, sameTitle: { titles[$0] == titles[$1] })
    }
    XCTAssertEqual(earlier, [nil, nil, nil, 0, 1, 0, nil])
    // Forgotten from one category to the next.
    matcher.removeAll()
    XCTAssertNil(matcher.earlier(3, hash: 7, sameTitle: { titles[$0] == titles[$1] }))
    XCTAssertEqual(matcher.earlier(5, hash: 7, sameTitle: { titles[$0] == titles[$1] }), 3)
  }

  /// Titles with different hashes are never compared.
  func testDifferentHashesAreNotCompared() {
    var matcher = SameTitles()
    XCTAssertNil(
      matcher.earlier(
        0, hash: 1,
        sameTitle: { _, _ in
          XCTFail("compared"); return true
        }))
    XCTAssertNil(
      matcher.earlier(
        1, hash: 2,
        sameTitle: { _, _ in
          XCTFail("compared"); return true
        }))
  }
}
