#if canImport(Glibc)
  import Glibc
#endif

/// Child processes of the benchmark, started with `posix_spawn`, so that the benchmark does not
/// load Foundation (whose libraries would count in the peak memory it reports).
enum ChildProcess {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs this program again with `arguments`; returns its exit status and what it printed.
  static func runSelf(_ arguments: [String]) throws -> (status: Int32, output: [UInt8]) {
    // This executable, however it was started (a path, or a name found on PATH).
    try run("/proc/self/exe", as: CommandLine.arguments[0], arguments)
  }

  /// Runs the executable at `path` (its `argv[0]` being `name`) with `arguments`; returns its exit
  /// status and what it printed on standard output.
  static func run(_ path: String, as name: String, _ arguments: [String]) throws -> (
    status: Int32, output: [UInt8]
  ) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw Failure(description: "pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    let argv: [UnsafeMutablePointer<CChar>?] = ([name] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(ends[1])
    guard spawned == 0 else {
      close(ends[0])
      throw Failure(description: "could not start \(path): error \(spawned)")
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      output.append(contentsOf: buffer[0..<count])
    }
    close(ends[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw Failure(description: "waitpid failed: error \(errno)") }
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import: a signal counts as a failure.
    let exited = status & 0x7F == 0
    return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
  }
}
