import Foundation
import XCTest

@testable import NotifCore

/// SARIF's locations: file URIs code scanning can resolve, and columns in UTF-16 code units.
final class SARIFRendererTests: XCTestCase {
  /// SARIF URIs: relative to the current folder inside it, `file:` URIs outside it.
  func testSARIFURIsAreRelativeToTheCurrentFolderInsideIt() {
    let cases: [(String, String?, String)] = [
      ("a/b.notif", "/repo", "a/b.notif"), ("/repo/a/b.notif", "/repo", "a/b.notif"),
      ("/repo/a/b.notif", "/repo/", "a/b.notif"), ("../repo/./a/b.notif", "/repo", "a/b.notif"),
      ("../other/b.notif", "/repo", "file:///other/b.notif"),
      ("/repository/b.notif", "/repo", "file:///repository/b.notif"),
      ("/x y/b.notif", "/", "x%20y/b.notif"), ("/x y/b.notif", nil, "file:///x%20y/b.notif"),
      ("./a/../b.notif", nil, "b.notif"), ("../b.notif", nil, "../b.notif"),
      ("<stdin>", "/repo", "%3Cstdin%3E"),
    ]
    for (path, folder, expected) in cases {
      XCTAssertEqual(SARIFDiagnosticRenderer.uri(ofPath: path, currentDirectory: folder), expected, path)
    }
  }

