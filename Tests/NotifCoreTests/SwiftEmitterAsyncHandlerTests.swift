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
  /// forms; the `async` router says whether it called the handler. An actor and a main-actor class
  /// are handlers too: the response is sent to them.
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
      actor: ["invite reply(text: \\"typed\\") REPLY"] | completion
      main actor: ["invite reply(text: \\"typed\\")"] | completion
      actor, awaited: true 2

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
        // A to-do app's own `Task` type does not hide the standard library's from the router.
        files["Task.swift"] = "struct Task { var title: String }\n"
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

  /// N310 at the version of each `platform` line below Swift concurrency's first version (iOS 13.0
  /// itself is fine), with the note that says what asked for async handlers, and only with them.
  func testTargetsBelowSwiftConcurrencyAreReported() throws {
    let source = MarkedSource(
      """
      notif 1
      platform ios 1️⃣12.4
      platform macos 10.15
      platform watchos 2️⃣5.0
      platform visionos 1.0
      action accept { title: "Accept" }
      category invite { actions: [accept] }
      """)
    let model = try SwiftEmitterTests.model(source.text)
    let problems = SwiftEmitter.asyncHandlerTargetProblems(in: model, options: Self.options, origin: "asked")
    XCTAssertEqual(problems.map(\.code), [.asyncHandlerBelowConcurrency, .asyncHandlerBelowConcurrency])
    XCTAssertEqual(
      problems.map(\.message),
      [
        "async handlers need iOS 13.0 or later, where Swift concurrency runs; 12.4 is too old",
        "async handlers need watchOS 6.0 or later, where Swift concurrency runs; 5.0 is too old",
      ])
    XCTAssertEqual(problems.map { $0.notes.map(\.message) }, [["asked"], ["asked"]])
    let file = SourceFile(path: "test.notif", text: source.text)
    XCTAssertEqual(
      problems.map { $0.span.map { file.position(of: $0.start) } },
      [source.position("1️⃣"), source.position("2️⃣")])
    XCTAssertEqual(source.position("2️⃣").line, 4)
    XCTAssertEqual(source.position("2️⃣").column, 18)
    XCTAssertEqual(SwiftEmitter.asyncHandlerTargetProblems(in: model, options: .init()).count, 0)
    // The default target, iOS 15, and iOS 13.0 itself are fine.
    for header in ["", "platform ios 13.0\n"] {
      let plain = try SwiftEmitterTests.model(
        "notif 1\n\(header)action a { title: \"A\" }\ncategory c { actions: [a] }\n")
      XCTAssertEqual(
        SwiftEmitter.asyncHandlerTargetProblems(in: plain, options: Self.options).count, 0, header)
    }
  }

  /// The documented example reports N310 and its fix does not (the documentation tests compile
  /// examples with the checker alone, which does not report it).
  func testTheDocumentedExampleAndFix() throws {
    let entry = try XCTUnwrap(DiagnosticDocumentation.all[.asyncHandlerBelowConcurrency])
    XCTAssertFalse(entry.reproducesLiterally)
    for (text, expected) in [(entry.example, 1), (try XCTUnwrap(entry.fixedExample), 0)] {
      let model = try SwiftEmitterTests.model(text)
      let problems = SwiftEmitter.asyncHandlerTargetProblems(in: model, options: Self.options)
      XCTAssertEqual(problems.map(\.code), Array(repeating: .asyncHandlerBelowConcurrency, count: expected))
    }
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

    // A delegate that also handles other notifications.
    final class \(prefix)MixedDelegate: NSObject, UNUserNotificationCenterDelegate {
      let handler = \(prefix)NotificationHandler()

      nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
      ) async {
        if await !\(prefix)NotificationResponseRouter.route(response, to: handler) {
          print(response.actionIdentifier)
        }
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

    // Handlers with state of their own: an actor, and a main-actor class (for the user interface).
    actor CountingHandler: NotificationResponseHandler {
      var handled: [String] = []
      func handle(_ response: InviteResponse, notificationResponse: UNNotificationResponse) async {
        try? await Task.sleep(nanoseconds: 20_000_000)
        handled.append("invite \(response) \(notificationResponse.actionIdentifier)")
      }
      func handle(_ response: PlainResponse, notificationResponse: UNNotificationResponse) async {
        handled.append("plain \(response)")
      }
    }

    @MainActor final class ScreenHandler: NotificationResponseHandler {
      var shown: [String] = []
      func handle(_ response: InviteResponse, notificationResponse: UNNotificationResponse) async {
        shown.append("invite \(response)")
      }
      func handle(_ response: PlainResponse, notificationResponse: UNNotificationResponse) async {
        shown.append("plain \(response)")
      }
    }

    nonisolated func reply() -> UNNotificationResponse {
      UNTextInputNotificationResponse(_standInActionIdentifier: "REPLY", categoryIdentifier: "INVITE", userText: "typed")
    }
    nonisolated func awaited(_ handler: some NotificationResponseHandler) async -> Bool {
      await NotificationResponseRouter.route(reply(), to: handler)
    }

    let counting = CountingHandler()
    let screen = ScreenHandler()
    let (actorDone, mainDone) = (Log(), Log())
    NotificationResponseRouter.route(reply(), to: counting) { actorDone.add("completion") }
    NotificationResponseRouter.route(reply(), to: screen) { mainDone.add("completion") }
    // Runs the main run loop (the main actor's jobs) until both completion handlers were called.
    func waitForCompletions() {
      let deadline = Date(timeIntervalSinceNow: 5)
      while (actorDone.text.isEmpty || mainDone.text.isEmpty) && Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
      }
    }
    waitForCompletions()
    print("actor: \(await counting.handled) | \(actorDone.text)")
    print("main actor: \(screen.shown) | \(mainDone.text)")
    let handled = await awaited(counting)
    print("actor, awaited: \(handled) \(await counting.handled.count)")
    """#
}
