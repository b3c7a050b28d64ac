import Foundation
import XCTest

/// Help, usage errors and exit codes of the `notifc` binary.
final class CommandLineTests: XCTestCase {
  func testHelpAndVersion() throws {
    assertSnapshot(try runNotifc(["--help"]), "help")
    assertSnapshot(try runNotifc(["help", "build"]), "help-build")
    assertSnapshot(try runNotifc(["lint", "--help"]), "help-lint")
    assertSnapshot(try runNotifc(["fmt", "-h"]), "help-fmt")
    XCTAssertEqual(try runNotifc(["--version"]).stdout, "notifc 0.1.0\n")
    // The forms of a subcommand's help are one help.
    let lint = try runNotifc(["lint", "--help"])
    for form in [["--help", "lint"], ["-h", "lint"], ["help", "lint"], ["lint", "-h", "x.notif"]] {
      XCTAssertEqual(try runNotifc(form).stdout, lint.stdout, "\(form)")
    }
    // Every help fits an 80-column terminal, and each subcommand's shows examples.
    for command in [[], ["build"], ["lint"], ["fmt"], ["explain"]] {
      let help = try runNotifc(command + ["--help"]).stdout
      for line in help.split(separator: "\n") {
        XCTAssertLessThanOrEqual(line.count, 80, "\(command): \(line)")
      }
      if !command.isEmpty {
        XCTAssertTrue(help.contains("\nEXAMPLES:\n  notifc \(command[0]) "), "\(command)")
      }
    }
  }

  func testUsageErrorsExit64WithSuggestions() throws {
    assertSnapshot(try runNotifc(["lnit", "samples/invite.notif"]), "usage-unknown-subcommand")
    assertSnapshot(try runNotifc(["lint", "--strcit", "samples/invite.notif"]), "usage-unknown-option")
    assertSnapshot(try runNotifc(["lint", "samples/invite.notif", "--format"]), "usage-missing-value")
    assertSnapshot(
      try runNotifc(["lint", "--format", "sarf", "samples/invite.notif"]), "usage-unknown-format")
    assertSnapshot(try runNotifc([]), "usage-no-arguments")
  }

  func testMissingInputExits66() throws {
    assertSnapshot(try runNotifc(["lint", "samples/missing.notif"]), "missing-input")
  }

