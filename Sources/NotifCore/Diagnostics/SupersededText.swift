extension Array where Element == Diagnostic {
  /// The diagnostics without the lexer's errors about characters (N102) inside a diagnostic's
  /// ``Diagnostic/supersededText``, and without that diagnostic's fix-its where another
  /// diagnostic's fix-it (not the lexer's: those give way, see ``withoutOverlappedLexicalFixIts()``)
  /// overlaps them, as applying both would garble the text, or where they would delete a comment.
  /// Its other fix-its are laid out as the file is (``FixIt/laidOut(in:)``). Usually no diagnostic
  /// has such text.
  func applyingSupersededText(in sources: SourceManager) -> [Diagnostic] {
    let superseded = SortedSpans(compactMap(\.supersededText))
    guard !superseded.isEmpty else { return self }
    let others = SortedSpans(
      filter { $0.supersededText == nil && !$0.code.isLexical }.flatMap(\.fixIts).map(\.span))
    return compactMap { diagnostic in
      if diagnostic.code == .unexpectedCharacter, let span = diagnostic.span, superseded.holds(span) {
        return nil
      }
      guard diagnostic.supersededText != nil, !diagnostic.fixIts.isEmpty else { return diagnostic }
      var kept = diagnostic
      kept.fixIts =
        diagnostic.fixIts.contains(where: {
          others.overlap($0.span) || $0.deletesComment(in: sources[$0.span.file])
        })
        ? [] : diagnostic.fixIts.map { $0.laidOut(in: sources[$0.span.file]) }
      return kept
    }
  }
}

extension FixIt {
  /// Whether the text it replaces holds a comment (`//` or `/*`; or that in a string, which such
  /// a fix-it's text has none of): a fix-it written from what the text means would lose it.
  func deletesComment(in source: SourceFile) -> Bool {
    let bytes = source.bytes
    guard span.end - span.start >= 2 else { return false }
    for index in span.start..<(span.end - 1) where bytes[index] == UInt8(ascii: "/") {
      if bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") { return true }
    }
    return false
  }

  /// The fix-it as the file lays out its text, for one written without the file at hand (by the
  /// checker): a replacement of several lines (separated by `\n`) puts each after the first at
  /// the indentation of the line it starts on, with the line break before that line, when it
  /// starts the line (else on that line, after a space); an empty one deletes its text as
  /// ``deletion(of:in:)`` does, with its line when nothing else is on it.
  func laidOut(in source: SourceFile) -> FixIt {
    guard !replacement.isEmpty else { return .deletion(of: span, in: source) }
    guard replacement.utf8.contains(0x0A) else { return self }
    let separator = source.lineStart(before: span.start).map { $0.lineBreak + $0.indentation } ?? " "
    return FixIt(span: span, replacement: replacement.replacingAll("\n", separator))
  }
}

/// Spans sorted by file and start, with the furthest end of each and of those before it in its
/// file: whether one of them holds or overlaps a span is then a binary search, so that thousands
/// of them stay linear.
private struct SortedSpans {
  private let spans: [SourceSpan]
  private let furthestEnds: [Int]

  init(_ spans: [SourceSpan]) {
    self.spans = spans.sorted { ($0.file.index, $0.start) < ($1.file.index, $1.start) }
    var ends: [Int] = []
    ends.reserveCapacity(self.spans.count)
    for (index, span) in self.spans.enumerated() {
      let sameFile = index > 0 && self.spans[index - 1].file == span.file
      ends.append(sameFile ? Swift.max(ends[index - 1], span.end) : span.end)
    }
    furthestEnds = ends
  }

  var isEmpty: Bool { spans.isEmpty }

  /// Whether one of the spans holds `span` whole.
  func holds(_ span: SourceSpan) -> Bool {
    let before = count { ($0.file.index, $0.start) <= (span.file.index, span.start) }
    return before > 0 && spans[before - 1].file == span.file && furthestEnds[before - 1] >= span.end
  }

  /// Whether one of the spans overlaps `span`: each starts before the other ends (an insertion
  /// overlaps a replacement only strictly inside it).
  func overlap(_ span: SourceSpan) -> Bool {
    let before = count { ($0.file.index, $0.start) < (span.file.index, span.end) }
    return before > 0 && spans[before - 1].file == span.file && furthestEnds[before - 1] > span.start
  }

  /// How many of the spans, from the first, satisfy `isBefore` (which holds for a first part of
  /// them and not after).
  private func count(_ isBefore: (SourceSpan) -> Bool) -> Int {
    var low = 0
    var high = spans.count
    while low < high {
      let middle = (low + high) / 2
      if isBefore(spans[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
