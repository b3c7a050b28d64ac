extension Parser {
  /// The documentation of the declaration whose keyword is the token at `tokenIndex`: the run of
  /// `///` comments directly before it, markers and one following space removed, joined by line
  /// breaks.
  func docComment(before tokenIndex: Int) -> String? {
    let comments = leadingComments(of: tokenIndex)
    return source.bytes.withUnsafeBufferPointer { bytes -> String? in
      // The run of `///` comments that ends the leading comments, found from the last one back: a
      // blank line before a comment ends the run after it.
      // The comments on the line of the token before (`} /// …`, `} /* … */ /// …`) trail it: they
      // are not directly before the declaration, and end the run.
      var trailing = comments.startIndex
      if tokenIndex > 0 {
        while trailing < comments.endIndex && comments[trailing].newlinesBefore == 0 { trailing += 1 }
      }
      var first = comments.endIndex
      while first > trailing, comments[first - 1].kind == .doc {
        first -= 1
        if comments[first].newlinesBefore > 1 { break }
      }
      guard first < comments.endIndex else { return nil }
      if first == comments.endIndex - 1 {
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[docLine(comments[first], bytes)]), as: UTF8.self)
      }
      // The lines joined in a buffer of their exact size (on the stack for a short comment), which
      // the string is made from. (`String(unsafeUninitializedCapacity:)` would need macOS 11.)
      let run = first..<comments.endIndex
      let capacity = run.reduce(run.count - 1) { $0 + docLine(comments[$1], bytes).count }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { text in
        var count = 0
        for index in run {
          if index > first {
            text[count] = 0x0A
            count += 1
          }
          let line = docLine(comments[index], bytes)
          if !line.isEmpty {
            (text.baseAddress! + count).initialize(
              from: bytes.baseAddress! + line.lowerBound, count: line.count)
          }
          count += line.count
        }
        return String(decoding: UnsafeBufferPointer(rebasing: text[..<count]), as: UTF8.self)
      }
    }
  }

  /// The text of a `///` line: without the marker, one following space and trailing blanks.
  private func docLine(_ comment: Comment, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var start = comment.start + 3
    if start < comment.end && bytes[start] == UInt8(ascii: " ") { start += 1 }
    var end = comment.end
    while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
    return start..<end
  }

  /// The end of `notifc`, `:` and `ignore` at `start`, in any case and with blanks around the
  /// colon, as someone meaning `notifc:ignore` might write it; `nil` when the text is not that.
  private func looseIgnoreMarker(at start: Int, end: Int) -> Int? {
    let bytes = source.bytes
    var position = start
    func word(_ text: String) -> Bool {
      for byte in text.utf8 {
        guard position < end, bytes[position] | 0x20 == byte else { return false }
        position += 1
      }
      return true
    }
    func blanks() {
      while position < end && (bytes[position] == 0x20 || bytes[position] == 0x09) { position += 1 }
    }
    guard position < end, bytes[position] | 0x20 == UInt8(ascii: "n"), word("notifc") else { return nil }
    blanks()
    guard position < end, bytes[position] == UInt8(ascii: ":") else { return nil }
    position += 1
    blanks()
    // A whole word: `notifc: ignored by the build` is prose, not a misspelt directive.
    guard word("ignore"), Self.endsIgnoreMarker(bytes, at: position, end: end) else { return nil }
    return position
  }

  /// Whether `notifc:ignore` ends at `position`: at the comment's end, a blank or a comma (the
  /// codes' separators), not inside a longer word (`notifc:ignored`).
  private static func endsIgnoreMarker(_ bytes: [UInt8], at position: Int, end: Int) -> Bool {
    position == end || bytes[position] == 0x20 || (0x09...0x0C).contains(bytes[position])
      || bytes[position] == 0x2C
  }

  /// Finds `// notifc:ignore CODE…` comments. A comment that trails code applies to its own line;
  /// a comment on a line of its own applies to the next line.
  mutating func collectIgnoreDirectives() {
    let marker = Array("notifc:ignore".utf8)
    let bytes = source.bytes  // one reference for the loop (a build has a comment or more a declaration)
    for comment in lexer.stream.comments {
      // Codes are separated by white space (spaces, tabs, vertical tabs, form feeds) or commas.
      func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0C).contains(byte) }
      var position = comment.start + (comment.kind == .doc ? 3 : 2)
      // Most comments are documentation whose text starts with a letter other than n: no directive
      // (checked before the loops below, as a build has a comment or more a declaration).
      if comment.kind != .line, position + 1 < comment.end, bytes[position] == 0x20,
        case let first = bytes[position + 1] | 0x20, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
        first != UInt8(ascii: "n")
      {
        continue
      }
      // More slashes or stars (`////`, `/**`) make it no directive either: looked at as the others.
      let opener = position
      while position < comment.end
        && (bytes[position] == UInt8(ascii: "/") || bytes[position] == UInt8(ascii: "*"))
      {
        position += 1
      }
      let openerEnd = position
      let isPlainLine = comment.kind == .line && openerEnd == opener
      while position < comment.end && isBlank(bytes[position]) { position += 1 }
      guard isPlainLine else {
        // `/* notifc:ignore N410 */`, `/// notifc:ignore N410`: meant as a directive, silently not one.
        if position < comment.end && bytes[position] | 0x20 == UInt8(ascii: "n"),
          let end = looseIgnoreMarker(at: position, end: comment.end)
        {
          diagnostics.report(
            .invalidIgnore,
            "'notifc:ignore' in \(kindOfComment(comment, openerEnd: openerEnd)) silences nothing; write it in a '//' comment",
            at: SourceSpan(file: file, start: position, end: end))
        }
        continue
      }
      guard comment.end - position >= marker.count,
        bytes[position..<(position + marker.count)].elementsEqual(marker),
        Self.endsIgnoreMarker(bytes, at: position + marker.count, end: comment.end)
      else {
        // `notifc: ignore`, `NOTIFC:IGNORE`: meant as a directive, silently not one.
        if let end = looseIgnoreMarker(at: position, end: comment.end) {
          let span = SourceSpan(file: file, start: position, end: end)
          diagnostics.report(
            .invalidIgnore, "'\(source.text(position..<end))' is not a directive; write 'notifc:ignore'",
            at: span, fixIts: [FixIt(span: span, replacement: "notifc:ignore")])
          let line = source.position(of: comment.start).line
          tree.misspeltIgnoreDirectives.append(
            IgnoreDirective(
              codes: [], targetLine: isTrailing(comment) ? line : line + 1,
              span: SourceSpan(file: file, start: comment.start, end: comment.end)))
        }
        continue
      }
      position += marker.count
      var codes: [Identifier] = []
      while position < comment.end {
        while position < comment.end && (isBlank(bytes[position]) || bytes[position] == 0x2C) {
          position += 1
        }
        let wordStart = position
        while position < comment.end && !isBlank(bytes[position]) && bytes[position] != 0x2C {
          position += 1
        }
        if position > wordStart {
          codes.append(
            Identifier(
              source.text(wordStart..<position), span: SourceSpan(file: file, start: wordStart, end: position)
            ))
        }
      }
      let line = source.position(of: comment.start).line
      let trails = isTrailing(comment)
      let commentSpan = SourceSpan(file: file, start: comment.start, end: comment.end)
      if codes.isEmpty {
        diagnostics.report(
          .invalidIgnore, "'notifc:ignore' needs the code of the diagnostic to silence, such as N410",
          at: commentSpan)
        continue
      }
      tree.ignoreDirectives.append(
        IgnoreDirective(codes: codes, targetLine: trails ? line : line + 1, span: commentSpan))
    }
  }

  /// What a comment that cannot hold a directive is, for N952: `a block comment`, `a documentation
  /// comment`, or `a '////' comment` (as it opens).
  private func kindOfComment(_ comment: Comment, openerEnd: Int) -> String {
    switch comment.kind {
    case .block: "a block comment"
    case .doc: "a documentation comment"
    case .line: "a '\(source.text(comment.start..<openerEnd))' comment"
    }
  }

  /// Whether something other than white space precedes the comment on its line.
  func isTrailing(_ comment: Comment) -> Bool {
    var position = comment.start
    while position > 0 {
      let byte = source.bytes[position - 1]
      if byte == 0x0A || byte == 0x0D { return false }
      if byte != 0x20 && byte != 0x09 { return true }
      position -= 1
    }
    return false
  }
}
