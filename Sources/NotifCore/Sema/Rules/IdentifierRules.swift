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
    let categories = context.categories
    // A clash is reported at the later declaration, unless only it is in a bundled library.
    let sources = context.declarations.sources
    let categoryFile = { (category: Category) in category.source.nameSpan.file }
    let actionFile = { (action: Action) in action.source.nameSpan.file }
    // One pass over the actions and one over the categories: each identifier is checked against
    // the reserved ones (most are told apart by their first byte, without reading more of the
    // declaration) and numbered, equal identifiers with equal numbers, so that the tables below
    // are arrays indexed by number. Numbers come from a name table while the identifiers are
    // ASCII; at the first that is not, they are numbered again with a dictionary.
    var numbers = IdentifierNumbers(allASCII: true, minimumCapacity: model.actions.count + categories.count)
    var allASCII = true
    var actionNumbers: [Int32] = []
    actionNumbers.reserveCapacity(model.actions.count)
    let actions = model.actions
    // The table's slot for an identifier a few actions ahead is loaded while this one is numbered.
    var ahead = HashesAhead()
    for (index, action) in actions.enumerated() {
      let next = index + HashesAhead.distance
      if allASCII && next < actions.count {
        numbers.prefetch(actions[next].identifier, at: next, into: &ahead)
      }
      let identifier = action.identifier
      if mayBeReserved(identifier) {
        checkReserved(identifier, kind: "action", name: action.name, source: action.source, &diagnostics)
      }
      allASCII = allASCII && ByteScan.isASCII(identifier)
      if allASCII { actionNumbers.append(Int32(numbers.number(identifier, at: index, ahead: ahead))) }
    }
    for category in context.categoryDeclarations {
      let identifier = category.identifier ?? category.name.text
      if mayBeReserved(identifier) {
        checkReserved(
          identifier, kind: "category", name: category.name.text, source: category.source, &diagnostics)
      }
    }
    var categoryNumbers: [Int32] = []
    categoryNumbers.reserveCapacity(categories.count)
    ahead = HashesAhead()
    for (index, category) in categories.enumerated() where allASCII {
      let next = index + HashesAhead.distance
      if next < categories.count { numbers.prefetch(categories[next].identifier, at: next, into: &ahead) }
      let identifier = category.identifier
      allASCII = ByteScan.isASCII(identifier)
      if allASCII { categoryNumbers.append(Int32(numbers.number(identifier, at: index, ahead: ahead))) }
    }
    if !allASCII {
      numbers = IdentifierNumbers(allASCII: false, minimumCapacity: model.actions.count + categories.count)
      actionNumbers = model.actions.map { Int32(numbers.number($0.identifier)) }
      categoryNumbers = categories.map { Int32(numbers.number($0.identifier)) }
    }
    // Only an identifier that two actions share can be reported across categories: most builds
    // have none.
    var actionsWithNumber = [UInt8](repeating: 0, count: numbers.count)
    for number in actionNumbers where actionsWithNumber[Int(number)] < 2 {
      actionsWithNumber[Int(number)] += 1
    }
    // For a shared identifier, the first (action, category) pair seen with it, as indices.
    var firstListing: [Int: (action: Int, category: Int)] = [:]
    var reportedAcross: Set<String> = []
    // The pairs of actions that share an identifier in one category (N402), and the pairs across
    // categories (N403), reported once every category has been seen.
    var sharedInCategory: Set<String> = []
    var across: [(action: Action, other: Action)] = []
    var firstCategoryWithNumber = [Int32](repeating: -1, count: numbers.count)
    var inCategory = SmallMap<Int, Int>()
    // The actions and categories are only read to report: reading an object retains it, and the
    // other rules, on the other cores, retain the same objects (an atomic on a shared cache line).
    for categoryIndex in categories.indices {
      let categoryNumber = Int(categoryNumbers[categoryIndex])
      let firstIndex = Int(firstCategoryWithNumber[categoryNumber])
      if firstIndex >= 0 {
        let (category, first) = sources.clash(
          reported: categories[categoryIndex], other: categories[firstIndex], file: categoryFile)
        diagnostics.report(
          .duplicateCategoryIdentifier,
          "categories '\(first.name)' and '\(category.name)' have the same identifier '\(category.identifier)'",
          at: category.source.valueSpan(.identifier),
          notes: [Self.identifierNote(of: first.name, identifier: first.identifier, source: first.source)])
      } else {
        firstCategoryWithNumber[categoryNumber] = Int32(categoryIndex)
      }
      inCategory.removeAll()
      for (position, modelIndex) in context.listedActions[categoryIndex].enumerated() {
        let number = Int(actionNumbers[Int(modelIndex)])
        if let otherPosition = inCategory[number] {
          let category = categories[categoryIndex]
          let (action, other) = sources.clash(
            reported: category.actions[position], other: category.actions[otherPosition], file: actionFile)
          guard other.name != action.name else { continue }
          diagnostics.report(
            .duplicateActionIdentifierInCategory,
            "actions '\(other.name)' and '\(action.name)' in category '\(category.name)' have the same identifier '\(action.identifier)'",
            at: action.source.valueSpan(.identifier),
            notes: [
              Self.identifierNote(of: other.name, identifier: other.identifier, source: other.source),
              // The actions may be valid where they are (a shared file): the category is the clash.
              DiagnosticNote("'\(category.name)' lists both here", at: category.source.valueSpan(.actions)),
            ])
          // The same pair in two categories is not reported again, as a warning (N403).
          sharedInCategory.insert(Self.pairKey(action.name, other.name))
          continue
        }
        inCategory[number] = position
        guard actionsWithNumber[number] > 1 else { continue }
        if let first = firstListing[number] {
          let (category, otherCategory) = (categories[categoryIndex], categories[first.category])
          let (later, earlier) = (category.actions[position], otherCategory.actions[first.action])
          if earlier.name != later.name && otherCategory.name != category.name
            && reportedAcross.insert(later.name).inserted
          {
            let (action, other) = sources.clash(reported: later, other: earlier, file: actionFile)
            across.append((action, other))
          }
        } else {
          firstListing[number] = (position, categoryIndex)
        }
      }
    }
    // After every category: a pair that one category lists together is an error there (N402),
    // whichever category came first, and not also this warning.
    for (action, other) in across where !sharedInCategory.contains(Self.pairKey(action.name, other.name)) {
      diagnostics.report(
        .duplicateActionIdentifierAcrossCategories,
        "actions '\(other.name)' and '\(action.name)' share the identifier '\(action.identifier)'; handlers that look only at the identifier cannot tell them apart",
        at: action.source.valueSpan(.identifier),
        notes: [Self.identifierNote(of: other.name, identifier: other.identifier, source: other.source)])
    }
  }

  /// The note at the other declaration's identifier: its `identifier:` value, or its name when
  /// the identifier is the name.
  private static func identifierNote(of name: String, identifier: String, source: DeclarationSource)
    -> DiagnosticNote
  {
    let written = source.properties[.identifier]?.value
    return DiagnosticNote(
      "'\(name)' has the identifier '\(identifier)' here" + (written == nil ? " (its name)" : ""),
      at: written ?? source.nameSpan)
  }

  /// Two actions' names, in either order, as one key.
  private static func pairKey(_ first: String, _ second: String) -> String {
    first < second ? first + "\u{0}" + second : second + "\u{0}" + first
  }

  /// Whether an identifier may be empty, blank or reserved: every reserved identifier starts with
  /// "com.apple.", and a blank one with white space or a character that is not ASCII, so most are
  /// told apart by their first byte, with no string comparison.
  private static func mayBeReserved(_ identifier: String) -> Bool {
    guard let first = identifier.utf8.first else { return true }
    return first == UInt8(ascii: "c") || first <= 0x20 || first >= 0x80
  }

  private static func checkReserved(
    _ identifier: String, kind: String, name: String, source: DeclarationSource,
    _ diagnostics: inout DiagnosticBag
  ) {
    let span = source.valueSpan(.identifier)
    if identifier.isEmpty {
      diagnostics.report(
        .emptyIdentifier, "\(kind) '\(name)' has an empty identifier", at: span,
        notes: [DiagnosticNote("Apple: the identifier must not be nil or an empty string")])
    } else if TextChecks.isBlank(identifier) {
      diagnostics.report(.emptyIdentifier, "\(kind) '\(name)' has a blank identifier", at: span)
    } else if systemIdentifiers.contains(identifier) {
      diagnostics.report(
        .systemActionIdentifier,
        "'\(identifier)' is the system's own action identifier; "
          + (kind == "action"
            ? "an action that uses it cannot be told apart from the system action"
            : "a category that uses it would be taken for the system action wherever identifiers are compared"),
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

  /// Starts loading what numbering `identifier`, the identifier at `index` of a loop, will read,
  /// and keeps its hash in `ahead` (see ``HashesAhead``).
  func prefetch(_ identifier: String, at index: Int, into ahead: inout HashesAhead) {
    if let table { ahead.prefetch(identifier, at: index, in: table) }
  }

  /// ``number(_:)`` of the identifier at `index` of a loop that looked ahead with `ahead`.
  mutating func number(_ identifier: String, at index: Int, ahead: HashesAhead) -> Int {
    guard table != nil else { return number(identifier) }
    return table!.insert(identifier, hash: ahead.hash(of: identifier, at: index)).index
  }

  /// The number of `identifier`, new if it has none yet.
  mutating func number(_ identifier: String) -> Int {
    if table != nil { return table!.insert(identifier).index }
    if let number = dictionary[identifier] { return number }
    let number = dictionary.count
    dictionary[identifier] = number
    return number
  }
}
