import CMemoryHints
import FoundationEssentials
import NotifCore

#if canImport(Glibc)
  import Glibc
#endif

// notifc-bench: measures notifc's throughput and memory on deterministic synthetic inputs. Its
// options are in `Options` (`notifc-bench --help`).
//
// Each size runs in child processes of its own: one times the phases, repeating each in one
// process; another (`--fresh-builds`) writes the input to a file and starts a process for each of
// several builds (`--one-build`), which reads the file, makes one whole build and reports its peak
// memory and times, so that those figures are a build's in memory new to its process, as a run of
// `notifc build` is, and nothing else.

/// Writes `text` and a line break on standard error.
func writeToStandardError(_ text: String) {
  let line = Array((text + "\n").utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

// Two malloc arenas, as `notifc` has (`MallocArenas` in Sources/notifc/IO), so that the builds
// here use memory as its builds do. Set before any thread allocates.
_ = notifc_limit_malloc_arenas(2)

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
  writeToStandardError(
    "notifc-bench: error: \(error.message)\nSee 'notifc-bench --help' for more information.")
  exit(64)
}

/// Prints a report that is not the sizes' figures: on standard output, or on standard error with
/// `--json`, so that standard output is then JSON alone.
func report(_ text: String) {
  guard options.json else { return print(text) }
  writeToStandardError(text)
}

/// Reports a failure on standard error and exits with status 1.
func fail(_ message: String) -> Never {
  writeToStandardError("notifc-bench: error: \(message)")
  exit(1)
}

/// Builds in processes of their own per size: 5 above 5 MB, 9 below, or `--repetitions`.
func freshBuildCount(megabytes: Double) -> Int {
  options.repetitions ?? (megabytes > 5 ? 5 : 9)
}

switch options.mode {
case .measure:
  break
case .help:
  print(Options.usage)
  exit(0)
case .printInput(let megabytes):
  // The synthetic input itself, to profile `notifc` on it.
  print(SyntheticInput.make(size: Int(megabytes * 1_000_000)), terminator: "")
  exit(0)
case .writeManyFiles(let directory):
  // The 1,000 files of `--many-files`, to time `notifc lint` over them with other tools.
  do { try ManyFiles.write(into: directory) } catch { fail("\(error)") }
  exit(0)
case .freshBuilds(let megabytes):
  do {
    let builds = try Benchmark.freshBuilds(
      size: Int(megabytes * 1_000_000), runs: freshBuildCount(megabytes: megabytes))
    print(String(decoding: try JSONEncoder().encode(builds), as: UTF8.self))
  } catch {
    fail("\(error)")
  }
  exit(0)
case .oneBuild(let path):
  do {
    let build = try Benchmark.oneBuild(path: path)
    print(build.peakMemoryBytes, build.frontEndSeconds, build.buildSeconds)
  } catch { fail("\(error)") }
  exit(0)
case .child(let megabytes):
  let result = Benchmark.run(size: Int(megabytes * 1_000_000), repetitions: options.repetitions ?? 0)
  print(result.json)
  exit(0)
}

var figures = Benchmark.Report()
/// Whether `--linearity` found a stage that grew faster than linearly.
var linearityFailed = false

if options.manyFiles {
  do {
    let measured = try ManyFiles.measure(runs: options.repetitions ?? 30)
    report(measured.report)
    figures.manyFiles = measured.summary
  } catch {
    fail("\(error)")
  }
}

if options.linearity {
  let rows = Linearity.check()
  report(rows.map(\.line).joined(separator: "\n"))
  figures.linearityCheck = rows
  linearityFailed = rows.contains { !$0.passed }
  // With --json the figures are still written, then the run fails.
  if linearityFailed && !options.json {
    fail("a stage grew faster than linearly")
  }
}

for size in options.sizes {
  let timing: ChildProcess.Outcome
  let fresh: ChildProcess.Outcome
  let repetitions = options.repetitions.map { ["--repetitions", String($0)] } ?? []
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
  figures.sizes.append(result)
}
figures.linearity = Benchmark.LinearityRatios(figures.sizes)
if options.json {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  do {
    print(String(decoding: try encoder.encode(figures), as: UTF8.self))
  } catch {
    fail("cannot write the figures as JSON: \(error)")
  }
  if linearityFailed {
    fail("a stage grew faster than linearly")
  }
} else {
  print(Benchmark.table(figures.sizes))
}
