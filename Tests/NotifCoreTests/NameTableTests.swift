import XCTest

@testable import NotifCore

final class NameTableTests: XCTestCase {
  /// The table numbers names as a dictionary of first-insertion numbers would, through many
  /// growths, for names of every length around the hash's eight-byte steps; names inserted and
  /// looked up with a hash computed beforehand (as on the decoding cores) are the same names.
  func testAgreesWithADictionaryThroughGrowth() {
    var generator = SeededGenerator(seed: 7)
    var table = NameTable()
    var reference: [String: Int] = [:]
    var order: [String] = []
    let alphabet = Array("abcXYZ_09é✓")
    for step in 0..<20_000 {
      let length = Int.random(in: 0...20, using: &generator)
      let name = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      table.prefetch(hash: NameTable.hash(name))
      let (index, inserted) =
        step.isMultiple(of: 2) ? table.insert(name) : table.insert(name, hash: NameTable.hash(name))
      if let expected = reference[name] {
        XCTAssertFalse(inserted, "step \(step)")
        XCTAssertEqual(index, expected, "step \(step)")
      } else {
        XCTAssertTrue(inserted, "step \(step)")
        XCTAssertEqual(index, order.count, "step \(step)")
        reference[name] = index
        order.append(name)
      }
    }
    XCTAssertGreaterThan(order.count, 10_000)
    XCTAssertEqual(table.count, order.count)
    XCTAssertEqual(table.names, order)
    for (name, index) in reference {
      XCTAssertEqual(table.index(of: name), index)
      XCTAssertEqual(table.index(of: name, hash: NameTable.hash(name)), index)
    }
    for absent in ["absent", "abcXYZ_09é✓abcXYZ_09é✓abcXYZ_09é✓", "é✓é✓é✓é✓é✓é✓é✓é✓é✓é✓é✓"] {
      XCTAssertNil(table.index(of: absent))
    }
  }

  /// Names that differ only after their first eight bytes, or only in length, are different names.
  func testNamesDifferingLateOrInLengthAreDistinct() {
    var table = NameTable(minimumCapacity: 4)
    let names = [
      "", "a", "aaaaaaaa", "aaaaaaaab", "aaaaaaaac", "aaaaaaaa\0", "aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaab",
    ]
    for (index, name) in names.enumerated() { XCTAssertEqual(table.insert(name).index, index) }
    for (index, name) in names.enumerated() { XCTAssertEqual(table.index(of: name), index) }
  }

  /// Names are compared byte for byte (declaration names are ASCII, where that is `String`
  /// equality): two spellings of "é" are two names.
  func testNamesAreComparedByteForByte() {
    var table = NameTable()
    XCTAssertTrue(table.insert("caf\u{E9}").inserted)
    XCTAssertTrue(table.insert("cafe\u{301}").inserted)
    XCTAssertEqual(table.count, 2)
  }

  /// A loop that looks ahead (as the identifier rule does: the name `distance` ahead is hashed and
  /// its slot loaded first, then the current name is numbered) gets each name's own hash back.
  func testHashesAheadGiveEachNameItsOwnHash() {
    let names = (0..<100).map { "identifier.\($0)" }
    var table = NameTable()
    var ahead = HashesAhead()
    for (index, name) in names.enumerated() {
      let next = index + HashesAhead.distance
      if next < names.count { ahead.prefetch(names[next], at: next, in: table) }
      XCTAssertEqual(ahead.hash(of: name, at: index), NameTable.hash(name), "name \(index)")
      XCTAssertEqual(table.insert(name, hash: ahead.hash(of: name, at: index)).index, index)
    }
  }
}
