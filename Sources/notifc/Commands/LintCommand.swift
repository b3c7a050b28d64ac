import NotifCore

/// `notifc lint`: checks only; the CI step.
enum LintCommand: Subcommand {
  static let name = "lint"
  static let abstract = "Check .notif files and report every problem; writes nothing"
  static let arguments = "<input>... [options]"
  static let discussion = """
    Inputs are .notif files, folders (searched recursively for .notif files, skipping hidden
    files and folders) or - for standard input. All inputs form one build, as they do for 'notifc build':
    names and identifiers must be unique across them.
    """
  static let options = DiagnosticOptions.all + [StringsTables.lintOption]

  /// It writes no file; 73 is for standard output (a machine format sent to a full disk).
  static let exitCodes: [ExitCode] = ExitCode.allCases

  static func run(_ arguments: ParsedArguments) throws -> ExitCode {
    let printer = try DiagnosticPrinter(arguments)
    guard !arguments.positional.isEmpty else {
      throw UsageError(message: "'lint' needs at least one input file or folder")
    }
    do throws(FileSystemError) {
      let inputs = try Inputs.read(arguments.positional)
      let compilation = Compiler.compile(inputs, loader: Inputs.loader, tables: .handTo(KeptUntilExit.keep))
      KeptUntilExit.keep(compilation)
      // The translation check (--strings): the compiler's diagnostics plus the strings tables' findings.
      let (diagnostics, sources) = try StringsTables.check(arguments, compilation)
      printer.print(diagnostics, sources: sources)
      return printer.fails(diagnostics) ? .failure : .success
    } catch {
      // A CI step that uploads the SARIF log gets one that says the run failed (exit 66).
      printer.printFailure(error)
      throw error
    }
  }
}
