import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// What an output path names when it is not a file: a FIFO, a device, `/dev/stdin`'s pipe (each
/// refused, exit 73, and left as it was, without waiting for a writer), or a symbolic link to
/// nothing (written where it leads, the link kept).
final class OutputTargetTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = try temporaryDirectory()
    try write(
      "action accept { title: \"Accept\" }\ncategory invite { actions: [accept] }\n",
      to: folder.appendingPathComponent("in.notif"))
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// The type of what is at `name`, not following a link.
  func fileType(_ name: String) -> mode_t {
    var info = stat()
    XCTAssertEqual(lstat(path(name), &info), 0, name)
    return info.st_mode & S_IFMT
  }

  /// A FIFO (or a link to one) where the manifest, the skeleton or a String Catalog goes fails the
  /// build, and the check, before anything is read or written: it stays a FIFO, nothing waits for
  /// a writer, and no other output is written.
  func testAFIFOOutputIsRefusedAndKept() throws {
    try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: path("catalogs"), withIntermediateDirectories: true)
    XCTAssertEqual(mkfifo(path("fifo"), 0o644), 0)
    XCTAssertEqual(symlink(path("fifo"), path("out/notification-categories.json")), 0)
    XCTAssertEqual(mkfifo(path("Handler.swift"), 0o644), 0)
    XCTAssertEqual(mkfifo(path("catalogs/Localizable.xcstrings"), 0o644), 0)
    for arguments in [["--check"], [], ["--no-manifest", "--skeleton", "Handler.swift"]] {
      let result = try runNotifc(["build", "in.notif", "-o", "out"] + arguments, in: folder)
      XCTAssertEqual(result.exitCode, 73, "\(arguments) \(result.stderr)")
      let refused = arguments.contains("--skeleton") ? "Handler.swift" : "out/notification-categories.json"
      XCTAssertEqual(result.stderr, "error: \(refused): is not a regular file\n", "\(arguments)")
    }
    try write(
      "action a { title: localized(\"a\") }\ncategory c { actions: [a] }\n",
      to: folder.appendingPathComponent("l.notif"))
    let catalog = try runNotifc(["build", "l.notif", "-o", "l", "--strings-catalog", "catalogs"], in: folder)
    XCTAssertEqual(catalog.exitCode, 73, catalog.stderr)
    XCTAssertEqual(catalog.stderr, "error: catalogs/Localizable.xcstrings: is not a regular file\n")
    XCTAssertEqual(fileType("fifo"), S_IFIFO)
    XCTAssertEqual(fileType("out/notification-categories.json"), S_IFLNK)
    XCTAssertEqual(fileType("Handler.swift"), S_IFIFO)
    XCTAssertEqual(fileType("catalogs/Localizable.xcstrings"), S_IFIFO)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: path("out")), ["notification-categories.json"])
    XCTAssertFalse(FileManager.default.fileExists(atPath: path("l")))
  }

  /// `fmt --write` on what `/dev/stdin` is (a link to the process's standard input, a pipe) keeps
  /// the link rather than replacing it with the formatted file.
  func testFormatWriteThroughStandardInputsLinkIsRefused() throws {
    XCTAssertEqual(symlink("/proc/self/fd/0", path("stdin.notif")), 0)
    let result = try runNotifc(
      ["fmt", "--write", "stdin.notif"], in: folder, stdin: "action a {   title: \"A\" }\n")
    XCTAssertEqual(result.exitCode, 73, result.stderr)
    XCTAssertEqual(result.stderr, "error: stdin.notif: is not a regular file\n")
    XCTAssertEqual(fileType("stdin.notif"), S_IFLNK)
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: path("stdin.notif")), "/proc/self/fd/0")
  }

  /// An output or skeleton that is a symbolic link to a file not made yet (in a folder shared with
  /// another target, say) is written where the link leads, and the link is kept; so is one whose
  /// folder does not exist yet.
  func testALinkToNothingIsWrittenThrough() throws {
    try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
    XCTAssertEqual(
      symlink("../shared/notification-categories.json", path("out/notification-categories.json")), 0)
    XCTAssertEqual(symlink("shared/Handler.swift", path("Handler.swift")), 0)
    let result = try runNotifc(["build", "in.notif", "-o", "out", "--skeleton", "Handler.swift"], in: folder)
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    XCTAssertEqual(fileType("out/notification-categories.json"), S_IFLNK)
    XCTAssertEqual(fileType("Handler.swift"), S_IFLNK)
    XCTAssertEqual(fileType("shared/notification-categories.json"), S_IFREG)
    XCTAssertEqual(fileType("shared/Handler.swift"), S_IFREG)
    XCTAssertTrue(
      try String(contentsOfFile: path("shared/notification-categories.json"), encoding: .utf8).contains(
        "\"identifier\": \"invite\""))
    // Written through the link, the skeleton is the user's now: kept on the next build.
    let again = try runNotifc(["build", "in.notif", "-o", "out", "--skeleton", "Handler.swift"], in: folder)
    XCTAssertEqual(again.exitCode, 0, again.stderr)
    XCTAssertEqual(
      again.stdout,
      "unchanged out/notification-categories.json\nunchanged out/NotificationCategories.swift\nkept Handler.swift (it is yours; --force overwrites it)\n"
    )
  }

  /// A new output, and a folder made for it, have the permissions the umask leaves, as for any file
  /// a program makes (they were always `rw-r--r--` and `rwxr-xr-x`); a file name near the system's
  /// limit is written (its temporary name was too long).
  func testNewOutputsFollowTheUmaskAndLongNamesAreWritten() throws {
    let previous = umask(0o002)
    defer { umask(previous) }
    let long = String(repeating: "h", count: 245) + ".swift"
    let result = try runNotifc(["build", "in.notif", "-o", "out", "--skeleton", long], in: folder)
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    for (name, mode) in [
      ("out/notification-categories.json", 0o664), ("out/NotificationCategories.swift", 0o664), (long, 0o664),
      ("out", 0o775),
    ] {
      var info = stat()
      XCTAssertEqual(stat(path(name), &info), 0, name)
      XCTAssertEqual(info.st_mode & 0o777, mode_t(mode), name)
    }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), [long, "in.notif", "out"])
  }

  /// `fmt --write` leaves a file the user may not write as it is, though the folder would let a new
  /// file replace it; a read-only file that needs no change is no error, and the files after it
  /// are formatted (root may write anything: the check runs as `nobody` then).
  func testFormatWriteLeavesAReadOnlyFile() throws {
    try write("action a {\n    title: \"A\"\n}\n", to: folder.appendingPathComponent("a-formatted.notif"))
    try write("action b {   title: \"B\" }\n", to: folder.appendingPathComponent("b-messy.notif"))
    try write("action c {   title: \"C\" }\n", to: folder.appendingPathComponent("c-messy.notif"))
    for name in ["a-formatted.notif", "b-messy.notif"] { XCTAssertEqual(chmod(path(name), 0o444), 0) }
    XCTAssertEqual(chmod(path("c-messy.notif"), 0o666), 0)
    XCTAssertEqual(chmod(folder.path, 0o777), 0)
    func format(_ files: [String]) throws -> ProcessResult {
      let arguments = ["fmt", "--write"] + files
      return getuid() == 0
        ? try runExecutable(
          URL(fileURLWithPath: "/usr/bin/setpriv"),
          ["--reuid=65534", "--regid=65534", "--clear-groups", notifcBinary.path] + arguments, in: folder)
        : try runNotifc(arguments, in: folder)
    }
    let clean = try format(["a-formatted.notif", "c-messy.notif"])
    XCTAssertEqual(clean.exitCode, 0, clean.stderr)
    XCTAssertEqual(
      try String(contentsOfFile: path("c-messy.notif"), encoding: .utf8), "action c {\n    title: \"C\"\n}\n")
    let refused = try format(["b-messy.notif"])
    XCTAssertEqual(refused.exitCode, 73, refused.stderr)
    XCTAssertEqual(refused.stderr, "error: b-messy.notif: permission denied\n")
    XCTAssertEqual(
      try String(contentsOfFile: path("b-messy.notif"), encoding: .utf8), "action b {   title: \"B\" }\n")
  }

  /// A build leaves a String Catalog or a skeleton the user may not write as it is, as `fmt
  /// --write` does a source: exit 73, before any output is replaced. A read-only catalog that is
  /// current is no error (root may write anything: the builds run as `nobody` then).
  func testABuildLeavesAReadOnlyCatalogOrSkeleton() throws {
    try write(
      "action accept { title: localized(\"accept\", default: \"Accept\") }\ncategory invite { actions: [accept] }\n",
      to: folder.appendingPathComponent("in.notif"))
    let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
    try write(catalog, to: folder.appendingPathComponent("Localizable.xcstrings"))
    try write("// mine\n", to: folder.appendingPathComponent("Handler.swift"))
    for name in ["Localizable.xcstrings", "Handler.swift"] { XCTAssertEqual(chmod(path(name), 0o444), 0) }
    XCTAssertEqual(chmod(folder.path, 0o777), 0)
    func build(_ options: [String]) throws -> ProcessResult {
      let arguments = ["build", "in.notif", "-o", "out"] + options
      return getuid() == 0
        ? try runExecutable(
          URL(fileURLWithPath: "/usr/bin/setpriv"),
          ["--reuid=65534", "--regid=65534", "--clear-groups", notifcBinary.path] + arguments, in: folder)
        : try runNotifc(arguments, in: folder)
    }
    for (options, refused) in [
      (["--strings-catalog", "Localizable.xcstrings"], "Localizable.xcstrings"),
      (["--skeleton", "Handler.swift", "--force"], "Handler.swift"),
    ] {
      let result = try build(options)
      XCTAssertEqual(result.exitCode, 73, result.stderr)
      XCTAssertEqual(result.stderr, "error: \(refused): permission denied\n")
      XCTAssertFalse(FileManager.default.fileExists(atPath: path("out")), "\(options)")
    }
    XCTAssertEqual(try String(contentsOfFile: path("Localizable.xcstrings"), encoding: .utf8), catalog)
    XCTAssertEqual(try String(contentsOfFile: path("Handler.swift"), encoding: .utf8), "// mine\n")
    // `--check` says that the stale catalog is read-only, rather than advise a build that refuses it.
    let check = try build(["--strings-catalog", "Localizable.xcstrings", "--check"])
    XCTAssertEqual(check.exitCode, 1, check.stderr)
    XCTAssertTrue(
      check.stderr.contains(
        "Localizable.xcstrings: out of date, and read-only; make it writable, then run the command without '--check'\n"
      ), check.stderr)
    XCTAssertTrue(check.stderr.contains("out/notification-categories.json: missing;"), check.stderr)
    // Made current by a build that may write it, the read-only catalog is no error.
    XCTAssertEqual(chmod(path("Localizable.xcstrings"), 0o666), 0)
    XCTAssertEqual(try build(["--strings-catalog", "Localizable.xcstrings"]).exitCode, 0)
    XCTAssertEqual(chmod(path("Localizable.xcstrings"), 0o444), 0)
    let current = try build(["--strings-catalog", "Localizable.xcstrings"])
    XCTAssertEqual(current.exitCode, 0, current.stderr)
    XCTAssertTrue(current.stdout.contains("unchanged Localizable.xcstrings"), current.stdout)
  }

  /// An output path that is not valid UTF-8 (which reaches notifc repaired, naming another file)
  /// is refused rather than written elsewhere. (The shell makes the byte: a Swift string cannot.)
  func testAnOutputPathNotInUTF8IsRefused() throws {
    for option in ["--output", "--skeleton", "--strings-catalog"] {
      let result = try runExecutable(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "exec \"$0\" build in.notif \"$1\" \"$(printf 'x\\376')\"", notifcBinary.path, option],
        in: folder)
      XCTAssertEqual(result.exitCode, 64, result.stderr)
      XCTAssertEqual(
        result.stderr,
        "error: '\(option)' names a path that is not valid UTF-8, which notifc cannot write; rename it\n"
          + "See 'notifc build --help' for more information.\n")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["in.notif"])
  }

  /// A build that fails once its outputs are prepared (the skeleton's folder refuses new files)
  /// leaves no folder it made for them behind: not one reached through a link it wrote through,
  /// and it removes none it did not make (an empty folder named again through `..`). Root may write
  /// anywhere: the builds run as `nobody` then.
  func testAFailedBuildTakesAwayTheFoldersItMade() throws {
    for name in ["locked", "existing", "linked"] {
      try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
    }
    XCTAssertEqual(chmod(path("locked"), 0o555), 0)
    XCTAssertEqual(chmod(folder.path, 0o777), 0)
    for name in ["existing", "linked"] { XCTAssertEqual(chmod(path(name), 0o777), 0) }
    XCTAssertEqual(
      symlink("deep/er/notification-categories.json", path("linked/notification-categories.json")), 0)
    for output in ["fresh/a", "x/../existing", "linked"] {
      let arguments = ["build", "in.notif", "-o", output, "--skeleton", "locked/Handler.swift"]
      let result =
        getuid() == 0
        ? try runExecutable(
          URL(fileURLWithPath: "/usr/bin/setpriv"),
          ["--reuid=65534", "--regid=65534", "--clear-groups", notifcBinary.path] + arguments, in: folder)
        : try runNotifc(arguments, in: folder)
      XCTAssertEqual(result.exitCode, 73, result.stderr)
      XCTAssertEqual(
        result.stderr, "error: locked: permission denied; cannot create 'Handler.swift' in it\n", output)
      XCTAssertEqual(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
        ["existing", "in.notif", "linked", "locked"], output)
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("existing")), [], output)
      XCTAssertEqual(
        try FileManager.default.contentsOfDirectory(atPath: path("linked")), ["notification-categories.json"],
        output)
    }
  }

  /// A device (a copy of `/dev/null`, made where the test may) stays a device.
  func testADeviceOutputIsRefusedAndKept() throws {
    guard mknod(path("null"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 else {
      throw XCTSkip("making a device needs privileges this run does not have")
    }
    let result = try runNotifc(
      ["build", "in.notif", "-o", "out", "--skeleton", "null", "--force"], in: folder)
    XCTAssertEqual(result.exitCode, 73, result.stderr)
    XCTAssertEqual(result.stderr, "error: null: is not a regular file\n")
    XCTAssertEqual(fileType("null"), S_IFCHR)
  }
}
