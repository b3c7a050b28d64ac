/// The symbol table of a build: every action and category by name (rule 1: names are unique), with
/// their properties decoded; and the resolution of category action lists into the model (rule 4:
/// references name declared actions, once each; rule 8: minimal actions are among the actions).
struct DeclarationTable {
  /// The actions as decoded, with their names (for the rules).
  var actionsByName: ActionDeclarations { ActionDeclarations(declarations: actions, names: actionNames) }

  private(set) var actions: [ActionDeclaration] = []
  /// Action names listed by categories that were dropped as redeclarations.
  private(set) var referencedByRedeclarations: Set<String> = []
  /// Categories dropped as redeclarations: their lists are still checked (see ``resolve``).
  private var redeclaredCategories: [CategoryDeclaration] = []
  /// The actions' names, numbered as ``actions``.
  private(set) var actionNames = NameTable()
  private(set) var categories: [CategoryDeclaration] = []
  /// Whether a file's declarations are missing (a failed import, an unknown library, a file that
  /// is not UTF-8): a name that is not found may be one of them, and is reported only with a
  /// suggestion (``resolve``).
  var lacksImportedDeclarations = false
  /// The categories' names, numbered as ``categories``.
  private(set) var categoryNames = NameTable()
  /// The build's files, to tell a bundled library's declarations from the user's.
  private var sources = SourceManager()

  /// An empty table.
  init() {}

  /// An empty table sized for the declarations of `trees`, so that a large build's tables and
  /// arrays are made once instead of grown by doubling; `sources` are the trees' files.
  init(sizedFor trees: [SyntaxTree], sources: SourceManager = SourceManager()) {
    self.sources = sources
    var actionCount = 0
    var declarationCount = 0
    for tree in trees {
      let declarations = tree.declarations
      declarationCount += declarations.count
      // By index: only each declaration's kind is read, with no copy of the declaration.
      for index in declarations.indices where declarations[index].kind == .action { actionCount += 1 }
    }
    actions.reserveCapacity(actionCount)
    actionNames = NameTable(minimumCapacity: actionCount)
    categories.reserveCapacity(declarationCount - actionCount)
    categoryNames = NameTable(minimumCapacity: declarationCount - actionCount)
  }

  /// Adds a declaration: reports a redeclaration, or registers the declaration as `decoded` (see
  /// ``decode(_:defaultTable:isDamaged:)``) with what decoding reported.
  mutating func add(_ declaration: Declaration, decoded: DecodedDeclaration, diagnostics: inout DiagnosticBag)
  {
    let name = declaration.name
    // One lookup: a new name is numbered as the declaration it is about to be added as.
    let (index, isNew) =
      declaration.kind == .action
      ? actionNames.insert(name.text, hash: decoded.nameHash)
      : categoryNames.insert(name.text, hash: decoded.nameHash)
    guard isNew else {
      let first =
        declaration.kind == .action ? actions[index].action.source.nameSpan : categories[index].name.span
      // The first declaration stays in the table and this one is dropped, whichever of the two the
      // error is at (see ClashSides).
      let (reported, other) = sources.clash(reported: name.span, other: first, file: \.file)
      let note =
        sources.bundledLibrary(other.file).map { "'\(name.text)' is declared in the bundled library '\($0)'" }
        ?? "'\(name.text)' first declared here"
      diagnostics.report(
        .duplicateName, "invalid redeclaration of \(declaration.kind.rawValue) '\(name.text)'", at: reported,
        notes: [DiagnosticNote(note, at: other)])
      // The actions a redeclared category lists are not unused: the redeclaration is the mistake.
      for property in declaration.properties where declaration.kind == .category {
        guard case .list(let elements)? = property.value?.kind else { continue }
        for element in elements {
          if case .name(let text) = element.kind { referencedByRedeclarations.insert(text) }
        }
      }
      // It is still checked, so that renaming it does not bring a second round of errors: its
      // properties now, its lists when the categories are resolved.
      diagnostics.append(contentsOf: decoded.diagnostics)
      if case .category(let category) = decoded.declaration { redeclaredCategories.append(category) }
      return
    }
    switch decoded.declaration {
    case .action(let action):
      assert(index == actions.count)
      actions.append(action)
    case .category(let category):
      assert(index == categories.count)
      categories.append(category)
    }
    diagnostics.append(contentsOf: decoded.diagnostics)
  }

