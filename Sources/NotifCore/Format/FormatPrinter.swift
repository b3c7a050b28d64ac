/// Where the formatter puts a token.
enum FormatPlacement: Equatable {
  /// At the start of a new line, at this indentation level.
  case line(Int)
  /// On the current line, after a space or not; at the start of a new line indented to
  /// `continuation` when a comment before it ended the line, or when a block comment before it
  /// ended its line in the source (unless `keepLine`, inside a list or call kept on one line).
  case inline(space: Bool, continuation: Int, keepLine: Bool = false)
}

/// Which blank lines the formatter keeps before a token and the comments that lead it.
enum BlankPolicy: Equatable {
  /// None.
  case none
  /// One where the source has at least one (never between a doc comment and what follows it).
  case preserve
  /// Exactly one before the first line of the item (its first own-line comment, or the token),
  /// then as ``preserve``.
  case force
  /// As ``preserve`` for the comments, none before the token (a closing brace).
  case commentsOnly
}

/// How one token is laid out: where it goes, and how the comments before it are indented.
struct FormatSlot {
  var placement: FormatPlacement
  var commentIndent: Int
  var blanks: BlankPolicy

  static func line(_ indent: Int, commentIndent: Int? = nil, blanks: BlankPolicy = .none) -> FormatSlot {
    FormatSlot(placement: .line(indent), commentIndent: commentIndent ?? indent, blanks: blanks)
  }

  static func inline(space: Bool, continuation: Int, keepLine: Bool = false) -> FormatSlot {
    FormatSlot(
      placement: .inline(space: space, continuation: continuation, keepLine: keepLine),
      commentIndent: continuation,
      blanks: .none)
  }
}

/// Builds the formatted text line by line. Comments are taken from the token stream strictly in
/// order through ``commentCursor``, so each one is written exactly once: ``flushComments(upTo:slot:)``
/// writes every comment not yet written before a given comment index.
struct FormatPrinter {
  static let indentWidth = 4

  let source: SourceFile
  let comments: [Comment]
  /// The start offsets of the `notifc:ignore` comments.
  let ignoreStarts: Set<Int>
  /// The finished lines.
  private(set) var lines: [String] = []
  /// The line being written (with its indentation), when ``lineOpen``.
  private(set) var line = ""
  private(set) var lineOpen = false
  /// The indentation level of the line being written (or last written).
  private(set) var lineIndent = 0
  /// The index of the next comment to write.
  private(set) var commentCursor = 0
  /// How many comments were written.
  private(set) var commentsEmitted = 0
  /// Set by an opening brace or bracket whose contents go on the following lines: the next line
  /// gets no blank line before it.
  private var afterOpener = false
  /// The last comment written since the last token, if any.
  private var lastComment: Comment?
  /// Whether the current line so far holds only one-line block comments that started it: a token
  /// written after them on their source line stays on it (`/* legacy */ identifier: "…"`).
  private var lineHoldsOnlyBlockComments = false
  /// Whether the current item still owes its forced blank line.
  private var forcePending = false
  /// Whether the current line is only an own-line `notifc:ignore` comment.
  private var lineIsOwnLineIgnore = false
  /// Whether the last finished line was only an own-line `notifc:ignore` comment.
  private var lastLineWasOwnLineIgnore = false
  /// Whether the line being written is the one silenced by an own-line `notifc:ignore` comment on
  /// the line above.
  private(set) var lineIsIgnoreTarget = false

  init(source: SourceFile, comments: [Comment], ignoreStarts: Set<Int>) {
    self.source = source
    self.comments = comments
    self.ignoreStarts = ignoreStarts
  }

  /// Whether the current line ends with an opening bracket or parenthesis.
  var endsWithOpener: Bool { lineOpen && (line.hasSuffix("[") || line.hasSuffix("(")) }

  /// The column (in terminal columns: a CJK character takes two) after the text written so far on
  /// the current line. The width of what was measured before is kept, so that a long line (one an
  /// ignore comment keeps whole) is measured once, not once for each list on it.
  var column: Int {
    mutating get {
      guard lineOpen else { return 0 }
      // A line is only appended to until it ends, which adds it to `lines`.
      if measured.line != lines.count { measured = (lines.count, 0, 0) }
      let utf8 = line.utf8
      if utf8.count > measured.bytes {
        measured.width += TerminalColumns.width(
          of: String(decoding: utf8.dropFirst(measured.bytes), as: UTF8.self))
        measured.bytes = utf8.count
      }
      return measured.width
    }
  }
  /// The line `column` measured (by its index in `lines`), its bytes measured, and their width.
  private var measured = (line: -1, bytes: 0, width: 0)

  /// Marks that the next line is the first inside a block.
  mutating func markOpener() { afterOpener = true }

