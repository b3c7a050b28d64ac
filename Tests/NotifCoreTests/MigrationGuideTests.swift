// docs/migrating.md, made executable: its `.notif` file declares what its hand-written code
// builds, and both compile.

import Foundation
import NotifCore
import XCTest

final class MigrationGuideTests: XCTestCase {
  /// The guide's declarations check clean and build, at run time against the UserNotifications
  /// stand-in, the same categories as the hand-written code before them (identifiers, titles,
  /// options, text input, placeholder); the guide's delegate method compiles with the generated
  /// source, internal and public.
  func testTheGuidesDeclarationsBuildWhatItsHandWrittenCodeBuilt() throws {
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
    let before = try XCTUnwrap(swiftBlocks.first { $0.hasPrefix("// Before:") })
    let indent: (String) -> String = { $0.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") }
    let run = try assertSwiftRuns([
      "Before.swift":
        "import UserNotifications\n\n@MainActor func registerBefore() {\n\(indent(before))\n}\n",
      "Generated.swift": SwiftEmitter.emit(compilation.model, options: .init()),
      "main.swift": Self.comparison,
    ])
    XCTAssertEqual(run.stdout.split(separator: "\n").first, "same", run.stdout)
    XCTAssertTrue(run.stdout.contains("MESSAGE options=1 placeholder=New message"), run.stdout)

    let delegateMethod = try XCTUnwrap(
      swiftBlocks.first { $0.hasPrefix("nonisolated func userNotificationCenter(") })
    for options in [SwiftEmitterOptions(), SwiftEmitterOptions(accessLevel: .public)] {
      try assertSwiftCompiles(
        [
          "Generated.swift": SwiftEmitter.emit(compilation.model, options: options),
          "Handler.swift": HandlerSkeletonEmitter.emit(compilation.model, options: options),
          "AppDelegate.swift": """
          import Foundation
          import UserNotifications

          @MainActor final class AppDelegate: NSObject, UNUserNotificationCenterDelegate {
            nonisolated let notificationHandler = NotificationHandler()

          \(indent(delegateMethod))

            func launch() { NotificationCategories.register() }
          }
          """,
        ], standIns: [.userNotifications], "\(options.accessLevel)")
    }
  }

  /// Runs the hand-written registration, then prints `same` when its categories and the generated
  /// ones are alike in everything the system shows (a foreground action's implied
  /// `.authenticationRequired` aside), and the categories.
  static let comparison = #"""
    import UserNotifications

    func describe(_ categories: Set<UNNotificationCategory>) -> String {
      categories.sorted { $0.identifier < $1.identifier }.map { category in
        let actions = category.actions.map { action -> String in
          // A foreground action requires an unlocked device whether or not it says so; the
          // generated code says so.
          var options = action.options
          if options.contains(.foreground) { options.insert(.authenticationRequired) }
          var text = "\(action.identifier)/\(action.title)/options=\(options.rawValue)"
          if let input = action as? UNTextInputNotificationAction {
            text += "/input=\(input.textInputButtonTitle)/\(input.textInputPlaceholder)"
          }
          return text
        }
        return "\(category.identifier) options=\(category.options.rawValue) "
          + "placeholder=\(category.hiddenPreviewsBodyPlaceholder) intents=\(category.intentIdentifiers) "
          + "actions=\(actions.joined(separator: " "))"
      }.joined(separator: "\n")
    }

    registerBefore()
    let center = UNUserNotificationCenter.current()
    center._standInWaitUntilIdle()
    let before = describe(center._standInRegisteredCategories)
    let after = describe(NotificationCategories.all)
    print(before == after && !before.isEmpty ? "same" : "different")
    print(before)
    print(after)
    """#
}
