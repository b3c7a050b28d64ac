/// Receives an emitter's output in chunks, in order, as it is produced. The bytes are valid only
/// during the call.
public typealias OutputChunkConsumer = (UnsafeRawBufferPointer) -> Void

/// The bytes an emitter produces: kept whole in memory, or handed to a consumer in chunks of about
/// ``chunkSize`` bytes as they are written, so that a large output (the Swift file is several times
/// its input) never has to be held whole.
///
/// A writer may look back at the last ``retainedCount`` bytes (to drop a trailing blank line), so
/// those stay in the buffer until ``finish()``.
///
/// The bytes live in ``ByteStorage``, which appends a piece by copying its memory: writers append
/// millions of short pieces, and `Array.append(contentsOf:)` costs several times the copy for each.
/// Copies of a buffer share the storage until one of them is changed.
struct OutputBuffer {
  /// About how many bytes are handed on at a time.
  static let chunkSize = 1 << 18
  /// How many of the last bytes stay in the buffer for look-behind.
  static let retainedCount = 2

  private var storage: ByteStorage
  private let consumer: OutputChunkConsumer?

  /// A buffer that keeps everything (`consumer == nil`) or hands full chunks to `consumer`.
  init(consumer: OutputChunkConsumer? = nil) {
    self.consumer = consumer
    storage = ByteStorage(capacity: consumer == nil ? 4096 : Self.chunkSize + 4096)
  }

  /// How many bytes are in the buffer.
  var count: Int { storage.count }

  /// How many bytes fit before the storage grows.
  var capacity: Int { storage.capacity }

  /// The bytes in the buffer.
  var bytes: [UInt8] { Array(storage.buffer) }

  /// Calls `body` with the bytes in the buffer.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(storage.buffer)
  }

  /// Whether the last two bytes written (still in the buffer: see ``retainedCount``) are `first`
  /// then `second`.
  func ends(with first: UInt8, _ second: UInt8) -> Bool {
    let count = storage.count
    return count >= 2 && storage.base[count - 2] == first && storage.base[count - 1] == second
  }

  /// The last byte written, if it is still in the buffer.
  var last: UInt8? { storage.count > 0 ? storage.base[storage.count - 1] : nil }

  /// Makes room for `count` more bytes (and makes the storage this buffer's own).
  mutating func reserveCapacity(_ count: Int) {
    makeUnique()
    storage.reserve(storage.count + count)
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    makeUnique()
    storage.append(byte)
  }

  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    makeUnique()
    storage.append(bytes)
  }

  @inline(__always)
  mutating func append(_ text: String) {
    ByteScan.withUTF8(text) { append($0) }
  }

  /// Appends text known at compile time (no storage to retain or check).
  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends a line: `indentation` spaces, `first`, `second` and a newline (one uniqueness check
  /// and one capacity check for the line, instead of one per piece).
  @inline(__always)
  mutating func appendLine(
    indentation: Int, _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>
  ) {
    makeUnique()
    storage.appendLine(indentation: indentation, first, second)
  }

  /// Appends a JSON object member's key on a line of its own: `,` when `afterComma`, a newline,
  /// `indentation` spaces, then `"`, `key`, `suffix` and `": ` (one uniqueness check and one
  /// capacity check for them all; the manifest writes one per property).
  @inline(__always)
  mutating func appendKeyLine(
    afterComma: Bool, indentation: Int, _ key: UnsafeBufferPointer<UInt8>,
    _ suffix: UnsafeBufferPointer<UInt8>
  ) {
    makeUnique()
    storage.appendKeyLine(afterComma: afterComma, indentation: indentation, key, suffix)
  }

  /// Whether the buffer keeps every byte written (it has no consumer), so that an offset into it
  /// stays valid.
  var keepsEverything: Bool { consumer == nil }

  /// Appends again the bytes at `range`, written earlier into this buffer (which must keep
  /// everything).
  mutating func appendRepeat(of range: Range<Int>) {
    precondition(
      consumer == nil && range.lowerBound >= 0 && range.upperBound <= count, "bytes not in the buffer")
    makeUnique()
    storage.appendRepeat(of: range)
  }

  /// Appends `count` spaces.
  mutating func appendSpaces(_ count: Int) {
    makeUnique()
    storage.appendSpaces(count)
  }

  /// Drops the last byte written (which must still be in the buffer).
  mutating func removeLast() {
    makeUnique()
    precondition(storage.count > 0, "removeLast() on an empty output buffer")
    storage.count -= 1
  }

  /// Hands a full chunk to the consumer, keeping the last ``retainedCount`` bytes; without a
  /// consumer, does nothing. Writers call it after every line, so the test is in line and the
  /// handing-on is not.
  @inline(__always)
  mutating func flushIfFull() {
    if storage.count >= Self.chunkSize, let consumer { flush(to: consumer) }
  }

  @inline(never)
  private mutating func flush(to consumer: OutputChunkConsumer) {
    makeUnique()
    let count = storage.count - Self.retainedCount
    consumer(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: storage.buffer[..<count])))
    storage.removeFirst(count)
  }

  /// Hands everything still buffered to the consumer; without one, returns the whole output.
  mutating func finish() -> [UInt8] {
    guard let consumer else { return bytes }
    makeUnique()
    if storage.count > 0 { consumer(UnsafeRawBufferPointer(storage.buffer)) }
    storage.count = 0
    return []
  }

  @inline(__always)
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }
}

