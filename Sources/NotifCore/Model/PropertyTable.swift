/// A small map from properties to values, as a list: a declaration has at most ten properties, so
/// a linear search over one-byte keys is faster than hashing and allocates once.
public struct PropertyTable<Value: Sendable>: Sendable {
  private var entries: [(name: PropertyName, value: Value)] = []

  /// An empty table.
  public init() {}

  /// An empty table with room for `minimumCapacity` properties.
  public init(minimumCapacity: Int) { entries.reserveCapacity(minimumCapacity) }

  /// The value of a property, or `nil`; setting `nil` is not supported (properties are only added).
  public subscript(name: PropertyName) -> Value? {
    get {
      for entry in entries where entry.name == name { return entry.value }
      return nil
    }
    set {
      guard let newValue else { return }
      if let index = entries.firstIndex(where: { $0.name == name }) {
        entries[index].value = newValue
      } else {
        entries.append((name, newValue))
      }
    }
  }

  /// Adds a property that the table does not have yet (no search).
  mutating func append(_ name: PropertyName, _ value: Value) {
    assert(self[name] == nil, "'\(name.spelling)' is already in the table")
    entries.append((name, value))
  }

  /// The properties, in the order they were added.
  public var names: [PropertyName] { entries.map(\.name) }
}
