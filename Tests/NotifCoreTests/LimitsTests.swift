import Foundation
import XCTest

@testable import NotifCore

/// Limits with clear errors, and time that grows linearly with the input (issue 7). The limits
/// are documented in docs/reliability.md and in ``CompilerLimits``.
final class LimitsTests: XCTestCase {
  func compile(_ text: String, limits: CompilerLimits = CompilerLimits()) -> Compilation {
    Compiler.compile([CompilationInput(path: "test.notif", text: text)], limits: limits)
  }

  // MARK: File size

  func testFileOverTheDefaultSizeLimitIsOneClearError() {
    let limit = CompilerLimits().maxFileSize
    XCTAssertEqual(limit, 64 * 1024 * 1024)
    // One byte past the limit is where a reader may stop (notifc does), so the size is not known.
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: limit + 1)
    let compilation = Compiler.compile([CompilationInput(path: "big.notif", bytes: bytes)])
    XCTAssertEqual(compilation.diagnostics.map(\.code), [.fileTooLarge])
    XCTAssertEqual(
      compilation.diagnostics.first?.message,
      "file is too large (the limit is 67108864 bytes)")
    XCTAssertEqual(compilation.diagnostics.first?.severity, .error)
    // A reader that read more gives the size.
    let more = Compiler.compile([CompilationInput(path: "big.notif", bytes: bytes + [32])])
    XCTAssertEqual(
      more.diagnostics.map(\.message), ["file is too large (67108866 bytes; the limit is 67108864 bytes)"])
  }

  func testFileAtTheSizeLimitIsRead() {
    var limits = CompilerLimits()
    limits.maxFileSize = 40
    let text = "action a { title: \"A\" }\ncategory c {}"
    XCTAssertLessThanOrEqual(text.utf8.count, 40)
    XCTAssertFalse(compile(text, limits: limits).diagnostics.contains { $0.code == .fileTooLarge })
    limits.maxFileSize = text.utf8.count - 1
    XCTAssertEqual(compile(text, limits: limits).diagnostics.map(\.code), [.fileTooLarge])
  }

  func testImportedFileOverTheLimitIsReportedAtItsPath() {
    var limits = CompilerLimits()
    limits.maxFileSize = 100
    let big = String(repeating: "// padding\n", count: 20)
    let compilation = Compiler.compile(
      [CompilationInput(path: "main.notif", text: "import \"big.notif\"\n")], limits: limits
    ) { path in path == "big.notif" ? .loaded(Array(big.utf8)) : .notFound }
    XCTAssertEqual(compilation.diagnostics.map(\.code), [.fileTooLarge])
    XCTAssertEqual(compilation.diagnostics.first?.span.map { compilation.sources[$0.file].path }, "big.notif")
  }

  // MARK: String length

  func testStringAtTheLengthLimitIsAcceptedAndOneLongerIsAnError() {
    let limit = CompilerLimits().maxStringLength
    XCTAssertEqual(limit, 64 * 1024)
    let atLimit = String(repeating: "x", count: limit)
    XCTAssertFalse(
      compile("action a { title: \"\(atLimit)\" }\ncategory c { actions: [a] }").hasErrors)
    let compilation = compile("action a { title: \"\(atLimit)x\" }\ncategory c { actions: [a] }")
    XCTAssertEqual(compilation.diagnostics.map(\.code), [.stringTooLong])
    XCTAssertEqual(
      compilation.diagnostics.first?.message, "string literal is too long (65537 bytes; the limit is 65536)")
  }

  func testStringLengthCountsSourceBytesOfEscapes() {
    var limits = CompilerLimits()
    limits.maxStringLength = 8
    // Eight characters of value, but twelve bytes of source.
    let compilation = compile(
      "action a { title: \"\\u{41}bcdefgh\" }\ncategory c { actions: [a] }", limits: limits)
    XCTAssertEqual(compilation.diagnostics.map(\.code), [.stringTooLong])
  }

  // MARK: Nesting

  func testNestingAtTheLimitIsParsedAndOneDeeperIsAnError() {
    let limit = CompilerLimits().maxNestingDepth
    XCTAssertEqual(limit, 32)
    func nested(_ depth: Int) -> String {
      "action a { title: \"A\" }\ncategory c { actions: " + String(repeating: "[", count: depth) + "a"
        + String(repeating: "]", count: depth) + " }"
    }
    XCTAssertFalse(compile(nested(limit)).diagnostics.contains { $0.code == .nestingTooDeep })
    let deeper = compile(nested(limit + 1))
    XCTAssertEqual(deeper.diagnostics.filter { $0.code == .nestingTooDeep }.count, 1)
    XCTAssertEqual(
      deeper.diagnostics.first { $0.code == .nestingTooDeep }?.message,
      "values are nested too deeply (the limit is 32 levels)")
  }

  /// 200,000 open brackets or `localized(` calls: one error, no stack overflow.
  func testVeryDeepNestingDoesNotOverflowTheStack() {
    for opener in ["[", "localized("] {
      let text = "action a { title: " + String(repeating: opener, count: 200_000) + " }"
      let compilation = compile(text)
      XCTAssertEqual(compilation.diagnostics.filter { $0.code == .nestingTooDeep }.count, 1, opener)
      let parsed = Compiler.parse(CompilationInput(path: "test.notif", text: text))
      _ = NotifCore.Formatter.format(parsed.tree, source: parsed.sources.files[0])
    }
  }
}
