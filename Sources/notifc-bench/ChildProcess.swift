#if canImport(Glibc)
  import Glibc
#endif

/// Child processes of the benchmark, started with `posix_spawn`, so that the benchmark does not
/// load Foundation (whose libraries would count in the peak memory it reports).
enum ChildProcess {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// How a child process ended.
  struct Outcome {
    /// Its exit status (128 plus the signal's number if a signal ended it).
    let status: Int32
    /// What it printed on standard output.
    let output: [UInt8]
    /// The processor time it used, in user and system mode, on all its threads (and that of any
    /// children of its own it waited for).
    let cpuSeconds: Double
  }

  /// Runs this program again with `arguments`.
  static func runSelf(_ arguments: [String]) throws -> Outcome {
    // This executable, however it was started (a path, or a name found on PATH).
    try run("/proc/self/exe", as: CommandLine.arguments[0], arguments)
  }

  /// Runs the executable at `path` (its `argv[0]` being `name`) with `arguments`.
  static func run(_ path: String, as name: String, _ arguments: [String]) throws -> Outcome {
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
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw Failure(description: "wait4 failed: error \(errno)") }
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import: a signal counts as a failure.
    let exited = status & 0x7F == 0
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    return Outcome(
      status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output: output,
      cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
  }
}
