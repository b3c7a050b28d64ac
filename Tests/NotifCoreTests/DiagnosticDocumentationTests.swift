import XCTest

@testable import NotifCore

/// Every diagnostic code is documented once, its example really produces it, its fix is clean,
/// and docs/diagnostics.md is generated from the same source.
final class DiagnosticDocumentationTests: XCTestCase {
  func testEveryCodeHasExactlyOneEntry() {
    XCTAssertEqual(DiagnosticDocumentation.entries.map(\.code), DiagnosticCode.allCases)
    for entry in DiagnosticDocumentation.entries {
      XCTAssertFalse(
        entry.title.isEmpty || entry.summary.isEmpty || entry.rationale.isEmpty, entry.code.rawValue)
    }
  }

  func compile(_ snippet: String) -> Compilation {
    let inputs = DiagnosticDocumentation.inputs(of: snippet)
    let files = Dictionary(uniqueKeysWithValues: inputs.map { ($0.path, $0.text) })
    return Compiler.compile([CompilationInput(path: inputs[0].path, text: inputs[0].text)]) { path in
      files[path].map { .loaded(Array($0.utf8)) } ?? .notFound
    }
  }

  func testExamplesProduceTheirCodeAndFixesAreClean() {
    for entry in DiagnosticDocumentation.entries where entry.reproducesLiterally {
      let codes = compile(entry.example).diagnostics.map(\.code)
      XCTAssertTrue(
        codes.contains(entry.code), "\(entry.code.rawValue)'s example reports \(codes.map(\.rawValue))")
      guard let fixed = entry.fixedExample else { continue }
      let remaining = compile(fixed).diagnostics.map { "\($0.code.rawValue) \($0.message)" }
      XCTAssertEqual(remaining, [], "\(entry.code.rawValue)'s fix")
    }
  }

  func testDiagnosticsReferenceIsGeneratedFromTheCatalogue() {
    assertMatchesFile(DiagnosticDocumentation.markdown(), "docs/diagnostics.md")
  }
}
