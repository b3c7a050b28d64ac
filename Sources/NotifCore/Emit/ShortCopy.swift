/// Copies of the short pieces the emitters append (a keyword, a name, a few punctuation bytes):
/// up to 32 bytes are moved with at most four pairs of word loads and stores, in line, instead of a
/// call to `memmove`, whose call and size dispatch cost more than such a copy itself. Longer copies
/// use `memmove`.
enum ShortCopy {
  /// Copies `count` bytes from `source` to `destination` (which must not overlap).
  @inline(__always)
  static func copy(_ source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count: Int) {
    switch count {
    case 0:
      return
    case 1...3:
      // First, middle and last byte (the same byte twice when count is 1 or 2).
      destination.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
      destination.storeBytes(
        of: source.load(fromByteOffset: count >> 1, as: UInt8.self), toByteOffset: count >> 1, as: UInt8.self)
      destination.storeBytes(
        of: source.load(fromByteOffset: count - 1, as: UInt8.self), toByteOffset: count - 1, as: UInt8.self)
    case 4...7:
      // Two four-byte words that overlap in the middle.
      let head = source.loadUnaligned(as: UInt32.self)
      let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      destination.storeBytes(of: head, as: UInt32.self)
      destination.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    case 8...16:
      let head = source.loadUnaligned(as: UInt64.self)
      let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      destination.storeBytes(of: head, as: UInt64.self)
      destination.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    case 17...32:
      let first = source.loadUnaligned(as: UInt64.self)
      let second = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      let third = source.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
      let fourth = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      destination.storeBytes(of: first, as: UInt64.self)
      destination.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
      destination.storeBytes(of: third, toByteOffset: count - 16, as: UInt64.self)
      destination.storeBytes(of: fourth, toByteOffset: count - 8, as: UInt64.self)
    default:
      destination.copyMemory(from: source, byteCount: count)
    }
  }
}
