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
      for option in [
        "--sizes <list>", "--repetitions <n>", "--json", "--linearity", "--many-files", "--print-input <mb>",
        "--write-many-files <directory>", "-h, --help", "64  usage error",
      ] {
        XCTAssertTrue(result.stdout.contains(option), "help lacks \(option)")
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
