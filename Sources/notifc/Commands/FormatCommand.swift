import NotifCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `notifc fmt`: prints or rewrites files in the canonical layout, keeping every comment.
enum FormatCommand: Subcommand {
  static let name = "fmt"
  static let abstract = "Format .notif files in the canonical layout"
  static let arguments = "<input>... [options]"
  static let examples: [(command: String, meaning: String)] = [
    ("notifc fmt --write Notifications", "Format every .notif file below Notifications in place"),
    ("notifc fmt --check Notifications", "In CI: fail and name the files that are not formatted"),
    ("notifc fmt --diff a.notif", "Show what formatting would change"),
  ]
  static let discussion = """
    Prints the formatted file to standard output (one input), or rewrites files in place with
    --write. A file with syntax errors is reported and left untouched. Formatting keeps every
    comment and never changes meaning. --format json, github or sarif reports the syntax errors of
    all the files as one document on standard output, and needs --check or --write; --check then
    names the unformatted files on standard error.
    """
  static let options: [OptionSpec] = [
    OptionSpec("write", short: "w", help: "Rewrite the files in place (only those that change)"),
    OptionSpec("check", help: "Write nothing; exit 1 and name the files that are not formatted"),
    OptionSpec(
      "diff",
      help:
        "Show a unified diff of the changes instead of the formatted text (with --check, exit 1 when a file would change)"
    ),
    DiagnosticOptions.format,
  ]

  /// A file's path in a diff's headers: relative to the current folder, without `./`, when it is
  /// inside it, so that `git apply` and `patch -p1` find it there (they refuse or misread an
  /// absolute path, and git a `./`).
  static func diffPath(_ path: String) -> String {
    guard let current = FileSystem.currentDirectory() else { return path }
    let folder = current.hasSuffix("/") ? current : current + "/"
    // As given (`./sub/x.notif` is `sub/x.notif`), then with links resolved, as the current folder
    // is (a path through a link to it, or macOS's /tmp). A link to the file is the file it names:
    // git keeps a link as a link, and will not patch it as the file.
    let candidates =
      (FileSystem.linkTarget(of: path).map { [$0] } ?? [])
      + [Paths.resolve(path, against: current), FileSystem.canonicalPath(path)]
    for candidate in candidates where candidate.hasPrefix(folder) {
      return String(candidate.dropFirst(folder.count))
    }
    return path
  }

  static func run(_ arguments: ParsedArguments) throws -> ExitCode {
    _ = TemporaryFile.newFileMode  // the umask, read while no other thread runs
    let printer = try DiagnosticPrinter(arguments)
    guard !arguments.positional.isEmpty else {
      throw UsageError(message: "'fmt' needs at least one input file or folder")
    }
    let write = arguments.flag("write")
    let check = arguments.flag("check")
    let diff = arguments.flag("diff")
    // The options are checked before the inputs are looked for, so that a usage error exits with
    // 64 whatever the inputs.
    if write && (check || diff) {
      throw UsageError(message: "'--write' cannot be combined with '--\(check ? "check" : "diff")'")
    }
    if write && arguments.positional.contains("-") {
      throw UsageError(message: "'--write' cannot rewrite standard input")
    }
    if printer.ownsStandardOutput && diff {
      // Standard output would carry both the machine format and the diff.
      throw UsageError(
        message:
          "'--format \(printer.format.rawValue)' cannot be combined with '--diff'; both use standard output")
    }
    if printer.ownsStandardOutput && !(write || check) {
      // Standard output would carry both the machine format and the formatted text.
      throw UsageError(
        message:
          "'--format \(printer.format.rawValue)' needs '--check' or '--write'; the formatted text uses standard output"
      )
    }
    // A file is formatted once, however its paths are spelt (`a.notif` and `./a.notif`, a link
    // to it, a folder that holds it): a diff that patched it twice would not apply.
    var identities: Set<SourceIdentity> = []
    let paths = try printer.reportingFailure { () throws(FileSystemError) in
      try Inputs.files(arguments.positional).filter { path in
        guard path != "-", let identity = FileSystem.identity(of: path) else { return true }
        return identities.insert(identity).inserted
      }
    }
    if !write && !check && !diff && paths.count > 1 {
      throw UsageError(message: "'fmt' prints one file; use --write, --check or --diff for several")
    }
    return try printer.reportingFailure { () throws(FileSystemError) in
      try format(paths, printer: printer, write: write, check: check, diff: diff)
    }
  }

  /// Formats, checks or diffs every file; a file that cannot be read ends the run.
  private static func format(
    _ paths: [String], printer: DiagnosticPrinter, write: Bool, check: Bool, diff: Bool
  ) throws(FileSystemError) -> ExitCode {
    var result = ExitCode.success
    // A machine format reports every file's syntax errors at the end, as one document; none when a
    // file cannot be read (exit 66), rather than one that looks complete without the files after it.
    var unparsed: [(diagnostics: [Diagnostic], sources: SourceManager)] = []
    for path in paths {
      // Before the file is read: a FIFO's text would be taken, then not written back.
      if write, let problem = FileSystem.notAnOutputFile(path) {
        throw FileSystemError(kind: .unwritable, path: path, reason: problem)
      }
      let bytes = try FileSystem.read(path, limit: Inputs.sizeLimit)
      let displayPath = path == "-" ? "<stdin>" : path
      let parsed = Compiler.parse(CompilationInput(path: displayPath, bytes: bytes))
      if parsed.diagnostics.contains(where: { $0.severity == .error }) {
        if printer.ownsStandardOutput {
          unparsed.append((parsed.diagnostics, parsed.sources))
        } else {
          printer.print(parsed.diagnostics, sources: parsed.sources)
        }
        Terminal.err("\(displayPath): not formatted: fix the syntax errors first\n")
        result = .failure
        continue
      }
      let formatted = Formatter.format(parsed.tree, source: parsed.sources[parsed.tree.file])
      let changed = Array(formatted.utf8) != bytes
      if diff {
        // With --check as well, the diff names the files and the exit status says whether any changes.
        if changed {
          Terminal.out(
            UnifiedDiff.render(
              old: String(decoding: bytes, as: UTF8.self), new: formatted, path: Self.diffPath(displayPath)))
          if check { result = .failure }
        }
      } else if check {
        if changed {
          printer.status(displayPath, essential: true)
          result = .failure
        }
      } else if write {
        if changed {
          // A file the user may not write is left as it is; one that needs no change is no error.
          try FileSystem.refuseReadOnly(path)
          try FileSystem.writeAtomically(Array(formatted.utf8), to: path)
        }
      } else {
        Terminal.out(formatted)
      }
    }
    if printer.ownsStandardOutput { printer.print(unparsed) }
    return result
  }
}
