import NotifCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Strings tables on disk: `lint --strings PATH` (the translation check) and
/// `build --strings-catalog PATH` (String Catalog output). Reading, writing and paths are here; the
/// parsing, merging and checking are in NotifCore (`Localization/`).
enum StringsTables {
  // MARK: lint --strings

  /// `lint`'s option.
  static let lintOption = OptionSpec(
    "strings", value: "PATH",
    help: "Also check the localized texts against their strings tables: a String Catalog (Table.xcstrings), "
      + "a strings file or strings dictionary (xx.lproj/Table.strings, xx.lproj/Table.stringsdict) or a folder "
      + "searched for them; may be given several times")

  /// The diagnostics of `compilation`, with those of the translation check when `--strings` is
  /// given, and the sources to print them with (the strings files included).
  static func check(_ arguments: ParsedArguments, _ compilation: Compilation) throws(FileSystemError) -> (
    diagnostics: [Diagnostic], sources: SourceManager
  ) {
    let paths = arguments.allValues("strings")
    guard !paths.isEmpty else { return (compilation.diagnostics, compilation.sources) }
    // Each table file once, when several of the paths lead to it (a folder and a file in it,
    // spelt either way): the first path to it names it.
    var tablePaths: [String] = []
    var seen: Set<String> = []  // identities' descriptions (see `SourceIdentity`)
    // A path given again is not walked again (each walk is of the whole folder).
    var given: Set<String> = []
    for path in paths where given.insert(path).inserted {
      for file in try tableFiles(at: path) {
        if let identity = FileSystem.identity(of: file), !seen.insert(identity.description).inserted {
          continue
        }
        tablePaths.append(file)
      }
    }
    let files = try tablePaths.map { file throws(FileSystemError) in
      StringsTableLoader.File(path: file, bytes: try FileSystem.read(file, allowingStreams: false))
    }
    return compilation.checkTranslations(against: files)
  }

  /// The strings table files at `path`: the file itself, or the `.xcstrings` files and the `.strings`
  /// files of `.lproj` folders below a folder (hidden folders and `.build` skipped), sorted.
  static func tableFiles(at path: String) throws(FileSystemError) -> [String] {
    guard FileSystem.isDirectory(path) else {
      guard FileSystem.exists(path) else {
        throw FileSystemError(kind: .notFound, path: path, reason: FileSystem.missingReason(path))
      }
      return [path]
    }
    // A `.xcstrings` folder is a catalog package, not a folder of tables.
    let found = try FileSystem.files(in: path, descend: { !$0.hasSuffix(".xcstrings") }) { _, path in
      StringsTableLoader.kind(of: path) != nil
    }
    guard !found.isEmpty else {
      throw FileSystemError(
        kind: .notFound, path: path,
        reason:
          "no String Catalog (Table.xcstrings), strings file (xx.lproj/Table.strings) or strings dictionary "
          + "(xx.lproj/Table.stringsdict) in this folder")
    }
    return found.sorted()
  }

  // MARK: build --strings-catalog

  /// `build`'s options.
  static let buildOptions = [
    OptionSpec(
      "strings-catalog", value: "PATH",
      help: "Also write the development-language entries of the localized texts into String Catalogs, "
        + "merged into those already there: PATH is a folder that gets one <Table>.xcstrings per strings "
        + "table, or a <Table>.xcstrings file when the texts use that one table"),
    OptionSpec(
      "strings-catalog-language", value: "LANG", default: "en",
      help: "The development language of a String Catalog that --strings-catalog creates"),
  ]

  /// The development language of a new String Catalog (`--strings-catalog-language`, `en` by
  /// default); `build` reads it before compiling, so that a mistyped one is a usage error at once.
  static func catalogLanguage(_ arguments: ParsedArguments) throws(UsageError) -> String {
    let language = arguments.value("strings-catalog-language") ?? "en"
    guard isLanguageCode(language) else {
      throw UsageError(
        message:
          "invalid language '\(language)' for '--strings-catalog-language'; expected a code such as en, pt-BR or zh-Hans"
      )
    }
    return canonicalLanguageCode(language)
  }

  /// A language tag in the case Xcode writes (BCP 47's case is not significant): the language
  /// lowercase, a four-letter script capitalized, a two-letter region uppercase (`PT-br` is
  /// `pt-BR`, `ZH-HANS` is `zh-Hans`).
  static func canonicalLanguageCode(_ code: String) -> String {
    code.split(separator: "-", omittingEmptySubsequences: false).enumerated().map { index, part in
      if index == 0 { return part.lowercased() }
      switch part.count {
      case 4 where part.allSatisfy(\.isLetter):
        return part.prefix(1).uppercased() + part.dropFirst().lowercased()
      case 2 where part.allSatisfy(\.isLetter): return part.uppercased()
      default: return part.lowercased()
      }
    }.joined(separator: "-")
  }

