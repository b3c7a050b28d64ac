/// A problem in a configuration file, printed the way compilers print diagnostics.
struct ConfigurationError: Error {
  /// The byte offset of the problem in the file.
  let offset: Int
  let message: String
  /// Notes at other offsets of the file (where a repeated key was first given).
  var notes: [(offset: Int, message: String)] = []
}

/// A JSON value and where it starts.
struct ConfigurationNode {
  indirect enum Value {
    case string(String)
    case number
    case bool
    case null
    case array([ConfigurationNode])
    case object([(key: String, keyNode: ConfigurationNode, value: ConfigurationNode)])
  }

  let value: Value
  /// The byte offset where the value starts.
  let offset: Int
}

/// A small JSON reader (RFC 8259) that keeps positions, for errors at a line and column. (notifc
/// uses no Foundation.) A `\u` escape of a UTF-16 surrogate pair decodes to U+FFFD.
struct ConfigurationReader {
  let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The whole document: one value and nothing after it but white space.
  mutating func document() throws(ConfigurationError) -> ConfigurationNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    let node = try value()
    skipWhitespace()
    guard index == bytes.count else { throw error(at: index, "unexpected text after the JSON value") }
    return node
  }

  /// An error at the start of a node.
  func error(at node: ConfigurationNode, _ message: String) -> ConfigurationError {
    error(at: node.offset, message)
  }

  /// An error at a byte offset.
  func error(at offset: Int, _ message: String) -> ConfigurationError {
    ConfigurationError(offset: min(offset, bytes.count), message: message)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private mutating func value() throws(ConfigurationError) -> ConfigurationNode {
    skipWhitespace()
    guard index < bytes.count else {
      throw error(at: index, "expected a JSON value, found the end of the file")
    }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return try container(start, close: UInt8(ascii: "}"))
    case UInt8(ascii: "["): return try container(start, close: UInt8(ascii: "]"))
    case UInt8(ascii: "\""): return ConfigurationNode(value: .string(try string()), offset: start)
    case UInt8(ascii: "t"): return try literal("true", .bool, start)
    case UInt8(ascii: "f"): return try literal("false", .bool, start)
    case UInt8(ascii: "n"): return try literal("null", .null, start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try number()
      return ConfigurationNode(value: .number, offset: start)
    default:
      throw error(at: start, Self.expectedValue)
    }
  }

  /// What a value is, for the error where none is.
  static let expectedValue = "expected a JSON value (a string in quotes, a number, true, false, null, [ or {)"

  /// A number at `index`, as JSON writes one: `-`, then `0` or digits that do not start with `0`,
  /// then optionally `.` and digits, then optionally `e` or `E`, a sign and digits.
  private mutating func number() throws(ConfigurationError) {
    func isDigit(_ offset: Int) -> Bool {
      offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
    }
    func digits(after what: String) throws(ConfigurationError) {
      guard isDigit(index) else { throw error(at: index, "expected a digit \(what) in a JSON number") }
      while isDigit(index) { index += 1 }
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    if index < bytes.count && bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) { throw error(at: index - 1, "JSON allows no leading zero in a number") }
    } else {
      try digits(after: "after '-'")
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      try digits(after: "after '.'")
    }
    if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
        index += 1
      }
      try digits(after: "in the exponent")
    }
  }

  private mutating func literal(
    _ word: String, _ value: ConfigurationNode.Value, _ start: Int
  ) throws(ConfigurationError) -> ConfigurationNode {
    guard bytes[start...].starts(with: word.utf8) else { throw error(at: start, Self.expectedValue) }
    index += word.utf8.count
    return ConfigurationNode(value: value, offset: start)
  }

  /// An object or an array (their members are parsed the same way, objects with keys).
  private mutating func container(_ start: Int, close: UInt8) throws(ConfigurationError) -> ConfigurationNode
  {
    depth += 1
    guard depth <= 64 else { throw error(at: start, "the JSON is nested too deeply") }
    defer { depth -= 1 }
    let isObject = close == UInt8(ascii: "}")
    index += 1
    var members: [(key: String, keyNode: ConfigurationNode, value: ConfigurationNode)] = []
    var elements: [ConfigurationNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == close {
      index += 1
    } else {
      while true {
        skipWhitespace()
        if index < bytes.count, bytes[index] == close {
          throw error(at: index, "JSON allows no comma before '\(Character(Unicode.Scalar(close)))'")
        }
        if isObject {
          let keyStart = index
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error(at: index, "expected a key in double quotes")
          }
          let key = try string()
          skipWhitespace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error(at: index, "expected ':' after the key '\(key)'")
          }
          index += 1
          members.append((key, ConfigurationNode(value: .string(key), offset: keyStart), try value()))
        } else {
          elements.append(try value())
        }
        skipWhitespace()
        guard index < bytes.count else {
          throw error(at: index, "expected '\(Character(Unicode.Scalar(close)))'")
        }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == close else {
          throw error(at: index, "expected ',' or '\(Character(Unicode.Scalar(close)))'")
        }
        index += 1
        break
      }
    }
    return ConfigurationNode(value: isObject ? .object(members) : .array(elements), offset: start)
  }

  /// The escapes of one character after a backslash, and what they stand for.
  private static let simpleEscapes: [UInt8: Unicode.Scalar] = [
    UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
    UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
  ]

  /// Whether `byte` is one of `\u`'s four hexadecimal digits (`UInt32(_:radix:)` would take a sign).
  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }

  /// A string at `index` (its opening quote), with its escapes decoded.
  private mutating func string() throws(ConfigurationError) -> String {
    let start = index
    index += 1
    // The string's UTF-8, escapes decoded into it: made into a `String` once, at the end (appending
    // to a `String.UnicodeScalarView` run by run copied all of it each time).
    var utf8: [UInt8] = []
    func append(_ scalar: Unicode.Scalar) { utf8.append(contentsOf: scalar.utf8) }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        // RFC 8259 text is UTF-8: a string that is not is refused, not repaired.
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw error(at: start, "a string must be UTF-8")
        }
        return text
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        if let scalar = Self.simpleEscapes[escape] {
          append(scalar)
        } else if escape == UInt8(ascii: "u"), index + 4 <= bytes.count,
          bytes[index..<index + 4].allSatisfy(Self.isHexDigit),
          let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        {
          index += 4
          append(Unicode.Scalar(code) ?? "\u{FFFD}")
        } else {
          throw error(at: index - 2, "invalid escape in a string")
        }
      case 0x00..<0x20:
        throw error(at: index - 1, "a control character must be escaped in a string")
      default:
        utf8.append(byte)
      }
    }
    throw error(at: start, "unterminated string")
  }
}
