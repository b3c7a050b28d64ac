import XCTest

@testable import NotifCore

/// Spec section 7: how `.notif` names become Swift names.
final class SwiftNamesTests: XCTestCase {
  func testNamesBecomeCamelCase() {
    let cases: [(String, String?, String?)] = [
      ("complete_reminder", "completeReminder", "CompleteReminder"),
      ("MY_ACTION", "myAction", "MyAction"),
      ("ACCEPT", "accept", "Accept"),
      ("fooBar", "fooBar", "FooBar"),
      ("YesNo", "yesNo", "YesNo"),
      ("_draft_reply", "draftReply", "DraftReply"),
      ("a_b2_C", "aB2C", "AB2C"),
      ("foo__bar_", "fooBar", "FooBar"),
      ("__", nil, nil),
      ("_9", nil, nil),
      ("x_9", "x9", "X9"),
    ]
    for (name, lower, upper) in cases {
      XCTAssertEqual(SwiftNames.lowerCamel(name), lower, name)
      XCTAssertEqual(SwiftNames.upperCamel(name), upper, name)
    }
  }

  func testKeywordsAreEscaped() {
    XCTAssertEqual(SwiftNames.escaped("default"), "`default`")
    XCTAssertEqual(SwiftNames.escaped("accept"), "accept")
  }
  /// The byte-level conversion agrees with the rule as written (split at underscores, a part with
  /// no lowercase letter lowercased, each part capitalized but the first) on many names, short and
  /// long (a Swift string is stored inline up to 15 bytes).
  func testCamelCaseMatchesTheRuleOnManyNames() {
    func reference(_ name: String, upperFirst: Bool) -> String? {
      var result = ""
      for part in name.split(separator: "_") {
        let word = part.contains(where: \.isLowercase) ? String(part) : part.lowercased()
        let first = result.isEmpty && !upperFirst ? word.prefix(1).lowercased() : word.prefix(1).uppercased()
        result += first + word.dropFirst()
      }
      guard let first = result.first, !first.isNumber else { return nil }
      return result
    }
    var generator = SeededGenerator(seed: 7)
    let alphabet = Array("abcxyzABCXYZ0189___")
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...40, using: &generator)
      var name = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      if let first = name.first, first.isNumber { name.removeFirst() }
      XCTAssertEqual(SwiftNames.camel(name, upperFirst: false), reference(name, upperFirst: false), name)
      XCTAssertEqual(SwiftNames.camel(name, upperFirst: true), reference(name, upperFirst: true), name)
    }
  }
}
