extension SARIFDiagnosticRenderer {
  /// The UTF-16 columns of byte offsets in one set of sources, for a log's thousands of positions,
  /// some on one long line: what each line holds is found once for the line. On an ASCII line a
  /// column counts bytes; on another line the count moves from the last position asked for on it,
  /// which is near, as results come in the order of their positions. A line that is not valid
  /// UTF-8 counts as `SourceFile.text` decodes it (each invalid run one U+FFFD).
  final class UTF16Columns {
    private enum LineText { case ascii, utf8, invalid }
    private var lines: [Int: LineText] = [:]
    /// The last boundary counted on a line that is not ASCII: its line (keyed with its file), its
    /// offset, and the UTF-16 units from the line's start to it.
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
      if text == .ascii { return (line + 1, offset - range.lowerBound + 1) }
      // The count moves from the cursor, a decoding boundary, to the boundary at or just before
      // `offset`, and adds the at most three bytes from there to `offset`, decoded (a character
      // cut at `offset` is one U+FFFD, as in `SourceFile.text`).
      if cursor.key != key { cursor = (key, range.lowerBound, 0) }
      let boundary = Self.boundary(atOrBefore: offset, in: file.bytes, lineStart: range.lowerBound)
      if boundary >= cursor.offset {
        cursor.units += Self.units(file.bytes[cursor.offset..<boundary], text)
      } else {
        cursor.units -= Self.units(file.bytes[boundary..<cursor.offset], text)
      }
      cursor.offset = boundary
      let rest = String(decoding: file.bytes[boundary..<offset], as: UTF8.self).utf16.count
      return (line + 1, cursor.units + rest + 1)
    }

    /// The last offset at or before `offset` where decoding starts a character afresh, whatever
    /// comes before it: the line's start, a byte that is not a continuation byte (10xxxxxx), or one
    /// after three continuation bytes, which no character's first byte reaches past; so it is at
    /// most three bytes back.
    private static func boundary(atOrBefore offset: Int, in bytes: [UInt8], lineStart: Int) -> Int {
      guard offset < bytes.count else { return offset }
      var candidate = offset
      while candidate > lineStart && bytes[candidate] & 0xC0 == 0x80 {
        if candidate == offset - 3 { return offset }
        candidate -= 1
      }
      return candidate
    }

    /// UTF-16 units of bytes that start at a boundary: on a line of valid UTF-8, one for each byte
    /// that starts a character, two for one of four bytes (outside the Basic Multilingual Plane);
    /// on another line, as `SourceFile.text` decodes them (each invalid run one U+FFFD).
    private static func units(_ bytes: ArraySlice<UInt8>, _ text: LineText) -> Int {
      guard text == .utf8 else { return String(decoding: bytes, as: UTF8.self).utf16.count }
      var units = 0
      for byte in bytes where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
      return units
    }
  }
}
