import Foundation
import XCTest

@testable import NotifCore

/// `SwiftEmitterOptions.HandlerStyle.async` (`--handler async`): the handler's methods are `async`,
/// the router awaits them in a task and calls the completion handler when they have finished, and
/// the delegate's `async` method can await the router. Swift concurrency runs from iOS 13: below
/// that, the build reports N310.
final class SwiftEmitterAsyncHandlerTests: XCTestCase {
  static let options = SwiftEmitterOptions(handlerStyle: .async)

  /// The work of a handler that takes a while (a reply sent to a server) is done before the
  /// completion handler is called, exactly once, on every path, through both of the delegate's
  /// forms; the `async` router says whether it called the handler.
  func testTheCompletionHandlerWaitsForTheHandler() throws {
    let expected = """
      completion handler, reply: invite reply(text: "typed") | completion | count=1
      completion handler, unknown category: completion | count=1
      completion handler, unknown action: completion | count=1
      completion handler, plain default: plain defaultAction | completion | count=1
      async, reply: invite reply(text: "typed") | returned true | count=1
      async, unknown category: returned false | count=1
      async, unknown action: returned false | count=1
      async, plain default: plain defaultAction | returned true | count=1

      """
    try assertSwiftRuns(
      [
        "Generated.swift": SwiftEmitter.emit(
          try SwiftEmitterTests.model(SwiftEmitterTests.runtimeSource), options: Self.options),
        "main.swift": Self.main,
      ], expectedOutput: expected)
  }

  /// Every sample that targets iOS 13 or later compiles with its skeleton and both of the
  /// delegate's forms, also in a main-actor target (`--default-isolation MainActor`) and public.
  func testSamplesCompileWithAsyncHandlers() throws {
    let samples = try FileManager.default.contentsOfDirectory(atPath: SwiftEmitterTests.samplesDirectory.path)
      .filter { $0.hasSuffix(".notif") }.sorted()
    var sources: [String: String] = [:]
    var mainActorSources: [String: String] = [:]
    var compiled: [String] = []
    for (index, sample) in samples.enumerated() {
      let path = SwiftEmitterTests.samplesDirectory.appendingPathComponent(sample).path
      let model = try SwiftEmitterTests.model(String(contentsOfFile: path, encoding: .utf8), path: path)
      let prefix = "S\(index)"
      guard SwiftEmitter.asyncHandlerTargetProblems(in: model, options: Self.options).isEmpty else {
        continue
      }
      compiled.append(sample)
      for isolation in SwiftEmitterOptions.DefaultIsolation.allCases {
        let options = SwiftEmitterOptions(
          accessLevel: isolation == .mainActor ? .public : .internal, inputNames: [sample],
          typePrefix: prefix,
          defaultIsolation: isolation, handlerStyle: .async)
        var files = isolation == .mainActor ? mainActorSources : sources
        files["\(prefix)Generated.swift"] = SwiftEmitter.emit(model, options: options)
        files["\(prefix)Handler.swift"] = HandlerSkeletonEmitter.emit(model, options: options)
        files["\(prefix)Delegates.swift"] = Self.delegates(prefix: prefix)
        if isolation == .mainActor { mainActorSources = files } else { sources = files }
      }
    }
    XCTAssertEqual(compiled, ["invite.notif", "localized.notif", "rich-shared.notif", "rich.notif"])
    try assertSwiftCompiles(sources, standIns: [.userNotifications, .uiKit], "async handlers")
    try assertSwiftCompiles(
      mainActorSources, standIns: [.userNotifications, .uiKit],
      extraArguments: SwiftEmitterIsolationTests.mainActorTarget, "async handlers, main actor")
  }

  /// The async form of invite.notif's outputs, byte for byte (the manifest does not change).
  func testInviteMatchesItsAsyncGoldens() throws {
    let url = repositoryRoot.appendingPathComponent("samples/invite.notif")
    let model = try SampleGoldenTests.compile(url).model
    let options = SwiftEmitterOptions(inputNames: ["invite.notif"], handlerStyle: .async)
    assertMatchesFile(
      SwiftEmitter.emit(model, options: options),
      "Tests/Goldens/invite/async/NotificationCategories.swift.golden")
    assertMatchesFile(
      HandlerSkeletonEmitter.emit(model, options: options),
      "Tests/Goldens/invite/async/NotificationHandler.swift.golden")
  }

  /// Without the option, the handler's methods are synchronous and nothing runs in a task.
  func testSynchronousHandlersAreTheDefault() throws {
    let model = try SwiftEmitterTests.model(SwiftEmitterTests.runtimeSource)
    let generated = SwiftEmitter.emit(model)
    for word in [") async", "await ", "Task {", "Handler: Sendable"] {
      XCTAssertFalse(generated.contains(word), word)
      XCTAssertFalse(HandlerSkeletonEmitter.emit(model, options: .init()).contains(word), word)
    }
    let asynchronous = SwiftEmitter.emit(model, options: Self.options)
    XCTAssertTrue(asynchronous.contains("protocol NotificationResponseHandler: Sendable {"))
    XCTAssertTrue(
      HandlerSkeletonEmitter.emit(model, options: Self.options).contains(
        "func handle(_ response: InviteResponse, notificationResponse: UNNotificationResponse) async {"))
  }

