import Foundation
import NotifCore
import XCTest

/// `SwiftEmitterOptions.DefaultIsolation.mainActor` (`--default-isolation MainActor`): in a target
/// whose declarations are isolated to the main actor unless marked (new Xcode 26 app targets), the
/// generated types are marked `nonisolated`, so that the notification center's delegate, which
/// UserNotifications declares nonisolated, can route responses and register categories.
final class SwiftEmitterIsolationTests: XCTestCase {
  /// A main-actor target with approachable concurrency's upcoming features, as Xcode 26 makes one.
  static let mainActorTarget = [
    "-default-isolation", "MainActor", "-enable-upcoming-feature", "InferIsolatedConformances",
    "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
  ]

  /// The app's code that is not on the main actor: the delegate's method as docs/xcode.md shows
  /// it, the categories, and the identifiers used without the framework; and registration at launch.
  static func nonisolatedUses(prefix: String) -> String {
    """
    import Foundation
    #if canImport(UserNotifications)
    import UserNotifications

    final class \(prefix)Delegate: NSObject, UNUserNotificationCenterDelegate {
      let notificationHandler = \(prefix)NotificationHandler()

      nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
      ) {
        \(prefix)NotificationResponseRouter.route(
          response, to: notificationHandler, completionHandler: completionHandler)
      }
    }

    nonisolated func categories\(prefix)() -> Int { \(prefix)NotificationCategories.all.count }

    // At launch, on the main actor (a build below iOS 10 registers through UIKit there).
    func register\(prefix)() { \(prefix)NotificationCategories.register() }
    #endif

    nonisolated func count\(prefix)() -> Int { \(prefix)NotificationCategoryIdentifier.allCases.count }
    """
  }

  /// Every sample, with its skeleton, compiles in a main-actor target and is used from nonisolated
  /// code; without the option, the delegate cannot call the router, which is what it is for.
  func testMainActorTargetsUseTheOutputFromNonisolatedCode() throws {
    let samples = try FileManager.default.contentsOfDirectory(atPath: SwiftEmitterTests.samplesDirectory.path)
      .filter { $0.hasSuffix(".notif") }.sorted()
    XCTAssertGreaterThan(samples.count, 5)
    var sources: [String: String] = [:]
    for (index, sample) in samples.enumerated() {
      let path = SwiftEmitterTests.samplesDirectory.appendingPathComponent(sample).path
      let model = try SwiftEmitterTests.model(String(contentsOfFile: path, encoding: .utf8), path: path)
      // Prefixed, so that every sample compiles in one module.
      let prefix = "S\(index)"
      let options = SwiftEmitterOptions(
        inputNames: [sample], typePrefix: prefix, defaultIsolation: .mainActor)
      sources["\(prefix)Generated.swift"] = SwiftEmitter.emit(model, options: options)
      sources["\(prefix)Handler.swift"] = HandlerSkeletonEmitter.emit(model, options: options)
      sources["\(prefix)Uses.swift"] = Self.nonisolatedUses(prefix: prefix)
    }
    try assertSwiftCompiles(
      sources, standIns: [.userNotifications, .uiKit], extraArguments: Self.mainActorTarget, "main actor")

    let model = try SwiftEmitterTests.model(SwiftEmitterTests.runtimeSource)
    _ = try assertSwiftFailsToCompile(
      [
        "Generated.swift": SwiftEmitter.emit(model),
        "Handler.swift": HandlerSkeletonEmitter.emit(model, options: .init()),
        "Uses.swift": Self.nonisolatedUses(prefix: ""),
      ],
      diagnostic: "call to main actor-isolated static method 'route(_:to:completionHandler:)'",
      extraArguments: Self.mainActorTarget, "without the option")
  }

  /// The option marks each top-level type and extension, and nothing else; without it, none.
  func testTheOptionMarksEveryTopLevelDeclaration() throws {
    let model = try SwiftEmitterTests.model(SwiftEmitterTests.runtimeSource)
    let marked = SwiftEmitter.emit(model, options: .init(accessLevel: .public, defaultIsolation: .mainActor))
    let keywords = ["enum ", "protocol ", "struct ", "extension "]
    let topLevel = marked.split(separator: "\n").filter { line in
      line.first?.isLetter == true && keywords.contains { line.contains($0) }
    }
    XCTAssertGreaterThan(topLevel.count, 6)
    for line in topLevel {
      XCTAssertTrue(
        line.hasPrefix("public nonisolated ") || line.hasPrefix("private nonisolated ")
          || line.hasPrefix("nonisolated extension "), String(line))
    }
    XCTAssertFalse(SwiftEmitter.emit(model).contains("nonisolated enum"))
  }
}
