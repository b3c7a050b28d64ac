import Dispatch

/// Work started on another core that the caller may end up doing itself: when the caller asks for
/// the result before any thread has taken the work (the global queue's threads may all be busy,
/// perhaps waiting for this caller), the caller runs it. So waiting for a result never depends on
/// a free thread.
public final class BackgroundWork<Result>: @unchecked Sendable {
  /// Who took the work, if anyone has.
  enum Taker: Sendable {
    case worker
    case caller
  }

  // Guarded by `lock`:
  private var body: (@Sendable () -> Result)?
  private var result: Result?
  private var takenBy: Taker?

  private let lock = DispatchSemaphore(value: 1)
  /// The caller waiting for the worker's result.
  private let finished = Waiter()

  /// Work that runs `body` once: on the global queue, if a thread takes it after ``start()``, or
  /// in ``value()``.
  public init(_ body: @escaping @Sendable () -> Result) {
    self.body = body
  }

  /// Offers the work to the global queue.
  public func start() {
    DispatchQueue.global().async { [self] in
      guard let body = take(as: .worker) else { return }
      let value = body()
      lock.wait()
      result = value
      finished.wakeIfWaiting(releasing: lock)
    }
  }

  /// The result: the worker's (waiting for it to finish), or computed here if no worker took the
  /// work. Call it once: the work lets go of the result as it hands it over (a block still queued
  /// after the caller ran the work keeps nothing alive).
  public func value() -> Result {
    if let body = take(as: .caller) { return body() }
    lock.wait()
    if result == nil { finished.wait(releasing: lock) }
    defer {
      result = nil
      lock.signal()
    }
    return result!
  }

  /// The body, for the first taker; `nil` if the work is already taken.
  private func take(as taker: Taker) -> (@Sendable () -> Result)? {
    lock.wait()
    defer { lock.signal() }
    guard takenBy == nil else { return nil }
    takenBy = taker
    defer { body = nil }
    return body
  }

  /// Who took the work, read under the lock (for tests).
  var taker: Taker? {
    lock.wait()
    defer { lock.signal() }
    return takenBy
  }
}
