import Dispatch

/// A thread that waits for another, under a lock both of them take. The waiter, holding the lock,
/// calls ``wait(releasing:)``; the other thread, holding the lock once it has done what is waited
/// for, calls ``wakeIfWaiting(releasing:)``. So the semaphore is signalled only for a thread that
/// waits on it, and never left below its initial value (which libdispatch traps on).
///
/// A class, not a struct: a waiting thread must not hold an access to it while the other one
/// changes it.
final class Waiter: @unchecked Sendable {
  /// Guarded by the lock the two threads share.
  private var isWaiting = false
  private let semaphore = DispatchSemaphore(value: 0)

  /// Releases `lock`, waits until woken, and takes `lock` again.
  func wait(releasing lock: DispatchSemaphore) {
    isWaiting = true
    lock.signal()
    semaphore.wait()
    lock.wait()
  }

  /// Releases `lock`, then wakes the thread waiting, if there is one.
  func wakeIfWaiting(releasing lock: DispatchSemaphore) {
    let wake = isWaiting
    isWaiting = false
    lock.signal()
    if wake { semaphore.signal() }
  }
}
