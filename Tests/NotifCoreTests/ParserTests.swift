import XCTest

@testable import NotifCore

final class ParserTests: XCTestCase {
  func parse(_ text: String) -> (SyntaxTree, [Diagnostic]) {
    let result = Compiler.parse(CompilationInput(path: "test.notif", text: text))
    return (result.tree, result.diagnostics)
  }

  func testTreeKeepsRangesAndDocs() {
    let (tree, diagnostics) = parse(
      """
      notif 1
      platform ios 15.0
      import "common.notif"
      import ubudu
      localization "Push"

      /// Line one.
      /// Line two.
      action accept {
          title: localized("k", default: "Accept", comment: "c")
          destructive: true
      }
      category c { actions: [accept,] }
      """)
    XCTAssertEqual(diagnostics.count, 0)
    XCTAssertEqual(tree.languageVersion?.text, "1")
    XCTAssertEqual(tree.platforms.map(\.name.text), ["ios"])
    XCTAssertEqual(tree.imports.map(\.target), [.path("common.notif"), .library("ubudu")])
    XCTAssertEqual(tree.localizations.map(\.table), ["Push"])
    XCTAssertEqual(tree.declarations.map(\.name.text), ["accept", "c"])
    XCTAssertEqual(tree.declarations[0].documentation, "Line one.\nLine two.")
    XCTAssertEqual(tree.declarations[0].properties.map(\.name.text), ["title", "destructive"])
    guard case .localized(let call) = tree.declarations[0].properties[0].value?.kind else { return XCTFail() }
    XCTAssertEqual(call.arguments.map(\.label.text), ["default", "comment"])
    guard case .list(let elements) = tree.declarations[1].properties[0].value?.kind else { return XCTFail() }
    XCTAssertEqual(elements.count, 1)
  }

  /// Declarations and properties keep their spans in a compact form (64 bytes a node, pinned here:
  /// a syntax tree holds one per property of a large file); every span reads back as parsed.
  func testCompactNodesGiveBackTheirSpans() {
    let text = """
      action a {
          title: "A"
          subtitle:
      }
      category c { actions: [a] }
      """
    // The second file of a compilation, so that spans that take their file from the name's span
    // are seen to take that file, not the first.
    var frontEnd = FrontEnd(limits: CompilerLimits(), loader: { _ in .notFound }, followImports: false)
    frontEnd.addRoots([
      CompilationInput(path: "first.notif", text: "action first { title: \"F\" }\n"),
      CompilationInput(path: "test.notif", text: text),
    ])
    let tree = frontEnd.trees[1]
    XCTAssertEqual(tree.file, FileID(1))
    XCTAssertEqual(frontEnd.diagnostics.diagnostics.map(\.code), [.expectedValue])
    let bytes = Array(text.utf8)
    func source(_ span: SourceSpan?) -> String? {
      span.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }
    let action = tree.declarations[0]
    XCTAssertEqual(source(action.span), "action a {\n    title: \"A\"\n    subtitle:\n}")
    XCTAssertEqual(source(action.keywordSpan), "action")
    XCTAssertEqual(source(action.name.span), "a")
    XCTAssertEqual(source(action.properties[0].span), "title: \"A\"")
    XCTAssertEqual(source(action.properties[0].value?.span), "\"A\"")
    XCTAssertEqual(source(action.properties[1].span), "subtitle:")
    XCTAssertNil(action.properties[1].value)
    let category = tree.declarations[1]
    XCTAssertEqual(source(category.keywordSpan), "category")
    XCTAssertEqual(source(category.span), "category c { actions: [a] }")
    XCTAssertEqual(source(category.properties[0].value?.span), "[a]")
    let files =
      tree.declarations.flatMap { [$0.span.file, $0.keywordSpan.file] }
      + action.properties.compactMap { $0.value?.span.file } + action.properties.map(\.span.file)
    XCTAssertEqual(Set(files), [FileID(1)])
    XCTAssertEqual(MemoryLayout<Property>.size, 64)
    XCTAssertEqual(MemoryLayout<Declaration>.size, 64)
  }

