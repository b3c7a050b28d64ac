/// Rule 6: names become Swift identifiers in the generated code (`complete_reminder` →
/// `completeReminder`, `CompleteReminder`). Two names that map to the same Swift name in one scope
/// would not compile (N411); a name with no letters or digits, or whose Swift name would start
/// with a digit, has no Swift name (N412).
///
/// Scopes: category types and cases are app-wide; action cases are per category, where they
/// also share the scope with the built-in `defaultAction` case, and `dismissAction` when the
/// category has `customDismissAction` (the response enum has that case only then). The enums of
/// category identifiers and of each category's actions are `CaseIterable`: a case named
/// `allCases` would make their `allCases` ambiguous wherever the app uses it.
enum SwiftNameRule: CheckerRule {
  static let builtInCases = ["defaultAction", "dismissAction"]
  /// The member every `CaseIterable` enum has, which a case must not be named.
  static let caseIterableList = "allCases"

  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    // Each action's case name, computed once and numbered (equal names, equal numbers), as
    // categories list the same actions many times; the table keeps each name once. Case names are
    // ASCII, so the name table's byte comparison is `String` equality.
    let actions = context.model.actions
    var caseNameTable = NameTable(minimumCapacity: actions.count)
    var caseNumbers = [Int32](repeating: -1, count: actions.count)
    var namedActions = 0
    for (index, action) in actions.enumerated() {
      guard let caseName = SwiftNames.lowerCamel(action.name) else {
        reportNoName(action.name, span: action.source.nameSpan, &diagnostics)
        continue
      }
      caseNumbers[index] = Int32(caseNameTable.insert(caseName).index)
      namedActions += 1
    }
    let caseNames = caseNameTable.names
    // A category lists an action once (resolution drops repeats), so two of its cases can only
    // collide when two actions of the build share a case name.
    let caseNamesCollide = caseNameTable.count < namedActions
    let defaultNumber = caseNameTable.index(of: builtInCases[0])
    let dismissNumber = caseNameTable.index(of: builtInCases[1])
    let allCasesNumber = caseNameTable.index(of: caseIterableList)
    // The categories' Swift names, each numbered with the first category that has it.
    var swiftNames = NameTable(minimumCapacity: context.categories.count)
    var firstWithSwiftName: [(name: String, span: SourceSpan)] = []
    firstWithSwiftName.reserveCapacity(context.categories.count)
    var cases = SmallMap<Int, Int>()
    // The pairs of actions already reported: categories that list both would repeat the error.
    var reportedPairs: Set<Int> = []
    // The actions already reported for a built-in case or `allCases`: once, at the first category
    // that lists them (renaming the action is the fix, in every category).
    var reportedActions: Set<Int> = []
    for (categoryIndex, category) in context.categories.enumerated() {
      guard let swiftName = SwiftNames.lowerCamel(category.name) else {
        reportNoName(category.name, span: category.source.nameSpan, &diagnostics)
        continue
      }
      let (number, isNew) = swiftNames.insert(swiftName)
      if isNew {
        firstWithSwiftName.append((category.name, category.source.nameSpan))
      } else {
        let other = firstWithSwiftName[number]
        reportCollision(
          other.name, category.name, swiftName, span: category.source.nameSpan, first: other.span,
          sources: context.declarations.sources, &diagnostics)
      }
      cases.removeAll()
      let dismissInScope = category.options.contains(.customDismissAction) ? dismissNumber : nil
      // Actions are only read to report (see IdentifierRules).
      for number in context.listedActions[categoryIndex] {
        let index = Int(number)
        let caseNumber = Int(caseNumbers[index])
        guard caseNumber >= 0 else { continue }
        if caseNumber == defaultNumber || caseNumber == dismissInScope {
          guard reportedActions.insert(index).inserted else { continue }
          let (action, caseName) = (actions[index], caseNames[caseNumber])
          diagnostics.report(
            .swiftNameCollision,
            "action '\(action.name)' would be the Swift case '\(caseName)', which the generated response enum of category '\(category.name)' already has",
            at: action.source.nameSpan)
        } else if caseNumber == allCasesNumber {
          guard reportedActions.insert(index).inserted else { continue }
          diagnostics.report(
            .swiftNameCollision,
            "action '\(actions[index].name)' would be the Swift case '\(caseIterableList)', which clashes with the static 'allCases' that 'CaseIterable' gives the generated action enum of category '\(category.name)'",
            at: actions[index].source.nameSpan)
        } else if !caseNamesCollide {
          continue
        } else if let otherIndex = cases[caseNumber] {
          let pair = min(index, otherIndex) * actions.count + max(index, otherIndex)
          guard reportedPairs.insert(pair).inserted else { continue }
          let (action, other) = (actions[index], actions[otherIndex])
          // The actions may be valid where they are (a shared file): the category is the clash.
          reportCollision(
            other.name, action.name, caseNames[caseNumber], span: action.source.nameSpan,
            first: other.source.nameSpan, in: category, sources: context.declarations.sources, &diagnostics)
        } else {
          cases[caseNumber] = index
        }
      }
    }
    // The first category whose case would be `allCases` (others with that name are N411 pairs).
    if let number = swiftNames.index(of: caseIterableList) {
      let category = firstWithSwiftName[number]
      diagnostics.report(
        .swiftNameCollision,
        "category '\(category.name)' would be the Swift case '\(caseIterableList)', which clashes with the static 'allCases' that 'CaseIterable' gives the generated enum of category identifiers",
        at: category.span)
    }
  }

  private static func reportNoName(_ name: String, span: SourceSpan, _ diagnostics: inout DiagnosticBag) {
    diagnostics.report(
      .noSwiftName,
      name.contains(where: { $0 != "_" })
        ? "'\(name)' would become a Swift name that starts with a digit"
        : "'\(name)' has no letters or digits to form a Swift name",
      at: span)
  }

  /// Reports the collision of `second`, at `span`, with `first`, at `firstSpan`: at `second`
  /// unless only it is in a bundled library (see ClashSides). Two actions collide in the `category`
  /// that lists both, which the message names.
  private static func reportCollision(
    _ first: String, _ second: String, _ swiftName: String, span: SourceSpan, first firstSpan: SourceSpan,
    in category: Category? = nil, sources: SourceManager, _ diagnostics: inout DiagnosticBag
  ) {
    let (reported, other) = sources.clash(
      reported: (name: second, span: span), other: (name: first, span: firstSpan), file: \.span.file)
    var notes = [DiagnosticNote("'\(other.name)' declared here", at: other.span)]
    var message = "'\(reported.name)' and '\(other.name)' both become the Swift name '\(swiftName)'"
    if let category {
      message += " in category '\(category.name)'"
      notes.append(
        DiagnosticNote("'\(category.name)' lists both here", at: category.source.valueSpan(.actions)))
    }
    diagnostics.report(.swiftNameCollision, message, at: reported.span, notes: notes)
  }
}
