// Rule 14: a `%` meant as a percent sign in a format string (FormatStringRule).

import NotifCore
import XCTest

final class FormatPercentSignTests: XCTestCase {
  /// A `%` before a space, before what no conversion is, or at the end is reported at the `%`, with
  /// a fix-it that doubles it, when the text (or the `default:` of its `localized(...)`) is a string
  /// literal without escapes; in a string with escapes, at the text and without a fix-it.
  func testAPercentSignIsDoubled() throws {
    let compilation = assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] categorySummaryFormat: "%u more deals (up to 501️⃣% off)" }
      category d { actions: [a] hiddenPreviewsBodyPlaceholder: "%u at 1002️⃣%" }
      category e { actions: [a] hiddenPreviewsBodyPlaceholder: "(103️⃣%)" }
      category f { actions: [a] categorySummaryFormat: localized("f", default: "504️⃣% off") }
      category g { actions: [a] categorySummaryFormat: 5️⃣"\\u{41} 50% off" }
      """,
      [
        Expected(
          "1️⃣", .invalidSummaryFormat,
          "format specifier '% o' is not allowed in 'categorySummaryFormat'; to show a percent sign, write '%%'"
        ),
        Expected(
          "2️⃣", .invalidPlaceholderFormat,
          "format specifier '%' is not allowed in 'hiddenPreviewsBodyPlaceholder'; to show a percent sign, write '%%'"
        ),
        Expected(
          "3️⃣", .invalidPlaceholderFormat,
          "format specifier '%)' is not allowed in 'hiddenPreviewsBodyPlaceholder'; to show a percent sign, write '%%'"
        ),
        Expected(
          "4️⃣", .invalidSummaryFormat,
          "format specifier '% o' is not allowed in 'categorySummaryFormat'; to show a percent sign, write '%%'"
        ),
        Expected(
          "5️⃣", .invalidSummaryFormat,
          "format specifier '% o' is not allowed in 'categorySummaryFormat'; to show a percent sign, write '%%'"
        ),
      ])
    XCTAssertEqual(compilation.diagnostics.map(\.fixIts.count), [1, 1, 1, 1, 0])
    let fixed = ParserHabitTests.applyingEveryFixIt(compilation)
    XCTAssertTrue(fixed.contains("\"%u more deals (up to 50%% off)\""), fixed)
    XCTAssertTrue(fixed.contains("\"%u at 100%%\""), fixed)
    XCTAssertTrue(fixed.contains("\"(10%%)\""), fixed)
    XCTAssertTrue(fixed.contains("localized(\"f\", default: \"50%% off\")"), fixed)
    // In `localized(...)` without `default:`, the key is the value: at its `%`; with a `default:`
    // that is not a plain literal, at the text.
    let localized = assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] hiddenPreviewsBodyPlaceholder: localized("1️⃣%d new", comment: "%d") }
      category d { actions: [a] hiddenPreviewsBodyPlaceholder: 2️⃣localized("k", default: "\\u{41}%d") }
      """,
      [
        Expected(
          "1️⃣", .invalidPlaceholderFormat,
          "format specifier '%d' is not allowed in 'hiddenPreviewsBodyPlaceholder'; it may contain only %u and %%"
        ),
        Expected(
          "2️⃣", .invalidPlaceholderFormat,
          "format specifier '%d' is not allowed in 'hiddenPreviewsBodyPlaceholder'; it may contain only %u and %%"
        ),
      ])
    XCTAssertEqual(localized.diagnostics.map { $0.span.map { $0.end - $0.start } }, [2, 35])
    // The `default:` argument itself, not text that reads like one: a comment before it, a key with
    // the same text, or `default:` written after other arguments.
    let lookalikes = assertDiagnostics(
      """
      action a { title: "A" }
      category c {
          actions: [a]
          categorySummaryFormat: localized(/* default: "50% off" */ "k", default: "501️⃣% off")
      }
      category d {
          actions: [a]
          hiddenPreviewsBodyPlaceholder: localized("10% new", comment: "10% new", default: "102️⃣% new")
      }
      """,
      [
        Expected(
          "1️⃣", .invalidSummaryFormat,
          "format specifier '% o' is not allowed in 'categorySummaryFormat'; to show a percent sign, write '%%'"
        ),
        Expected(
          "2️⃣", .invalidPlaceholderFormat,
          "format specifier '% n' is not allowed in 'hiddenPreviewsBodyPlaceholder'; to show a percent sign, write '%%'"
        ),
      ])
    let fixedLookalikes = ParserHabitTests.applyingEveryFixIt(lookalikes)
    XCTAssertTrue(
      fixedLookalikes.contains("localized(/* default: \"50% off\" */ \"k\", default: \"50%% off\")"),
      fixedLookalikes)
    XCTAssertTrue(
      fixedLookalikes.contains("localized(\"10% new\", comment: \"10% new\", default: \"10%% new\")"),
      fixedLookalikes)
    // In a key that is the value (no `default:`), at the `%` with no fix-it: doubling it would
    // change the key, and the translations it looks up.
    let key = assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] categorySummaryFormat: localized("501️⃣% off") }
      """,
      [
        Expected(
          "1️⃣", .invalidSummaryFormat,
          "format specifier '% o' is not allowed in 'categorySummaryFormat'; to show a percent sign, write '%%'"
        )
      ])
    XCTAssertEqual(key.diagnostics.map(\.fixIts.count), [0])
    XCTAssertEqual(
      key.diagnostics.first?.notes.map(\.message),
      [
        "the key is the text here: add 'default:' with '%%', as doubling the '%' in the key would change the key"
      ])
    // A specifier that is one (`%d`) is listed as before.
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] hiddenPreviewsBodyPlaceholder: "1️⃣%d new" }
      """,
      [
        Expected(
          "1️⃣", .invalidPlaceholderFormat,
          "format specifier '%d' is not allowed in 'hiddenPreviewsBodyPlaceholder'; it may contain only %u and %%"
        )
      ])
  }
}
