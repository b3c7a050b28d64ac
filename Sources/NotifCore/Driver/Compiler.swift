/// What a loader found at a path.
public enum SourceLoadResult: Sendable {
  /// The file's bytes, and its identity when the loader knows it.
  case loaded([UInt8], identity: SourceIdentity? = nil)
  /// No file at that path.
  case notFound
  /// No file at that path, but one at a path that differs from it only in case, in its file's
  /// name or its folders': that path, spelled as the path asked for is (relative or absolute). (A
  /// file system that ignores case, as macOS's does by default, would have opened it.)
  case notFoundButDiffersInCase(path: String)
  /// The file exists but could not be read; the reason.
  case unreadable(String)
}

/// One input file given to the compiler by the caller.
public struct CompilationInput: Sendable {
  /// Its path, as it should appear in diagnostics.
  public let path: String
  /// Its bytes.
  public let bytes: [UInt8]
  /// Its identity, when the caller knows it: an input given twice under two spellings, or also
  /// imported under another, is loaded once.
  public let identity: SourceIdentity?

  /// Creates an input.
  public init(path: String, bytes: [UInt8], identity: SourceIdentity? = nil) {
    self.path = path
    self.bytes = bytes
    self.identity = identity
  }

  /// Creates an input from text.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }
}

/// The result of compiling a set of inputs: the sources, their trees, the checked model and
/// every diagnostic (sorted by file and position, with ignored warnings removed).
public struct Compilation: Sendable {
  /// Every file read, imports and bundled libraries included.
  public let sources: SourceManager
  /// How many of ``sources`` are the inputs: the first ones, in the order given, an input given
  /// twice (by the same path, or by another path to the same file) counted once. The rest are
  /// their imports.
  public let inputCount: Int
  /// The syntax tree of each file, in the order of ``sources``: its directives and ignore
  /// comments. The checker consumes the declarations (and a build keeps no tokens); use
  /// ``Compiler/parse(_:limits:)`` for a whole tree, to format or inspect.
  public let trees: [SyntaxTree]
  /// The checked, resolved model. It exists even when there are errors (built from what could be
  /// checked) but emitters must only run when ``hasErrors`` is false.
  public let model: NotificationModel
  /// The diagnostics.
  public let diagnostics: [Diagnostic]
  /// Every diagnostic as reported, before the ignore comments were applied: a later check
  /// (``checkTranslations(against:)``) applies them again, to its findings too.
  let reportedDiagnostics: [Diagnostic]

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Whether any diagnostic is a warning.
  public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }
}

/// What a compilation does with what checking built beside the model (the symbol table and the
/// rules' context) once the model is made: neither the model nor the emitters need it.
public enum CheckingTables {
  /// Free them (the default): a large build's on another core, while the caller goes on; a small
  /// build's at once, on the caller's.
  case free
  /// Hand them to a closure, which holds them until it lets them go. It is called once, on the
  /// thread that called ``Compiler/compile(_:limits:loader:tables:)``, before it returns. A process
  /// that exits after its build can keep them to the exit: a large build's tables are tens of
  /// thousands of objects spread over its memory, and freeing those on another core competes with
  /// the emitters for it (see docs/performance.md).
  case handTo((Any) -> Void)
}

/// The compiler pipeline: source → tokens → syntax tree → checked model. The emitters take the model.
public enum Compiler {
  /// Compiles `inputs` and everything they import. `loader` reads imported files; it is given a
  /// path that was resolved against the importing file's folder. `tables` says what becomes of the
  /// symbol table and the rules' context.
  public static func compile(
    _ inputs: [CompilationInput],
    limits: CompilerLimits = CompilerLimits(),
    loader: @escaping (String) -> SourceLoadResult = { _ in .notFound },
    tables: CheckingTables = .free
  ) -> Compilation {
    // The token streams serve only the formatter (`parse`); a build streams them through the parser.
    var frontEnd = FrontEnd(limits: limits, loader: loader, keepTokens: false)
    frontEnd.addRoots(inputs)
    var diagnostics = frontEnd.diagnostics
    // The checker takes the declarations out of the trees (the only copy: the front end lets go of
    // them), so that each one's syntax is freed once it is checked.
    var trees = frontEnd.trees
    frontEnd.trees = []
    let model = Checker.check(
      consuming: &trees, sources: frontEnd.sources, diagnostics: &diagnostics, tables: tables)
    let reported = diagnostics.diagnostics.applyingSupersededText(in: frontEnd.sources)
      .withoutOverlappedLexicalFixIts()
    let filtered = IgnoreDirectives.apply(
      to: reported, trees: trees, sources: frontEnd.sources, judgingLaterChecks: false)
    return Compilation(
      sources: frontEnd.sources, inputCount: frontEnd.rootCount, trees: trees, model: model,
      diagnostics: filtered.sortedByLocation(in: frontEnd.sources),
      reportedDiagnostics: reported)
  }

  /// Lexes and parses one file on its own (for the formatter and tools), without imports or checks.
  /// Its diagnostics are sorted by position.
  public static func parse(
    _ input: CompilationInput, limits: CompilerLimits = CompilerLimits()
  ) -> (sources: SourceManager, tree: SyntaxTree, diagnostics: [Diagnostic]) {
    var frontEnd = FrontEnd(limits: limits, loader: { _ in .notFound }, followImports: false)
    frontEnd.addRoots([input])
    // By position, as a compilation's are: the lexer's run ahead of the parser's.
    let diagnostics = frontEnd.diagnostics.diagnostics.withoutOverlappedLexicalFixIts()
      .sortedByLocation(in: frontEnd.sources)
    return (frontEnd.sources, frontEnd.trees[0], diagnostics)
  }
}
