import Foundation
import XCTest

/// `notifc build`: outputs, quiet and safe writes, `--check`, the skeleton.
final class BuildTests: XCTestCase {
  static let valid = "action a { title: \"A\" }\ncategory c { actions: [a] }\n"

  func folder(_ text: String = BuildTests.valid) throws -> URL {
    let directory = try temporaryDirectory()
    try write(text, to: directory.appendingPathComponent("app.notif"))
    return directory
  }

  func modificationDate(_ url: URL) throws -> Date {
    try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
  }

  func testBuildWritesBothOutputsAndRewritesNothingUnchanged() throws {
    let directory = try folder()
    let first = try runNotifc(["build", "app.notif", "-o", "out"], in: directory)
    assertSnapshot(first, "build-first")
    let swift = directory.appendingPathComponent("out/NotificationCategories.swift")
    let manifest = directory.appendingPathComponent("out/notification-categories.json")
    let before = try modificationDate(swift)
    Thread.sleep(forTimeInterval: 0.05)
    let second = try runNotifc(["build", "app.notif", "-o", "out"], in: directory)
    assertSnapshot(second, "build-unchanged")
    XCTAssertEqual(try modificationDate(swift), before)
    XCTAssertTrue(try String(contentsOf: manifest, encoding: .utf8).hasPrefix("{\n  \"categories\": ["))
    XCTAssertEqual(try runNotifc(["build", "app.notif", "-o", "out", "--check"], in: directory).exitCode, 0)
  }

