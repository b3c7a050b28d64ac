// Rule 14: a `%` meant as a percent sign in a format string (FormatStringRule).

import NotifCore
import XCTest

final class FormatPercentSignTests: XCTestCase {
  /// A `%` before a space, before what no conversion is, or at the end is reported at the `%`, with
  /// a fix-it that doubles it, when the text is a string literal without escapes; in a
  /// `localized(...)` default or a string with escapes, at the text and without a fix-it.
  func testAPercentSignIsDoubled() throws {
    let compilation = assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] categorySummaryFormat: "%u more deals (up to 501️⃣% off)" }
      category d { actions: [a] hiddenPreviewsBodyPlaceholder: "%u at 1002️⃣%" }
      category e { actions: [a] hiddenPreviewsBodyPlaceholder: "(103️⃣%)" }
      category f { actions: [a] categorySummaryFormat: 4️⃣localized("f", default: "50% off") }
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
    XCTAssertEqual(compilation.diagnostics.map(\.fixIts.count), [1, 1, 1, 0, 0])
    let fixed = ParserHabitTests.applyingEveryFixIt(compilation)
    XCTAssertTrue(fixed.contains("\"%u more deals (up to 50%% off)\""), fixed)
    XCTAssertTrue(fixed.contains("\"%u at 100%%\""), fixed)
    XCTAssertTrue(fixed.contains("\"(10%%)\""), fixed)
    // A specifier that is one (`%d`) is listed as before.
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] hiddenPreviewsBodyPlaceholder: 1️⃣"%d new" }
      """,
      [
        Expected(
          "1️⃣", .invalidPlaceholderFormat,
          "format specifier '%d' is not allowed in 'hiddenPreviewsBodyPlaceholder'; it may contain only %u and %%"
        )
      ])
  }
}