/// Growable bytes that append by copying memory (see ``OutputBuffer``).
final class ByteStorage {
  @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) var count = 0
  @exclusivity(unchecked) private(set) var capacity: Int
  /// Bytes allocated past ``capacity``, so that indentation can be written a word at a time: the
  /// last word may run past the spaces, into bytes written next or beyond ``count``.
  private static let slack = 8

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity + Self.slack)
  }

  deinit { base.deallocate() }

  /// The bytes written.
  var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// A storage of its own with the same bytes.
  func copy() -> ByteStorage {
    let copy = ByteStorage(capacity: capacity)
    copy.base.update(from: base, count: count)
    copy.count = count
    return copy
  }

  /// Makes room for at least `needed` bytes in all, doubling the capacity when it grows.
  func reserve(_ needed: Int) {
    guard needed > capacity else { return }
    let newCapacity = max(needed, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity + Self.slack)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity { reserve(count + 1) }
    base[count] = byte
    count += 1
  }

  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { reserve(count + bytes.count) }
    ShortCopy.copy(source, to: base + count, count: bytes.count)
    count += bytes.count
  }

  /// Appends a copy of the bytes at `range`, which are already in the storage.
  func appendRepeat(of range: Range<Int>) {
    reserve(count + range.count)  // first: growing moves the bytes to copy
    (base + count).update(from: base + range.lowerBound, count: range.count)
    count += range.count
  }

  /// Appends `spaces` spaces.
  @inline(__always)
  func appendSpaces(_ spaces: Int) {
    guard spaces > 0 else { return }
    if count + spaces > capacity { reserve(count + spaces) }
    Self.writeSpaces(spaces, at: base + count)
    count += spaces
  }

  /// Writes `spaces` spaces (at least one) at `destination`, eight at a time: up to seven more
  /// bytes past them are overwritten, which ``slack`` leaves room for within the allocation.
  @inline(__always)
  private static func writeSpaces(_ spaces: Int, at destination: UnsafeMutablePointer<UInt8>) {
    let raw = UnsafeMutableRawPointer(destination)
    var offset = 0
    repeat {
      raw.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
      offset += 8
    } while offset < spaces
  }

  /// See ``OutputBuffer/appendLine(indentation:_:_:)``.
  @inline(__always)
  func appendLine(indentation: Int, _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>)
  {
    let needed = count + indentation + first.count + second.count + 1
    if needed > capacity { reserve(needed) }
    var end = base + count
    Self.writeSpaces(indentation, advancing: &end)
    Self.write(first, advancing: &end)
    Self.write(second, advancing: &end)
    end.pointee = 0x0A
    count = needed
  }

  /// See ``OutputBuffer/appendKeyLine(afterComma:indentation:_:_:)``.
  @inline(__always)
  func appendKeyLine(
    afterComma: Bool, indentation: Int, _ key: UnsafeBufferPointer<UInt8>,
    _ suffix: UnsafeBufferPointer<UInt8>
  ) {
    let comma = afterComma ? 1 : 0
    let needed = count + comma + 1 + indentation + 1 + key.count + suffix.count + 3
    if needed > capacity { reserve(needed) }
    var end = base + count
    if afterComma {
      end.pointee = UInt8(ascii: ",")
      end += 1
    }
    end.pointee = 0x0A
    end += 1
    Self.writeSpaces(indentation, advancing: &end)
    end.pointee = UInt8(ascii: "\"")
    end += 1
    Self.write(key, advancing: &end)
    Self.write(suffix, advancing: &end)
    (end[0], end[1], end[2]) = (UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " "))
    count = needed
  }

  /// Copies `bytes` to `end` and moves `end` past them.
  @inline(__always)
  private static func write(
    _ bytes: UnsafeBufferPointer<UInt8>, advancing end: inout UnsafeMutablePointer<UInt8>
  ) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    ShortCopy.copy(source, to: end, count: bytes.count)
    end += bytes.count
  }

  /// Writes `spaces` spaces at `end` (``writeSpaces(_:at:)``) and moves `end` past them.
  @inline(__always)
  private static func writeSpaces(_ spaces: Int, advancing end: inout UnsafeMutablePointer<UInt8>) {
    guard spaces > 0 else { return }
    writeSpaces(spaces, at: end)
    end += spaces
  }

  /// Drops the first `removed` bytes, moving the rest to the front.
  func removeFirst(_ removed: Int) {
    let kept = count - removed
    if kept > 0 { UnsafeMutableRawPointer(base).copyMemory(from: base + removed, byteCount: kept) }
    count = kept
  }
}
