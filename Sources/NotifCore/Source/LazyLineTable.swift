#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("LazyLineTable needs the POSIX threads of Glibc, Musl or Darwin")
#endif

/// A source file's line starts, made once, on first use, by whichever thread asks first (the
/// checker's rules and the renderers may ask from several threads).
final class LazyLineTable: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// Guarded by `mutex`.
  private var table: [Int]?

  init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The line starts, made by `make` if this is the first call.
  func starts(_ make: () -> [Int]) -> [Int] {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let table { return table }
    let made = make()
    table = made
    return made
  }
}
