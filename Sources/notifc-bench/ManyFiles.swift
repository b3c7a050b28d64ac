#if canImport(Glibc)
  import Glibc
#endif

/// The parallelism target of issue 6: `notifc lint` over 1,000 small files, as whole processes, on
/// one core and on all of them. The files are written to a temporary folder; `notifc` is the
/// release build beside this benchmark (`swift build -c release --product notifc`).
enum ManyFiles {
  /// File `index` of the set: two actions and a category that lists them, each with a doc comment
  /// (389 to 413 bytes).
  static func source(_ index: Int) -> String {
    """
    /// Accepts invitation \(index).
    action accept_\(index) {
        identifier: "ACCEPT_\(index)"
        title: "Accept \(index)"
        activation: foreground
    }

    /// Declines invitation \(index).
    action decline_\(index) {
        identifier: "DECLINE_\(index)"
        title: "Decline"
        destructive: true
    }

    /// Invitations of kind \(index).
    category invite_\(index) {
        identifier: "INVITE_\(index)"
        actions: [accept_\(index), decline_\(index)]
        options: [customDismissAction]
    }

    """
  }

  /// A run of `notifc lint`: its wall time and the processor time it used, in seconds.
  struct Run {
    let seconds: Double
    let cpuSeconds: Double
  }

  /// What the runs measured, on one core and on all: the lints of every file, and the lints of one
  /// of them (the cost of a process whatever its input: start, arguments, exit).
  struct Result {
    var oneCore: [Run] = []
    var allCores: [Run] = []
    var oneFileOneCore: [Run] = []
    var oneFileAllCores: [Run] = []
    /// The CPUs the benchmark may use (its affinity; a quota, as in a container, is not seen).
    var cpus = 0
    var files = 0
    var notifc = ""

    static func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    static func medianSeconds(_ runs: [Run]) -> Double { median(runs.map(\.seconds)) }
    static func medianCPUSeconds(_ runs: [Run]) -> Double { median(runs.map(\.cpuSeconds)) }

    /// The figures of the runs, as the report and `--json` give them.
    var summary: Summary {
      let oneFileOneCPU = Self.medianSeconds(oneFileOneCore)
      let oneFileAllCPUs = Self.medianSeconds(oneFileAllCores)
      let one = Self.medianSeconds(oneCore)
      let all = Self.medianSeconds(allCores)
      // Amdahl's law: a process's own cost stays, and the rest of the one-CPU time is spread
      // evenly over the CPUs at no cost.
      let ceiling = one / (oneFileAllCPUs + (one - oneFileOneCPU) / Double(max(1, cpus)))
      return Summary(
        notifc: notifc, files: files, cpus: cpus, runs: oneCore.count, oneCPUSeconds: one,
        allCPUsSeconds: all,
        oneCPUFastestSeconds: oneCore.map(\.seconds).min() ?? .nan,
        allCPUsFastestSeconds: allCores.map(\.seconds).min() ?? .nan, speedUp: one / all,
        oneCPUProcessorSeconds: Self.medianCPUSeconds(oneCore),
        allCPUsProcessorSeconds: Self.medianCPUSeconds(allCores), ownCostOneCPUSeconds: oneFileOneCPU,
        ownCostAllCPUsSeconds: oneFileAllCPUs, ceiling: ceiling)
    }

    var report: String {
      let figures = summary
      let cpuCount = "\(cpus) CPU\(cpus == 1 ? "" : "s")"
      return
        "\(notifc) lint of \(files) files, whole processes, \(figures.runs) run\(figures.runs == 1 ? "" : "s") each (medians; "
        + "fastest): 1 CPU " + milliseconds(figures.oneCPUSeconds) + " ms ("
        + milliseconds(figures.oneCPUFastestSeconds) + "), \(cpuCount) "
        + milliseconds(figures.allCPUsSeconds)
        + " ms (" + milliseconds(figures.allCPUsFastestSeconds) + "): " + Formatting.fixed(figures.speedUp, 2)
        + "x faster (target ≥ 1.6x)\n"
        + "  processor time (user and system, medians): 1 CPU " + milliseconds(figures.oneCPUProcessorSeconds)
        + " ms, \(cpuCount) " + milliseconds(figures.allCPUsProcessorSeconds) + " ms ("
        + Formatting.fixed(figures.allCPUsProcessorSeconds / figures.oneCPUProcessorSeconds, 2)
        + "x the one-CPU time)\n"
        + "  a process's own cost (medians of the lint of one of those files): 1 CPU "
        + milliseconds(figures.ownCostOneCPUSeconds) + " ms, \(cpuCount) "
        + milliseconds(figures.ownCostAllCPUsSeconds) + " ms; with the rest spread evenly over the "
        + "CPUs at no cost, at most " + Formatting.fixed(figures.ceiling, 2) + "x faster"
    }

    private func milliseconds(_ seconds: Double) -> String { Formatting.fixed(seconds * 1000, 1) }
  }

