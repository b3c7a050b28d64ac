/// A notifc subcommand: its name, help and behaviour.
protocol Subcommand {
  /// The name on the command line.
  static var name: String { get }
  /// One line for the subcommand list.
  static var abstract: String { get }
  /// The usage line's arguments (`<input>... [options]`).
  static var arguments: String { get }
  /// More explanation, shown by `--help`.
  static var discussion: String { get }
  /// The options it accepts (`--help` is added by the dispatcher).
  static var options: [OptionSpec] { get }
  /// The exit codes it can return, for its help (every one, unless it says otherwise).
  static var exitCodes: [ExitCode] { get }
  /// Command lines for its help's EXAMPLES, each with what it does.
  static var examples: [(command: String, meaning: String)] { get }
  /// Runs it.
  static func run(_ arguments: ParsedArguments) throws -> ExitCode
}

extension Subcommand {
  static var exitCodes: [ExitCode] { ExitCode.allCases }
  static var examples: [(command: String, meaning: String)] { [] }
}

/// Options shared by the subcommands that report diagnostics.
enum DiagnosticOptions {
  static let format = OptionSpec(
    "format", value: "FORMAT", default: "text",
    help:
      "How to report diagnostics: text (stderr), json (JSON Lines on stdout), github (GitHub Actions commands on stdout) or sarif (SARIF 2.1.0 on stdout); with the last three, stdout carries nothing else"
  )
  static let strict = OptionSpec("strict", help: "Treat warnings as errors (exit 1 when there are any)")
  static let maxDiagnostics = OptionSpec(
    "max-diagnostics", value: "N", default: "200",
    help:
      "Print at most N diagnostics as text, then a count of the rest (0: no limit); the other formats carry them all"
  )
  static let all = [format, strict, maxDiagnostics]
}
