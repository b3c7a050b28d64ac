import Foundation
import XCTest

@testable import NotifCore

final class FormatterTests: XCTestCase {
  // MARK: Helpers

  /// Formats `text` (which must parse without errors) and checks the invariants every format must
  /// keep: all comments and tokens written, idempotence, the same tokens, comments, documentation,
  /// ignore directives, diagnostics and manifest.
  @discardableResult
  func format(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    format(bytes: Array(text.utf8), file: file, line: line)
  }

  @discardableResult
  func format(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> String {
    let input = CompilationInput(path: "test.notif", bytes: bytes)
    let parsed = Compiler.parse(input)
    XCTAssertEqual(
      parsed.diagnostics.filter { $0.severity == .error }.map(\.message), [], "input has syntax errors",
      file: file,
      line: line)
    let result = NotifCore.Formatter.formatWithReport(parsed.tree, source: parsed.sources.files[0])
    XCTAssertFalse(result.usedFallback, "fell back to the source text", file: file, line: line)
    XCTAssertEqual(result.commentsEmitted, result.commentsPresent, "comments written", file: file, line: line)
    XCTAssertEqual(result.commentsPresent, parsed.tree.tokens.comments.count, file: file, line: line)
    XCTAssertEqual(
      result.tokensEmitted + result.commasDropped, result.tokensPresent, "tokens written", file: file,
      line: line)
    assertInvariants(input, result.text, file: file, line: line)
    return result.text
  }

  func assertInvariants(_ input: CompilationInput, _ output: String, file: StaticString, line: UInt) {
    let before = Compiler.parse(input)
    let formattedInput = CompilationInput(path: input.path, text: output)
    let after = Compiler.parse(formattedInput)
    XCTAssertEqual(
      after.diagnostics.filter { $0.severity == .error }.map(\.message), [], "output has syntax errors",
      file: file, line: line)
    let again = NotifCore.Formatter.format(after.tree, source: after.sources.files[0])
    XCTAssertEqual(again, output, "not idempotent", file: file, line: line)
    XCTAssertEqual(meaningTokens(before), meaningTokens(after), "tokens changed", file: file, line: line)
    XCTAssertEqual(commentTexts(before), commentTexts(after), "comments changed", file: file, line: line)
    XCTAssertEqual(
      before.tree.declarations.map(\.documentation), after.tree.declarations.map(\.documentation),
      "documentation changed", file: file, line: line)
    XCTAssertEqual(
      before.tree.ignoreDirectives.map { $0.codes.map(\.text) },
      after.tree.ignoreDirectives.map { $0.codes.map(\.text) },
      file: file, line: line)
    XCTAssertFalse(output.contains("\r"), file: file, line: line)
    XCTAssertFalse(
      output.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.hasSuffix(" ") })
    if !output.isEmpty {
      XCTAssertTrue(
        output.hasSuffix("\n") && !output.hasSuffix("\n\n"), "final newline", file: file, line: line)
    }
    // The checked result: diagnostics (ignore directives included) and the manifest.
    let compiledBefore = Compiler.compile([input])
    let compiledAfter = Compiler.compile([formattedInput])
    XCTAssertEqual(
      compiledBefore.diagnostics.map(\.code), compiledAfter.diagnostics.map(\.code), "diagnostics changed",
      file: file, line: line)
    if !compiledBefore.hasErrors {
      XCTAssertEqual(
        ManifestEmitter.emit(compiledBefore.model), ManifestEmitter.emit(compiledAfter.model),
        "manifest changed",
        file: file, line: line)
    }
  }

  /// The tokens' kinds and texts, without the commas that end a list or call.
  func meaningTokens(
    _ parsed: (sources: SourceManager, tree: SyntaxTree, diagnostics: [Diagnostic]),
    ignoringCommas: Bool = false
  ) -> [String] {
    let source = parsed.sources.files[0]
    let tokens = parsed.tree.tokens.tokens
    var result: [String] = []
    for (index, token) in tokens.enumerated() {
      if token.kind == .comma, ignoringCommas || index + 1 < tokens.count,
        ignoringCommas || tokens[index + 1].kind == .rightBracket || tokens[index + 1].kind == .rightParen
      {
        continue
      }
      result.append("\(token.kind) \(source.text(token.range))")
    }
    return result
  }

