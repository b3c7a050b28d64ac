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
        problems.map { problem in
          Diagnostic(
            .invalidConfiguration, problem.message, at: .point(file, problem.offset),
            notes: problem.notes.map { DiagnosticNote($0.message, at: .point(file, $0.offset)) })
        },
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
    // Where each known key was first given.
    var firstOffsets: [String: Int] = [:]
    for member in members {
      if keys.contains(where: { $0.name == member.key }) {
        if let first = firstOffsets[member.key] {
          var repeated = reader.error(at: member.keyNode, "duplicate key '\(member.key)'")
          repeated.notes = [(first, "'\(member.key)' first given here")]
          problems.append(repeated)
        } else {
          firstOffsets[member.key] = member.keyNode.offset
        }
      }
      do throws(ConfigurationError) {
        let (name, value) = try check(member, reader: reader)
        // The first of a repeated key's values is the one used (the repeat is an error anyway).
        if values[name] == nil { values[name] = value }
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
