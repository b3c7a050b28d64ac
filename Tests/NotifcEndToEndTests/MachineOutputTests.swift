import Foundation
import XCTest

/// With `--format json`, `github` or `sarif`, standard output carries that format and nothing
/// else, whatever the command, so that `notifc build --format sarif > notifc.sarif` in CI gives a
/// SARIF log a code-scanning upload accepts.
final class MachineOutputTests: XCTestCase {
  /// A SARIF log's results, as (file, ruleId, line, column), after checking it is one JSON document.
  private func sarifResults(_ stdout: String) throws -> [(uri: String, rule: String, line: Int, column: Int)]
  {
    let log = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any], stdout)
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    XCTAssertEqual(runs.count, 1)
    let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
    return try results.map { result in
      let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
      let physical = try XCTUnwrap(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
      let region = try XCTUnwrap(physical["region"] as? [String: Any])
      return (
        try XCTUnwrap(artifact["uri"] as? String), try XCTUnwrap(result["ruleId"] as? String),
        try XCTUnwrap(region["startLine"] as? Int), try XCTUnwrap(region["startColumn"] as? Int)
      )
    }
  }

  func testBuildWritesItsStatusLinesToStandardErrorBesideAMachineFormat() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sample = repositoryRoot.appendingPathComponent("samples/invite.notif").path
    let sarif = try runNotifc(["build", sample, "-o", "out", "--format", "sarif"], in: directory)
    XCTAssertEqual(sarif.exitCode, 0, sarif.stderr)
    XCTAssertEqual(try sarifResults(sarif.stdout).count, 0)
    XCTAssertEqual(
      sarif.stderr, "wrote out/notification-categories.json\nwrote out/NotificationCategories.swift\n")
    for format in ["json", "github"] {
      let result = try runNotifc(["build", sample, "-o", "out", "--format", format], in: directory)
      XCTAssertEqual(result.exitCode, 0, result.stderr)
      XCTAssertEqual(result.stdout, "", format)
      XCTAssertEqual(
        result.stderr,
        "unchanged out/notification-categories.json\nunchanged out/NotificationCategories.swift\n")
    }
    // Text diagnostics go to standard error, so the status lines stay on standard output.
    let text = try runNotifc(["build", sample, "-o", "out"], in: directory)
    XCTAssertEqual(
      text.stdout, "unchanged out/notification-categories.json\nunchanged out/NotificationCategories.swift\n")
    XCTAssertEqual(text.stderr, "")
  }

  func testFormatCheckReportsEveryFilesSyntaxErrorsInOneSARIFLog() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try write("action a {title:\"A\"}\n", to: directory.appendingPathComponent("unformatted.notif"))
    try write("action b { title: \"B\"\n", to: directory.appendingPathComponent("first.notif"))
    try write("action c { title \"C\" }\n", to: directory.appendingPathComponent("second.notif"))
    let result = try runNotifc(
      ["fmt", "--check", "--format", "sarif", "unformatted.notif", "first.notif", "second.notif"],
      in: directory)
    XCTAssertEqual(result.exitCode, 1)
    // Each file's error, located in that file, as the text format gives them (first.notif:1:22,
    // second.notif:1:17).
    let results = try sarifResults(result.stdout)
    XCTAssertEqual(results.map(\.uri), ["first.notif", "second.notif"])
    XCTAssertEqual(results.map(\.line), [1, 1])
    XCTAssertEqual(results.map(\.column), [22, 17])
    XCTAssertEqual(
      result.stderr,
      """
      unformatted.notif
      first.notif: not formatted: fix the syntax errors first
      second.notif: not formatted: fix the syntax errors first
      2 errors generated

      """)
    // Nothing to report is an empty log, not an empty file.
    let clean = try runNotifc(["fmt", "--check", "--format", "sarif", "unformatted.notif"], in: directory)
    XCTAssertEqual(clean.exitCode, 1)
    XCTAssertEqual(try sarifResults(clean.stdout).count, 0)
    XCTAssertEqual(clean.stderr, "unformatted.notif\n")
    // JSON Lines: one line per diagnostic of either file.
    let json = try runNotifc(
      ["fmt", "--write", "--format", "json", "first.notif", "second.notif"], in: directory)
    XCTAssertEqual(json.exitCode, 1)
    let lines = json.stdout.split(separator: "\n")
    XCTAssertEqual(lines.count, 2, json.stdout)
    for line in lines { XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8))) }
  }

  func testFormatRefusesAMachineFormatWhereItPrintsText() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try write("action a {title:\"A\"}\n", to: directory.appendingPathComponent("a.notif"))
    for (arguments, message) in [
      (
        ["fmt", "--format", "json", "a.notif"],
        "'--format json' needs '--check' or '--write'; the formatted text uses standard output"
      ),
      (
        ["fmt", "--check", "--diff", "--format", "github", "a.notif"],
        "'--format github' cannot be combined with '--diff'; both use standard output"
      ),
    ] {
      let result = try runNotifc(arguments, in: directory)
      XCTAssertEqual(result.exitCode, 64, "\(arguments)")
      XCTAssertEqual(result.stdout, "")
      XCTAssertEqual(result.stderr, "error: \(message)\nSee 'notifc fmt --help' for more information.\n")
    }
  }
}
