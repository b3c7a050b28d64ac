import NotifCore

/// A usage error: printed with a hint to `--help`, exit code 64.
struct UsageError: Error {
  let message: String
}

/// One option a subcommand accepts.
struct OptionSpec {
  /// The long name without dashes (`output`).
  let name: String
  /// A one-letter alias (`o`), if any.
  let short: Character?
  /// The value's placeholder (`DIR`); `nil` for a flag.
  let value: String?
  /// The default, shown in help.
  let defaultValue: String?
  /// What it does.
  let help: String

  init(
    _ name: String, short: Character? = nil, value: String? = nil, default defaultValue: String? = nil,
    help: String
  ) {
    self.name = name
    self.short = short
    self.value = value
    self.defaultValue = defaultValue
    self.help = help
  }
}

/// Parsed arguments of a subcommand: flags, option values and positional arguments.
struct ParsedArguments {
  var flags: Set<String> = []
  /// Each option's values, in the order given.
  var values: [String: [String]] = [:]
  var positional: [String] = []

  func flag(_ name: String) -> Bool { flags.contains(name) }
  /// The option's value; the last one when it is given several times.
  func value(_ name: String) -> String? { values[name]?.last }
  /// Every value of an option that may be given several times (`--strings`), in order.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }
}

/// A hand-written argument parser: `--name value`, `--name=value`, `-o value`, flags, and `--` to
/// end options. Unknown options are usage errors with a "did you mean" suggestion.
enum ArgumentParser {
  static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws(UsageError)
    -> ParsedArguments
  {
    var result = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        result.positional.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name: String
      var inlineValue: String?
      if argument.hasPrefix("--") {
        name = String(argument.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
      } else {
        guard argument.count == 2, let spec = options.first(where: { $0.short == argument.last }) else {
          throw UsageError(
            message: "unknown option '\(argument)' for '\(command)'\(shortSuggestion(argument, options))")
        }
        name = spec.name
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        throw UsageError(
          message:
            "unknown option '--\(name)' for '\(command)'\(fileHint(argument) ?? suggestion("--" + name, options))"
        )
      }
      if spec.value != nil {
        if let inlineValue {
          result.values[name, default: []].append(inlineValue)
        } else {
          // The next argument is the value unless it is an option ("-" is standard input, and
          // "-1" a number, so that its own check can say what the option takes).
          guard index < arguments.count, !isOption(arguments[index]) else {
            throw UsageError(message: "option '--\(name)' needs a value (\(spec.value!))")
          }
          result.values[name, default: []].append(arguments[index])
          index += 1
        }
      } else {
        if inlineValue != nil { throw UsageError(message: "option '--\(name)' does not take a value") }
        result.flags.insert(name)
      }
    }
    return result
  }

  /// Whether an argument is an option: it starts with "-", and is neither "-" nor a negative number.
  private static func isOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), let second = argument.dropFirst().first else { return false }
    return !second.isASCII || !second.isNumber
  }

  /// For a short option with its value attached (`-o=out`, `-oout`), the two spellings that work;
  /// otherwise the closest long option.
  private static func shortSuggestion(_ argument: String, _ options: [OptionSpec]) -> String {
    let letter = argument.dropFirst().first
    guard argument.count > 2, let spec = options.first(where: { $0.short != nil && $0.short == letter }),
      spec.value != nil
    else {
      return fileHint(argument) ?? suggestion(argument, options)
    }
    var value = argument.dropFirst(2)
    if value.first == "=" { value = value.dropFirst() }
    if value.isEmpty { value = Substring(spec.value!) }
    return "; did you mean '-\(letter!) \(value)' or '--\(spec.name)=\(value)'?"
  }

  /// For a file whose name starts with '-', which reads as an option, the two ways to give it.
  private static func fileHint(_ argument: String) -> String? {
    guard argument.hasSuffix(".notif") else { return nil }
    return "; to give a file whose name starts with '-', write './\(argument)' or put '--' before it"
  }

  private static func suggestion(_ argument: String, _ options: [OptionSpec]) -> String {
    let word = argument.drop { $0 == "-" }
    guard let match = Suggestions.closest(to: String(word), in: options.map(\.name)) else { return "" }
    return "; did you mean '--\(match)'?"
  }
}
