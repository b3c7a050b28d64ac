import FoundationEssentials
import NotifCore

#if canImport(Glibc)
  import Glibc
#endif

// notifc-bench: measures notifc's throughput and memory on deterministic synthetic inputs.
//
//   swift run -c release notifc-bench                 all sizes, a table
//   swift run -c release notifc-bench --json          the same as JSON
//   swift run -c release notifc-bench --sizes 0.1     one size (MB), e.g. the CI smoke run
//   swift run -c release notifc-bench --linearity     also check that no stage is quadratic
//   swift run -c release notifc-bench --print-input 2 the 2 MB input, to profile notifc on it
//
// Each size runs in child processes of its own: one times the phases; another writes the input to
// a file and starts a third (`--memory-build`), which reads it and makes one whole build, and
// reports its peak memory, so that the figure is that of a build and nothing else.

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

/// Reports a failure on standard error and exits with status 1.
func fail(_ message: String) -> Never {
  let line = Array("notifc-bench: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(1)
}

if let size = value(after: "--print-input"), let megabytes = Double(size) {
  // The synthetic input itself, to profile `notifc` on it.
  print(SyntheticInput.make(size: Int(megabytes * 1_000_000)), terminator: "")
  exit(0)
}

if let child = value(after: "--memory-child"), let megabytes = Double(child) {
  do { print(try Benchmark.peakMemoryOfOneBuild(size: Int(megabytes * 1_000_000))) } catch {
    fail("\(error)")
  }
  exit(0)
}

if let path = value(after: "--memory-build") {
  do { print(try Benchmark.peakMemoryOfOneBuild(path: path)) } catch { fail("\(error)") }
  exit(0)
}

if let child = value(after: "--child"), let megabytes = Double(child) {
  let result = Benchmark.run(
    size: Int(megabytes * 1_000_000), repetitions: Int(value(after: "--repetitions") ?? "") ?? 0)
  print(result.json)
  exit(0)
}

if arguments.contains("--linearity") {
  let (report, passed) = Linearity.check()
  print(report.joined(separator: "\n"))
  if !passed {
    fail("a stage grew faster than linearly")
  }
}

let sizes = (value(after: "--sizes") ?? "0.1,2,20").split(separator: ",").compactMap { Double($0) }
var results: [Benchmark.Result] = []
for size in sizes {
  let timing: (status: Int32, output: [UInt8])
  let memory: (status: Int32, output: [UInt8])
  do {
    timing = try ChildProcess.runSelf(
      ["--child", String(size)] + (value(after: "--repetitions").map { ["--repetitions", $0] } ?? []))
    memory = try ChildProcess.runSelf(["--memory-child", String(size)])
  } catch {
    fail("\(error)")
  }
  let peak = String(decoding: memory.output, as: UTF8.self).split(whereSeparator: \.isWhitespace).first
    .flatMap { Int($0) }
  guard timing.status == 0, memory.status == 0, let peak,
    var result = try? JSONDecoder().decode(Benchmark.Result.self, from: Data(timing.output))
  else {
    fail("the run for \(size) MB failed")
  }
  result.peakMemoryBytes = peak
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
