import Foundation
import XCTest

/// The benchmark's command line (`notifc-bench`, docs/performance.md): what it accepts and how it
/// refuses the rest. The measurements themselves are timed in release, by `.ci/run`, not here.
final class BenchmarkCommandLineTests: XCTestCase {
  let bench = builtExecutable("notifc-bench")

  func testHelpListsEveryOptionAndExitsZero() throws {
    for flag in ["--help", "-h"] {
      let result = try runExecutable(bench, [flag])
      XCTAssertEqual(result.exitCode, 0)
      XCTAssertEqual(result.stderr, "")
      XCTAssertTrue(result.stdout.hasPrefix("OVERVIEW: measures notifc's speed and memory"), result.stdout)
      // Each option's row in OPTIONS (the USAGE lines name some of them too).
      for row in [
        "\n  --sizes <list>  ", "\n  --repetitions <n>  ", "\n  --json  ", "\n  --linearity  ",
        "\n  --many-files  ", "\n  --print-input <megabytes>\n", "\n  --write-many-files <directory>\n",
        "\n  -h, --help  ", "\n  64  usage error",
      ] {
        XCTAssertTrue(result.stdout.contains(row), "help lacks \(row)")
      }
    }
  }

  func testUsageErrorsExit64WithoutMeasuring() throws {
    let cases: [([String], String)] = [
      (["--size", "2"], "unknown option '--size'; did you mean '--sizes'?"),
      (["--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
      (["--frobnicate"], "unknown option '--frobnicate'"),
      (["--sizes"], "missing value for '--sizes'"),
      (
        ["--sizes", "2,,20"],
        "invalid size '' for '--sizes'; expected megabytes above 0 and at most 1000, such as 0.1 or 20"
      ),
      (
        ["--sizes", "0"],
        "invalid size '0' for '--sizes'; expected megabytes above 0 and at most 1000, such as 0.1 or 20"
      ),
      (
        ["--print-input", "5000"],
        "invalid size '5000' for '--print-input'; expected megabytes above 0 and at most 1000, such as 0.1 or 20"
      ),
      (["--repetitions", "-3"], "invalid value '-3' for '--repetitions'; expected a positive whole number"),
      (
        ["--repetitions", "two"], "invalid value 'two' for '--repetitions'; expected a positive whole number"
      ),
      (
        ["--print-input", "1", "--write-many-files", "out"],
        "'--print-input' and '--write-many-files' cannot be used together"
      ),
      (["--print-input", "1", "--print-input", "2"], "'--print-input' given twice"),
      (["--print-input", "1", "--sizes", "5"], "'--sizes' cannot be used with '--print-input'"),
      (["--json", "--write-many-files", "out"], "'--json' cannot be used with '--write-many-files'"),
      (["--write-many-files", "--json"], "missing value for '--write-many-files'"),
      (["2"], "unexpected argument '2'; notifc-bench takes options only"),
    ]
    for (arguments, message) in cases {
      let result = try runExecutable(bench, arguments)
      XCTAssertEqual(result.exitCode, 64, "\(arguments)")
      XCTAssertEqual(result.stdout, "", "\(arguments)")
      XCTAssertEqual(
        result.stderr, "notifc-bench: error: \(message)\nSee 'notifc-bench --help' for more information.\n",
        "\(arguments)")
    }
  }

  /// The input every figure is measured on is the same on every run, and valid: a benchmark of
  /// an input full of errors would time the error paths.
  func testPrintedInputIsDeterministicAndLintsClean() throws {
    let first = try runExecutable(bench, ["--print-input", "0.02"])
    let second = try runExecutable(bench, ["--print-input", "0.02"])
    XCTAssertEqual(first.exitCode, 0)
    XCTAssertEqual(first.stdout, second.stdout)
    XCTAssertGreaterThanOrEqual(first.stdout.utf8.count, 20_000)
    XCTAssertLessThan(first.stdout.utf8.count, 22_000)
    for property in [
      "textInputPlaceholder", "localized(", "/*", "///", "minimalActions", "categorySummaryFormat",
    ] {
      XCTAssertTrue(first.stdout.contains(property), "the input lacks \(property)")
    }
    let lint = try runNotifc(["lint", "--strict", "-"], stdin: first.stdout)
    XCTAssertEqual(lint.exitCode, 0, lint.stderr)
    XCTAssertEqual(lint.stderr, "")
  }

  func testWritesTheThousandFilesItTimes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-many-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try runExecutable(bench, ["--write-many-files", folder.path])
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    XCTAssertEqual(names.count, 1_000)
    XCTAssertTrue(names.allSatisfy { $0.hasSuffix(".notif") })
    let lint = try runNotifc(["lint", "--strict", folder.path])
    XCTAssertEqual(lint.exitCode, 0, lint.stderr)
  }
}

extension BenchmarkCommandLineTests {
  /// `--json` writes one JSON object, alone, on standard output: every size's figures and those of
  /// the 1,000-file lint (their text report goes to standard error). Run on the smallest input,
  /// once: the figures' values are the release benchmark's business, not a test's.
  func testJSONHasEveryFigureAndNothingElse() throws {
    let result = try runExecutable(
      bench, ["--sizes", "0.01", "--repetitions", "1", "--json", "--many-files"])
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    XCTAssertTrue(result.stderr.contains("lint of 1000 files, whole processes, 1 run each"), result.stderr)
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
    XCTAssertEqual(Set(object.keys), ["sizes", "manyFiles"])
    let sizes = try XCTUnwrap(object["sizes"] as? [[String: Any]])
    XCTAssertEqual(sizes.count, 1)
    let size = sizes[0]
    XCTAssertEqual(
      Set(size.keys),
      [
        "megabytes", "bytes", "categories", "lexSeconds", "parseSeconds", "frontEndSeconds",
        "manifestSeconds",
        "swiftSeconds", "buildSeconds", "jsonDecoderSeconds", "manifestBytes", "swiftBytes",
        "peakMemoryBytes",
        "freshFrontEndSeconds", "freshBuildSeconds", "freshBuildCount",
      ])
    XCTAssertEqual(size["freshBuildCount"] as? Int, 1)
    let bytes = try XCTUnwrap(size["bytes"] as? Int)
    XCTAssertTrue((10_000..<12_000).contains(bytes), "\(bytes)")
    XCTAssertGreaterThan(try XCTUnwrap(size["manifestBytes"] as? Int), bytes)
    XCTAssertGreaterThan(try XCTUnwrap(size["swiftBytes"] as? Int), bytes)
    XCTAssertGreaterThan(try XCTUnwrap(size["peakMemoryBytes"] as? Int), bytes)
    // Times are measured, so only their type and sign are the test's business.
    for key in size.keys where key.hasSuffix("Seconds") {
      let seconds = try XCTUnwrap(size[key] as? Double, key)
      XCTAssertTrue(seconds.isFinite && seconds >= 0, key)
    }
    let manyFiles = try XCTUnwrap(object["manyFiles"] as? [String: Any])
    XCTAssertEqual(manyFiles["files"] as? Int, 1000)
    XCTAssertEqual(manyFiles["runs"] as? Int, 1)
    XCTAssertGreaterThanOrEqual(try XCTUnwrap(manyFiles["cpus"] as? Int), 1)
    XCTAssertEqual(
      (manyFiles["notifc"] as? String).map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path },
      notifcBinary.resolvingSymlinksInPath().path)
    for key in [
      "oneCPUSeconds", "allCPUsSeconds", "oneCPUFastestSeconds", "allCPUsFastestSeconds", "speedUp",
      "oneCPUProcessorSeconds", "allCPUsProcessorSeconds", "ownCostOneCPUSeconds", "ownCostAllCPUsSeconds",
      "ceiling",
    ] {
      let value = try XCTUnwrap(manyFiles[key] as? Double, key)
      XCTAssertTrue(value.isFinite && value >= 0, key)
    }
    XCTAssertEqual(manyFiles.count, 14)
  }
}
