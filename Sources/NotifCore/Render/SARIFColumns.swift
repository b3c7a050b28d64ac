extension SARIFDiagnosticRenderer {
  /// The UTF-16 columns of byte offsets in one set of sources, for a log's thousands of positions,
  /// some on one long line: what each line holds is found once for the line. On an ASCII line a
  /// column counts bytes; on another line of valid UTF-8 the count moves from the last position
  /// asked for on it, which is near, as results come in the order of their positions; a line that
  /// is not valid UTF-8 is decoded as `SourceFile.text` decodes it (each invalid run one U+FFFD).
  final class UTF16Columns {
    private enum LineText { case ascii, utf8, invalid }
    private var lines: [Int: LineText] = [:]
    /// The last position counted on a line of UTF-8 that is not ASCII: its line (keyed with its
    /// file), its offset, and the UTF-16 units from the line's start to it.
    private var cursor = (key: -1, offset: 0, units: 0)

    /// The 1-based line and UTF-16 column of `offset` in `file` (number `id`).
    func position(_ offset: Int, in file: SourceFile, id: FileID) -> (line: Int, column: Int) {
      let line = file.lineIndex(containing: offset)
      // Where the line's text starts: after a byte-order mark on the first line, which the
      // language ignores and the other formats do not count either.
      let range = file.lineRange(line)
      guard offset > range.lowerBound else { return (line + 1, 1) }
      let key = id.index << 32 | line
      let text: LineText
      if let known = lines[key] {
        text = known
      } else {
        let bytes = file.bytes[range]
        text =
          bytes.allSatisfy({ $0 < 0x80 })
          ? .ascii : String(validating: bytes, as: UTF8.self) != nil ? .utf8 : .invalid
        lines[key] = text
      }
      switch text {
      case .ascii:
        return (line + 1, offset - range.lowerBound + 1)
      case .invalid:
        return (line + 1, file.text(range.lowerBound..<offset).utf16.count + 1)
      case .utf8:
        if cursor.key != key { cursor = (key, range.lowerBound, 0) }
        if offset >= cursor.offset {
          cursor.units += Self.units(file.bytes[cursor.offset..<offset])
        } else {
          cursor.units -= Self.units(file.bytes[offset..<cursor.offset])
        }
        cursor.offset = offset
        return (line + 1, cursor.units + 1)
      }
    }

    /// UTF-16 units of valid UTF-8 bytes: one for each byte that starts a character, two for one
    /// of four bytes (outside the Basic Multilingual Plane).
    private static func units(_ bytes: ArraySlice<UInt8>) -> Int {
      var units = 0
      for byte in bytes where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
      return units
    }
  }
}
