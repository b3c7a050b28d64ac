import XCTest

@testable import NotifCore

final class PathsTests: XCTestCase {
  func testNormalizeResolvesDotsAndEmptyComponents() {
    let cases: [(String, String)] = [
      ("a/b.notif", "a/b.notif"), ("./a.notif", "a.notif"), ("a//b", "a/b"), ("a/./b", "a/b"),
      ("a/../b", "b"), ("../a", "../a"), ("/../a", "/a"), ("/", "/"), ("", "."), (".", "."),
      ("a/", "a"), ("a/..", "."), (".../a", ".../a"), ("a/.x/..y", "a/.x/..y"), ("//a", "/a"),
    ]
    for (path, expected) in cases {
      XCTAssertEqual(Paths.normalize(path), expected, path)
    }
  }

  /// The byte-scan shortcut returns a path unchanged only when splitting would give it back too.
  func testShortcutAgreesWithSplittingOnGeneratedPaths() {
    let components = ["a", "b.notif", ".", "..", "", ".x", "...", "é"]
    var generator = SeededGenerator(seed: 7)
    var shortcuts = 0
    for _ in 0..<5_000 {
      let count = Int.random(in: 1...5, using: &generator)
      var path = (0..<count).map { _ in components.randomElement(using: &generator)! }.joined(separator: "/")
      if Bool.random(using: &generator) { path = "/" + path }
      XCTAssertEqual(Paths.normalize(path), Paths.normalizedBySplitting(path), path)
      if Paths.isNormal(path) {
        shortcuts += 1
        XCTAssertEqual(Paths.normalizedBySplitting(path), path, path)
      }
    }
    XCTAssertGreaterThan(shortcuts, 100, "the generator should produce normal paths too")
  }
}
