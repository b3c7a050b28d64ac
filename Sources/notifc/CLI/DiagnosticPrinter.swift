import NotifCore

/// Prints diagnostics in the chosen format: text on stderr (colour on a terminal unless
/// `NO_COLOR`), machine formats on stdout. Text output stops after `--max-diagnostics` with a note
/// (N208) that counts the rest; machine formats always carry every diagnostic.
struct DiagnosticPrinter {
  enum Format: String, CaseIterable {
    case text
    case json
    case github
    case sarif
  }

  let format: Format
  let strict: Bool
  let limit: Int

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let name = arguments.value("format") ?? "text"
    guard let format = Format(rawValue: name) else {
      let suggestion = Suggestions.closest(to: name, in: Format.allCases.map(\.rawValue))
      throw UsageError(
        message:
          "unknown format '\(name)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "; expected text, json, github or sarif")"
      )
    }
    self.format = format
    strict = arguments.flag("strict")
    let limitText = arguments.value("max-diagnostics") ?? "200"
    guard let limit = Int(limitText), limit >= 0 else {
      throw UsageError(message: "'--max-diagnostics' needs a whole number of 0 or more, not '\(limitText)'")
    }
    self.limit = limit
  }

  /// Whether these diagnostics fail the run.
  func fails(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }

  /// Whether standard output carries a machine-readable document (JSON Lines, GitHub commands or
  /// SARIF) that nothing else may be mixed into.
  var ownsStandardOutput: Bool { format != .text }

  /// Writes a line that is not a diagnostic, such as what a command wrote: on standard output with
  /// text diagnostics, on standard error with a machine format, so that standard output holds the
  /// machine format alone (`notifc build --format sarif > notifc.sarif` is a SARIF log).
  ///
  /// A line that is not the command's result (`essential: false`: a build's `wrote …`) cannot fail
  /// the command when it cannot be written; one that is (the files `fmt --check` names) can.
  func status(_ line: String, essential: Bool) {
    if ownsStandardOutput {
      Terminal.err(line + "\n")
    } else {
      Terminal.out(line + "\n", essential: essential)
    }
  }

  /// Reports an input that could not be read in the machine formats that can say so: a SARIF log
  /// of a failed run (code scanning would reject an empty file) and a GitHub error annotation.
  /// JSON Lines has no record for it, and the text format leaves it to the error `main` prints.
  func printFailure(_ error: FileSystemError) {
    switch format {
    case .sarif:
      Terminal.out(SARIFDiagnosticRenderer.renderFailedRun(error.description, toolVersion: Notifc.version))
    case .github: Terminal.out(GitHubDiagnosticRenderer.renderFailedRun(error.description))
    case .json, .text: break
    }
  }

  /// The result of `body`, or, when it cannot read a file, that failure reported with
  /// ``printFailure(_:)`` (a CI step that uploads the SARIF log gets one that says the run failed,
  /// exit 66) and thrown on.
  func reportingFailure<T>(_ body: () throws(FileSystemError) -> T) throws(FileSystemError) -> T {
    do { return try body() } catch {
      printFailure(error)
      throw error
    }
  }

  /// Prints the diagnostics of files parsed one by one, each with its own sources, as one report:
  /// with SARIF, one log whose results are every file's (an empty log when there are none).
  func print(_ batches: [(diagnostics: [Diagnostic], sources: SourceManager)]) {
    if format == .sarif {
      Terminal.out(
        SARIFDiagnosticRenderer.render(
          batches, toolVersion: Notifc.version, currentDirectory: FileSystem.currentDirectory(),
          resolvePath: Self.checkoutPath()))
    } else {
      for batch in batches { print(batch.diagnostics, sources: batch.sources, summarized: format == .text) }
    }
    if format != .text { printSummary(batches.flatMap(\.diagnostics)) }
  }

  /// Prints diagnostics; a machine format's document on standard output, and on standard error the
  /// summary line the text format ends with, so that a CI log says why the step failed.
  func print(_ diagnostics: [Diagnostic], sources: SourceManager) {
    print(diagnostics, sources: sources, summarized: true)
  }

  private func print(_ diagnostics: [Diagnostic], sources: SourceManager, summarized: Bool) {
    defer { if summarized && format != .text { printSummary(diagnostics) } }
    switch format {
    case .text:
      var shown = diagnostics
      if limit > 0 && diagnostics.count > limit {
        shown = Array(diagnostics.prefix(limit))
        shown.append(
          Diagnostic(
            .tooManyDiagnostics,
            "\(diagnostics.count - limit) more \(diagnostics.count - limit == 1 ? "diagnostic" : "diagnostics") not shown; use --max-diagnostics 0 to see them all",
            at: nil))
      }
      let renderer = TextDiagnosticRenderer(colors: Terminal.wantsColor(fd: 2))
      Terminal.err(renderer.render(shown, sources: sources) + summaryLine(diagnostics))
    case .json:
      Terminal.out(JSONDiagnosticRenderer.render(diagnostics, sources: sources))
    case .github:
      Terminal.out(
        GitHubDiagnosticRenderer.render(
          diagnostics, sources: sources, currentDirectory: FileSystem.currentDirectory(),
          resolvePath: Self.checkoutPath()))
    case .sarif:
      Terminal.out(
        SARIFDiagnosticRenderer.render(
          diagnostics, sources: sources, toolVersion: Notifc.version,
          currentDirectory: FileSystem.currentDirectory(), resolvePath: Self.checkoutPath()))
    }
  }

  /// How SARIF and GitHub's annotations spell a file's path: with its links resolved (the file's
  /// own, and its folders', as the current folder is: macOS's /var is a link to /private/var), as
  /// code scanning asks, since it cannot show a result at a path that goes through a link, nor
  /// a pull request's annotation one that is not the file git tracks. A link inside the checkout
  /// to a file outside it keeps the path as given, resolved against the current folder, when that
  /// names the same file (not after a `..` that a link leads elsewhere): a path in the checkout is
  /// the nearer. Standard input and the bundled libraries (`<stdin>`, `<ubudu>`) are no files. Each
  /// file is resolved once.
  static func checkoutPath() -> (String) -> String {
    let current = FileSystem.currentDirectory()
    let prefix = current.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    final class Cache: @unchecked Sendable { var paths: [String: String] = [:] }
    let cache = Cache()
    return { path in
      if path.hasPrefix("<") && path.hasSuffix(">") { return path }
      if let known = cache.paths[path] { return known }
      var shown = FileSystem.linkTarget(of: path) ?? FileSystem.canonicalPath(path)
      if let current, let prefix, !shown.hasPrefix(prefix) {
        let given = Paths.resolve(path, against: current)
        if given.hasPrefix(prefix), let identity = FileSystem.identity(of: path),
          FileSystem.identity(of: given) == identity
        {
          shown = given
        }
      }
      cache.paths[path] = shown
      return shown
    }
  }

  /// `2 errors and 1 warning generated`, with a newline, or nothing when there are neither. A run
  /// that fails on warnings alone says why, as a compiler's -Werror does.
  private func summaryLine(_ diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    guard errors + warnings > 0 else { return "" }
    let strictness = strict && warnings > 0 && errors == 0 ? "; --strict treats warnings as errors" : ""
    return "\(summary(errors: errors, warnings: warnings)) generated\(strictness)\n"
  }

  /// The summary line of a machine format, on standard error (standard output holds the document).
  private func printSummary(_ diagnostics: [Diagnostic]) {
    let line = summaryLine(diagnostics)
    if !line.isEmpty { Terminal.err(line) }
  }

  private func summary(errors: Int, warnings: Int) -> String {
    var parts: [String] = []
    if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
    if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
    return parts.joined(separator: " and ")
  }
}
