/// Writes the development-language entries of a build's localized texts into a String Catalog
/// (`Table.xcstrings`, one per strings table), merging them into the catalog that is already
/// there, the way Xcode merges the strings it extracts from code:
///
/// - A key the build uses gets its `comment` (the one the `.notif` file gives, or none: a comment
///   already in the catalog is replaced, or removed, but one Xcode generated is only replaced; a
///   manual key's comment, managed in Xcode, is left as it is) and its development-language value
///   (`default:`, else the key) as a string unit in state `new`, and
///   `"extractionState" : "extracted_with_value"`: what Xcode writes for the
///   `NSLocalizedString(_:tableName:bundle:value:comment:)` call of the generated Swift, so that Xcode
///   and notifc agree on the file. A key added by hand in Xcode (`manual`) stays `manual`.
/// - When the development value changes, translations in state `translated` become `needs_review`,
///   as Xcode marks them.
/// - A key the build no longer uses is marked `"extractionState" : "stale"`, not deleted, when it
///   was extracted with a value (as notifc writes its keys). Keys added by hand, keys extracted
///   without a value (Xcode's own keys of the app's code), translations, variations and every field
///   notifc does not know are kept as they are.
///
/// The result is deterministic: the same build and catalog give the same bytes, in Xcode's layout
/// (``XcodeJSONWriter``), whatever the order of the build's inputs.
public enum StringsCatalogEmitter {
  /// The extraction state notifc writes for the keys it uses.
  public static let extractedState = "extracted_with_value"
  /// The extraction state of keys the build no longer uses.
  public static let staleState = "stale"

  /// The strings tables the build's localized texts use, sorted: one catalog each.
  public static func tables(in model: NotificationModel) -> [String] {
    LocalizedTexts.tables(in: model)
  }

  /// What a merge changed.
  public struct MergeResult: Sendable {
    /// The merged catalog.
    public var catalog: XCStringsCatalog
    /// Keys that were not in the catalog, sorted.
    public var added: [String] = []
    /// Keys whose development value, comment or extraction state changed, sorted.
    public var updated: [String] = []
    /// Keys newly marked stale, sorted.
    public var markedStale: [String] = []
  }

  /// A build's localized texts by strings table, gathered once for a build that merges a catalog
  /// for each table (gathered from the model for each, they were read once per table).
  public struct Texts: Sendable {
    let byTable: [String: [LocalizedTextUse]]

    /// The localized texts of `model`.
    public init(_ model: NotificationModel) {
      byTable = Dictionary(grouping: LocalizedTexts.all(in: model)) { $0.localization.table }
    }
  }

  /// Merges the build's entries of `table` into `catalog` (or into a new catalog whose development
  /// language is `sourceLanguage`).
  public static func merge(
    into catalog: XCStringsCatalog?, model: NotificationModel, table: String, sourceLanguage: String = "en"
  ) -> MergeResult {
    merge(into: catalog, texts: Texts(model), table: table, sourceLanguage: sourceLanguage)
  }

