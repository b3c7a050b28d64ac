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
    return slots.takeValues()
  }
}

extension Array where Element: Sendable {
  /// ``parallelMap(parallel:_:)`` for many small elements: the work is handed out in batches of
  /// `batchSize` elements, so that scheduling costs little beside the work of one element.
  public func parallelMap<Result>(
    batchSize: Int, parallel: Bool = true, _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard parallel && count > batchSize else { return map(transform) }
    let batches = stride(from: 0, to: count, by: batchSize).map {
      self[$0..<Swift.min(count, $0 + batchSize)]
    }
    return batches.parallelMap { batch in batch.map(transform) }.flatMap { $0 }
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

  /// The results, moved out (not copied) once every worker has finished; the slots are left empty.
  func takeValues() -> [Value] {
    let values = [Value](unsafeUninitializedCapacity: buffer.count) { target, initialized in
      for index in buffer.indices {
        (target.baseAddress! + index).initialize(to: buffer.moveElement(from: index)!)
      }
      initialized = buffer.count
    }
    buffer.initialize(repeating: nil)
    return values
  }
}
