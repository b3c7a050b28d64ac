// SwiftStringLiteral works on UTF-8 bytes. These tests hold it to the scalar-by-scalar definition
// it replaced (kept below as the oracle): on every Unicode scalar for `needsEscape`, and on many
// seeded random texts made of the characters that matter for `quoted`, `commentText`,
// `commentLines` and `isCommentSafeLine`.

import XCTest

@testable import NotifCore

final class SwiftStringLiteralTests: XCTestCase {
  /// `needsEscape` skips the binary property lookups outside a few blocks; on every scalar it gives
  /// what the four lookups give.
  func testNeedsEscapeMatchesTheFullLookupForEveryScalar() {
    var mismatches: [String] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if SwiftStringLiteral.needsEscape(scalar) != ScalarOracle.needsEscape(scalar) {
        mismatches.append("U+" + String(value, radix: 16, uppercase: true))
      }
    }
    XCTAssertEqual(mismatches, [])
  }

  /// The stretches that `needsEscape` passes without the property lookups hold only code points
  /// assigned by Unicode 9.0, so that runtimes with older Unicode data than this one's agree.
  func testVisibleStretchesWereAssignedByUnicode9() {
    var tooYoung: [String] = []
    for value in UInt32(0)...0x10_FFFF where SwiftStringLiteral.isVisibleStretch(value) {
      let age = Unicode.Scalar(value)?.properties.age
      if age.map({ ($0.major, $0.minor) <= (9, 0) }) != true {
        tooYoung.append("U+" + String(value, radix: 16, uppercase: true))
      }
    }
    XCTAssertEqual(tooYoung, [])
  }

  /// The byte-level renderings give the scalar-level ones' result on random texts with quotes,
  /// backslashes, every kind of line break, tabs, trailing spaces, controls, bidi controls,
  /// invisible and combining characters, emoji and private-use characters.
  func testRenderingsMatchTheScalarDefinitions() {
    let pieces = [
      "a", "Z", " ", "  ", "\t", "\n", "\r", "\r\n", "\\", "\"", "\\(", "#", "\u{0}", "\u{1F}", "\u{7F}",
      "\u{85}", "\u{A0}", "é", "e\u{301}", "✓", "日本", "😀", "👍🏽", "\u{202E}", "\u{2066}", "\u{200F}",
      "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{200B}", "\u{FE0F}", "\u{34F}", "\u{3164}", "\u{E0041}",
      "\u{E000}", "\u{FFFE}", "\u{10FFFF}", "\u{1D173}",
    ]
    var generator = SeededGenerator(seed: 0x5717_11C)
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let label = "\(Array(text.unicodeScalars))"
      // Bytes, not String equality (which is canonical equivalence).
      XCTAssertEqual(
        Array(SwiftStringLiteral.quoted(text).utf8), Array(ScalarOracle.quoted(text).utf8), label)
      XCTAssertEqual(
        Array(SwiftStringLiteral.commentText(text).utf8), Array(ScalarOracle.commentText(text).utf8), label)
      XCTAssertEqual(
        SwiftStringLiteral.commentLines(text).map { Array($0.utf8) },
        ScalarOracle.commentLines(text).map { Array($0.utf8) }, label)
      let isSafe = ByteScan.withUTF8(text, SwiftStringLiteral.isCommentSafeLine)
      let lines = ScalarOracle.commentLines(text)
      // Safe: the comment text is the text itself (a tab, which comments keep, is taken as unsafe).
      let keptAsIs = lines.count == 1 && Array(lines[0].utf8) == Array(text.utf8)
      XCTAssertEqual(isSafe, !text.isEmpty && keptAsIs && !text.contains("\t"), label)
    }
  }

  func testEmptyText() {
    XCTAssertEqual(SwiftStringLiteral.quoted(""), "\"\"")
    XCTAssertEqual(SwiftStringLiteral.commentText(""), "")
    XCTAssertEqual(SwiftStringLiteral.commentLines(""), [""])
    XCTAssertEqual(SwiftStringLiteral.commentLines("a\r"), ["a", ""])
  }
}

/// The scalar-by-scalar definitions that `SwiftStringLiteral` had before it worked on bytes.
private enum ScalarOracle {
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    // Swift refuses these noncharacters in `\u{…}`, so they are written as themselves.
    if (0xFDD0...0xFDEF).contains(scalar.value) { return false }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse,
      .surrogate, .unassigned:
      return true
    default:
      return properties.isBidiControl || properties.isDefaultIgnorableCodePoint
        || properties.isNoncharacterCodePoint
    }
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\", "\"": result += "\\" + String(scalar)
      default: result += needsEscape(scalar) ? escape(scalar) : String(scalar)
      }
    }
    return result + "\""
  }

  static func commentText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      result += scalar != "\t" && needsEscape(scalar) ? escape(scalar) : String(scalar)
    }
    while let last = result.unicodeScalars.last, last == " " || last == "\t" {
      result.unicodeScalars.removeLast()
    }
    return result
  }

  static func commentLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      if scalar == "\n" && previousWasCR { continue }
      if scalar == "\n" || scalar == "\r" {
        lines.append(commentText(current))
        current = ""
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    lines.append(commentText(current))
    return lines
  }

  static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
