/// Values by the identity of an object and a tag: where an action's pieces were written, for the
/// emitters (``CodeWriter/repeated(_:_:_:)`` and the manifest's repeated actions).
///
/// An open-addressing table on the object's address and the tag, hashed with one multiplication:
/// the emitters look an action up once per listing, and a `Dictionary` keyed by `ObjectIdentifier`
/// spent more on `Hasher` (SipHash) than on the rest of the lookup. An address is not chosen by the
/// input, so the hash needs no seed.
struct IdentityTable<Value> {
  fileprivate struct Entry {
    var object: UInt = 0  // 0: empty
    var tag: UInt = 0
    var value: Value?
  }

  fileprivate var entries: [Entry] = []
  private var count = 0

  /// The value recorded for `object` and `tag`.
  subscript(object: ObjectIdentifier, tag: UInt) -> Value? {
    guard !entries.isEmpty else { return nil }
    let address = UInt(bitPattern: object)
    var index = slot(address, tag)
    while entries[index].object != 0 {
      if entries[index].object == address && entries[index].tag == tag { return entries[index].value }
      index = (index + 1) & (entries.count - 1)
    }
    return nil
  }

  /// Records `value` for `object` and `tag`, which have none yet.
  mutating func record(_ object: ObjectIdentifier, tag: UInt, _ value: Value) {
    if 2 * (count + 1) > entries.count { resize(to: count + 1) }
    let address = UInt(bitPattern: object)
    var index = slot(address, tag)
    while entries[index].object != 0 {
      assert(entries[index].object != address || entries[index].tag != tag, "already recorded")
      index = (index + 1) & (entries.count - 1)
    }
    entries[index] = Entry(object: address, tag: tag, value: value)
    count += 1
  }

  private func slot(_ address: UInt, _ tag: UInt) -> Int {
    // Fibonacci hashing: the high bits of the product, as many as the table needs.
    let mixed = (UInt64(address) ^ (UInt64(tag) &* 0x9E37_79B9)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> UInt64(64 - entries.count.trailingZeroBitCount))
  }

  /// Makes room for `needed` entries at most half full (and at least 64 slots), placing every
  /// entry again.
  private mutating func resize(to needed: Int) {
    var capacity = Swift.max(64, entries.count)
    while capacity < 2 * needed { capacity *= 2 }
    let old = entries
    entries = Array(repeating: Entry(), count: capacity)
    for entry in old where entry.object != 0 {
      var index = slot(entry.object, entry.tag)
      while entries[index].object != 0 { index = (index + 1) & (entries.count - 1) }
      entries[index] = entry
    }
  }
}

extension IdentityTable: Sendable where Value: Sendable {}
extension IdentityTable.Entry: Sendable where Value: Sendable {}
