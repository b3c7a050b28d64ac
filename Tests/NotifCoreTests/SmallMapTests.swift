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

  /// A map emptied with `removeAll` is empty, whether it had started hashing or not, and works as
  /// a new one afterwards.
  func testRemoveAllEmptiesTheMapForReuse() {
    var map = SmallMap<String, Int>()
    for size in [3, SmallMap<String, Int>.linearLimit + 5, 2] {
      map.removeAll()
      for key in ["a", "b", "k0", "k\(size - 1)"] { XCTAssertNil(map[key], "size \(size)") }
      for index in 0..<size { map["k\(index)"] = index }
      for index in 0..<size { XCTAssertEqual(map["k\(index)"], index) }
      XCTAssertNil(map["k\(size)"])
    }
  }
}
