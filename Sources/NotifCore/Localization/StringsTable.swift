/// One strings table in every language it has, read from a String Catalog (`Table.xcstrings`) or
/// from classic strings files (`xx.lproj/Table.strings`): what ``TranslationChecker`` compares the
/// build's localized texts with.
public struct StringsTable: Sendable {
  /// The table's name (`Localizable`): the `tableName:` of `NSLocalizedString`.
  public let name: String
  /// The files it was read from.
  public let paths: [String]
  /// The development language, when the files say (a String Catalog's `sourceLanguage`).
  public let sourceLanguage: String?
  /// Every language the table has, sorted.
  public let languages: [String]
  /// The entries, by key as spelt.
  public let entries: [Key: Entry]

  /// A key as spelt, compared scalar for scalar as Foundation looks keys up: `String` equality is
  /// canonical equivalence, which would take `caf\u{E9}` and `cafe\u{301}` for one key.
  public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public let text: String

    /// A key.
    public init(_ text: String) { self.text = text }

    public static func == (lhs: Key, rhs: Key) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(text.utf8.count)
      for byte in text.utf8 { hasher.combine(byte) }
    }

    public var description: String { text }

    /// The key with its non-ASCII scalars written as escapes (`café` → `caf\u{E9}`), so that two
    /// spellings that look the same can be told apart.
    public var escaped: String {
      text.unicodeScalars.map {
        $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}"
      }
      .joined()
    }
  }

  /// One key in every language.
  public struct Entry: Sendable {
    /// Whether translators should translate it (a catalog's "Don't Translate" clears it).
    public var shouldTranslate = true
    /// The translations, by language.
    public var translations: [String: Translation] = [:]
    /// Where the key is written (in the first file that has it).
    public var span: SourceSpan?
  }

  /// The text of one key in one language.
  public struct Translation: Sendable {
    /// How far the translation is.
    public enum State: Sendable {
      /// Translated (a catalog's `translated` state, or any entry of a strings file).
      case translated
      /// Added but not translated yet (a catalog's `new` state, or an empty localization).
      case untranslated
      /// Translated, but the development value changed since (`needs_review`).
      case needsReview
    }

    /// The plain string, when there is one.
    public var value: String?
    /// How far the translation is.
    public var state: State
    /// The kinds of variations (`device`, `plural`, `substitutions`), sorted; empty for a plain string.
    public var variations: [String]
    /// Where the value is written.
    public var span: SourceSpan?
  }
}

/// Reads strings tables from files for ``TranslationChecker``. A file is a String Catalog
/// (`Table.xcstrings`) or one language of a classic table (`xx.lproj/Table.strings`); the table's
/// name is the file name without its extension. Problems (malformed files, a table given twice) are
/// N725 errors; each file read is added to `sources`, so that diagnostics can point into it.
public enum StringsTableLoader {
  /// A file to read: its path (as diagnostics should show it) and its bytes.
  public struct File: Sendable {
    /// The path.
    public let path: String
    /// The bytes.
    public let bytes: [UInt8]

    /// Creates a file.
    public init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// What a path names.
  public enum Kind: Equatable, Sendable {
    /// A String Catalog of the table.
    case catalog(table: String)
    /// One language of a classic strings table.
    case strings(table: String, language: String)
    /// The varying entries (plural, device, width) of one language of a classic strings table.
    case stringsDictionary(table: String, language: String)
  }

  /// What `path` names, or `nil` when it is not a strings table file.
  public static func kind(of path: String) -> Kind? {
    let parts = path.split(separator: "/")
    guard let name = parts.last else { return nil }
    if name.hasSuffix(".xcstrings") && name.count > ".xcstrings".count {
      return .catalog(table: String(name.dropLast(".xcstrings".count)))
    }
    guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"),
      parts[parts.count - 2].count > ".lproj".count
    else { return nil }
    let language = String(parts[parts.count - 2].dropLast(".lproj".count))
    for suffix in [".strings", ".stringsdict"] where name.hasSuffix(suffix) && name.count > suffix.count {
      let table = String(name.dropLast(suffix.count))
      return suffix == ".strings"
        ? .strings(table: table, language: language) : .stringsDictionary(table: table, language: language)
    }
    return nil
  }

