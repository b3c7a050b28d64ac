/// A unified diff (`--- a/path`, `+++ b/path`, `@@` hunks with three lines of context), from a
/// line alignment (``LineAlignment``), that `git apply` and `patch` accept: lines are
/// split at line feeds only (a CRLF line keeps its carriage return), and a last line without a
/// line break is marked `\ No newline at end of file`.
enum UnifiedDiff {
  /// The lines of a text, each with its line feed; the last one has none when the text does not
  /// end with a line break. An empty text has no lines.
  static func lines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.utf8.startIndex
    var index = start
    while index != text.utf8.endIndex {
      let next = text.utf8.index(after: index)
      if text.utf8[index] == UInt8(ascii: "\n") {
        lines.append(text[start..<next])
        start = next
      }
      index = next
    }
    if start != text.utf8.endIndex { lines.append(text[start...]) }
    return lines
  }

  /// The diff that turns `old` into `new`; only the header lines when they are equal.
  static func render(old: String, new: String, path: String) -> String {
    let a = lines(old)
    let b = lines(new)
    // Each distinct line numbered, byte for byte (`String` equality would take `é` and `e` + U+0301
    // for one line), so that the alignment compares numbers.
    var numbers: [[UInt8]: Int] = [:]
    func number(_ line: Substring) -> Int {
      let bytes = Array(line.utf8)
      if let known = numbers[bytes] { return known }
      numbers[bytes] = numbers.count
      return numbers.count - 1
    }
    let (removed, inserted, _) = LineAlignment.changes(old: a.map(number), new: b.map(number))
    // Both sides walked together: each row is a removed, an inserted or a common line, with the
    // line numbers (1-based) it has on each side.
    var rows: [(kind: Character, text: Substring, oldLine: Int, newLine: Int)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && removed[i] {
        rows.append(("-", a[i], i + 1, j + 1))
        i += 1
      } else if j < b.count && inserted[j] {
        rows.append(("+", b[j], i + 1, j + 1))
        j += 1
      } else {
        rows.append((" ", a[i], i + 1, j + 1))
        i += 1
        j += 1
      }
    }
    // A tab ends a name with a space, for `patch` (git reads the name either way).
    let end = path.contains(" ") ? "\t" : ""
    var out = "--- a/\(path)\(end)\n+++ b/\(path)\(end)\n"
    var index = 0
    while index < rows.count {
      guard rows[index].kind != " " else {
        index += 1
        continue
      }
      // A hunk runs from three lines before a change to three after the last change that has at
      // most six unchanged lines before it (their contexts would touch), as diff and git make them.
      let start = max(0, index - 3)
      var lastChange = index
      var end = index
      while end < rows.count && end - lastChange <= 7 {
        if rows[end].kind != " " { lastChange = end }
        end += 1
      }
      end = min(rows.count, lastChange + 4)
      let hunk = rows[start..<end]
      let oldCount = hunk.filter { $0.kind != "+" }.count
      let newCount = hunk.filter { $0.kind != "-" }.count
      // A side with no lines in the hunk names the line before it (`-0,0` for an empty file).
      let oldStart = oldCount == 0 ? rows[start].oldLine - 1 : rows[start].oldLine
      let newStart = newCount == 0 ? rows[start].newLine - 1 : rows[start].newLine
      out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for row in hunk {
        out += "\(row.kind)\(row.text)"
        if row.text.utf8.last != UInt8(ascii: "\n") { out += "\n\\ No newline at end of file\n" }
      }
      index = end
    }
    return out
  }
}
