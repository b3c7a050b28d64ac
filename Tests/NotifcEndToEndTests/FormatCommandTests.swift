import Foundation
import XCTest

@testable import notifc

/// `notifc fmt`: print, `--check`, `--write`, `--diff`, and files with syntax errors.
final class FormatCommandTests: XCTestCase {
  static let messy = "action a {\ntitle:\"A\"   // the title\n}\ncategory c {actions:[a,]}\n"

  func testPrintCheckWriteAndDiff() throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("m.notif")
    try write(Self.messy, to: file)
    assertSnapshot(try runNotifc(["fmt", "m.notif"], in: directory), "fmt-print")
    assertSnapshot(try runNotifc(["fmt", "--check", "m.notif"], in: directory), "fmt-check")
    assertSnapshot(try runNotifc(["fmt", "--diff", "m.notif"], in: directory), "fmt-diff")
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), Self.messy, "only --write writes")
    XCTAssertEqual(try runNotifc(["fmt", "--write", "m.notif"], in: directory).exitCode, 0)
    XCTAssertEqual(try runNotifc(["fmt", "--check", "m.notif"], in: directory).exitCode, 0)
    XCTAssertEqual(
      try runNotifc(["fmt", "m.notif"], in: directory).stdout, try String(contentsOf: file, encoding: .utf8))
  }

  func testSyntaxErrorsLeaveTheFileUntouched() throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("broken.notif")
    try write("action a {\n  title \"A\"\n", to: file)
    let result = try runNotifc(["fmt", "--write", "broken.notif"], in: directory)
    assertSnapshot(result, "fmt-syntax-error")
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "action a {\n  title \"A\"\n")
  }

  /// Names written with `-` between their words (from other tools).
  static let hyphenated = """
    notif 1
    platform ios 15.0

    action accept-invite {
        identifier: "ACCEPT"
        title: "Accept"
    }

    category invite-event {
        identifier: "INVITE"
        actions: [accept-invite]
    }

    """

  /// A name with `-` is an error, which the parser reads past: the file is reported and left as
  /// it is, like any file with syntax errors, not reformatted as though it were right.
  func testNamesWithHyphensLeaveTheFileUntouched() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("invite.notif")
    let text = Self.hyphenated.replacingOccurrences(of: "    title", with: "  title")
    try write(text, to: file)
    for arguments in [["fmt", "--write", "invite.notif"], ["fmt", "--check", "invite.notif"]] {
      let result = try runNotifc(arguments, in: directory)
      XCTAssertEqual(result.exitCode, 1, "\(arguments)")
      XCTAssertTrue(
        result.stderr.hasPrefix(
          "invite.notif:4:14: error: a name cannot contain '-'; join the words with '_', as in 'accept_invite' [N102]\n"
        ),
        result.stderr)
      XCTAssertTrue(
        result.stderr.hasSuffix("invite.notif: not formatted: fix the syntax errors first\n"), result.stderr)
    }
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
  }

  /// A marker line left by a half-resolved merge (its `<<<<<<<` line removed) is an error: the
  /// file is not rewritten, so the line is not dropped without a word.
  func testStrayConflictMarkerLeavesTheFileUntouched() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("merged.notif")
    let text = "action a { title: \"A\" }\n>>>>>>> feature/x\ncategory c { actions: [a] }\n"
    try write(text, to: file)
    let result = try runNotifc(["fmt", "--write", "merged.notif"], in: directory)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "merged.notif:2:1: error: merge conflict marker; resolve the conflict before compiling [N111]\n"),
      result.stderr)
    XCTAssertTrue(
      result.stderr.hasSuffix("merged.notif: not formatted: fix the syntax errors first\n"), result.stderr)
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
  }

  func testWriteKeepsSymbolicLinksAndPermissions() throws {
    let directory = try temporaryDirectory()
    let target = directory.appendingPathComponent("real.notif")
    try write(Self.messy, to: target)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("link.notif"), withDestinationURL: target)
    XCTAssertEqual(try runNotifc(["fmt", "--write", "link.notif"], in: directory).exitCode, 0)
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: directory.appendingPathComponent("link.notif").path)
    XCTAssertEqual(link, target.path)
    XCTAssertEqual(try runNotifc(["fmt", "--check", "real.notif"], in: directory).exitCode, 0)
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
    XCTAssertEqual(mode, 0o600)
  }

  /// A file with another hard link is rewritten in place: both names keep one file, with the
  /// formatted text, its permissions, and no temporary file beside it.
  func testWriteKeepsHardLinks() throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("real.notif")
    // Formatting makes it shorter: the new text is cut to its length.
    let messy =
      "action   a   {" + String(repeating: " ", count: 80)
      + "title:   \"A\"   }\ncategory   c   {   actions:   [a]   }\n"
    try write(messy, to: file)
    let expected = try runNotifc(["fmt", "real.notif"], in: directory).stdout
    XCTAssertLessThan(expected.utf8.count, messy.utf8.count)
    XCTAssertEqual(chmod(file.path, 0o640), 0)
    XCTAssertEqual(link(file.path, directory.appendingPathComponent("other.notif").path), 0)
    let result = try runNotifc(["fmt", "--write", "real.notif"], in: directory)
    XCTAssertEqual(result.exitCode, 0, result.stderr)
    var info = stat()
    var other = stat()
    XCTAssertEqual(stat(file.path, &info), 0)
    XCTAssertEqual(stat(directory.appendingPathComponent("other.notif").path, &other), 0)
    XCTAssertEqual(info.st_ino, other.st_ino)
    XCTAssertEqual(info.st_nlink, 2)
    XCTAssertEqual(info.st_mode & 0o777, 0o640)
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), expected)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
      ["other.notif", "real.notif"])
  }

  /// A hard-linked output that the process may not write (read-only) is replaced by a rename, as
  /// before: its links part from it, rather than the build failing after the other output.
  func testAReadOnlyHardLinkedOutputIsReplaced() throws {
    try XCTSkipUnless(geteuid() == 0, "setpriv needs root to become another user")
    let directory = try temporaryDirectory()
    let input = directory.appendingPathComponent("n.notif")
    try write(Self.messy, to: input)
    let build = ["--reuid=65534", "--regid=65534", "--clear-groups", notifcBinary.path, "build", "n.notif"]
    XCTAssertEqual(chmod(directory.path, 0o777), 0)
    let first = try runExecutable(URL(fileURLWithPath: "/usr/bin/setpriv"), build, in: directory)
    XCTAssertEqual(first.exitCode, 0, first.stderr)
    let swift = directory.appendingPathComponent("notifc-out/NotificationCategories.swift")
    XCTAssertEqual(chmod(swift.path, 0o444), 0)
    XCTAssertEqual(link(swift.path, directory.appendingPathComponent("linked.swift").path), 0)
    try write(Self.messy.replacingOccurrences(of: "\"A\"", with: "\"B\""), to: input)
    let second = try runExecutable(URL(fileURLWithPath: "/usr/bin/setpriv"), build, in: directory)
    XCTAssertEqual(second.exitCode, 0, second.stderr)
    XCTAssertTrue(try String(contentsOf: swift, encoding: .utf8).contains("\"B\""))
  }

  /// A file another user owns keeps its owner and group when a process that may give files away
  /// (root, as in a CI container on a mounted checkout) rewrites it.
  func testWriteKeepsTheOwner() throws {
    try XCTSkipUnless(geteuid() == 0, "only root can give a file to another user")
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("owned.notif")
    try write(Self.messy, to: file)
    XCTAssertEqual(chown(file.path, 65534, 65534), 0)
    XCTAssertEqual(try runNotifc(["fmt", "--write", "owned.notif"], in: directory).exitCode, 0)
    var info = stat()
    XCTAssertEqual(stat(file.path, &info), 0)
    XCTAssertEqual([info.st_uid, info.st_gid], [65534, 65534])
    XCTAssertEqual(try runNotifc(["fmt", "--check", "owned.notif"], in: directory).exitCode, 0)
    // A process that may not give the file away keeps its group, when it is in that group.
    try write(Self.messy, to: file)
    XCTAssertEqual(chown(file.path, 0, 100), 0)
    XCTAssertEqual(chmod(file.path, 0o666), 0)
    XCTAssertEqual(chmod(directory.path, 0o777), 0)
    let member = try runExecutable(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=65534", "--regid=65534", "--groups=100", notifcBinary.path, "fmt", "--write", "owned.notif"],
      in: directory)
    XCTAssertEqual(member.exitCode, 0, member.stderr)
    XCTAssertEqual(stat(file.path, &info), 0)
    XCTAssertEqual([info.st_uid, info.st_gid], [65534, 100])
  }

  /// Changes with six unchanged lines between them share a hunk (their contexts would touch), as
  /// diff and git make it; with seven, they are two hunks.
  func testChangesSixLinesApartShareAHunk() {
    let old = (1...20).map { "l\($0)\n" }.joined()
    for (gap, hunks) in [(6, 1), (7, 2)] {
      let new = old.replacingOccurrences(of: "l2\n", with: "x\n").replacingOccurrences(
        of: "l\(3 + gap)\n", with: "y\n")
      let diff = UnifiedDiff.render(old: old, new: new, path: "f")
      XCTAssertEqual(diff.components(separatedBy: "\n@@ ").count - 1, hunks, diff)
    }
  }

  /// The diff applies with `patch` and `git apply`, also to a CRLF checkout and to a file without a
  /// final line break, where only that break may be missing.
  /// A diff of a large file whose every other line the formatter changes (aligned by anchors, not
  /// by the shortest edit script, which took time that grew with the square of the lines) applies.
  func testDiffOfALargeReformattedFileApplies() throws {
    let text = (0..<3000).map { "action a\($0)   {  title: \"T\($0)\" }\n" }.joined()
    let directory = try temporaryDirectory()
    try write(text, to: directory.appendingPathComponent("big.notif"))
    let formatted = try runNotifc(["fmt", "big.notif"], in: directory).stdout
    let diff = try runNotifc(["fmt", "--check", "--diff", "big.notif"], in: directory)
    XCTAssertEqual(diff.exitCode, 1, diff.stderr)
    try write(diff.stdout, to: directory.appendingPathComponent("big.patch"))
    let applied = try runExecutable(
      URL(fileURLWithPath: "/usr/bin/env"), ["patch", "-p1", "--fuzz=0", "-i", "big.patch"], in: directory)
    XCTAssertEqual(applied.exitCode, 0, applied.stderr)
    XCTAssertEqual(
      try String(contentsOf: directory.appendingPathComponent("big.notif"), encoding: .utf8), formatted)
  }

  func testDiffIsAPatchThatApplies() throws {
    let formatted = try runNotifc(["fmt", "-"], stdin: Self.messy).stdout
    let inputs = [
      ("messy", Self.messy), ("CRLF", Self.messy.replacingOccurrences(of: "\n", with: "\r\n")),
      ("no final line break", String(Self.messy.dropLast())),
      ("only the final break", String(formatted.dropLast())),
    ]
    for (name, text) in inputs {
      for tool in [["patch", "-p1", "--fuzz=0", "-i"], ["git", "apply", "--unsafe-paths"]] {
        let directory = try temporaryDirectory()
        try write(text, to: directory.appendingPathComponent("m.notif"))
        let diff = try runNotifc(["fmt", "--check", "--diff", "m.notif"], in: directory)
        XCTAssertEqual(diff.exitCode, 1, name)
        XCTAssertTrue(diff.stdout.contains("\n@@ -"), "\(name): \(diff.stdout)")
        try write(diff.stdout, to: directory.appendingPathComponent("m.patch"))
        let applied = try runExecutable(
          URL(fileURLWithPath: "/usr/bin/env"), tool + ["m.patch"], in: directory)
        XCTAssertEqual(applied.exitCode, 0, "\(name), \(tool[0]): \(applied.stderr)\n\(diff.stdout)")
        XCTAssertEqual(
          try String(contentsOf: directory.appendingPathComponent("m.notif"), encoding: .utf8), formatted,
          "\(name), \(tool[0])")
      }
    }
    // A name with a space, and a path given absolute, with `./`, or through a link to the current
    // folder, inside it.
    for (tool, given) in [
      (["patch", "-p1", "--fuzz=0", "-i"], "absolute"), (["git", "apply"], "absolute"),
      (["git", "apply"], "dot"), (["git", "apply"], "link"),
    ] {
      let directory = try temporaryDirectory()
      let file = directory.appendingPathComponent("sub/my file.notif")
      try write(Self.messy, to: file)
      let link = directory.deletingLastPathComponent().appendingPathComponent(
        directory.lastPathComponent + "-link")
      try? FileManager.default.removeItem(at: link)
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: directory)
      defer { try? FileManager.default.removeItem(at: link) }
      let argument =
        given == "dot"
        ? "./sub/my file.notif" : given == "link" ? link.path + "/sub/my file.notif" : file.path
      let diff = try runNotifc(["fmt", "--check", "--diff", argument], in: directory)
      XCTAssertTrue(
        diff.stdout.hasPrefix("--- a/sub/my file.notif\t\n+++ b/sub/my file.notif\t\n"), diff.stdout)
      try write(diff.stdout, to: directory.appendingPathComponent("m.patch"))
      let applied = try runExecutable(URL(fileURLWithPath: "/usr/bin/env"), tool + ["m.patch"], in: directory)
      XCTAssertEqual(applied.exitCode, 0, "\(tool[0]), \(given): \(applied.stderr)\n\(diff.stdout)")
      XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), formatted, "\(tool[0]), \(given)")
    }
  }

  /// A file reached under several spellings (`./`, a link to it, a folder that holds it) is one
  /// file: checked once, and patched once, under its own name (git keeps a link as a link).
  func testAFileUnderSeveralSpellingsIsFormattedOnce() throws {
    let directory = try temporaryDirectory()
    try write(Self.messy, to: directory.appendingPathComponent("d/w.notif"))
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("lw.notif"),
      withDestinationURL: directory.appendingPathComponent("d/w.notif"))
    let diff = try runNotifc(["fmt", "--diff", "d/w.notif", "./d/w.notif", "d", "lw.notif"], in: directory)
    XCTAssertEqual(diff.exitCode, 0, diff.stderr)
    XCTAssertEqual(diff.stdout.components(separatedBy: "\n--- ").count, 1, diff.stdout)
    XCTAssertTrue(diff.stdout.hasPrefix("--- a/d/w.notif\n+++ b/d/w.notif\n"), diff.stdout)
    let linked = try runNotifc(["fmt", "--diff", "lw.notif"], in: directory)
    XCTAssertEqual(linked.stdout, diff.stdout)
    let check = try runNotifc(["fmt", "--check", "d/w.notif", "./d/w.notif", "lw.notif"], in: directory)
    XCTAssertEqual(check.exitCode, 1)
    XCTAssertEqual(check.stdout, "d/w.notif\n")
    // One file, however given, is printed (not a usage error for several).
    XCTAssertEqual(try runNotifc(["fmt", "d/w.notif", "./d/w.notif"], in: directory).exitCode, 0)
    // A link in the current folder to a file outside it is named as given, without './'.
    let outside = try temporaryDirectory().appendingPathComponent("x.notif")
    try write(Self.messy, to: outside)
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("ext.notif"), withDestinationURL: outside)
    let external = try runNotifc(["fmt", "--diff", "./ext.notif"], in: directory)
    XCTAssertTrue(external.stdout.hasPrefix("--- a/ext.notif\n+++ b/ext.notif\n"), external.stdout)
  }

  /// `--check --diff` shows the changes and fails, as a CI step wants; `--diff` alone only shows
  /// them; `--write` does not mix with either.
  func testCheckWithDiffFailsAndWriteCombinesWithNeither() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try write(Self.messy, to: directory.appendingPathComponent("m.notif"))
    let diff = try runNotifc(["fmt", "--diff", "m.notif"], in: directory)
    XCTAssertEqual(diff.exitCode, 0)
    let checked = try runNotifc(["fmt", "--check", "--diff", "m.notif"], in: directory)
    XCTAssertEqual(checked.exitCode, 1)
    XCTAssertEqual(checked.stdout, diff.stdout)
    XCTAssertTrue(checked.stdout.hasPrefix("--- a/m.notif\n+++ b/m.notif\n"), checked.stdout)
    // A usage error is one whatever the inputs: checked before a missing file is (66).
    for (other, file) in [("--check", "m.notif"), ("--diff", "m.notif"), ("--check", "missing.notif")] {
      let result = try runNotifc(["fmt", "--write", other, file], in: directory)
      XCTAssertEqual(result.exitCode, 64)
      XCTAssertEqual(
        result.stderr,
        "error: '--write' cannot be combined with '\(other)'\nSee 'notifc fmt --help' for more information.\n"
      )
    }
    XCTAssertEqual(
      try String(contentsOf: directory.appendingPathComponent("m.notif"), encoding: .utf8), Self.messy)
    XCTAssertEqual(try runNotifc(["fmt", "--write", "m.notif"], in: directory).exitCode, 0)
    let clean = try runNotifc(["fmt", "--check", "--diff", "m.notif"], in: directory)
    XCTAssertEqual(clean.exitCode, 0)
    XCTAssertEqual(clean.stdout + clean.stderr, "")
  }

  func testSamplesAreFormatted() throws {
    let result = try runNotifc(["fmt", "--check", "samples"])
    XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
  }
}