  /// Code scanning takes at most 1,024 characters of a rule's `fullDescription`: a longer summary
  /// (N201's) keeps the sentences that fit; every other is whole.
  func testRuleDescriptionsFitCodeScanningsLimit() throws {
    for code in DiagnosticCode.allCases {
      let summary = code.documentation.summary
      let description = SARIFDiagnosticRenderer.fullDescription(summary)
      XCTAssertLessThanOrEqual(description.count, 1024, code.rawValue)
      XCTAssertTrue(summary.hasPrefix(description), code.rawValue)
      if summary.count <= 1024 { XCTAssertEqual(description, summary, code.rawValue) }
    }
    let long = DiagnosticCode.expectedToken.documentation.summary
    XCTAssertGreaterThan(long.count, 1024)
    let cut = SARIFDiagnosticRenderer.fullDescription(long)
    XCTAssertTrue(cut.hasSuffix("."), cut)
    let words = SARIFDiagnosticRenderer.fullDescription(String(repeating: "word ", count: 300))
    XCTAssertLessThanOrEqual(words.count, 1024)
    XCTAssertGreaterThan(words.count, 1000)
    XCTAssertTrue(words.hasSuffix("word…"), words)
    let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: "action a {")])
    let log =
      try JSONSerialization.jsonObject(
        with: Data(
          SARIFDiagnosticRenderer.render(
            compilation.diagnostics, sources: compilation.sources, toolVersion: "1"
          )
          .utf8)) as? [String: Any]
    let runs = try XCTUnwrap(log?["runs"] as? [[String: Any]])
    let rules = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])["rules"]
    for rule in try XCTUnwrap(rules as? [[String: Any]]) {
      let text = try XCTUnwrap((rule["fullDescription"] as? [String: Any])?["text"] as? String)
      XCTAssertLessThanOrEqual(text.count, 1024, "\(rule["id"] ?? "")")
    }
  }

  /// A byte-order mark is not a column, in SARIF as in the other formats; columns count UTF-16
  /// code units (`é` is one, and two bytes).
  func testColumnsCountUTF16UnitsAfterAByteOrderMark() throws {
    for prefix in ["", "\u{FEFF}"] {
      let compilation = Compiler.compile([
        CompilationInput(
          path: "t.notif",
          text: prefix + "action a { title: \"é\" destructive: x }\ncategory c { actions: [a] }\n")
      ])
      let diagnostic = try XCTUnwrap(compilation.diagnostics.first)
      XCTAssertEqual(compilation.sources.start(of: diagnostic.span!).column, 37, "bytes, for text and JSON")
      let log = SARIFDiagnosticRenderer.render([diagnostic], sources: compilation.sources, toolVersion: "0")
      let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
      let result = try XCTUnwrap(
        ((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
      let location = try XCTUnwrap(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let region = try XCTUnwrap(location["region"] as? [String: Any])
      XCTAssertEqual(region["startLine"] as? Int, 1, prefix.isEmpty ? "no mark" : "mark")
      XCTAssertEqual(region["startColumn"] as? Int, 36, prefix.isEmpty ? "no mark" : "mark")
      XCTAssertEqual(region["endColumn"] as? Int, 37, prefix.isEmpty ? "no mark" : "mark")
    }
  }

  /// Many positions on one line that is not ASCII, one after another and back (a result's end,
  /// then the next one's start): each column is the UTF-16 count of the line's text before it.
  func testColumnsAlongALineThatIsNotASCII() throws {
    let line = "action a { title: \"😀é\" " + (0..<6).map { "x\($0): “é” " }.joined() + "}"
    let compilation = Compiler.compile([
      CompilationInput(path: "t.notif", text: line + "\ncategory c { actions: [a] }\n")
    ])
    XCTAssertGreaterThan(compilation.diagnostics.count, 6)
    let log = SARIFDiagnosticRenderer.render(
      compilation.diagnostics, sources: compilation.sources, toolVersion: "0")
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
    let results = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let bytes = Array(line.utf8)
    func column(_ offset: Int) -> Int { String(decoding: bytes[0..<offset], as: UTF8.self).utf16.count + 1 }
    for (diagnostic, result) in zip(compilation.diagnostics, results) {
      let span = try XCTUnwrap(diagnostic.span)
      guard compilation.sources.start(of: span).line == 1 else { continue }
      let location = try XCTUnwrap(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let region = try XCTUnwrap(location["region"] as? [String: Any])
      XCTAssertEqual(region["startColumn"] as? Int, column(span.start), diagnostic.message)
      XCTAssertEqual(region["endColumn"] as? Int, column(span.end), diagnostic.message)
    }
  }

  /// Columns on a line that is not valid UTF-8 count each invalid run as one character (U+FFFD),
  /// as the text output shows it; and the files of separate batches (`fmt` parses each file on its
  /// own, all numbered 0) keep their own columns, whichever comes first.
  func testColumnsOfInvalidBytesAndOfSeparateBatches() throws {
    func columns(_ log: String) throws -> [[Int]] {
      let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
      let results = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
      return try results.map { result in
        let location = try XCTUnwrap(
          (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try XCTUnwrap(location["region"] as? [String: Any])
        return [region["startColumn"] as? Int ?? 0, region["endColumn"] as? Int ?? 0]
      }
    }
    let invalid = Compiler.compile([
      CompilationInput(
        path: "t.notif",
        bytes: Array("action a { title: \"x".utf8) + [0xA9]
          + Array("y\" bogus: 1 }\ncategory c { actions: [a] }\n".utf8))
    ])
    XCTAssertEqual(invalid.diagnostics.map(\.code), [.invalidUTF8, .unknownProperty])
    XCTAssertEqual(
      try columns(
        SARIFDiagnosticRenderer.render(invalid.diagnostics, sources: invalid.sources, toolVersion: "0")),
      [[21, 22], [25, 30]])
    let ascii = Compiler.parse(CompilationInput(path: "a.notif", text: "action a { title: \"x\" { }\n"))
    let emoji = Compiler.parse(CompilationInput(path: "b.notif", text: "action b { title: \"😀é\" { }\n"))
    // Each file's columns in one log with the other are those it has alone.
    func alone(_ parsed: (sources: SourceManager, tree: SyntaxTree, diagnostics: [Diagnostic])) throws
      -> [[Int]]
    {
      try columns(
        SARIFDiagnosticRenderer.render(parsed.diagnostics, sources: parsed.sources, toolVersion: "0"))
    }
    XCTAssertEqual(try alone(ascii), [[23, 24]])
    XCTAssertEqual(try alone(emoji), [[25, 26]])
    for order in [[ascii, emoji], [emoji, ascii]] {
      let log = SARIFDiagnosticRenderer.render(order.map { ($0.diagnostics, $0.sources) }, toolVersion: "0")
      XCTAssertEqual(try columns(log), try order.flatMap { try alone($0) })
    }
  }

  /// The column of every offset of lines of random bytes (ASCII, lead, continuation and never-valid
  /// bytes, so valid characters, cut ones, long continuation runs and invalid runs), asked for in
  /// order, backwards and at random, is the UTF-16 count of the line's text before it, decoded as
  /// the text output decodes it.
  func testColumnsOfEveryOffsetOfRandomBytes() {
    var generator = SeededGenerator(seed: 36)
    let pieces: [[UInt8]] = [
      [0x61], [0x20], [0xC3, 0xA9], [0xE2, 0x80, 0x9C], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xBF, 0xBF],
      [0xC3], [0xE2, 0x80], [0xF0, 0x9F, 0x98], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80],
    ]
    for round in 0..<200 {
      var line: [UInt8] = []
      for _ in 0..<Int.random(in: 1...24, using: &generator) {
        line += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      let bytes = Array("x\n".utf8) + line + Array("\ny".utf8)
      let file = SourceFile(path: "t.notif", bytes: bytes)
      var offsets = Array(3...(2 + line.count))
      switch round % 3 {
      case 0: break
      case 1: offsets.reverse()
      default: offsets.shuffle(using: &generator)
      }
      let columns = SARIFDiagnosticRenderer.UTF16Columns()
      for offset in offsets {
        let expected = String(decoding: bytes[2..<offset], as: UTF8.self).utf16.count + 1
        let position = columns.position(offset, in: file, id: FileID(0))
        XCTAssertEqual(position.line, 2)
        XCTAssertEqual(position.column, expected, "offset \(offset - 2) of \(line)")
      }
    }
  }

  /// Every note is in the result's message, as in the text output; a note with a location links to
  /// its related location by id, as code scanning shows only the related locations a message links.
  func testNotesAreInTheMessageAndLinkTheirRelatedLocations() throws {
    let compilation = Compiler.compile([
      CompilationInput(
        path: "/repo/t.notif",
        text: """
          platform ios 15.0
          platform ios 16.0
          action a { title: "A" }
          action b { title: "B" }
          category c { actions: [a] }
          """)
    ])
    XCTAssertEqual(compilation.diagnostics.map(\.code), [.conflictingPlatformVersions, .unusedAction])
    let log = SARIFDiagnosticRenderer.render(
      compilation.diagnostics, sources: compilation.sources, toolVersion: "0", currentDirectory: "/repo")
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
    let results = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let messages = results.map { ($0["message"] as? [String: Any])?["text"] as? String }
    XCTAssertEqual(
      messages,
      [
        "conflicting deployment targets for iOS: 15.0 and 16.0\nnote: iOS 15.0 declared here ([t.notif:1:1](0))",
        "action 'b' is not used by any category\nnote: only actions listed in a category's 'actions' are registered",
      ])
    let related = try XCTUnwrap(results[0]["relatedLocations"] as? [[String: Any]])
    XCTAssertEqual(related.map { $0["id"] as? Int }, [0])
    XCTAssertNil(results[1]["relatedLocations"])
  }

  /// Code scanning refuses a run of more than 25,000 results: a log holds at most that many,
  /// errors before warnings, each in order, and a warning notification says how many were found.
  func testALogHoldsAtMostCodeScanningsLimitOfResults() throws {
    let compilation = Compiler.compile([
      CompilationInput(
        path: "t.notif",
        text: """
          action a { title: "" }
          action b { title: "B" }
          action c { title: "" }
          category d { actions: [a, c, e, f] }
          """)
    ])
    XCTAssertEqual(
      compilation.diagnostics.map(\.code), [.emptyTitle, .emptyTitle, .unknownAction, .unknownAction])
    func log(limit: Int) throws -> [String: Any] {
      let text = SARIFDiagnosticRenderer.render(
        [(compilation.diagnostics, compilation.sources)], toolVersion: "0", currentDirectory: nil,
        resolvePath: nil, failure: nil, maximumResults: limit)
      let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      return try XCTUnwrap((json["runs"] as? [[String: Any]])?.first)
    }
    func lines(_ run: [String: Any]) -> [String] {
      (run["results"] as? [[String: Any]] ?? []).map {
        "\($0["ruleId"] ?? "")"
      }
    }
    func notifications(_ run: [String: Any]) -> [String] {
      let invocations = run["invocations"] as? [[String: Any]] ?? []
      return invocations.flatMap { invocation in
        (invocation["toolExecutionNotifications"] as? [[String: Any]] ?? []).map {
          "\(invocation["executionSuccessful"] ?? "") \($0["level"] ?? ""): \(($0["message"] as? [String: Any])?["text"] ?? "")"
        }
      }
    }
    let whole = try log(limit: 4)
    XCTAssertEqual(lines(whole), compilation.diagnostics.map(\.code.rawValue))
    XCTAssertNil(whole["invocations"])
    // Three of four: the two errors, and the first warning, in the order of the diagnostics.
    let cut = try log(limit: 3)
    XCTAssertEqual(lines(cut), [DiagnosticCode.emptyTitle, .unknownAction, .unknownAction].map(\.rawValue))
    let messages = (cut["results"] as? [[String: Any]] ?? []).map {
      ($0["message"] as? [String: Any])?["text"]
    }
    XCTAssertEqual(messages.first as? String, "action 'a' has an empty title")
    XCTAssertEqual(
      notifications(cut),
      [
        "1 warning: notifc found 4 problems; this log holds 3 of them, errors first (GitHub code scanning takes at most 3 results a run): run 'notifc lint' to see them all"
      ])
    // Only errors, when they alone are more.
    XCTAssertEqual(lines(try log(limit: 1)), [DiagnosticCode.unknownAction.rawValue])
    XCTAssertEqual(SARIFDiagnosticRenderer.maximumResults, 25_000)
  }

  /// A diagnostic's fix-its are one SARIF fix, whose replacements (regions in UTF-16 columns)
  /// applied to the file give what applying the fix-its gives: a replacement, a deletion, and an
  /// insertion (an empty region) after a character outside the Basic Multilingual Plane.
  func testFixItsAreAFixWhoseReplacementsApplyToTheFile() throws {
    let source = """
      platform ios 15.0, watchos 8.0
      action a { title: "😀é" activation: foregroud }
      action b { title: "😀" activation: foreground authenticationRequired: true }
      category c { /* 😀 */ identifier: "C" actions: [a b] }

      """
    let compilation = Compiler.compile([CompilationInput(path: "/repo/t.notif", text: source)])
    let fixed = compilation.diagnostics.filter { !$0.fixIts.isEmpty }
    XCTAssertEqual(fixed.map(\.code.rawValue), ["N201", "N904", "N602", "N201"])
    let log = SARIFDiagnosticRenderer.render(
      compilation.diagnostics, sources: compilation.sources, toolVersion: "0", currentDirectory: "/repo")
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
    let results = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    for (diagnostic, result) in zip(compilation.diagnostics, results) {
      let fixes = result["fixes"] as? [[String: Any]]
      guard !diagnostic.fixIts.isEmpty else {
        XCTAssertNil(fixes, diagnostic.message)
        continue
      }
      XCTAssertEqual(fixes?.count, 1, diagnostic.message)
      let fix = try XCTUnwrap(fixes?.first)
      let changes = try XCTUnwrap(fix["artifactChanges"] as? [[String: Any]])
      XCTAssertEqual(
        changes.map { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }, ["t.notif"])
      let replacements = try XCTUnwrap(changes.first?["replacements"] as? [[String: Any]])
      XCTAssertEqual(
        Self.applying(replacements, to: source), Self.applying(diagnostic.fixIts, to: source),
        diagnostic.message)
    }
    let descriptions = results.compactMap {
      (($0["fixes"] as? [[String: Any]])?.first?["description"] as? [String: Any])?["text"] as? String
    }
    XCTAssertEqual(
      descriptions,
      [
        "replace ', ' with a new line starting 'platform'", "replace 'foregroud' with 'foreground'",
        "delete 'authenticationRequired: true'", "insert ','",
      ])
  }

  /// A property deleted with its whole line is described by its text, without the line break.
  func testADeletedLineIsDescribedByItsText() throws {
    let compilation = Compiler.compile([
      CompilationInput(
        path: "t.notif",
        text: "action b {\n  title: \"B\"\n  activation: foreground\n  authenticationRequired: true\n}\n"
          + "category c { actions: [b] }\n")
    ])
    let fixIt = try XCTUnwrap(compilation.diagnostics.first?.fixIts.first)
    XCTAssertTrue(compilation.sources[fixIt.span.file].text(fixIt.span.start..<fixIt.span.end).contains("\n"))
    XCTAssertEqual(
      TextDiagnosticRenderer.describe(fixIt, sources: compilation.sources),
      "delete 'authenticationRequired: true'")
  }

  /// `source` with SARIF replacements applied: lines and UTF-16 columns, both 1-based, the end
  /// column the one after the region.
  static func applying(_ replacements: [[String: Any]], to source: String) -> String {
    let lines = Array(source.split(separator: "\n", omittingEmptySubsequences: false))
    func offset(_ line: Int, _ column: Int) -> Int {
      let before = lines[..<(line - 1)].reduce(0) { $0 + $1.utf16.count + 1 }
      return before + column - 1
    }
    var units = Array(source.utf16)
    let edits = replacements.map { replacement -> (Range<Int>, String) in
      let region = replacement["deletedRegion"] as? [String: Int] ?? [:]
      let start = offset(region["startLine"]!, region["startColumn"]!)
      let end = offset(region["endLine"]!, region["endColumn"]!)
      return (start..<end, (replacement["insertedContent"] as? [String: String])?["text"] ?? "")
    }
    for (range, text) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      units.replaceSubrange(range, with: Array(text.utf16))
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// `source` with fix-its applied, by their byte offsets.
  static func applying(_ fixIts: [FixIt], to source: String) -> String {
    var bytes = Array(source.utf8)
    for fixIt in fixIts.sorted(by: { $0.span.start > $1.span.start }) {
      bytes.replaceSubrange(fixIt.span.start..<fixIt.span.end, with: Array(fixIt.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A quoted text that reads like an embedded link stays text (its `](` escaped), and a link's
  /// text is the path as written, not percent-encoded, its brackets escaped.
  func testQuotedTextIsNoLinkAndLinkTextIsTheReadablePath() throws {
    let compilation = Compiler.compile([
      CompilationInput(
        path: "/repo/caf\u{E9} [1].notif",
        text:
          "action a { title: \"[x](0)\" }\naction b { title: \"[x](0)\" }\ncategory c { actions: [a, b] }\n")
    ])
    let log = SARIFDiagnosticRenderer.render(
      compilation.diagnostics, sources: compilation.sources, toolVersion: "0", currentDirectory: "/repo")
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
    let results = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let text = try XCTUnwrap((results.first?["message"] as? [String: Any])?["text"] as? String)
    XCTAssertEqual(
      text,
      "actions 'a' and 'b' in category 'c' have the same title '[x\\](0)'\n"
        + "note: 'a' has that title here ([caf\u{E9} \\[1\\].notif:1:19](0))\n"
        + "note: 'c' lists both here ([caf\u{E9} \\[1\\].notif:3:23](1))")
  }
}
