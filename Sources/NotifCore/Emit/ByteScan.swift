/// Whole-string byte tests on a string's own UTF-8 storage. `String.utf8.contains(where:)` walks
/// the string through its index model at about ten instructions a byte; these loops run over a
/// buffer pointer, and ``isASCII(_:)`` tests eight bytes at a time. The emitters call them on every
/// text they write.
enum ByteScan {
  /// Calls `body` with the UTF-8 bytes of `text`: a native string's own storage, borrowed (where
  /// `var copy = text; copy.withUTF8 { … }` retains the storage for the copy: an atomic operation
  /// that two cores writing the same names contend for), or a contiguous copy of a bridged one.
  @inline(__always)
  static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var text = text
    return text.withUTF8(body)
  }

  /// Whether every byte of `text` is ASCII (below 0x80).
  static func isASCII(_ text: String) -> Bool {
    ByteScan.withUTF8(text) { isASCII($0) }
  }

  /// Whether every byte of `buffer` is ASCII (below 0x80).
  static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index + 8 <= buffer.count {
      if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
        return false
      }
      index += 8
    }
    while index < buffer.count {
      if base[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }

  /// Whether any byte of `text` satisfies `predicate`.
  @inline(__always)
  static func contains(_ text: String, where predicate: (UInt8) -> Bool) -> Bool {
    ByteScan.withUTF8(text) { buffer in
      for byte in buffer where predicate(byte) { return true }
      return false
    }
  }

  /// Whether every byte of `text` is printable ASCII (0x20 to 0x7E), or a newline when
  /// `allowingNewlines`. Eight bytes are tested at a time; only a word with a control byte in it
  /// is looked at byte by byte (for newlines).
  static func isPrintableASCII(_ text: String, allowingNewlines: Bool) -> Bool {
    ByteScan.withUTF8(text) { isPrintableASCII($0, allowingNewlines: allowingNewlines) }
  }

  /// ``isPrintableASCII(_:allowingNewlines:)`` of bytes.
  static func isPrintableASCII(_ buffer: UnsafeBufferPointer<UInt8>, allowingNewlines: Bool) -> Bool {
    guard let base = buffer.baseAddress else { return true }
    func isPrintable(_ byte: UInt8) -> Bool {
      (byte >= 0x20 && byte <= 0x7E) || (allowingNewlines && byte == 0x0A)
    }
    let raw = UnsafeRawPointer(base)
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    var index = 0
    while index + 8 <= buffer.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // A byte of 0x80 or more; then (all bytes below 0x80) one below 0x20, or one equal to 0x7F.
      guard word & high == 0 else { return false }
      let hasControl = (word &- 0x20 &* ones) & ~word & high != 0
      let deleted = word ^ (0x7F &* ones)
      guard (deleted &- ones) & ~deleted & high == 0 else { return false }
      if hasControl {
        for offset in 0..<8 where !isPrintable(base[index + offset]) { return false }
      }
      index += 8
    }
    while index < buffer.count {
      guard isPrintable(base[index]) else { return false }
      index += 1
    }
    return true
  }

  /// The index of the first byte at or after `start` that a JSON string escapes (below 0x20, `"`
  /// or `\`), or `buffer.count`. Eight bytes are tested at a time.
  static func indexOfJSONEscape(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    firstFlagged(in: buffer, from: start) { word in
      below(0x20, word) | equal(UInt8(ascii: "\""), word) | equal(UInt8(ascii: "\\"), word)
    } byte: {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }
  }

  /// The index of the first byte at or after `start` that is not printable ASCII (0x20 to 0x7E),
  /// or is `"` or `\`, or `buffer.count`: the run before it is written as it is in a Swift string
  /// literal and in a comment. Eight bytes are tested at a time.
  static func indexOfNonPlainASCII(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    firstFlagged(in: buffer, from: start) { word in
      (word & 0x8080_8080_8080_8080) | below(0x20, word) | equal(0x7F, word)
        | equal(UInt8(ascii: "\""), word) | equal(UInt8(ascii: "\\"), word)
    } byte: {
      $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }
  }

  /// Bytes of `word` below `limit` (at most 0x80) have their high bit set, and possibly bytes
  /// above such a byte (a borrow runs upwards), never a byte below the first match.
  @inline(__always)
  private static func below(_ limit: UInt8, _ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    return (word &- UInt64(limit) &* ones) & ~word & (0x80 &* ones)
  }

  /// Bytes of `word` equal to `byte` have their high bit set, and possibly bytes above such a
  /// byte, never a byte below the first match.
  @inline(__always)
  private static func equal(_ byte: UInt8, _ word: UInt64) -> UInt64 {
    below(1, word ^ (UInt64(byte) &* 0x0101_0101_0101_0101))
  }

  /// The index of the first byte at or after `start` that `isFlagged` holds for, testing whole
  /// words with `flags` (the high bit of each flagged byte set; bytes above the first flagged one
  /// may be set whatever they are) and the tail byte by byte.
  @inline(__always)
  private static func firstFlagged(
    in buffer: UnsafeBufferPointer<UInt8>, from start: Int, _ flags: (UInt64) -> UInt64,
    byte isFlagged: (UInt8) -> Bool
  ) -> Int {
    guard let base = buffer.baseAddress else { return buffer.count }
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= buffer.count {
      let found = flags(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian)
      // The lowest flagged byte is the first match (little-endian; borrows only run upwards).
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < buffer.count && !isFlagged(base[index]) { index += 1 }
    return index
  }

  /// The index of the first `byte` in `buffer` at or after `start`, or `buffer.count`. Eight bytes
  /// are tested at a time.
  static func index(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = buffer.baseAddress else { return buffer.count }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let pattern = UInt64(byte) &* ones
    var index = start
    while index + 8 <= buffer.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian ^ pattern
      let zeros = (word &- ones) & ~word & (0x80 &* ones)
      // The lowest flagged byte is the first match (the first byte is the lowest; borrows only run
      // upwards).
      if zeros != 0 { return index + zeros.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < buffer.count && base[index] != byte { index += 1 }
    return index
  }

  /// Whether `x` and `y` hold the same bytes: compared eight bytes at a time (four for 4–7 bytes),
  /// the last word ending at the last byte; fewer than four byte by byte. Names are short, so this
  /// beats a call to `memcmp`, and `elementsEqual`'s byte loop.
  static func sameBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = x.count
    guard count == y.count else { return false }
    guard count > 0 else { return true }
    let (left, right) = (UnsafeRawPointer(x.baseAddress!), UnsafeRawPointer(y.baseAddress!))
    switch count {
    case 1...3:
      for offset in 0..<count where x[offset] != y[offset] { return false }
      return true
    case 4...7:
      return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
        && left.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
          == right.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    default:
      var offset = 0
      while offset + 8 < count {
        if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        {
          return false
        }
        offset += 8
      }
      return left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
  }
}