  func testDefaultOutputFolder() throws {
    let directory = try folder()
    XCTAssertEqual(try runNotifc(["build", "app.notif"], in: directory).exitCode, 0)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("notifc-out/NotificationCategories.swift").path))
  }

  func testCheckReportsStaleOutputsWithoutWriting() throws {
    let directory = try folder()
    XCTAssertEqual(try runNotifc(["build", "app.notif", "-o", "out"], in: directory).exitCode, 0)
    try write(
      BuildTests.valid.replacingOccurrences(of: "\"A\"", with: "\"B\""),
      to: directory.appendingPathComponent("app.notif"))
    let manifest = directory.appendingPathComponent("out/notification-categories.json")
    let old = try String(contentsOf: manifest, encoding: .utf8)
    let result = try runNotifc(["build", "app.notif", "-o", "out", "--check"], in: directory)
    assertSnapshot(result, "build-check-stale")
    XCTAssertEqual(try String(contentsOf: manifest, encoding: .utf8), old)
  }

  /// `--check` with an output folder that is a file says so, rather than advise a build that
  /// would fail on it too.
  func testCheckSaysWhenTheOutputFolderIsAFile() throws {
    let directory = try folder()
    try write("not a folder", to: directory.appendingPathComponent("out"))
    for output in ["out", "out/sub"] {
      let result = try runNotifc(
        ["build", "app.notif", "-o", output, "--check", "--no-swift"], in: directory)
      XCTAssertEqual(result.exitCode, 1)
      XCTAssertEqual(
        result.stderr, "\(output)/notification-categories.json: missing; 'out' is a file, not a folder\n")
    }
    let missing = try runNotifc(["build", "app.notif", "-o", "new", "--check", "--no-swift"], in: directory)
    XCTAssertEqual(
      missing.stderr, "new/notification-categories.json: missing; run 'notifc build' to regenerate it\n")
  }

  func testAFailingBuildLeavesExistingOutputsIntact() throws {
    let directory = try folder()
    XCTAssertEqual(try runNotifc(["build", "app.notif", "-o", "out"], in: directory).exitCode, 0)
    let swift = directory.appendingPathComponent("out/NotificationCategories.swift")
    let old = try Data(contentsOf: swift)
    try write(
      "action a { title: 1 }\ncategory c { actions: [a] }\n",
      to: directory.appendingPathComponent("app.notif"))
    let result = try runNotifc(["build", "app.notif", "-o", "out"], in: directory)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(try Data(contentsOf: swift), old)
  }

  func testReadOnlyOutputFolderExits73AndKeepsFiles() throws {
    guard getuid() != 0 else {
      // root ignores permission bits; use a path below a regular file, which no user can create.
      let directory = try folder()
      try write("not a folder", to: directory.appendingPathComponent("blocker"))
      let result = try runNotifc(["build", "app.notif", "-o", "blocker/out"], in: directory)
      XCTAssertEqual(result.exitCode, 73, result.stderr)
      XCTAssertEqual(
        try String(contentsOf: directory.appendingPathComponent("blocker"), encoding: .utf8), "not a folder")
      return
    }
    let directory = try folder()
    XCTAssertEqual(try runNotifc(["build", "app.notif", "-o", "out"], in: directory).exitCode, 0)
    let out = directory.appendingPathComponent("out")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: out.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: out.path) }
    try write(
      BuildTests.valid.replacingOccurrences(of: "\"A\"", with: "\"B\""),
      to: directory.appendingPathComponent("app.notif"))
    let old = try Data(contentsOf: out.appendingPathComponent("NotificationCategories.swift"))
    let result = try runNotifc(["build", "app.notif", "-o", "out"], in: directory)
    XCTAssertEqual(result.exitCode, 73, result.stderr)
    XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("NotificationCategories.swift")), old)
  }

  func testSkeletonIsWrittenOnceUnlessForced() throws {
    let directory = try folder()
    let skeleton = directory.appendingPathComponent("Handler.swift")
    XCTAssertEqual(
      try runNotifc(["build", "app.notif", "-o", "out", "--skeleton", "Handler.swift"], in: directory)
        .exitCode, 0)
    XCTAssertTrue(try String(contentsOf: skeleton, encoding: .utf8).contains("switch"))
    try write("// my code\n", to: skeleton)
    let kept = try runNotifc(
      ["build", "app.notif", "-o", "out", "--skeleton", "Handler.swift"], in: directory)
    XCTAssertEqual(
      kept.stdout.split(separator: "\n").last, "kept Handler.swift (it is yours; --force overwrites it)")
    XCTAssertEqual(try String(contentsOf: skeleton, encoding: .utf8), "// my code\n")
    XCTAssertEqual(
      try runNotifc(
        ["build", "app.notif", "-o", "out", "--skeleton", "Handler.swift", "--force"], in: directory
      ).exitCode, 0)
    XCTAssertTrue(try String(contentsOf: skeleton, encoding: .utf8).contains("switch"))
  }

  /// A skeleton path that names a folder, an output of the build or one of its sources (however
  /// spelt, an import included) is a usage error, with or without `--force`, and nothing is
  /// written: a folder used to be reported as a kept skeleton, and with `--force` the skeleton
  /// replaced the generated Swift or the `.notif` file itself.
  func testSkeletonPathThatIsAFolderAnOutputOrAnInputIsRefused() throws {
    let directory = try folder()
    try write("import \"lib.notif\"\n" + BuildTests.valid, to: directory.appendingPathComponent("app.notif"))
    try write("// Shared declarations.\n", to: directory.appendingPathComponent("lib.notif"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Handlers"), withIntermediateDirectories: false)
    let cases: [(skeleton: String, message: String)] = [
      ("Handlers", "'--skeleton' names the folder 'Handlers'; give the path of a Swift file"),
      (
        "./out/NotificationCategories.swift",
        "'--skeleton' names the build's output 'out/NotificationCategories.swift'; give another path"
      ),
      (
        "../\(directory.lastPathComponent)/app.notif",
        "'--skeleton' names the input 'app.notif'; give another path"
      ),
      ("lib.notif", "'--skeleton' names the input 'lib.notif'; give another path"),
    ]
    for (skeleton, message) in cases {
      for force in [[], ["--force"]] {
        let result = try runNotifc(
          ["build", "app.notif", "-o", "out", "--skeleton", skeleton] + force, in: directory)
        XCTAssertEqual(result.exitCode, 64, "\(skeleton) \(force): \(result.stderr)")
        XCTAssertEqual(
          result.stderr, "error: \(message)\nSee 'notifc build --help' for more information.\n", skeleton)
        XCTAssertEqual(result.stdout, "")
      }
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    XCTAssertEqual(
      try String(contentsOf: directory.appendingPathComponent("lib.notif"), encoding: .utf8),
      "// Shared declarations.\n")
    // Once the outputs exist, the output is still refused, spelt another way.
    XCTAssertEqual(try runNotifc(["build", "app.notif", "-o", "out"], in: directory).exitCode, 0)
    let generated = try Data(contentsOf: directory.appendingPathComponent("out/NotificationCategories.swift"))
    let again = try runNotifc(
      [
        "build", "app.notif", "-o", "out", "--skeleton", "out/../out/NotificationCategories.swift", "--force",
      ],
      in: directory)
    XCTAssertEqual(again.exitCode, 64, again.stderr)
    XCTAssertEqual(
      try Data(contentsOf: directory.appendingPathComponent("out/NotificationCategories.swift")), generated)
  }

  /// The String Catalogs a build writes are outputs too; and a skeleton path that becomes one of
  /// the outputs only once they are written (a symbolic link to an output not yet there) is
  /// refused before the skeleton is written, so the generated Swift stays.
  func testSkeletonPathThatIsACatalogOrBecomesAnOutputIsRefused() throws {
    let directory = try folder(
      "action a { title: localized(\"a.title\", default: \"A\") }\ncategory c { actions: [a] }\n")
    let catalog = try runNotifc(
      [
        "build", "app.notif", "-o", "out", "--strings-catalog", "L", "--skeleton", "L/Localizable.xcstrings",
        "--force",
      ], in: directory)
    XCTAssertEqual(catalog.exitCode, 64, catalog.stderr)
    XCTAssertTrue(
      catalog.stderr.hasPrefix("error: '--skeleton' names the build's output 'L/Localizable.xcstrings'"),
      catalog.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("L").path))

    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("Handler.swift").path,
      withDestinationPath: "out/NotificationCategories.swift")
    let link = try runNotifc(
      ["build", "app.notif", "-o", "out", "--skeleton", "Handler.swift", "--force"], in: directory)
    XCTAssertEqual(link.exitCode, 64, link.stderr)
    XCTAssertTrue(
      link.stderr.hasPrefix(
        "error: '--skeleton' names the build's output 'out/NotificationCategories.swift'"),
      link.stderr)
    let generated = try String(
      contentsOf: directory.appendingPathComponent("out/NotificationCategories.swift"), encoding: .utf8)
    XCTAssertTrue(generated.contains("UNNotificationCategory"), String(generated.prefix(200)))
  }

  /// The generated files name the inputs as compiled: a file given twice, however spelt (here
  /// through a symbolic link), is named once, so the outputs do not depend on the spelling.
  func testOutputsNameAFileGivenTwiceOnce() throws {
    let directory = try folder()
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("alias.notif").path, withDestinationPath: "app.notif")
    let twice = try runNotifc(
      ["build", "app.notif", "alias.notif", "./app.notif", "-o", "twice", "--skeleton", "twice.swift"],
      in: directory)
    XCTAssertEqual(twice.exitCode, 0, twice.stderr)
    let once = try runNotifc(
      ["build", "app.notif", "-o", "once", "--skeleton", "once.swift"], in: directory)
    XCTAssertEqual(once.exitCode, 0, once.stderr)
    for name in ["NotificationCategories.swift", "notification-categories.json"] {
      XCTAssertEqual(
        try Data(contentsOf: directory.appendingPathComponent("twice/" + name)),
        try Data(contentsOf: directory.appendingPathComponent("once/" + name)), name)
    }
    XCTAssertEqual(
      try Data(contentsOf: directory.appendingPathComponent("twice.swift")),
      try Data(contentsOf: directory.appendingPathComponent("once.swift")))
  }

  func testInputOrderDoesNotChangeTheOutputs() throws {
    let directory = try temporaryDirectory()
    try write(
      "action a { title: \"A\" }\ncategory zeta { actions: [a] }\n",
      to: directory.appendingPathComponent("z.notif"))
    try write(
      "action b { title: \"B\" }\ncategory alpha { actions: [b] }\n",
      to: directory.appendingPathComponent("a.notif"))
    XCTAssertEqual(try runNotifc(["build", "z.notif", "a.notif", "-o", "one"], in: directory).exitCode, 0)
    XCTAssertEqual(try runNotifc(["build", "a.notif", "z.notif", "-o", "two"], in: directory).exitCode, 0)
    for output in ["notification-categories.json", "NotificationCategories.swift"] {
      XCTAssertEqual(
        try Data(contentsOf: directory.appendingPathComponent("one/\(output)")),
        try Data(contentsOf: directory.appendingPathComponent("two/\(output)")), output)
    }
  }

  /// Outputs are streamed and compared with the file already there chunk by chunk (256 KiB): an
  /// existing file that differs at its end, is shorter, or is longer is replaced by exactly the new
  /// content; an equal one is left alone; `--check` sees every difference.
  func testLargeOutputsReplaceAnyDifferentFileExactly() throws {
    let directory = try folder(NothingLostTests.largeInput(categories: 600))
    XCTAssertEqual(try runNotifc(["build", "app.notif", "-o", "out"], in: directory).exitCode, 0)
    let swift = directory.appendingPathComponent("out/NotificationCategories.swift")
    let expected = try Data(contentsOf: swift)
    XCTAssertGreaterThan(expected.count, 3 << 18, "the Swift output spans several chunks")
    var lastByteChanged = expected
    lastByteChanged[lastByteChanged.count - 2] ^= 0x20
    let variants: [(String, Data)] = [
      ("differs at the end", lastByteChanged),
      ("shorter", expected.prefix(expected.count / 2 + 7)),
      ("longer", expected + Data("// more\n".utf8)),
      ("a prefix of one chunk's size", expected.prefix(1 << 18)),
      ("empty", Data()),
    ]
    for (name, existing) in variants {
      try existing.write(to: swift)
      let check = try runNotifc(["build", "app.notif", "-o", "out", "--check"], in: directory)
      XCTAssertEqual(check.exitCode, 1, name)
      XCTAssertEqual(try Data(contentsOf: swift), existing, "\(name): --check writes nothing")
      let result = try runNotifc(["build", "app.notif", "-o", "out"], in: directory)
      XCTAssertEqual(result.exitCode, 0, name)
      XCTAssertTrue(
        result.stdout.contains("wrote out/NotificationCategories.swift"), "\(name): \(result.stdout)")
      XCTAssertTrue(result.stdout.contains("unchanged out/notification-categories.json"), name)
      XCTAssertEqual(try Data(contentsOf: swift), expected, name)
    }
    let again = try runNotifc(["build", "app.notif", "-o", "out"], in: directory)
    XCTAssertTrue(again.stdout.contains("unchanged out/NotificationCategories.swift"), again.stdout)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
        .sorted(),
      ["NotificationCategories.swift", "notification-categories.json"], "no temporary file is left")
  }
}