  /// N310 at each `platform` line below Swift concurrency's first version, and only with the option.
  func testTargetsBelowSwiftConcurrencyAreReported() throws {
    let source = MarkedSource(
      """
      notif 1
      1️⃣platform ios 12.4
      platform macos 10.15
      2️⃣platform watchos 5.0
      action accept { title: "Accept" }
      category invite { actions: [accept] }
      """)
    let model = try SwiftEmitterTests.model(source.text)
    let problems = SwiftEmitter.asyncHandlerTargetProblems(in: model, options: Self.options)
    XCTAssertEqual(problems.map(\.code), [.asyncHandlerBelowConcurrency, .asyncHandlerBelowConcurrency])
    XCTAssertEqual(
      problems.map(\.message),
      [
        "asynchronous handlers ('--handler async') need iOS 13.0 or later, where Swift concurrency runs; this build targets iOS 12.4",
        "asynchronous handlers ('--handler async') need watchOS 6.0 or later, where Swift concurrency runs; this build targets watchOS 5.0",
      ])
    let file = SourceFile(path: "test.notif", text: source.text)
    XCTAssertEqual(
      problems.map { $0.span.map { file.position(of: $0.start) } },
      [source.position("1️⃣"), source.position("2️⃣")])
    XCTAssertEqual(source.position("2️⃣").line, 4)
    XCTAssertEqual(SwiftEmitter.asyncHandlerTargetProblems(in: model, options: .init()).count, 0)
    // The default target, iOS 15, is fine.
    let plain = try SwiftEmitterTests.model(
      "notif 1\naction a { title: \"A\" }\ncategory c { actions: [a] }\n")
    XCTAssertEqual(SwiftEmitter.asyncHandlerTargetProblems(in: plain, options: Self.options).count, 0)
  }
}

extension SwiftEmitterAsyncHandlerTests {
  /// A delegate of each form, as docs/xcode.md shows them, with the skeleton's handler.
  static func delegates(prefix: String) -> String {
    """
    #if canImport(UserNotifications)
    import Foundation
    import UserNotifications

    final class \(prefix)Delegate: NSObject, UNUserNotificationCenterDelegate {
      let handler = \(prefix)NotificationHandler()

      nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
      ) {
        \(prefix)NotificationResponseRouter.route(response, to: handler, completionHandler: completionHandler)
      }
    }

    final class \(prefix)AsyncDelegate: NSObject, UNUserNotificationCenterDelegate {
      let handler = \(prefix)NotificationHandler()

      nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
      ) async {
        await \(prefix)NotificationResponseRouter.route(response, to: handler)
      }
    }
    #endif
    """
  }

  static let main = #"""
    import Foundation
    import UserNotifications

    final class Log: @unchecked Sendable {
      private let lock = NSLock()
      private var entries: [String] = []
      func add(_ entry: String) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
      }
      var text: String {
        lock.lock()
        defer { lock.unlock() }
        return entries.joined(separator: " | ")
      }
    }

    struct Recorder: NotificationResponseHandler {
      let log: Log
      func handle(_ response: InviteResponse, notificationResponse: UNNotificationResponse) async {
        // Work that takes a while, such as sending the reply to a server.
        try? await Task.sleep(nanoseconds: 50_000_000)
        log.add("invite \(response)")
      }
      func handle(_ response: PlainResponse, notificationResponse: UNNotificationResponse) async {
        await Task.yield()
        log.add("plain \(response)")
      }
    }

    final class Delegate: NSObject, UNUserNotificationCenterDelegate {
      let recorder = Recorder(log: Log())
      nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
      ) {
        let log = recorder.log
        NotificationResponseRouter.route(response, to: recorder) {
          log.add("completion")
          completionHandler()
        }
      }
    }

    final class AsyncDelegate: NSObject, UNUserNotificationCenterDelegate {
      let recorder = Recorder(log: Log())
      nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
      ) async {
        let handled = await NotificationResponseRouter.route(response, to: recorder)
        recorder.log.add("returned \(handled)")
      }
    }

    let center = UNUserNotificationCenter.current()
    let responses: [(String, UNNotificationResponse)] = [
      ("reply", UNTextInputNotificationResponse(
        _standInActionIdentifier: "REPLY", categoryIdentifier: "INVITE", userText: "typed")),
      ("unknown category", UNNotificationResponse(_standInActionIdentifier: "ACCEPT", categoryIdentifier: "OTHER")),
      ("unknown action", UNNotificationResponse(_standInActionIdentifier: "NOPE", categoryIdentifier: "INVITE")),
      ("plain default", UNNotificationResponse(
        _standInActionIdentifier: UNNotificationDefaultActionIdentifier, categoryIdentifier: "PLAIN")),
    ]
    for (label, response) in responses {
      let delegate = Delegate()
      center.delegate = delegate
      let count = center._standInDeliverAndWait(response)
      print("completion handler, \(label): \(delegate.recorder.log.text) | count=\(count.map(String.init) ?? "nil")")
    }
    for (label, response) in responses {
      let delegate = AsyncDelegate()
      center.delegate = delegate
      let count = center._standInDeliverAndWait(response)
      print("async, \(label): \(delegate.recorder.log.text) | count=\(count.map(String.init) ?? "nil")")
    }
    """#
}
