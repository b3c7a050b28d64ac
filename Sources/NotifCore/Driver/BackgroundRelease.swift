import Dispatch

/// Frees a large value on another core: the caller hands it over and goes on, and a thread of the
/// global queue releases it (and with it, everything only it refers to).
package enum BackgroundRelease {
  /// The releases handed over and not yet done.
  private static let pending = DispatchGroup()

  /// Holds the value until the worker drops it. The caller's own reference ends when it hands the
  /// value over (`consume`), so the worker's is the last one, and the freeing happens there.
  private final class Box<Value>: @unchecked Sendable {
    var value: Value?
    init(_ value: consuming Value) { self.value = value }
  }

  /// Releases `value` on the global queue.
  static func release<Value>(_ value: consuming Value) {
    let box = Box(value)
    pending.enter()
    DispatchQueue.global().async {
      box.value = nil
      pending.leave()
    }
  }

  /// Waits until every value handed over so far is freed. A process that compiles once never
  /// needs to; the benchmark, which compiles again and again, waits between repetitions, so that
  /// one repetition's freeing does not run beside the next one's work.
  package static func waitUntilReleased() {
    pending.wait()
  }
}
