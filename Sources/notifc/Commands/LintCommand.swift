import NotifCore

/// `notifc lint`: checks only; the CI step.
enum LintCommand: Subcommand {
  static let name = "lint"
  static let abstract = "Check .notif files and report every problem; writes nothing"
  static let arguments = "<input>... [options]"
  static let examples: [(command: String, meaning: String)] = [
    ("notifc lint Notifications", "Check every .notif file below Notifications"),
    (
      "notifc lint --strict --format github Notifications",
      "In a GitHub Actions step: annotations, and warnings fail it"
    ),
    ("notifc lint --format sarif Notifications > notifc.sarif", "A SARIF log for code scanning"),
    ("notifc lint Notifications --strings Resources", "Also check the translations of the localized texts"),
  ]
  static let discussion = """
    Inputs are .notif files, folders (searched recursively for .notif files, skipping hidden
    files and folders, FIFOs, sockets and devices) or - for standard input. All inputs form one build, as they do for 'notifc build':
    names and identifiers must be unique across them. Give the build's --type-prefix or --config,
    if any, so that the generated type names are checked as the build would name them.
    """
  static let options =
    DiagnosticOptions.all + [StringsTables.lintOption, TypePrefixOption.lint, PluginConfiguration.lintOption]

  static func run(_ arguments: ParsedArguments) throws -> ExitCode {
    let printer = try DiagnosticPrinter(arguments)
    guard !arguments.positional.isEmpty else {
      throw UsageError(message: "'lint' needs at least one input file or folder")
    }
    for option in [PluginConfiguration.lintOption.name, "strings"]
    where arguments.allValues(option).contains("") {
      throw UsageError(message: "'--\(option)' needs a path, not an empty string")
    }
    // The type prefix a build would have (N414): --type-prefix, else notifc.json's.
    var emitterOptions = SwiftEmitterOptions()
    if let prefix = try TypePrefixOption.value(arguments) { emitterOptions.typePrefix = prefix }
    guard try PluginConfiguration.apply(arguments, to: &emitterOptions, printer: printer) else {
      return .failure
    }
    return try printer.reportingFailure { () throws(FileSystemError) in
      let inputs = try Inputs.read(arguments.positional)
      let compilation = Compiler.compile(inputs, loader: Inputs.loader, tables: .handTo(KeptUntilExit.keep))
      KeptUntilExit.keep(compilation)
      // The translation check (--strings): the compiler's diagnostics plus the strings tables' findings.
      let (checked, sources) = try StringsTables.check(arguments, compilation)
      // The generated types a build with this prefix would name like Apple's (N414), and, with
      // notifc.json's `"handler": "async"`, the targets a build would refuse (N310).
      let diagnostics = SwiftEmitter.addingOptionProblems(
        to: checked, model: compilation.model, options: emitterOptions,
        handlerOrigin: PluginConfiguration.handlerOrigin(arguments), sources: sources)
      printer.print(diagnostics, sources: sources)
      return printer.fails(diagnostics) ? .failure : .success
    }
  }
}
