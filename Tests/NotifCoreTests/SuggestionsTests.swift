import XCTest

@testable import NotifCore

/// The edit distance behind "did you mean": computed only near the diagonal when it has a limit, it
/// agrees with the whole table wherever the distance is within the limit, and says "over" where not.
final class SuggestionsTests: XCTestCase {
  /// The whole table (optimal string alignment over UTF-8 bytes), as a reference.
  func referenceDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  func testLimitedDistanceAgreesWithTheWholeTable() {
    var generator = SeededGenerator(seed: 33)
    let alphabet = Array("abcAB_".utf8)
    for _ in 0..<3000 {
      let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement()! }
      // Mostly near-misses of `a`: edits of it, so that small distances are common.
      var b = a
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where !b.isEmpty: b.remove(at: Int.random(in: 0..<b.count, using: &generator))
        case 1: b.insert(alphabet.randomElement()!, at: Int.random(in: 0...b.count, using: &generator))
        default:
          if !b.isEmpty { b[Int.random(in: 0..<b.count, using: &generator)] = alphabet.randomElement()! }
        }
      }
      let expected = referenceDistance(a, b)
      let (x, y) = (String(decoding: a, as: UTF8.self), String(decoding: b, as: UTF8.self))
      XCTAssertEqual(Suggestions.editDistance(x, y), expected, "\(x) \(y)")
      for limit in 0...4 {
        let limited = Suggestions.editDistance(x, y, limit: limit)
        if expected <= limit {
          XCTAssertEqual(limited, expected, "\(x) \(y) limit \(limit)")
        } else {
          XCTAssertGreaterThan(limited, limit, "\(x) \(y) limit \(limit)")
        }
      }
    }
  }

  /// Two long names one edit apart are found close, and a long unknown name gets its suggestion.
  /// (That this is fast, computed near the diagonal, is the benchmark's to check: `notifc-bench
  /// --linearity`, "a long misspelt action name".)
  func testLongNamesAreComparedNearTheDiagonal() {
    let name = String(repeating: "ab", count: 8000)
    let typo = String(name.dropLast()) + "c"
    XCTAssertEqual(Suggestions.editDistance(name, typo, limit: 3), 1)
    XCTAssertGreaterThan(Suggestions.editDistance(name, "x" + name.dropFirst(5), limit: 3), 3)
    XCTAssertEqual(Suggestions.closest(to: typo, in: [name, "other"]), name)
  }
}
