// The examples in the docs and in the generated documentation, made executable: they compile,
// and docs/migrating.md's declarations build what its hand-written code built.

import Foundation
import NotifCore
import XCTest

final class DocumentationExampleTests: XCTestCase {
  /// The delegate method in the router's documentation compiles as it is written, in a main-actor
  /// app delegate (as UIKit's are) that keeps the skeleton's handler: internal, public, and with a
  /// type prefix on an iOS 8 build.
  func testRouterDocumentationExampleCompilesInAMainActorDelegate() throws {
    let cases: [(source: String, options: SwiftEmitterOptions)] = [
      (SwiftEmitterTests.runtimeSource, SwiftEmitterOptions()),
      (SwiftEmitterTests.runtimeSource, SwiftEmitterOptions(accessLevel: .public)),
      (SwiftEmitterTests.legacySource, SwiftEmitterOptions(accessLevel: .public, typePrefix: "Chat")),
    ]
    for (source, options) in cases {
      let model = try SwiftEmitterTests.model(source)
      let generated = SwiftEmitter.emit(model, options: options)
      let lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
      let start = try XCTUnwrap(
        lines.firstIndex { $0.hasPrefix("///     nonisolated func userNotificationCenter(") })
      let example = lines[start...].prefix { $0.hasPrefix("///     ") }.map { $0.dropFirst(8) }
      XCTAssertEqual(example.last, "}")
      let delegate = """
        import Foundation
        import UserNotifications

        @MainActor final class AppDelegate: NSObject, UNUserNotificationCenterDelegate {
          nonisolated let handler = \(options.typePrefix)NotificationHandler()

        \(example.map { "  " + $0 }.joined(separator: "\n"))
        }
        """
      try assertSwiftCompiles(
        [
          "Generated.swift": generated, "Handler.swift": HandlerSkeletonEmitter.emit(model, options: options),
          "AppDelegate.swift": delegate,
        ], standIns: [.userNotifications, .uiKit], "\(options.accessLevel) \(options.typePrefix)")
    }
  }

