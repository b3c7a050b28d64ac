import Foundation
import XCTest

/// `notifc lint` in every diagnostic format.
final class LintTests: XCTestCase {
  static let failing = """
    platform ios 15.0
    action accept {
        title: "Accept"
        activation: forground
    }
    action unused { title: "Unused" }
    category invite {
        actions: [accept, declne]
    }

    """

  func failingFolder() throws -> URL {
    let directory = try temporaryDirectory()
    try write(Self.failing, to: directory.appendingPathComponent("bad.notif"))
    return directory
  }

  func testEverySampleLintsClean() throws {
    for sample in ["invite", "reminder", "name-entry", "ubudu", "legacy-ios8", "rich", "localized"] {
      let result = try runNotifc(["lint", "--strict", "samples/\(sample).notif"])
      XCTAssertEqual(result.exitCode, 0, "\(sample): \(result.stderr)")
      XCTAssertEqual(result.stderr + result.stdout, "", sample)
    }
  }

  func testTextFormat() throws {
    assertSnapshot(try runNotifc(["lint", "bad.notif"], in: try failingFolder()), "lint-text")
  }

  func testJSONFormatParses() throws {
    let result = try runNotifc(["lint", "--format", "json", "bad.notif"], in: try failingFolder())
    assertSnapshot(result, "lint-json")
    for line in result.stdout.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      XCTAssertNotNil(object?["code"])
      XCTAssertNotNil(object?["endColumn"])
    }
  }

  func testGitHubFormat() throws {
    let directory = try failingFolder()
    let result = try runNotifc(["lint", "--format", "github", "bad.notif"], in: directory)
    assertSnapshot(result, "lint-github")
    // `file` is the path GitHub matches to the repository's files, without `.`, `..` or `//`.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("x"), withIntermediateDirectories: true)
    for spelling in ["./x/../bad.notif", "x/..//bad.notif"] {
      let other = try runNotifc(["lint", "--format", "github", spelling], in: directory)
      XCTAssertEqual(other.stdout, result.stdout, spelling)
    }
  }

  /// Control characters from the source (an escape written as `\u{1B}` in a table name) do not
  /// reach the log: they are U+FFFD, as in the text format; line breaks stay percent-encoded.
  func testGitHubFormatReplacesControlCharacters() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try write(
      "action a { title: localized(\"a\", table: \"x\\u{1B}[31m/y\") }\ncategory c { actions: [a] }\n",
      to: directory.appendingPathComponent("c.notif"))
    let result = try runNotifc(["lint", "--format", "github", "c.notif"], in: directory)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertFalse(result.stdout.contains("\u{1B}"), result.stdout)
    XCTAssertTrue(result.stdout.contains("strings table name 'x\u{FFFD}[31m/y' contains '/'"), result.stdout)
    // A line break in a quoted title is `\n`, as in the text format: the annotation's only line
    // breaks (%0A) are those before its notes.
    try write(
      "action a { title: \"x\\ny\" }\naction b { title: \"x\\ny\" }\ncategory c { actions: [a, b] }\n",
      to: directory.appendingPathComponent("c.notif"))
    let titles = try runNotifc(["lint", "--format", "github", "c.notif"], in: directory)
    XCTAssertEqual(
      titles.stdout,
      "::warning file=c.notif,line=2,endLine=2,col=19,endColumn=25,title=notifc N908::actions 'a' and 'b' in "
        + "category 'c' have the same title 'x\\ny'%0Ac.notif:1:19: note: 'a' has that title here"
        + "%0Ac.notif:3:23: note: 'c' lists both here\n")
  }

  func testSARIFHasWhatCodeScanningRequires() throws {
    let result = try runNotifc(["lint", "--format", "sarif", "bad.notif"], in: try failingFolder())
    XCTAssertEqual(result.exitCode, 1)
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    XCTAssertNotNil(log["$schema"])
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "notifc")
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.compactMap { $0["id"] as? String }, ["N408", "N410", "N904"])
    for rule in rules {
      XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"])
      XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"])
    }
    // Each rule links its entry in docs/diagnostics.md, by the heading's anchor there.
    XCTAssertEqual(
      rules.first?["helpUri"] as? String,
      "https://github.com/notifc/notifc/blob/main/docs/diagnostics.md#n408-unknown-action")
    let diagnosticsDoc = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
    XCTAssertTrue(diagnosticsDoc.contains("](#n408-unknown-action)"))
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 3)
    // A note without a location cannot be a related location: it is a line of the message, so
    // that code scanning shows what the text output shows.
    let lines = try runNotifc(["lint", "--format", "json", "bad.notif"], in: try failingFolder()).stdout
      .split(separator: "\n")
    let json = try lines.map { line in
      try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let unplacedNotes = json.map { diagnostic in
      ((diagnostic["notes"] as? [[String: Any]]) ?? []).filter { $0["line"] == nil }.compactMap {
        $0["message"] as? String
      }
    }
    XCTAssertFalse(unplacedNotes.joined().isEmpty, "the folder's N410 has a note without a location")
    XCTAssertEqual(
      results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String },
      zip(json, unplacedNotes).map { diagnostic, notes in
        ([diagnostic["message"] as? String ?? ""] + notes.map { "note: " + $0 }).joined(separator: "\n")
      })
    for result in results {
      XCTAssertNotNil(result["ruleId"] as? String)
      XCTAssertNotNil((result["message"] as? [String: Any])?["text"])
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      XCTAssertEqual((location?["artifactLocation"] as? [String: Any])?["uri"] as? String, "bad.notif")
      XCTAssertNotNil((location?["region"] as? [String: Any])?["startLine"])
    }
    XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
  }

  /// An input that cannot be read still gives a SARIF log (of a run that failed, which code
  /// scanning shows, where it would reject an empty file) and a GitHub annotation; exit 66. So do
  /// `fmt --check`, whose `--format` is lint's, and `build`, which writes no output then.
  func testAnUnreadableInputIsReportedInTheMachineFormats() throws {
    let directory = try temporaryDirectory()
    try write(
      "action a { title: \"A\" }\ncategory c { actions: [a] }\n",
      to: directory.appendingPathComponent("a.notif"))
    for command in [["lint"], ["fmt", "--check"], ["build", "-o", "out"]] {
      let sarif = try runNotifc(command + ["--format", "sarif", "a.notif", "missing.notif"], in: directory)
      XCTAssertEqual(sarif.exitCode, 66, "\(command)")
      let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
      let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
      XCTAssertEqual((run["results"] as? [Any])?.count, 0)
      let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
      XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
      let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
      XCTAssertEqual(notification["level"] as? String, "error")
      XCTAssertEqual(
        (notification["message"] as? [String: Any])?["text"] as? String,
        "missing.notif: no such file or directory")
      let github = try runNotifc(command + ["--format", "github", "missing.notif"], in: directory)
      XCTAssertEqual(github.exitCode, 66, "\(command)")
      XCTAssertEqual(github.stdout, "::error title=notifc::missing.notif: no such file or directory\n")
      XCTAssertEqual(github.stderr, "error: missing.notif: no such file or directory\n")
      XCTAssertEqual(
        try runNotifc(command + ["--format", "json", "missing.notif"], in: directory).stdout, "")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }

  func testAFolderWithoutNotifFilesIsAnInputError() throws {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let result = try runNotifc(["lint", "empty"], in: directory)
    XCTAssertEqual(result.exitCode, 66)
    XCTAssertEqual(result.stderr, "error: empty: no .notif files in this folder\n")
  }

  /// A symbolic link whose target is gone (a file that was moved) is an input error that says so,
  /// whether it is named or found in a folder: `ls` lists it, so "no such file" would puzzle.
  func testADanglingSymbolicLinkIsReportedAsOne() throws {
    let directory = try temporaryDirectory()
    try write("category c { actions: [] }\n", to: directory.appendingPathComponent("app/good.notif"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("app/moved.notif").path, withDestinationPath: "old/moved.notif"
    )
    for input in ["app", "app/moved.notif"] {
      let result = try runNotifc(["lint", input], in: directory)
      XCTAssertEqual(result.exitCode, 66, input)
      XCTAssertEqual(
        result.stderr, "error: app/moved.notif: a symbolic link to 'old/moved.notif', which does not exist\n",
        input)
    }
    // A link to such a link, and a link to itself.
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("chain.notif").path, withDestinationPath: "app/moved.notif")
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("loop.notif").path, withDestinationPath: "loop.notif")
    let chain = try runNotifc(["lint", "chain.notif"], in: directory)
    XCTAssertEqual(
      chain.stderr, "error: chain.notif: a symbolic link to 'app/moved.notif', which leads to no file\n")
    let loop = try runNotifc(["lint", "loop.notif"], in: directory)
    XCTAssertEqual(loop.stderr, "error: loop.notif: a symbolic link in a loop of symbolic links\n")
  }

  /// An import whose path differs from the file's only in case (its name or a folder's) fails here
  /// (Linux's file names are case-sensitive), and says which file it meant: on macOS it would have
  /// opened, so that only CI fails. Two files that match ignoring case give no suggestion.
  func testAnImportDifferingInCaseSuggestsTheFile() throws {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("lib"), withIntermediateDirectories: true)
    try write(
      "import \"lib/Shared.notif\"\ncategory c { actions: [s] }\n",
      to: directory.appendingPathComponent("main.notif"))
    try write("action s { title: \"S\" }\n", to: directory.appendingPathComponent("lib/shared.notif"))
    let result = try runNotifc(["lint", "--format", "json", "main.notif"], in: directory)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.stdout.contains(
        #""message":"no such file 'lib/Shared.notif' to import; did you mean 'lib/shared.notif'?""#),
      result.stdout)
    XCTAssertTrue(result.stdout.contains(#""replacement":"\"lib/shared.notif\"""#), result.stdout)
    // A broken link is not suggested.
    try write("import \"lib/Gone.notif\"\n", to: directory.appendingPathComponent("gone.notif"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("lib/gone.notif").path, withDestinationPath: "nowhere.notif")
    let broken = try runNotifc(["lint", "--format", "json", "gone.notif"], in: directory)
    XCTAssertTrue(
      broken.stdout.contains(#""message":"no such file 'lib/Gone.notif' to import""#), broken.stdout)
    // A folder differing in case, beside the file's name or alone, from an imported file's folder.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("app"), withIntermediateDirectories: true)
    try write(
      "import \"../LIB/Shared.notif\"\nimport \"../Lib/shared.notif\"\ncategory c { actions: [s] }\n",
      to: directory.appendingPathComponent("app/main.notif"))
    let folder = try runNotifc(["lint", "--format", "json", "app/main.notif"], in: directory)
    for (asked, replacement) in [("LIB/Shared", "../lib/shared"), ("Lib/shared", "../lib/shared")] {
      XCTAssertTrue(
        folder.stdout.contains(
          #""message":"no such file '\#(asked).notif' to import; did you mean 'lib/shared.notif'?""#),
        folder.stdout)
      XCTAssertTrue(folder.stdout.contains(#""replacement":"\"\#(replacement).notif\"""#), folder.stdout)
    }
    try write("action t { title: \"T\" }\n", to: directory.appendingPathComponent("lib/SHARED.notif"))
    let ambiguous = try runNotifc(["lint", "--format", "json", "main.notif"], in: directory)
    XCTAssertTrue(
      ambiguous.stdout.contains(#""message":"no such file 'lib/Shared.notif' to import""#), ambiguous.stdout)
  }

  /// A file named twice, under two spellings (relative and absolute, `..`, a symbolic link), or
  /// given and also imported under another, is one file: no false "invalid redeclaration" (N401). A
  /// folder reached again through a symbolic link (here a loop) is searched once.
  func testAFileUnderTwoSpellingsIsOneFile() throws {
    let directory = try temporaryDirectory()
    let manager = FileManager.default
    try manager.createDirectory(
      at: directory.appendingPathComponent("app/lib/sub"), withIntermediateDirectories: true)
    try write(
      "import \"lib/shared.notif\"\nimport \"../app/lib/shared.notif\"\ncategory c { actions: [s] }\n",
      to: directory.appendingPathComponent("app/main.notif"))
    try write("action s { title: \"S\" }\n", to: directory.appendingPathComponent("app/lib/shared.notif"))
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("link").path, withDestinationPath: "app/lib")
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("app/lib/sub/up").path, withDestinationPath: "..")
    let absolute = directory.appendingPathComponent("app/lib/shared.notif").path
    for inputs in [
      ["app/main.notif"],
      ["app/main.notif", "link/shared.notif"],
      ["app/main.notif", absolute, "app/./lib/shared.notif"],
      ["app"],
      ["link", "app/main.notif"],
    ] {
      let result = try runNotifc(["lint", "--strict"] + inputs, in: directory)
      XCTAssertEqual(result.exitCode, 0, "\(inputs): \(result.stderr)")
      XCTAssertEqual(result.stderr, "", "\(inputs)")
    }
  }

  func testColourOnlyOnATerminalAndNeverWithNoColor() throws {
    // The tests run notifc with pipes and NO_COLOR set: no escape sequence may appear.
    let result = try runNotifc(["lint", "bad.notif"], in: try failingFolder())
    XCTAssertFalse(result.stderr.contains("\u{1B}["), result.stderr)
  }

  func testSARIFPathsAreURIReferences() throws {
    let directory = try temporaryDirectory()
    try write(Self.failing, to: directory.appendingPathComponent("sp ace/b#1.notif"))
    // Relative to the current folder however the path is spelt, so that code scanning finds the
    // file in the checkout; a file outside the current folder gets a `file:` URI.
    let absolute = directory.standardizedFileURL.path + "/sp ace/b#1.notif"
    let throughParent = "../" + directory.lastPathComponent + "/sp ace/./b#1.notif"
    for path in ["sp ace/b#1.notif", absolute, throughParent] {
      let result = try runNotifc(["lint", "--format", "sarif", path], in: directory)
      XCTAssertTrue(result.stdout.contains("\"uri\": \"sp%20ace/b%231.notif\""), "\(path): \(result.stdout)")
    }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("inner"), withIntermediateDirectories: true)
    let outside = try runNotifc(
      ["lint", "--format", "sarif", "../sp ace/b#1.notif"], in: directory.appendingPathComponent("inner"))
    let expected =
      "file://"
      + absolute.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "#", with: "%23")
    XCTAssertTrue(outside.stdout.contains("\"uri\": \"\(expected)\""), outside.stdout)
    // Through a symbolic link to the current folder (as the shell's $PWD spells it; on macOS,
    // /var is a link to /private/var), the file is still inside it.
    let link = FileManager.default.temporaryDirectory.appendingPathComponent(
      "notifc-link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: directory.path)
    defer { try? FileManager.default.removeItem(at: link) }
    let throughLink = try runNotifc(
      ["lint", "--format", "sarif", link.path + "/sp ace/b#1.notif"], in: link)
    XCTAssertTrue(throughLink.stdout.contains("\"uri\": \"sp%20ace/b%231.notif\""), throughLink.stdout)
    // A link inside the current folder to a folder outside it: the path as given is inside.
    let elsewhere = try temporaryDirectory()
    try write(Self.failing, to: elsewhere.appendingPathComponent("x.notif"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("shared").path, withDestinationPath: elsewhere.path)
    let shared = try runNotifc(["lint", "--format", "sarif", "shared/x.notif"], in: directory)
    XCTAssertTrue(shared.stdout.contains("\"uri\": \"shared/x.notif\""), shared.stdout)
  }

  /// SARIF and GitHub's annotations name a file by the path git tracks: through a link inside the
  /// checkout to a folder inside it (code scanning shows no result at a path through a link), and
  /// however the path was spelt (`../repo/…`, which the runner keeps as given). GitHub's columns
  /// are left out for a span over several lines, as the runner drops them.
  func testMachineFormatsNameAFileByItsPathInTheCheckout() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Eleven actions (N501, at the list over lines 13 and 14) and an unknown one (N408, on line 14).
    try write(
      (0..<11).map { "action a\($0) { title: \"A\($0)\" }\n" }.joined()
        + "category c {\n  actions: [a0, a1, a2, a3, a4, a5,\n    a6, a7, a8, a9, a10, b]\n}\n",
      to: directory.appendingPathComponent("Shared/common.notif"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("App/Notifications"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("App/Notifications/shared").path,
      withDestinationPath: "../../Shared")
    let back = "../" + directory.lastPathComponent + "/Shared/common.notif"
    for arguments in [["Shared", "App"], ["App/Notifications/shared/common.notif"], ["."], [back]] {
      let sarif = try runNotifc(["lint", "--format", "sarif"] + arguments, in: directory)
      XCTAssertTrue(
        sarif.stdout.contains("\"uri\": \"Shared/common.notif\""), "\(arguments): \(sarif.stdout)")
      XCTAssertFalse(sarif.stdout.contains("App/"), "\(arguments): \(sarif.stdout)")
      let github = try runNotifc(["lint", "--format", "github"] + arguments, in: directory)
      XCTAssertEqual(github.stdout.split(separator: "\n").count, 2, github.stdout)
      XCTAssertTrue(
        github.stdout.hasPrefix("::error file=Shared/common.notif,line=13,endLine=14,title=notifc N501::"),
        "\(arguments): \(github.stdout)")
      XCTAssertTrue(
        github.stdout.contains(
          "\n::error file=Shared/common.notif,line=14,endLine=14,col=26,endColumn=27,title=notifc N408::"),
        "\(arguments): \(github.stdout)")
    }
    // Standard input is no file, whatever the current folder holds under its name.
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("<stdin>").path, withDestinationPath: "Shared/common.notif")
    let source = try String(
      contentsOf: directory.appendingPathComponent("Shared/common.notif"), encoding: .utf8)
    let stdin = try runNotifc(["lint", "--format", "github", "-"], in: directory, stdin: source)
    XCTAssertTrue(stdin.stdout.hasPrefix("::error file=<stdin>,line=13,"), stdin.stdout)
    // After a linked folder, `..` leads where the link leads: not to the file the text would name.
    let outside = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: outside) }
    try write(source, to: outside.appendingPathComponent("o/x.notif"))
    try write("action z { title: \"Z\" }\n", to: directory.appendingPathComponent("App/o/x.notif"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("App/out").path,
      withDestinationPath: outside.appendingPathComponent("sub").path)
    try FileManager.default.createDirectory(
      at: outside.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let through = try runNotifc(["lint", "--format", "github", "App/out/../o/x.notif"], in: directory)
    let real = outside.resolvingSymlinksInPath().appendingPathComponent("o/x.notif").path
    XCTAssertTrue(through.stdout.hasPrefix("::error file=\(real),line=13,"), through.stdout)
  }

  func testStrictFailsOnWarnings() throws {
    let directory = try temporaryDirectory()
    try write(
      "action a { title: \"A\" }\naction b { title: \"B\" }\ncategory c { actions: [a] }\n",
      to: directory.appendingPathComponent("w.notif"))
    let plain = try runNotifc(["lint", "w.notif"], in: directory)
    XCTAssertEqual(plain.exitCode, 0)
    XCTAssertTrue(plain.stderr.hasSuffix("\n1 warning generated\n"), plain.stderr)
    let strict = try runNotifc(["lint", "--strict", "w.notif"], in: directory)
    XCTAssertEqual(strict.exitCode, 1)
    // The summary says why warnings alone fail the run.
    XCTAssertTrue(
      strict.stderr.hasSuffix("\n1 warning generated; --strict treats warnings as errors\n"), strict.stderr)
    // A machine format says it on standard error too: the CI log shows why the step failed.
    for format in ["github", "json", "sarif"] {
      let machine = try runNotifc(["lint", "--strict", "--format", format, "w.notif"], in: directory)
      XCTAssertEqual(machine.exitCode, 1, format)
      XCTAssertEqual(machine.stderr, "1 warning generated; --strict treats warnings as errors\n", format)
      XCTAssertTrue(machine.stdout.contains("N410"), format)
    }
  }

  /// Names written with `-` (from other tools) are one error each, at the first `-`, with a
  /// fix-it that writes the name with `_`; nothing follows on, and the fixed file lints clean.
  func testNamesWithHyphensAreOneErrorEach() throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("invite.notif")
    try write(FormatCommandTests.hyphenated, to: file)
    let result = try runNotifc(["lint", "invite.notif"], in: directory)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(
      result.stderr,
      """
      invite.notif:4:14: error: a name cannot contain '-'; join the words with '_', as in 'accept_invite' [N102]
      action accept-invite {
                   ^
             accept_invite
      invite.notif:9:16: error: a name cannot contain '-'; join the words with '_', as in 'invite_event' [N102]
      category invite-event {
                     ^
               invite_event
      invite.notif:11:21: error: a name cannot contain '-'; join the words with '_', as in 'accept_invite' [N102]
          actions: [accept-invite]
                          ^
                    accept_invite
      3 errors generated

      """)
    try write(FormatCommandTests.hyphenated.replacingOccurrences(of: "-", with: "_"), to: file)
    let fixed = try runNotifc(["lint", "--strict", "invite.notif"], in: directory)
    XCTAssertEqual(fixed.exitCode, 0, fixed.stderr)
    XCTAssertEqual(fixed.stderr + fixed.stdout, "")
  }

  /// A file or folder whose name is not UTF-8 (possible on Linux) cannot be opened by its repaired
  /// name: the error says so, rather than "no such file or directory" for a file the search found.
  func testNamesThatAreNotUTF8AreReportedAsSuch() throws {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("real"), withIntermediateDirectories: true)
    try write("action a { title: 1 }\n", to: directory.appendingPathComponent("real/x.notif"))
    for (folder, name) in [("files", "x\u{FF}.notif"), ("folders", "d\u{FE}"), ("links", "l\u{FD}")] {
      let parent = directory.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
      // The name's bytes as they are: 0xFF and 0xFE are never UTF-8.
      let bytes = Array(parent.path.utf8) + [UInt8(ascii: "/")] + name.unicodeScalars.map { UInt8($0.value) }
      let created = (bytes + [0]).withUnsafeBufferPointer { raw in
        raw.withMemoryRebound(to: CChar.self) {
          switch folder {
          case "files": open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644)
          case "folders": mkdir($0.baseAddress!, 0o755)
          default: symlink("../real", $0.baseAddress!)  // a link to a folder of .notif files
          }
        }
      }
      // macOS's file systems refuse such names (EILSEQ): there is then nothing to report.
      try XCTSkipIf(created < 0 && errno == EILSEQ, "this file system takes only UTF-8 names")
      XCTAssertGreaterThanOrEqual(created, 0, folder)
      if folder == "files" { close(created) }
      let result = try runNotifc(["lint", folder], in: directory)
      XCTAssertEqual(result.exitCode, 66, folder)
      let shown = ["files": "x\u{FFFD}.notif", "folders": "d\u{FFFD}", "links": "l\u{FFFD}"][folder]!
      XCTAssertEqual(
        result.stderr,
        "error: \(folder)/\(shown): its name is not valid UTF-8, which notifc cannot open; rename it\n",
        folder)
    }
  }

  func testStandardInput() throws {
    let result = try runNotifc(["lint", "-"], stdin: "action a { title: 1 }\ncategory c { actions: [a] }\n")
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "<stdin>:1:19: error: 'title' takes a string or localized(...), not a number [N903]"), result.stderr)
  }

  /// Standard input is read to its end however long (here 200 KB, many reads from a pipe); the
  /// last line's error is found at its line. An empty file is read as empty.
  func testLongStandardInputAndEmptyFile() throws {
    let count = 4000
    let body = (0..<count).map {
      "action a\($0) { title: \"Title \($0)\" } category c\($0) { actions: [a\($0)] }\n"
    }
    .joined()
    let result = try runNotifc(["lint", "-"], stdin: body + "action z { title: 1 }\n")
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(result.stderr.contains("<stdin>:\(count + 1):19: error: 'title' takes"), result.stderr)
    let directory = try temporaryDirectory()
    try write("", to: directory.appendingPathComponent("empty.notif"))
    let empty = try runNotifc(["lint", "empty.notif"], in: directory)
    XCTAssertEqual(empty.exitCode, 0, empty.stderr)
  }

  /// What is not a regular file cannot hang a lint or read forever: a search skips FIFOs; an
  /// import of one is an error; an endless device is read only one byte past the 64 MiB limit, and
  /// reported as too large (its size unknown).
  func testFIFOsAndEndlessDevicesDoNotHang() throws {
    let directory = try temporaryDirectory()
    try write(
      "action a { title: \"A\" }\ncategory c { actions: [a] }\n",
      to: directory.appendingPathComponent("a.notif"))
    XCTAssertEqual(mkfifo(directory.appendingPathComponent("fifo.notif").path, 0o644), 0)
    let search = try runNotifc(["lint", "."], in: directory)
    XCTAssertEqual(search.exitCode, 0, search.stderr)
    try write("import \"fifo.notif\"\n", to: directory.appendingPathComponent("b.notif"))
    let imported = try runNotifc(["lint", "--format", "json", "b.notif"], in: directory)
    XCTAssertEqual(imported.exitCode, 1)
    XCTAssertTrue(
      imported.stdout.contains(#""message":"cannot read 'fifo.notif': is not a regular file""#),
      imported.stdout)
    // Nor a configuration file that is one.
    XCTAssertEqual(mkfifo(directory.appendingPathComponent("notifc.json").path, 0o644), 0)
    let config = try runNotifc(["lint", "a.notif", "--config", "notifc.json"], in: directory)
    XCTAssertEqual(config.exitCode, 66)
    XCTAssertEqual(config.stderr, "error: notifc.json: is not a regular file\n")
    let endless = try runNotifc(["lint", "--format", "json", "/dev/zero"])
    XCTAssertEqual(endless.exitCode, 1)
    XCTAssertTrue(
      endless.stdout.contains(
        #""message":"file is too large (the limit is 67108864 bytes)""#),
      endless.stdout)
  }

  func testDiagnosticLimitPrintsACount() throws {
    let directory = try temporaryDirectory()
    let text = (0..<5).map { "action a\($0) { title: \"T\" }" }.joined(separator: "\n")
    try write(text + "\n", to: directory.appendingPathComponent("many.notif"))
    let result = try runNotifc(["lint", "--max-diagnostics", "2", "many.notif"], in: directory)
    assertSnapshot(result, "lint-max-diagnostics")
    let one = try runNotifc(["lint", "--max-diagnostics", "4", "many.notif"], in: directory)
    XCTAssertTrue(one.stderr.contains("note: 1 more diagnostic not shown;"), one.stderr)
  }

  func testFoldersAreSearchedAndDiagnosticsSortedByFile() throws {
    let directory = try temporaryDirectory()
    try write(
      "action b { title: 1 }\ncategory cb { actions: [b] }\n",
      to: directory.appendingPathComponent("z/b.notif"))
    try write(
      "action a { title: 2 }\ncategory ca { actions: [a] }\n", to: directory.appendingPathComponent("a.notif")
    )
    let result = try runNotifc(["lint", "."], in: directory)
    XCTAssertEqual(result.exitCode, 1)
    let files = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map {
      $0.split(separator: ":")[0]
    }
    XCTAssertEqual(files, ["a.notif", "z/b.notif"])
  }

  /// Which of two uses comes first, and so where a warning is reported and whether a
  /// `notifc:ignore` silences it, is decided by the files' paths, not by the order they are given
  /// in: `--strict` passes or fails alike.
  func testTheOrderOfTheFilesDoesNotChangeTheResult() throws {
    let directory = try temporaryDirectory()
    try write(
      "action a { title: localized(\"k\", default: \"K\", comment: \"One\") }\ncategory ca { actions: [a] }\n",
      to: directory.appendingPathComponent("a.notif"))
    try write(
      "// notifc:ignore N706\naction b { title: localized(\"k\", default: \"K\", comment: \"Two\") }\n"
        + "category cb { actions: [b] }\n",
      to: directory.appendingPathComponent("b.notif"))
    let forward = try runNotifc(["lint", "--strict", "a.notif", "b.notif"], in: directory)
    let backward = try runNotifc(["lint", "--strict", "b.notif", "a.notif"], in: directory)
    XCTAssertEqual(forward.exitCode, 0, forward.stderr)
    XCTAssertEqual(forward.stderr, "")
    XCTAssertEqual(backward.exitCode, forward.exitCode, backward.stderr)
    XCTAssertEqual(backward.stderr, forward.stderr)
    // A folder beside a file of the same name: `Chat.notif` comes before `Chat/reply.notif`
    // however the two are reached (a folder is searched one level at a time), so the warning is
    // at the second, which silences it.
    try write(
      "action c { title: localized(\"ok\", default: \"OK\", comment: \"Confirm\") }\ncategory cc { actions: [c] }\n",
      to: directory.appendingPathComponent("Notifications/Chat.notif"))
    try write(
      "// notifc:ignore N706\naction r { title: localized(\"ok\", default: \"OK\", comment: \"Reply\") }\n"
        + "category cr { actions: [r] }\n",
      to: directory.appendingPathComponent("Notifications/Chat/reply.notif"))
    for inputs in [
      ["Notifications"], ["Notifications", "a.notif"],
      ["Notifications/Chat/reply.notif", "Notifications/Chat.notif"],
    ] {
      let result = try runNotifc(["lint", "--strict"] + inputs, in: directory)
      XCTAssertEqual(result.exitCode, 0, "\(inputs): \(result.stderr)")
    }
  }
}
