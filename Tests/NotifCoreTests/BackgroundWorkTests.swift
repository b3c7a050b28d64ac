import Dispatch
import Foundation
import XCTest

@testable import NotifCore

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

/// ``BackgroundWork`` runs its body once, on a worker or on the caller, and the caller gets the
/// result either way.
final class BackgroundWorkTests: XCTestCase {

  func testTheCallerRunsWorkThatWasNotStarted() {
    let work = BackgroundWork { 6 * 7 }
    XCTAssertEqual(work.value(), 42)
    XCTAssertEqual(work.taker, .caller)
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
    // Let the worker finish only after the caller has begun to wait for it.
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { release.signal() }
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

/// ``BackgroundRelease`` frees what it is given on another thread, and the caller keeps no reference.
final class BackgroundReleaseTests: XCTestCase {
  /// Reports the thread its deinit runs on.
  private final class Tracked: @unchecked Sendable {
    let released: (pthread_t) -> Void
    init(released: @escaping (pthread_t) -> Void) { self.released = released }
    deinit { released(pthread_self()) }
  }

  func testTheValueIsFreedOnAnotherThread() {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var freedOn: pthread_t?
    var value = [
      Tracked(released: { thread in
        freedOn = thread
        done.signal()
      })
    ]
    value.append(value[0])  // two references, both in the array the caller hands over
    BackgroundRelease.release(consume value)
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
    XCTAssertNotNil(freedOn)
    XCTAssertEqual(pthread_equal(freedOn!, pthread_self()), 0, "freed on another thread")
  }

  /// Once ``BackgroundRelease/waitUntilReleased()`` returns, every value handed over before is
  /// freed, even one whose freeing is slow.
  func testWaitingReturnsOnceEveryValueIsFreed() {
    let freed = Counter()
    for index in 0..<20 {
      let value = Tracked(released: { _ in
        if index == 0 { usleep(50_000) }
        freed.increment()
      })
      BackgroundRelease.release(consume value)
    }
    BackgroundRelease.waitUntilReleased()
    XCTAssertEqual(freed.value, 20)
  }
}

/// ``Waiter``: a thread waits under a shared lock until another has done what it waits for.
final class WaiterTests: XCTestCase {
  /// State shared by the two threads, guarded by `lock`.
  private final class Shared: @unchecked Sendable {
    let lock = DispatchSemaphore(value: 1)
    let waiter = Waiter()
    var ready = false
    var sawReady = false
  }

  func testAWaitingThreadIsWokenOnceTheOtherIsDone() {
    for delay in [0.0, 0.05] {
      let shared = Shared()
      let finished = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        shared.lock.wait()
        while !shared.ready { shared.waiter.wait(releasing: shared.lock) }
        shared.sawReady = true
        shared.lock.signal()
        finished.signal()
      }
      // With a delay, the other thread is waiting by the time this one is done; without, it may not
      // have begun, and then it must not wait at all.
      if delay > 0 { Thread.sleep(forTimeInterval: delay) }
      shared.lock.wait()
      shared.ready = true
      shared.waiter.wakeIfWaiting(releasing: shared.lock)
      XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "delay \(delay)")
      shared.lock.wait()
      XCTAssertTrue(shared.sawReady)
      shared.lock.signal()
    }
  }
}
