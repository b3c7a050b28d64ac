import NotifCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `notifc` command: dispatches to subcommands and turns errors into exit codes.
@main
enum Notifc {
  static let version = "0.1.0"

  static var subcommands: [any Subcommand.Type] {
    [
      BuildCommand.self, LintCommand.self, FormatCommand.self, ExplainCommand.self,
    ]
  }

  /// Whether an argument is not valid UTF-8: it reached ``CommandLine/arguments`` repaired, and,
  /// as a path, names another file.
  static let hasArgumentNotInUTF8: Bool = (1..<max(1, Int(CommandLine.argc))).contains { index in
    CommandLine.unsafeArgv[index].map { String(validatingCString: $0) == nil } ?? false
  }

  static func main() {
    MallocArenas.limitArenas()
    Terminal.openClosedStandardStreams()
    KeptUntilExit.enable()
    var code = run(Array(CommandLine.arguments.dropFirst()))
    if let error = Terminal.outputError {
      Terminal.err("error: cannot write to standard output: \(FileSystem.errorText(error))\n")
      code = .cannotWrite
    }
    exit(code.rawValue)
  }

  static func run(_ arguments: [String]) -> ExitCode {
    do {
      return try dispatch(arguments)
    } catch let error as UsageError {
      // The help that answers it: the subcommand's, when the error is in a subcommand's arguments.
      let help =
        subcommands.first { $0.name == arguments.first }.map { "notifc \($0.name) --help" } ?? "notifc --help"
      Terminal.err("error: \(error.message)\nSee '\(help)' for more information.\n")
      return .usage
    } catch let error as FileSystemError {
      Terminal.err("error: \(error.description)\n")
      return error.kind == .unwritable ? .cannotWrite : .noInput
    } catch {
      Terminal.err("error: \(error)\n")
      return .failure
    }
  }

  static func dispatch(_ arguments: [String]) throws -> ExitCode {
    guard let first = arguments.first else {
      Terminal.err(Help.overview())
      return .usage
    }
    switch first {
    case "--help", "-h":
      // `notifc --help lint` means `notifc help lint`.
      let topic = arguments.dropFirst().first { $0 != "--help" && $0 != "-h" }
      Terminal.out(try topic.map { Help.subcommand(try find($0)) } ?? Help.overview())
      return .success
    case "--version":
      Terminal.out("notifc \(version)\n")
      return .success
    case "help":
      guard arguments.count > 1 else {
        Terminal.out(Help.overview())
        return .success
      }
      Terminal.out(Help.subcommand(try find(arguments[1])))
      return .success
    default:
      let command = try find(first)
      let rest = Array(arguments.dropFirst())
      if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
        Terminal.out(Help.subcommand(command))
        return .success
      }
      let parsed = try ArgumentParser.parse(rest, options: command.options, command: command.name)
      return try command.run(parsed)
    }
  }

  static func find(_ name: String) throws(UsageError) -> any Subcommand.Type {
    if let command = subcommands.first(where: { $0.name == name }) { return command }
    if name.hasPrefix("-") {
      throw UsageError(
        message:
          "unknown option '\(name)'; options go after the subcommand, such as 'notifc lint --strict FILE'")
    }
    let suggestion = Suggestions.closest(to: name, in: subcommands.map { $0.name } + ["help"])
    throw UsageError(
      message: "unknown subcommand '\(name)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "")")
  }
}