  /// Starts loading the slot of the name table where a declaration of `kind` whose name has
  /// `nameHash` will be registered: called a few declarations ahead of
  /// ``add(_:decoded:diagnostics:)``.
  func prefetch(_ kind: Declaration.Kind, nameHash: UInt64) {
    switch kind {
    case .action: actionNames.prefetch(hash: nameHash)
    case .category: categoryNames.prefetch(hash: nameHash)
    }
  }

  /// Decodes a declaration's properties. It depends on nothing else in the build, so declarations
  /// are decoded in parallel; what it reports counts for a redeclaration too (see ``add``).
  static func decode(_ declaration: Declaration, defaultTable: String, isDamaged: Bool) -> DecodedDeclaration
  {
    let name = declaration.name
    var decoder = PropertyDecoder(
      declaration: declaration, defaultTable: defaultTable, diagnostics: DiagnosticBag())
    switch declaration.kind {
    case .action:
      let action = decodeAction(&decoder, isDamaged: isDamaged)
      return DecodedDeclaration(
        declaration: .action(action), diagnostics: decoder.diagnostics, nameHash: NameTable.hash(name.text))
    case .category:
      let category = CategoryDeclaration(
        name: name, documentation: declaration.documentation, source: decoder.source, isDamaged: isDamaged,
        identifier: decoder.string(.identifier), actions: decoder.names(.actions),
        minimalActions: decoder.names(.minimalActions),
        intentIdentifiers: decoder.strings(.intentIdentifiers),
        hiddenPreviewsBodyPlaceholder: decoder.text(.hiddenPreviewsBodyPlaceholder),
        categorySummaryFormat: decoder.text(.categorySummaryFormat),
        options: options(decoder.names(.options) ?? [], diagnostics: &decoder.diagnostics),
        partialLists: decoder.partialLists)
      return DecodedDeclaration(
        declaration: .category(category), diagnostics: decoder.diagnostics,
        nameHash: NameTable.hash(name.text))
    }
  }

  /// Decodes an action and fills in its defaults (spec section 4).
  private static func decodeAction(_ decoder: inout PropertyDecoder, isDamaged: Bool) -> ActionDeclaration {
    let declaration = decoder.declaration
    let name = declaration.name.text
    // Only texts report problems, so they are decoded in the order of the properties here.
    let title = decoder.text(.title)
    let textInputButtonTitle = decoder.text(.textInputButtonTitle)
    let textInputPlaceholder = decoder.text(.textInputPlaceholder)
    if decoder.spans[.title] == nil && !isDamaged && !decoder.misspelled.contains(.title) {
      decoder.diagnostics.report(
        .missingProperty, "action '\(name)' has no 'title'", at: declaration.name.span,
        notes: [DiagnosticNote("every action needs the text of its button: title: \"…\"")])
    }
    let activation = decoder.enumeration(.activation, as: Activation.self) ?? .background
    let authenticationRequired = decoder.bool(.authenticationRequired)
    let icon: ActionIcon? =
      decoder.string(.systemIcon).map { .system($0) } ?? decoder.string(.templateIcon).map { .template($0) }
    let action = Action(
      name: name, identifier: decoder.string(.identifier) ?? name, title: title ?? Text(value: ""),
      activation: activation, destructive: decoder.bool(.destructive) ?? false,
      authenticationRequired: activation == .foreground || (authenticationRequired ?? false),
      behavior: decoder.enumeration(.behavior, as: Behavior.self) ?? .default,
      textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder, icon: icon,
      documentation: declaration.documentation, source: decoder.source)
    return ActionDeclaration(
      action: action, decoded: decoder.decoded, authenticationRequired: authenticationRequired)
  }

