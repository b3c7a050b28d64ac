/// Loads and parses the root files and, transitively, their imports: each file once (by its
/// normalized path, and by its identity where the caller gives one), cycles reported with their
/// chain. The root files are lexed and parsed in parallel (they are independent);
/// imports are then resolved depth-first, in order, so file identifiers and diagnostics are the same
/// on every run.
struct FrontEnd {
  let limits: CompilerLimits
  let loader: (String) -> SourceLoadResult
  var followImports = true
  /// Whether the trees keep their token streams (the formatter needs them; a build does not).
  var keepTokens = true
  var sources = SourceManager()
  var trees: [SyntaxTree] = []
  /// How many root inputs were added (duplicates dropped): the first files of ``sources``.
  private(set) var rootCount = 0
  var diagnostics = DiagnosticBag()
  /// Every loaded file by its key: the normalized path it was first loaded under. Another path to a
  /// loaded file (found by its identity) is an alias of that key.
  private var loaded: [String: FileID] = [:]
  /// The keys of the loaded files that have an identity (see ``IdentityKeys``).
  private var keysByIdentity = IdentityKeys()
  /// Paths that name a file loaded under another key, with that key.
  private var aliases: [String: String] = [:]
  /// The files whose imports are being resolved, outermost first (for cycle detection: a set
  /// beside the chain, so that an import of a loaded file costs no walk of it), and those that are
  /// done.
  private var stack: [String] = []
  private var onStack: Set<String> = []
  private var finished: Set<String> = []

  init(
    limits: CompilerLimits, loader: @escaping (String) -> SourceLoadResult, followImports: Bool = true,
    keepTokens: Bool = true
  ) {
    self.limits = limits
    self.keepTokens = keepTokens
    self.loader = loader
    self.followImports = followImports
  }

  /// Adds the root inputs (a duplicate, by normalized path or by identity, is dropped), then their
  /// imports.
  mutating func addRoots(_ inputs: [CompilationInput]) {
    var keys: [String] = []
    var roots: [CompilationInput] = []
    keys.reserveCapacity(inputs.count)
    roots.reserveCapacity(inputs.count)
    loaded.reserveCapacity(loaded.count + inputs.count)
    let first = sources.files.count
    for input in inputs {
      let key = Paths.normalize(input.path)
      // Numbered now as the file it is about to be added as; a duplicate (the same normalized
      // path, or another path to a file already added) is dropped.
      guard loaded[key] == nil, aliases[key] == nil else { continue }
      if let identity = input.identity {
        if let existing = keysByIdentity[identity] {
          aliases[key] = existing
          continue
        }
        keysByIdentity[identity] = key
      }
      loaded[key] = FileID(first + roots.count)
      keys.append(key)
      roots.append(input)
    }
    rootCount += roots.count
    var parsed = Self.parseInParallel(roots, firstID: first, limits: limits, keepTokens: keepTokens)
    roots = []
    trees.reserveCapacity(trees.count + parsed.count)
    // Taken from the end, which is the first file: each result is moved out, not copied (a tree is
    // a dozen arrays, and reversing the array would copy each through the runtime).
    while case let (source, tree, parsedDiagnostics)? = parsed.popLast() {
      append(source, tree, parsedDiagnostics)  // already in `loaded`, under the number it gets
    }
    guard followImports else { return }
    // A file without imports has nothing to resolve (an import of it finds it loaded, and resolves
    // it then at no cost). By index, as resolving appends the files it loads to `trees`.
    for offset in keys.indices where !trees[first + offset].imports.isEmpty {
      resolveImports(of: keys[offset])
    }
  }

  /// Makes the source files (with their line tables) and lexes and parses them concurrently; each
  /// result keeps its own diagnostics. The results are in reverse order: the last is the first file.
  private static func parseInParallel(
    _ inputs: [CompilationInput], firstID: Int, limits: CompilerLimits, keepTokens: Bool
  ) -> [(source: SourceFile, tree: SyntaxTree, diagnostics: DiagnosticBag)] {
    // Threads pay off only with several files of some size.
    let totalBytes = inputs.reduce(0) { $0 + $1.bytes.count }
    let worthIt = inputs.count > 1 && totalBytes > 64 * 1024
    return Array(inputs.enumerated().reversed()).parallelMap(parallel: worthIt) { index, input in
      let source = SourceFile(path: input.path, bytes: input.bytes)
      // Files parsed side by side use the cores already, unless one is most of the bytes: then
      // the others are done long before it, and it is lexed on another core as a file on its own is.
      let (tree, diagnostics) = parse(
        source, id: FileID(firstID + index), limits: limits, keepTokens: keepTokens,
        lexInParallel: !worthIt || input.bytes.count * 2 > totalBytes)
      return (source, tree, diagnostics)
    }
  }

  private static func parse(
    _ source: SourceFile, id: FileID, limits: CompilerLimits, keepTokens: Bool, lexInParallel: Bool = true
  ) -> (SyntaxTree, DiagnosticBag) {
    var diagnostics = DiagnosticBag()
    // Token offsets are 32-bit, whatever the configured limit.
    let maxFileSize = min(limits.maxFileSize, Token.maxOffset - 1)
    guard source.bytes.count <= maxFileSize else {
      // A reader may stop one byte past the limit (notifc does, so that it never reads a huge file
      // or an endless stream to the end): the size is then unknown.
      let message =
        source.bytes.count > maxFileSize + 1
        ? "file is too large (\(source.bytes.count) bytes; the limit is \(maxFileSize) bytes)"
        : "file is too large (the limit is \(maxFileSize) bytes)"
      diagnostics.report(.fileTooLarge, message, at: .point(id, 0))
      return (SyntaxTree(file: id, tokens: TokenStream()), diagnostics)
    }
    let tree = Parser.parse(
      source, file: id, limits: limits, keepTokens: keepTokens, lexInParallel: lexInParallel,
      diagnostics: &diagnostics)
    return (tree, diagnostics)
  }

