import FoundationEssentials
import NotifCore

#if canImport(Glibc)
  import Glibc
#endif

/// The phases measured, each on the same input, in MB/s of source.
enum Benchmark {
  struct Result: Codable {
    var megabytes: Double
    var bytes: Int
    var categories: Int
    /// Seconds (best of the repetitions) per phase.
    var lexSeconds: Double
    var parseSeconds: Double
    var frontEndSeconds: Double
    var manifestSeconds: Double
    var swiftSeconds: Double
    var buildSeconds: Double
    var jsonDecoderSeconds: Double
    var manifestBytes: Int
    var swiftBytes: Int
    /// The highest peak resident memory of the builds in processes of their own.
    var peakMemoryBytes: Int
    /// Seconds (best of the builds in processes of their own, see ``FreshBuilds``): compiling,
    /// and the whole build (compiling, then streaming both outputs), after reading the file.
    var freshFrontEndSeconds: Double
    var freshBuildSeconds: Double
    /// How many builds in processes of their own were made.
    var freshBuildCount: Int

    var json: String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
  }

  /// The manifest's shape for JSONDecoder (the reference: decoding notifc's own output).
  struct Manifest: Decodable {
    struct Platform: Decodable {
      let name: String
      let version: String
    }
    struct Action: Decodable {
      let activation: String
      let authenticationRequired: Bool
      let behavior: String
      let destructive: Bool
      let identifier: String
      let name: String
      let title: String
      let documentation: String?
      let textInputButtonTitle: String?
      let textInputPlaceholder: String?
    }
    struct Category: Decodable {
      let actions: [Action]
      let identifier: String
      let intentIdentifiers: [String]
      let minimalActions: [String]
      let name: String
      let options: [String]
      let documentation: String?
      let hiddenPreviewsBodyPlaceholder: String?
      let categorySummaryFormat: String?
    }
    let categories: [Category]
    let notif: Int
    let platforms: [Platform]
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The best time of `repetitions` runs of `body`. What `body` returns is released after the clock
  /// stops: `notifc` keeps its model and checking tables until it exits (the process's memory goes
  /// with it), so tearing them down is not part of a build; the JSONDecoder figure is measured the
  /// same way.
  /// What a compilation frees on another core (``BackgroundRelease``) is freed before the next run
  /// starts: `notifc` compiles once, so nothing of an earlier compilation runs beside its work.
  static func best<Kept>(_ repetitions: Int, _ body: () -> Kept) -> Double {
    var best = Double.infinity
    for _ in 0..<repetitions {
      let start = now()
      let kept = body()
      let elapsed = now() - start
      withExtendedLifetime(kept) {}
      BackgroundRelease.waitUntilReleased()
      best = min(best, elapsed)
    }
    return best
  }

  static func run(size: Int, repetitions requested: Int) -> Result {
    let text = SyntheticInput.make(size: size)
    let bytes = Array(text.utf8)
    let repetitions = requested > 0 ? requested : (bytes.count > 5_000_000 ? 3 : 7)
    let input = CompilationInput(path: "bench.notif", bytes: bytes)
    var bag = DiagnosticBag()
    let lex = best(repetitions) { Lexer(file: FileID(0)).tokenize(bytes, diagnostics: &bag) }
    let parse = best(repetitions) { Compiler.parse(input) }
    let frontEnd = best(repetitions) { compileOnce(input) }
    let compilation = Compiler.compile([input])
    BackgroundRelease.waitUntilReleased()
    let model = compilation.model
    precondition(
      !compilation.hasErrors, "the synthetic input has errors: \(compilation.diagnostics.prefix(3))")
    // The emitters stream their output, as `notifc build` does; here the chunks are only counted.
    let manifestTime = best(repetitions) { emitManifest(model) }
    let swiftTime = best(repetitions) { emitSwift(model) }
    let build = best(repetitions) { buildOnce(input) }
    let manifest = ManifestEmitter.emit(model)
    let swiftBytes = emitSwift(model)
    let manifestData = Data(manifest.utf8)
    let decode = best(repetitions) { try? JSONDecoder().decode(Manifest.self, from: manifestData) }
    return Result(
      megabytes: Double(bytes.count) / 1_000_000, bytes: bytes.count, categories: model.categories.count,
      lexSeconds: lex, parseSeconds: parse, frontEndSeconds: frontEnd, manifestSeconds: manifestTime,
      swiftSeconds: swiftTime, buildSeconds: build, jsonDecoderSeconds: decode,
      manifestBytes: manifestData.count, swiftBytes: swiftBytes,
      peakMemoryBytes: 0, freshFrontEndSeconds: 0, freshBuildSeconds: 0, freshBuildCount: 0)
  }

