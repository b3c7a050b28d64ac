import Foundation
import NotifCore

// notifc-bench: measures notifc's throughput and memory on deterministic synthetic inputs.
//
//   swift run -c release notifc-bench                 all sizes, a table
//   swift run -c release notifc-bench --json          the same as JSON
//   swift run -c release notifc-bench --sizes 0.1     one size (MB), e.g. the CI smoke run
//   swift run -c release notifc-bench --linearity     also check that no stage is quadratic
//   swift run -c release notifc-bench --print-input 2 the 2 MB input, to profile notifc on it
//
// Each size runs in child processes of its own: one times the phases, another makes one whole
// build and reports its peak memory, so that the figure is that of a build and nothing else.

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

/// Runs this program again with `arguments` and returns its status and what it printed.
func runChild(_ arguments: [String]) throws -> (status: Int32, output: Data) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, data)
}

if let size = value(after: "--print-input"), let megabytes = Double(size) {
  // The synthetic input itself, to profile `notifc` on it.
  print(SyntheticInput.make(size: Int(megabytes * 1_000_000)), terminator: "")
  exit(0)
}

if let child = value(after: "--memory-child"), let megabytes = Double(child) {
  print(Benchmark.peakMemoryOfOneBuild(size: Int(megabytes * 1_000_000)))
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
    FileHandle.standardError.write(Data("notifc-bench: a stage grew faster than linearly\n".utf8))
    exit(1)
  }
}

let sizes = (value(after: "--sizes") ?? "0.1,2,20").split(separator: ",").compactMap { Double($0) }
var results: [Benchmark.Result] = []
for size in sizes {
  let timing = try runChild(
    ["--child", String(size)] + (value(after: "--repetitions").map { ["--repetitions", $0] } ?? []))
  let memory = try runChild(["--memory-child", String(size)])
  let peak = Int(
    String(decoding: memory.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  guard timing.status == 0, memory.status == 0, let peak,
    var result = try? JSONDecoder().decode(Benchmark.Result.self, from: timing.output)
  else {
    FileHandle.standardError.write(Data("notifc-bench: the run for \(size) MB failed\n".utf8))
    exit(1)
  }
  result.peakMemoryBytes = peak
  results.append(result)
}
if arguments.contains("--json") {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  print(String(decoding: try encoder.encode(results), as: UTF8.self))
} else {
  print(Benchmark.table(results))
}