  /// Adds a parsed file to the sources and the trees, with its diagnostics; its number is the one
  /// it was parsed with.
  @discardableResult
  private mutating func append(
    _ source: SourceFile, _ tree: consuming SyntaxTree, _ parsedDiagnostics: DiagnosticBag
  ) -> FileID {
    let id = sources.add(source)
    precondition(id == tree.file, "files are added in the order they were parsed")
    trees.append(tree)
    diagnostics.append(contentsOf: parsedDiagnostics)
    return id
  }

  /// Loads and parses one imported file; its own imports are the caller's to resolve.
  private mutating func load(_ source: SourceFile, key: String) -> String {
    let parsed = Self.parse(source, id: FileID(sources.files.count), limits: limits, keepTokens: keepTokens)
    loaded[key] = append(source, parsed.0, parsed.1)
    return key
  }

  /// Resolves the imports of a loaded file and, depth first and in order, of the files they load.
  /// A loop over a stack of its own, not recursion: a chain of thousands of files, each importing
  /// the next, would overflow the thread's stack.
  private mutating func resolveImports(of key: String) {
    var frames: [(key: String, directory: String, imports: [ImportDirective], next: Int)] = []
    func enter(_ key: String) {
      guard !finished.contains(key), let id = loaded[key] else { return }
      let imports = trees[id.index].imports
      guard !imports.isEmpty else {
        finished.insert(key)
        return
      }
      stack.append(key)
      onStack.insert(key)
      frames.append((key, Paths.directory(of: sources[id].path), imports, 0))
    }
    enter(key)
    while let frame = frames.last {
      guard frame.next < frame.imports.count else {
        frames.removeLast()
        stack.removeLast()
        onStack.remove(frame.key)
        finished.insert(frame.key)
        continue
      }
      frames[frames.count - 1].next += 1
      if let imported = resolve(frame.imports[frame.next], directory: frame.directory) { enter(imported) }
    }
  }

  /// An import of a file already loaded under `key`: a cycle when that file is being resolved
  /// (reported with the chain of paths, the last as this import spells it), else the file, whose
  /// imports are to be resolved if they are not yet.
  private mutating func resolveLoaded(_ key: String, importedAs path: String, at span: SourceSpan) -> String?
  {
    if onStack.contains(key), let position = stack.firstIndex(of: key) {
      let chain = (stack[position...] + [path]).joined(separator: " → ")
      diagnostics.report(.importCycle, "import cycle: \(chain)", at: span)
      return nil
    }
    return key
  }

  /// Apple frameworks that someone used to Swift might import in a `.notif` file.
  private static let frameworks = ["UserNotifications", "UIKit", "Foundation", "SwiftUI", "Intents"]

  /// Resolves one import: the key of the file it names, whose own imports are to be resolved
  /// next, or `nil` (reported, or nothing to do).
  private mutating func resolve(_ directive: ImportDirective, directory: String) -> String? {
    switch directive.target {
    case .library(let name):
      guard let text = BundledLibraries.sources[name] else {
        let suggestion = Suggestions.closest(to: name, in: BundledLibraries.sources.keys.sorted())
        diagnostics.report(
          .unknownLibrary,
          "no bundled library named '\(name)'\(Suggestions.didYouMean(suggestion))",
          at: directive.targetSpan,
          notes: [
            Self.frameworks.contains(name)
              ? DiagnosticNote(
                "a .notif file imports no framework; the generated Swift imports what it needs")
              : DiagnosticNote("to import a file, write its path as a string: import \"\(name).notif\"")
          ],
          fixIts: suggestion.map { [FixIt(span: directive.targetSpan, replacement: $0)] } ?? [])
        return nil
      }
      let key = BundledLibraries.path(of: name)
      return loaded[key] == nil
        ? load(SourceFile(path: key, text: text, bundledLibrary: name), key: key) : nil
    case .path(let relative):
      guard !relative.hasPrefix("/"), relative.hasSuffix(".notif") else {
        diagnostics.report(
          .importNotFound,
          "cannot import '\(relative)'; imports name a .notif file by a path relative to this file",
          at: directive.targetSpan)
        return nil
      }
      let path = Paths.resolve(relative, against: directory)
      let key = aliases[path] ?? path
      if loaded[key] != nil { return resolveLoaded(key, importedAs: path, at: directive.targetSpan) }
      switch loader(path) {
      case .loaded(let bytes, let identity):
        if let identity {
          if let existing = keysByIdentity[identity] {
            aliases[path] = existing
            return resolveLoaded(existing, importedAs: path, at: directive.targetSpan)
          }
          keysByIdentity[identity] = path
        }
        return load(SourceFile(path: path, bytes: bytes), key: path)
      case .notFound:
        diagnostics.report(.importNotFound, "no such file '\(path)' to import", at: directive.targetSpan)
      case .notFoundButDiffersInCase(path: let found):
        reportCaseMismatch(importing: relative, resolvedTo: path, found: found, at: directive.targetSpan)
      case .unreadable(let reason):
        diagnostics.report(.importNotFound, "cannot read '\(path)': \(reason)", at: directive.targetSpan)
      }
      return nil
    }
  }
}
