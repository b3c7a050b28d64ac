import XCTest

@testable import NotifCore

/// Declarations are decoded and rules run on all cores; the diagnostics must be the same, in the
/// same order, as checking one declaration after another.
final class ParallelCheckingTests: XCTestCase {
  func testDiagnosticsKeepSourceOrderAcrossDecodingWindows() {
    let count = DecodedDeclarations.windowSize + 1000
    var source = ""
    for index in 0..<count { source += "action a\(index) { identifier: \"A\(index)\" }\n" }
    // A redeclaration at the end: reported, and so is its own missing title (after it).
    source += "action a\(DecodedDeclarations.windowSize - 1) { }\n"
    source += "category c { actions: [a0] }\n"
    let compilation = Compiler.compile([CompilationInput(path: "many.notif", bytes: Array(source.utf8))])
    var errors = compilation.diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.count, count + 2)
    XCTAssertEqual(errors.last?.code, .missingProperty)
    errors.removeLast()
    XCTAssertEqual(errors.prefix(count).map(\.code), Array(repeating: .missingProperty, count: count))
    XCTAssertEqual(
      errors.prefix(count).map(\.message), (0..<count).map { "action 'a\($0)' has no 'title'" },
      "one per action, in source order")
    XCTAssertEqual(errors.last?.code, .duplicateName)
    XCTAssertEqual(
      errors.last?.message, "invalid redeclaration of action 'a\(DecodedDeclarations.windowSize - 1)'")
    XCTAssertEqual(compilation.sources.start(of: errors.last!.span!).line, count + 1)
  }

  /// A caller that exits after its build (`notifc`) takes the symbol table and the rules' context
  /// instead of having them freed: they live as long as it holds them, and the result is the same.
  func testCheckingTablesHandedToTheCallerLiveAsLongAsItHoldsThem() {
    var source = ""
    for index in 0..<400 {
      source += "action a\(index) { title: \"A\" }\ncategory c\(index) { actions: [a\(index), missing] }\n"
    }
    let input = CompilationInput(path: "many.notif", bytes: Array(source.utf8))
    var handed: [Any] = []
    let compilation = Compiler.compile([input], tables: .handTo { handed.append($0) })
    XCTAssertEqual(handed.count, 1)
    func child(_ value: Any?, _ label: String) -> Any? {
      value.flatMap { Mirror(reflecting: $0).children.first { $0.label == label }?.value }
    }
    weak var declaration: CategoryDeclaration?
    declaration = (child(child(handed.first, "table"), "categories") as? [CategoryDeclaration])?.first
    XCTAssertEqual(declaration?.name.text, "c0", "the handed tables hold the categories as declared")
    handed = []
    XCTAssertNil(declaration, "and let them go with the caller's reference")
    let freed = Compiler.compile([input])
    XCTAssertEqual(compilation.diagnostics, freed.diagnostics)
    XCTAssertEqual(compilation.diagnostics.filter { $0.code == .unknownAction }.count, 400)
    XCTAssertEqual(compilation.model.categories.map(\.name), freed.model.categories.map(\.name))
  }

  func testTheScheduleStartsEveryRuleOnceTheCostliestFirst() {
    let schedule = Checker.schedule
    XCTAssertEqual(schedule.sorted(), Array(Checker.rules.indices), "every rule, once")
    let names = schedule.map { "\(Checker.rules[$0].type)" }
    XCTAssertEqual(Array(names.prefix(Checker.costliestFirst.count)), Checker.costliestFirst.map { "\($0)" })
  }

  /// The rules' bags come back in the order they finish; they are appended in the rules' order.
  func testRuleDiagnosticsAreAppendedInRuleOrder() {
    func bag(_ rule: Int) -> DiagnosticBag {
      var bag = DiagnosticBag()
      bag.report(.unusedAction, "rule \(rule)", at: .point(FileID(0), rule))
      return bag
    }
    let finished = [4, 0, 3, 1].map { (rule: $0, diagnostics: bag($0)) }
    let ordered = Checker.inRuleOrder(finished, ruleCount: 5)
    XCTAssertEqual(
      ordered.map { $0.diagnostics.map(\.message) }, [["rule 0"], ["rule 1"], [], ["rule 3"], ["rule 4"]])
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

/// The checker takes the declarations out of a build's trees, so that their syntax is freed as it
/// is checked; the directives stay, and a caller's own trees are left whole.
final class ConsumedDeclarationsTests: XCTestCase {
  func testACompilationKeepsDirectivesButNotDeclarations() {
    let text = """
      platform ios 15.0
      localization "Push"
      action a { title: "A" } // notifc:ignore N410
      category c { actions: [a] }
      """
    let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: text)])
    XCTAssertEqual(compilation.model.actions.map(\.name), ["a"])
    XCTAssertEqual(compilation.trees[0].declarations.count, 0)
    XCTAssertEqual(compilation.trees[0].platforms.count, 1)
    XCTAssertEqual(compilation.trees[0].localizations.map(\.table), ["Push"])
    XCTAssertEqual(compilation.trees[0].ignoreDirectives.count, 1)

    let parsed = Compiler.parse(CompilationInput(path: "t.notif", text: text))
    var bag = DiagnosticBag()
    let trees = [parsed.tree]
    _ = Checker.check(trees: trees, sources: parsed.sources, diagnostics: &bag)
    XCTAssertEqual(trees[0].declarations.count, 2, "a caller's trees are not consumed")
  }
}