  /// The bytes of the manifest, streamed and counted.
  static func emitManifest(_ model: NotificationModel) -> Int {
    var count = 0
    ManifestEmitter.emit(model) { count += $0.count }
    return count
  }

  /// The bytes of the Swift source, streamed and counted.
  static func emitSwift(_ model: NotificationModel) -> Int {
    var count = 0
    SwiftEmitter.emit(model, options: SwiftEmitterOptions(inputNames: ["bench.notif"])) { count += $0.count }
    return count
  }

  /// What `notifc` keeps to its exit beside a compilation's results: the checking tables
  /// (``CheckingTables/handTo(_:)``). The benchmark keeps them until its clock has stopped.
  final class KeptTables {
    var tables: [Any] = []
    var handTo: CheckingTables { .handTo { self.tables.append($0) } }
  }

  /// A compilation as `notifc lint` makes it, with the tables it keeps.
  static func compileOnce(_ input: CompilationInput) -> (Compilation, KeptTables) {
    let kept = KeptTables()
    return (Compiler.compile([input], tables: kept.handTo), kept)
  }

  /// What `notifc build` does with the bytes of its input: compile them, free the sources, then
  /// stream both outputs, one after the other (the Swift emitter uses every core by itself).
  /// Returns the bytes of the outputs, and the model and the checking tables (kept by the caller,
  /// as `notifc` keeps them to the exit). The sources are freed only if the caller passes the last
  /// reference to `input`. `compiled` is called once the model is made, before the outputs are.
  static func buildOnce(_ input: consuming CompilationInput, compiled: () -> Void = {}) -> (
    outputBytes: Int, model: NotificationModel, tables: KeptTables
  ) {
    let kept = KeptTables()
    let model = compileModel(consume input, tables: kept)
    compiled()
    // As `notifc build` does it (`StreamedJob.run`): the manifest on another core, the Swift
    // source (which uses every core between its waves) on this one.
    let manifest = BackgroundWork { emitManifest(model) }
    manifest.start()
    let swift = emitSwift(model)
    return (manifest.value() + swift, model, kept)
  }

  /// The model of `input`; what else the compilation holds is freed on return, but its checking
  /// tables, which go to `tables`.
  private static func compileModel(_ input: consuming CompilationInput, tables: KeptTables)
    -> NotificationModel
  {
    Compiler.compile([input], tables: tables.handTo).model
  }

  /// What the builds of an input in processes of their own measured: the highest peak resident
  /// memory, and the best times.
  struct FreshBuilds: Codable {
    var peakMemoryBytes = 0
    var frontEndSeconds = Double.infinity
    var buildSeconds = Double.infinity
    var count = 0

    /// One build's figures, as its process prints them (see ``oneBuild(path:)``).
    mutating func add(_ output: [UInt8]) throws {
      let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      guard fields.count == 3, let peak = Int(fields[0]), let frontEnd = Double(fields[1]),
        let build = Double(fields[2])
      else { throw ChildProcess.Failure(description: "a build printed no figures") }
      peakMemoryBytes = max(peakMemoryBytes, peak)
      frontEndSeconds = min(frontEndSeconds, frontEnd)
      buildSeconds = min(buildSeconds, build)
      count += 1
    }
  }

  /// `runs` builds of the synthetic input of `size` bytes, each made in a process of its own that
  /// reads the input from a file and does what `notifc build` does (see ``oneBuild(path:)``):
  /// their memory is new to the process, as a build's is. The generator runs here, so that
  /// neither its strings nor what freeing them does to the allocator's thresholds count.
  static func freshBuilds(size: Int, runs: Int) throws -> FreshBuilds {
    var folder = try ScratchFolder()
    defer { folder.remove() }
    let path = try folder.write(Array(SyntheticInput.make(size: size).utf8), as: "input.notif")
    var builds = FreshBuilds()
    for _ in 0..<max(1, runs) {
      let child = try ChildProcess.runSelf(["--one-build", path])
      guard child.status == 0 else { throw ChildProcess.Failure(description: "the build of \(path) failed") }
      try builds.add(child.output)
    }
    return builds
  }