  /// Writes the comments before comment index `end` that are not yet written, then places `text`.
  mutating func emit(_ text: String, newlinesBefore: UInt8, commentsEnd: Int, slot: FormatSlot) {
    forcePending = slot.blanks == .force
    flushComments(upTo: commentsEnd, slot: slot)
    place(text, newlinesBefore: newlinesBefore, slot: slot)
  }

  /// Writes `text` right after what precedes it, leaving the comments before it for the next token
  /// (used for punctuation: `{`, `:`, `,`, `(`, so that comments move after them).
  mutating func emitPulled(_ text: String, space: Bool) {
    if !lineOpen { startLine(lineIndent, blank: false) } else if space { line += " " }
    line += text
    lastComment = nil
    lineHoldsOnlyBlockComments = false
  }

  /// Writes the comments not yet written before comment index `end`: a comment on the line of what
  /// precedes it stays there; any other goes on its own line at the slot's comment indentation.
  mutating func flushComments(upTo end: Int, slot: FormatSlot) {
    while commentCursor < min(end, comments.count) {
      let comment = comments[commentCursor]
      commentCursor += 1
      commentsEmitted += 1
      let text = commentLines(comment)
      if comment.newlinesBefore == 0 && lineOpen {
        line += " " + text[0]
      } else {
        // Never separate a doc comment from the doc comment before it: that would change the
        // documentation.
        let continuesDoc = comment.kind == .doc && lastComment?.kind == .doc && comment.newlinesBefore < 2
        let forced = forcePending && !continuesDoc
        let blank = slot.blanks != .none && (forced || comment.newlinesBefore >= 2)
        forcePending = false
        startLine(slot.commentIndent, blank: blank, forced: forced)
        line += text[0]
        lineHoldsOnlyBlockComments = comment.kind == .block && text.count == 1
        lineIsOwnLineIgnore = comment.kind == .line && ignoreStarts.contains(comment.start)
      }
      for extra in text.dropFirst() {
        endLine()
        line = extra
        lineOpen = true
      }
      if comment.kind != .block { endLine() }
      lastComment = comment
    }
  }

  private mutating func place(_ text: String, newlinesBefore: UInt8, slot: FormatSlot) {
    switch slot.placement {
    case .line where lineHoldsOnlyBlockComments && lineOpen && newlinesBefore == 0:
      // After the block comments that start its source line, on their line.
      line += " "
    case .line(let indent):
      let afterDoc = lastComment?.kind == .doc
      let forced = forcePending
      let blank: Bool
      switch slot.blanks {
      case .none, .commentsOnly: blank = false
      case .preserve, .force: blank = forced || (newlinesBefore >= 2 && !afterDoc)
      }
      startLine(indent, blank: blank, forced: forced)
    case .inline(let space, let continuation, let keepLine):
      if !lineOpen {
        startLine(continuation, blank: false)
      } else if lastComment?.kind == .block && newlinesBefore > 0 && !keepLine {
        startLine(continuation, blank: false)
      } else if space || lastComment != nil {
        line += " "
      }
    }
    forcePending = false
    line += text
    lastComment = nil
    lineHoldsOnlyBlockComments = false
  }

  private mutating func startLine(_ indent: Int, blank: Bool, forced: Bool = false) {
    endLine()
    lineIsIgnoreTarget = lastLineWasOwnLineIgnore
    if blank && !lines.isEmpty && (!afterOpener || forced) && lines.last != "" {
      lines.append("")
      lineIsIgnoreTarget = false
    }
    afterOpener = false
    line = String(repeating: " ", count: indent * FormatPrinter.indentWidth)
    lineIndent = indent
    lineOpen = true
  }

  private mutating func endLine() {
    guard lineOpen else { return }
    lastLineWasOwnLineIgnore = lineIsOwnLineIgnore
    lineIsOwnLineIgnore = false
    var text = Substring(line)
    while let last = text.last, last == " " || last == "\t" || last == "\u{0B}" || last == "\u{0C}" {
      text = text.dropLast()
    }
    lines.append(String(text))
    line = ""
    lineOpen = false
  }

  /// The comment's text split at its line breaks (`\n`, `\r\n`, `\r`), which only block comments
  /// contain.
  private func commentLines(_ comment: Comment) -> [String] {
    let bytes = source.bytes
    var result: [String] = []
    var start = comment.start
    var index = comment.start
    while index < comment.end {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        result.append(source.text(start..<index))
        index += (byte == 0x0D && index + 1 < comment.end && bytes[index + 1] == 0x0A) ? 2 : 1
        start = index
      } else {
        index += 1
      }
    }
    result.append(source.text(start..<comment.end))
    return result
  }

  /// Ends the output: the lines joined by `\n`, with exactly one final newline (none when empty).
  mutating func finish() -> String {
    endLine()
    while lines.last == "" { lines.removeLast() }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
