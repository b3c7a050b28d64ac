import Foundation
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
    var peakMemoryBytes: Int

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

  /// The best time of `repetitions` runs of `body`.
  /// The best time of `repetitions` runs of `body`. What `body` returns is released after the clock
  /// stops: `notifc` keeps its compilation until it exits (the process's memory goes with it), so
  /// tearing down a result is not part of a build; the JSONDecoder figure is measured the same way.
  static func best<Kept>(_ repetitions: Int, _ body: () -> Kept) -> Double {
    var best = Double.infinity
    for _ in 0..<repetitions {
      let start = now()
      let kept = body()
      let elapsed = now() - start
      withExtendedLifetime(kept) {}
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
    let frontEnd = best(repetitions) { Compiler.compile([input]) }
    let compilation = Compiler.compile([input])
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
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Result(
      megabytes: Double(bytes.count) / 1_000_000, bytes: bytes.count, categories: model.categories.count,
      lexSeconds: lex, parseSeconds: parse, frontEndSeconds: frontEnd, manifestSeconds: manifestTime,
      swiftSeconds: swiftTime, buildSeconds: build, jsonDecoderSeconds: decode,
      manifestBytes: manifestData.count, swiftBytes: swiftBytes,
      peakMemoryBytes: usage.ru_maxrss * 1024)
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

  /// What `notifc build` does with the bytes of its input: compile them, then stream both outputs,
  /// one after the other (the Swift emitter uses every core by itself). Returns the bytes of the
  /// outputs.
  static func buildOnce(_ input: CompilationInput) -> (outputBytes: Int, compilation: Compilation) {
    let compilation = Compiler.compile([input])
    let model = compilation.model
    return (emitManifest(model) + emitSwift(model), compilation)
  }

  /// The peak resident memory of a process that generates the input, then does what `notifc build`
  /// does: compile the bytes and stream both outputs (to a counter here; a file's pages are not
  /// the process's memory). The input's bytes count (a real build reads them too); the generator's
  /// own string is freed first.
  static func peakMemoryOfOneBuild(size: Int) -> Int {
    let input = CompilationInput(path: "bench.notif", bytes: Array(SyntheticInput.make(size: size).utf8))
    precondition(buildOnce(input).outputBytes > input.bytes.count)
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }

  static func table(_ results: [Result]) -> String {
    func rate(_ bytes: Int, _ seconds: Double) -> String {
      String(format: "%8.1f", Double(bytes) / 1e6 / seconds)
    }
    var lines = [
      "input MB  lex MB/s  parse MB/s  front end MB/s  manifest MB/s  swift MB/s  build MB/s  JSONDecoder s  build s  decoder/build  peak MiB  limit MiB"
    ]
    for r in results {
      let limit = 5 * Double(r.bytes) / 1_048_576 + 30
      lines.append(
        String(format: "%8.2f", r.megabytes) + "  " + rate(r.bytes, r.lexSeconds) + "    "
          + rate(r.bytes, r.parseSeconds)
          + "        " + rate(r.bytes, r.frontEndSeconds) + "       " + rate(r.bytes, r.manifestSeconds)
          + "    "
          + rate(r.bytes, r.swiftSeconds) + "    " + rate(r.bytes, r.buildSeconds) + "       "
          + String(format: "%8.4f", r.jsonDecoderSeconds) + "  " + String(format: "%7.4f", r.buildSeconds)
          + "      "
          + String(format: "%6.2fx", r.jsonDecoderSeconds / r.buildSeconds) + "  "
          + String(format: "%8.1f", Double(r.peakMemoryBytes) / 1_048_576) + "  "
          + String(format: "%8.1f", limit))
    }
    if let small = results.first(where: { abs($0.megabytes - 2) < 0.2 }),
      let large = results.first(where: { abs($0.megabytes - 20) < 1 })
    {
      lines.append(
        String(
          format: "linearity: 20 MB build takes %.2fx the 2 MB build (target ≤ 11x)",
          large.buildSeconds / small.buildSeconds))
    }
    return lines.joined(separator: "\n")
  }
}
