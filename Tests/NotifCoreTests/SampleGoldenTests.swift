import Foundation
import XCTest

@testable import NotifCore

/// Golden files for every sample (manifest and Swift, byte for byte), and the generated Swift
/// compiled against the stand-in UserNotifications (and UIKit, for legacy targets).
final class SampleGoldenTests: XCTestCase {
  /// The samples that are apps of their own (`*-shared.notif` files are only imported).
  static func samples() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: repositoryRoot.appendingPathComponent("samples"), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "notif" && !$0.lastPathComponent.hasSuffix("-shared.notif") }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  static func compile(_ url: URL) throws -> Compilation {
    let text = try String(contentsOf: url, encoding: .utf8)
    let directory = url.deletingLastPathComponent()
    return Compiler.compile([CompilationInput(path: "samples/" + url.lastPathComponent, text: text)]) {
      path in
      let imported = directory.appendingPathComponent(String(path.dropFirst("samples/".count)))
      guard let data = try? Data(contentsOf: imported) else { return .notFound }
      return .loaded(Array(data))
    }
  }

  func testEverySampleIsCleanAndMatchesItsGoldens() throws {
    let samples = try Self.samples()
    XCTAssertGreaterThanOrEqual(samples.count, 6)
    for url in samples {
      let name = url.deletingPathExtension().lastPathComponent
      let compilation = try Self.compile(url)
      XCTAssertEqual(compilation.diagnostics.map(\.message), [], name)
      let options = SwiftEmitterOptions(inputNames: [url.lastPathComponent])
      assertMatchesFile(
        ManifestEmitter.emit(compilation.model), "Tests/Goldens/\(name)/notification-categories.json")
      assertMatchesFile(
        SwiftEmitter.emit(compilation.model, options: options),
        "Tests/Goldens/\(name)/NotificationCategories.swift.golden")
      assertMatchesFile(
        HandlerSkeletonEmitter.emit(compilation.model, options: options),
        "Tests/Goldens/\(name)/NotificationHandler.swift.golden")
    }
  }

  func testEverySampleCompilesAgainstTheStandIns() throws {
    for url in try Self.samples() {
      let compilation = try Self.compile(url)
      let options = SwiftEmitterOptions(inputNames: [url.lastPathComponent])
      let legacy = compilation.model.iosTarget(below: Version(10, 0))
      try assertSwiftCompiles(
        [
          "NotificationCategories.swift": SwiftEmitter.emit(compilation.model, options: options),
          "NotificationHandler.swift": HandlerSkeletonEmitter.emit(compilation.model, options: options),
        ], standIns: legacy ? [.userNotifications, .uiKit] : [.userNotifications], url.lastPathComponent)
    }
  }

  /// The stand-in UIKit cannot enforce `@available(iOS 9.0, *)` on Linux, so this checks the text:
  /// with an iOS 8 target, the iOS 9 typed-text key is read only under `#available(iOS 9.0, *)`.
  func testIOS8TargetGuardsTheIOS9TypedTextKey() throws {
    let url = repositoryRoot.appendingPathComponent("samples/legacy-ios8.notif")
    let swift = SwiftEmitter.emit(try Self.compile(url).model)
    let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
    let uses = lines.indices.filter { lines[$0].contains("[UIUserNotificationActionResponseTypedTextKey]") }
    XCTAssertFalse(uses.isEmpty)
    for index in uses {
      XCTAssertEqual(lines[index - 1].trimmingCharacters(in: .whitespaces), "if #available(iOS 9.0, *) {")
    }
  }

  func testOutputsDoNotDependOnInputOrderOrRuns() throws {
    let a = CompilationInput(
      path: "a.notif", text: "action x { title: \"X\" }\ncategory zeta { actions: [x] }")
    let b = CompilationInput(
      path: "b.notif", text: "action y { title: \"Y\" }\ncategory alpha { actions: [y] }")
    let first = Compiler.compile([a, b])
    let second = Compiler.compile([b, a])
    XCTAssertEqual(ManifestEmitter.emit(first.model), ManifestEmitter.emit(second.model))
    XCTAssertEqual(ManifestEmitter.emit(first.model), ManifestEmitter.emit(Compiler.compile([a, b]).model))
    XCTAssertEqual(first.model.categories.map(\.identifier), ["alpha", "zeta"])
    // The banner lists the inputs sorted, so the whole Swift file is the same too.
    XCTAssertEqual(
      SwiftEmitter.emit(first.model, options: SwiftEmitterOptions(inputNames: ["a.notif", "b.notif"])),
      SwiftEmitter.emit(second.model, options: SwiftEmitterOptions(inputNames: ["b.notif", "a.notif"])))
  }
}
