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
    var categoryByIdentifier: [String: Int] = [:]
    categoryByIdentifier.reserveCapacity(categories.count)
    // Only an identifier that two actions share can be reported across categories: most builds
    // have none, and then the categories' lists need no table of every identifier.
    var identifiers: Set<String> = []
    identifiers.reserveCapacity(model.actions.count)
    var shared: Set<String> = []
    for action in model.actions where !identifiers.insert(action.identifier).inserted {
      shared.insert(action.identifier)
    }
    identifiers = []
    // The first (action, category) pair seen for each shared identifier, as indices.
    var actionByIdentifier: [String: (action: Int, category: Int)] = [:]
    var reportedAcross: Set<String> = []
    var inCategory = SmallMap<String, Int>()
    for (categoryIndex, category) in categories.enumerated() {
      if let firstIndex = categoryByIdentifier[category.identifier] {
        let first = categories[firstIndex]
        diagnostics.report(
          .duplicateCategoryIdentifier,
          "categories '\(first.name)' and '\(category.name)' have the same identifier '\(category.identifier)'",
          at: category.source.valueSpan(.identifier),
          notes: [DiagnosticNote("'\(first.name)' declared here", at: first.source.nameSpan)])
      } else {
        categoryByIdentifier[category.identifier] = categoryIndex
      }
      inCategory.removeAll()
      for (actionIndex, action) in category.actions.enumerated() {
        if let otherIndex = inCategory[action.identifier] {
          let other = category.actions[otherIndex]
          guard other.name != action.name else { continue }
          diagnostics.report(
            .duplicateActionIdentifierInCategory,
            "actions '\(other.name)' and '\(action.name)' in category '\(category.name)' have the same identifier '\(action.identifier)'",
            at: action.source.valueSpan(.identifier),
            notes: [DiagnosticNote("'\(other.name)' declared here", at: other.source.nameSpan)])
          continue
        }
        inCategory[action.identifier] = actionIndex
        guard !shared.isEmpty, shared.contains(action.identifier) else { continue }
        if let first = actionByIdentifier[action.identifier] {
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
          actionByIdentifier[action.identifier] = (actionIndex, categoryIndex)
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
