import NotifCore

/// `notifc fmt`: prints or rewrites files in the canonical layout, keeping every comment.
enum FormatCommand: Subcommand {
  static let name = "fmt"
  static let abstract = "Format .notif files in the canonical layout"
  static let arguments = "<input>... [options]"
  static let discussion = """
    Prints the formatted file to standard output (one input), or rewrites files in place with
    --write. A file with syntax errors is reported and left untouched. Formatting keeps every
    comment and never changes meaning.
    """
  static let options: [OptionSpec] = [
    OptionSpec("write", short: "w", help: "Rewrite the files in place (only those that change)"),
    OptionSpec("check", help: "Write nothing; exit 1 and name the files that are not formatted"),
    OptionSpec("diff", help: "Show a unified diff of the changes instead of the formatted text"),
    DiagnosticOptions.format,
  ]

  static func run(_ arguments: ParsedArguments) throws -> ExitCode {
    let printer = try DiagnosticPrinter(arguments)
    guard !arguments.positional.isEmpty else {
      throw UsageError(message: "'fmt' needs at least one input file or folder")
    }
    let paths = try Inputs.files(arguments.positional)
    let write = arguments.flag("write")
    let check = arguments.flag("check")
    let diff = arguments.flag("diff")
    if write && arguments.positional.contains("-") {
      throw UsageError(message: "'--write' cannot rewrite standard input")
    }
    if !write && !check && !diff && paths.count > 1 {
      throw UsageError(message: "'fmt' prints one file; use --write, --check or --diff for several")
    }
    var result = ExitCode.success
    for path in paths {
      let bytes = try FileSystem.read(path)
      let displayPath = path == "-" ? "<stdin>" : path
      let parsed = Compiler.parse(CompilationInput(path: displayPath, bytes: bytes))
      if parsed.diagnostics.contains(where: { $0.severity == .error }) {
        printer.print(parsed.diagnostics, sources: parsed.sources)
        Terminal.err("\(displayPath): not formatted: fix the syntax errors first\n")
        result = .failure
        continue
      }
      let formatted = Formatter.format(parsed.tree, source: parsed.sources[parsed.tree.file])
      let changed = Array(formatted.utf8) != bytes
      if check {
        if changed {
          Terminal.out("\(displayPath)\n")
          result = .failure
        }
      } else if diff {
        if changed {
          Terminal.out(
            UnifiedDiff.render(old: String(decoding: bytes, as: UTF8.self), new: formatted, path: displayPath)
          )
        }
      } else if write {
        if changed { try FileSystem.writeAtomically(Array(formatted.utf8), to: path) }
      } else {
        Terminal.out(formatted)
      }
    }
    return result
  }
}
