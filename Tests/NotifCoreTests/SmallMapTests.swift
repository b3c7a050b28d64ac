import XCTest

@testable import NotifCore

final class SmallMapTests: XCTestCase {
  /// The map behaves like a dictionary below, at and beyond the size where it starts hashing.
  func testAgreesWithADictionaryAcrossTheLinearLimit() {
    var generator = SeededGenerator(seed: 11)
    for size in [0, 1, 5, SmallMap<String, Int>.linearLimit, SmallMap<String, Int>.linearLimit + 1, 200] {
      var map = SmallMap<String, Int>()
      var dictionary: [String: Int] = [:]
      for step in 0..<(size * 3) {
        let key = "k\(Int.random(in: 0..<max(size, 1), using: &generator))"
        XCTAssertEqual(map[key], dictionary[key], "size \(size), step \(step)")
        map[key] = step
        dictionary[key] = step
      }
      for key in dictionary.keys { XCTAssertEqual(map[key], dictionary[key]) }
      XCTAssertNil(map["absent"])
    }
  }
}
