/// Applies `// notifc:ignore CODE` comments: a warning with that code on the directive's target
/// line is dropped. Errors cannot be ignored. A directive that silences nothing is itself a
/// warning (N951), so stale ignores do not pile up.
enum IgnoreDirectives {
  /// Whether only a later, optional check reports `code` (the translation check of
  /// `lint --strings`): a compilation without that check cannot tell whether a directive for it
  /// silences anything, so it does not report it (N951); the check does. (A switch, not a static
  /// set: making a set of codes costs a lint of one file about 2% of its instructions, see
  /// `IdentityKeys`.)
  static func isReportedByLaterChecks(_ code: DiagnosticCode) -> Bool {
    switch code {
    case .untranslatedText, .unexpectedVariation: true
    default: false
    }
  }

  /// The diagnostics without those the directives of `trees` silence, plus N951 and N952 for the
  /// directives themselves. Unless `judgingLaterChecks`, a directive for a code that only a later
  /// check reports is never reported as silencing nothing.
  static func apply(
    to diagnostics: [Diagnostic], trees: [SyntaxTree], sources: SourceManager,
    judgingLaterChecks: Bool = true
  ) -> [Diagnostic] {
    let directives = trees.flatMap { tree in tree.ignoreDirectives.map { (tree.file, $0) } }
    guard !directives.isEmpty else { return diagnostics }
    var extra = DiagnosticBag()
    // (file, line, code) → whether used
    var silencers: [String: Bool] = [:]
    var order: [(String, Identifier)] = []
    for (file, directive) in directives {
      for code in directive.codes {
        guard let known = DiagnosticCode(code: code.text) else {
          extra.report(
            .invalidIgnore, "unknown diagnostic code '\(code.text)' in 'notifc:ignore'", at: code.span)
          continue
        }
        guard known.severity == .warning else {
          extra.report(
            .invalidIgnore,
            known.severity == .error
              ? "\(known.rawValue) is an error and cannot be ignored; fix the problem instead"
              : "\(known.rawValue) is a note, not a warning; only warnings can be ignored",
            at: code.span)
          continue
        }
        if !judgingLaterChecks && isReportedByLaterChecks(known) { continue }
        let key = "\(file.index):\(directive.targetLine):\(known.rawValue)"
        if silencers[key] == nil {
          silencers[key] = false
          order.append((key, code))
        }
      }
    }
    var kept: [Diagnostic] = []
    for diagnostic in diagnostics {
      if diagnostic.severity == .warning, let span = diagnostic.span {
        let line = sources.start(of: span).line
        let key = "\(span.file.index):\(line):\(diagnostic.code.rawValue)"
        if silencers[key] != nil {
          silencers[key] = true
          continue
        }
      }
      kept.append(diagnostic)
    }
    for (key, code) in order where silencers[key] == false {
      extra.report(.unusedIgnore, "'notifc:ignore \(code.text)' silences nothing here", at: code.span)
    }
    return kept + extra.diagnostics
  }
}
