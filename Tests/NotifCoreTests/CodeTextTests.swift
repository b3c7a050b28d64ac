// CodeText collects a line's bytes inside the value and moves them to the heap when they outgrow
// it; these tests write lines on both sides of that boundary and every kind of interpolation.

import XCTest

@testable import NotifCore

final class CodeTextTests: XCTestCase {
  private func written(_ body: (inout CodeWriter) -> Void) -> String {
    var writer = CodeWriter()
    body(&writer)
    return writer.finished
  }

  func testInterpolationsWriteTextQuotedTextNumbersAndFlags() {
    let name = "accept"
    let text = written { writer in
      writer.line("case \(name) = \(quoted: "A \"b\"\n") // \(42) \(true) \(false)")
    }
    XCTAssertEqual(text, #"case accept = "A \"b\"\u{A}" // 42 true false"# + "\n")
  }

  /// Lines of every length around the inline capacity (64 bytes), built from pieces of several
  /// sizes, come out whole and in order.
  func testLinesLongerThanTheInlineBufferMoveToTheHeapWhole() {
    for length in [0, 1, 30, 62, 63, 64, 65, 66, 150, 1_000] {
      for pieceLength in [1, 7, 50, 130] {
        var expected = ""
        var interpolated: CodeText = ""
        while expected.utf8.count < length {
          let piece = String(repeating: Character(String(expected.utf8.count % 10)), count: pieceLength)
          expected += piece
          interpolated = "\(writtenLine(interpolated))\(piece)"
        }
        let line = CodeText(expected)
        XCTAssertEqual(written { $0.line(line) }, expected.isEmpty ? "\n" : expected + "\n")
        XCTAssertEqual(written { $0.line(interpolated) }, expected.isEmpty ? "\n" : expected + "\n")
        let quoted = written { $0.line("\(quoted: expected)") }
        XCTAssertEqual(quoted, "\"" + expected + "\"\n", "length \(length)")
      }
    }
  }

  /// The text of a line written on its own (to rebuild it piece by piece).
  private func writtenLine(_ line: CodeText) -> String {
    var writer = CodeWriter()
    writer.line(line)
    let text = writer.finished
    return text == "\n" ? "" : String(text.dropLast())
  }

  func testAnEmptyLineIsBlankAndDirectivesAreRecognizedByPrefix() {
    let text = written { writer in
      writer.line("a")
      writer.line("")
      writer.line(CodeText(""))
      writer.directive("#if os(iOS)")
      writer.line("")
      writer.line("b")
      writer.directive("#endif")
    }
    XCTAssertEqual(text, "a\n\n#if os(iOS)\nb\n#endif\n")
  }

  /// Interpolated into a `String`, a line gives its text (not a description of its storage).
  func testALineInAStringIsItsText() {
    let line: CodeText = "title: \(quoted: "Read")"
    XCTAssertEqual("\(line)", #"title: "Read""#)
    XCTAssertEqual(String(describing: line), #"title: "Read""#)
  }

  /// A literal keeps pointing at its bytes in the binary until more is appended to it; then they
  /// are copied, inline or (past 64 bytes) to the heap, ahead of what follows.
  func testALiteralIsCopiedOnlyWhenAppendedTo() {
    for literal: CodeText in ["short", "a literal long enough to need the heap once more is appended to it"] {
      for tail in ["", "!", String(repeating: "x", count: 70)] {
        var text = literal
        let before = text.description
        ByteScan.withUTF8(tail) { text.append($0) }
        XCTAssertEqual(text.description, before + tail)
        XCTAssertEqual(text.byteCount, before.utf8.count + tail.utf8.count)
        XCTAssertEqual(literal.description, before, "the literal itself is unchanged")
      }
    }
    let brace: CodeText = "}"
    XCTAssertEqual("\(brace)", "}")
    XCTAssertTrue(("" as CodeText).isEmpty)
  }
}
