import XCTest

@testable import NotifCore

/// A piece written again by copying its first bytes gives the text writing it again would, and is
/// reused only where it would be written the same way.
final class RepeatedPieceTests: XCTestCase {
  final class Subject {}

  /// Writes a piece that opens and closes a block and depends on the level and on a blank line
  /// before it, counting how often its body runs.
  private func piece(_ subject: Subject, _ runs: inout Int, into writer: inout CodeWriter) {
    var count = runs
    writer.repeated(subject, .actionFactory) { writer in
      count += 1
      writer.blankLine()
      writer.documentation(["Documentation that is long enough to wrap at the narrow width of this writer."])
      writer.block("if condition {") { $0.line("return x") }
    }
    runs = count
  }

  func testCopiesEqualWritingAgainAndKeyOnLevelAndBlankLine() {
    let (first, second) = (Subject(), Subject())
    var runs = 0
    var writer = CodeWriter(lineWidth: 40)
    var referenceRuns = 0
    // The same sequence of writes, once with a writer that keeps its output (and reuses pieces)
    // and once into a streamed writer (which cannot), must give the same text.
    var streamed: [UInt8] = []
    var streaming = CodeWriter(lineWidth: 40, consumer: { streamed.append(contentsOf: $0) })
    for target in 0..<3 {
      let write: (inout CodeWriter, inout Int) -> Void = { writer, runs in
        writer.line("case \(target):")
        self.piece(first, &runs, into: &writer)
        self.piece(first, &runs, into: &writer)  // right after itself: not after a blank line
        writer.indented { self.piece(first, &runs, into: &$0) }  // another level
        writer.blankLine()
        self.piece(first, &runs, into: &writer)  // after a blank line
        self.piece(second, &runs, into: &writer)
      }
      write(&writer, &runs)
      write(&streaming, &referenceRuns)
    }
    streaming.finish()
    XCTAssertEqual(writer.finished, String(decoding: streamed, as: UTF8.self))
    XCTAssertEqual(runs, 4, "one run for each level and blank-line state of `first`, one for `second`")
    XCTAssertEqual(referenceRuns, 15, "a streamed writer writes every piece")
  }

  /// A piece that ends with a blank line, closed right after (which drops that line), is written
  /// again rather than copied with the dropped byte.
  func testPieceEndingWithABlankLineIsNotCopied() {
    let subject = Subject()
    var writer = CodeWriter()
    var streamed: [UInt8] = []
    var streaming = CodeWriter(consumer: { streamed.append(contentsOf: $0) })
    for target in [0, 1] {
      let write = { (writer: inout CodeWriter) in
        writer.block("enum E\(target) {") { writer in
          writer.repeated(subject, .actionDocumentation) { writer in
            writer.line("case x")
            writer.blankLine()
          }
        }
      }
      write(&writer)
      write(&streaming)
    }
    streaming.finish()
    XCTAssertEqual(writer.finished, String(decoding: streamed, as: UTF8.self))
    XCTAssertEqual(writer.finished, "enum E0 {\n  case x\n}\nenum E1 {\n  case x\n}\n")
  }

  /// The table finds what was recorded, by object and tag, and nothing else, across its growth.
  func testIdentityTableAgreesWithADictionary() {
    let objects = (0..<300).map { _ in Subject() }
    var generator = SeededGenerator(seed: 7)
    var table = IdentityTable<(bytes: Range<Int>, endsWithBlankLine: Bool)>()
    var reference: [String: (Range<Int>, Bool)] = [:]
    for step in 0..<3000 {
      let object = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &generator)])
      let tag = UInt.random(in: 0..<12, using: &generator)
      let key = "\(UInt(bitPattern: object)) \(tag)"
      let found = table[object, tag]
      XCTAssertEqual(found?.bytes, reference[key]?.0, "step \(step)")
      XCTAssertEqual(found?.endsWithBlankLine, reference[key]?.1, "step \(step)")
      if found == nil {
        table.record(object, tag: tag, (step..<(2 * step), step % 3 == 0))
        reference[key] = (step..<(2 * step), step % 3 == 0)
      }
    }
    XCTAssertGreaterThan(reference.count, 1000)
  }

  /// Repeating bytes when the buffer must grow copies them from where they were, not from freed
  /// memory.
  func testRepeatAcrossGrowthKeepsTheBytes() {
    var buffer = OutputBuffer()
    let text = Array("0123456789abcdef".utf8)
    text.withUnsafeBufferPointer { buffer.append($0) }
    var expected = text
    for _ in 0..<12 {
      buffer.appendRepeat(of: 0..<buffer.count)
      expected += expected
    }
    XCTAssertEqual(buffer.bytes, expected)
  }
}

/// At scale, with actions of every kind listed by many categories, copying the repeated pieces
/// gives the bytes that writing them again gives, in parallel and in order.
final class RepeatedPiecesAtScaleTests: XCTestCase {
  static func sharedActionsModel(categories: Int) -> NotificationModel {
    var source = "notif 1\nplatform ios 12.0\nlocalization \"Push\"\n"
    let kinds = [
      "title: \"Reply ✓\" behavior: textInput textInputPlaceholder: \"Message…\" systemIcon: \"arrowshape.turn.up.left\"",
      "title: localized(\"read\", default: \"Read\", comment: \"a \\\"button\\\"\") activation: foreground",
      "title: \"Delete\\t\\u{1F600}\" destructive: true templateIcon: \"Trash\"",
      "title: \"Mute\" behavior: textInput",
      "title: \"An action whose title is long enough that its summary cannot fit on a single line of documentation\"",
    ]
    for index in 0..<12 {
      source += "/// Action \(index).\n/// Second line.\naction a\(index) { \(kinds[index % kinds.count]) }\n"
    }
    for index in 0..<categories {
      let listed = (0..<4).map { "a\((index * 5 + $0 * 3) % 12)" }
      source +=
        "category c\(index) { actions: [\(listed.joined(separator: ", "))] options: [customDismissAction] }\n"
    }
    let compilation = Compiler.compile([CompilationInput(path: "shared.notif", bytes: Array(source.utf8))])
    XCTAssertFalse(compilation.hasErrors, "\(compilation.diagnostics)")
    return compilation.model
  }

  func testCopiedPiecesEqualPiecesWrittenAgain() {
    let options = SwiftEmitterOptions(inputNames: ["shared.notif"])
    for categories in [3, 300] {
      let model = Self.sharedActionsModel(categories: categories)
      let written = SwiftEmitter.emit(model, options: options, parallel: false, reusingPieces: false)
      XCTAssertTrue(written.contains("titled \"Reply ✓\". `text` is what the user typed"))
      for parallel in [false, true] {
        XCTAssertEqual(
          SwiftEmitter.emit(model, options: options, parallel: parallel), written,
          "\(categories) categories, parallel: \(parallel)")
        XCTAssertEqual(
          ManifestEmitter.emit(model, parallel: parallel),
          ManifestEmitter.emit(model, parallel: false, reusingActions: false),
          "\(categories) categories, parallel: \(parallel)")
      }
    }
  }
}
