import NotifCore

/// `notifc explain CODE`: a diagnostic's documentation.
enum ExplainCommand: Subcommand {
  static let name = "explain"
  static let abstract = "Explain a diagnostic code: what it checks, why, an example, the fix"
  static let arguments = "<code>... | --list"
  static let examples: [(command: String, meaning: String)] = [
    ("notifc explain N408", "What N408 checks, why, an example and the fix"),
    ("notifc explain --list", "Every diagnostic code with its title"),
  ]
  static let discussion = "Codes look like N401. 'notifc explain --list' lists every code."
  static let options = [OptionSpec("list", help: "List every diagnostic code with its title")]
  static let exitCodes: [ExitCode] = [.success, .usage, .cannotWrite]

  static func run(_ arguments: ParsedArguments) throws -> ExitCode {
    if arguments.flag("list") {
      guard arguments.positional.isEmpty else {
        throw UsageError(message: "'--list' lists every code; give it no codes, or give codes without it")
      }
      Terminal.out(
        DiagnosticCode.allCases.map {
          "\($0.rawValue)  \($0.severity.rawValue.padding(7))  \($0.documentation.title)\n"
        }.joined())
      return .success
    }
    guard !arguments.positional.isEmpty else {
      throw UsageError(message: "'explain' needs a diagnostic code, such as N401")
    }
    var texts: [String] = []
    for word in arguments.positional {
      guard let code = DiagnosticCode(code: word) else {
        let suggestion = Suggestions.closest(
          to: word.uppercased(), in: DiagnosticCode.allCases.map(\.rawValue))
        throw UsageError(
          message: "unknown diagnostic code '\(word)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "")")
      }
      texts.append(code.documentation.explanation())
    }
    Terminal.out(texts.joined(separator: "\n"))
    return .success
  }
}
