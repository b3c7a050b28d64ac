#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Locked needs the POSIX threads of Glibc, Musl or Darwin")
#endif

/// A value that several threads read and change, one at a time, under a POSIX mutex (not the
/// Synchronization module's `Mutex`, whose library every run would load at start-up). Not for
/// what a lint of one small file uses (`LazyLineTable` keeps its own mutex): instantiating a
/// generic class's metadata costs a run about 43 k instructions at start-up.
package final class Locked<Value>: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// Guarded by `mutex`.
  private var value: Value

  package init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The result of `body`, run with the value while no other thread has it.
  package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&value)
  }
}