  /// The figures of the runs, in seconds (medians unless named fastest), as `--json` writes them.
  struct Summary: Encodable {
    /// The `notifc` executable timed.
    let notifc: String
    /// How many files each lint reads.
    let files: Int
    /// The CPUs of "all CPUs".
    let cpus: Int
    /// Runs on each set of CPUs.
    let runs: Int
    /// The lint of every file: medians, then the fastest runs.
    let oneCPUSeconds: Double
    let allCPUsSeconds: Double
    let oneCPUFastestSeconds: Double
    let allCPUsFastestSeconds: Double
    /// The one-CPU time over the all-CPU time (the target: at least 1.6).
    let speedUp: Double
    /// Processor time (user and system) of the lints.
    let oneCPUProcessorSeconds: Double
    let allCPUsProcessorSeconds: Double
    /// The lint of one of the files: a process's own cost, whatever its input.
    let ownCostOneCPUSeconds: Double
    let ownCostAllCPUsSeconds: Double
    /// The most that all the CPUs could give (Amdahl's law).
    let ceiling: Double
  }

  /// Writes the `count` files into `directory` (which must exist): `f0.notif`, `f1.notif`...
  static func write(_ count: Int = 1000, into directory: String) throws {
    for index in 0..<count {
      try ScratchFolder.write(Array(source(index).utf8), to: "\(directory)/f\(index).notif")
    }
  }

  /// Writes the files, then lints them (`--strict`: they are clean) `runs` times on one CPU and on
  /// all, alternately, after a warm-up run of each; each lint of them all is followed by a lint of
  /// the first file alone.
  static func measure(files count: Int = 1000, runs: Int) throws -> Result {
    let notifc = try notifcBesideThisProgram()
    var folder = try ScratchFolder()
    defer { folder.remove() }
    for index in 0..<count { try folder.write(Array(source(index).utf8), as: "f\(index).notif") }
    let directory = folder.path
    let (getAffinity, setAffinity) = try affinityFunctions()
    var all = cpu_set_t()
    guard getAffinity(0, MemoryLayout<cpu_set_t>.size, &all) == 0 else {
      throw ChildProcess.Failure(description: "cannot read this process's CPUs")
    }
    defer { _ = setAffinity(0, MemoryLayout<cpu_set_t>.size, &all) }
    var one = cpu_set_t()
    var result = Result(files: count, notifc: notifc)
    withUnsafeBytes(of: all) { allBytes in
      withUnsafeMutableBytes(of: &one) { oneBytes in
        // The first CPU this process may use, alone.
        guard let byte = allBytes.firstIndex(where: { $0 != 0 }) else { return }
        oneBytes[byte] = allBytes[byte] & (~allBytes[byte] &+ 1)
      }
      result.cpus = allBytes.reduce(0) { $0 + $1.nonzeroBitCount }
    }
    for run in -1..<max(1, runs) {
      for onOneCore in [true, false] {
        // A child inherits the CPUs it may run on.
        var cpus = onOneCore ? one : all
        guard setAffinity(0, MemoryLayout<cpu_set_t>.size, &cpus) == 0 else {
          throw ChildProcess.Failure(description: "cannot set the CPUs this process may use")
        }
        let every = try lint(notifc, directory)
        let single = try lint(notifc, "\(directory)/f0.notif")
        if run >= 0 {  // the first run of each warms the caches
          if onOneCore {
            result.oneCore.append(every)
            result.oneFileOneCore.append(single)
          } else {
            result.allCores.append(every)
            result.oneFileAllCores.append(single)
          }
        }
      }
    }
    // The sizes measured next run on all the CPUs again (the `defer` restores them on a failure).
    guard setAffinity(0, MemoryLayout<cpu_set_t>.size, &all) == 0 else {
      throw ChildProcess.Failure(description: "cannot set the CPUs this process may use")
    }
    return result
  }

  /// A run of `notifc lint --strict path`, which must succeed.
  private static func lint(_ notifc: String, _ path: String) throws -> Run {
    let start = Benchmark.now()
    let child = try ChildProcess.run(notifc, as: "notifc", ["lint", "--strict", path])
    let elapsed = Benchmark.now() - start
    guard child.status == 0 else { throw ChildProcess.Failure(description: "notifc lint \(path) failed") }
    return Run(seconds: elapsed, cpuSeconds: child.cpuSeconds)
  }

  /// glibc's `sched_getaffinity` and `sched_setaffinity`, which Swift's Glibc module leaves out
  /// (they are GNU extensions): looked up at run time.
  private typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
  private static func affinityFunctions() throws -> (get: Affinity, set: Affinity) {
    guard let get = dlsym(nil, "sched_getaffinity"), let set = dlsym(nil, "sched_setaffinity") else {
      throw ChildProcess.Failure(description: "this C library has no sched_setaffinity")
    }
    return (unsafeBitCast(get, to: Affinity.self), unsafeBitCast(set, to: Affinity.self))
  }

  /// The `notifc` executable in this program's folder.
  private static func notifcBesideThisProgram() throws -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { throw ChildProcess.Failure(description: "cannot find this program's path") }
    let me = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let path = String(me[..<(me.lastIndex(of: "/") ?? me.startIndex)]) + "/notifc"
    guard access(path, X_OK) == 0 else {
      throw ChildProcess.Failure(
        description: "no notifc beside the benchmark (\(path)): swift build -c release --product notifc")
    }
    return path
  }
}
