/// Whole-string byte tests on a string's own UTF-8 storage. `String.utf8.contains(where:)` walks
/// the string through its index model at about ten instructions a byte; these loops run over a
/// buffer pointer, and ``isASCII(_:)`` tests eight bytes at a time. The emitters call them on every
/// text they write.
enum ByteScan {
  /// Whether every byte of `text` is ASCII (below 0x80).
  static func isASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
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
  }

  /// Whether any byte of `text` satisfies `predicate`.
  @inline(__always)
  static func contains(_ text: String, where predicate: (UInt8) -> Bool) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      for byte in buffer where predicate(byte) { return true }
      return false
    }
  }
}
