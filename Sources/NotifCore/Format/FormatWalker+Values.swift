extension FormatWalker {
  /// Writes a value. `flat` means an enclosing list or call is on one line, so this value is too;
  /// `trailing` is the width of what must follow it on its line (a comma).
  mutating func emitValue(_ value: Value, slot: FormatSlot, flat: Bool, trailing: Int) throws {
    switch value.kind {
    case .string, .bool, .name, .number:
      try expect(value.span.start)
      guard tokens[cursor].end == value.span.end else { throw Mismatch() }
      emit(slot)
    case .list(let elements):
      try emitList(value, elements, slot: slot, flat: flat, trailing: trailing)
    case .localized(let call):
      try emitLocalized(value, call, slot: slot, flat: flat, trailing: trailing)
    case .invalid:
      throw Mismatch()
    }
  }

  /// `[a, b]` on one line, or one element per line with trailing commas when it holds comments or
  /// would pass the line limit.
  private mutating func emitList(
    _ value: Value, _ elements: [Value], slot: FormatSlot, flat: Bool, trailing: Int
  ) throws {
    try expect(value.span.start, .leftBracket)
    let open = cursor
    let close = try tokenIndex(startingAt: value.span.end - 1)
    guard tokens[close].kind == .rightBracket else { throw Mismatch() }
    emit(slot)
    let tooWide = printer.column - 1 + flatWidth(value) + trailing > FormatWalker.lineLimit
    let broken = !flat && mustBreak(open: open, close: close, tooWide: tooWide)
    let inner = printer.lineIndent + 1
    if broken { printer.markOpener() }
    for (position, element) in elements.enumerated() {
      let elementSlot: FormatSlot =
        broken ? .line(inner) : .inline(space: position > 0, continuation: inner, keepLine: true)
      try emitValue(element, slot: elementSlot, flat: !broken, trailing: broken ? 1 : 0)
      emitSeparator(isLast: position == elements.count - 1, broken: broken)
    }
    guard cursor == close else { throw Mismatch() }
    emit(
      broken
        ? .line(inner - 1, commentIndent: inner) : .inline(space: false, continuation: inner, keepLine: true))
  }

  /// `localized("key", default: "…")` on one line, or one argument per line with trailing commas
  /// when it holds comments or would pass the line limit.
  private mutating func emitLocalized(
    _ value: Value, _ call: LocalizedCall, slot: FormatSlot, flat: Bool, trailing: Int
  ) throws {
    try expect(value.span.start, .name)
    let keyword = cursor
    let close = try tokenIndex(startingAt: value.span.end - 1)
    guard tokens[close].kind == .rightParen else { throw Mismatch() }
    emit(slot)
    let keywordWidth = tokens[keyword].end - tokens[keyword].start
    let tooWide = printer.column - keywordWidth + flatWidth(value) + trailing > FormatWalker.lineLimit
    let broken = !flat && mustBreak(open: keyword, close: close, tooWide: tooWide)
    let inner = printer.lineIndent + 1
    try expect(nil, .leftParen)
    emitPulled(space: false, continuation: inner)
    if broken { printer.markOpener() }
    let count = (call.key == nil ? 0 : 1) + call.arguments.count
    var position = 0
    func partSlot() -> FormatSlot {
      broken ? .line(inner) : .inline(space: position > 0, continuation: inner, keepLine: true)
    }
    if let key = call.key {
      try emitValue(key, slot: partSlot(), flat: !broken, trailing: broken ? 1 : 0)
      emitSeparator(isLast: position == count - 1, broken: broken)
      position += 1
    }
    for argument in call.arguments {
      dropStrayCommas(before: argument.label.span.start)
      try expect(argument.label.span.start, .name)
      emit(partSlot())
      try expect(nil, .colon)
      emitPulled(space: false, continuation: inner + 1)
      try emitValue(
        argument.value, slot: .inline(space: true, continuation: inner + 1, keepLine: !broken), flat: !broken,
        trailing: broken ? 1 : 0)
      emitSeparator(isLast: position == count - 1, broken: broken)
      position += 1
    }
    dropStrayCommas(before: tokens[close].start)
    guard cursor == close else { throw Mismatch() }
    emit(
      broken
        ? .line(inner - 1, commentIndent: inner) : .inline(space: false, continuation: inner, keepLine: true))
  }

  /// Whether the list or call from token `open` to `close` goes one element per line: when it holds
  /// comments or is too wide. But when a `notifc:ignore` comment silences the line where it begins
  /// (from the line above) or ends (trailing it), it stays on one line, however long, so that the
  /// directive still covers every element; only comments that cannot stay inline (`//` comments,
  /// comments on their own line or across lines) break it then.
  private func mustBreak(open: Int, close: Int, tooWide: Bool) -> Bool {
    let stream = tree.tokens
    let hasComments = tokens[close].commentsEnd > tokens[open].commentsEnd
    guard hasComments || tooWide else { return false }
    guard printer.lineIsIgnoreTarget || isFollowedByIgnore(close) else { return true }
    for index in (open + 1)...close {
      for comment in stream.leadingComments(of: index) {
        guard comment.kind == .block, comment.newlinesBefore == 0,
          !source.bytes[comment.range].contains(where: { $0 == 0x0A || $0 == 0x0D })
        else { return true }
      }
    }
    return false
  }

  /// Skips commas the parser accepted where the canonical layout has none (`localized(, …)`).
  private mutating func dropStrayCommas(before offset: Int) {
    while tokens[cursor].kind == .comma && tokens[cursor].start < offset {
      cursor += 1
      commasDropped += 1
    }
  }

  /// The width of a value written on one line.
  func flatWidth(_ value: Value) -> Int {
    switch value.kind {
    case .list(let elements):
      return 2 + elements.reduce(0) { $0 + flatWidth($1) } + max(0, elements.count - 1) * 2
    case .localized(let call):
      var parts: [Int] = []
      if let key = call.key { parts.append(flatWidth(key)) }
      for argument in call.arguments {
        parts.append(argument.label.text.count + 2 + flatWidth(argument.value))
      }
      let keyword = call.keywordSpan.end - call.keywordSpan.start
      return keyword + 2 + parts.reduce(0, +) + max(0, parts.count - 1) * 2
    default:
      // In terminal columns, as the line limit is (a CJK character takes two).
      return TerminalColumns.width(of: source.text(value.span.start..<value.span.end))
    }
  }
}
