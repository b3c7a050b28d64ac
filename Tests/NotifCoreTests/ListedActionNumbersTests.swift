import XCTest

@testable import NotifCore

final class ListedActionNumbersTests: XCTestCase {
  /// Each category gets back exactly its numbers, in order, empty categories included.
  func testEachCategoryHasItsOwnNumbers() {
    let categories = [[3, 1, 4], [], [1], [5, 9, 2, 6], []]
    var listed = ListedActionNumbers(categoryCount: categories.count)
    for category in categories {
      for number in category { listed.append(number: number) }
      listed.endCategory()
    }
    XCTAssertEqual(listed.count, categories.count)
    for (index, category) in categories.enumerated() {
      XCTAssertEqual(listed[index].map(Int.init), category, "category \(index)")
    }
  }

  /// Resolution numbers a category's actions as the model has them, also when it drops names.
  func testResolutionNumbersTheListedActions() {
    let source = """
      action a { title: "A" }
      action b { title: "B" }
      action c { title: "C" }
      category x { actions: [c, nope, a, c] }
      category y { actions: [] }
      category z { actions: [b, a] minimalActions: [a, c] }
      """
    var diagnostics = DiagnosticBag()
    let trees = [
      Parser.parse(SourceFile(path: "t.notif", text: source), file: FileID(0), diagnostics: &diagnostics)
    ]
    var table = DeclarationTable(sizedFor: trees)
    for tree in trees {
      for declaration in tree.declarations {
        let decoded = DeclarationTable.decode(declaration, defaultTable: "Localizable", isDamaged: false)
        table.add(declaration, decoded: decoded, diagnostics: &diagnostics)
      }
    }
    let actions = table.actions.map { $0.action }
    let resolution = table.resolve(platforms: [], actions: actions, diagnostics: &diagnostics)
    let (model, categories) = (resolution.model, resolution.categories)
    XCTAssertEqual(categories.map(\.name), ["x", "y", "z"])
    func names(_ numbers: ArraySlice<Int32>) -> [String] { numbers.map { model.actions[Int($0)].name } }
    for (index, category) in categories.enumerated() {
      XCTAssertEqual(names(resolution.listedActions[index]), category.actions.map(\.name), category.name)
      XCTAssertEqual(
        names(resolution.listedMinimalActions[index]), category.minimalActions.map(\.name), category.name)
    }
    XCTAssertEqual(resolution.listedActions[0].map(Int.init), [2, 0])
    // Without `minimalActions`, the first two actions; `c` is not among z's actions.
    XCTAssertEqual(names(resolution.listedMinimalActions[0]), ["c", "a"])
    XCTAssertEqual(names(resolution.listedMinimalActions[2]), ["a"])
  }
}