  private static func options(_ names: [Identifier], diagnostics: inout DiagnosticBag) -> [Located<
    CategoryOption
  >] {
    var result: [Located<CategoryOption>] = []
    result.reserveCapacity(names.count)
    // Where each option is first listed, found once (with the first unknown name), not for each.
    var firstListed: [Identifier?]?
    for name in names {
      guard let option = CategoryOption(name: name.text) else {
        let optionNames = CategoryOption.allCases.map(\.name)
        let listed = firstListed ?? optionNames.map { option in names.first { $0.text == option } }
        firstListed = listed
        // Among the options not listed: a listed one would be a repeat (N906).
        let suggestion = Suggestions.closest(
          to: name.text, in: zip(optionNames, listed).filter { $0.1 == nil }.map(\.0))
        if suggestion == nil, let closest = Suggestions.closest(to: name.text, in: optionNames),
          let listed = listed[optionNames.firstIndex(of: closest)!]
        {
          // Only an option in the list already resembles it: a stray copy, which no name fixes.
          diagnostics.report(
            .unknownValue, "unknown category option '\(name.text)'", at: name.span,
            notes: [DiagnosticNote("'\(closest)', the closest option, is listed here", at: listed.span)])
          continue
        }
        diagnostics.report(
          .unknownValue, "unknown category option '\(name.text)'\(Suggestions.didYouMean(suggestion))",
          at: name.span, notes: Self.actionOptionNote(name.text).map { [$0] } ?? [],
          fixIts: suggestion.map { [FixIt(span: name.span, replacement: $0)] } ?? [])
        continue
      }
      if let first = result.first(where: { $0.value == option }) {
        diagnostics.report(
          .duplicateListValue, "option '\(name.text)' is listed twice", at: name.span,
          notes: [DiagnosticNote("first listed here", at: first.span)])
        continue
      }
      result.append(Located(value: option, span: name.span))
    }
    return result
  }

  // MARK: Resolution

  /// The model (actions with their defaults, categories with their action lists resolved), and
  /// what the rules on it need beside it: the categories in declaration order, the numbers of the
  /// actions and minimal actions each lists, and the model's order of them.
  ///
  /// (Resolving the categories on all cores was tried: a 20 MB lint took as long, and the
  /// categories' objects, made on the workers, spread over their allocator arenas: 11 MiB more
  /// resident. Actions are made on the workers, as they are decoded.)
  /// `modelActions` are the actions' model objects (``actions`` mapped to their `action`).
  func resolve(platforms: [Platform], actions modelActions: [Action], diagnostics: inout DiagnosticBag)
    -> Resolution
  {
    var suggestions = ActionSuggestions(names: modelActions.map(\.name))
    var scratch = ResolutionScratch()
    var lists = (
      actions: ListedActionNumbers(categoryCount: categories.count),
      minimalActions: ListedActionNumbers(categoryCount: categories.count)
    )
    var order = CategoryOrder(categoryCount: categories.count)
    let modelCategories = categories.map { category in
      let resolved = resolve(
        category, actions: modelActions, suggestions: &suggestions, scratch: &scratch, lists: &lists,
        diagnostics: &diagnostics)
      order.append(identifier: resolved.identifier)
      return resolved
    }
    // A redeclared category's lists, checked as any other's; the result is not part of the model.
    if !redeclaredCategories.isEmpty {
      var unused = (
        actions: ListedActionNumbers(categoryCount: redeclaredCategories.count),
        minimalActions: ListedActionNumbers(categoryCount: redeclaredCategories.count)
      )
      for category in redeclaredCategories {
        _ = resolve(
          category, actions: modelActions, suggestions: &suggestions, scratch: &scratch, lists: &unused,
          diagnostics: &diagnostics)
      }
    }
    // Sorted by identifier, in declaration order among equal ones.
    let modelOrder = order.sorted()
    let model = NotificationModel(
      languageVersion: 1, platforms: platforms, actions: modelActions,
      categories: modelOrder.map { $0.map { modelCategories[Int($0)] } } ?? modelCategories)
    return Resolution(
      model: model, categories: modelCategories, listedActions: lists.actions,
      listedMinimalActions: lists.minimalActions,
      modelOrder: modelOrder ?? Array(0..<Int32(truncatingIfNeeded: modelCategories.count)))
  }

