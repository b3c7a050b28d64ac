/// Receives an emitter's output in chunks, in order, as it is produced. The bytes are valid only
/// during the call.
public typealias OutputChunkConsumer = (UnsafeRawBufferPointer) -> Void

/// The bytes an emitter produces: kept whole in memory, or handed to a consumer in chunks of about
/// ``chunkSize`` bytes as they are written, so that a large output (the Swift file is several times
/// its input) never has to be held whole.
///
/// A writer may look back at the last ``retainedCount`` bytes (to drop a trailing blank line), so
/// those stay in the buffer until ``finish()``.
struct OutputBuffer {
  /// About how many bytes are handed on at a time.
  static let chunkSize = 1 << 18
  /// How many of the last bytes stay in the buffer for look-behind.
  static let retainedCount = 2
  private static let spaces: StaticString =
    "                                                                "  // 64 spaces

  var bytes: [UInt8] = []
  private let consumer: OutputChunkConsumer?

  /// A buffer that keeps everything (`consumer == nil`) or hands full chunks to `consumer`.
  init(consumer: OutputChunkConsumer? = nil) {
    self.consumer = consumer
    bytes.reserveCapacity(consumer == nil ? 4096 : Self.chunkSize + 4096)
  }

  /// Whether the last two bytes written (still in the buffer: see ``retainedCount``) are `first`
  /// then `second`.
  func ends(with first: UInt8, _ second: UInt8) -> Bool {
    bytes.count >= 2 && bytes[bytes.count - 2] == first && bytes[bytes.count - 1] == second
  }

  /// The last byte written, if it is still in the buffer.
  var last: UInt8? { bytes.last }

  mutating func append(_ byte: UInt8) { bytes.append(byte) }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  mutating func append(contentsOf other: some Collection<UInt8>) { bytes.append(contentsOf: other) }

  /// Appends text known at compile time (no storage to retain or check).
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends `count` spaces.
  mutating func appendSpaces(_ count: Int) {
    var left = count
    while left > 0 {
      let run = min(left, Self.spaces.utf8CodeUnitCount)
      Self.spaces.withUTF8Buffer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run])) }
      left -= run
    }
  }

  /// Drops the last byte written (which must still be in the buffer).
  mutating func removeLast() { bytes.removeLast() }

  /// Hands a full chunk to the consumer, keeping the last ``retainedCount`` bytes.
  mutating func flushIfFull() {
    guard let consumer, bytes.count >= Self.chunkSize else { return }
    let count = bytes.count - Self.retainedCount
    bytes.withUnsafeBytes { consumer(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    bytes.removeSubrange(..<count)
  }

  /// Hands everything still buffered to the consumer; without one, returns the whole output.
  mutating func finish() -> [UInt8] {
    guard let consumer else { return bytes }
    if !bytes.isEmpty { bytes.withUnsafeBytes { consumer($0) } }
    bytes.removeAll()
    return []
  }
}
