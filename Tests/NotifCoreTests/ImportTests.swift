import XCTest

@testable import NotifCore

final class ImportTests: XCTestCase {
  func testImportedDeclarationsJoinTheBuild() {
    let compilation = assertDiagnostics(
      """
      import "shared/common.notif"
      category c { actions: [shared] }
      """, [], others: ["shared/common.notif": "action shared { title: \"S\" }"])
    XCTAssertEqual(compilation.model.actions.map(\.name), ["shared"])
  }

  func testEachFileIsLoadedOnce() {
    let compilation = assertDiagnostics(
      """
      import "a.notif"
      import "./b.notif"
      category c { actions: [x] }
      """, [], others: ["a.notif": "import \"b.notif\"", "b.notif": "action x { title: \"X\" }"])
    XCTAssertEqual(compilation.sources.files.map(\.path), ["test.notif", "a.notif", "b.notif"])
  }

  func testCycleIsReportedWithItsChain() {
    assertDiagnostics(
      """
      import "a.notif"
      """,
      [Expected("1️⃣", .importCycle, "import cycle: a.notif → b.notif → a.notif", file: "b.notif")],
      others: ["a.notif": "import \"b.notif\"", "b.notif": "import 1️⃣\"a.notif\""])
  }

  func testMissingImportAndUnknownLibrary() {
    assertDiagnostics(
      """
      import 1️⃣"missing.notif"
      import 2️⃣ubuddu
      """,
      [
        Expected("1️⃣", .importNotFound, "no such file 'missing.notif' to import"),
        Expected("2️⃣", .unknownLibrary, "no bundled library named 'ubuddu'; did you mean 'ubudu'?"),
      ])
  }

  func testUbuduLibraryDeclaresTheSDKCategory() {
    let compilation = assertClean("import ubudu")
    XCTAssertEqual(compilation.model.categories.map(\.identifier), ["UbuduYesNo"])
    let actions = compilation.model.categories[0].actions
    XCTAssertEqual(actions.map(\.identifier), ["UbuduYes", "UbuduNo"])
    XCTAssertEqual(actions.map(\.activation), [.foreground, .background])
    XCTAssertEqual(actions.map(\.authenticationRequired), [true, false])
    XCTAssertEqual(actions.map(\.destructive), [false, false])
  }
}
