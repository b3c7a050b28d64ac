internal import CMemoryHints

/// Names numbered in the order they were first added: the checker's table of declaration names. It
/// does what a `[String: Int]` of consecutive numbers does, for a fraction of the work: the checker
/// looks a name up for every reference, and a large build has hundreds of thousands of them.
///
/// Names are compared byte for byte. For declaration names and the Swift names made from them,
/// which are ASCII, that is `String` equality; it is not for other text (`String` compares by
/// canonical equivalence), so identifiers, which are any text, stay in dictionaries.
///
/// - A name's hash is a few multiplications over its UTF-8 bytes, eight at a time (`String`'s
///   SipHash is several times the cost for the short names of `.notif` files). The hash is seeded
///   at random for each process, so that no file can be written to make names collide.
/// - The table is open addressing with linear probing over a power-of-two array of slots, each
///   holding the number and 32 bits of the hash; it is kept at most half full.
struct NameTable: Sendable {
  /// The names, by number.
  private(set) var names: [String] = []
  /// Per slot: the name's number plus one (0 when empty) in the low half, the hash's upper 32 bits
  /// in the high half.
  private var slots: [UInt64]
  private var mask: Int
  /// The process's seed, read once per table (not once per hash).
  private let seed = Self.processSeed

  /// An empty table with room for `minimumCapacity` names before it grows.
  init(minimumCapacity: Int = 0) {
    var capacity = 16
    while capacity < minimumCapacity * 2 { capacity *= 2 }
    slots = [UInt64](repeating: 0, count: capacity)
    mask = capacity - 1
    names.reserveCapacity(minimumCapacity)
  }

  /// How many names the table has.
  var count: Int { names.count }

  /// The number of `name`, or `nil` when it has not been added.
  func index(of name: String) -> Int? { index(of: name, hash: Self.hash(name, seed: seed)) }

  /// ``index(of:)`` of a name whose ``hash(_:)`` is known.
  func index(of name: String, hash: UInt64) -> Int? {
    assert(hash == Self.hash(name, seed: seed), "the hash of another name")
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
      if entry >> 32 == hash >> 32 && Self.bytesEqual(names[index], name) { return index }
      slot = (slot + 1) & mask
    }
  }

  /// Adds `name` unless it is there: its number, and whether it was added.
  @discardableResult
  mutating func insert(_ name: String) -> (index: Int, inserted: Bool) {
    insert(name, hash: Self.hash(name, seed: seed))
  }

  /// ``insert(_:)`` of a name whose ``hash(_:)`` is known.
  @discardableResult
  mutating func insert(_ name: String, hash: UInt64) -> (index: Int, inserted: Bool) {
    assert(hash == Self.hash(name, seed: seed), "the hash of another name")
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
      if entry >> 32 == hash >> 32 && Self.bytesEqual(names[index], name) { return (index, false) }
      slot = (slot + 1) & mask
    }
    let index = names.count
    precondition(index < Int(UInt32.max), "too many names for a name table")
    names.append(name)
    slots[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(index + 1)
    if names.count * 2 > slots.count { grow() }
    return (index, true)
  }

  /// Doubles the slots and places every name again.
  private mutating func grow() {
    let capacity = slots.count * 2
    var newSlots = [UInt64](repeating: 0, count: capacity)
    let newMask = capacity - 1
    for (index, name) in names.enumerated() {
      let hash = Self.hash(name, seed: seed)
      var slot = Int(truncatingIfNeeded: hash) & newMask
      while newSlots[slot] != 0 { slot = (slot + 1) & newMask }
      newSlots[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(index + 1)
    }
    slots = newSlots
    mask = newMask
  }

  /// Starts loading, without waiting for it, the slot where the name with `hash` would be: a
  /// lookup or insertion of that name a few names later then finds it in the cache. Walking a
  /// large build's names, each lookup in a table larger than the cache otherwise waits for
  /// memory in turn; with the slots of the next few names loading meanwhile, those waits overlap.
  func prefetch(hash: UInt64) {
    let slot = Int(truncatingIfNeeded: hash) & mask
    slots.withUnsafeBufferPointer { notifc_prefetch($0.baseAddress! + slot) }
  }

  /// The seed of every table's hash in this process.
  private static let processSeed = UInt64.random(in: .min ... .max) | 1

  /// Whether two names have the same UTF-8 bytes.
  private static func bytesEqual(_ a: String, _ b: String) -> Bool {
    ByteScan.withUTF8(a) { x in ByteScan.withUTF8(b) { y in ByteScan.sameBytes(x, y) } }
  }

  /// A 64-bit hash of the UTF-8 bytes of `name`, the same in every table of the process: it can
  /// be computed where the name is at hand (on another core, or ahead of its lookup) and passed
  /// to ``insert(_:hash:)``, ``index(of:hash:)`` and ``prefetch(hash:)``.
  static func hash(_ name: String) -> UInt64 { hash(name, seed: processSeed) }

  private static func hash(_ name: String, seed: UInt64) -> UInt64 {
    ByteScan.withUTF8(name) { bytes in
      var state = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
      var offset = 0
      let raw = UnsafeRawBufferPointer(bytes)
      while offset + 8 <= bytes.count {
        state = mix(state ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      if offset < bytes.count {
        var tail: UInt64 = 0
        for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
        state = mix(state ^ tail)
      }
      return mix(state)
    }
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    var x = value &* 0xBF58_476D_1CE4_E5B9
    x ^= x >> 31
    x = x &* 0x94D0_49BB_1331_11EB
    return x ^ (x >> 29)
  }
}

/// The hashes of the names a loop over many names will insert or look up a few steps later. The
/// loop computes each name's hash ``distance`` steps ahead and starts loading its slot
/// (``NameTable/prefetch(hash:)``), then takes the hash back at the name's turn: each name is
/// hashed once, and its slot is in the cache when it is needed.
struct HashesAhead {
  /// How many names ahead a slot is loaded.
  static let distance = 8
  /// Room for twice the distance, so that the hash kept for the name ``distance`` ahead never
  /// replaces the one of the name being handled, whichever the loop does first.
  private var hashes = [UInt64](repeating: 0, count: 2 * distance)

  /// Hashes `name`, the name at `index` of the loop (``distance`` after the one being handled), keeps
  /// the hash for its turn, and starts loading its slot in `table`.
  mutating func prefetch(_ name: String, at index: Int, in table: NameTable) {
    let hash = NameTable.hash(name)
    hashes[index % (2 * Self.distance)] = hash
    table.prefetch(hash: hash)
  }

  /// The hash of `name`, the name at `index` of the loop: the one kept for it, or (for the first
  /// ``distance`` names, which no earlier step looked ahead to) computed now.
  func hash(of name: String, at index: Int) -> UInt64 {
    index < Self.distance ? NameTable.hash(name) : hashes[index % (2 * Self.distance)]
  }
}
