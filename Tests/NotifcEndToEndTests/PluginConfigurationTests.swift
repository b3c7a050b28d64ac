import Foundation
import XCTest

/// `notifc build --config notifc.json`: the options file of the build-tool plugin (docs/xcode.md).
final class PluginConfigurationTests: XCTestCase {
  static let valid = "action a { title: \"A\" }\ncategory c { actions: [a] }\n"

  /// A folder with a valid app.notif and the configuration `json` in notifc.json.
  func folder(_ json: String) throws -> URL {
    let directory = try temporaryDirectory()
    try write(Self.valid, to: directory.appendingPathComponent("app.notif"))
    try write(json, to: directory.appendingPathComponent("notifc.json"))
    return directory
  }

  func generated(_ directory: URL) throws -> String {
    try String(
      contentsOf: directory.appendingPathComponent("out/NotificationCategories.swift"), encoding: .utf8)
  }

  func testAccessLevelComesFromTheFileAndAFlagWins() throws {
    let directory = try folder("{\n  \"accessLevel\": \"public\",\n  \"bundle\": \"module\"\n}\n")
    let build = ["build", "app.notif", "-o", "out", "--config", "notifc.json"]
    XCTAssertEqual(try runNotifc(build, in: directory).exitCode, 0)
    XCTAssertTrue(try generated(directory).contains("\npublic enum NotificationCategoryIdentifier"))
    XCTAssertEqual(try runNotifc(build + ["--access-level", "internal"], in: directory).exitCode, 0)
    XCTAssertTrue(try generated(directory).contains("\nenum NotificationCategoryIdentifier"))
  }

  func testTypePrefixComesFromTheFileOrTheFlag() throws {
    let directory = try folder("{ \"typePrefix\": \"Chat\" }")
    let build = ["build", "app.notif", "-o", "out", "--config", "notifc.json"]
    XCTAssertEqual(try runNotifc(build, in: directory).exitCode, 0)
    XCTAssertTrue(try generated(directory).contains("\nenum ChatNotificationCategoryIdentifier"))
    XCTAssertTrue(try generated(directory).contains("\nenum ChatCResponse"))
    XCTAssertEqual(try runNotifc(build + ["--type-prefix", "Mail"], in: directory).exitCode, 0)
    XCTAssertTrue(try generated(directory).contains("\nenum MailNotificationCategories"))
    XCTAssertEqual(try runNotifc(build + ["--type-prefix", "a-b"], in: directory).exitCode, 64)
    // Type names start with an uppercase letter: a lowercase prefix is refused, with the fix.
    let lowercase = try runNotifc(build + ["--type-prefix", "mail"], in: directory)
    XCTAssertEqual(lowercase.exitCode, 64)
    XCTAssertTrue(
      lowercase.stderr.hasPrefix(
        "error: '--type-prefix' needs letters and digits that start with an uppercase letter, not 'mail'; did you mean 'Mail'?\n"
      ), lowercase.stderr)
  }

  /// `defaultIsolation` (Xcode's Default Actor Isolation) marks the generated types nonisolated
  /// for a main-actor target; `--default-isolation` wins, and takes Swift's spellings only.
  func testDefaultIsolationComesFromTheFileOrTheFlag() throws {
    let directory = try folder("{ \"defaultIsolation\": \"MainActor\" }")
    let build = ["build", "app.notif", "-o", "out", "--config", "notifc.json"]
    XCTAssertEqual(try runNotifc(build, in: directory).exitCode, 0)
    XCTAssertTrue(try generated(directory).contains("\nnonisolated enum NotificationCategoryIdentifier"))
    XCTAssertEqual(try runNotifc(build + ["--default-isolation", "nonisolated"], in: directory).exitCode, 0)
    XCTAssertFalse(try generated(directory).contains("nonisolated enum"))
    let misspelt = try runNotifc(build + ["--default-isolation", "main-actor"], in: directory)
    XCTAssertEqual(misspelt.exitCode, 64)
    XCTAssertTrue(
      misspelt.stderr.hasPrefix("error: unknown default isolation 'main-actor'; did you mean 'MainActor'?\n"),
      misspelt.stderr)
    let unknown = try runNotifc(build + ["--default-isolation", "global"], in: directory)
    XCTAssertTrue(
      unknown.stderr.hasPrefix(
        "error: unknown default isolation 'global'; expected nonisolated or MainActor\n"),
      unknown.stderr)
  }