  /// Resolves one category: its action lists to the model's actions (rules 4 and 8).
  private func resolve(
    _ category: CategoryDeclaration, actions modelActions: [Action], suggestions: inout ActionSuggestions,
    scratch: inout ResolutionScratch,
    lists: inout (actions: ListedActionNumbers, minimalActions: ListedActionNumbers),
    diagnostics: inout DiagnosticBag
  ) -> Category {
    let names = category.actions ?? []
    var listed: [Action] = []
    listed.reserveCapacity(names.count)
    references(
      names, in: category, list: "actions", suggestions: &suggestions, seen: &scratch.inActions,
      diagnostics: &diagnostics
    ) { _, index in
      listed.append(modelActions[index])
      lists.actions.append(number: index)
    }
    lists.actions.endCategory()
    var minimal: [Action]
    if let minimalNames = category.minimalActions {
      minimal = []
      minimal.reserveCapacity(minimalNames.count)
      // Whether an action is listed is known by its number from resolving `actions`: no action
      // object is read.
      let inActions = scratch.inActions
      var notInActions: [Identifier] = []
      references(
        minimalNames, in: category, list: "minimalActions", suggestions: &suggestions,
        seen: &scratch.inMinimalActions, diagnostics: &diagnostics
      ) { name, index in
        guard inActions[index] != nil else {
          notInActions.append(name)
          return
        }
        minimal.append(modelActions[index])
        lists.minimalActions.append(number: index)
      }
      // Unless `actions` could not be read (its error is reported): then every minimal action
      // would look missing from it.
      for name in notInActions where !category.hasUnreadLists {
        diagnostics.report(
          .minimalActionNotInActions,
          "minimal action '\(name.text)' is not in the 'actions' of category '\(category.name.text)'",
          at: name.span,
          notes: [DiagnosticNote("the minimal context shows a subset of the category's actions")])
      }
    } else {
      minimal = Array(listed.prefix(2))
      for number in lists.actions[lists.actions.count - 1].prefix(2) {
        lists.minimalActions.append(number: Int(number))
      }
    }
    lists.minimalActions.endCategory()
    return Category(
      name: category.name.text, identifier: category.identifier ?? category.name.text,
      actions: listed, minimalActions: minimal, options: scratch.options(category.optionBits),
      intentIdentifiers: category.intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: category.hiddenPreviewsBodyPlaceholder,
      categorySummaryFormat: category.categorySummaryFormat, documentation: category.documentation,
      source: category.source)
  }

  /// Maps that resolution reuses from one category to the next, instead of allocating new ones.
  struct ResolutionScratch {
    /// Where each action of the category's `actions` is first listed, by its number.
    var inActions = SmallMap<Int, SourceSpan>()
    /// Where each action of the category's `minimalActions` is first listed, by its number.
    var inMinimalActions = SmallMap<Int, SourceSpan>()
    /// Each set of options met so far, in Apple's raw-value order, indexed by its raw value
    /// (the options' bits).
    private var optionLists = [[CategoryOption]?](
      repeating: nil, count: CategoryOption.allCases.reduce(0) { $0 | $1.rawValue } + 1)

    /// The options of the set `bits`, in Apple's raw-value order: one array for every category
    /// with those options.
    mutating func options(_ bits: Int) -> [CategoryOption] {
      if let options = optionLists[bits] { return options }
      let options = CategoryOption.allCases.filter { bits & $0.rawValue != 0 }
      optionLists[bits] = options
      return options
    }
  }

  /// Resolves a list of action names, reporting unknown names and repeats: calls `found` with each
  /// name that resolved (the first time it is listed) and its action's number. `seen` is scratch
  /// space.
  private func references(
    _ names: [Identifier], in category: CategoryDeclaration, list: String,
    suggestions: inout ActionSuggestions, seen: inout SmallMap<Int, SourceSpan>,
    diagnostics: inout DiagnosticBag, found: (Identifier, Int) -> Void
  ) {
    seen.removeAll()
    for name in names {
      guard let index = actionNames.index(of: name.text) else {
        reportUnknown(name, in: names, suggestions: &suggestions, diagnostics: &diagnostics)
        continue
      }
      if let first = seen[index] {
        diagnostics.report(
          .actionListedTwice, "action '\(name.text)' is listed twice in '\(list)'", at: name.span,
          notes: [DiagnosticNote("first listed here", at: first)])
        continue
      }
      seen[index] = name.span
      found(name, index)
    }
  }

  /// A note for one of `UNNotificationActionOptions` listed as a category option: each is an
  /// action's property here.
  static func actionOptionNote(_ name: String) -> DiagnosticNote? {
    let property: String
    switch name {
    case "foreground": property = "activation: foreground"
    case "destructive": property = "destructive: true"
    case "authenticationRequired": property = "authenticationRequired: true"
    default: return nil
    }
    return DiagnosticNote("'\(name)' is an action's option, set in the action with '\(property)'")
  }
}
