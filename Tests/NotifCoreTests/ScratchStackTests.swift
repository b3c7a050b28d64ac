import XCTest

@testable import NotifCore

final class ScratchStackTests: XCTestCase {
  /// Counts the instances alive, so that the tests see every element destroyed exactly once.
  final class Tracked {
    nonisolated(unsafe) static var alive = 0
    let value: Int
    init(_ value: Int) {
      self.value = value
      Tracked.alive += 1
    }
    deinit { Tracked.alive -= 1 }
  }

  override func setUp() {
    Tracked.alive = 0
  }

  /// Nested collections, as the parser makes for lists in lists: each takes, in order, exactly the
  /// elements pushed since it started, across the stack's growth.
  func testNestedTakesGetTheirOwnElementsInOrder() {
    let stack = ScratchStack<Tracked>(capacity: 2)
    stack.append(Tracked(1))
    let inner = stack.count
    for value in 10..<50 { stack.append(Tracked(value)) }
    let taken = stack.take(from: inner)
    XCTAssertEqual(taken.map(\.value), Array(10..<50))
    XCTAssertEqual(stack.count, 1)
    stack.append(Tracked(2))
    XCTAssertEqual(stack.take(from: 0).map(\.value), [1, 2])
    XCTAssertEqual(stack.count, 0)
    XCTAssertEqual(stack.take(from: 0).count, 0)
    XCTAssertEqual(Tracked.alive, 40, "the taken elements are moved, not copied or destroyed")
  }

  /// Elements are destroyed once: those removed, those left when the stack goes, and those taken
  /// when their array goes.
  func testElementsAreDestroyedExactlyOnce() {
    var taken: [Tracked] = []
    do {
      let stack = ScratchStack<Tracked>()
      for value in 0..<30 { stack.append(Tracked(value)) }
      stack.removeAll(from: 20)
      XCTAssertEqual(Tracked.alive, 20)
      taken = stack.take(from: 10)
      XCTAssertEqual(Tracked.alive, 20)
    }
    XCTAssertEqual(Tracked.alive, 10, "the stack's remaining elements go with it")
    XCTAssertEqual(taken.map(\.value), Array(10..<20))
    taken = []
    XCTAssertEqual(Tracked.alive, 0)
  }
}
