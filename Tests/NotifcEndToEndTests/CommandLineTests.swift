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
  }
}
