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

  func testCycleBetweenRootFilesIsReportedOnce() {
    let a = CompilationInput(path: "a.notif", text: "import \"b.notif\"")
    let b = CompilationInput(path: "b.notif", text: "import \"a.notif\"")
    let compilation = Compiler.compile([a, b])
    XCTAssertEqual(compilation.diagnostics.map(\.message), ["import cycle: a.notif → b.notif → a.notif"])
    XCTAssertEqual(compilation.sources.files.map(\.path), ["a.notif", "b.notif"])
  }

  /// A root given twice (however its path is spelled) is read once; a root that another root
  /// imports, before or after it, is the same file, and so is one imported by two roots.
  func testRootFilesGivenTwiceOrImportedAreLoadedOnce() {
    let roots = [
      CompilationInput(path: "b.notif", text: "action x { title: \"X\" }"),
      CompilationInput(
        path: "a.notif", text: "import \"b.notif\"\nimport \"c.notif\"\ncategory k { actions: [x, y] }"),
      CompilationInput(path: "./a.notif", text: "action dropped { title: \"D\" }"),
      CompilationInput(path: "c.notif", text: "import \"./b.notif\"\naction y { title: \"Y\" }"),
      CompilationInput(path: "d/../b.notif", text: "action dropped { title: \"D\" }"),
    ]
    let compilation = Compiler.compile(roots)
    XCTAssertEqual(compilation.diagnostics.map(\.message), [])
    XCTAssertEqual(compilation.sources.files.map(\.path), ["b.notif", "a.notif", "c.notif"])
    XCTAssertEqual(compilation.model.actions.map(\.name).sorted(), ["x", "y"])
  }

  /// Roots without imports are not resolved, but the imports of the roots after them are, in
  /// order: files only the loader has join after the roots, depth first.
  func testImportsOfRootsAfterRootsWithoutImportsAreLoaded() {
    let roots = [
      CompilationInput(path: "plain.notif", text: "action p { title: \"P\" }"),
      CompilationInput(path: "a.notif", text: "import \"lib/x.notif\"\ncategory k { actions: [p, x, y] }"),
      CompilationInput(path: "other.notif", text: "action o { title: \"O\" }\ncategory m { actions: [o] }"),
    ]
    let loaded = [
      "lib/x.notif": "import \"y.notif\"\naction x { title: \"X\" }",
      "lib/y.notif": "action y { title: \"Y\" }",
    ]
    let compilation = Compiler.compile(roots) { path in
      loaded[path].map { .loaded(Array($0.utf8)) } ?? .notFound
    }
    XCTAssertEqual(compilation.diagnostics.map(\.message), [])
    XCTAssertEqual(
      compilation.sources.files.map(\.path),
      ["plain.notif", "a.notif", "other.notif", "lib/x.notif", "lib/y.notif"])
    XCTAssertEqual(compilation.model.actions.map(\.name).sorted(), ["o", "p", "x", "y"])
  }

  /// A file reached under two spellings that the loader tells are one file (its identity: the
  /// same device and inode through `..`, an absolute path or a symbolic link) is loaded once, as a
  /// root given twice, a root also imported, or an import of itself (a cycle, with the chain as
  /// spelt).
  func testPathsToOneFileByItsIdentityLoadItOnce() {
    let shared = SourceIdentity(device: 1, inode: 7)
    let cyclic = SourceIdentity(device: 1, inode: 9)
    let files: [String: (text: String, identity: SourceIdentity)] = [
      "/work/lib/shared.notif": ("action s { title: \"S\" }", shared),
      "lib/shared.notif": ("action s { title: \"S\" }", shared),
      "link/shared.notif": ("action s { title: \"S\" }", shared),
      "link/self.notif": ("import \"../lib/self.notif\"", cyclic),
      "lib/self.notif": ("import \"../lib/self.notif\"", cyclic),
    ]
    func input(_ path: String) -> CompilationInput {
      CompilationInput(path: path, bytes: Array(files[path]!.text.utf8), identity: files[path]!.identity)
    }
    let compilation = Compiler.compile(
      [
        CompilationInput(
          path: "app.notif", text: "import \"link/shared.notif\"\ncategory c { actions: [s] }"),
        input("/work/lib/shared.notif"), input("lib/shared.notif"),
      ]
    ) { path in files[path].map { .loaded(Array($0.text.utf8), identity: $0.identity) } ?? .notFound }
    XCTAssertEqual(compilation.diagnostics.map(\.message), [])
    XCTAssertEqual(compilation.sources.files.map(\.path), ["app.notif", "/work/lib/shared.notif"])

    let cycle = Compiler.compile([input("link/self.notif")]) { path in
      files[path].map { .loaded(Array($0.text.utf8), identity: $0.identity) } ?? .notFound
    }
    XCTAssertEqual(
      cycle.diagnostics.map { "\($0.code.rawValue) \($0.message)" },
      ["N302 import cycle: link/self.notif → lib/self.notif"])
    XCTAssertEqual(cycle.sources.files.map(\.path), ["link/self.notif"])
  }

  func testManyRootFilesParsedInParallelGiveTheSameResultAsOne() {
    // Over 64 KiB in all, so the roots are parsed concurrently.
    let inputs = (0..<60).map { index in
      CompilationInput(
        path: "f\(index).notif",
        text: (0..<20).map { "action a\(index)_\($0) { title: \"T\($0)\" }" }.joined(separator: "\n")
          + "\ncategory c\(index) { actions: [a\(index)_0, a\(index)_1, 1] }\n")
    }
    let parallel = Compiler.compile(inputs)
    let sequential = inputs.map { Compiler.compile([$0]) }
    XCTAssertEqual(parallel.sources.files.map(\.path), inputs.map(\.path))
    XCTAssertEqual(parallel.diagnostics.filter { $0.code == .wrongValueKind }.count, 60)
    XCTAssertEqual(
      parallel.diagnostics.map(\.message), sequential.flatMap(\.diagnostics).map(\.message))
  }

  func testMissingImportAndUnknownLibrary() {
    assertDiagnostics(
      """
      import 1️⃣"missing.notif"
      import 2️⃣ubuddu
      import 3️⃣"/etc/passwd"
      import 4️⃣"notes.txt"
      """,
      [
        Expected("1️⃣", .importNotFound, "no such file 'missing.notif' to import"),
        Expected("2️⃣", .unknownLibrary, "no bundled library named 'ubuddu'; did you mean 'ubudu'?"),
        Expected(
          "3️⃣", .importNotFound,
          "cannot import '/etc/passwd'; imports name a .notif file by a path relative to this file"),
        Expected(
          "4️⃣", .importNotFound,
          "cannot import 'notes.txt'; imports name a .notif file by a path relative to this file"),
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
