import Dispatch
import XCTest

@testable import NotifCore

/// ``BackgroundWork`` runs its body once, on a worker or on the caller, and the caller gets the
/// result either way.
final class BackgroundWorkTests: XCTestCase {
  /// Counts calls from any thread.
  private final class Counter: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var count = 0
    func increment() {
      lock.wait()
      count += 1
      lock.signal()
    }
    var value: Int {
      lock.wait()
      defer { lock.signal() }
      return count
    }
  }

  func testTheCallerRunsWorkThatWasNotStarted() {
    let work = BackgroundWork { 6 * 7 }
    XCTAssertEqual(work.value(), 42)
    XCTAssertEqual(work.taker, .caller)
    XCTAssertEqual(work.value(), 42, "the result is kept")
  }

  func testTheCallerWaitsForAWorkerThatTookTheWork() {
    let counter = Counter()
    let release = DispatchSemaphore(value: 0)
    let work = BackgroundWork { () -> String in
      counter.increment()
      release.wait()  // the worker holds the work until the caller is about to wait
      return "done"
    }
    work.start()
    let deadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
    while work.taker == nil && DispatchTime.now().uptimeNanoseconds < deadline {}
    XCTAssertEqual(work.taker, .worker)
    release.signal()
    XCTAssertEqual(work.value(), "done")
    XCTAssertEqual(counter.value, 1)
  }

  /// Started and asked for at once, many times: whoever takes the work, it runs once and the
  /// caller gets its result.
  func testEachBodyRunsOnceWhoeverTakesIt() {
    let counter = Counter()
    for index in 0..<500 {
      let work = BackgroundWork { () -> Int in
        counter.increment()
        return index * 2
      }
      work.start()
      XCTAssertEqual(work.value(), index * 2)
      XCTAssertNotNil(work.taker)
    }
    XCTAssertEqual(counter.value, 500)
  }
}
