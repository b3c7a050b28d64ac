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
      checkReserved(
        action.identifier, kind: "action", name: action.name, span: action.source.valueSpan("identifier"),
        &diagnostics)
    }
    for category in context.categoryDeclarations {
      let identifier = category.identifier?.value ?? category.name.text
      checkReserved(
        identifier, kind: "category", name: category.name.text, span: category.source.valueSpan("identifier"),
        &diagnostics)
    }
    var categoryByIdentifier: [String: Category] = [:]
    var actionByIdentifier: [String: (action: Action, category: Category)] = [:]
    var reportedAcross: Set<String> = []
    for category in declarationOrder(model.categories) {
      if let first = categoryByIdentifier[category.identifier] {
        diagnostics.report(
          .duplicateCategoryIdentifier,
          "categories '\(first.name)' and '\(category.name)' have the same identifier '\(category.identifier)'",
          at: category.source.valueSpan("identifier"),
          notes: [DiagnosticNote("'\(first.name)' declared here", at: first.source.nameSpan)])
      } else {
        categoryByIdentifier[category.identifier] = category
      }
      var inCategory: [String: Action] = [:]
      for action in category.actions {
        if let other = inCategory[action.identifier], other.name != action.name {
          diagnostics.report(
            .duplicateActionIdentifierInCategory,
            "actions '\(other.name)' and '\(action.name)' in category '\(category.name)' have the same identifier '\(action.identifier)'",
            at: action.source.valueSpan("identifier"),
            notes: [DiagnosticNote("'\(other.name)' declared here", at: other.source.nameSpan)])
          continue
        }
        inCategory[action.identifier] = action
        if let other = actionByIdentifier[action.identifier] {
          if other.action.name != action.name && other.category.name != category.name
            && reportedAcross.insert(action.name).inserted
          {
            diagnostics.report(
              .duplicateActionIdentifierAcrossCategories,
              "actions '\(other.action.name)' and '\(action.name)' share the identifier '\(action.identifier)'; handlers that look only at the identifier cannot tell them apart",
              at: action.source.valueSpan("identifier"),
              notes: [
                DiagnosticNote("'\(other.action.name)' declared here", at: other.action.source.nameSpan)
              ])
          }
        } else {
          actionByIdentifier[action.identifier] = (action, category)
        }
      }
    }
  }

  /// Categories in source order (the model sorts them by identifier).
  static func declarationOrder(_ categories: [Category]) -> [Category] {
    categories.sorted {
      ($0.source.span.file, $0.source.span.start) < ($1.source.span.file, $1.source.span.start)
    }
  }

  private static func checkReserved(
    _ identifier: String, kind: String, name: String, span: SourceSpan, _ diagnostics: inout DiagnosticBag
  ) {
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