  /// Reads every file into tables, sorted by name. `unreadable` names the tables of files that could
  /// not be read, so that the check does not also report their keys as missing.
  public static func load(_ files: [File], sources: inout SourceManager) -> (
    tables: [StringsTable], diagnostics: [Diagnostic], unreadable: Set<String>
  ) {
    var unreadable: Set<String> = []
    var diagnostics = DiagnosticBag()
    var catalogs: [String: (path: String, catalog: XCStringsCatalog, file: FileID)] = [:]
    var stringsFiles: [String: [String: (path: String, file: StringsFile, id: FileID)]] = [:]
    var dictionaries: [String: [String: (path: String, file: StringsDictFile, id: FileID)]] = [:]
    func invalid(_ path: String, _ what: String, _ error: LocalizationFileError, text: [UInt8]) {
      guard let offset = error.offset else {
        diagnostics.report(.invalidStringsTable, "\(path): invalid \(what): \(error.message)", at: nil)
        return
      }
      let id = sources.add(SourceFile(path: path, bytes: text))
      diagnostics.report(.invalidStringsTable, "invalid \(what): \(error.message)", at: .point(id, offset))
    }

    /// A strings file's or dictionary's bytes as the UTF-8 text its errors' offsets count (a UTF-16
    /// file converted), or as they are when they cannot be decoded.
    func utf8Text(_ bytes: [UInt8]) -> [UInt8] {
      (try? StringsFile.decode(bytes).text).map { Array($0.utf8) } ?? bytes
    }

    /// Whether the table (in that language) was already read from another file; reports it if so.
    /// A language's strings file and strings dictionary are two halves of it, not a repeat.
    func alreadyRead(_ table: String, _ language: String?, _ path: String, dictionary: Bool = false) -> Bool {
      // The classic files' paths only for a catalog (a language's file looks at its own language:
      // listing them all for each file was languages² for a table in many languages).
      func firstClassicPath() -> String? {
        ((stringsFiles[table]?.values.map(\.path) ?? []) + (dictionaries[table]?.values.map(\.path) ?? []))
          .min()
      }
      let sameKind = language.map {
        dictionary ? dictionaries[table]?[$0]?.path : stringsFiles[table]?[$0]?.path
      }
      let first = catalogs[table]?.path ?? (language == nil ? firstClassicPath() : sameKind ?? nil)
      guard let first else { return false }
      let name = language.map { "'\(table)' in '\($0)'" } ?? "'\(table)'"
      diagnostics.report(
        .invalidStringsTable, "\(path): strings table \(name) is also in \(first); this file is ignored",
        at: nil)
      return true
    }

    for file in files.sorted(by: { $0.path < $1.path }) {
      switch kind(of: file.path) {
      case .catalog(let table):
        if alreadyRead(table, nil, file.path) { continue }
        do throws(LocalizationFileError) {
          let catalog = try XCStringsCatalog(parsing: file.bytes)
          let id = sources.add(SourceFile(path: file.path, bytes: file.bytes))
          catalogs[table] = (file.path, catalog, id)
        } catch {
          invalid(file.path, "String Catalog", error, text: file.bytes)
          unreadable.insert(table)
        }
      case .strings(let table, let language):
        if alreadyRead(table, language, file.path) { continue }
        do throws(LocalizationFileError) {
          let strings = try StringsFile(parsing: file.bytes)
          let id = sources.add(SourceFile(path: file.path, text: strings.text))
          stringsFiles[table, default: [:]][language] = (file.path, strings, id)
        } catch {
          invalid(file.path, "strings file", error, text: utf8Text(file.bytes))
          unreadable.insert(table)
        }
      case .stringsDictionary(let table, let language):
        if alreadyRead(table, language, file.path, dictionary: true) { continue }
        do throws(LocalizationFileError) {
          let dictionary = try StringsDictFile(parsing: file.bytes)
          let id = sources.add(SourceFile(path: file.path, text: dictionary.text))
          dictionaries[table, default: [:]][language] = (file.path, dictionary, id)
        } catch {
          invalid(file.path, "strings dictionary", error, text: utf8Text(file.bytes))
          unreadable.insert(table)
        }
      case nil:
        diagnostics.report(
          .invalidStringsTable,
          "\(file.path): not a strings table; expected a String Catalog (Table.xcstrings) or a strings file or "
            + "strings dictionary in a language folder (xx.lproj/Table.strings, xx.lproj/Table.stringsdict)",
          at: nil)
      }
    }

    var tables: [StringsTable] = []
    for (name, entry) in catalogs {
      tables.append(table(name, catalog: entry.catalog, path: entry.path, file: entry.file))
    }
    for name in Set(stringsFiles.keys).union(dictionaries.keys) where catalogs[name] == nil {
      tables.append(
        table(name, languages: stringsFiles[name] ?? [:], dictionaries: dictionaries[name] ?? [:]))
    }
    return (tables.sorted { $0.name < $1.name }, diagnostics.diagnostics, unreadable)
  }

