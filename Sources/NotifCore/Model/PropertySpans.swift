/// Where each property of a declaration is written: the span of its name and of its value (`nil`
/// when the value is missing), by property, first occurrence only.
///
/// Compact, as a build keeps one for every declaration: the properties are a short list searched
/// linearly (a declaration has at most sixteen), and the spans are stored as offsets in the
/// declaration's file, 20 bytes a property.
public struct PropertySpans: Sendable {
  private struct Entry {
    let property: PropertyName
    let hasValue: Bool
    let nameStart: UInt32
    let nameEnd: UInt32
    let valueStart: UInt32
    let valueEnd: UInt32
  }

  private let file: UInt32
  private var entries: [Entry] = []

  /// No properties yet, with room for `minimumCapacity`, in `file`.
  init(file: FileID, minimumCapacity: Int = 0) {
    self.file = UInt32(clamping: file.index)
    entries.reserveCapacity(minimumCapacity)
  }

  /// The spans of `property`'s name and value, or `nil` when it is not written.
  public subscript(property: PropertyName) -> (name: SourceSpan, value: SourceSpan?)? {
    for entry in entries where entry.property == property {
      let file = FileID(Int(file))
      let name = SourceSpan(file: file, start: Int(entry.nameStart), end: Int(entry.nameEnd))
      guard entry.hasValue else { return (name, nil) }
      return (name, SourceSpan(file: file, start: Int(entry.valueStart), end: Int(entry.valueEnd)))
    }
    return nil
  }

  /// The properties written, in source order.
  public var names: [PropertyName] { entries.map(\.property) }

  /// Adds a property not yet added; both spans must be in the file of the table.
  mutating func append(_ property: PropertyName, name: SourceSpan, value: SourceSpan?) {
    assert(self[property] == nil, "'\(property.spelling)' is already in the table")
    assert(name.file.index == Int(file) && (value?.file ?? name.file) == name.file)
    entries.append(
      Entry(
        property: property, hasValue: value != nil, nameStart: UInt32(name.start), nameEnd: UInt32(name.end),
        valueStart: UInt32(value?.start ?? 0), valueEnd: UInt32(value?.end ?? 0)))
  }
}
