/// A JSON value for the canonical writer. Objects keep their members as given; the writer sorts
/// keys by code point.
public indirect enum JSONValue: Sendable, Equatable {
  case string(String)
  case int(Int)
  case bool(Bool)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }
}

/// Writes JSON in notifc's canonical form (spec section 7): UTF-8, keys sorted by code point,
/// two-space indentation, one array element per line, `[]` and `{}` when empty, `": "` after keys,
/// no trailing spaces, a final newline; strings escape exactly `"`, `\` and U+0000–U+001F.
public struct CanonicalJSONWriter {
  private(set) var bytes: [UInt8] = []
  /// Whether to write everything on one line with no white space (for JSON Lines).
  private var compact = false

  /// Serializes a value in the canonical multi-line form, with a final newline.
  public static func serialize(_ value: JSONValue) -> String {
    var writer = CanonicalJSONWriter()
    writer.write(value, indent: 0)
    writer.bytes.append(0x0A)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Serializes a value on one line with no white space and no final newline (keys still sorted).
  public static func serializeCompact(_ value: JSONValue) -> String {
    var writer = CanonicalJSONWriter()
    writer.compact = true
    writer.write(value, indent: 0)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  private mutating func newline(_ indent: Int) {
    if compact { return }
    bytes.append(0x0A)
    for _ in 0..<indent { bytes.append(0x20); bytes.append(0x20) }
  }

  private mutating func write(_ value: JSONValue, indent: Int) {
    switch value {
    case .string(let string): writeString(string)
    case .int(let number): bytes.append(contentsOf: String(number).utf8)
    case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    case .array(let elements):
      guard !elements.isEmpty else { return bytes.append(contentsOf: "[]".utf8) }
      bytes.append(UInt8(ascii: "["))
      for (offset, element) in elements.enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        write(element, indent: indent + 1)
      }
      newline(indent)
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return bytes.append(contentsOf: "{}".utf8) }
      bytes.append(UInt8(ascii: "{"))
      let sorted = members.sorted { $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) }
      for (offset, member) in sorted.enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        writeString(member.0)
        bytes.append(contentsOf: compact ? ":".utf8 : ": ".utf8)
        write(member.1, indent: indent + 1)
      }
      newline(indent)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  private mutating func writeString(_ string: String) {
    Self.appendString(string, to: &bytes)
  }

  /// Appends a JSON string literal, escaping exactly `"`, `\` and U+0000–U+001F (`\b \f \n \r \t`,
  /// otherwise lowercase `\u00xx`) and writing every other character as UTF-8.
  static func appendString<Sink: ByteSink>(_ string: String, to bytes: inout Sink) {
    bytes.append(UInt8(ascii: "\""))
    ByteScan.withUTF8(string) { utf8 in
      // Copy the runs that need no escape whole; escape the bytes between them.
      var runStart = 0
      while true {
        let index = ByteScan.indexOfJSONEscape(in: utf8, from: runStart)
        bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        guard index < utf8.count else { break }
        let byte = utf8[index]
        bytes.append(0x5C)
        switch byte {
        case 0x22, 0x5C: bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
          bytes.append(UInt8(ascii: "u"))
          bytes.append(0x30)
          bytes.append(0x30)
          bytes.append(hexDigits[Int(byte >> 4)])
          bytes.append(hexDigits[Int(byte & 0xF)])
        }
        runStart = index + 1
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

}

/// Where JSON text is appended: an array of bytes, or an emitter's ``OutputBuffer``.
protocol ByteSink {
  mutating func append(_ byte: UInt8)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteSink where Element == UInt8 {
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

extension OutputBuffer: ByteSink {}
