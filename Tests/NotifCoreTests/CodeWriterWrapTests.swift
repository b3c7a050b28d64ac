import XCTest

@testable import NotifCore

/// The byte-level wrapping of ASCII comment lines matches the general one, and calls written piece
/// by piece match calls written by joining their text.
final class CodeWriterWrapTests: XCTestCase {
  func testASCIIWrappingMatchesTheGeneralWrapping() {
    var generator = SeededGenerator(seed: 3)
    let words = ["a", "bb", "word", "- item", "longerword", "", "x"]
    for _ in 0..<500 {
      let indent = String(repeating: " ", count: Int.random(in: 0...3, using: &generator))
      let text =
        indent
        + (0..<Int.random(in: 1...30, using: &generator)).map { _ in words.randomElement(using: &generator)! }
        .joined(separator: " ")
      let width = Int.random(in: 5...40, using: &generator)
      let expected = CodeWriter.wrapGeneral(text, width: width)
      XCTAssertEqual(CodeWriter.wrap(text, width: width), expected, "\(text.debugDescription) at \(width)")
    }
  }

  /// `call` and `openCall` against the way they were first written: join the whole line, measure
  /// it, and otherwise pack the arguments into lines as strings.
  func testCallsMatchJoiningTheirText() {
    var generator = SeededGenerator(seed: 5)
    let pieces = ["a", "identifier: identifier", "\"é\"", "make(Action.accept)", "", "🙂🙂", "x: [1, 2]"]
    let ends = ["", ")", "]", ") {"]
    for _ in 0..<2_000 {
      let head = ["return f(", "let actions: [A] = [", "", "func g("].randomElement(using: &generator)!
      let arguments = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }
      let tail = ends.randomElement(using: &generator)!
      let width = Int.random(in: 10...60, using: &generator)
      let level = Int.random(in: 0...3, using: &generator)
      let opens = Bool.random(using: &generator)
      var actual = CodeWriter(lineWidth: width)
      var expected = CodeWriter(lineWidth: width)
      for _ in 0..<level {
        actual.open("{")
        expected.open("{")
      }
      actual.line("before")
      expected.line("before")
      if opens {
        actual.openCall(CodeText(head), arguments.map(CodeText.init), CodeText(tail))
        Self.referenceOpenCall(&expected, head, arguments, tail)
      } else {
        actual.call(CodeText(head), arguments.map(CodeText.init), CodeText(tail))
        Self.referenceCall(&expected, head, arguments, tail)
      }
      actual.line("after")
      expected.line("after")
      XCTAssertEqual(
        actual.finished, expected.finished, "\(head) \(arguments) \(tail) width \(width) level \(level)")
    }
  }

  static func referenceCall(_ writer: inout CodeWriter, _ head: String, _ arguments: [String], _ tail: String)
  {
    let joined = head + arguments.joined(separator: ", ") + tail
    guard writer.level * 2 + CodeWriter.width(joined) > writer.lineWidth, !arguments.isEmpty else {
      writer.line(CodeText(joined))
      return
    }
    writer.line(CodeText(head))
    referenceArguments(&writer, arguments, lastSuffix: tail)
  }

  static func referenceOpenCall(
    _ writer: inout CodeWriter, _ head: String, _ arguments: [String], _ tail: String
  ) {
    let joined = head + arguments.joined(separator: ", ") + tail
    if writer.level * 2 + CodeWriter.width(joined) > writer.lineWidth, !arguments.isEmpty {
      writer.line(CodeText(head))
      referenceArguments(&writer, arguments, lastSuffix: "")
      writer.open(CodeText(tail))
    } else {
      writer.open(CodeText(joined))
    }
  }

  static func referenceArguments(_ writer: inout CodeWriter, _ arguments: [String], lastSuffix: String) {
    writer.indented { writer in
      let available = writer.lineWidth - writer.level * 2
      var current = ""
      var currentWidth = 0
      for (index, argument) in arguments.enumerated() {
        let piece = argument + (index == arguments.count - 1 ? lastSuffix : ",")
        let pieceWidth = CodeWriter.width(piece)
        if current.isEmpty {
          current = piece
          currentWidth = pieceWidth
        } else if currentWidth + 1 + pieceWidth <= available {
          current += " " + piece
          currentWidth += 1 + pieceWidth
        } else {
          writer.line(CodeText(current))
          current = piece
          currentWidth = pieceWidth
        }
      }
      writer.line(CodeText(current))
    }
  }
}

/// Constant documentation, wrapped once per level and copied after, reads as documentation
/// written each time.
final class ConstantDocumentationTests: XCTestCase {
  func testConstantDocumentationEqualsWritingItEachTime() {
    var cached = CodeWriter(lineWidth: 40)
    var plain = CodeWriter(lineWidth: 40)
    let long: StaticString = "A paragraph long enough to be wrapped at forty columns, at every level."
    let second: StaticString = "- Parameters:\n  - value: A value with a long description that wraps too."
    for level in [0, 2, 1, 2, 0, 3] {
      for _ in 0..<level {
        cached.open("{")
        plain.open("{")
      }
      cached.documentation(constant: long)
      plain.documentation([long.description])
      cached.documentation(constant: long, second)
      plain.documentation([long.description, second.description])
      cached.line("case x")
      plain.line("case x")
      for _ in 0..<level {
        cached.close()
        plain.close()
      }
    }
    XCTAssertEqual(cached.finished, plain.finished)
    XCTAssertEqual(cached.constantDocumentation.count, 8)  // two texts at four levels
  }
}
