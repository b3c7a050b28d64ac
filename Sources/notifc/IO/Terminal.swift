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

  /// Writes text to standard output. A failure is kept in ``outputError`` unless the text is not
  /// the command's result (`essential: false`: a status line such as `wrote …`).
  static func out(_ text: String, essential: Bool = true) {
    if let error = write(1, text), essential, outputError == nil { outputError = error }
  }

  /// Takes the place of any standard stream the process was started without (`notifc … >&-`),
  /// so that no file notifc opens becomes descriptor 1 and receives its output. `/dev/null` is
  /// opened the wrong way round (standard input for writing, the outputs for reading), so that
  /// reading or writing the stream still fails, as it did when it was closed: a build of a closed
  /// standard input does not write empty outputs, nor a `fmt` to a closed output succeed.
  static func openClosedStandardStreams() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // The lowest free descriptor: this one, as those below it are open.
      _ = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
    }
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
          if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
            // A non-blocking pipe (some parents pass one) that is full: wait until it drains.
            var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, -1)
            continue
          }
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