  /// Reads the input at `path` (all of it, at once, as `notifc` does), compiles it, frees the
  /// sources and streams both outputs (to a counter here; a file's pages are not the process's
  /// memory). Returns this process's peak resident memory, and the seconds from the end of the
  /// reading to the model and to the last output byte.
  static func oneBuild(path: String) throws -> (
    peakMemoryBytes: Int, frontEndSeconds: Double, buildSeconds: Double
  ) {
    let file = open(path, O_RDONLY)
    guard file >= 0 else { throw ChildProcess.Failure(description: "cannot read \(path)") }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0 else { throw ChildProcess.Failure(description: "cannot read \(path)") }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress! + count, $0.count - count) }
      guard read > 0 else { throw ChildProcess.Failure(description: "cannot read \(path)") }
      count += read
    }
    let input = CompilationInput(path: path, bytes: bytes)
    bytes = []
    let start = now()
    var compiled = start
    let build = buildOnce(consume input) { compiled = now() }
    let end = now()
    // `notifc` keeps the model and the checking tables to its exit: they are not freed on the clock.
    withExtendedLifetime(build) {}
    precondition(build.outputBytes > count)
    return (try peakResidentBytes(), compiled - start, end - start)
  }

  /// The peak resident memory of this process's own image: `VmHWM` in `/proc/self/status`.
  /// (`getrusage`'s `ru_maxrss` will not do: Linux carries it over from the image before `exec`,
  /// which for a child started with `posix_spawn` is its parent's.)
  static func peakResidentBytes() throws -> Int {
    let file = open("/proc/self/status", O_RDONLY)
    guard file >= 0 else { throw ChildProcess.Failure(description: "cannot read /proc/self/status") }
    defer { close(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:") {
      // "VmHWM:\t  123456 kB"
      let fields = line.split(whereSeparator: \.isWhitespace)
      if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
    }
    throw ChildProcess.Failure(description: "no VmHWM in /proc/self/status")
  }

  static func table(_ results: [Result]) -> String {
    func rate(_ bytes: Int, _ seconds: Double) -> String {
      Formatting.fixed(Double(bytes) / 1e6 / seconds, 1, width: 8)
    }
    var lines = [
      "input MB  lex MB/s  parse MB/s  front end MB/s  manifest MB/s  swift MB/s  build MB/s  JSONDecoder s  build s  decoder/build  peak MiB  limit MiB"
    ]
    for r in results {
      let limit = 5 * Double(r.bytes) / 1_048_576 + 30
      lines.append(
        Formatting.fixed(r.megabytes, 2, width: 8) + "  " + rate(r.bytes, r.lexSeconds) + "    "
          + rate(r.bytes, r.parseSeconds)
          + "        " + rate(r.bytes, r.frontEndSeconds) + "       " + rate(r.bytes, r.manifestSeconds)
          + "    "
          + rate(r.bytes, r.swiftSeconds) + "    " + rate(r.bytes, r.buildSeconds) + "       "
          + Formatting.fixed(r.jsonDecoderSeconds, 4, width: 8) + "  "
          + Formatting.fixed(r.buildSeconds, 4, width: 7)
          + "      "
          + Formatting.fixed(r.jsonDecoderSeconds / r.buildSeconds, 2, width: 6) + "x" + "  "
          + Formatting.fixed(Double(r.peakMemoryBytes) / 1_048_576, 1, width: 8) + "  "
          + Formatting.fixed(limit, 1, width: 8))
    }
    lines.append("")
    lines.append(
      "in processes of their own, as notifc runs (best of the builds; peak MiB above is their highest):")
    lines.append("input MB  builds  front end MB/s  front end s  build MB/s  build s")
    for r in results {
      lines.append(
        Formatting.fixed(r.megabytes, 2, width: 8) + "  "
          + Formatting.fixed(Double(r.freshBuildCount), 0, width: 6)
          + "        " + rate(r.bytes, r.freshFrontEndSeconds) + "     "
          + Formatting.fixed(r.freshFrontEndSeconds, 4, width: 8) + "    "
          + rate(r.bytes, r.freshBuildSeconds)
          + "  " + Formatting.fixed(r.freshBuildSeconds, 4, width: 7))
    }
    if let ratios = LinearityRatios(results) {
      let repeated = Formatting.fixed(ratios.inOneProcess, 2)
      let fresh = Formatting.fixed(ratios.inProcessesOfTheirOwn, 2)
      lines.append("")
      lines.append(
        "linearity (target ≤ 11x): the 20 MB build takes \(repeated)x the 2 MB build repeated in one process, \(fresh)x in processes of their own"
      )
    }
    return lines.joined(separator: "\n")
  }
}
