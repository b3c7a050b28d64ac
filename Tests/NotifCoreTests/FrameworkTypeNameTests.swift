import XCTest

@testable import NotifCore

/// N414: a category's generated types must not be named like the UserNotifications and UIKit
/// types that notification code uses. `notifc build` reports it, with its type prefix.
final class FrameworkTypeNameTests: XCTestCase {
  /// The clashes of `marked` (which must compile cleanly) with `prefix`, as
  /// "line:column severity code message", beside those `expected` sets at its markers.
  func assertClashes(
    _ marked: String, prefix: String = "", _ expected: [Expected], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let source = MarkedSource(marked)
    let compilation = assertClean(source.text, file: file, line: line)
    let clashes = SwiftEmitter.frameworkTypeClashes(
      in: compilation.model, options: SwiftEmitterOptions(typePrefix: prefix))
    let actual = clashes.map { diagnostic in
      let position = diagnostic.span.map { compilation.sources.start(of: $0).description } ?? "-"
      return "\(position) \(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) \(diagnostic.message)"
    }
    let wanted = expected.map {
      "\(source.position($0.marker)) error \($0.code.rawValue) \($0.message)"
    }
    XCTAssertEqual(actual, wanted, file: file, line: line)
  }

  func testCategoriesNamedLikeAppleTypesAreReported() {
    assertClashes(
      """
      action ok { title: "OK" }
      category 1️⃣UNNotification { identifier: "A" actions: [ok] }
      category 2️⃣UNTextInputNotification { identifier: "B" actions: [ok] }
      category 3️⃣UIUserNotification { identifier: "C" actions: [ok] }
      category 4️⃣UIMutableUserNotification { identifier: "D" actions: [ok] }
      category 5️⃣UIAlert { identifier: "H" actions: [ok] }
      category 6️⃣__UIContextual { identifier: "I" actions: [ok] }
      category UNNotificationCenter { identifier: "E" actions: [ok] }
      category un_notification { identifier: "F" actions: [ok] }
      category invite { identifier: "G" actions: [ok] }
      """,
      [
        Expected(
          "1️⃣", .frameworkTypeHidden,
          "category 'UNNotification' would generate the types 'UNNotificationAction' and 'UNNotificationResponse', which hide UserNotifications' types of those names in the app's code; rename the category (its identifier can stay)"
        ),
        Expected(
          "2️⃣", .frameworkTypeHidden,
          "category 'UNTextInputNotification' would generate the types 'UNTextInputNotificationAction' and 'UNTextInputNotificationResponse', which hide UserNotifications' types of those names in the app's code; rename the category (its identifier can stay)"
        ),
        Expected(
          "3️⃣", .frameworkTypeHidden,
          "category 'UIUserNotification' would generate the type 'UIUserNotificationAction', which hides UIKit's type of that name in the app's code; rename the category (its identifier can stay)"
        ),
        Expected(
          "4️⃣", .frameworkTypeHidden,
          "category 'UIMutableUserNotification' would generate the type 'UIMutableUserNotificationAction', which hides UIKit's type of that name in the app's code; rename the category (its identifier can stay)"
        ),
        Expected(
          "5️⃣", .frameworkTypeHidden,
          "category 'UIAlert' would generate the type 'UIAlertAction', which hides UIKit's type of that name in the app's code; rename the category (its identifier can stay)"
        ),
        Expected(
          "6️⃣", .frameworkTypeHidden,
          "category '__UIContextual' would generate the type 'UIContextualAction', which hides UIKit's type of that name in the app's code; rename the category (its identifier can stay)"
        ),
      ])
  }

  /// The type prefix comes first: it can make a clash, or avoid one.
  func testTheTypePrefixCounts() {
    let source = """
      action ok { title: "OK" }
      category 1️⃣Notification { actions: [ok] }
      category UNNotification { identifier: "B" actions: [ok] }
      """
    assertClashes(source, prefix: "App", [])
    assertClashes(
      source, prefix: "UN",
      [
        Expected(
          "1️⃣", .frameworkTypeHidden,
          "category 'Notification' would generate the types 'UNNotificationAction' and 'UNNotificationResponse', which hide UserNotifications' types of those names in the app's code; rename the category (its identifier can stay)"
        )
      ])
  }

  /// The documented example reports N414 and its fix does not (the documentation tests compile
  /// examples with the checker alone, which does not report it).
  func testTheDocumentedExampleAndFix() throws {
    let entry = try XCTUnwrap(DiagnosticDocumentation.all[.frameworkTypeHidden])
    XCTAssertFalse(entry.reproducesLiterally)
    for (text, expected) in [(entry.example, 1), (try XCTUnwrap(entry.fixedExample), 0)] {
      let compilation = assertClean(text)
      let clashes = SwiftEmitter.frameworkTypeClashes(in: compilation.model, options: SwiftEmitterOptions())
      XCTAssertEqual(clashes.map(\.code), Array(repeating: .frameworkTypeHidden, count: expected))
    }
  }
}
