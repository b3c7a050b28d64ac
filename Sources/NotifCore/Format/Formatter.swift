/// The result of formatting one file, with the counts that show nothing was lost.
public struct FormatResult: Sendable, Equatable {
  /// The formatted text: `\n` line endings, no trailing white space, one final newline (none for
  /// an empty file).
  public var text: String
  /// The comments in the source.
  public var commentsPresent: Int
  /// The comments written to ``text``; equal to ``commentsPresent`` unless there is a bug.
  public var commentsEmitted: Int
  /// The tokens in the source, end of file excluded.
  public var tokensPresent: Int
  /// The tokens written to ``text``; with ``commasDropped``, equal to ``tokensPresent``.
  public var tokensEmitted: Int
  /// Commas left out: a trailing comma of a list or call written on one line.
  public var commasDropped: Int
  /// Commas added: the trailing comma of a list or call written one element per line.
  public var commasInserted: Int
  /// Whether the tree did not match the tokens (a file with syntax errors), so the text is the
  /// source with only its line endings and trailing white space normalized.
  public var usedFallback: Bool

  /// Whether every comment and token was written exactly once (commas aside).
  public var isComplete: Bool {
    commentsEmitted == commentsPresent && tokensEmitted + commasDropped == tokensPresent
  }
}

/// The `.notif` formatter (`notifc fmt`): prints a syntax tree in the canonical layout, keeping
/// every comment where it was and every token as written.
///
/// The layout: the header lines (`notif`, `platform`, `import`, `localization`) first, as in the
/// source; one blank line before each declaration; properties indented by four spaces, one per
/// line; lists and `localized(...)` on one line unless they hold comments or would pass 100
/// columns, then one element per line with trailing commas. Blank lines between properties and
/// around comments are kept (at most one). Callers must only format files without syntax errors;
/// for anything else the formatter returns the source with normalized line endings.
public enum Formatter {
  /// The formatted text of `tree`, parsed from `source`.
  public static func format(_ tree: SyntaxTree, source: SourceFile) -> String {
    formatWithReport(tree, source: source).text
  }

  /// The formatted text of `tree` with the counts of comments and tokens written.
  public static func formatWithReport(_ tree: SyntaxTree, source: SourceFile) -> FormatResult {
    let tokensPresent = max(0, tree.tokens.tokens.count - 1)
    let commentsPresent = tree.tokens.comments.count
    var walker = FormatWalker(tree: tree, source: source)
    if let text = try? walker.run() {
      let result = FormatResult(
        text: text, commentsPresent: commentsPresent, commentsEmitted: walker.printer.commentsEmitted,
        tokensPresent: tokensPresent, tokensEmitted: walker.tokensEmitted,
        commasDropped: walker.commasDropped,
        commasInserted: walker.commasInserted, usedFallback: false)
      if result.isComplete { return result }
    }
    return FormatResult(
      text: normalized(source), commentsPresent: commentsPresent, commentsEmitted: commentsPresent,
      tokensPresent: tokensPresent, tokensEmitted: tokensPresent, commasDropped: 0, commasInserted: 0,
      usedFallback: true)
  }

  /// The source without a byte-order mark, with `\n` line endings, no trailing white space and one
  /// final newline.
  static func normalized(_ source: SourceFile) -> String {
    var lines: [String] = []
    let bytes = source.bytes
    let first = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for var range in source.lineRanges {
      range = max(range.lowerBound, first)..<max(range.upperBound, first)
      var end = range.upperBound
      while end > range.lowerBound, [0x20, 0x09, 0x0B, 0x0C].contains(bytes[end - 1]) { end -= 1 }
      lines.append(source.text(range.lowerBound..<end))
    }
    while lines.last == "" { lines.removeLast() }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
