/// Where pieces of output were written, by the object they are about and a tag (which piece, and
/// the writer's state that shaped it): the table behind ``CodeWriter/repeated(_:_:_:)`` and the
/// manifest's repeated actions.
///
/// An open-addressing table on the object's address and the tag, hashed with one multiplication:
/// a build looks pieces up once per action per listing, and a `Dictionary` spent more on `Hasher`
/// than on the rest of the lookup.
struct WrittenPieces {
  private struct Entry {
    var object: UInt = 0  // 0: empty
    var tag: UInt = 0
    var bytes: Range<Int> = 0..<0
    var endsWithBlankLine = false
  }

  private var entries: [Entry] = []
  private var count = 0

  /// Where the piece was written, and whether it ended with a blank line.
  subscript(object: ObjectIdentifier, tag: UInt) -> (bytes: Range<Int>, endsWithBlankLine: Bool)? {
    guard !entries.isEmpty else { return nil }
    let address = UInt(bitPattern: object)
    var index = slot(address, tag)
    while entries[index].object != 0 {
      if entries[index].object == address && entries[index].tag == tag {
        return (entries[index].bytes, entries[index].endsWithBlankLine)
      }
      index = (index + 1) & (entries.count - 1)
    }
    return nil
  }

  /// Records where a piece not yet recorded was written.
  mutating func record(
    _ object: ObjectIdentifier, tag: UInt, bytes: Range<Int>, endsWithBlankLine: Bool = false
  ) {
    if 2 * (count + 1) > entries.count { grow() }
    let address = UInt(bitPattern: object)
    var index = slot(address, tag)
    while entries[index].object != 0 { index = (index + 1) & (entries.count - 1) }
    entries[index] = Entry(object: address, tag: tag, bytes: bytes, endsWithBlankLine: endsWithBlankLine)
    count += 1
  }

  private func slot(_ address: UInt, _ tag: UInt) -> Int {
    // Fibonacci hashing: the high bits of the product, as many as the table needs.
    let mixed = (UInt64(address) ^ (UInt64(tag) &* 0x9E37_79B9)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> UInt64(64 - entries.count.trailingZeroBitCount))
  }

  private mutating func grow() {
    let old = entries
    entries = Array(repeating: Entry(), count: Swift.max(64, 2 * old.count))
    count = 0
    for entry in old where entry.object != 0 {
      var index = slot(entry.object, entry.tag)
      while entries[index].object != 0 { index = (index + 1) & (entries.count - 1) }
      entries[index] = entry
      count += 1
    }
  }
}