  /// Whether `code` has the shape of a BCP 47 language tag, as a String Catalog's `sourceLanguage`
  /// holds (`en`, `pt-BR`, `zh-Hans`, `es-419`): a language of two or three letters, then subtags
  /// of one to eight letters or digits, joined by hyphens.
  static func isLanguageCode(_ code: String) -> Bool {
    let parts = code.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  /// The String Catalogs that `--strings-catalog PATH` asks for, merged with the catalogs already
  /// there, as files for `build` to write (or to compare, with `--check`). A catalog that cannot be
  /// merged into because it is malformed is an error (N725) in `diagnostics`, at its position in
  /// the catalog, which is added to `sources`; it gets no file.
  static func catalogFiles(
    _ arguments: ParsedArguments, model: NotificationModel, diagnostics: inout [Diagnostic],
    sources: inout SourceManager
  ) throws -> [(path: String, text: String)] {
    guard let path = arguments.value("strings-catalog") else { return [] }
    let language = try catalogLanguage(arguments)
    let tables = StringsCatalogEmitter.tables(in: model)
    var targets: [(table: String, path: String)]
    if case .catalog(let table)? = StringsTableLoader.kind(of: path) {
      // A folder named like a catalog (a catalog package, as `lint --strings` reads it) is where
      // the catalog would go, and cannot be written (exit 73): not a folder to write into.
      if FileSystem.isDirectory(path) {
        throw FileSystemError(kind: .unwritable, path: path, reason: FileSystem.errorText(EISDIR))
      }
      let others = tables.filter { $0 != table }
      guard others.isEmpty else {
        let names = others.map { "'\($0)'" }.joined(separator: ", ")
        throw UsageError(
          message: "the localized texts use the strings table\(others.count == 1 ? "" : "s") \(names), which "
            + "'\(path)' cannot hold (a catalog holds the table of its name); give a folder to write one "
            + "catalog per table")
      }
      targets = [(table, path)]
    } else {
      // A file that is not a catalog cannot hold one: refused now, before anything is written.
      if FileSystem.exists(path) && !FileSystem.isDirectory(path) {
        throw UsageError(
          message: "'--strings-catalog' names the file '\(path)'; give a folder, or a <Table>.xcstrings file")
      }
      // A new path named like another strings file is a slip, not a folder to create (unless it
      // ends with a slash, which says it is one).
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if !FileSystem.exists(path), !path.hasSuffix("/"),
        let dot = name.lastIndex(of: "."),
        // (`.xcstrings` in other cases too: only the lowercase one names a catalog.)
        ["json", "strings", "stringsdict", "plist", "xcstrings"].contains(
          name[name.index(after: dot)...].lowercased())
      {
        throw UsageError(
          message:
            "'--strings-catalog' names '\(path)', which would be created as a folder; give a folder, or a <Table>.xcstrings file"
        )
      }
      targets = tables.map { ($0, Paths.join(path, $0 + ".xcstrings")) }
    }
    var files: [(path: String, text: String)] = []
    let reported = diagnostics.count
    let texts = StringsCatalogEmitter.Texts(model)
    for target in targets {
      guard !target.table.isEmpty, !target.table.contains("/"), !target.table.hasPrefix(".") else {
        throw UsageError(
          message: "strings table '\(target.table)' cannot be a file name for --strings-catalog")
      }
      // A folder (or a FIFO, a device) in the catalog's place is an output that cannot be written
      // (exit 73), as it is in the Swift file's or the manifest's, not an input that cannot be read;
      // it is not read, which would wait for a FIFO's writer.
      if let problem = FileSystem.notAnOutputFile(target.path) {
        throw FileSystemError(kind: .unwritable, path: target.path, reason: problem)
      }
      let existing = FileSystem.exists(target.path) ? try FileSystem.read(target.path) : nil
      let catalog: XCStringsCatalog?
      do throws(LocalizationFileError) {
        catalog = try existing.map { bytes throws(LocalizationFileError) in
          try XCStringsCatalog(parsing: bytes)
        }
      } catch {
        // As `lint --strings` reports it: the build fails, and nothing is written.
        let message = "invalid String Catalog: \(error.message)"
        if let offset = error.offset {
          let file = sources.add(SourceFile(path: target.path, bytes: existing ?? []))
          diagnostics.append(Diagnostic(.invalidStringsTable, message, at: .point(file, offset)))
        } else {
          diagnostics.append(Diagnostic(.invalidStringsTable, "\(target.path): \(message)", at: nil))
        }
        continue
      }
      // An existing catalog keeps its source language; one asked for by name that differs would
      // store the texts as that other language's.
      if let given = arguments.value("strings-catalog-language"), let catalog,
        canonicalLanguageCode(catalog.sourceLanguage) != language
      {
        // The catalog's own is advised only when the option would take it.
        let own = catalog.sourceLanguage
        let advice =
          isLanguageCode(own)
          ? "give '\(canonicalLanguageCode(own))', or leave the option out to merge in the catalog's own"
          : "leave the option out to merge in the catalog's own"
        throw UsageError(
          message:
            "'--strings-catalog-language \(given)' differs from the source language '\(own)' of '\(target.path)'; \(advice)"
        )
      }
      let merged = StringsCatalogEmitter.merge(
        into: catalog, texts: texts, table: target.table, sourceLanguage: language)
      files.append((target.path, merged.catalog.serialized()))
    }
    if diagnostics.count > reported {
      // In the order lint gives (by file, then position), so that a limit on the count shows them.
      diagnostics = diagnostics.sortedByLocation(in: sources)
    }
    return files
  }
}
