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

  /// A chain of files, each importing the next, as long as a generator may make it: resolved
  /// without recursion (a chain of 7,000 overflowed the thread's stack), each file once, in order;
  /// and a cycle at its end is reported with the whole chain.
  func testALongImportChainIsResolvedInOrder() {
    let count = 20_000
    func text(_ index: Int) -> String {
      (index + 1 < count ? "import \"f\(index + 1).notif\"\n" : "import \"f0.notif\"\n")
        + "action a\(index) { title: \"T\" }\ncategory c\(index) { actions: [a\(index)] }\n"
    }
    let compilation = Compiler.compile(
      [CompilationInput(path: "f0.notif", text: text(0))],
      loader: { path in
        guard path.hasPrefix("f"), path.hasSuffix(".notif"), let index = Int(path.dropFirst().dropLast(6))
        else {
          return .notFound
        }
        return .loaded(Array(text(index).utf8), identity: nil)
      })
    XCTAssertEqual(compilation.sources.files.count, count)
    XCTAssertEqual(compilation.sources.files.last?.path, "f\(count - 1).notif")
    XCTAssertEqual(compilation.diagnostics.map(\.code), [.importCycle])
    XCTAssertEqual(compilation.diagnostics.first?.message.hasSuffix("f\(count - 1).notif → f0.notif"), true)
    XCTAssertEqual(compilation.model.categories.count, count)
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

    // Files on other devices with the same inode are other files, whichever table holds them.
    let many = (0..<4).map { device in
      CompilationInput(
        path: "d\(device)/same.notif", bytes: Array("action a\(device) { title: \"A\(device)\" }".utf8),
        identity: SourceIdentity(device: UInt64(device), inode: 7))
    }
    let separate = Compiler.compile(
      many
        + many.reversed().map {
          CompilationInput(path: "/work/" + $0.path, bytes: $0.bytes, identity: $0.identity)
        }
        + [CompilationInput(path: "cats.notif", text: "category c { actions: [a0, a1, a2, a3] }")])
    XCTAssertEqual(separate.diagnostics.map(\.message), [])
    XCTAssertEqual(separate.sources.files.map(\.path), many.map(\.path) + ["cats.notif"])

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
    let compilation = assertDiagnostics(
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
    // The suggestion is a fix-it too.
    XCTAssertEqual(compilation.diagnostics[1].fixIts.map(\.replacement), ["ubudu"])
  }

  /// A loader that finds the file under another case, in its name or a folder's, makes N301 say
  /// which, with a fix-it spelled as found; a path that needs escapes gets no fix-it.
  func testImportDifferingInCaseSuggestsTheFile() {
    for (found, fixIts) in [
      ("lib/shared.notif", ["\"lib/shared.notif\""]), ("Lib/shared.notif", ["\"Lib/shared.notif\""]),
      ("lib/sh\"ared.notif", []),
    ] {
      let compilation = Compiler.compile([
        CompilationInput(path: "main.notif", text: "import \"lib/Shared.notif\"\n")
      ]) { path in
        path == "lib/Shared.notif" ? .notFoundButDiffersInCase(path: found) : .notFound
      }
      XCTAssertEqual(
        compilation.diagnostics.map(\.message),
        ["no such file 'lib/Shared.notif' to import; did you mean '\(found)'?"])
      XCTAssertEqual(compilation.diagnostics.first?.fixIts.map(\.replacement), fixIts)
      XCTAssertEqual(
        compilation.diagnostics.first?.notes.map(\.message),
        [
          "the names differ only in case: this opens on macOS, whose file names ignore case by default, and fails on Linux"
        ])
    }
    // The fix-it spells the whole import as found, written with `.` or `//` too; `..` stay.
    for (written, fixed) in [
      ("Lib/./Shared.notif", "lib/shared.notif"), ("Lib//Shared.notif", "lib/shared.notif"),
      ("../App/Lib/Shared.notif", "../app/lib/shared.notif"),
    ] {
      let compilation = Compiler.compile([
        CompilationInput(path: "app/main.notif", text: "import \"\(written)\"\n")
      ]) { path in
        path.lowercased() == "app/lib/shared.notif"
          ? .notFoundButDiffersInCase(path: "app/lib/shared.notif") : .notFound
      }
      XCTAssertEqual(compilation.diagnostics.first?.fixIts.map(\.replacement), ["\"\(fixed)\""], written)
    }
  }

  /// A framework imported as in Swift is told that a .notif file imports none; another unknown
  /// name is told how a file is imported.
  func testUnknownLibraryNotes() {
    for (name, note) in [
      ("UserNotifications", "a .notif file imports no framework; the generated Swift imports what it needs"),
      ("chat", "to import a file, write its path as a string: import \"chat.notif\""),
    ] {
      let compilation = assertDiagnostics(
        "import 1️⃣\(name)\naction a { title: \"A\" }\ncategory c { actions: [a] }\n",
        [Expected("1️⃣", .unknownLibrary, "no bundled library named '\(name)'")])
      XCTAssertEqual(compilation.diagnostics.first?.notes.map(\.message), [note], name)
    }
  }

  /// An import that failed may have declared the actions a category lists, or listed the actions
  /// declared here: no follow-on "cannot find action" (N408) or "not used" (N410). A listed name
  /// that is a category, or that looks like a misspelling of an action that is here, is still
  /// reported.
  func testFailedImportCausesNoFollowOnErrors() {
    for (line, expected) in [
      ("import 1️⃣\"shared.notif\"", Expected("1️⃣", .importNotFound, "no such file 'shared.notif' to import")),
      (
        "import 1️⃣ubudo",
        Expected("1️⃣", .unknownLibrary, "no bundled library named 'ubudo'; did you mean 'ubudu'?")
      ),
      (
        "import 1️⃣\"/abs/shared.notif\"",
        Expected(
          "1️⃣", .importNotFound,
          "cannot import '/abs/shared.notif'; imports name a .notif file by a path relative to this file")
      ),
    ] {
      assertDiagnostics(
        """
        \(line)
        action lonely { title: "L" }
        category e { actions: [shared, UbuduYes, 2️⃣e, 3️⃣lonley] }
        """,
        [
          expected, Expected("2️⃣", .unknownAction, "'e' is a category, not an action"),
          Expected("3️⃣", .unknownAction, "cannot find action 'lonley'; did you mean 'lonely'?"),
        ])
    }
  }

  /// A file that is not UTF-8 is not read: as after a failed import, the names it may declare
  /// are not reported missing.
  func testUnreadableFileCausesNoFollowOnErrors() {
    let utf16 =
      [0xFF, 0xFE]
      + Array("action shared { title: \"S\" }\n".utf16).flatMap { unit -> [UInt8] in
        [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      }
    let compilation = Compiler.compile([
      CompilationInput(path: "main.notif", text: "category c { actions: [shared] }\n"),
      CompilationInput(path: "u.notif", bytes: utf16),
    ])
    XCTAssertEqual(compilation.diagnostics.map(\.message), ["the file is UTF-16; save it as UTF-8"])
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

  // MARK: Clashes with a bundled library

  // The library's declarations, in `<ubudu>`: action UbuduYes at 4:8 (its title at 5:12), action
  // UbuduNo at 9:8, category UbuduYesNo at 13:10. The user can neither see nor edit that file, so a
  // clash is reported at the user's declaration, with the library's as the note, although the
  // library is loaded after the file that imports it.

  /// Each diagnostic's notes, as `path:line:column message`.
  func notes(_ compilation: Compilation) -> [[String]] {
    compilation.diagnostics.map { diagnostic in
      diagnostic.notes.map { note in
        let place = note.span.map {
          "\(compilation.sources[$0.file].path):\(compilation.sources.start(of: $0)) "
        }
        return (place ?? "") + note.message
      }
    }
  }

  /// The report's example: an action named as the library's, and a category with the Swift name
  /// of the library's category.
  func testNameClashesWithTheLibraryAreReportedAtTheUsersDeclaration() {
    let compilation = assertDiagnostics(
      """
      import ubudu
      action 1️⃣UbuduYes { title: "Y" }
      category 2️⃣ubudu_yes_no { actions: [UbuduNo] }
      """,
      [
        Expected("1️⃣", .duplicateName, "invalid redeclaration of action 'UbuduYes'"),
        Expected(
          "2️⃣", .swiftNameCollision, "'ubudu_yes_no' and 'UbuduYesNo' both become the Swift name 'ubuduYesNo'"),
      ])
    XCTAssertEqual(
      notes(compilation),
      [
        ["<ubudu>:4:8 'UbuduYes' is declared in the bundled library 'ubudu'"],
        ["<ubudu>:13:10 'UbuduYesNo' declared here"],
      ])
  }

  func testCategoryNamedAsTheLibrarysIsReportedAtTheUsersDeclaration() {
    let compilation = assertDiagnostics(
      """
      import ubudu
      category 1️⃣UbuduYesNo { actions: [UbuduNo] }
      """,
      [Expected("1️⃣", .duplicateName, "invalid redeclaration of category 'UbuduYesNo'")])
    XCTAssertEqual(
      notes(compilation), [["<ubudu>:13:10 'UbuduYesNo' is declared in the bundled library 'ubudu'"]])
  }

  func testSwiftCaseClashWithALibraryActionIsReportedAtTheUsersAction() {
    let compilation = assertDiagnostics(
      """
      import ubudu
      action 1️⃣ubudu_yes { title: "Y" }
      category c { actions: [ubudu_yes, UbuduYes] }
      """,
      [
        Expected(
          "1️⃣", .swiftNameCollision,
          "'ubudu_yes' and 'UbuduYes' both become the Swift name 'ubuduYes' in category 'c'")
      ]
    )
    XCTAssertEqual(
      notes(compilation), [["<ubudu>:4:8 'UbuduYes' declared here", "test.notif:3:23 'c' lists both here"]])
  }

  func testIdentifierClashesWithTheLibraryAreReportedAtTheUsersDeclaration() {
    let compilation = assertDiagnostics(
      """
      import ubudu
      action yes {
          identifier: 1️⃣"UbuduYes"
          title: "Y"
      }
      action no {
          identifier: 2️⃣"UbuduNo"
          title: "N"
      }
      category c { actions: [yes, UbuduYes] }
      category d { actions: [no] }
      category e {
          identifier: 3️⃣"UbuduYesNo"
          actions: [no]
      }
      """,
      [
        Expected(
          "1️⃣", .duplicateActionIdentifierInCategory,
          "actions 'UbuduYes' and 'yes' in category 'c' have the same identifier 'UbuduYes'"),
        Expected(
          "2️⃣", .duplicateActionIdentifierAcrossCategories,
          "actions 'UbuduNo' and 'no' share the identifier 'UbuduNo'; handlers that look only at the identifier cannot tell them apart"
        ),
        Expected(
          "3️⃣", .duplicateCategoryIdentifier,
          "categories 'UbuduYesNo' and 'e' have the same identifier 'UbuduYesNo'"),
      ])
    XCTAssertEqual(
      notes(compilation),
      [
        [
          "<ubudu>:4:8 'UbuduYes' has the identifier 'UbuduYes' here (its name)",
          "test.notif:10:23 'c' lists both here",
        ],
        ["<ubudu>:9:8 'UbuduNo' has the identifier 'UbuduNo' here (its name)"],
        ["<ubudu>:13:10 'UbuduYesNo' has the identifier 'UbuduYesNo' here (its name)"],
      ])
  }

  func testConfusableIdentifierAndSameTitleAsTheLibraryAreReportedAtTheUsersDeclaration() {
    let compilation = assertDiagnostics(
      """
      import ubudu
      action yes {
          identifier: 1️⃣"UbuduYеs"
          title: 2️⃣"Yes"
      }
      category c { actions: [yes, UbuduYes] }
      """,
      [
        Expected(
          "1️⃣", .confusableIdentifiers,
          "identifier 'UbuduYеs' of action 'yes' looks like 'UbuduYes' of action 'UbuduYes' but differs: it has U+0435 where the other has U+0065 'e'"
        ),
        Expected(
          "2️⃣", .duplicateTitle, "actions 'UbuduYes' and 'yes' in category 'c' have the same title 'Yes'"),
      ])
    XCTAssertEqual(
      notes(compilation),
      [
        ["<ubudu>:4:8 'UbuduYes' is here"],
        ["<ubudu>:5:12 'UbuduYes' has that title here", "test.notif:6:23 'c' lists both here"],
      ])
  }

  /// When the user's declaration is the later one (a file loaded after the library), the order is
  /// as between two files of the user's: the error is at the later declaration.
  func testClashWithTheLibraryInAFileLoadedAfterIt() {
    let compilation = assertDiagnostics(
      """
      import ubudu
      import "b.notif"
      """,
      [Expected("1️⃣", .duplicateName, "invalid redeclaration of action 'UbuduNo'", file: "b.notif")],
      others: ["b.notif": "action 1️⃣UbuduNo { title: \"N\" }"])
    XCTAssertEqual(
      compilation.sources.files.map(\.path), ["test.notif", "<ubudu>", "b.notif"])
    XCTAssertEqual(notes(compilation), [["<ubudu>:9:8 'UbuduNo' is declared in the bundled library 'ubudu'"]])
  }
}