  /// A declaration's documentation is the run of `///` lines right before it: a blank line or
  /// another comment ends the run; markers, one space and trailing blanks are dropped.
  func testDocCommentIsTheRunOfDocLinesBeforeTheDeclaration() {
    let (tree, _) = parse(
      "/// Not this.\n\n///  Two spaces.  \n///\n///Tight.\naction a { title: \"A\" }\n"
        + "/// Not this either.\n// plain\naction b { title: \"B\" }\n"
        + "/// Single line with a tab.\t\naction c { title: \"C\" }\n"
        + "///\naction d { title: \"D\" }\n"
        + "/// Not with a block comment after it.\n/* block */\naction e { title: \"E\" }\n"
        // A `///` that trails code is not before the next declaration; the lines after it are.
        + "action f { title: \"F\" } /// Not this: it trails f.\naction g { title: \"G\" }\n"
        + "action h { title: \"H\" } /// Nor this.\n/// This.\naction i { title: \"I\" }\n")
    XCTAssertEqual(
      tree.declarations.map(\.documentation),
      [" Two spaces.\n\nTight.", nil, "Single line with a tab.", "", nil, nil, nil, nil, "This."])
    // At the very start of a file, with blanks, a byte order mark or a block comment before it,
    // and after a block comment on a line of its own, a `///` is before the declaration; after a
    // block comment that trails code, it trails that code too.
    for (text, documentation) in [
      ("  /// First.\naction a { title: \"A\" }\n", ["First."]),
      ("\u{FEFF}/// First.\naction a { title: \"A\" }\n", ["First."]),
      ("/* b */ /// First.\naction a { title: \"A\" }\n", ["First."]),
      ("action a { title: \"A\" }\n/* b */ /// Second.\naction b { title: \"B\" }\n", [nil, "Second."]),
      ("action a { title: \"A\" } /* b */ /// Not this.\naction b { title: \"B\" }\n", [nil, nil]),
    ] {
      XCTAssertEqual(parse(text).0.declarations.map(\.documentation), documentation, text)
    }
  }

