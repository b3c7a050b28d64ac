import XCTest

@testable import NotifCore

/// Declarations are decoded and rules run on all cores; the diagnostics must be the same, in the
/// same order, as checking one declaration after another.
final class ParallelCheckingTests: XCTestCase {
  func testDiagnosticsKeepSourceOrderAcrossDecodingWindows() {
    let count = DecodedDeclarations.windowSize + 1000
    var source = ""
    for index in 0..<count { source += "action a\(index) { identifier: \"A\(index)\" }\n" }
    // A redeclaration at the end: its own missing title is not reported, only the redeclaration.
    source += "action a\(DecodedDeclarations.windowSize - 1) { }\n"
    source += "category c { actions: [a0] }\n"
    let compilation = Compiler.compile([CompilationInput(path: "many.notif", bytes: Array(source.utf8))])
    let errors = compilation.diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.count, count + 1)
    XCTAssertEqual(errors.prefix(count).map(\.code), Array(repeating: .missingProperty, count: count))
    XCTAssertEqual(
      errors.prefix(count).map(\.message), (0..<count).map { "action 'a\($0)' has no 'title'" },
      "one per action, in source order")
    XCTAssertEqual(errors.last?.code, .duplicateName)
    XCTAssertEqual(
      errors.last?.message, "invalid redeclaration of action 'a\(DecodedDeclarations.windowSize - 1)'")
    XCTAssertEqual(compilation.sources.start(of: errors.last!.span!).line, count + 1)
  }

  func testParallelCheckingEqualsSequentialChecking() {
    // Enough declarations for decoding and the rules to run in parallel, with findings of several
    // rules on every group: unused actions, empty categories, a foreground action without
    // authentication, a too-long title, a redeclaration.
    var source = "platform ios 15.0\n"
    for index in 0..<DecodedDeclarations.windowSize / 4 {
      source += """
        action a\(index) { title: "A" }
        action f\(index) { title: "\(String(repeating: "long ", count: 20))" activation: foreground authenticationRequired: false }
        action f\(index) { title: "F" }
        category c\(index) { actions: [f\(index), missing\(index)] }
        category e\(index) { actions: [] }

        """
    }
    let compilation = Compiler.parse(CompilationInput(path: "rules.notif", bytes: Array(source.utf8)))
    var parallel = DiagnosticBag()
    var sequential = DiagnosticBag()
    let trees = [compilation.tree]
    let inParallel = Checker.check(trees: trees, sources: compilation.sources, diagnostics: &parallel)
    let inOrder = Checker.check(
      trees: trees, sources: compilation.sources, diagnostics: &sequential, parallel: false)
    XCTAssertGreaterThanOrEqual(Set(parallel.diagnostics.map(\.code)).count, 4)
    XCTAssertEqual(parallel.diagnostics, sequential.diagnostics)
    XCTAssertEqual(ManifestEmitter.emit(inParallel), ManifestEmitter.emit(inOrder))
  }
}
