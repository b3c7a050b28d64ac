/// Version-control conflict markers (N111): one error per conflict, and only its first side lexed.
extension LexerState {
  /// Whether a version-control conflict marker starts here: seven `<`, `|`, `=` or `>` at the start
  /// of a line, then a space or the end of the line.
  func atConflictMarker() -> Bool {
    guard index == 0 || buffer[index - 1] == 0x0A || buffer[index - 1] == 0x0D else { return false }
    return isMarkerRun(at: index)
  }

  /// Whether seven bytes like the one at `position` start there, followed by a space, a line break
  /// or the end of the file. (Kept as the lexer's loop inlines it: an optional result, or a check
  /// of which byte it is, made that loop reload the buffer on every byte, +0.7 M instructions for a
  /// 2 MB lint.)
  private func isMarkerRun(at position: Int) -> Bool {
    guard position + 7 <= buffer.count else { return false }
    let marker = buffer[position]
    for offset in 1..<7 where buffer[position + offset] != marker { return false }
    guard position + 7 < buffer.count else { return true }
    let next = buffer[position + 7]
    return next == 0x20 || next == 0x0A || next == 0x0D
  }

  /// The character of the conflict marker at `position`, the start of a line, if one is there.
  private func conflictMarker(at position: Int) -> UInt8? {
    guard position < buffer.count else { return nil }
    switch buffer[position] {
    case UInt8(ascii: "<"), UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: ">"):
      return isMarkerRun(at: position) ? buffer[position] : nil
    default:
      return nil
    }
  }

  /// The end of the line that starts at `position` (its line break, or the end of the file).
  private func endOfLine(from position: Int) -> Int {
    var end = position
    while end < buffer.count && buffer[end] != 0x0A && buffer[end] != 0x0D { end += 1 }
    return end
  }

  /// Where the other side of a conflict ends: from the `|||||||` or `=======` line ending at
  /// `position`, the end of the `>>>>>>>` line that closes the conflict, when the marker lines
  /// between are those of one conflict (`=======` after `|||||||`, none after `=======`); else
  /// `nil`.
  private func endOfOtherSide(after position: Int, from marker: UInt8) -> Int? {
    var expected = marker == UInt8(ascii: "|") ? UInt8(ascii: "=") : UInt8(ascii: ">")
    var line = position
    while line < buffer.count {
      line = startOfLine(after: line)
      guard let found = conflictMarker(at: line) else {
        line = endOfLine(from: line)
        continue
      }
      guard found == expected else { return nil }
      if found == UInt8(ascii: ">") { return endOfLine(from: line) }
      expected = UInt8(ascii: ">")
      line = endOfLine(from: line)
    }
    return nil
  }

  /// Reports a conflict once, at its first marker line, and skips every marker line.
  ///
  /// A conflict's marker lines come in the order `<<<<<<<`, `|||||||` (diff3 style only),
  /// `=======`, `>>>>>>>`. A marker line that comes after the previous one in that order belongs to
  /// the same conflict and is skipped silently; any other starts a conflict and is reported. So a
  /// whole conflict is one error at its `<<<<<<<` line, and what a half-resolved merge leaves (the
  /// `<<<<<<<` line deleted, the rest kept) is one error at its first remaining marker line, rather
  /// than nothing (the markers would be dropped silently) or one error per marker line. A
  /// `<<<<<<<` line always starts a conflict, and a `>>>>>>>` line always ends one.
  mutating func skipConflictMarkerLine() {
    let start = index
    let rank: UInt8
    switch buffer[index] {
    case UInt8(ascii: "<"): rank = 1
    case UInt8(ascii: "|"): rank = 2
    case UInt8(ascii: "="): rank = 3
    default: rank = 4
    }
    let reports = rank <= conflictMarkerRank || conflictMarkerRank == 0
    conflictMarkerRank = rank == 4 ? 0 : rank
    index = endOfLine(from: index)
    // The first side is compiled, so that its declarations are checked; the others (the base, and
    // the other branch's) are skipped with the markers, so that they add no duplicate properties or
    // declarations to the one error.
    if rank == 2 || rank == 3, let end = endOfOtherSide(after: index, from: buffer[start]) {
      index = end
      conflictMarkerRank = 0
    }
    if reports {
      diagnostics.report(
        .mergeConflictMarker, "merge conflict marker; resolve the conflict before compiling",
        at: span(start, start + 7))
    }
  }
}