  /// The Swift examples of docs/xcode.md's "The generated API in use" compile, in Swift 6, with
  /// the generated source of the guide's `invite` category (and a `message` category with a
  /// text-input action, which the last example uses). Blocks of declarations are files as they are;
  /// blocks of statements are the body of a function, each expression statement as `_ = …`.
  func testXcodeGuideExamplesCompile() throws {
    let guide = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/xcode.md"), encoding: .utf8)
    func swiftBlocks(_ section: String) -> [String] {
      section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
    }
    let section = guide.components(separatedBy: "## 4. ")[1].components(separatedBy: "\n## 5. ")[0]
    // The iOS 8 and 9 examples are compiled against a build whose iOS target is below 9.
    let legacyBlocks = swiftBlocks(section).filter { $0.contains("LegacyNotification") }
    // The examples of `async` handlers are compiled against a build with them.
    let asyncBlocks = swiftBlocks(section).filter { $0.contains(") async") }
    let blocks = swiftBlocks(section).filter { !$0.contains("LegacyNotification") && !$0.contains(") async") }
    XCTAssertEqual(blocks.count, 4)
    XCTAssertEqual(asyncBlocks.count, 2)
    XCTAssertEqual(legacyBlocks.count, 1)
    var sources: [String: String] = [
      "InvitationService.swift": """
      final class InvitationService: Sendable {
        enum Answer { case accepted, declined, tentative }
        func answer(_ eventID: String, _ answer: Answer) {}
        func show(_ eventID: String) {}
      }
      """,
      // The guide's handler handles `invite` only.
      "MessageHandling.swift": """
      import UserNotifications

      extension NotificationHandler {
        func handle(_ response: MessageResponse, notificationResponse: UNNotificationResponse) {}
      }
      """,
    ]
    for (index, block) in blocks.enumerated() {
      let isDeclarations = block.hasPrefix("import ") || block.hasPrefix("@main")
      sources["Example\(index).swift"] =
        isDeclarations
        ? block
        : "import UserNotifications\n\nfunc example\(index)() {\n"
          + block.split(separator: "\n").map { line in
            line.first!.isUppercase ? "  _ = \(line)" : "  \(line)"
          }.joined(separator: "\n") + "\n}\n"
    }
    let invite = try String(
      contentsOf: SwiftEmitterTests.samplesDirectory.appendingPathComponent("invite.notif"), encoding: .utf8)
    let model = try SwiftEmitterTests.model(
      invite + """
        action reply { identifier: "REPLY" title: "Reply" behavior: textInput }
        category message { actions: [reply] }
        """)
    try SwiftEmitterTests.assertCompiles(
      model, options: .init(), "docs/xcode.md", extraSources: sources, skeleton: false)

    let asyncSources = [
      "AsyncHandler.swift": asyncBlocks[0],
      "MessageService.swift": """
      final class MessageService: Sendable {
        func send(_ text: String) async {}
      }
      """,
      // The guide's `async` handler handles `message` only.
      "InviteHandling.swift": """
      import UserNotifications

      extension NotificationHandler {
        func handle(_ response: InviteResponse, notificationResponse: UNNotificationResponse) async {}
      }
      """,
      "AsyncDelegate.swift": """
      import Foundation
      import UserNotifications

      final class AsyncDelegate: NSObject, UNUserNotificationCenterDelegate {
        let notificationHandler = NotificationHandler()

      \(asyncBlocks[1])
      }
      """,
      // The delegate of section 4's first example, unchanged.
      "Delegate.swift": blocks[0],
    ]
    try SwiftEmitterTests.assertCompiles(
      model, options: .init(handlerStyle: .async), "docs/xcode.md, async handlers",
      extraSources: asyncSources,
      skeleton: false)

    // Section 3's registration of two modules' categories, in a build below iOS 10.
    let registration = try XCTUnwrap(
      swiftBlocks(guide.components(separatedBy: "## 3. ")[1].components(separatedBy: "\n## 4. ")[0]).first)
    var legacySources: [String: String] = [
      "Modules.swift": """
      import UserNotifications

      typealias ChatNotificationCategories = NotificationCategories

      enum MailNotificationCategories {
        @available(iOS 10.0, *)
        static var all: Set<UNNotificationCategory> { [] }
      }

      @MainActor func registerBoth() {
      \(registration)
      }
      """
    ]
    for (index, block) in legacyBlocks.enumerated() { legacySources["Legacy\(index).swift"] = block }
    // The stand-in's delegate protocol declares no action callbacks (a misspelt optional method
    // would compile as a method of its own, which UIKit never calls): the guide's methods are
    // pinned to Apple's names and types here instead.
    legacySources["Callbacks.swift"] = """
      import UIKit

      @MainActor func pinLegacyCallbacks() {
        let _: (LegacyAppDelegate) -> (
          UIApplication, String?, UILocalNotification, [AnyHashable: Any], @escaping () -> Void
        ) -> Void = LegacyAppDelegate.application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)
        let _: (LegacyAppDelegate) -> (UIApplication, String?, UILocalNotification, @escaping () -> Void) -> Void =
          LegacyAppDelegate.application(_:handleActionWithIdentifier:for:completionHandler:)
      }
      """
    let legacy = try SwiftEmitterTests.model(
      invite.replacingOccurrences(of: "platform ios 15.0", with: "platform ios 8.0"))
    try SwiftEmitterTests.assertCompiles(
      legacy, options: .init(), "docs/xcode.md, iOS 8", extraSources: legacySources, skeleton: false)
  }

  /// The guide's declarations check clean and build, at run time against the UserNotifications
  /// stand-in, the same categories as the hand-written code before them (identifiers, titles,
  /// options, text input, placeholder); the guide's delegate method compiles with the generated
  /// source, internal and public.
  func testMigrationGuidesDeclarationsBuildWhatItsHandWrittenCodeBuilt() throws {
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
