import Dispatch

extension Array where Element: Sendable {
  /// The transform of every element, computed on all cores when `parallel` is true; the results
  /// keep the elements' order, so the output never depends on scheduling.
  public func parallelMap<Result>(
    parallel: Bool = true, _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard parallel && count > 1 else { return map(transform) }
    let slots = ResultSlots<Result>(count: count)
    let elements = self
    DispatchQueue.concurrentPerform(iterations: count) { index in
      slots.store(transform(elements[index]), at: index)
    }
    return slots.values
  }
}

/// Results written by concurrent workers, each to its own index, read after they all finish.
/// The storage is a raw buffer, not an array property, so that concurrent writes to different
/// indices involve no exclusivity check on a shared value.
final class ResultSlots<Value>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    buffer = .allocate(capacity: count)
    buffer.initialize(repeating: nil)
  }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }

  /// Stores a result; each index is written by exactly one worker.
  func store(_ value: Value, at index: Int) { buffer[index] = value }

  /// The results, once every worker has finished.
  var values: [Value] { buffer.map { $0! } }
}
