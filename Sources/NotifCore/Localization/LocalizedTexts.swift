/// One `localized(...)` text of a build and the property it sets.
struct LocalizedTextUse: Sendable {
  /// The text (its value is the development-language value).
  let text: Text
  /// Its strings-table entry.
  let localization: Localization
  /// The property it sets (`title`, `categorySummaryFormat`, …).
  let property: String

  /// Whether the system formats the text with its own arguments (rule 14), so that every
  /// translation must have the same format specifiers as the development value.
  var isFormat: Bool { property == "categorySummaryFormat" || property == "hiddenPreviewsBodyPlaceholder" }
}

enum LocalizedTexts {
  /// Every localized text of the model (every declared action and every category, imports
  /// included), in source order.
  static func all(in model: NotificationModel) -> [LocalizedTextUse] {
    var uses: [LocalizedTextUse] = []
    func add(_ text: Text?, _ property: String) {
      guard let text, let localization = text.localization else { return }
      uses.append(LocalizedTextUse(text: text, localization: localization, property: property))
    }
    for action in model.actions {
      add(action.title, "title")
      add(action.textInputButtonTitle, "textInputButtonTitle")
      add(action.textInputPlaceholder, "textInputPlaceholder")
    }
    for category in model.categories {
      add(category.hiddenPreviewsBodyPlaceholder, "hiddenPreviewsBodyPlaceholder")
      add(category.categorySummaryFormat, "categorySummaryFormat")
    }
    return uses.enumerated().sorted { a, b in
      switch (a.element.text.span, b.element.text.span) {
      case (let x?, let y?) where x.file != y.file || x.start != y.start:
        return x.file != y.file ? x.file < y.file : x.start < y.start
      case (nil, _?): return false
      case (_?, nil): return true
      default: return a.offset < b.offset
      }
    }.map(\.element)
  }

  /// The tables the model's localized texts use, sorted.
  static func tables(in model: NotificationModel) -> [String] {
    Set(all(in: model).map(\.localization.table)).sorted()
  }
}
