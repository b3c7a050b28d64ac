import Foundation
import NotifCore

// notifc-bench: measures notifc's throughput and memory on deterministic synthetic inputs.
//
//   swift run -c release notifc-bench                 all sizes, a table
//   swift run -c release notifc-bench --json          the same as JSON
//   swift run -c release notifc-bench --sizes 0.1     one size (MB), e.g. the CI smoke run
//
// Each size runs in a child process of its own, so that its peak memory is its own.

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

if let child = value(after: "--child"), let megabytes = Double(child) {
  let result = Benchmark.run(
    size: Int(megabytes * 1_000_000), repetitions: Int(value(after: "--repetitions") ?? "") ?? 0)
  print(result.json)
  exit(0)
}

let sizes = (value(after: "--sizes") ?? "0.1,2,20").split(separator: ",").compactMap { Double($0) }
var results: [Benchmark.Result] = []
for size in sizes {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments =
    ["--child", String(size)] + (value(after: "--repetitions").map { ["--repetitions", $0] } ?? [])
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0,
    let result = try? JSONDecoder().decode(Benchmark.Result.self, from: data)
  else {
    FileHandle.standardError.write(Data("notifc-bench: the run for \(size) MB failed\n".utf8))
    exit(1)
  }
  results.append(result)
}
if arguments.contains("--json") {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  print(String(decoding: try encoder.encode(results), as: UTF8.self))
} else {
  print(Benchmark.table(results))
}
