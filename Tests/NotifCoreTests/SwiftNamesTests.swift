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
}
