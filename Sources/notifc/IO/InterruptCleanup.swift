#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary files of a build that is interrupted (SIGINT from Ctrl-C, SIGTERM from a
/// cancelled Xcode or CI build, SIGHUP), then lets the signal end the process as it would have.
/// Outputs are whole either way; this keeps hidden `.NAME.notifc-??????` files from piling up.
///
/// The handler may only do what is safe in a signal handler: it reads a fixed table of C strings
/// (prepared outside it) and calls `unlink`, `signal` and `raise`.
enum InterruptCleanup {
  private static let capacity = 16
  /// The paths of the temporary files that exist now; `nil` slots are free.
  nonisolated(unsafe) private static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    table.initialize(repeating: nil, count: capacity)
    return table
  }()
  nonisolated(unsafe) private static var lock = pthread_mutex_t()
  nonisolated(unsafe) private static var installed = false

  /// Registers a temporary file; returns its slot for ``remove(_:)``, or `nil` when the table is full
  /// (the file is then not cleaned up on interruption, as before this existed).
  static func add(_ path: String) -> Int? {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    if !installed {
      installed = true
      _ = paths  // initialized here, never in the handler
      for signalNumber in [SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, handler) }
    }
    for slot in 0..<capacity where paths[slot] == nil {
      paths[slot] = strdup(path)
      return slot
    }
    return nil
  }

  /// Forgets a temporary file (it was renamed or removed).
  static func remove(_ slot: Int) {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    let path = paths[slot]
    paths[slot] = nil
    free(path)
  }

  private static let handler: @convention(c) (Int32) -> Void = { signalNumber in
    for slot in 0..<InterruptCleanup.capacity {
      if let path = InterruptCleanup.paths[slot] { unlink(path) }
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
  }
}
