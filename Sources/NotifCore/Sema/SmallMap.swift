/// A map for the short lists inside one category (its actions, their identifiers, titles and Swift
/// names): a linear search while it is small, a dictionary once it grows.
///
/// A category lists a handful of actions, and a build has thousands of categories: comparing a
/// few keys costs less than hashing each one into a new dictionary. A category with thousands of
/// actions (an error, but one a compiler must survive) switches to hashing, so nothing is quadratic.
struct SmallMap<Key: Hashable, Value> {
  /// Entries searched linearly before the map builds a dictionary.
  static var linearLimit: Int { 16 }

  private var entries: [(key: Key, value: Value)] = []
  /// The index in `entries` of each key, once there are more than ``linearLimit`` entries.
  private var positions: [Key: Int]?

  /// An empty map with room for `minimumCapacity` entries.
  init(minimumCapacity: Int = 0) {
    entries.reserveCapacity(minimumCapacity)
  }

  /// The value stored for `key`; setting replaces it, or adds the key (setting `nil` is not
  /// supported: the rules only add).
  subscript(key: Key) -> Value? {
    get { position(of: key).map { entries[$0].value } }
    set {
      guard let newValue else { return }
      if let position = position(of: key) {
        entries[position].value = newValue
        return
      }
      entries.append((key, newValue))
      if positions != nil {
        positions![key] = entries.count - 1
      } else if entries.count > Self.linearLimit {
        var index: [Key: Int] = [:]
        index.reserveCapacity(entries.count * 2)
        for (position, entry) in entries.enumerated() where index[entry.key] == nil {
          index[entry.key] = position
        }
        positions = index
      }
    }
  }

  /// Removes every entry, keeping the room: a rule reuses one map for each category in turn
  /// instead of allocating one per category.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    positions = nil
  }

  private func position(of key: Key) -> Int? {
    if let positions { return positions[key] }
    return entries.firstIndex { $0.key == key }
  }
}
