import XCTest

@testable import notifc

/// The alignment behind `fmt --diff`: whatever path it takes (the shortest edit script, anchors on
/// unique lines, or a part replaced whole), the lines it keeps are the same on both sides, so the
/// diff turns the old text into the new one.
final class LineAlignmentTests: XCTestCase {
  func testKeptLinesAreTheSameOnBothSides() {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<2000 {
      // Few distinct lines make repeats (no anchor); many make unique lines (anchors).
      let distinct = [3, 8, 40][round % 3]
      let old = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        Int.random(in: 0..<distinct, using: &generator)
      }
      var new = old
      for _ in 0..<Int.random(in: 0...10, using: &generator) {
        if !new.isEmpty && Bool.random(using: &generator) {
          new.remove(at: Int.random(in: 0..<new.count, using: &generator))
        } else {
          new.insert(
            Int.random(in: 0..<distinct, using: &generator),
            at: Int.random(in: 0...new.count, using: &generator))
        }
      }
      // A limit of 0 takes the anchors wherever a part has changes on both sides.
      for limit in [0, 4, LineAlignment.shortestScriptLimit] {
        let (removed, inserted) = LineAlignment.changes(old: old, new: new, limit: limit)
        let keptOld = zip(old, removed).filter { !$0.1 }.map(\.0)
        let keptNew = zip(new, inserted).filter { !$0.1 }.map(\.0)
        XCTAssertEqual(keptOld, keptNew, "\(old) → \(new), limit \(limit)")
        if limit == LineAlignment.shortestScriptLimit {
          // The shortest edit script: as many kept lines as the longest common subsequence.
          XCTAssertEqual(keptOld.count, longestCommonSubsequence(old, new), "\(old) → \(new)")
        }
      }
    }
  }

  /// Anchors are unique lines in increasing order on both sides: the longest such run.
  func testAnchorsAreTheLongestIncreasingRunOfUniqueLines() {
    // 1, 2, 3 and 4 occur once on each side (9 twice in the old); of their new places, 1, 2, 0, 3,
    // the longest increasing run is 1, 2, 3.
    let anchors = LineAlignment.uniqueCommonLines(
      old: [1, 2, 3, 4, 9, 9], 0..<6, new: [3, 1, 2, 4, 9, 5], 0..<6)
    XCTAssertEqual(anchors.map(\.0), [0, 1, 3])
    XCTAssertEqual(anchors.map(\.1), [1, 2, 3])
  }

  func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var current = [0]
      for (j, y) in b.enumerated() {
        current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j]))
      }
      previous = current
    }
    return previous[b.count]
  }
}