  /// What a command prints on standard output (SARIF, a formatted file, help) is its result: when
  /// it cannot be written, the command exits 73 and says so, rather than succeed with an empty
  /// file. A text lint prints nothing there, so it is not affected.
  func testAFailedWriteToStandardOutputExits73() throws {
    try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)")
    let directory = try temporaryDirectory()
    try write(
      "action a {title:\"A\"}\ncategory c {actions:[a]}\n", to: directory.appendingPathComponent("u.notif"))
    try write(
      "action a { title: \"A\" }\ncategory c { actions: [a] }\n",
      to: directory.appendingPathComponent("a.notif"))
    for (command, code) in [
      ("lint --format sarif a.notif", 73), ("fmt a.notif", 73), ("--help", 73), ("lint a.notif", 0),
      // fmt --check names the unformatted files there: its result. A build's status lines are not.
      ("fmt --check u.notif", 73), ("build a.notif -o out", 0),
    ] {
      let result = try runExecutable(
        URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \(command) > /dev/full", notifcBinary.path],
        in: directory)
      XCTAssertEqual(result.exitCode, Int32(code), command)
      XCTAssertEqual(
        result.stderr, code == 0 ? "" : "error: cannot write to standard output: no space left on device\n",
        command)
    }
  }

  /// Started without a standard stream (`<&-`, `>&-`), notifc still fails to read or write it, as
  /// it did when the stream was closed, and no file it opens takes the stream's place: a build of
  /// a closed standard input writes no outputs, a `fmt` to a closed output does not succeed.
  func testClosedStandardStreamsStillFail() throws {
    let directory = try temporaryDirectory()
    try write(
      "action a { title: \"A\" }\ncategory c { actions: [a] }\n",
      to: directory.appendingPathComponent("a.notif"))
    for (command, code) in [
      ("build - -o out <&-", 66), ("fmt a.notif >&-", 73), ("fmt --check a.notif >&-", 73),
      ("build a.notif -o built >&-", 0),
    ] {
      let result = try runExecutable(
        URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \(command)", notifcBinary.path], in: directory)
      XCTAssertEqual(result.exitCode, Int32(code), "\(command): \(result.stderr)")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("built/NotificationCategories.swift").path))
  }

  /// `--help` before a subcommand's name shows that subcommand's help; an unknown name is a usage
  /// error, as with `help`; `--help` twice is the overview.
  func testHelpBeforeASubcommand() throws {
    XCTAssertEqual(try runNotifc(["--help", "nosuch"]).exitCode, 64)
    XCTAssertEqual(try runNotifc(["--help", "--help"]).stdout, try runNotifc(["--help"]).stdout)
  }

  func testDoubleDashEndsOptions() throws {
    let directory = try temporaryDirectory()
    try write(
      "action a { title: \"A\" }\ncategory c { actions: [a] }\n",
      to: directory.appendingPathComponent("--strict.notif"))
    let result = try runNotifc(["lint", "--", "--strict.notif"], in: directory)
    XCTAssertEqual(result.exitCode, 0, result.stderr)
  }

  func testExplain() throws {
    assertSnapshot(try runNotifc(["explain", "N601"]), "explain-N601")
    assertSnapshot(try runNotifc(["explain", "N6O1"]), "explain-unknown")
    let list = try runNotifc(["explain", "--list"])
    XCTAssertEqual(list.exitCode, 0)
    XCTAssertTrue(list.stdout.hasPrefix("N101  error    "), list.stdout)
    // Its help lists only the exit codes it can return: it reads and writes no file, only
    // standard output.
    let help = try runNotifc(["explain", "--help"])
    XCTAssertTrue(
      help.stdout.hasSuffix(
        """
        EXIT CODES:
          0   success
          64  usage error (unknown subcommand or option, missing or invalid value)
          73  standard output cannot be written (such as on a full disk)

        """),
      help.stdout)
  }

  /// Options whose values or company are wrong are usage errors that say what they take.
  func testOptionValuesAreChecked() throws {
    let sample = repositoryRoot.appendingPathComponent("samples/invite.notif").path
    // In a folder of its own: were a check to let a build through, it would write there.
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let force = try runNotifc(["build", sample, "--force"], in: directory)
    XCTAssertEqual(force.exitCode, 64)
    XCTAssertEqual(
      force.stderr,
      "error: '--force' requires '--skeleton'\nSee 'notifc build --help' for more information.\n"
    )
    // Options that only mean something beside another, and codes beside `--list`.
    for (arguments, message) in [
      (
        ["build", sample, "--strings-catalog-language", "de"],
        "error: '--strings-catalog-language' requires '--strings-catalog'\nSee 'notifc build --help' for more information.\n"
      ),
      (
        ["explain", "--list", "N601"],
        "error: '--list' lists every code; give it no codes, or give codes without it\nSee 'notifc explain --help' for more information.\n"
      ),
      (
        ["lint", "-draft.notif"],
        "error: unknown option '-draft.notif' for 'lint'; to give a file whose name starts with '-', write './-draft.notif' or put '--' before it\nSee 'notifc lint --help' for more information.\n"
      ),
      (
        ["lint", "--draft.notif"],
        "error: unknown option '--draft.notif' for 'lint'; to give a file whose name starts with '-', write './--draft.notif' or put '--' before it\nSee 'notifc lint --help' for more information.\n"
      ),
    ] {
      let result = try runNotifc(arguments, in: directory)
      XCTAssertEqual(result.exitCode, 64, "\(arguments)")
      XCTAssertEqual(result.stderr, message, "\(arguments)")
    }
    let limit = try runNotifc(["lint", sample, "--max-diagnostics", "-1"], in: directory)
    XCTAssertEqual(limit.exitCode, 64)
    XCTAssertEqual(
      limit.stderr,
      "error: '--max-diagnostics' needs a whole number of 0 or more, not '-1'\nSee 'notifc lint --help' for more information.\n"
    )
    let language = try runNotifc(
      ["build", sample, "--strings-catalog", "Catalogs", "--strings-catalog-language", "english"],
      in: directory)
    XCTAssertEqual(language.exitCode, 64)
    XCTAssertEqual(
      language.stderr,
      "error: invalid language 'english' for '--strings-catalog-language'; expected a code such as en, pt-BR or zh-Hans\nSee 'notifc build --help' for more information.\n"
    )
    // A tag's case is not significant: it is written as Xcode writes it (in a folder of its own:
    // the usage errors here must write nothing).
    let written = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: written) }
    for (given, expected) in [("EN", "en"), ("PT-br", "pt-BR"), ("ZH-hans", "zh-Hans"), ("es-419", "es-419")]
    {
      let catalogs = "Catalogs-\(given)"
      let localized = repositoryRoot.appendingPathComponent("samples/localized.notif").path
      let result = try runNotifc(
        [
          "build", localized, "-o", "out-\(given)", "--strings-catalog", catalogs,
          "--strings-catalog-language", given,
        ], in: written)
      XCTAssertEqual(result.exitCode, 0, result.stderr)
      let file = try XCTUnwrap(
        FileManager.default.contentsOfDirectory(atPath: written.appendingPathComponent(catalogs).path).first
      )
      let catalog = try String(
        contentsOf: written.appendingPathComponent("\(catalogs)/\(file)"), encoding: .utf8)
      XCTAssertTrue(catalog.contains("\"sourceLanguage\" : \"\(expected)\""), catalog)
    }
    // An existing catalog keeps its source language: asked by name for another (in any case), the
    // build is refused before anything is written; asked for its own, in another case, it merges.
    let localized = repositoryRoot.appendingPathComponent("samples/localized.notif").path
    let catalogPath = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: written.appendingPathComponent("Catalogs-EN").path)
        .first)
    let before = try Data(contentsOf: written.appendingPathComponent("Catalogs-EN/\(catalogPath)"))
    let other = try runNotifc(
      [
        "build", localized, "-o", "out-de", "--strings-catalog", "Catalogs-EN", "--strings-catalog-language",
        "DE",
      ],
      in: written)
    XCTAssertEqual(other.exitCode, 64)
    XCTAssertEqual(
      other.stderr,
      "error: '--strings-catalog-language DE' differs from the source language 'en' of 'Catalogs-EN/\(catalogPath)'; give 'en', or leave the option out to merge in the catalog's own\nSee 'notifc build --help' for more information.\n"
    )
    XCTAssertFalse(FileManager.default.fileExists(atPath: written.appendingPathComponent("out-de").path))
    XCTAssertEqual(try Data(contentsOf: written.appendingPathComponent("Catalogs-EN/\(catalogPath)")), before)
    // A catalog's own language that the option would refuse is not advised.
    let odd = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: odd) }
    try write(
      "{\"sourceLanguage\" : \"\", \"strings\" : {}, \"version\" : \"1.0\"}",
      to: odd.appendingPathComponent("Localizable.xcstrings"))
    let unnamed = try runNotifc(
      ["build", localized, "-o", "out", "--strings-catalog", ".", "--strings-catalog-language", "en"], in: odd
    )
    XCTAssertEqual(unnamed.exitCode, 64)
    XCTAssertTrue(
      unnamed.stderr.hasPrefix(
        "error: '--strings-catalog-language en' differs from the source language '' of 'Localizable.xcstrings'; leave the option out to merge in the catalog's own\n"
      ), unnamed.stderr)
    // A path in an error is shown on one line: a file's name cannot forge another line.
    let forged = try runNotifc(["lint", "y\nfoo.notif:1:1: error: forged [N000]"], in: odd)
    XCTAssertEqual(forged.exitCode, 66)
    XCTAssertEqual(
      forged.stderr, "error: y\\nfoo.notif:1:1: error: forged [N000]: no such file or directory\n")
    let same = try runNotifc(
      [
        "build", localized, "-o", "out-EN", "--strings-catalog", "Catalogs-EN", "--strings-catalog-language",
        "eN",
      ],
      in: written)
    XCTAssertEqual(same.exitCode, 0, same.stderr)
    for option in ["--output", "--skeleton"] {
      let empty = try runNotifc(["build", sample, option, ""], in: directory)
      XCTAssertEqual(empty.exitCode, 64, option)
      XCTAssertEqual(
        empty.stderr,
        "error: '\(option)' needs a path, not an empty string\nSee 'notifc build --help' for more information.\n"
      )
    }
    // `-`, standard input elsewhere, is no folder or file to write.
    for option in ["--output", "--skeleton", "--strings-catalog"] {
      let dash = try runNotifc(["build", sample, option, "-"], in: directory)
      XCTAssertEqual(dash.exitCode, 64, option)
      XCTAssertEqual(
        dash.stderr,
        "error: '\(option)' needs a path; the outputs are files, not standard output\nSee 'notifc build --help' for more information.\n"
      )
    }
    // A short option's value is the next argument: an attached one is refused with both spellings.
    for (attached, value) in [("-o=out", "out"), ("-oout", "out"), ("-o=", "DIR")] {
      let result = try runNotifc(["build", sample, attached], in: directory)
      XCTAssertEqual(result.exitCode, 64, attached)
      XCTAssertEqual(
        result.stderr,
        "error: unknown option '\(attached)' for 'build'; did you mean '-o \(value)' or '--output=\(value)'?\nSee 'notifc build --help' for more information.\n"
      )
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
  }
}
