/// Which lines a diff removes and inserts, aligning the rest: the alignment behind ``UnifiedDiff``.
///
/// Lines are compared as numbers (equal lines, byte for byte, have the same number). Lines at the
/// start and end that are equal on both sides are common; between them, lines that occur once on
/// each side anchor the alignment (their longest increasing run, as patience diff takes it), and
/// the parts between anchors are aligned in turn. A part small enough (at most 200 lines on its two
/// sides) gets the shortest edit script (the standard library's Myers difference); a larger
/// part with no anchor is replaced whole, and so is every part left once looking for anchors has
/// read 16 times the lines of both texts (a part that yields one anchor at its edge each time would
/// otherwise be read again for each of its lines). So the work stays linear where the shortest edit
/// script would take time that grows with the square of the lines, as when a formatter changes
/// every one.
enum LineAlignment {
  /// The most lines (on its two sides together) a part may have to be aligned by the shortest edit
  /// script, whose work is at most their square.
  static let shortestScriptLimit = 200

  /// Whether each line of `old` is removed and each line of `new` inserted, and how many lines
  /// were read looking for anchors (for the tests, as is `limit`).
  static func changes(old: [Int], new: [Int], limit: Int = shortestScriptLimit) -> (
    removed: [Bool], inserted: [Bool], anchorWork: Int
  ) {
    var removed = [Bool](repeating: false, count: old.count)
    var inserted = [Bool](repeating: false, count: new.count)
    var parts = [(old: 0..<old.count, new: 0..<new.count)]
    // The lines read looking for anchors, and how many they may be.
    var anchorWork = 0
    let anchorBudget = 16 * (old.count + new.count)
    while let part = parts.popLast() {
      var (oldStart, oldEnd) = (part.old.lowerBound, part.old.upperBound)
      var (newStart, newEnd) = (part.new.lowerBound, part.new.upperBound)
      while oldStart < oldEnd && newStart < newEnd && old[oldStart] == new[newStart] {
        oldStart += 1
        newStart += 1
      }
      while oldStart < oldEnd && newStart < newEnd && old[oldEnd - 1] == new[newEnd - 1] {
        oldEnd -= 1
        newEnd -= 1
      }
      let size = (oldEnd - oldStart) + (newEnd - newStart)
      if oldStart < oldEnd && newStart < newEnd && size <= limit {
        let difference = Array(new[newStart..<newEnd]).difference(from: Array(old[oldStart..<oldEnd]))
        for change in difference {
          switch change {
          case .remove(let offset, _, _): removed[oldStart + offset] = true
          case .insert(let offset, _, _): inserted[newStart + offset] = true
          }
        }
        continue
      }
      var anchors: [(Int, Int)] = []
      if oldStart < oldEnd && newStart < newEnd && anchorWork + size <= anchorBudget {
        anchorWork += size
        anchors = uniqueCommonLines(old: old, oldStart..<oldEnd, new: new, newStart..<newEnd)
      }
      guard !anchors.isEmpty else {
        for index in oldStart..<oldEnd { removed[index] = true }
        for index in newStart..<newEnd { inserted[index] = true }
        continue
      }
      var (previousOld, previousNew) = (oldStart, newStart)
      for (oldIndex, newIndex) in anchors {
        parts.append((previousOld..<oldIndex, previousNew..<newIndex))
        (previousOld, previousNew) = (oldIndex + 1, newIndex + 1)
      }
      parts.append((previousOld..<oldEnd, previousNew..<newEnd))
    }
    return (removed, inserted, anchorWork)
  }

  /// The lines that occur once in each range, as pairs of indexes, in the longest run whose indexes
  /// increase on both sides (patience sorting: O(k log k) for k such lines).
  static func uniqueCommonLines(
    old: [Int], _ oldRange: Range<Int>, new: [Int], _ newRange: Range<Int>
  ) -> [(Int, Int)] {
    // For each line: how often it occurs in the new range (up to 2), and where.
    var inNew: [Int: (count: Int, index: Int)] = [:]
    for index in newRange { inNew[new[index], default: (0, index)].count += 1 }
    var inOld: [Int: Int] = [:]
    for index in oldRange { inOld[old[index], default: 0] += 1 }
    let pairs = oldRange.compactMap { index -> (Int, Int)? in
      guard inOld[old[index]] == 1, let match = inNew[old[index]], match.count == 1 else { return nil }
      return (index, match.index)
    }
    // The longest increasing run of the new indexes: the top of each pile, and each pair's
    // predecessor.
    var piles: [Int] = []
    var predecessor = [Int](repeating: -1, count: pairs.count)
    for (position, pair) in pairs.enumerated() {
      var low = 0
      var high = piles.count
      while low < high {
        let middle = (low + high) / 2
        if pairs[piles[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
      }
      if low > 0 { predecessor[position] = piles[low - 1] }
      if low == piles.count { piles.append(position) } else { piles[low] = position }
    }
    var run: [(Int, Int)] = []
    var position = piles.last ?? -1
    while position >= 0 {
      run.append(pairs[position])
      position = predecessor[position]
    }
    return run.reversed()
  }
}
