import XCTest

@testable import NotifCore

final class PropertyNameTests: XCTestCase {
  func testEverySpellingMatchesItsProperty() {
    for name in PropertyName.allCases {
      XCTAssertEqual(name.spelling, "\(name)", "the spelling is the case's name")
      XCTAssertEqual(PropertyName(spelling: name.spelling), name)
    }
    XCTAssertEqual(PropertyName.authenticationRequired.spelling, "authenticationRequired")
  }

  /// The matcher picks a candidate by length and two bytes; everything else must still be compared.
  func testNearMissesAreNotProperties() {
    var misses = ["", "x", "titles", "Title", "tItle", "options_", "optionz", "actionz", "identifieR"]
    for name in PropertyName.allCases {
      var bytes = Array(name.spelling.utf8)
      for index in bytes.indices {
        let original = bytes[index]
        bytes[index] = original == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        misses.append(String(decoding: bytes, as: UTF8.self))
        bytes[index] = original
      }
      misses.append(name.spelling + "s")
      misses.append(String(name.spelling.dropLast()))
    }
    for miss in misses {
      XCTAssertNil(PropertyName(spelling: miss), miss)
    }
  }

  func testSchemaNamesEveryPropertyOnce() {
    let all = (PropertySchema.action + PropertySchema.category).map(\.0)
    XCTAssertEqual(Set(all), Set(PropertyName.allCases))
    XCTAssertEqual(Set(PropertySchema.action.map(\.0)).count, PropertySchema.action.count)
    XCTAssertEqual(Set(PropertySchema.category.map(\.0)).count, PropertySchema.category.count)
  }

  /// A declaration's decoded properties are kept one lane of a `SIMD16` and one bit of a `UInt16`
  /// each: there must be no more than 16 properties.
  func testThereAreAtMostSixteenProperties() {
    XCTAssertLessThanOrEqual(PropertyName.allCases.count, 16)
    XCTAssertEqual(PropertyName.allCases.map(\.rawValue), Array(0..<UInt8(PropertyName.allCases.count)))
  }

  /// The compact span table gives back the spans it was given, in its own file, with a missing
  /// value as `nil`, and lists its properties in the order they were added.
  func testPropertySpansGiveBackTheirSpans() {
    let file = FileID(3)
    var spans = PropertySpans(file: file, minimumCapacity: 2)
    let titleName = SourceSpan(file: file, start: 10, end: 15)
    let titleValue = SourceSpan(file: file, start: 17, end: 4_000_000_000)
    spans.append(.title, name: titleName, value: titleValue)
    spans.append(.behavior, name: SourceSpan(file: file, start: 30, end: 38), value: nil)
    XCTAssertEqual(spans[.title]?.name, titleName)
    XCTAssertEqual(spans[.title]?.value, titleValue)
    XCTAssertEqual(spans[.behavior]?.name, SourceSpan(file: file, start: 30, end: 38))
    XCTAssertNotNil(spans[.behavior])
    XCTAssertNil(spans[.behavior]?.value)
    XCTAssertNil(spans[.identifier])
    XCTAssertEqual(spans.names, [.title, .behavior])
  }
}
