import XCTest

@testable import NotifCore

/// What makes emission fast at scale (streaming, parallel sections, byte-level documentation,
/// summaries and paragraphs written from their bytes) writes exactly what the plain, sequential way
/// writes.
final class EmissionAtScaleTests: XCTestCase {
  /// `categories` categories of two actions each.
  static func largeModel(categories: Int = 400) throws -> NotificationModel {
    var source = "notif 1\nplatform ios 12.0\n"
    for index in 0..<categories {
      source += """
        /// Accepts invitation \(index).
        action accept_\(index) { title: "Accept \(index) ✓" behavior: textInput }
        action decline_\(index) { title: "Decline \(index)" destructive: true }
        category invite_\(index) {
          actions: [accept_\(index), decline_\(index)]
          options: [customDismissAction]
          categorySummaryFormat: "%u more"
        }

        """
    }
    let compilation = Compiler.compile([CompilationInput(path: "large.notif", bytes: Array(source.utf8))])
    XCTAssertFalse(compilation.hasErrors, "\(compilation.diagnostics)")
    return compilation.model
  }

  /// The chunks `emit` hands on, each copied.
  func chunks(_ emit: (OutputChunkConsumer) -> Void) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    emit { chunks.append(Array($0)) }
    return chunks
  }

  func testStreamedSwiftEqualsTheWholeText() throws {
    let model = try Self.largeModel()
    let options = SwiftEmitterOptions(inputNames: ["large.notif"])
    let whole = Array(SwiftEmitter.emit(model, options: options).utf8)
    let chunks = chunks { SwiftEmitter.emit(model, options: options, to: $0) }
    XCTAssertGreaterThan(chunks.count, 2)
    XCTAssertTrue(
      chunks.dropLast().allSatisfy { $0.count >= OutputBuffer.chunkSize - OutputBuffer.retainedCount })
    XCTAssertEqual(chunks.flatMap { $0 }, whole)
  }

  func testParallelSwiftEmissionEqualsSequentialEmission() throws {
    let options = SwiftEmitterOptions(inputNames: ["large.notif"])
    // Below and at the threshold, and with a short last batch across waves.
    for categories in [63, 64, 401] {
      let model = try Self.largeModel(categories: categories)
      XCTAssertEqual(model.categories.count, categories)
      XCTAssertEqual(
        SwiftEmitter.emit(model, options: options, parallel: true),
        SwiftEmitter.emit(model, options: options, parallel: false), "\(categories) categories")
    }
  }

  func testParallelManifestEmissionEqualsSequentialEmission() throws {
    for categories in [63, 64, 400, 401] {
      let model = try Self.largeModel(categories: categories)
      let sequential = ManifestEmitter.emit(model, parallel: false)
      XCTAssertEqual(ManifestEmitter.emit(model, parallel: true), sequential, "\(categories) categories")
      XCTAssertTrue(sequential.contains("\"name\": \"invite_\(categories - 1)\""))
    }
  }

  func testStreamedManifestEqualsTheWholeText() throws {
    let model = try Self.largeModel()
    let whole = Array(ManifestEmitter.emit(model).utf8)
    let chunks = chunks { ManifestEmitter.emit(model, to: $0) }
    XCTAssertGreaterThan(chunks.count, 1)
    XCTAssertEqual(chunks.flatMap { $0 }, whole)
  }

  func testCodeWriterDropsABlankLineAcrossAChunkBoundary() {
    // A blank line written just before a chunk is handed on is still dropped before `}`.
    var chunks: [[UInt8]] = []
    withoutActuallyEscaping({ (chunk: UnsafeRawBufferPointer) in chunks.append(Array(chunk)) }) { consumer in
      var writer = CodeWriter(consumer: consumer)
      writer.open("enum E {")
      let filler = String(repeating: "x", count: 1000)
      while chunks.isEmpty {
        writer.line("// \(filler)")
        writer.blankLine()
      }
      writer.close()
      writer.finish()
    }
    let text = String(decoding: chunks.flatMap { $0 }, as: UTF8.self)
    XCTAssertTrue(text.hasSuffix("x\n}\n"), String(text.suffix(20)))
    XCTAssertFalse(text.contains("\n\n\n"))
  }

  /// `forEach(inParallel:)` writes the same text as writing the items one after another, whatever
  /// blank lines, blocks and comments the items begin and end with.
  func testParallelForEachWritesTheSameTextAsInOrder() {
    for seed in UInt64(1)...20 {
      var generator = SeededGenerator(seed: seed)
      let items: [[Int]] = (0..<Int.random(in: 0...700, using: &generator)).map { _ in
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in Int.random(in: 0...4, using: &generator) }
      }
      func write(minimumCount: Int) -> String {
        var writer = CodeWriter()
        writer.open("enum E {")
        writer.forEach(inParallel: items, minimumCount: minimumCount) { writer, steps in
          for (index, step) in steps.enumerated() {
            switch step {
            case 0: writer.blankLine()
            case 1: writer.line("case c\(index)")
            case 2: writer.block("struct S\(index) {") { $0.blankLine() }
            case 3: writer.documentation(["Item \(index), documented at some length."])
            default: writer.comment("comment \(index)")
            }
          }
        }
        writer.close()
        return writer.finished
      }
      XCTAssertEqual(write(minimumCount: 1), write(minimumCount: .max), "seed \(seed)")
    }
  }

  /// Plain documentation (printable ASCII and `\n`) is written byte by byte; it gives the same
  /// lines as the general, escaping path.
  func testPlainDocumentationEqualsTheEscapingPath() {
    var generator = SeededGenerator(seed: 42)
    let words = [
      "a", "word", "- ", "    code", "`x`", "", " ", "longerwordwithoutspaces", "\n", "\n\n", "  ",
    ]
    func text() -> String {
      (0..<Int.random(in: 0...60, using: &generator)).map { _ in words.randomElement(using: &generator)! }
        .joined(separator: Bool.random(using: &generator) ? " " : "")
    }
    for round in 0..<500 {
      let paragraphs = (0..<Int.random(in: 0...3, using: &generator)).map { _ in text() }
      let verbatim = Bool.random(using: &generator) ? text() : nil
      let level = Int.random(in: 0...3, using: &generator)
      var plain = CodeWriter(lineWidth: 40)
      var escaped = CodeWriter(lineWidth: 40)
      for _ in 0..<level {
        plain.open("{")
        escaped.open("{")
      }
      plain.documentation(paragraphs, verbatim: verbatim)
      escaped.escapedDocumentation(paragraphs, verbatim: verbatim)
      XCTAssertEqual(plain.text, escaped.text, "round \(round) of seed 42")
    }
  }

  /// An action's summary is written from its bytes (``CodeWriter/documentation(singleLine:verbatim:)``)
  /// when it fits on a line; the lines are those of the general documentation writer, also for
  /// titles that are escaped, with documentation that is not plain, and for summaries of every
  /// length around the width of a line at each level (the fast path ends there).
  func testSummariesWrittenFromBytesEqualTheGeneralDocumentation() throws {
    let titles =
      ["Join ✓", "Forward\t😀", String(repeating: "Très long titre ✓ ", count: 12), "A \u{202E}B", "Plain"]
      + (55...82).map { String(repeating: "x", count: $0) }
    let behaviors = ["textInput", "default"]
    var source = ""
    for (index, title) in titles.enumerated() {
      let documentation = index % 3 == 0 ? "Açtion \(index) ✓ \u{202E}." : "Action \(index)."
      source += """
        /// \(documentation)
        action a\(index) { title: \(notifLiteral(title)) behavior: \(behaviors[index % 2]) }

        """
    }
    source += "category c { actions: [\((0..<titles.count).map { "a\($0)" }.joined(separator: ", "))] }\n"
    let compilation = Compiler.compile([CompilationInput(path: "t.notif", bytes: Array(source.utf8))])
    XCTAssertEqual(compilation.model.actions.count, titles.count)
    for action in compilation.model.actions {
      for summary in [SwiftEmitter.actionSummary(action), SwiftEmitter.responseSummary(action)] {
        assertSameAtEveryLevel(action.name) {
          $0.documentation(singleLine: summary, verbatim: action.documentation)
        } general: {
          $0.documentation([summary.description], verbatim: action.documentation)
        }
      }
    }
  }

  /// A paragraph written from its bytes (``CodeWriter/documentation(paragraph:)``) gives the lines
  /// of the general writer: short, wrapped, several lines, code, list items, and text that is not
  /// plain (escaped and wrapped by characters there).
  func testParagraphsWrittenFromBytesEqualTheGeneralDocumentation() {
    let long = String(repeating: "word ", count: 40)
    let paragraphs = [
      "Short.", long, "Line one\nLine two  \n\n    code line that is long " + long, "- item " + long,
      "Très " + long, "Bidi \u{202E} " + long, "Tab\there", "",
    ]
    for paragraph in paragraphs {
      assertSameAtEveryLevel(paragraph) {
        $0.documentation(paragraph: CodeText(paragraph))
      } general: {
        $0.documentation([paragraph])
      }
    }
  }

  /// Asserts that `fast` and `general` write the same text at indentation levels 0 to 3.
  private func assertSameAtEveryLevel(
    _ label: String, fast: (inout CodeWriter) -> Void, general: (inout CodeWriter) -> Void,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for level in 0...3 {
      var fastWriter = CodeWriter()
      var generalWriter = CodeWriter()
      for _ in 0..<level {
        fastWriter.open("enum E {")
        generalWriter.open("enum E {")
      }
      fast(&fastWriter)
      general(&generalWriter)
      // Bytes, not String equality (which is canonical equivalence).
      XCTAssertEqual(
        Array(fastWriter.text.utf8), Array(generalWriter.text.utf8), "\(label) at level \(level)", file: file,
        line: line)
    }
  }
}
