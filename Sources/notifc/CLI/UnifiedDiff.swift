/// A minimal unified diff (`--- a/path`, `+++ b/path`, `@@` hunks with three lines of context),
/// from a longest-common-subsequence line alignment.
enum UnifiedDiff {
  /// The lines of a text; a final line break ends the last line rather than starting an empty one.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  static func render(old: String, new: String, path: String) -> String {
    let a = lines(old)
    let b = lines(new)
    let difference = b.difference(from: a)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // Walk both sides together, producing (kind, text, oldLine, newLine) rows.
    var rows: [(Character, String)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && removed.contains(i) {
        rows.append(("-", a[i]))
        i += 1
      } else if j < b.count && inserted.contains(j) {
        rows.append(("+", b[j]))
        j += 1
      } else {
        rows.append((" ", i < a.count ? a[i] : ""))
        i += 1
        j += 1
      }
    }
    var out = "--- a/\(path)\n+++ b/\(path)\n"
    var index = 0
    var oldLine = 1
    var newLine = 1
    var lineNumbers: [(Int, Int)] = []
    for row in rows {
      lineNumbers.append((oldLine, newLine))
      if row.0 != "+" { oldLine += 1 }
      if row.0 != "-" { newLine += 1 }
    }
    while index < rows.count {
      guard rows[index].0 != " " else {
        index += 1
        continue
      }
      let start = max(0, index - 3)
      var end = index
      var lastChange = index
      while end < rows.count && end - lastChange <= 6 {
        if rows[end].0 != " " { lastChange = end }
        end += 1
      }
      end = min(rows.count, lastChange + 4)
      let hunk = rows[start..<end]
      let oldCount = hunk.filter { $0.0 != "+" }.count
      let newCount = hunk.filter { $0.0 != "-" }.count
      out += "@@ -\(lineNumbers[start].0),\(oldCount) +\(lineNumbers[start].1),\(newCount) @@\n"
      for row in hunk { out += "\(row.0)\(row.1)\n" }
      index = end
    }
    return out
  }
}
