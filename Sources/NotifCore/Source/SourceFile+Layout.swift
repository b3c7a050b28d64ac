extension SourceFile {
  /// How the line that `offset` is on begins, when only blanks (spaces, tabs) come before `offset`
  /// on it: those blanks, and the line break that ends the line before (`\n` on the first line);
  /// `nil` when something else comes first. What a fix-it that adds a line at `offset` copies.
  /// It reads back over the blanks only, so that it costs the same on a long line.
  func lineStart(before offset: Int) -> (indentation: String, lineBreak: String)? {
    var start = offset
    while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
    guard start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D else { return nil }
    let lineBreak =
      start >= 2 && bytes[start - 1] == 0x0A && bytes[start - 2] == 0x0D
      ? "\r\n" : start >= 1 && bytes[start - 1] == 0x0D ? "\r" : "\n"
    return (String(decoding: bytes[start..<offset], as: UTF8.self), lineBreak)
  }
}
