import NotifCore

/// `notifc build --config FILE`: the options of a build in a small JSON file, `notifc.json`, which
/// the SwiftPM and Xcode build-tool plugin (`NotifcPlugin`, docs/xcode.md) passes when the target
/// has one. The build command reads it, not the plugin: SwiftPM reuses a plugin's commands from an
/// earlier build when the target's files are the same, so a plugin never sees an edit to a file.
///
///     {
///       "accessLevel": "public",
///       "bundle": "module"
///     }
///
/// Every key is optional and a flag given on the command line wins over it. An unknown key, a
/// repeated key or a value that is not one of the allowed strings is an error at its line and
/// column, so that a misspelt option is never silently ignored.
enum PluginConfiguration {
  /// The option of `notifc lint`, which takes the type prefix (N414) and the handler style (N310)
  /// from the file.
  static let lintOption = OptionSpec(
    "config", value: "PATH",
    help:
      "Read the build's type prefix and handler style from its configuration file (notifc.json); --type-prefix wins"
  )

  /// The option of `notifc build`.
  static let option = OptionSpec(
    "config", value: "PATH",
    help:
      "Read options from a JSON file (notifc.json: accessLevel, bundle, defaultIsolation, handler, typePrefix); flags given here win"
  )

  /// The keys and their allowed values (those of `--access-level`, `--bundle`,
  /// `--default-isolation` and `--handler`); `nil` for `typePrefix`, which takes any valid prefix of
  /// Swift type names.
  static let keys: [(name: String, values: [String]?)] = [
    ("accessLevel", SwiftEmitterOptions.AccessLevel.allCases.map(\.rawValue)),
    ("bundle", SwiftEmitterOptions.LocalizationBundle.allCases.map(\.rawValue)),
    ("defaultIsolation", SwiftEmitterOptions.DefaultIsolation.allCases.map(\.rawValue)),
    ("handler", SwiftEmitterOptions.HandlerStyle.allCases.map(\.rawValue)),
    ("typePrefix", nil),
  ]

  /// What asked for `async` handlers, and how to go back to synchronous ones: the note of N310.
  static func handlerOrigin(_ arguments: ParsedArguments) -> String {
    if arguments.value("handler") != nil {
      return "'--handler async' asks for async handlers; raise the target, or build with '--handler sync'"
    }
    let path = arguments.value(option.name) ?? "notifc.json"
    return "'\"handler\": \"async\"' in \(path) asks for async handlers; raise the target, or remove it"
  }

  /// Applies the file named by `--config`, if any, to `options`, except where a flag was given.
  /// Reports the problem (N309, at its line and column, in the format of `printer`) and returns
  /// false when the file is invalid.
  static func apply(
    _ arguments: ParsedArguments, to options: inout SwiftEmitterOptions, printer: DiagnosticPrinter
  ) throws(FileSystemError) -> Bool {
    guard let path = arguments.value(option.name) else { return true }
    // A file: a FIFO or a device would make the build wait, or read forever.
    let bytes = try FileSystem.read(path, allowingStreams: false)
    let (values, problems) = parse(bytes)
    guard problems.isEmpty else {
      var sources = SourceManager()
      let file = sources.add(SourceFile(path: path, bytes: bytes))
      printer.print(
        problems.map { Diagnostic(.invalidConfiguration, $0.message, at: .point(file, $0.offset)) },
        sources: sources)
      return false
    }
    if arguments.value("access-level") == nil, let value = values["accessLevel"] {
      options.accessLevel = SwiftEmitterOptions.AccessLevel(rawValue: value) ?? options.accessLevel
    }
    if arguments.value("bundle") == nil, let value = values["bundle"] {
      options.bundle = SwiftEmitterOptions.LocalizationBundle(rawValue: value) ?? options.bundle
    }
    if arguments.value("default-isolation") == nil, let value = values["defaultIsolation"] {
      options.defaultIsolation =
        SwiftEmitterOptions.DefaultIsolation(rawValue: value) ?? options.defaultIsolation
    }
    if arguments.value("handler") == nil, let value = values["handler"] {
      options.handlerStyle = SwiftEmitterOptions.HandlerStyle(rawValue: value) ?? options.handlerStyle
    }
    if arguments.value("type-prefix") == nil, let value = values["typePrefix"] {
      options.typePrefix = value
    }
    return true
  }

