/// A reader of XML property lists (the `<plist>` format Xcode writes), strict about structure and
/// keeping the byte offset of every value for diagnostics.
struct PropertyListXMLParser {
  /// A value and where its element starts.
  struct Node {
    indirect enum Value {
      case dictionary([Member])
      case array([Node])
      case string(String)
      /// `<integer>`, `<real>`, `<date>`, `<data>`, `<true/>` or `<false/>`, by element name.
      case other(String)
    }

    let value: Value
    let offset: Int
  }

  /// A key of a `<dict>` and its value.
  struct Member {
    let key: String
    let keyOffset: Int
    let value: Node
  }

  let bytes: [UInt8]
  var index = 0
  private var depth = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// The document: the prolog, `<plist>` with one value, and nothing after it but comments.
  mutating func document() throws(LocalizationFileError) -> Node {
    try skipMisc()
    let start = index
    guard let plist = try openTag(), plist.name == "plist", !plist.selfClosing else {
      throw LocalizationFileError("expected <plist>", at: start)
    }
    let value = try self.value()
    try closeTag("plist")
    try skipMisc()
    guard index == bytes.count else {
      throw LocalizationFileError("unexpected text after </plist>", at: index)
    }
    return value
  }

  /// One value element.
  private mutating func value() throws(LocalizationFileError) -> Node {
    try skipMisc()
    let start = index
    guard let tag = try openTag() else { throw LocalizationFileError("expected a value element", at: start) }
    depth += 1
    defer { depth -= 1 }
    guard depth <= 64 else {
      throw LocalizationFileError("the property list is nested too deeply", at: start)
    }
    switch tag.name {
    case "dict":
      var members: [Member] = []
      guard !tag.selfClosing else { return Node(value: .dictionary([]), offset: start) }
      while true {
        try skipMisc()
        if try closes("dict") { return Node(value: .dictionary(members), offset: start) }
        let keyOffset = index
        guard let key = try openTag(), key.name == "key", !key.selfClosing else {
          throw LocalizationFileError("expected <key> or </dict>", at: keyOffset)
        }
        let name = try text()
        try closeTag("key")
        members.append(Member(key: name, keyOffset: keyOffset, value: try value()))
      }
    case "array":
      var elements: [Node] = []
      guard !tag.selfClosing else { return Node(value: .array([]), offset: start) }
      while true {
        try skipMisc()
        if try closes("array") { return Node(value: .array(elements), offset: start) }
        elements.append(try value())
      }
    case "string", "integer", "real", "date", "data":
      var content = ""
      if !tag.selfClosing {
        content = try text()
        try closeTag(tag.name)
      }
      return Node(value: tag.name == "string" ? .string(content) : .other(tag.name), offset: start)
    case "true", "false":
      if !tag.selfClosing { try closeTag(tag.name) }
      return Node(value: .other(tag.name), offset: start)
    default:
      throw LocalizationFileError("unexpected element <\(tag.name)> in a property list", at: start)
    }
  }

  /// Skips white space, comments, processing instructions (`<?xml …?>`) and the document type.
  private mutating func skipMisc() throws(LocalizationFileError) {
    while index < bytes.count {
      if isSpace(bytes[index]) {
        index += 1
      } else if starts("<!--") {
        try skip(past: "-->", unterminated: "comment")
      } else if starts("<?") {
        try skip(past: "?>", unterminated: "processing instruction")
      } else if starts("<!DOCTYPE") {
        // An internal subset (`[ <!ENTITY …> ]`) holds `>` of its own.
        let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        let start = index
        if bytes[index..<end].contains(UInt8(ascii: "[")) {
          try skip(past: "]", unterminated: "document type declaration")
        }
        try skip(past: ">", unterminated: "document type declaration", from: start)
      } else {
        return
      }
    }
  }

  /// An opening tag (`<name attributes>` or `<name/>`), or nil when the next thing is not one.
  private mutating func openTag() throws(LocalizationFileError) -> (name: String, selfClosing: Bool)? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
      bytes[index + 1] != UInt8(ascii: "/")
    else { return nil }
    let start = index
    index += 1
    let nameStart = index
    while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
      bytes[index] != UInt8(ascii: "/")
    {
      index += 1
    }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    // Attributes (`version="1.0"`) are skipped, quoted values whole.
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        index += 1
        let selfClosing = bytes[index - 2] == UInt8(ascii: "/")
        return (name, selfClosing)
      }
      index += 1
    }
    throw LocalizationFileError("unterminated tag <\(name)", at: start)
  }

  /// Whether the next thing is `</name>`; consumes it if so.
  private mutating func closes(_ name: String) throws(LocalizationFileError) -> Bool {
    guard starts("</") else { return false }
    try closeTag(name)
    return true
  }

  /// Consumes `</name>`.
  private mutating func closeTag(_ name: String) throws(LocalizationFileError) {
    try skipMisc()
    let start = index
    let expected = Array("</\(name)".utf8)
    guard bytes[index...].starts(with: expected) else {
      throw LocalizationFileError("expected </\(name)>", at: start)
    }
    index += expected.count
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      throw LocalizationFileError("expected </\(name)>", at: start)
    }
    index += 1
  }

  /// Character data up to the next tag: entities (`&amp;`, `&#233;`, `&#xE9;`) decoded, CDATA
  /// sections kept as written, comments dropped.
  private mutating func text() throws(LocalizationFileError) -> String {
    var result: [UInt8] = []
    while index < bytes.count {
      if starts("<![CDATA[") {
        let start = index + 9
        try skip(past: "]]>", unterminated: "CDATA section")
        result += bytes[start..<max(start, index - 3)]
      } else if starts("<!--") {
        try skip(past: "-->", unterminated: "comment")
      } else if bytes[index] == UInt8(ascii: "<") {
        return String(decoding: result, as: UTF8.self)
      } else if bytes[index] == UInt8(ascii: "&") {
        result += try entity()
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    throw LocalizationFileError("unexpected end of the file in a text", at: index)
  }

  /// The bytes of the entity reference at `index`, which it consumes.
  private mutating func entity() throws(LocalizationFileError) -> [UInt8] {
    let start = index
    guard let semicolon = bytes[start...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
      throw LocalizationFileError("'&' must start an entity such as '&amp;'", at: start)
    }
    let name = String(decoding: bytes[(start + 1)..<semicolon], as: UTF8.self)
    index = semicolon + 1
    switch name {
    case "amp": return [UInt8(ascii: "&")]
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "quot": return [UInt8(ascii: "\"")]
    case "apos": return [UInt8(ascii: "'")]
    default:
      let number =
        name.hasPrefix("#x")
        ? UInt32(name.dropFirst(2), radix: 16)
        : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
      guard let number, let scalar = Unicode.Scalar(number) else {
        throw LocalizationFileError("unknown entity '&\(name);'", at: start)
      }
      return Array(String(Character(scalar)).utf8)
    }
  }

  private func starts(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return text.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
  }

  /// Moves past the next `end`; reports an unterminated `what` at `start` (by default, where the
  /// construct begins: `index`) when the file ends first.
  private mutating func skip(past end: StaticString, unterminated what: String, from start: Int? = nil)
    throws(LocalizationFileError)
  {
    let start = start ?? index
    while index < bytes.count && !starts(end) { index += 1 }
    guard index < bytes.count else { throw LocalizationFileError("unterminated \(what)", at: start) }
    index += end.utf8CodeUnitCount
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
