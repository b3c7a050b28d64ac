extension SARIFDiagnosticRenderer {
  /// The UTF-16 columns of byte offsets, for a log's thousands of positions, some on one long line:
  /// whether each line is ASCII (then a column counts bytes) is found once for the line; on
  /// another line the count moves from the last position asked for on it, which is near, as
  /// results come in the order of their positions.
  final class UTF16Columns {
    private var asciiLines: [Int: Bool] = [:]
    /// The last position counted on a line that is not ASCII: its line (keyed with its file), its
    /// offset, and the UTF-16 units from the line's start to it.
    private var cursor = (key: -1, offset: 0, units: 0)

    /// The 1-based line and UTF-16 column of `offset` in `file` (number `id`).
    func position(_ offset: Int, in file: SourceFile, id: FileID) -> (line: Int, column: Int) {
      let line = file.lineIndex(containing: offset)
      // Where the line's text starts: after a byte-order mark on the first line, which the
      // language ignores and the other formats do not count either.
      let start = min(file.lineRange(line).lowerBound, offset)
      let key = id.index << 32 | line
      let isASCII: Bool
      if let known = asciiLines[key] {
        isASCII = known
      } else {
        isASCII = file.bytes[file.lineRange(line)].allSatisfy { $0 < 0x80 }
        asciiLines[key] = isASCII
      }
      if isASCII { return (line + 1, offset - start + 1) }
      if cursor.key != key { cursor = (key, start, 0) }
      if offset >= cursor.offset {
        cursor.units += Self.units(file.bytes[cursor.offset..<offset])
      } else {
        cursor.units -= Self.units(file.bytes[offset..<cursor.offset])
      }
      cursor.offset = offset
      return (line + 1, cursor.units + 1)
    }

    /// UTF-16 units of UTF-8 bytes: one for each byte that starts a character, two for one of four
    /// bytes (outside the Basic Multilingual Plane).
    private static func units(_ bytes: ArraySlice<UInt8>) -> Int {
      var units = 0
      for byte in bytes where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
      return units
    }
  }
}