  static func table(_ name: String, catalog: XCStringsCatalog, path: String, file: FileID) -> StringsTable {
    func span(_ path: CatalogJSONParser.Path) -> SourceSpan? {
      catalog.offset(path).map { .point(file, $0) }
    }
    var languages: Set<String> = [catalog.sourceLanguage]
    var entries: [StringsTable.Key: StringsTable.Entry] = [:]
    for (key, item) in catalog.strings {
      var entry = StringsTable.Entry(shouldTranslate: item.shouldTranslate, span: span(["strings", key]))
      for (language, localization) in item.localizations {
        languages.insert(language)
        var kinds = localization.variations.keys.sorted()
        if localization.otherFields["substitutions"] != nil { kinds.append("substitutions") }
        let state: StringsTable.Translation.State
        switch localization.stringUnit?.state {
        case "new": state = .untranslated
        case "needs_review": state = .needsReview
        case nil: state = kinds.isEmpty ? .untranslated : .translated
        default: state = .translated
        }
        let base = ["strings", key, "localizations", language]
        entry.translations[language] = StringsTable.Translation(
          value: localization.stringUnit?.value, state: state, variations: kinds.sorted(),
          span: span(base + ["stringUnit", "value"]) ?? span(base + ["variations"]) ?? span(base))
      }
      entries[StringsTable.Key(key)] = entry
    }
    return StringsTable(
      name: name, paths: [path], sourceLanguage: catalog.sourceLanguage, languages: languages.sorted(),
      entries: entries)
  }

  /// A classic table from its strings files and strings dictionaries, by language. A key in both
  /// files of a language is the dictionary's, as Foundation looks there first.
  static func table(
    _ name: String, languages: [String: (path: String, file: StringsFile, id: FileID)],
    dictionaries: [String: (path: String, file: StringsDictFile, id: FileID)]
  ) -> StringsTable {
    var entries: [StringsTable.Key: StringsTable.Entry] = [:]
    let allLanguages = Set(languages.keys).union(dictionaries.keys).sorted()
    for language in allLanguages {
      for item in languages[language]?.file.entries ?? [] {
        let id = languages[language]!.id
        // In place: a copy of the entry taken out and put back would copy its translations for
        // each language (keys × languages²).
        entries[StringsTable.Key(item.key), default: StringsTable.Entry(span: .point(id, item.keyOffset))]
          .translations[language] = StringsTable.Translation(
            value: item.value, state: .translated, variations: [], span: .point(id, item.valueOffset))
      }
      for item in dictionaries[language]?.file.entries ?? [] {
        let id = dictionaries[language]!.id
        // An entry without variables is a plain translation in the dictionary's form.
        entries[StringsTable.Key(item.key), default: StringsTable.Entry(span: .point(id, item.keyOffset))]
          .translations[language] = StringsTable.Translation(
            value: item.variations.isEmpty ? item.format : nil, state: .translated,
            variations: item.variations,
            span: .point(id, item.variations.isEmpty ? item.formatOffset ?? item.keyOffset : item.keyOffset))
      }
    }
    let paths = allLanguages.flatMap { [languages[$0]?.path, dictionaries[$0]?.path].compactMap { $0 } }
    return StringsTable(
      name: name, paths: paths, sourceLanguage: nil, languages: allLanguages, entries: entries)
  }
}
