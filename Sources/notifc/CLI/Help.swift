/// Help texts in swift-argument-parser's layout: OVERVIEW, USAGE, OPTIONS, SUBCOMMANDS.
enum Help {
  /// Help text is wrapped to this many columns.
  static let lineWidth = 80

  /// Splits text into lines of at most `width` characters, at spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// The EXIT CODES section for `codes`, as they apply to `command` (all commands when `nil`).
  static func exitCodes(_ codes: [ExitCode], command: String? = nil) -> String {
    let rows = codes.map { code -> String in
      let meaning =
        switch (code, command) {
        case (.success, _): "success"
        case (.failure, "lint"): "errors in the input (or warnings with --strict)"
        case (.failure, "build"):
          "errors in the input (or warnings with --strict); with --check, a stale\n      output"
        case (.failure, "fmt"): "a file that cannot be parsed; with --check, a file that is not formatted"
        case (.failure, _):
          "errors in the input (or warnings with --strict; unformatted files with\n      'fmt --check'; stale outputs with 'build --check')"
        case (.usage, _): "usage error (unknown subcommand or option, missing or invalid value)"
        case (.noInput, "lint"), (.noInput, nil):
          "an input file or folder is missing or unreadable, or a folder holds no\n      .notif files (or, with --strings, no strings tables)"
        case (.noInput, _):
          "an input file or folder is missing or unreadable, or a folder holds no\n      .notif files"
        case (.cannotWrite, "lint"), (.cannotWrite, "explain"):
          "standard output cannot be written (such as on a full disk)"
        case (.cannotWrite, _): "an output file, or standard output, cannot be written"
        }
      return "  \(String(code.rawValue).padding(2))  \(meaning)\n"
    }
    return "EXIT CODES:\n" + rows.joined()
  }

  static func overview() -> String {
    let width = Notifc.subcommands.map { $0.name.count }.max() ?? 0
    let list = Notifc.subcommands.map { "  \($0.name.padding(width))  \($0.abstract)" }.joined(
      separator: "\n")
    return """
      OVERVIEW: notifc compiles .notif files (iOS notification categories and their
      actions) into a JSON manifest and Swift source, and checks them against Apple's
      rules.

      USAGE: notifc <subcommand> [options] [<input>...]

      OPTIONS:
        -h, --help    Show help for notifc or a subcommand
        --version     Show the version

      SUBCOMMANDS:
      \(list)

      \(exitCodes(ExitCode.allCases))
      See 'notifc help <subcommand>' for a subcommand's options, and docs/cli.md.

      """
  }

  static func subcommand(_ command: any Subcommand.Type) -> String {
    let options = command.options + [OptionSpec("help", short: "h", help: "Show this help")]
    let rows = options.map { option -> (String, String) in
      var left = option.short.map { "-\($0), " } ?? ""
      left += "--\(option.name)"
      if let value = option.value { left += " <\(value.lowercased())>" }
      var right = option.help
      if let defaultValue = option.defaultValue { right += " (default: \(defaultValue))" }
      return (left, right)
    }
    let width = min(28, rows.map { $0.0.count }.max() ?? 0)
    let indent = String(repeating: " ", count: width + 4)
    let optionText = rows.map { left, right in
      let wrapped = wrap(right, width: lineWidth - width - 4).joined(separator: "\n" + indent)
      return left.count > width ? "  \(left)\n\(indent)\(wrapped)" : "  \(left.padding(width))  \(wrapped)"
    }.joined(separator: "\n")
    let discussion = command.discussion.split(separator: "\n\n", omittingEmptySubsequences: false).map {
      paragraph in
      wrap(paragraph.split(separator: "\n").joined(separator: " "), width: lineWidth).joined(separator: "\n")
    }.joined(separator: "\n\n")
    // Each example: the command line, then what it does, indented below it.
    let examples =
      command.examples.isEmpty
      ? ""
      : "EXAMPLES:\n"
        + command.examples.map { example in
          "  \(example.command)\n"
            + wrap(example.meaning, width: lineWidth - 6).map { "      \($0)\n" }.joined()
        }.joined() + "\n"
    return """
      OVERVIEW: \(command.abstract)

      \(discussion)

      USAGE: notifc \(command.name) \(command.arguments)

      OPTIONS:
      \(optionText)

      \(examples)\(exitCodes(command.exitCodes, command: command.name))
      """
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
