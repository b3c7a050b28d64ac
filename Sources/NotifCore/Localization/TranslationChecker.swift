/// Checks a build's localized texts against its strings tables (`notifc lint --strings PATH`). Every
/// finding points at the `localized(...)` in the `.notif` file, with a note pointing into the table
/// where that helps:
///
/// - N721 (error): the key is not in its table, or the table was not given.
/// - N722 (warning): the key is untranslated, or needs review, in languages the table otherwise has.
/// - N723 (error): a translation of `categorySummaryFormat` or `hiddenPreviewsBodyPlaceholder` has
///   format specifiers that differ from the development value's in number, order or type.
/// - N724 (warning): a translation varies by plural or device where notifc expects a plain string.
///
/// A key used in several places is reported once, at its first use.
public enum TranslationChecker {
  /// Checks every localized text of `model` against `tables`. The keys of the `unreadable` tables
  /// (files that could not be read, already reported) are not checked.
  public static func check(
    model: NotificationModel, tables: [StringsTable], unreadable: Set<String> = []
  ) -> [Diagnostic] {
    var diagnostics = DiagnosticBag()
    let byName = Dictionary(tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var seen: Set<String> = []
    var missingTables: Set<String> = []
    /// The note of every missing table, made at the first.
    lazy var givenTables = given(tables, unreadable: unreadable)
    var formatChecked: Set<String> = []
    var lookalikes: [String: [String: StringsTable.Key]] = [:]
    for use in LocalizedTexts.all(in: model) {
      let key = use.localization.key
      let id = use.localization.table + "\u{0}" + key
      guard let table = byName[use.localization.table] else {
        // A name that is not a table's is reported as such (N708), not also as a missing table.
        if !unreadable.contains(use.localization.table) && TableNames.problem(use.localization.table) == nil
          && missingTables.insert(use.localization.table).inserted
        {
          diagnostics.report(
            .missingTranslationKey,
            "strings table '\(use.localization.table)' of key '\(key)' was not found",
            at: use.text.span, notes: [DiagnosticNote(givenTables)])
        }
        continue
      }
      // As spelt, scalar for scalar, as iOS looks a key up (see `StringsTable.Key`).
      guard let entry = table.entries[StringsTable.Key(key)] else {
        if seen.insert(id).inserted {
          var notes = [DiagnosticNote("the table is read from \(files(table.paths))")]
          // A key that only looks the same (canonically equivalent): say how each is spelt. The
          // table's keys by `String` (which compares so) are made once, at its first missing key.
          if lookalikes[table.name] == nil {
            lookalikes[table.name] = Dictionary(
              table.entries.keys.map { ($0.text, $0) }, uniquingKeysWith: { first, _ in first })
          }
          if let spelt = lookalikes[table.name]?[key], let entry = table.entries[spelt] {
            let spelling = spelt.text
            notes.append(
              DiagnosticNote(
                "the table has '\(spelling)', which looks the same but is spelt '\(StringsTable.Key(spelling).escaped)' where this "
                  + "key is '\(StringsTable.Key(key).escaped)'; iOS finds a key only as spelt",
                at: entry.span))
          }
          diagnostics.report(
            .missingTranslationKey, "key '\(key)' is not in strings table '\(table.name)'", at: use.text.span,
            notes: notes)
        }
        continue
      }
      if seen.insert(id).inserted {
        checkCompleteness(use, entry, table, &diagnostics)
        checkVariations(use, entry, table, &diagnostics)
      }
      if use.isFormat && formatChecked.insert(id + "\u{0}" + use.text.value).inserted {
        checkFormats(use, entry, table, &diagnostics)
      }
    }
    return diagnostics.diagnostics
  }

  /// N722: languages the table has in which the key is untranslated or needs review.
  private static func checkCompleteness(
    _ use: LocalizedTextUse, _ entry: StringsTable.Entry, _ table: StringsTable,
    _ diagnostics: inout DiagnosticBag
  ) {
    guard entry.shouldTranslate else { return }
    var untranslated: [String] = []
    var review: [String] = []
    for language in table.languages where language != table.sourceLanguage {
      switch entry.translations[language]?.state {
      case nil, .untranslated?: untranslated.append(language)
      case .needsReview?: review.append(language)
      case .translated?: break
      }
    }
    var parts: [String] = []
    if !untranslated.isEmpty { parts.append("is untranslated in \(list(untranslated))") }
    if !review.isEmpty { parts.append("needs review in \(list(review))") }
    guard !parts.isEmpty else { return }
    diagnostics.report(
      .untranslatedText,
      "key '\(use.localization.key)' of strings table '\(table.name)' \(parts.joined(separator: " and "))",
      at: use.text.span)
  }

  /// N724: plural, device or substitution variations.
  private static func checkVariations(
    _ use: LocalizedTextUse, _ entry: StringsTable.Entry, _ table: StringsTable,
    _ diagnostics: inout DiagnosticBag
  ) {
    var languagesByKind: [String: [String]] = [:]
    for (language, translation) in entry.translations {
      for kind in translation.variations { languagesByKind[kind, default: []].append(language) }
    }
    for kind in languagesByKind.keys.sorted() {
      let languages = languagesByKind[kind]!.sorted()
      let reason: String
      switch kind {
      case "plural":
        reason =
          "varies by plural in \(list(languages)); notifc expects a plain string: the generated code registers "
          + "the text without a count, so no plural form can be chosen"
      case "device":
        reason =
          "varies by device in \(list(languages)); notifc expects a plain string: the variation is chosen once, "
          + "on the device that registers the categories, so a notification mirrored to Apple Watch shows "
          + "the iPhone's text"
      case "width":
        reason =
          "varies by width in \(list(languages)); notifc expects a plain string: the generated code registers "
          + "the text as looked up, without choosing a width (`variantFittingPresentationWidth`)"
      case "substitutions":
        reason =
          "has substitutions in \(list(languages)); notifc expects a plain string: the generated code registers "
          + "the text without the arguments that choose the substitutions"
      default:
        reason =
          "has a '\(kind)' variation in \(list(languages)); notifc expects a plain string: the generated code "
          + "registers one text per language"
      }
      let notes = entry.translations[languages[0]]?.span.map {
        [DiagnosticNote("'\(languages[0])' is here", at: $0)]
      }
      diagnostics.report(
        .unexpectedVariation, "key '\(use.localization.key)' of strings table '\(table.name)' \(reason)",
        at: use.text.span, notes: notes ?? [])
    }
  }

  /// N723: every translation must give the system's arguments the same specifiers as the
  /// development value.
  private static func checkFormats(
    _ use: LocalizedTextUse, _ entry: StringsTable.Entry, _ table: StringsTable,
    _ diagnostics: inout DiagnosticBag
  ) {
    let expected = FormatArguments(use.text.value)
    for language in entry.translations.keys.sorted() {
      guard let translation = entry.translations[language], let value = translation.value else { continue }
      let found = FormatArguments(value)
      guard let problem = found.difference(from: expected) else { continue }
      var notes = [DiagnosticNote("the development value is '\(use.text.value)'")]
      if let span = translation.span {
        notes.append(DiagnosticNote("the '\(language)' translation is here", at: span))
      }
      if problem.reordered {
        notes.append(DiagnosticNote("to change the order of the arguments, number them, as in '%2$@ %1$u'"))
      }
      diagnostics.report(
        .translationFormatMismatch,
        "'\(language)' translation of '\(use.localization.key)' (\(use.property)) \(problem.message)",
        at: use.text.span, notes: notes)
    }
  }

  /// The files of a table, or the first and a count when there are many.
  static func files(_ paths: [String]) -> String {
    paths.count <= 3 ? list(paths) : "\(paths[0]) and \(paths.count - 1) other files"
  }

  /// What N721 says of the tables given, for a table that is not among them: at most eight named
  /// (a build can give thousands, and each missing table is an error of its own).
  static func given(_ tables: [StringsTable], unreadable: Set<String>) -> String {
    func named(_ names: [String]) -> String {
      let quoted = names.prefix(8).map { "'\($0)'" }
      return names.count <= 8 ? list(quoted) : quoted.joined(separator: ", ") + " and \(names.count - 8) more"
    }
    let names = tables.map(\.name)
    // A table of which only some files could be read is among those given.
    let unreadableNames = unreadable.subtracting(names).sorted()
    var given =
      switch names.count {
      case 0 where !unreadableNames.isEmpty: "no table given could be read"
      case 0: "no strings tables were given"
      case 1: "the only table given is '\(names[0])'"
      default: "the tables given are \(named(names))"
      }
    if !unreadableNames.isEmpty {
      given +=
        names.isEmpty ? " (\(named(unreadableNames)))" : "; \(named(unreadableNames)) could not be read"
    }
    return given
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}

/// The arguments a printf-style format consumes: the type of each argument by its 1-based
/// position (`%2$@` is argument 2; unnumbered specifiers take the next argument in turn).
struct FormatArguments: Equatable {
  /// The specifier text and its type (length modifiers and conversion: `u`, `lu`, `@`) by argument:
  /// the first specifier that reads the argument.
  var arguments: [Int: (text: String, type: String)] = [:]
  /// The first argument that two specifiers read as different types (`%1$u … %1$@`), with the
  /// second one's text: whatever the development value is, one of them misreads the argument (the
  /// development value's own specifiers are checked by the format string rule, N805).
  var conflict: (position: Int, text: String)?

  static func == (lhs: FormatArguments, rhs: FormatArguments) -> Bool {
    lhs.arguments.mapValues(\.type) == rhs.arguments.mapValues(\.type)
  }

  init(_ string: String) {
    var next = 1
    for specifier in FormatStringRule.specifiers(in: string) {
      // Each `*` (a width or precision given as an argument) takes an integer argument first.
      for scalar in specifier.text.unicodeScalars where scalar == "*" {
        read(next, specifier.text, "*")
        next += 1
      }
      let position: Int
      if let given = specifier.position {
        position = given
      } else {
        position = next
        next += 1
      }
      read(position, specifier.text, Self.type(of: specifier))
    }
  }

  /// Records that the specifier `text` reads argument `position` as `type`.
  private mutating func read(_ position: Int, _ text: String, _ type: String) {
    if let first = arguments[position] {
      if first.type != type && conflict == nil { conflict = (position, text) }
    } else {
      arguments[position] = (text, type)
    }
  }

  /// The length modifiers and conversion of a specifier, with `%i` read as `%d`.
  static func type(of specifier: FormatStringRule.Specifier) -> String {
    var modifiers = ""
    for scalar in specifier.text.unicodeScalars.dropFirst().reversed().dropFirst() {
      guard "hlqLzjt".unicodeScalars.contains(scalar) else { break }
      modifiers.unicodeScalars.insert(scalar, at: modifiers.unicodeScalars.startIndex)
    }
    return modifiers + (specifier.conversion == "i" ? "d" : specifier.conversion)
  }

  /// Why `self` (a translation) does not fit `expected` (the development value), or `nil`.
  func difference(from expected: FormatArguments) -> (message: String, reordered: Bool)? {
    if let conflict, expected.conflict == nil {
      return (
        "reads argument \(conflict.position) both with '\(arguments[conflict.position]!.text)' and with "
          + "'\(conflict.text)'", false
      )
    }
    guard self != expected else { return nil }
    func describe(_ format: FormatArguments) -> String {
      let texts = format.arguments.keys.sorted().map { "'\(format.arguments[$0]!.text)'" }
      return texts.isEmpty ? "none" : texts.joined(separator: ", ")
    }
    if Set(arguments.keys) != Set(expected.arguments.keys) {
      let count = arguments.count
      return (
        "has \(count) format argument\(count == 1 ? "" : "s") (\(describe(self))) where the development value has "
          + "\(expected.arguments.count) (\(describe(expected)))", false
      )
    }
    let position = arguments.keys.sorted().first { arguments[$0]!.type != expected.arguments[$0]!.type }!
    let reordered =
      arguments.values.map(\.type).sorted() == expected.arguments.values.map(\.type).sorted()
    return (
      "formats argument \(position) with '\(arguments[position]!.text)' where the development value has "
        + "'\(expected.arguments[position]!.text)'", reordered
    )
  }
}