  /// Merges the entries of `table` among `texts` into `catalog` (or into a new catalog whose
  /// development language is `sourceLanguage`).
  public static func merge(
    into catalog: XCStringsCatalog?, texts: Texts, table: String, sourceLanguage: String = "en"
  ) -> MergeResult {
    var catalog = catalog ?? XCStringsCatalog(sourceLanguage: sourceLanguage)
    var result = MergeResult(catalog: catalog)
    let language = catalog.sourceLanguage
    // A key's value is its first text's (two different values are an error, N705). Its comment is
    // every different comment the key has (a warning, N706), sorted and one a line, as Xcode merges
    // them: the same whatever the order of the inputs.
    var used: [String: (value: String, comment: String?)] = [:]
    var comments: [String: Set<String>] = [:]
    for use in texts.byTable[table] ?? [] {
      let key = use.localization.key
      if used[key] == nil { used[key] = (use.text.value, nil) }
      if let comment = use.localization.comment { comments[key, default: []].insert(comment) }
    }
    for (key, texts) in comments { used[key]?.comment = texts.sorted().joined(separator: "\n") }

    for (key, text) in used {
      guard var entry = catalog.strings[key] else {
        var entry = XCStringsCatalog.Entry(comment: text.comment, extractionState: extractedState)
        entry.localizations[language] = XCStringsCatalog.Translation(
          stringUnit: XCStringsCatalog.StringUnit(state: "new", value: text.value))
        catalog.strings[key] = entry
        result.added.append(key)
        continue
      }
      var changed = false
      // A key added by hand in Xcode has its comment managed there: neither replaced nor given one
      // (notifc could not tell a comment it gave from one written there, and would freeze it).
      let manual = entry.extractionState == "manual"
      if let comment = text.comment, entry.comment != comment, !manual {
        entry.comment = comment
        entry.otherFields["isCommentAutoGenerated"] = nil
        changed = true
      } else if text.comment == nil, entry.comment != nil, !manual,
        entry.otherFields["isCommentAutoGenerated"] != .bool(true)
      {
        // The source gives no comment: as Xcode does when it extracts again, the catalog loses the
        // one it has (perhaps taken out of the source), so translators do not keep reading a stale
        // note. A comment written by hand for a manual key, or one Xcode generated, stays. (A key
        // the app's code also uses is notifc's once it uses it, as its value and state are: its
        // comment cannot be kept on the first build and dropped on the next.)
        entry.comment = nil
        changed = true
      }
      if entry.extractionState != "manual" && entry.extractionState != extractedState {
        entry.extractionState = extractedState
        changed = true
      }
      var translation = entry.localizations[language] ?? XCStringsCatalog.Translation()
      if translation.variations.isEmpty {
        if let unit = translation.stringUnit, unit.value != text.value {
          translation.stringUnit?.value = text.value
          translation.stringUnit?.state = "new"
          for (other, var localization) in entry.localizations where other != language {
            if localization.stringUnit?.state == "translated" {
              localization.stringUnit?.state = "needs_review"
            }
            // Variations (by plural, by device, nested) and substitutions hold string units too.
            for (kind, var variation) in localization.variations where markNeedsReview(&variation) {
              localization.variations[kind] = variation
            }
            if var substitutions = localization.otherFields["substitutions"], markNeedsReview(&substitutions)
            {
              localization.otherFields["substitutions"] = substitutions
            }
            entry.localizations[other] = localization
          }
          changed = true
        } else if translation.stringUnit == nil {
          translation.stringUnit = XCStringsCatalog.StringUnit(state: "new", value: text.value)
          changed = true
        }
        entry.localizations[language] = translation
      }
      if changed { result.updated.append(key) }
      catalog.strings[key] = entry
    }

    for (key, var entry) in catalog.strings where used[key] == nil && entry.extractionState == extractedState
    {
      entry.extractionState = staleState
      catalog.strings[key] = entry
      result.markedStale.append(key)
    }
    result.catalog = catalog
    result.added.sort()
    result.updated.sort()
    result.markedStale.sort()
    return result
  }

  /// Marks every translated string unit in `json` (a `stringUnit` object, at any depth) as
  /// needing review; returns whether it marked any.
  static func markNeedsReview(_ json: inout CatalogJSON) -> Bool {
    guard case .object(var members) = json else { return false }
    var changed = false
    for (key, value) in members {
      if key == "stringUnit", case .object(var unit) = value, unit["state"] == .string("translated") {
        unit["state"] = .string("needs_review")
        members[key] = .object(unit)
        changed = true
      } else if case .object = value {
        var child = value
        if markNeedsReview(&child) {
          members[key] = child
          changed = true
        }
      }
    }
    if changed { json = .object(members) }
    return changed
  }

  /// Merges the build's entries of `table` into the catalog file whose bytes are `existing` (`nil`
  /// when there is none yet) and returns the new file's text.
  public static func merge(
    existing: [UInt8]?, model: NotificationModel, table: String, sourceLanguage: String = "en"
  ) throws(LocalizationFileError) -> String {
    try merge(existing: existing, texts: Texts(model), table: table, sourceLanguage: sourceLanguage)
  }

  /// Merges the entries of `table` among `texts` into the catalog file whose bytes are `existing`
  /// (`nil` when there is none yet) and returns the new file's text.
  public static func merge(
    existing: [UInt8]?, texts: Texts, table: String, sourceLanguage: String = "en"
  ) throws(LocalizationFileError) -> String {
    let catalog = try existing.map { bytes throws(LocalizationFileError) in
      try XCStringsCatalog(parsing: bytes)
    }
    return merge(into: catalog, texts: texts, table: table, sourceLanguage: sourceLanguage).catalog
      .serialized()
  }
}
