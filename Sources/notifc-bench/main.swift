import FoundationEssentials
import NotifCore

#if canImport(Glibc)
  import Glibc
#endif

// notifc-bench: measures notifc's throughput and memory on deterministic synthetic inputs.
//
//   swift run -c release notifc-bench                 all sizes, a table
//   swift run -c release notifc-bench --json          the same as JSON (the other reports go to
//                                                     standard error)
//   swift run -c release notifc-bench --sizes 0.1     one size (MB), e.g. the CI smoke run
//   swift run -c release notifc-bench --linearity     also check that no stage is quadratic
//   swift run -c release notifc-bench --many-files    also time `notifc lint` over 1,000 files on one
//                                                     CPU and on all (needs the release `notifc`)
//   swift run -c release notifc-bench --write-many-files DIR   those files, into the folder DIR
//   swift run -c release notifc-bench --print-input 2 the 2 MB input, to profile notifc on it
//
// Each size runs in child processes of its own: one times the phases, repeating each in one
// process; another (`--fresh-builds`) writes the input to a file and starts a process for each of
// several builds (`--one-build`), which reads the file, makes one whole build and reports its peak
// memory and times, so that those figures are a build's in memory new to its process, as a run of
// `notifc build` is, and nothing else.

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

/// Writes `text` and a line break on standard error.
func writeToStandardError(_ text: String) {
  let line = Array((text + "\n").utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// Prints a report that is not the sizes' figures: on standard output, or on standard error with
/// `--json`, so that standard output is then JSON alone.
func report(_ text: String) {
  guard arguments.contains("--json") else { return print(text) }
  writeToStandardError(text)
}

/// Reports a failure on standard error and exits with status 1.
func fail(_ message: String) -> Never {
  writeToStandardError("notifc-bench: \(message)")
  exit(1)
}

if let size = value(after: "--print-input"), let megabytes = Double(size) {
  // The synthetic input itself, to profile `notifc` on it.
  print(SyntheticInput.make(size: Int(megabytes * 1_000_000)), terminator: "")
  exit(0)
}

/// `--repetitions N` when N is positive; otherwise each measurement has its own default.
let requestedRepetitions = value(after: "--repetitions").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }

/// Builds in processes of their own per size: 5 above 5 MB, 9 below, or `--repetitions`.
func freshBuildCount(megabytes: Double) -> Int {
  requestedRepetitions ?? (megabytes > 5 ? 5 : 9)
}

if let child = value(after: "--fresh-builds"), let megabytes = Double(child) {
  do {
    let builds = try Benchmark.freshBuilds(
      size: Int(megabytes * 1_000_000), runs: freshBuildCount(megabytes: megabytes))
    print(String(decoding: try JSONEncoder().encode(builds), as: UTF8.self))
  } catch {
    fail("\(error)")
  }
  exit(0)
}

if let path = value(after: "--one-build") {
  do {
    let build = try Benchmark.oneBuild(path: path)
    print(build.peakMemoryBytes, build.frontEndSeconds, build.buildSeconds)
  } catch { fail("\(error)") }
  exit(0)
}

if let child = value(after: "--child"), let megabytes = Double(child) {
  let result = Benchmark.run(size: Int(megabytes * 1_000_000), repetitions: requestedRepetitions ?? 0)
  print(result.json)
  exit(0)
}

if let directory = value(after: "--write-many-files") {
  // The 1,000 files of `--many-files`, to time `notifc lint` over them with other tools.
  do { try ManyFiles.write(into: directory) } catch { fail("\(error)") }
  exit(0)
}

if arguments.contains("--many-files") {
  do {
    report(try ManyFiles.measure(runs: requestedRepetitions ?? 30).report)
  } catch {
    fail("\(error)")
  }
}

if arguments.contains("--linearity") {
  let (lines, passed) = Linearity.check()
  report(lines.joined(separator: "\n"))
  if !passed {
    fail("a stage grew faster than linearly")
  }
}

let sizes = (value(after: "--sizes") ?? "0.1,2,20").split(separator: ",").compactMap { Double($0) }
var results: [Benchmark.Result] = []
for size in sizes {
  let timing: ChildProcess.Outcome
  let fresh: ChildProcess.Outcome
  let repetitions = requestedRepetitions.map { ["--repetitions", String($0)] } ?? []
  do {
    timing = try ChildProcess.runSelf(["--child", String(size)] + repetitions)
    fresh = try ChildProcess.runSelf(["--fresh-builds", String(size)] + repetitions)
  } catch {
    fail("\(error)")
  }
  guard timing.status == 0, fresh.status == 0,
    var result = try? JSONDecoder().decode(Benchmark.Result.self, from: Data(timing.output)),
    let builds = try? JSONDecoder().decode(Benchmark.FreshBuilds.self, from: Data(fresh.output))
  else {
    fail("the run for \(size) MB failed")
  }
  result.peakMemoryBytes = builds.peakMemoryBytes
  result.freshFrontEndSeconds = builds.frontEndSeconds
  result.freshBuildSeconds = builds.buildSeconds
  result.freshBuildCount = builds.count
  results.append(result)
}
if arguments.contains("--json") {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  guard let json = try? encoder.encode(results) else { fail("cannot encode the results") }
  print(String(decoding: json, as: UTF8.self))
} else {
  print(Benchmark.table(results))
}
