import NotifCore

/// `notifc build`: compiles inputs into the manifest and the Swift source (and, on request, the
/// handler skeleton). Writes nothing when there are errors; rewrites only files whose content
/// changed; `--check` reports stale outputs without writing.
enum BuildCommand: Subcommand {
  static let name = "build"
  static let abstract = "Compile .notif files into a JSON manifest and Swift source"
  static let arguments = "<input>... [options]"
  static let examples: [(command: String, meaning: String)] = [
    ("notifc build samples/invite.notif", "Compile one file into notifc-out/"),
    (
      "notifc build Notifications -o Generated --skeleton NotificationHandler.swift",
      "Compile the .notif files below Notifications into Generated/, and write a handler skeleton unless one is there"
    ),
    (
      "notifc build Notifications -o Generated --check",
      "In CI: fail when the generated files are out of date"
    ),
  ]
  static let discussion = """
    All inputs (files, folders searched for .notif files, skipping hidden files and folders, FIFOs, sockets and devices, or
    standard input as -) and their imports form one app-wide build, because an app registers all its categories
    at once. Writes
    <output>/\(manifestName) and <output>/\(swiftName). Nothing is written when there are errors;
    a file whose content is unchanged is not rewritten (its modification time stays). Prints a line
    for each output (wrote, unchanged, or kept for a skeleton that is there already): on standard
    output, or on standard error with --format json, github or sarif.
    """
  static let manifestName = "notification-categories.json"
  static let swiftName = "NotificationCategories.swift"

  static let options: [OptionSpec] =
    [
      OptionSpec(
        "output", short: "o", value: "DIR", default: "notifc-out", help: "The folder to write the outputs to"),
      OptionSpec(
        "skeleton", value: "PATH",
        help: "Also write a handler skeleton (yours to edit) to PATH, unless a file is already there"),
      OptionSpec("force", help: "With --skeleton: overwrite an existing skeleton"),
      OptionSpec("check", help: "Write nothing; exit 1 if an output is missing or out of date (for CI)"),
      OptionSpec(
        "access-level", value: "LEVEL", default: "internal",
        help: "Access level of the generated Swift: internal or public"),
      OptionSpec(
        "bundle", value: "BUNDLE", default: "main",
        help: "Bundle for localized strings: main, or module for a package target"),
      OptionSpec(
        "default-isolation", value: "ISOLATION", default: "nonisolated",
        help:
          "Default actor isolation of the target that compiles the Swift: nonisolated, or MainActor (new Xcode 26 app targets), which marks the generated types nonisolated"
      ),
      OptionSpec(
        "handler", value: "STYLE", default: "sync",
        help:
          "How the app's handler methods run: sync, or async (the router awaits them in a task, then calls the completion handler; needs iOS 13, macOS 10.15, watchOS 6)"
      ),
      OptionSpec("no-swift", help: "Do not write the Swift source"),
      OptionSpec("no-manifest", help: "Do not write the manifest"),
      TypePrefixOption.build,
      PluginConfiguration.option,
    ] + StringsTables.buildOptions + DiagnosticOptions.all

