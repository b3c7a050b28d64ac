/// "Did you mean …?" suggestions by edit distance.
public enum Suggestions {
  /// The candidate closest to `word`, if it is close enough to be a likely typo: an edit distance
  /// of at most a third of the word's length (at least 1, at most 3), or the same letters in other
  /// capitals or joined otherwise (`text_input_placeholder`, `Custom-Dismiss-Action`); failing
  /// those, a candidate that begins with it (`customDismiss`) or, with `matchingEnds` and from six
  /// letters on, ends with it (`summaryFormat` for `categorySummaryFormat`: property names, where
  /// other tools drop a prefix; among the app's own names, an end is often another name).
  public static func closest<S: Sequence>(to word: String, in candidates: S, matchingEnds: Bool = false)
    -> String?
  where S.Element == String {
    let limit = min(3, max(1, word.count / 3))
    var best: (String, Int)?
    let lowered = word.lowercased()
    let letters = lettersOnly(lowered)
    var prefixMatch: String?
    var suffixMatch: String?
    for candidate in candidates where candidate != word {
      let candidateLowered = candidate.lowercased()
      if candidateLowered == lowered { return candidate }
      if lettersOnly(candidateLowered) == letters && !letters.isEmpty { return candidate }
      // A truncated name (`customDismiss` for `customDismissAction`).
      if word.utf8.count >= 4 && prefixMatch == nil && candidateLowered.hasPrefix(lowered) {
        prefixMatch = candidate
      }
      if matchingEnds && word.utf8.count >= 6 && suffixMatch == nil && candidateLowered.hasSuffix(lowered) {
        suffixMatch = candidate
      }
      // Cheap length filter before the distance.
      if abs(candidate.utf8.count - word.utf8.count) > limit { continue }
      let distance = editDistance(word, candidate, limit: limit)
      if distance <= limit && (best == nil || distance < best!.1) { best = (candidate, distance) }
    }
    return best?.0 ?? prefixMatch ?? suffixMatch
  }

  /// `word` without its `_` and `-` (lowercased words joined as snake case or kebab case).
  private static func lettersOnly(_ word: String) -> String {
    guard word.utf8.contains(where: { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }) else {
      return word
    }
    return String(word.unicodeScalars.filter { $0 != "_" && $0 != "-" })
  }

  /// Edit distance over UTF-8 bytes where an insertion, deletion, substitution or swap of two
  /// adjacent bytes costs 1 (optimal string alignment). With a `limit`, only the cells within
  /// `limit` of the diagonal are computed (a path through any other costs more), so that comparing
  /// two long names is linear in their length, not quadratic; a distance over `limit` is returned
  /// as some number over it.
  public static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let band = min(limit, max(a.count, b.count))
    if abs(a.count - b.count) > band { return band + 1 }
    // Outside the band: more than the band allows. (Cells are read at most one past the band of
    // their row, where this is written.)
    let beyond = band + 1
    var beforePrevious = [Int](repeating: beyond, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: beyond, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - band)
      let high = min(b.count, i + band)
      current[low - 1] = low == 1 ? i : beyond
      var rowMinimum = current[low - 1]
      for j in low...high {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
        rowMinimum = min(rowMinimum, current[j])
      }
      if high < b.count { current[high + 1] = beyond }
      if rowMinimum > limit { return rowMinimum }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }

  /// `; did you mean 'x'?` or the empty string.
  static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}
