#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard streams and terminal facts.
enum Terminal {
  /// The error of the first write to standard output that failed (a full disk, `/dev/full`), if
  /// any: `main` then exits 73, since what a command printed there (SARIF, a formatted file, a
  /// diff) is incomplete. Written on the main thread only.
  nonisolated(unsafe) private(set) static var outputError: Int32?

  /// Writes text to standard output.
  static func out(_ text: String) {
    if let error = write(1, text), outputError == nil { outputError = error }
  }

  /// Writes text to standard error.
  static func err(_ text: String) { _ = write(2, text) }

  /// Writes all of `text`; returns the error that stopped it, if one did.
  private static func write(_ fd: Int32, _ text: String) -> Int32? {
    var text = text
    return text.withUTF8 { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = unsafe_write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 {
          if written < 0 && errno == EINTR { continue }
          return written < 0 ? errno : EIO
        }
        offset += written
      }
      return nil
    }
  }

  /// Whether colour should be used on a stream: only on a terminal, never when `NO_COLOR` is set
  /// (to anything), never when `TERM` is `dumb`.
  static func wantsColor(fd: Int32) -> Bool {
    if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return isatty(fd) == 1
  }

  /// An environment variable.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

private func unsafe_write(_ fd: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(fd, pointer, count)
}
