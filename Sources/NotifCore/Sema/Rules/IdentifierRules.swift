/// Rules 2 and 3: identifiers are what the system and the push payload use, so they must be
/// unambiguous and must not collide with the system's own action identifiers.
///
/// - Two different actions with the same identifier in one category: error (N402); in different
///   categories: warning (N403; Apple: "the identifier is the only way to distinguish one action
///   from another, even when those actions belong to different categories").
/// - Two categories with the same identifier: error (N404; which one the system uses is undefined).
/// - An empty identifier (N405), a system action identifier (N406), another `com.apple.` prefix (N407).
enum IdentifierRules: CheckerRule {
  static let systemIdentifiers = [
    "com.apple.UNNotificationDefaultActionIdentifier", "com.apple.UNNotificationDismissActionIdentifier",
  ]

  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    let model = context.model
    for action in model.actions {
      checkReserved(action.identifier, kind: "action", name: action.name, source: action.source, &diagnostics)
    }
    for category in context.categoryDeclarations {
      let identifier = category.identifier ?? category.name.text
      checkReserved(
        identifier, kind: "category", name: category.name.text, source: category.source, &diagnostics)
    }
    let categories = context.categories
    // Identifiers numbered so that equal identifiers get equal numbers; the tables below are then
    // arrays indexed by number.
    var numbers = IdentifierNumbers(
      allASCII: model.actions.allSatisfy { ByteScan.isASCII($0.identifier) }
        && categories.allSatisfy { ByteScan.isASCII($0.identifier) },
      minimumCapacity: model.actions.count + categories.count)
    let actionNumbers = model.actions.map { numbers.number($0.identifier) }
    let categoryNumbers = categories.map { numbers.number($0.identifier) }
    // Only an identifier that two actions share can be reported across categories: most builds
    // have none.
    var actionsWithNumber = [UInt8](repeating: 0, count: numbers.count)
    for number in actionNumbers where actionsWithNumber[number] < 2 { actionsWithNumber[number] += 1 }
    // For a shared identifier, the first (action, category) pair seen with it, as indices.
    var firstListing: [Int: (action: Int, category: Int)] = [:]
    var reportedAcross: Set<String> = []
    var firstCategoryWithNumber = [Int](repeating: -1, count: numbers.count)
    var inCategory = SmallMap<Int, Int>()
    for (categoryIndex, category) in categories.enumerated() {
      let categoryNumber = categoryNumbers[categoryIndex]
      let firstIndex = firstCategoryWithNumber[categoryNumber]
      if firstIndex >= 0 {
        let first = categories[firstIndex]
        diagnostics.report(
          .duplicateCategoryIdentifier,
          "categories '\(first.name)' and '\(category.name)' have the same identifier '\(category.identifier)'",
          at: category.source.valueSpan(.identifier),
          notes: [DiagnosticNote("'\(first.name)' declared here", at: first.source.nameSpan)])
      } else {
        firstCategoryWithNumber[categoryNumber] = categoryIndex
      }
      inCategory.removeAll()
      for (actionIndex, modelIndex) in context.listedActions[categoryIndex].enumerated() {
        let action = category.actions[actionIndex]
        let number = actionNumbers[Int(modelIndex)]
        if let otherIndex = inCategory[number] {
          let other = category.actions[otherIndex]
          guard other.name != action.name else { continue }
          diagnostics.report(
            .duplicateActionIdentifierInCategory,
            "actions '\(other.name)' and '\(action.name)' in category '\(category.name)' have the same identifier '\(action.identifier)'",
            at: action.source.valueSpan(.identifier),
            notes: [DiagnosticNote("'\(other.name)' declared here", at: other.source.nameSpan)])
          continue
        }
        inCategory[number] = actionIndex
        guard actionsWithNumber[number] > 1 else { continue }
        if let first = firstListing[number] {
          let otherCategory = categories[first.category]
          let other = otherCategory.actions[first.action]
          if other.name != action.name && otherCategory.name != category.name
            && reportedAcross.insert(action.name).inserted
          {
            diagnostics.report(
              .duplicateActionIdentifierAcrossCategories,
              "actions '\(other.name)' and '\(action.name)' share the identifier '\(action.identifier)'; handlers that look only at the identifier cannot tell them apart",
              at: action.source.valueSpan(.identifier),
              notes: [DiagnosticNote("'\(other.name)' declared here", at: other.source.nameSpan)])
          }
        } else {
          firstListing[number] = (actionIndex, categoryIndex)
        }
      }
    }
  }

  private static func checkReserved(
    _ identifier: String, kind: String, name: String, source: DeclarationSource,
    _ diagnostics: inout DiagnosticBag
  ) {
    // Every reserved identifier starts with "com.apple.": most identifiers are told apart by their
    // first byte, with no string comparison.
    if let first = identifier.utf8.first, first != UInt8(ascii: "c") { return }
    let span = source.valueSpan(.identifier)
    if identifier.isEmpty {
      diagnostics.report(
        .emptyIdentifier, "\(kind) '\(name)' has an empty identifier", at: span,
        notes: [DiagnosticNote("Apple: the identifier must not be nil or an empty string")])
    } else if systemIdentifiers.contains(identifier) {
      diagnostics.report(
        .systemActionIdentifier,
        "'\(identifier)' is the system's own action identifier; \(kind == "action" ? "an action" : "a category") that uses it cannot be told apart from the system action",
        at: span)
    } else if identifier.hasPrefix("com.apple.") {
      diagnostics.report(
        .reservedIdentifierPrefix, "\(kind) identifier '\(identifier)' uses Apple's 'com.apple.' prefix",
        at: span)
    }
  }
}

/// Numbers for identifiers, equal when the identifiers are equal `String`s. When every identifier
/// of the build is ASCII, where `String` equality is byte equality, they come from a
/// ``NameTable``; otherwise from a dictionary, which compares by canonical equivalence (an ASCII
/// identifier can equal one that is not: U+212A KELVIN SIGN is "K").
private struct IdentifierNumbers {
  private var table: NameTable?
  private var dictionary: [String: Int] = [:]

  init(allASCII: Bool, minimumCapacity: Int) {
    if allASCII {
      table = NameTable(minimumCapacity: minimumCapacity)
    } else {
      dictionary.reserveCapacity(minimumCapacity)
    }
  }

  /// How many different identifiers have been numbered.
  var count: Int { table?.count ?? dictionary.count }

  /// The number of `identifier`, new if it has none yet.
  mutating func number(_ identifier: String) -> Int {
    if table != nil { return table!.insert(identifier).index }
    if let number = dictionary[identifier] { return number }
    let number = dictionary.count
    dictionary[identifier] = number
    return number
  }
}