  func testSyntaxErrorsAreReportedWhereTheTokenIsMissing() {
    assertDiagnostics(
      """
      action a {
          title1️⃣ "A"
      }
      category c { actions: [a] }
      """, [Expected("1️⃣", .expectedToken, "expected ':' after property name 'title'")])
    assertDiagnostics(
      """
      action a {
          title: "A"1️⃣

      category c { actions: [a] }
      """, [Expected("1️⃣", .expectedToken, "expected '}' to end action 'a'")])
    assertDiagnostics(
      """
      action a { title: "A" }
      category c {
          actions: [a1️⃣
          options: [customDismissAction]
      }
      """, [Expected("1️⃣", .expectedToken, "expected ']' to end list")])
    assertDiagnostics(
      """
      action a { title:1️⃣ }
      category c { actions: [a] }
      """, [Expected("1️⃣", .expectedValue, "expected value for property 'title'")])
    assertDiagnostics(
      """
      1️⃣actoin a { title: "A" }
      """, [Expected("1️⃣", .expectedDeclaration, "unknown keyword 'actoin'; did you mean 'action'?")])
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] }
      1️⃣platform ios 15.0
      """, [Expected("1️⃣", .misplacedDirective, "'platform' must come before the first action or category")])
    assertDiagnostics(
      """
      notif 1️⃣2
      """,
      [
        Expected(
          "1️⃣", .unsupportedLanguageVersion, "unsupported language version '2'; this compiler reads 'notif 1'")
      ])
    assertDiagnostics(
      """
      action a { title: localized("k"1️⃣ }
      category c { actions: [a] }
      """, [Expected("1️⃣", .expectedToken, "expected ')' to end 'localized('")])
    assertDiagnostics(
      """
      action a { title: localized("k"1️⃣ default: "A") }
      category c { actions: [a] }
      """, [Expected("1️⃣", .expectedToken, "expected ',' before 'default:'")])
    // A label without its colon, or a string without a label, is one error, with a fix-it that
    // makes the call valid; the argument is kept, so nothing follows on.
    let colon = assertDiagnostics(
      """
      action a { title: localized("k", comment1️⃣ "x") }
      category c { actions: [a] }
      """, [Expected("1️⃣", .expectedToken, "expected ':' after 'comment'")])
    XCTAssertEqual(colon.diagnostics.first?.fixIts.map(\.replacement), [":"])
    XCTAssertEqual(colon.model.actions.first?.title.localization?.comment, "x")
    let label = assertDiagnostics(
      """
      action a { title: localized("k", 1️⃣"Accept") }
      category c { actions: [a] }
      """,
      [
        Expected(
          "1️⃣", .expectedToken,
          "expected an argument label before this string; 'localized(...)' takes 'default:', 'table:' and 'comment:'"
        )
      ])
    XCTAssertEqual(label.diagnostics.first?.fixIts.map(\.replacement), ["default: "])
    // The label is offered once, and not when the call has a default: applied, the fix-its leave
    // no second default. A missing comma and a missing colon are one error each.
    for (call, offered) in [
      (#"localized("k", "A", "B")"#, [["default: "], []]),
      (#"localized("k", "A", default: "B")"#, [[]]),
      (#"localized("k", comment "x" default "y")"#, [[":"], [","], [":"]]),
    ] {
      let compilation = Compiler.compile([
        CompilationInput(path: "t.notif", text: "action a { title: \(call) }\ncategory c { actions: [a] }\n")
      ])
      XCTAssertEqual(compilation.diagnostics.map { $0.fixIts.map(\.replacement) }, offered, call)
      XCTAssertEqual(Set(compilation.diagnostics.map(\.code)), [.expectedToken], call)
    }
    assertDiagnostics(
      """
      action a1️⃣
      category c { actions: [a] }
      """, [Expected("1️⃣", .expectedToken, "expected '{' after action name 'a'")])
  }

  /// A comma with no element before it is one error, with a fix-it that deletes it (with its line
  /// when it is alone on it), and the list goes on.
  /// Declarations in YAML's style are each reported, with a fix-it that replaces the colon, and
  /// their actions are not called unused: what they list was not read. A block comment that never
  /// ends hides what follows it, so nothing is called unused then either.
  func testDeclarationsWithoutBracesAreEachReportedAndSilenceUnusedActions() {
    let compilation = assertDiagnostics(
      """
      action accept {
          title: "Accept"
      }
      action decline1️⃣:
          title: "Decline"
      category invite2️⃣:
          actions: [accept, decline]
      action later3️⃣(title: "Later")
      """,
      [
        Expected("1️⃣", .expectedToken, "expected '{' after action name 'decline'"),
        Expected("2️⃣", .expectedToken, "expected '{' after category name 'invite'"),
        Expected("3️⃣", .expectedToken, "expected '{' after action name 'later'"),
      ])
    XCTAssertEqual(compilation.diagnostics.map { $0.fixIts.map(\.replacement) }, [[" {"], [" {"], []])
    XCTAssertEqual(
      compilation.diagnostics.first?.fixIts.first.map {
        compilation.sources.files[0].text($0.span.start..<$0.span.end)
      },
      ":", "the colon is replaced")
    assertDiagnostics(
      """
      action a { title: "A" }
      1️⃣/* a comment that never ends
      category c { actions: [a] }
      """, [Expected("1️⃣", .unterminatedBlockComment, "unterminated '/*' comment")])
  }

  /// A `/*` that never ends inside a declaration (or a list, a `localized(...)`, a directive) is
  /// one error, at the `/*`: the comment may hold the `}` (or the value) that the parser finds
  /// missing at the end of the file, and an error for it would stand before the comment's, at the
  /// code before it. What the comment hides is not checked either (a missing title); what stands
  /// before it is.
  func testAnUnterminatedCommentInADeclarationIsOneErrorAtTheSlashStar() {
    let message = "unterminated '/*' comment"
    let compilation = assertDiagnostics(
      """
      action accept {
          title: "Accept" 1️⃣/* note
          destructive: true
      }

      category invite {
          actions: [accept]
      }
      """, [Expected("1️⃣", .unterminatedBlockComment, message)])
    XCTAssertEqual(
      compilation.diagnostics.first?.notes.map(\.message),
      ["the comment runs to the end of the file; add '*/' to end it"])
    XCTAssertEqual(compilation.model.actions.map(\.title.value), ["Accept"])
    for (marked, name) in [
      ("action a {\n    1️⃣/* note\n    title: \"A\"\n}\n", "before a title"),
      ("action a {\n    title: 1️⃣/* note\n    \"A\"\n}\n", "for a value"),
      ("action a {\n    title: \"A\"\n    destructive 1️⃣/* : true\n}\n", "for a colon"),
      ("action a {\n    title: localized(\"k\", 1️⃣/* default: \"A\")\n}\n", "in localized(...)"),
      ("action a { title: \"A\" }\ncategory c {\n    actions: [a, 1️⃣/* b]\n}\n", "in a list"),
      ("action a 1️⃣/* {\n    title: \"A\"\n}\n", "for a brace"),
      ("platform ios 1️⃣/* 15.0\n", "for a version"),
      ("action a { title: \"A\" }\ncategory c { actions: [a] } 1️⃣/* a /* b */\n", "nested, after the code"),
    ] {
      let compilation = Compiler.compile([
        CompilationInput(path: "test.notif", text: MarkedSource(marked).text)
      ])
      XCTAssertEqual(compilation.diagnostics.map(\.message), [message], name)
      XCTAssertEqual(
        compilation.diagnostics.first?.span?.start, MarkedSource(marked).offsets["1️⃣"], "at the '/*', \(name)")
    }
    // An error before the comment is still reported, and one for what the comment hides is not.
    assertDiagnostics(
      """
      action a {
          title1️⃣ "A" 2️⃣/* note
      }
      """,
      [
        Expected("1️⃣", .expectedToken, "expected ':' after property name 'title'"),
        Expected("2️⃣", .unterminatedBlockComment, message),
      ])
  }

  /// A parse's diagnostics are in source order, as a compilation's are, although the lexer (which
  /// runs ahead of the parser) reports its own first (`fmt` prints them).
  func testParseDiagnosticsAreSortedByPosition() {
    let parsed = Compiler.parse(
      CompilationInput(path: "t.notif", text: "action a { title \"A\" }\naction b { title: \"B\" - }\n"))
    let positions = parsed.diagnostics.map { "\(parsed.sources.start(of: $0.span!))" }
    XCTAssertEqual(positions, ["1:17", "2:23"])
  }

  /// The first file's text with the first diagnostic's first fix-it applied; `nil` without one.
  static func applyingFirstFixIt(_ compilation: Compilation) -> String? {
    guard let fixIt = compilation.diagnostics.first?.fixIts.first else { return nil }
    let bytes = compilation.sources.files[0].bytes
    return String(
      decoding: bytes[..<fixIt.span.start] + Array(fixIt.replacement.utf8) + bytes[fixIt.span.end...],
      as: UTF8.self)
  }

  func testAnExtraCommaInAListIsOneError() {
    for (list, fixed) in [
      ("[a,1️⃣,b]", "[a,b]"), ("[1️⃣,]", "[]"), ("[1️⃣, a, b]", "[a, b]"), ("[a, 1️⃣, b]", "[a, b]"),
      ("[\n    a,\n    1️⃣,\n    b\n]", "[\n    a,\n    b\n]"),
    ] {
      let compilation = assertDiagnostics(
        "action a { title: \"A\" }\naction b { title: \"B\" }\ncategory c { actions: \(list) }\n",
        [Expected("1️⃣", .expectedValue, "expected a list element before ','")])
      guard let result = Self.applyingFirstFixIt(compilation) else {
        XCTFail("no fix-it for \(list)")
        continue
      }
      XCTAssertTrue(result.contains("actions: \(fixed) }"), result)
    }
  }

  /// A comma between properties (a habit from JSON and Swift) is one error with a fix-it that
  /// deletes it, and the properties after it are read and checked as usual.
  func testACommaBetweenPropertiesIsOneError() {
    for (source, fixed) in [
      ("action a { title: \"A\"1️⃣, destructive: 1️⃣2 }", "action a { title: \"A\" destructive: 2 }"),
      (
        "action a {\n    title: \"A\"1️⃣,\n    destructive: 1️⃣2\n}",
        "action a {\n    title: \"A\"\n    destructive: 2\n}"
      ),
    ] {
      let marked = source.replacingOccurrences(of: "1️⃣2", with: "2️⃣2")
      let compilation = assertDiagnostics(
        marked + "\ncategory c { actions: [a] }\n",
        [
          Expected("1️⃣", .expectedToken, "unexpected ',' between properties of action 'a'"),
          Expected("2️⃣", .wrongValueKind, "'destructive' takes true or false, not a number"),
        ])
      guard let result = Self.applyingFirstFixIt(compilation) else {
        XCTFail("no fix-it for \(source)")
        continue
      }
      XCTAssertTrue(result.hasPrefix(fixed), result)
      XCTAssertEqual(
        compilation.diagnostics.first?.notes.map(\.message),
        ["properties are separated by line breaks or spaces"])
    }
    // With no property on one side, it is not "between" properties.
    for source in ["action a { 1️⃣, title: \"A\" }", "action a { title: \"A\"1️⃣, }"] {
      assertDiagnostics(
        source + "\ncategory c { actions: [a] }\n",
        [Expected("1️⃣", .expectedToken, "unexpected ',' in action 'a'")])
    }
  }

  /// A directive cut short reports what is missing, and the declaration or directive on the next
  /// line is read as itself, with no follow-on errors.
  func testIncompleteDirectivesDoNotTakeTheNextLine() {
    for (directive, message) in [
      ("platform", "expected platform name after 'platform' (ios, macos, watchos, visionos, maccatalyst)"),
      ("platform ios", "expected deployment target version after 'platform ios'"),
      ("import", "expected a file path string or library name after 'import'"),
      ("localization", "expected strings table name after 'localization'"),
    ] {
      assertDiagnostics(
        """
        \(directive)1️⃣
        platform ios 15.0
        action a { title: "A" }
        category c { actions: [a] }
        """, [Expected("1️⃣", .expectedToken, message)])
    }
  }

  /// Line breaks are insignificant (spec section 2), in a `platform` line too: its version may be
  /// on the next line, after a comment.
  func testAPlatformsVersionMayBeOnTheNextLine() {
    for text in [
      "platform ios\n    15.0\n", "platform ios // the oldest\n  15.0\n", "platform ios /* a\n */ 15.0\n",
    ] {
      let compilation = assertDiagnostics(
        text + "action a { title: \"A\" }\ncategory c { actions: [a] }\n", [])
      XCTAssertEqual(
        compilation.model.platforms.map { "\($0.name.rawValue) \($0.version)" }, ["ios 15.0"], text)
    }
  }

  /// The version line: without its number, given twice, or after other lines.
  func testLanguageVersionLineMistakes() {
    assertDiagnostics(
      """
      notif1️⃣
      action a { title: "A" }
      category c { actions: [a] }
      """, [Expected("1️⃣", .expectedToken, "expected language version after 'notif', such as 'notif 1'")])
    let twice = assertDiagnostics(
      """
      notif 1
      1️⃣notif 1
      action a { title: "A" }
      category c { actions: [a] }
      """, [Expected("1️⃣", .misplacedDirective, "'notif' version line is given twice")])
    XCTAssertEqual(
      twice.diagnostics[0].notes.first?.span.map { twice.sources.start(of: $0) },
      LineColumn(line: 1, column: 7))
    assertDiagnostics(
      """
      platform ios 15.0
      1️⃣notif 1
      action a { title: "A" }
      category c { actions: [a] }
      """, [Expected("1️⃣", .misplacedDirective, "'notif' version line must come first in the file")])
  }

  func testThreeIndependentSyntaxErrorsGiveExactlyThreeErrors() {
    assertDiagnostics(
      """
      action a {
          title1️⃣ "A"
      }
      action b {
          title: "B"
          destructive:2️⃣ }
      category c {
          actions: [a, b3️⃣
      }
      """,
      [
        Expected("1️⃣", .expectedToken, "expected ':' after property name 'title'"),
        Expected("2️⃣", .expectedValue, "expected value for property 'destructive'"),
        Expected("3️⃣", .expectedToken, "expected ']' to end list"),
      ])
  }

  func testDeepNestingIsBoundedWithoutRecursion() {
    let text =
      "action a { title: \"A\" }\ncategory c { actions: " + String(repeating: "[", count: 100_000) + " }"
    let (_, diagnostics) = parse(text)
    XCTAssertEqual(diagnostics.map(\.code), [.nestingTooDeep])
  }

  func testAdversarialInputsNeverCrash() {
    var inputs: [[UInt8]] = [
      [], Array("// only a comment".utf8), Array("/* a */ /* b */".utf8), [0x00], [0xFF, 0xFE, 0x00, 0x80],
      Array("action a {\r\n    title: \"A\"\r\n}\r\ncategory c {\r    actions: [a]\r}\r".utf8),
      Array("}}}]]]))) ,,, ::: \"".utf8), Array("action".utf8), Array("category c { actions: [".utf8),
    ]
    inputs.append(
      Array("action a { title: \"".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000)
        + Array("\" }".utf8))
    for input in inputs {
      let compilation = Compiler.compile([CompilationInput(path: "x.notif", bytes: input)])
      _ = ManifestEmitter.emit(compilation.model)
      // Every diagnostic has a valid location in its file.
      for diagnostic in compilation.diagnostics {
        if let span = diagnostic.span {
          XCTAssertLessThanOrEqual(span.end, compilation.sources[span.file].bytes.count)
        }
      }
    }
  }

  func testManyDeclarationsParseInLinearTime() {
    var text = ""
    for index in 0..<200_000 { text += "action a\(index) { title: \"T\" }\n" }
    let (tree, diagnostics) = parse(text)
    XCTAssertEqual(tree.declarations.count, 200_000)
    XCTAssertEqual(diagnostics.count, 0)
    // The array grows to what the file predicts, not by doubling (which gives room for 262,144).
    XCTAssertLessThan(tree.declarations.capacity, 200_000 * 23 / 20)
  }

  func testDeclarationsCrowdedAtEitherEndAllParse() {
    let declarations = (0..<5_000).map { "action a\($0) { title: \"T\" }\n" }.joined()
    let filler = "// " + String(repeating: "x", count: 400_000) + "\n"
    for text in [filler + declarations, declarations + filler, declarations + filler + declarations] {
      let (tree, diagnostics) = parse(text)
      XCTAssertEqual(diagnostics.count, 0)
      let expected = text == declarations + filler + declarations ? 10_000 : 5_000
      XCTAssertEqual(tree.declarations.count, expected)
      // Never more than doubling would reserve, however the file misleads the prediction.
      XCTAssertLessThanOrEqual(tree.declarations.capacity, 2 * expected + 16)
      XCTAssertEqual(tree.declarations.last?.name.text, "a4999")
      XCTAssertEqual(tree.declarations[4_999].name.text, "a4999")
    }
  }

  func testLineEndingsGiveTheSameLines() {
    for ending in ["\n", "\r\n", "\r"] {
      let text = ["action a {", "    title: 1", "}"].joined(separator: ending)
      let compilation = Compiler.compile([CompilationInput(path: "x.notif", text: text)])
      let wrongKind = compilation.diagnostics.first { $0.code == .wrongValueKind }
      XCTAssertEqual(
        wrongKind.map { compilation.sources.start(of: $0.span!) }, LineColumn(line: 2, column: 12),
        "ending \(ending.debugDescription)")
    }
  }
}
