import Dispatch

/// Frees a large value on another core: the caller hands it over and goes on, and a thread of the
/// global queue releases it (and with it, everything only it refers to).
enum BackgroundRelease {
  /// Holds the value until the worker drops it. The caller's own reference ends when it hands the
  /// value over (`consume`), so the worker's is the last one, and the freeing happens there.
  private final class Box<Value>: @unchecked Sendable {
    var value: Value?
    init(_ value: consuming Value) { self.value = value }
  }

  /// Releases `value` on the global queue.
  static func release<Value>(_ value: consuming Value) {
    let box = Box(value)
    DispatchQueue.global().async { box.value = nil }
  }
}
