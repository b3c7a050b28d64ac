/// A set of properties, one bit each (there are 16).
struct PropertySet: Sendable, Equatable {
  private var bits: UInt16 = 0

  /// The empty set.
  init() {}

  /// Whether the set has `name`.
  func contains(_ name: PropertyName) -> Bool { bits & (1 << name.rawValue) != 0 }

  /// Adds `name`.
  mutating func insert(_ name: PropertyName) { bits |= 1 << name.rawValue }
}
