// docs/migrating.md, made executable: its `.notif` file declares what its hand-written code
// builds, and both compile.

import Foundation
import NotifCore
import XCTest

final class MigrationGuideTests: XCTestCase {
  /// The guide's declarations check clean and give the identifiers, titles and options of the
  /// hand-written code before them, which compiles against the UserNotifications stand-in; the
  /// generated source with the guide's delegate method compiles too.
  func testTheGuidesDeclarationsMatchItsHandWrittenCode() throws {
    let guide = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/migrating.md"), encoding: .utf8)
    let swiftBlocks = guide.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "\n```")[0]
    }
    let notifBlocks = guide.components(separatedBy: "```\n// After:").dropFirst().map {
      $0.components(separatedBy: "\n```")[0]
    }
    XCTAssertEqual(notifBlocks.count, 1)
    let compilation = Compiler.compile([
      CompilationInput(path: "messages.notif", text: "// After:" + (notifBlocks.first ?? ""))
    ])
    XCTAssertEqual(compilation.diagnostics.map(\.message), [])
    let category = try XCTUnwrap(compilation.model.categories.first)
    XCTAssertEqual(category.identifier, "MESSAGE")
    XCTAssertEqual(category.options, [.customDismissAction])
    XCTAssertEqual(category.hiddenPreviewsBodyPlaceholder?.value, "New message")
    XCTAssertEqual(category.actions.map(\.identifier), ["REPLY", "LIKE", "OPEN"])
    XCTAssertEqual(category.actions.map(\.title.value), ["Reply", "Like", "Open"])
    XCTAssertEqual(category.actions.map(\.activation), [.background, .background, .foreground])
    XCTAssertEqual(category.actions[0].behavior, .textInput)
    XCTAssertEqual(category.actions[0].textInputButtonTitle?.value, "Send")
    XCTAssertEqual(category.actions[0].textInputPlaceholder?.value, "Message")

    let before = try XCTUnwrap(swiftBlocks.first { $0.hasPrefix("// Before:") })
    let delegateMethod = try XCTUnwrap(
      swiftBlocks.first { $0.hasPrefix("nonisolated func userNotificationCenter(") })
    let indent: (String) -> String = { $0.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") }
    try assertSwiftCompiles(
      [
        "Before.swift":
          "import UserNotifications\n\n@MainActor func registerBefore() {\n\(indent(before))\n}\n",
        "Generated.swift": SwiftEmitter.emit(compilation.model, options: .init()),
        "Handler.swift": HandlerSkeletonEmitter.emit(compilation.model, options: .init()),
        "AppDelegate.swift": """
        import Foundation
        import UserNotifications

        @MainActor final class AppDelegate: NSObject, UNUserNotificationCenterDelegate {
          nonisolated let notificationHandler = NotificationHandler()

        \(indent(delegateMethod))

          func launch() { NotificationCategories.register() }
        }
        """,
      ], standIns: [.userNotifications])
  }
}