  /// The comments' texts, with line breaks normalized and trailing white space removed.
  func commentTexts(_ parsed: (sources: SourceManager, tree: SyntaxTree, diagnostics: [Diagnostic]))
    -> [String]
  {
    let source = parsed.sources.files[0]
    return parsed.tree.tokens.comments.map { comment in
      source.text(comment.range).replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
        of: "\r", with: "\n"
      )
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
      .joined(separator: "\n")
    }
  }

  func assertFormats(_ input: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line)
  {
    let output = format(input, file: file, line: line)
    XCTAssertEqual(output, expected, file: file, line: line)
    if output != expected { print("---- got:\n\(output)---- expected:\n\(expected)----") }
  }

  // MARK: Layout

  func testSpecExampleIsAlreadyCanonical() {
    let invite = """
      // Calendar invitations: answer without opening the app.
      notif 1
      platform ios 15.0

      /// Accepts the invitation in the background.
      action accept {
          identifier: "ACCEPT_IDENTIFIER"
          title: "Accept"
      }

      action decline {
          identifier: "DECLINE_IDENTIFIER"
          title: "Decline"
          destructive: true
      }

      /// Invitations to calendar events.
      category invite {
          identifier: "INVITE_CATEGORY"
          actions: [accept, decline]
          minimalActions: [accept, decline]
          options: [customDismissAction]
      }

      """
    assertFormats(invite, invite)
  }

  func testMessyInputGetsCanonicalLayout() {
    assertFormats(
      """
      notif   1 platform ios 15.0
      platform   macos   12.0
      import "common.notif" import ubudu localization "Push"
      action accept{identifier:"ACCEPT"   title :
      "Accept" destructive:false}
      action empty {  }    category invite { actions : [ accept ,UbuduYes, ] options:[
      customDismissAction
      ]
      intentIdentifiers: [ ]
      title: localized ( "k" , default : "Hi" , ) }
      """,
      """
      notif 1
      platform ios 15.0
      platform macos 12.0
      import "common.notif"
      import ubudu
      localization "Push"

      action accept {
          identifier: "ACCEPT"
          title: "Accept"
          destructive: false
      }

      action empty {}

      category invite {
          actions: [accept, UbuduYes]
          options: [customDismissAction]
          intentIdentifiers: []
          title: localized("k", default: "Hi")
      }

      """)
  }

  func testBlankLinesBetweenPropertiesAreKeptAtMostOne() {
    assertFormats(
      """


      action a {


          title: "A"



          destructive: true
          identifier: "A"


      }



      action b { title: "B" }
      """,
      """
      action a {
          title: "A"

          destructive: true
          identifier: "A"
      }

      action b {
          title: "B"
      }

      """)
  }

  func testHeaderBlankLinesAreKeptAtMostOneAndDeclarationsSeparated() {
    assertFormats(
      "notif 1\n\n\n\nplatform ios 15.0\nplatform macos 12.0\naction a { title: \"A\" }\naction b { title: \"B\" }\n",
      "notif 1\n\nplatform ios 15.0\nplatform macos 12.0\n\naction a {\n    title: \"A\"\n}\n\naction b {\n    title: \"B\"\n}\n"
    )
  }

  func testStringsNamesAndNumbersAreCopiedAsWritten() {
    assertFormats(
      #"platform ios 15.4.1 action Caf_1 { title: "Caf\u{E9} \"x\" \\ \t é 😀" identifier: "\u{1F600}" }"#,
      """
      platform ios 15.4.1

      action Caf_1 {
          title: "Caf\\u{E9} \\"x\\" \\\\ \\t é 😀"
          identifier: "\\u{1F600}"
      }

      """)
  }

  func testLongListsBreakOneElementPerLineWithTrailingComma() {
    let names = (1...12).map { "action_number_\($0)" }
    let declarations = names.map { "action \($0) { title: \"\($0)\" }" }.joined(separator: "\n")
    let output = format("\(declarations)\ncategory c { actions: [\(names.joined(separator: ", "))] }")
    XCTAssertTrue(
      output.hasSuffix(
        "category c {\n    actions: [\n" + names.map { "        \($0),\n" }.joined() + "    ]\n}\n"), output)
    // A list that fits exactly in 100 columns stays on one line; one more column breaks it.
    let fits = "    actions: [" + String(repeating: "a", count: 100 - 15) + "]"
    XCTAssertEqual(fits.count, 100)
    XCTAssertEqual(format("category c {\n\(fits)\n}\n"), "category c {\n\(fits)\n}\n")
    let long = "    actions: [" + String(repeating: "a", count: 100 - 14) + "]"
    XCTAssertEqual(
      format("category c {\n\(long)\n}\n"),
      "category c {\n    actions: [\n        \(String(repeating: "a", count: 86)),\n    ]\n}\n")
  }

  func testBrokenListWithoutCommentsIsJoinedWhenItFits() {
    assertFormats(
      "category c {\n    actions: [\n        a,\n        b,\n    ]\n}\n",
      "category c {\n    actions: [a, b]\n}\n")
  }

  func testLongLocalizedBreaksOneArgumentPerLine() {
    assertFormats(
      """
      action read_now {
          title: localized("in-the-news-notification-read-now-action-title",
                           default: "Read Now", comment: "Button that opens the article")
      }
      """,
      """
      action read_now {
          title: localized(
              "in-the-news-notification-read-now-action-title",
              default: "Read Now",
              comment: "Button that opens the article",
          )
      }

      """)
  }

  /// The line limit is in terminal columns: a CJK character takes two, so a line of 64 of them
  /// (under 100 characters, over 100 columns) breaks, and one of 20 does not.
  func testLineLimitCountsTerminalColumns() {
    let wide = String(repeating: "読", count: 64)
    let output = format("action a {\n    title: localized(\"a.title\", default: \"\(wide)\")\n}\n")
    XCTAssertTrue(
      output.contains("localized(\n        \"a.title\",\n        default: \"\(wide)\",\n    )"), output)
    let short = String(repeating: "読", count: 20)
    let kept = "action a {\n    title: localized(\"a.title\", default: \"\(short)\")\n}\n"
    assertFormats(kept, kept)
  }

  func testNestedListsAreFormattedToo() {
    // Nested lists are a checker error, not a syntax error: the formatter still lays them out.
    let output = format("category c { intentIdentifiers: [[\"a\",], [], [\"b\", [\"c\"]]] }")
    XCTAssertEqual(output, "category c {\n    intentIdentifiers: [[\"a\"], [], [\"b\", [\"c\"]]]\n}\n")
  }

  // MARK: Line endings, BOM, empty files

  func testCRLFAndCRLineEndingsAndBOMAreNormalized() {
    let text =
      "notif 1\r\nplatform ios 15.0\r\r\n// c\r\naction a {\r\n    title: \"A\" /* x\r\n  y */\r\n}\r\n"
    let output = format(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
    XCTAssertEqual(
      output, "notif 1\nplatform ios 15.0\n\n// c\naction a {\n    title: \"A\" /* x\n  y */\n}\n")
  }

  func testEmptyAndCommentOnlyFiles() {
    XCTAssertEqual(format(""), "")
    XCTAssertEqual(format("\n\n  \n"), "")
    XCTAssertEqual(format("// just a comment"), "// just a comment\n")
    XCTAssertEqual(format("  /* a */ /* b */\n\n\n// c   \n\n"), "/* a */ /* b */\n\n// c\n")
  }

  // MARK: Comments

  func testCommentsEverywhereArePreservedInPlace() {
    assertFormats(
      """
      // File comment 1
      /* file block */

      // before notif
      notif 1 // after notif
      // between header lines
      platform /* inline */ ios 15.0 // trailing platform
      localization "Push" /* trailing block */
      // before first declaration

      /// Doc for accept.
      /// Second doc line.
      action accept { // after brace
        // before property
        identifier: "ACCEPT" // trailing property
        title /* before colon */ : /* after colon */ "Accept"

        // last in body
      } // after closing brace
      // between declarations
      action decline /* before brace */ { title: "Decline" }
      category invite {
        actions: [accept, // after first element
          // before second
          decline /* after second */ , maybe
          // before close
        ]
        options: [/* lone */]
        intentIdentifiers: [
          // only a comment
        ]
        categorySummaryFormat: localized("k", // after key
          default: "D" /* after default */, comment: "C")
      }
      /* eof block */ // eof line
      // eof own line without newline
      """,
      """
      // File comment 1
      /* file block */

      // before notif
      notif 1 // after notif
      // between header lines
      platform /* inline */ ios 15.0 // trailing platform
      localization "Push" /* trailing block */

      // before first declaration

      /// Doc for accept.
      /// Second doc line.
      action accept { // after brace
          // before property
          identifier: "ACCEPT" // trailing property
          title: /* before colon */ /* after colon */ "Accept"

          // last in body
      } // after closing brace

      // between declarations
      action decline { /* before brace */
          title: "Decline"
      }

      category invite {
          actions: [
              accept, // after first element
              // before second
              decline, /* after second */
              maybe,
              // before close
          ]
          options: [ /* lone */
          ]
          intentIdentifiers: [
              // only a comment
          ]
          categorySummaryFormat: localized(
              "k", // after key
              default: "D", /* after default */
              comment: "C",
          )
      }
      /* eof block */ // eof line
      // eof own line without newline

      """)
  }

  func testDocCommentsStayDirectlyAboveTheirDeclaration() {
    assertFormats(
      "platform ios 15.0\n/// Doc.\n\n\naction a { title: \"A\" }\n/// One.\n\n/// Two.\naction b { title: \"B\" }\n",
      "platform ios 15.0\n\n/// Doc.\naction a {\n    title: \"A\"\n}\n\n/// One.\n\n/// Two.\naction b {\n    title: \"B\"\n}\n"
    )
    // A doc comment that trails the previous declaration still documents the next one; the blank
    // line the formatter puts between declarations must not cut it off.
    let output = format("action a { title: \"A\" } /// x\n/// y\naction b { title: \"B\" }\n")
    XCTAssertTrue(output.contains("} /// x\n/// y\naction b {"), output)
  }

  /// A name after a block comment that spans lines stays after the comment's end, also on a line
  /// that a `notifc:ignore` comment silences: the format of the format is the same. A `{` on a
  /// silenced line of its own keeps it, so that the comment silences what it did.
  func testANameAfterAMultiLineBlockCommentStaysOnItsLine() {
    let declaration = "action a {\n    title: \"A\"\n}\n\ncategory /* m\n  l */ c"
    for (input, expected) in [
      (
        "action a { title: \"A\" }\ncategory /* m\n  l */c\n{ // notifc:ignore N602\n    actions: [a]\n}\n",
        declaration + "\n{ // notifc:ignore N602\n    actions: [a]\n}\n"
      ),
      (
        "action a { title: \"A\" }\ncategory /* m\n  l */ c { // notifc:ignore N602\n    actions: [a]\n}\n",
        declaration + " { // notifc:ignore N602\n    actions: [a]\n}\n"
      ),
      (
        "action a { title: \"A\" }\ncategory c\n{ // notifc:ignore N410\n    actions: [a]\n}\n",
        "action a {\n    title: \"A\"\n}\n\ncategory c\n{ // notifc:ignore N410\n    actions: [a]\n}\n"
      ),
    ] {
      assertFormats(input, expected)
    }
  }

  func testIgnoreDirectivesKeepTheLineTheySilence() {
    let input = """
      action a { title: "A" activation: foreground
        // notifc:ignore N602
        authenticationRequired: true }
      action b { title: "B" activation: foreground authenticationRequired: true // notifc:ignore N602
      }
      // notifc:ignore N410
      action unused { title: "U" }
      category c { actions: [a, b] }
      """
    let compiled = Compiler.compile([CompilationInput(path: "test.notif", text: input)])
    XCTAssertFalse(
      compiled.diagnostics.contains { $0.code == .redundantAuthentication || $0.code == .unusedAction })
    assertFormats(
      input,
      """
      action a {
          title: "A"
          activation: foreground
          // notifc:ignore N602
          authenticationRequired: true }

      action b { title: "B" activation: foreground authenticationRequired: true // notifc:ignore N602
      }

      // notifc:ignore N410
      action unused { title: "U" }

      category c {
          actions: [a, b]
      }

      """)
  }

  /// A misspelt directive (`notifc: ignore`, which N952's fix-it corrects) keeps the line it was
  /// written for as a directive does: formatted, then corrected, it silences what it meant to.
  func testMisspeltIgnoreDirectivesKeepTheLineTheyMeantToSilence() throws {
    let input = """
      action a { title: "A" } // notifc: ignore N410
      // NOTIFC: IGNORE N410
      action b { title: "B" }
      category c { actions: [] }

      """
    let formatted = format(input)
    XCTAssertEqual(
      formatted,
      """
      action a { title: "A" } // notifc: ignore N410

      // NOTIFC: IGNORE N410
      action b { title: "B" }

      category c {
          actions: []
      }

      """)
    let compiled = Compiler.compile([CompilationInput(path: "test.notif", text: formatted)])
    XCTAssertEqual(compiled.diagnostics.filter { $0.code == .invalidIgnore }.count, 2)
    let corrected = ParserHabitTests.applyingEveryFixIt(compiled)
    let after = Compiler.compile([CompilationInput(path: "test.notif", text: corrected)])
    XCTAssertEqual(after.diagnostics.map(\.code), [], corrected)
  }

  func testBlockCommentsNestedAndMultiLineAreKeptVerbatim() {
    assertFormats(
      "/* outer /* nested */ still outer */\naction a {\n  /* one\n     two   \n  three */ title: \"A\"\n  destructive: /* a /* b */ c */ true\n}\n",
      "/* outer /* nested */ still outer */\naction a {\n    /* one\n     two\n  three */\n    title: \"A\"\n    destructive: /* a /* b */ c */ true\n}\n"
    )
  }

  func testCommentsBetweenListElementsAndInsideLocalizedBreakThem() {
    assertFormats(
      "category c { actions: [a /* x */, b] }\naction a { title: localized(/* k */ \"k\") }",
      "category c {\n    actions: [\n        a, /* x */\n        b,\n    ]\n}\n\naction a {\n    title: localized( /* k */\n        \"k\",\n    )\n}\n"
    )
  }

  func testCommentBeforeValueOnItsOwnLine() {
    assertFormats(
      "action a {\n  title: // why\n    \"A\"\n  identifier:\n  // own line\n  \"X\"\n}\n",
      "action a {\n    title: // why\n        \"A\"\n    identifier:\n        // own line\n        \"X\"\n}\n"
    )
  }

  // MARK: Meaning, samples, robustness

  func testManifestIsUnchangedForAValidFile() {
    let input = """
      notif 1 platform ios 15.0 localization "Push"
      /// Reply.
      action reply { title: localized("reply.title", default: "Reply", table: "Chat", comment: "Button",) behavior: textInput
        textInputButtonTitle: localized("reply.send", default: "Send") textInputPlaceholder: "Type\\u{2026}" }
      action delete { title: "Delete" destructive: true authenticationRequired: true systemIcon: "trash" }
      category message { identifier: "MESSAGE" actions: [reply, delete,] options: [customDismissAction, hiddenPreviewsShowTitle]
        intentIdentifiers: ["INSendMessageIntentIdentifier"] hiddenPreviewsBodyPlaceholder: "%u messages" }
      """
    let compiled = Compiler.compile([CompilationInput(path: "test.notif", text: input)])
    XCTAssertFalse(compiled.hasErrors, compiled.diagnostics.map(\.message).joined(separator: "\n"))
    let output = format(input)
    XCTAssertTrue(
      output.contains(
        "    title: localized(\"reply.title\", default: \"Reply\", table: \"Chat\", comment: \"Button\")\n"),
      output)
    XCTAssertTrue(output.contains("    actions: [reply, delete]\n"), output)
  }

  func testSamplesAreIdempotentAndKeepTheirMeaning() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let directory = root.appendingPathComponent("samples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".notif") {
      let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
      let parsed = Compiler.parse(CompilationInput(path: name, bytes: bytes))
      if parsed.diagnostics.contains(where: { $0.severity == .error }) { continue }  // an error sample
      let once = format(bytes: bytes)
      XCTAssertEqual(format(once), once, name)
    }
  }

  func testSyntaxErrorsFallBackToTheSourceWithoutLosingAnything() {
    let text = "action a {\r\n  title \"A\"   \r\n}"
    let parsed = Compiler.parse(CompilationInput(path: "t.notif", text: text))
    XCTAssertTrue(parsed.diagnostics.contains { $0.severity == .error })
    let result = NotifCore.Formatter.formatWithReport(parsed.tree, source: parsed.sources.files[0])
    XCTAssertTrue(result.usedFallback)
    XCTAssertTrue(result.isComplete)
    XCTAssertEqual(result.text, "action a {\n  title \"A\"\n}\n")
    // A tree without tokens (a file over the size limit) does not crash either.
    let empty = SyntaxTree(file: FileID(0), tokens: TokenStream())
    XCTAssertEqual(NotifCore.Formatter.format(empty, source: SourceFile(path: "x", text: "a  \n")), "a\n")
  }

  /// Every prefix of an input, and the input without each one of its bytes: the formatter never
  /// crashes, always writes every comment and token, and is idempotent on what parses cleanly.
  func testMutatedInputsNeverLoseTokensOrComments() {
    let base = Array(
      """
      // c
      notif 1 platform ios 15.0 /* b */
      /// d
      action a { title: localized("k", /* x */ default: "D",) // t
        identifier: "A" }
      category c { actions: [a, // e
        b,] options: [] }
      """.utf8)
    var inputs: [[UInt8]] = (0...base.count).map { Array(base[0..<$0]) }
    inputs += base.indices.map { index in
      var copy = base; copy.remove(at: index); return copy
    }
    for bytes in inputs {
      let parsed = Compiler.parse(CompilationInput(path: "t.notif", bytes: bytes))
      let result = NotifCore.Formatter.formatWithReport(parsed.tree, source: parsed.sources.files[0])
      let shown = String(decoding: bytes, as: UTF8.self)
      XCTAssertTrue(result.isComplete, shown)
      guard !parsed.diagnostics.contains(where: { $0.severity == .error }) else { continue }
      XCTAssertFalse(result.usedFallback, shown)
      let reparsed = Compiler.parse(CompilationInput(path: "t.notif", text: result.text))
      // The parser accepts `localized("k" default: "D")` without a comma (and without an error),
      // and the formatter writes the comma: compare without commas here.
      XCTAssertEqual(
        meaningTokens(parsed, ignoringCommas: true), meaningTokens(reparsed, ignoringCommas: true), shown)
      XCTAssertEqual(commentTexts(parsed), commentTexts(reparsed), shown)
      XCTAssertEqual(
        NotifCore.Formatter.format(reparsed.tree, source: reparsed.sources.files[0]), result.text, shown)
    }
  }

  func testListsSilencedByAnIgnoreDirectiveStayOnOneLine() {
    // N802 is reported at the element: breaking the list would move it off the silenced line.
    let options =
      "[customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle, allowAnnouncement]"
    let input = """
      action a {
          title: "A"
      }

      category c {
          actions: [a]
          options: \(options) // notifc:ignore N802
      }

      category d {
          actions: [a]
          // notifc:ignore N802
          options: \(options)
      }

      """
    let output = format(input)
    XCTAssertEqual(output, input)
    // Inline block comments do not break a silenced list either (`//` comments still do).
    assertFormats(
      "category c { options: [customDismissAction /* x */, allowAnnouncement] // notifc:ignore N802\n}",
      "category c { options: [customDismissAction, /* x */ allowAnnouncement] // notifc:ignore N802\n}\n"
    )
    // Without the directive the long list breaks.
    XCTAssertTrue(
      format("category c { options: \(options) }").contains("    options: [\n        customDismissAction,\n"))
  }

  /// A line an ignore directive silences keeps everything it holds, because the formatter cannot
  /// tell which of its tokens the directive is for: two properties, a property and the closing
  /// brace, or the start of a declaration and its first property stay together.
  func testALineAnIgnoreDirectiveSilencesKeepsEverythingOnIt() {
    for input in [
      "action archive {\n    identifier: \"com.apple.archive\" title: \"Archive\" // notifc:ignore N407\n}\n",
      "action archive {\n    title: \"Archive\" identifier: \"com.apple.archive\" } // notifc:ignore N407\n",
    ] {
      let file = input + "\ncategory c {\n    actions: [archive]\n}\n"
      XCTAssertFalse(Compiler.compile([CompilationInput(path: "t.notif", text: file)]).hasWarnings, file)
      assertFormats(file, file)
    }
    let own =
      "action archive {\n    // notifc:ignore N407\n    title: \"Archive\" identifier: \"com.apple.archive\" }\n"
    assertFormats(
      own + "\ncategory c { actions: [archive] }\n", own + "\ncategory c {\n    actions: [archive]\n}\n")
    // Inside a list broken by a `//` comment, the elements on the silenced line stay on it, after
    // the bracket without a space.
    assertFormats(
      "action a { title: \"A\" }\ncategory c { actions: [a]\n  options: [customDismissAction, allowAnnouncement, // notifc:ignore N802\n  hiddenPreviewsShowTitle] }\n",
      "action a {\n    title: \"A\"\n}\n\ncategory c {\n    actions: [a]\n    options: [customDismissAction, allowAnnouncement, // notifc:ignore N802\n        hiddenPreviewsShowTitle,\n    ]\n}\n"
    )
    // Nothing joins a silenced line from another: the list is not pulled onto the comment's line,
    // where its first element's warning would be silenced too.
    let joined = format(
      "action a { title: \"A\" }\ncategory k {\n    actions: [a]\n    options: [allowAnnouncement\n        , customDismissAction] // notifc:ignore N802\n}\n"
    )
    XCTAssertTrue(joined.contains("options: [allowAnnouncement,\n"), joined)
    // An own-line directive before a list's closing bracket is indented as any comment there.
    assertFormats(
      "action a { title: \"A\" }\ncategory k { actions: [a\n// notifc:ignore N907\n, ]\n}\n",
      "action a {\n    title: \"A\"\n}\n\ncategory k {\n    actions: [\n        a,\n        // notifc:ignore N907\n    ]\n}\n"
    )
    // The category's `options` keeps its line with the brace after it; the next line is laid out.
    assertFormats(
      "action a { title: \"A\" }\ncategory c { actions: [a]\n  options: [allowAnnouncement] } // notifc:ignore N802\n",
      "action a {\n    title: \"A\"\n}\n\ncategory c {\n    actions: [a]\n    options: [allowAnnouncement] } // notifc:ignore N802\n"
    )
  }

  /// A block comment that starts a line keeps what follows it on that line: a `notifc:ignore`
  /// before it goes on silencing the line (the comment used to be put on a line of its own, which
  /// the directive then silenced instead), and a second format changes nothing.
  func testABlockCommentThatStartsALineKeepsItsLine() {
    for (input, expected) in [
      (
        "action a {\n    title: \"x\"\n    // notifc:ignore N407\n    /* legacy */ identifier: \"com.apple.x\"\n}\n",
        "action a {\n    title: \"x\"\n    // notifc:ignore N407\n    /* legacy */ identifier: \"com.apple.x\"\n}\n"
      ),
      (
        "action a {\n    title: localized(\"k\", default: \"M\",\n    // notifc:ignore N906\n    /* b */ /* c */ comment: \"c\")\n}\n",
        "action a {\n    title: localized(\n        \"k\",\n        default: \"M\",\n        // notifc:ignore N906\n        /* b */ /* c */ comment: \"c\", )\n}\n"
      ),
    ] {
      let file = input + "\ncategory c {\n    actions: [a]\n}\n"
      let formatted = expected + "\ncategory c {\n    actions: [a]\n}\n"
      assertFormats(file, formatted)
      assertFormats(formatted, formatted)
      XCTAssertEqual(
        Compiler.compile([CompilationInput(path: "t.notif", text: formatted)]).diagnostics.map(\.code),
        Compiler.compile([CompilationInput(path: "t.notif", text: file)]).diagnostics.map(\.code), file)
    }
  }

  /// A declaration kept on its line by an ignore comment keeps the blank line before it.
  func testALineKeptWholeKeepsTheBlankLineBeforeIt() {
    let input =
      "action a { title: \"A\" }\n\n// notifc:ignore N410\n/* x */ action b { title: \"B\" }\ncategory c { actions: [a] }\n"
    let output = format(input)
    XCTAssertTrue(output.contains("}\n\n// notifc:ignore N410\n/* x */ action b { title: \"B\" }\n"), output)
    assertFormats(output, output)
  }

  func testPunctuationDoesNotPushATrailingIgnoreOntoItsOwnLine() {
    // `:` normally moves before the comments that precede it; here that would turn the trailing
    // directive into an own-line one, silencing a different line.
    assertFormats(
      "action a {\n  title: \"A\"\n  destructive // c\n  : // notifc:ignore N602\n  true\n}\n",
      "action a {\n    title: \"A\"\n    destructive // c\n        : // notifc:ignore N602\n        true\n}\n"
    )
  }

  /// Random comments, blank lines and line breaks between the tokens of a file: whatever parses
  /// formats idempotently, with the same tokens, comments and documentation, and no warning that an
  /// ignore directive silenced before appears after.
  func testRandomTriviaKeepsEveryInvariant() {
    let base = """
      notif 1 platform ios 15.0 import ubudu localization "Push"
      /// Doc.
      action accept { identifier: "ACCEPT" title: localized("accept.title", default: "Accept the invitation", table: "Invitations", comment: "The button") activation: foreground authenticationRequired: true }
      action spare { title: "Spare" }
      category invite { actions: [accept, UbuduYes] minimalActions: [UbuduYes, accept] options: [customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle, allowAnnouncement] }
      """
    let parsedBase = Compiler.parse(CompilationInput(path: "b.notif", text: base))
    let words = parsedBase.tree.tokens.tokens.dropLast().map { parsedBase.sources.files[0].text($0.range) }
    let trivia = [
      "\n", "\n\n\n", " // c\n", "\n// own\n", " /* b */ ", "\n/* b */\n", "\n/// d\n", "/* m\n  l */",
      "\r\n", "\t",
      " // notifc:ignore N410 N505 N602 N802\n", "\n// notifc:ignore N602 N410 N505 N802\n", " /// d\n",
    ]
    let lineStarts = [
      "\n", "\n\n", "\n// own\n", " // c\n", "\n// notifc:ignore N602 N505 N802\n",
      " // notifc:ignore N602\n",
    ]
    var generator = SeededGenerator(seed: 20_241_130)
    var tested = 0
    for iteration in 0..<400 {
      var text = ""
      for (index, word) in words.enumerated() {
        // Properties, declarations and closing braces mostly start lines, as people write them;
        // where they share one with an ignore directive, that line is kept whole.
        let isProperty =
          index > 0 && index + 1 < words.count && words[index + 1] == ":" && words[index - 1] != "("
          && words[index - 1] != ","
        let startsItem =
          isProperty || ["action", "category", "platform", "import", "localization", "}"].contains(word)
        if startsItem && Int.random(in: 0..<100, using: &generator) < 80 {
          text += lineStarts.randomElement(using: &generator)! + word
          continue
        }
        let plain = Int.random(in: 0..<100, using: &generator) < (iteration % 2 == 0 ? 95 : 75)
        text += (plain ? " " : trivia.randomElement(using: &generator)!) + word
      }
      text += trivia.randomElement(using: &generator)!
      let input = CompilationInput(path: "t.notif", text: text)
      let parsed = Compiler.parse(input)
      if parsed.diagnostics.contains(where: { $0.severity == .error }) { continue }
      tested += 1
      let result = NotifCore.Formatter.formatWithReport(parsed.tree, source: parsed.sources.files[0])
      XCTAssertTrue(result.isComplete && !result.usedFallback, text)
      let reparsed = Compiler.parse(CompilationInput(path: "t.notif", text: result.text))
      XCTAssertEqual(
        NotifCore.Formatter.format(reparsed.tree, source: reparsed.sources.files[0]), result.text, text)
      XCTAssertEqual(meaningTokens(parsed), meaningTokens(reparsed), text)
      XCTAssertEqual(commentTexts(parsed), commentTexts(reparsed), text)
      XCTAssertEqual(
        parsed.tree.declarations.map(\.documentation), reparsed.tree.declarations.map(\.documentation), text)
      // A `//` comment inside a list breaks it one element per line, which a directive silencing the
      // whole list's line cannot follow (a known limit).
      let lineCommentInsideValue = parsed.tree.declarations.flatMap(\.properties).compactMap(\.value).contains
      { value in
        parsed.tree.tokens.comments.contains {
          $0.kind != .block && $0.start > value.span.start && $0.start < value.span.end
        }
      }
      if !lineCommentInsideValue {
        let warnings = { (text: String) in
          Compiler.compile([CompilationInput(path: "t.notif", text: text)]).diagnostics.map(\.code).filter {
            $0 != .unusedIgnore
          }
        }
        let before = warnings(text)
        let after = warnings(result.text)
        XCTAssertTrue(after.allSatisfy { before.contains($0) }, "a silenced warning came back:\n\(text)")
        XCTAssertTrue(before.allSatisfy { after.contains($0) }, "a warning was silenced:\n\(text)")
      }
    }
    XCTAssertGreaterThan(tested, 100)
  }
}
