extension CodeWriter {
  /// Writes `body` for each of `items`, in order. With many items the text is written on all cores:
  /// batches of items go to separate writers at this writer's indentation, whose text is then appended
  /// in order, so the result is the same as writing the items one after another. `body` must write
  /// balanced blocks (it ends at the level it starts at, and does not begin with ``close(_:)`` or
  /// ``reopen(_:)``, which look back at what precedes them).
  public mutating func forEach<Item: Sendable>(
    inParallel items: [Item], minimumCount: Int = 64,
    _ body: @escaping @Sendable (inout CodeWriter, Item) -> Void
  ) {
    guard items.count >= minimumCount else {
      for item in items { body(&self, item) }
      return
    }
    let batchSize = 16
    let wave = 16  // batches written at a time: bounds the memory held in fragments
    let (indentUnit, lineWidth, level) = (self.indentUnit, self.lineWidth, self.level)
    let (constantDocumentation, reusesRepeatedPieces) = (
      self.constantDocumentation, self.reusesRepeatedPieces
    )
    var start = 0
    // Fragments start with room for the largest one so far, so that they rarely grow by copying.
    var fragmentCapacity = 4096
    while start < items.count {
      let end = min(items.count, start + batchSize * wave)
      let batches = stride(from: start, to: end, by: batchSize).map { items[$0..<min(end, $0 + batchSize)] }
      let capacity = fragmentCapacity
      let fragments = batches.parallelMap { batch -> CodeWriter in
        var fragment = CodeWriter(indentUnit: indentUnit, lineWidth: lineWidth)
        fragment.output.reserveCapacity(capacity)
        fragment.constantDocumentation = constantDocumentation
        fragment.reusesRepeatedPieces = reusesRepeatedPieces
        fragment.level = level
        fragment.lastLineWasBlank = false
        for item in batch { body(&fragment, item) }
        precondition(fragment.level == level, "CodeWriter.forEach(inParallel:) needs balanced blocks")
        return fragment
      }
      for fragment in fragments {
        fragmentCapacity = max(fragmentCapacity, fragment.output.count)
        append(fragment)
      }
      start = end
    }
  }

  /// Appends a fragment's text, as if its lines had been written here: its leading blank line is
  /// dropped after a blank line (a writer never writes two in a row).
  private mutating func append(_ fragment: CodeWriter) {
    let appended = fragment.output.withBytes { fragmentBytes -> Bool in
      var bytes = fragmentBytes[...]
      if lastLineWasBlank && bytes.first == 0x0A { bytes = bytes.dropFirst() }
      guard !bytes.isEmpty else { return false }
      output.append(UnsafeBufferPointer(rebasing: bytes))
      return true
    }
    guard appended else { return }
    lastLineWasBlank = fragment.lastLineWasBlank
    output.flushIfFull()
  }
}
