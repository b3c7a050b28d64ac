/// A problem in a strings table file (a String Catalog or a `.strings` file): what is wrong and
/// where, as a byte offset into the file's UTF-8 text (see ``StringsFileDecoder``).
public struct LocalizationFileError: Error, Equatable, Sendable {
  /// The message, in the style of a diagnostic (lowercase, no final period).
  public let message: String
  /// The byte offset of the problem in the UTF-8 text; `nil` when the bytes could not be decoded
  /// into text at all (the message then says where).
  public let offset: Int?

  /// Creates an error.
  public init(_ message: String, at offset: Int?) {
    self.message = message
    self.offset = offset
  }
}

/// A JSON value as a String Catalog holds it. Numbers keep the text they were written with, so
/// that a catalog read and written again keeps every value byte for byte.
public indirect enum CatalogJSON: Equatable, Sendable {
  /// A string, unescaped.
  case string(String)
  /// A number, as written (`1`, `-2.5e3`).
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([CatalogJSON])
  /// An object; its members have no order (the writer sorts them).
  case object([String: CatalogJSON])

  /// The members of an object, or `nil`.
  public var objectValue: [String: CatalogJSON]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The text of a string, or `nil`.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// A short description of the kind of value, for messages ("an object", "a string").
  var kindDescription: String {
    switch self {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// Where the values of a parsed JSON document start: a tree that mirrors the document, each node
/// holding the byte offset of its value (for an object member, of its key).
public struct CatalogJSONOffsets: Sendable {
  /// The offset of this value.
  public var offset: Int
  /// The offsets of the members of an object, or of the elements of an array (by decimal index).
  public var children: [String: CatalogJSONOffsets] = [:]

  /// The offset of the value at `path` (object keys and array indices), if there is one.
  public subscript(path: [String]) -> Int? {
    var node = self
    for key in path {
      guard let child = node.children[key] else { return nil }
      node = child
    }
    return node.offset
  }
}

/// A strict JSON parser (RFC 8259) for String Catalogs, on the standard library alone: UTF-8 input
/// (a leading byte-order mark is skipped), no comments, no trailing commas, no duplicate keys in an
/// object, nothing after the value. It records where each value starts (``CatalogJSONOffsets``), so
/// that diagnostics can point into the file.
public struct CatalogJSONParser {
  /// The path of a value: the object keys and array indices (as decimal text) leading to it.
  public typealias Path = [String]

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// The deepest nesting accepted; a catalog nests about six levels.
  static let maxDepth = 128

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a JSON document and returns its value and where each value starts.
  public static func parse(_ bytes: [UInt8]) throws(LocalizationFileError) -> (
    value: CatalogJSON, offsets: CatalogJSONOffsets
  ) {
    var parser = CatalogJSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    if let error = UTF8Validation.firstInvalidOffset(bytes) {
      throw LocalizationFileError("invalid UTF-8", at: error)
    }
    parser.skipWhitespace()
    var offsets = CatalogJSONOffsets(offset: parser.index)
    let value = try parser.parseValue(&offsets)
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw LocalizationFileError("unexpected text after the JSON value", at: parser.index)
    }
    return (value, offsets)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "the end of the file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// Parses a value; `node` (holding the value's offset) receives the offsets of its members.
  private mutating func parseValue(_ node: inout CatalogJSONOffsets) throws(LocalizationFileError)
    -> CatalogJSON
  {
    guard index < bytes.count else { throw LocalizationFileError("expected a JSON value", at: index) }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(&node)
    case UInt8(ascii: "["): return try parseArray(&node)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw LocalizationFileError("expected a JSON value, found \(describeCurrent())", at: index)
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: CatalogJSON) throws(LocalizationFileError)
    -> CatalogJSON
  {
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected
    else {
      throw LocalizationFileError("expected a JSON value, found \(describeCurrent())", at: index)
    }
    index += expected.count
    return value
  }

  private mutating func enter() throws(LocalizationFileError) {
    depth += 1
    if depth > Self.maxDepth { throw LocalizationFileError("JSON nests too deeply", at: index) }
  }

  private mutating func parseObject(_ node: inout CatalogJSONOffsets) throws(LocalizationFileError)
    -> CatalogJSON
  {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [String: CatalogJSON] = [:]
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw LocalizationFileError("expected a quoted key, found \(describeCurrent())", at: index)
      }
      let keyOffset = index
      let key = try parseString()
      if members[key] != nil {
        throw LocalizationFileError("duplicate key '\(key)' in a JSON object", at: keyOffset)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw LocalizationFileError(
          "expected ':' after the key '\(key)', found \(describeCurrent())", at: index)
      }
      index += 1
      skipWhitespace()
      var child = CatalogJSONOffsets(offset: keyOffset)
      members[key] = try parseValue(&child)
      node.children[key] = child
      skipWhitespace()
      guard index < bytes.count else { throw LocalizationFileError("unterminated JSON object", at: index) }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw LocalizationFileError(
        "expected ',' or '}' in a JSON object, found \(describeCurrent())", at: index)
    }
  }

  private mutating func parseArray(_ node: inout CatalogJSONOffsets) throws(LocalizationFileError)
    -> CatalogJSON
  {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [CatalogJSON] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      var child = CatalogJSONOffsets(offset: index)
      elements.append(try parseValue(&child))
      node.children[String(elements.count - 1)] = child
      skipWhitespace()
      guard index < bytes.count else { throw LocalizationFileError("unterminated JSON array", at: index) }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      throw LocalizationFileError(
        "expected ',' or ']' in a JSON array, found \(describeCurrent())", at: index)
    }
  }

  private mutating func parseNumber() throws(LocalizationFileError) -> CatalogJSON {
    let start = index
    func digits(_ parser: inout CatalogJSONParser) -> Int {
      let first = parser.index
      while parser.index < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.index]) {
        parser.index += 1
      }
      return parser.index - first
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw LocalizationFileError("invalid JSON number", at: start) }
    if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
      throw LocalizationFileError("invalid JSON number: leading zero", at: start)
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw LocalizationFileError("invalid JSON number", at: start) }
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
        index += 1
      }
      guard digits(&self) > 0 else { throw LocalizationFileError("invalid JSON number", at: start) }
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func parseString() throws(LocalizationFileError) -> String {
    let start = index
    index += 1
    // The string's UTF-8, escapes decoded into it, made into a `String` once, at the end
    // (appending to a `String.UnicodeScalarView` run by run copied all of it each time). Without
    // escapes, the bytes are decoded where they are.
    var utf8: [UInt8] = []
    var hasEscapes = false
    var runStart = index
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        defer { index += 1 }
        guard hasEscapes else { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
        utf8.append(contentsOf: bytes[runStart..<index])
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        hasEscapes = true
        utf8.append(contentsOf: bytes[runStart..<index])
        utf8.append(contentsOf: try parseEscape().utf8)
        runStart = index
      case 0x00..<0x20:
        throw LocalizationFileError(
          "control character in a JSON string; write it as an escape such as \\n", at: index)
      default:
        index += 1
      }
    }
    throw LocalizationFileError("unterminated JSON string", at: start)
  }

  private mutating func parseEscape() throws(LocalizationFileError) -> Unicode.Scalar {
    let start = index
    index += 1
    guard index < bytes.count else { throw LocalizationFileError("unterminated JSON string", at: start) }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try parseHex4(escapeStart: start)
      if UTF16.isLeadSurrogate(unit) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw LocalizationFileError("unpaired surrogate in a JSON \\u escape", at: start)
        }
        index += 2
        let low = try parseHex4(escapeStart: start)
        guard UTF16.isTrailSurrogate(low) else {
          throw LocalizationFileError("unpaired surrogate in a JSON \\u escape", at: start)
        }
        let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        return Unicode.Scalar(value)!
      }
      guard let scalar = Unicode.Scalar(UInt32(unit)) else {
        throw LocalizationFileError("unpaired surrogate in a JSON \\u escape", at: start)
      }
      return scalar
    default:
      throw LocalizationFileError("invalid escape in a JSON string", at: start)
    }
  }

  private mutating func parseHex4(escapeStart: Int) throws(LocalizationFileError) -> UInt16 {
    guard bytes.count - index >= 4 else {
      throw LocalizationFileError("a \\u escape needs four hexadecimal digits", at: escapeStart)
    }
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let digit = UTF8Validation.hexValue(bytes[index]) else {
        throw LocalizationFileError("a \\u escape needs four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | UInt16(digit)
      index += 1
    }
    return value
  }
}

/// Small byte helpers shared by the strings-table readers.
enum UTF8Validation {
  /// The offset of the first byte that is not part of valid UTF-8, or `nil` when all are.
  static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The value of an ASCII hexadecimal digit.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