  /// `handler` makes the handler's methods `async`; `--handler` wins, with a suggestion for a
  /// misspelt style. Below iOS 13, where Swift concurrency does not run, the build fails with N310
  /// at the `platform` line, and writes nothing.
  func testHandlerStyleComesFromTheFileOrTheFlag() throws {
    let directory = try folder("{ \"handler\": \"async\" }")
    let build = ["build", "app.notif", "-o", "out", "--config", "notifc.json"]
    XCTAssertEqual(try runNotifc(build + ["--skeleton", "Handler.swift"], in: directory).exitCode, 0)
    XCTAssertTrue(try generated(directory).contains("UNNotificationResponse) async\n"))
    let skeleton = try String(contentsOf: directory.appendingPathComponent("Handler.swift"), encoding: .utf8)
    XCTAssertTrue(
      skeleton.contains(
        "func handle(_ response: CResponse, notificationResponse: UNNotificationResponse) async {"))
    XCTAssertEqual(try runNotifc(build + ["--handler", "sync"], in: directory).exitCode, 0)
    XCTAssertFalse(try generated(directory).contains(") async"))
    for (style, message) in [
      ("asynchronous", "error: unknown handler style 'asynchronous'; did you mean 'async'?\n"),
      ("asinc", "error: unknown handler style 'asinc'; did you mean 'async'?\n"),
      ("await", "error: unknown handler style 'await'; expected sync or async\n"),
    ] {
      let result = try runNotifc(build + ["--handler", style], in: directory)
      XCTAssertEqual(result.exitCode, 64, style)
      XCTAssertTrue(result.stderr.hasPrefix(message), result.stderr)
    }

    let old = try temporaryDirectory()
    try write("notif 1\nplatform ios 12.0\n" + Self.valid, to: old.appendingPathComponent("app.notif"))
    let refused = try runNotifc(["build", "app.notif", "-o", "out", "--handler", "async"], in: old)
    XCTAssertEqual(refused.exitCode, 1)
    XCTAssertEqual(refused.stdout, "")
    XCTAssertEqual(
      refused.stderr,
      """
      app.notif:2:14: error: async handlers need iOS 13.0 or later, where Swift concurrency runs; 12.0 is too old [N310]
      platform ios 12.0
                   ^~~~
      app.notif:2:14: note: '--handler async' asks for async handlers; raise the target, or build with '--handler sync'
      1 error generated

      """)
    XCTAssertFalse(FileManager.default.fileExists(atPath: old.appendingPathComponent("out").path))
    XCTAssertEqual(try runNotifc(["build", "app.notif", "-o", "out"], in: old).exitCode, 0)
    // From notifc.json, the note names the file; `notifc lint` with it reports the same.
    try write("{ \"handler\": \"async\" }", to: old.appendingPathComponent("notifc.json"))
    let note =
      "note: '\"handler\": \"async\"' in notifc.json asks for async handlers; raise the target, or remove it\n"
    for command in ["build", "lint"] {
      let output = command == "build" ? ["-o", "out2"] : []
      let result = try runNotifc([command, "app.notif", "--config", "notifc.json"] + output, in: old)
      XCTAssertEqual(result.exitCode, 1, command)
      XCTAssertTrue(
        result.stderr.hasPrefix("app.notif:2:14: error: async handlers need iOS 13.0"), result.stderr)
      XCTAssertTrue(result.stderr.contains(note), result.stderr)
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: old.appendingPathComponent("out2").path))
    XCTAssertEqual(try runNotifc(["lint", "app.notif"], in: old).exitCode, 0)
  }

  /// Every member is checked: each misspelt key or value is an error of its own, in the order of
  /// the file, so that one run shows them all. A repeated key's value is checked too, and the
  /// repeat has a note at the first; an unknown key is unknown each time, not repeated.
  func testEveryProblemOfTheFileIsReportedAtOnce() throws {
    let directory = try folder(
      """
      {
        "acessLevel": "public",
        "bundle": "mian",
        "handler": "async",
        "bundle": "main",
        "handler": "asinc",
        "acessLevel": "public"
      }

      """)
    let result = try runNotifc(["build", "app.notif", "-o", "out", "--config", "notifc.json"], in: directory)
    XCTAssertEqual(result.exitCode, 1)
    let located = result.stderr.split(separator: "\n").filter { $0.hasPrefix("notifc.json:") }
    let unknown =
      "error: unknown key 'acessLevel'; did you mean 'accessLevel'? (known keys: 'accessLevel', 'bundle', 'defaultIsolation', 'handler', 'typePrefix') [N309]"
    XCTAssertEqual(
      located,
      [
        "notifc.json:2:3: \(unknown)",
        "notifc.json:3:13: error: 'bundle' must be \"main\" or \"module\"; did you mean \"main\"? [N309]",
        "notifc.json:5:3: error: duplicate key 'bundle' [N309]",
        "notifc.json:3:3: note: 'bundle' first given here",
        "notifc.json:6:3: error: duplicate key 'handler' [N309]",
        "notifc.json:4:3: note: 'handler' first given here",
        "notifc.json:6:14: error: 'handler' must be \"sync\" or \"async\"; did you mean \"async\"? [N309]",
        "notifc.json:7:3: \(unknown)",
      ])
    XCTAssertTrue(result.stderr.hasSuffix("6 errors generated\n"), result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }

  /// The configuration file is an input: `--skeleton` may not name it, even with `--force`; and
  /// `--config ''` names no file.
  func testTheConfigurationFileIsNoSkeletonAndNeedsAPath() throws {
    let directory = try folder("{ \"handler\": \"async\" }")
    for force in [[], ["--force"]] {
      let result = try runNotifc(
        ["build", "app.notif", "-o", "out", "--config", "notifc.json", "--skeleton", "./notifc.json"] + force,
        in: directory)
      XCTAssertEqual(result.exitCode, 64)
      XCTAssertTrue(
        result.stderr.hasPrefix(
          "error: '--skeleton' names the configuration file 'notifc.json'; give another path\n"),
        result.stderr)
    }
    XCTAssertEqual(
      try String(contentsOf: directory.appendingPathComponent("notifc.json"), encoding: .utf8),
      "{ \"handler\": \"async\" }")
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    // JSON is UTF-8: a string that is not is refused, not repaired.
    try Data(Array("{ \"x\": \"".utf8) + [0xFF] + Array("\" }".utf8)).write(
      to: directory.appendingPathComponent("latin1.json"))
    let latin1 = try runNotifc(["lint", "app.notif", "--config", "latin1.json"], in: directory)
    XCTAssertEqual(latin1.exitCode, 1)
    XCTAssertTrue(
      latin1.stderr.hasPrefix("latin1.json:1:8: error: a string must be UTF-8 [N309]\n"), latin1.stderr)
    for (command, option) in [
      ("build", "--config"), ("lint", "--config"), ("build", "--strings-catalog"), ("lint", "--strings"),
    ] {
      let result = try runNotifc([command, "app.notif", option, ""], in: directory)
      XCTAssertEqual(result.exitCode, 64, "\(command) \(option)")
      XCTAssertTrue(
        result.stderr.hasPrefix("error: '\(option)' needs a path, not an empty string\n"), result.stderr)
    }
  }

  func testEmptyObjectKeepsTheDefaults() throws {
    let directory = try folder("{}")
    XCTAssertEqual(
      try runNotifc(["build", "app.notif", "-o", "out", "--config", "notifc.json"], in: directory).exitCode, 0
    )
    XCTAssertTrue(try generated(directory).contains("\nenum NotificationCategoryIdentifier"))
  }

  func testProblemsAreErrorsAtTheirLineAndColumnAndNothingIsWritten() throws {
    let cases: [(json: String, message: String)] = [
      (
        "{\n  \"acessLevel\": \"public\"\n}\n",
        "2:3: error: unknown key 'acessLevel'; did you mean 'accessLevel'?"
          + " (known keys: 'accessLevel', 'bundle', 'defaultIsolation', 'handler', 'typePrefix')"
      ),
      (
        "{\n  \"accessLevel\": \"open\"\n}\n", "2:18: error: 'accessLevel' must be \"internal\" or \"public\""
      ),
      ("{ \"bundle\": true }", "1:13: error: 'bundle' must be \"main\" or \"module\""),
      (
        "{ \"defaultIsolation\": \"mainActor\" }",
        "1:23: error: 'defaultIsolation' must be \"nonisolated\" or \"MainActor\"; did you mean \"MainActor\"?"
      ),
      (
        "{ \"bundle\": \"mian\" }",
        "1:13: error: 'bundle' must be \"main\" or \"module\"; did you mean \"main\"?"
      ),
      (
        "{ \"accessLevel\": \"Public\" }",
        "1:18: error: 'accessLevel' must be \"internal\" or \"public\"; did you mean \"public\"?"
      ),
      ("{ \"handler\": \"await\" }", "1:14: error: 'handler' must be \"sync\" or \"async\""),
      ("{ \"bundle\": \"main\", }", "1:21: error: JSON allows no comma before '}'"),
      (
        "[\"public\"]",
        "1:1: error: the configuration must be a JSON object, such as { \"accessLevel\": \"public\" }"
      ),
      ("", "1:1: error: expected a JSON value, found the end of the file"),
      (
        "{ \"bundle\": tru }",
        "1:13: error: expected a JSON value (a string in quotes, a number, true, false, null, [ or {)"
      ),
      ("{ \"x\": [01] }", "1:9: error: JSON allows no leading zero in a number"),
      ("{ \"x\": 1. }", "1:10: error: expected a digit after '.' in a JSON number"),
      ("{ \"x\": - }", "1:9: error: expected a digit after '-' in a JSON number"),
      ("{ \"x\": 2E+ }", "1:11: error: expected a digit in the exponent in a JSON number"),
      ("{ \"handler\": \"\\u+061sync\" }", "1:15: error: invalid escape in a string"),
      ("{ \"bundle\": \"main\" } x", "1:22: error: unexpected text after the JSON value"),
      ("{ \"bundle\": \"mai", "1:13: error: unterminated string"),
      (
        "{ \"typePrefix\": \"chat\" }",
        "1:17: error: 'typePrefix' must be a string of letters and digits that starts with an uppercase letter; did you mean \"Chat\"?"
      ),
      (
        "{ \"typePrefix\": \"9\" }",
        "1:17: error: 'typePrefix' must be a string of letters and digits that starts with an uppercase letter, such as \"Chat\""
      ),
    ]
    for (json, message) in cases {
      let directory = try folder(json)
      let result = try runNotifc(
        ["build", "app.notif", "-o", "out", "--config", "notifc.json"], in: directory)
      XCTAssertEqual(result.exitCode, 1, json)
      // A diagnostic like the compiler's: located, with its code, the line and a caret.
      XCTAssertTrue(result.stderr.hasPrefix("notifc.json:\(message) [N309]\n"), "\(json): \(result.stderr)")
      XCTAssertTrue(result.stderr.hasSuffix("^\n1 error generated\n"), "\(json): \(result.stderr)")
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path), json)
    }
  }

  /// With a machine format, the problem is reported in it, on standard output, like any other.
  func testProblemsAreReportedInTheChosenFormat() throws {
    let directory = try folder("{\n  \"acessLevel\": \"public\"\n}\n")
    let build = ["build", "app.notif", "-o", "out", "--config", "notifc.json", "--format"]
    let json = try runNotifc(build + ["json"], in: directory)
    XCTAssertEqual(json.exitCode, 1)
    XCTAssertEqual(json.stderr, "1 error generated\n", "the summary, on standard error")
    let line = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
    XCTAssertEqual(line["code"] as? String, "N309")
    XCTAssertEqual(line["file"] as? String, "notifc.json")
    XCTAssertEqual(line["line"] as? Int, 2)
    XCTAssertEqual(line["column"] as? Int, 3)
    let github = try runNotifc(build + ["github"], in: directory)
    XCTAssertTrue(github.stdout.hasPrefix("::error file=notifc.json,line=2,"), github.stdout)
    let sarif = try runNotifc(build + ["sarif"], in: directory)
    XCTAssertTrue(sarif.stdout.contains("\"ruleId\": \"N309\""), sarif.stdout)
    XCTAssertEqual(sarif.exitCode, 1)
  }

  func testMissingFileIsAnInputError() throws {
    let directory = try folder("{}")
    let result = try runNotifc(
      ["build", "app.notif", "-o", "out", "--config", "missing.json"], in: directory)
    XCTAssertEqual(result.exitCode, 66)
  }
}