  static func run(_ arguments: ParsedArguments) throws -> ExitCode {
    _ = TemporaryFile.newFileMode  // the umask, read while no other thread runs
    let printer = try DiagnosticPrinter(arguments)
    guard !arguments.positional.isEmpty else {
      throw UsageError(message: "'build' needs at least one input file or folder")
    }
    if arguments.flag("force") && arguments.value("skeleton") == nil {
      throw UsageError(message: "'--force' requires '--skeleton'")
    }
    if arguments.value("strings-catalog-language") != nil && arguments.value("strings-catalog") == nil {
      throw UsageError(message: "'--strings-catalog-language' requires '--strings-catalog'")
    }
    // An empty path would write into the current folder.
    for option in ["output", "skeleton", "config", "strings-catalog"] where arguments.value(option) == "" {
      throw UsageError(message: "'--\(option)' needs a path, not an empty string")
    }
    // A path that is not valid UTF-8 reached notifc repaired (U+FFFD for each bad byte): written,
    // it would be another file than the one named (and `--check` would compare with that one).
    // (Which argument was not valid UTF-8 is not known: a path with a real U+FFFD is refused too
    // when another argument was not.)
    for option in ["output", "skeleton", "strings-catalog"]
    where arguments.value(option)?.unicodeScalars.contains("\u{FFFD}") == true && Notifc.hasArgumentNotInUTF8
    {
      throw UsageError(
        message: "'--\(option)' names a path that is not valid UTF-8, which notifc cannot write; rename it")
    }
    // `-` means standard input elsewhere; here it would be a folder named `-`.
    for option in ["output", "skeleton", "strings-catalog"] where arguments.value(option) == "-" {
      throw UsageError(message: "'--\(option)' needs a path; the outputs are files, not standard output")
    }
    _ = try StringsTables.catalogLanguage(arguments)
    var emitterOptions = SwiftEmitterOptions()
    switch arguments.value("access-level") ?? "internal" {
    case "internal": emitterOptions.accessLevel = .internal
    case "public": emitterOptions.accessLevel = .public
    case let other: throw UsageError(message: "unknown access level '\(other)'; expected internal or public")
    }
    switch arguments.value("bundle") ?? "main" {
    case "main": emitterOptions.bundle = .main
    case "module": emitterOptions.bundle = .module
    case let other: throw UsageError(message: "unknown bundle '\(other)'; expected main or module")
    }
    if let isolation = arguments.value("default-isolation") {
      guard let value = SwiftEmitterOptions.DefaultIsolation(rawValue: isolation) else {
        let suggestion = SwiftEmitterOptions.DefaultIsolation.allCases.first {
          $0.rawValue.lowercased() == String(isolation.lowercased().filter { $0 != "-" && $0 != "_" })
        }
        throw UsageError(
          message: "unknown default isolation '\(isolation)'"
            + (suggestion.map { "; did you mean '\($0.rawValue)'?" } ?? "; expected nonisolated or MainActor")
        )
      }
      emitterOptions.defaultIsolation = value
    }
    if let style = arguments.value("handler") {
      guard let value = SwiftEmitterOptions.HandlerStyle(rawValue: style) else {
        // `asynchronous` and `Async` mean `async`; `asinc`, by spelling.
        let styles = SwiftEmitterOptions.HandlerStyle.allCases.map(\.rawValue)
        let lowercased = style.lowercased()
        let suggestion =
          styles.last { lowercased.hasPrefix($0) } ?? Suggestions.closest(to: lowercased, in: styles)
        throw UsageError(
          message: "unknown handler style '\(style)'"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected sync or async"))
      }
      emitterOptions.handlerStyle = value
    }
    if let prefix = try TypePrefixOption.value(arguments) { emitterOptions.typePrefix = prefix }
    guard try PluginConfiguration.apply(arguments, to: &emitterOptions, printer: printer) else {
      return .failure
    }
    let model: NotificationModel
    let sourcePaths: [String]
    // String Catalogs (--strings-catalog), merged with the catalogs already there.
    var files: [(path: String, text: String)] = []
    do {
      let inputs = try printer.reportingFailure { () throws(FileSystemError) in
        try Inputs.read(arguments.positional)
      }
      // What checking built beside the model is kept to the exit too (see `KeptUntilExit`).
      let compilation = Compiler.compile(inputs, loader: Inputs.loader, tables: .handTo(KeptUntilExit.keep))
      // Every file compiled, imported ones too (not the bundled libraries), so that the banner is
      // the same whether a file is given or imported; a file given twice, however spelt, is named
      // once.
      emitterOptions.inputNames = compilation.sources.files.compactMap {
        $0.bundledLibrary == nil ? ($0.path.split(separator: "/").last.map(String.init) ?? $0.path) : nil
      }
      // The model and the diagnostics are many small objects, kept to the exit rather than freed
      // one by one. The sources are a few large buffers: they are freed here, at the end of this
      // scope with the inputs, before the outputs are made (20 MB less at the peak of a 20 MB build).
      KeptUntilExit.keep(compilation.model)
      KeptUntilExit.keep(compilation.diagnostics)
      var diagnostics = compilation.diagnostics
      if !arguments.flag("no-swift") || arguments.value("skeleton") != nil {
        // Generated types named like Apple's (N414), with the build's type prefix; `async` handlers
        // below Swift concurrency's targets (N310).
        diagnostics = SwiftEmitter.addingOptionProblems(
          to: diagnostics, model: compilation.model, options: emitterOptions,
          handlerOrigin: PluginConfiguration.handlerOrigin(arguments), sources: compilation.sources)
      }
      // The catalogs are merged before the diagnostics are printed, so that a malformed one (N725)
      // is reported with them, in the format asked for.
      var sources = compilation.sources
      if !printer.fails(diagnostics) {
        do {
          files = try StringsTables.catalogFiles(
            arguments, model: compilation.model, diagnostics: &diagnostics, sources: &sources)
        } catch {
          printer.print(diagnostics, sources: sources)
          throw error
        }
      }
      printer.print(diagnostics, sources: sources)
      if printer.fails(diagnostics) { return .failure }
      model = compilation.model
      sourcePaths = compilation.sources.files.map(\.path)
    }

    let output = arguments.value("output") ?? "notifc-out"
    var streamed: [StreamedJob] = []
    if !arguments.flag("no-manifest") {
      streamed.append(
        StreamedJob(path: Paths.join(output, manifestName)) { ManifestEmitter.emit(model, to: $0) })
    }
    if !arguments.flag("no-swift") {
      let options = emitterOptions
      streamed.append(
        StreamedJob(path: Paths.join(output, swiftName)) {
          SwiftEmitter.emit(model, options: options, to: $0)
        })
    }
    var skeleton: (path: String, text: String)?
    let written = streamed.map(\.path) + files.map(\.path)
    if let path = arguments.value("skeleton") {
      try checkSkeletonPath(
        path, outputs: written, inputs: sourcePaths,
        configuration: arguments.value(PluginConfiguration.option.name))
      skeleton = (path, HandlerSkeletonEmitter.emit(model, options: emitterOptions))
    }
    // An output path that names a folder, a device or a FIFO (a link to `/dev/null`) fails the
    // build, or the check, before anything is read or written: it would be replaced by a file, or
    // wait for a writer while it is read to compare.
    // (A folder, under `--check`, is reported below with the outputs out of date. The String
    // Catalogs were checked when they were read: `StringsTables.catalogFiles`.)
    let check = arguments.flag("check")
    for path in streamed.map(\.path) + (skeleton.map { [$0.path] } ?? [])
    where !(check && FileSystem.isDirectory(path)) {
      if let problem = FileSystem.notAnOutputFile(path) {
        throw FileSystemError(kind: .unwritable, path: path, reason: problem)
      }
    }
    // A file where a folder of the catalogs or the skeleton should be fails the build before the
    // outputs' folder is created, which would otherwise be left behind, empty.
    if !check {
      for path in files.map(\.path) + (skeleton.map { [$0.path] } ?? []) {
        if let (folder, problem) = blockingFolder(above: path) {
          throw FileSystemError(kind: .unwritable, path: folder, reason: problem)
        }
      }
    }

    // The manifest and the Swift source are produced side by side (see `StreamedJob.run`), each
    // compared with the file already there as it is produced, and each completed in a temporary
    // file; only then are they renamed over the old files, one rename each (so a failing rename or a
    // crash between the two can still leave one output new and the other old, both whole).
    // The folders made for the outputs are taken away again, when empty, if writing fails.
    let outputs: [(output: StreamedOutput, changed: Bool)]
    do { outputs = try StreamedJob.run(streamed, checkOnly: check) } catch {
      FileSystem.removeFoldersMadeIfEmpty()
      throw error
    }
    if check {
      var stale = outputs.filter(\.changed).map(\.output.path)
      for file in files where (try? FileSystem.read(file.path)) != Array(file.text.utf8) {
        stale.append(file.path)
      }
      if let skeleton, !FileSystem.exists(skeleton.path) { stale.append(skeleton.path) }
      for path in stale {
        if FileSystem.isDirectory(path) {
          // A build would fail too: say why rather than advise it.
          Terminal.err("\(path): is a folder; 'notifc build' cannot replace it with the file\n")
        } else if FileSystem.exists(path), files.contains(where: { $0.path == path }),
          (try? FileSystem.refuseReadOnly(path)) == nil
        {
          // A String Catalog the user may not write: a build would refuse it (exit 73).
          Terminal.err(
            "\(path): out of date, and read-only; make it writable, then run the command without '--check'\n")
        } else if FileSystem.exists(path) {
          Terminal.err("\(path): out of date; run the command without '--check' to regenerate it\n")
        } else if let (folder, problem) = blockingFolder(above: path) {
          Terminal.err("\(path): missing; '\(folder)' \(problem)\n")
        } else {
          Terminal.err("\(path): missing; run the command without '--check' to write it\n")
        }
      }
      return stale.isEmpty ? .success : .failure
    }
    // A failure from here on (preparing the catalogs or the skeleton, or a rename) takes away the
    // temporary files and, when empty, the folders made for the outputs.
    do {
      // The String Catalogs and the skeleton are written to temporary files too, before any file
      // is replaced: a catalog or skeleton that cannot be written fails the build with every output
      // as it was. (Their temporary files go when this block ends.)
      let catalogs = try files.map { file throws(FileSystemError) in
        (path: file.path, temporary: try FileSystem.prepareIfChanged(file.text, to: file.path))
      }
      let keepsSkeleton = skeleton.map { FileSystem.exists($0.path) && !arguments.flag("force") } ?? false
      let newSkeleton = try skeleton.flatMap { skeleton throws(FileSystemError) in
        keepsSkeleton
          ? nil : (skeleton.path, try FileSystem.prepareIfChanged(skeleton.text, to: skeleton.path))
      }
      for (output, changed) in outputs {
        if changed { try output.commit() }
        printer.status("\(changed ? "wrote" : "unchanged") \(output.path)", essential: false)
      }
      for (path, temporary) in catalogs {
        try temporary?.commit()
        printer.status("\(temporary == nil ? "unchanged" : "wrote") \(path)", essential: false)
      }
      if let skeleton {
        // Checked again now that the outputs exist: a path that only now leads to one of them (a
        // symbolic link to an output not yet written, another case of its name on a file system
        // that ignores case) is the same file by identity.
        try checkSkeletonPath(
          skeleton.path, outputs: written, inputs: [],
          configuration: arguments.value(PluginConfiguration.option.name))
        if let (path, temporary) = newSkeleton {
          try temporary?.commit()
          printer.status("\(temporary == nil ? "unchanged" : "wrote") \(path)", essential: false)
        } else {
          printer.status("kept \(skeleton.path) (it is yours; --force overwrites it)", essential: false)
        }
      }
    } catch {
      for (output, _) in outputs { output.discard() }
      FileSystem.removeFoldersMadeIfEmpty()
      throw error
    }
    return .success
  }

  /// The nearest folder of `path` that exists as something other than a folder (an `--output` that
  /// names a file, or a broken link), if any, and what it is.
  static func blockingFolder(above path: String) -> (folder: String, problem: String)? {
    var folder = Paths.directory(of: path)
    while !folder.isEmpty && folder != "/" {
      if let problem = FileSystem.notAFolder(folder) { return (folder, problem) }
      if FileSystem.exists(folder) { return nil }
      folder = Paths.directory(of: folder)
    }
    return nil
  }

  /// Refuses a skeleton path that names a folder, an output of the build, one of its source files
  /// or its configuration file: the skeleton would never be written, or would replace what it must
  /// not (with `--force`, the generated Swift, a `.notif` file or `notifc.json`).
  static func checkSkeletonPath(
    _ path: String, outputs: [String], inputs: [String], configuration: String? = nil
  ) throws(UsageError) {
    if FileSystem.isDirectory(path) {
      throw UsageError(message: "'--skeleton' names the folder '\(path)'; give the path of a Swift file")
    }
    let skeleton = FileSystem.FileName(path)
    if let output = outputs.first(where: { skeleton.names($0) }) {
      throw UsageError(message: "'--skeleton' names the build's output '\(output)'; give another path")
    }
    if let input = inputs.first(where: { skeleton.names($0) }) {
      throw UsageError(message: "'--skeleton' names the input '\(input)'; give another path")
    }
    if let configuration, skeleton.names(configuration) {
      throw UsageError(
        message: "'--skeleton' names the configuration file '\(configuration)'; give another path")
    }
  }
}
