import Foundation
import XCTest

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

  func testSamplesAreFormatted() throws {
    let result = try runNotifc(["fmt", "--check", "samples"])
    XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
  }
}