  /// Checks the text of a configuration file: its values by key, and its problems in the order of
  /// the file. Every member is checked, so that each misspelt key or value is reported at once; a
  /// file that is not JSON has one problem, where it stops being JSON.
  static func parse(_ bytes: [UInt8]) -> (values: [String: String], problems: [ConfigurationError]) {
    var reader = ConfigurationReader(bytes: bytes)
    let root: ConfigurationNode
    do throws(ConfigurationError) { root = try reader.document() } catch { return ([:], [error]) }
    guard case .object(let members) = root.value else {
      let message = "the configuration must be a JSON object, such as { \"accessLevel\": \"public\" }"
      return ([:], [reader.error(at: root, message)])
    }
    var values: [String: String] = [:]
    var problems: [ConfigurationError] = []
    var seen: Set<String> = []
    for member in members {
      do throws(ConfigurationError) {
        guard seen.insert(member.key).inserted else {
          throw reader.error(at: member.keyNode, "duplicate key '\(member.key)'")
        }
        let (name, value) = try check(member, reader: reader)
        values[name] = value
      } catch {
        problems.append(error)
      }
    }
    return (values, problems)
  }

  /// The allowed value a misspelt one most likely meant: the same but for case (`"Public"`,
  /// `"mainActor"`), or the closest in spelling (`"mian"`).
  private static func closestValue(to value: String, in values: [String]) -> String? {
    values.first { $0.lowercased() == value.lowercased() } ?? Suggestions.closest(to: value, in: values)
  }

  /// The key and value of an object member, if they are a known key and one of its values.
  private static func check(
    _ member: (key: String, keyNode: ConfigurationNode, value: ConfigurationNode), reader: ConfigurationReader
  ) throws(ConfigurationError) -> (String, String) {
    guard let key = keys.first(where: { $0.name == member.key }) else {
      let known = keys.map { "'\($0.name)'" }.joined(separator: ", ")
      let suggestion = Suggestions.closest(to: member.key, in: keys.map(\.name)).map {
        "; did you mean '\($0)'?"
      }
      throw reader.error(
        at: member.keyNode, "unknown key '\(member.key)'\(suggestion ?? "") (known keys: \(known))")
    }
    guard case .string(let value) = member.value.value,
      key.values?.contains(value) ?? SwiftEmitterOptions.isValidTypePrefix(value)
    else {
      var suggestion = ""
      if case .string(let value) = member.value.value,
        let fixed = key.values.map({ closestValue(to: value, in: $0) })
          ?? SwiftEmitterOptions.suggestedTypePrefix(for: value)
      {
        suggestion = "; did you mean \"\(fixed)\"?"
      }
      // An example only where no suggestion gives one.
      let expected =
        key.values?.map { "\"\($0)\"" }.joined(separator: " or ")
        ?? "a string of letters and digits that starts with an uppercase letter"
        + (suggestion.isEmpty ? ", such as \"Chat\"" : "")
      throw reader.error(at: member.value, "'\(key.name)' must be \(expected)\(suggestion)")
    }
    return (key.name, value)
  }
}

/// A problem in a configuration file, printed the way compilers print diagnostics.
struct ConfigurationError: Error {
  /// The byte offset of the problem in the file.
  let offset: Int
  let message: String
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
    guard index < bytes.count else { throw error(at: index, "expected a JSON value") }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return try container(start, close: UInt8(ascii: "}"))
    case UInt8(ascii: "["): return try container(start, close: UInt8(ascii: "]"))
    case UInt8(ascii: "\""): return ConfigurationNode(value: .string(try string()), offset: start)
    case UInt8(ascii: "t"): return try literal("true", .bool, start)
    case UInt8(ascii: "f"): return try literal("false", .bool, start)
    case UInt8(ascii: "n"): return try literal("null", .null, start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let allowed = Set("+-.eE0123456789".utf8)
      while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
      return ConfigurationNode(value: .number, offset: start)
    default:
      throw error(
        at: start, "expected a JSON value (a string in quotes, a number, true, false, null, [ or {)")
    }
  }

  private mutating func literal(
    _ word: String, _ value: ConfigurationNode.Value, _ start: Int
  ) throws(ConfigurationError) -> ConfigurationNode {
    guard bytes[start...].starts(with: word.utf8) else { throw error(at: start, "expected a JSON value") }
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
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        let simple: [UInt8: Unicode.Scalar] = [
          UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
          UInt8(ascii: "b"): "\u{8}",
          UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r",
          UInt8(ascii: "t"): "\t",
        ]
        if let scalar = simple[escape] {
          append(scalar)
        } else if escape == UInt8(ascii: "u"), index + 4 <= bytes.count,
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
