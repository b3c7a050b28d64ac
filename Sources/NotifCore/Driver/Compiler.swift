/// What a loader found at a path.
public enum SourceLoadResult: Sendable {
  /// The file's bytes.
  case loaded([UInt8])
  /// No file at that path.
  case notFound
  /// The file exists but could not be read; the reason.
  case unreadable(String)
}

/// One input file given to the compiler by the caller.
public struct CompilationInput: Sendable {
  /// Its path, as it should appear in diagnostics.
  public let path: String
  /// Its bytes.
  public let bytes: [UInt8]

  /// Creates an input.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
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
  /// The syntax tree of each file, in the order of ``sources``.
  public let trees: [SyntaxTree]
  /// The checked, resolved model. It exists even when there are errors (built from what could be
  /// checked) but emitters must only run when ``hasErrors`` is false.
  public let model: NotificationModel
  /// The diagnostics.
  public let diagnostics: [Diagnostic]

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Whether any diagnostic is a warning.
  public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }
}

/// The compiler pipeline: source → tokens → syntax tree → checked model. The emitters take the model.
public enum Compiler {
  /// Compiles `inputs` and everything they import. `loader` reads imported files; it is given a
  /// path that was resolved against the importing file's folder.
  public static func compile(
    _ inputs: [CompilationInput],
    limits: CompilerLimits = CompilerLimits(),
    loader: @escaping (String) -> SourceLoadResult = { _ in .notFound }
  ) -> Compilation {
    var frontEnd = FrontEnd(limits: limits, loader: loader)
    for input in inputs { frontEnd.addRoot(input) }
    var diagnostics = frontEnd.diagnostics
    let model = Checker.check(trees: frontEnd.trees, sources: frontEnd.sources, diagnostics: &diagnostics)
    let filtered = IgnoreDirectives.apply(to: diagnostics.diagnostics, trees: frontEnd.trees, sources: frontEnd.sources)
    return Compilation(
      sources: frontEnd.sources, trees: frontEnd.trees, model: model,
      diagnostics: filtered.sortedByLocation(in: frontEnd.sources))
  }

  /// Lexes and parses one file on its own (for the formatter and tools), without imports or checks.
  public static func parse(
    _ input: CompilationInput, limits: CompilerLimits = CompilerLimits()
  ) -> (sources: SourceManager, tree: SyntaxTree, diagnostics: [Diagnostic]) {
    var frontEnd = FrontEnd(limits: limits, loader: { _ in .notFound }, followImports: false)
    frontEnd.addRoot(input)
    return (frontEnd.sources, frontEnd.trees[0], frontEnd.diagnostics.diagnostics)
  }
}

/// Loads and parses the root files and, transitively, their imports: each file once, cycles
/// reported with their chain.
struct FrontEnd {
  let limits: CompilerLimits
  let loader: (String) -> SourceLoadResult
  var followImports = true
  var sources = SourceManager()
  var trees: [SyntaxTree] = []
  var diagnostics = DiagnosticBag()
  private var loaded: [String: FileID] = [:]
  private var stack: [String] = []

  init(limits: CompilerLimits, loader: @escaping (String) -> SourceLoadResult, followImports: Bool = true) {
    self.limits = limits
    self.loader = loader
    self.followImports = followImports
  }

  mutating func addRoot(_ input: CompilationInput) {
    let key = Paths.normalize(input.path)
    guard loaded[key] == nil else { return }
    load(SourceFile(path: input.path, bytes: input.bytes), key: key)
  }

  private mutating func load(_ source: SourceFile, key: String) {
    let id = sources.add(source)
    loaded[key] = id
    var tree: SyntaxTree
    if source.bytes.count > limits.maxFileSize {
      diagnostics.report(
        .fileTooLarge,
        "file is too large (\(source.bytes.count) bytes; the limit is \(limits.maxFileSize))",
        at: .point(id, 0))
      tree = SyntaxTree(file: id, tokens: TokenStream())
    } else {
      tree = Parser.parse(source, file: id, limits: limits, diagnostics: &diagnostics)
    }
    trees.append(tree)
    guard followImports else { return }
    stack.append(key)
    for directive in tree.imports { resolve(directive, from: key, directory: Paths.directory(of: source.path)) }
    stack.removeLast()
  }

  private mutating func resolve(_ directive: ImportDirective, from importer: String, directory: String) {
    switch directive.target {
    case .library(let name):
      guard let text = BundledLibraries.sources[name] else {
        let suggestion = Suggestions.closest(to: name, in: BundledLibraries.sources.keys.sorted())
        diagnostics.report(
          .unknownLibrary,
          "no bundled library named '\(name)'\(Suggestions.didYouMean(suggestion))",
          at: directive.targetSpan,
          notes: [DiagnosticNote("to import a file, write its path as a string: import \"\(name).notif\"")])
        return
      }
      let key = BundledLibraries.path(of: name)
      if loaded[key] == nil { load(SourceFile(path: key, text: text), key: key) }
    case .path(let relative):
      let path = Paths.resolve(relative, against: directory)
      if let position = stack.firstIndex(of: path) {
        let chain = (stack[position...] + [path]).joined(separator: " → ")
        diagnostics.report(.importCycle, "import cycle: \(chain)", at: directive.targetSpan)
        return
      }
      guard loaded[path] == nil else { return }
      switch loader(path) {
      case .loaded(let bytes):
        load(SourceFile(path: path, bytes: bytes), key: path)
      case .notFound:
        diagnostics.report(.importNotFound, "no such file '\(path)' to import", at: directive.targetSpan)
      case .unreadable(let reason):
        diagnostics.report(.importNotFound, "cannot read '\(path)': \(reason)", at: directive.targetSpan)
      }
    }
  }
}
