import XCTest

@testable import notifc

/// The alignment behind `fmt --diff`: whatever path it takes (the shortest edit script, anchors on
/// unique lines, or a part replaced whole), the lines it keeps are the same on both sides, so the
/// diff turns the old text into the new one.
final class LineAlignmentTests: XCTestCase {
  func testKeptLinesAreTheSameOnBothSides() {
    // Reproducible (a linear congruential generator), so that a failure can be replayed.
    var state: UInt64 = 33
    func random(_ range: ClosedRange<Int>) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int(state >> 33) % (range.count)
    }
    for round in 0..<2000 {
      // Few distinct lines make repeats (no anchor); many make unique lines (anchors).
      let distinct = [3, 8, 40][round % 3]
      let old = (0..<random(0...40)).map { _ in
        random(0...distinct - 1)
      }
      var new = old
      for _ in 0..<random(0...10) {
        if !new.isEmpty && random(0...1) == 0 {
          new.remove(at: random(0...new.count - 1))
        } else {
          new.insert(
            random(0...distinct - 1),
            at: random(0...new.count))
        }
      }
      // A limit of 0 takes the anchors wherever a part has changes on both sides.
      for limit in [0, 4, LineAlignment.shortestScriptLimit] {
        let (removed, inserted, _) = LineAlignment.changes(old: old, new: new, limit: limit)
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

  /// Comments a formatter re-indents (`  // c2` becomes `// c2`, a line already there) leave each
  /// part one anchor at its edge: looking for anchors stops at its budget, 16 times the lines, and
  /// the rest is replaced whole (it read the remaining part again for each line: quadratic).
  func testAnchorsThatPeelOneLineAtATimeStopAtTheBudget() {
    let count = 4000
    let old = (1...count).flatMap { ["  // c\($0 + 1)", "// c\($0)"] }
    let new = old.map { String($0.drop { $0 == " " }) }
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let (oldNumbers, newNumbers) = (old.map(number), new.map(number))
    let (removed, inserted, work) = LineAlignment.changes(old: oldNumbers, new: newNumbers)
    XCTAssertEqual(
      zip(oldNumbers, removed).filter { !$0.1 }.map(\.0), zip(newNumbers, inserted).filter { !$0.1 }.map(\.0))
    XCTAssertLessThanOrEqual(work, 16 * (old.count + new.count))
    // The budget is what bounds it here (without it the search would read far more), and what is
    // left is replaced whole: most lines are removed and inserted again.
    XCTAssertGreaterThan(work, 8 * (old.count + new.count))
    XCTAssertGreaterThan(removed.filter { $0 }.count, old.count / 2)
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
