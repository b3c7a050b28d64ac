import XCTest

@testable import NotifCore

final class CategoryOrderTests: XCTestCase {
  private func order(_ identifiers: [String]) -> [Int32]? {
    var order = CategoryOrder(categoryCount: identifiers.count)
    for identifier in identifiers { order.append(identifier: identifier) }
    return order.sorted()
  }

  /// What the model's order must be: by UTF-8 bytes, declaration order among equal identifiers.
  private func expected(_ identifiers: [String]) -> [Int32] {
    identifiers.indices.sorted { a, b in
      identifiers[a].utf8.lexicographicallyPrecedes(identifiers[b].utf8)
        || (identifiers[a].utf8.elementsEqual(identifiers[b].utf8) && a < b)
    }.map(Int32.init)
  }

  func testIdentifiersInOrderNeedNoSort() {
    XCTAssertNil(order([]))
    XCTAssertNil(order(["a", "b", "b", "c"]))
  }

  /// Identifiers told apart within their first 16 bytes, beyond them, or only by their length; a
  /// NUL byte, which the zero-padded keys cannot tell from the end; bytes above 0x7F; two that are
  /// canonically equivalent (equal as `String`s) but not byte for byte; repeats.
  func testTheOrderIsThatOfTheBytes() {
    let identifiers = [
      "g10_category_0", "g2_category_0", "com.example.app.category.reply",
      "com.example.app.category.invite", "com.example.app.category", "ab\u{0}", "ab", "b", "é", "e",
      "z", "com.example.app.category.invite", "", "com.example.app.categorz", "ab\u{0}\u{0}",
      "\u{E9}", "e\u{301}", "0123456789abcdef", "0123456789abcdefg", "0123456789abcdef\u{0}",
      "0123456789abcdee", "0123456789abcdef",
    ]
    XCTAssertEqual(order(identifiers), expected(identifiers))
  }

  func testEqualIdentifiersKeepTheirDeclarationOrder() {
    let identifiers = ["same.long.identifier.beyond.16", "a", "same.long.identifier.beyond.16", "a"]
    XCTAssertEqual(order(identifiers), [1, 3, 0, 2])
  }
}
