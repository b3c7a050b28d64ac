import XCTest

@testable import NotifCore

/// The byte-level wrapping of ASCII comment lines matches the general one.
final class CodeWriterWrapTests: XCTestCase {
  func testASCIIWrappingMatchesTheGeneralWrapping() {
    var generator = SystemRandomNumberGenerator()
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
}
