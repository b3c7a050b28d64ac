/// The type checker: turns the syntax trees of a build into the resolved ``NotificationModel`` and
/// enforces the rules of spec section 6. Each rule group lives in its own file under `Rules/`.
enum Checker {
  /// A rule, by what it needs.
  enum Rule: Sendable {
    /// A rule on the declarations, which runs while the categories are being resolved.
    case declarations(any DeclarationRule.Type)
    /// A rule on the resolved model.
    case resolved(any CheckerRule.Type)

    /// The rule's type.
    var type: Any.Type {
      switch self {
      case .declarations(let rule): rule
      case .resolved(let rule): rule
      }
    }
  }

  /// The rules, in the order their diagnostics are produced.
  static let rules: [Rule] = [
    .resolved(IdentifierRules.self),
    .declarations(ConfusableIdentifierRule.self),
    .resolved(UnusedActionRule.self),
    .resolved(SwiftNameRule.self),
    .resolved(ContextLimitRule.self),
    .resolved(MinimalActionsRule.self),
    .declarations(AuthenticationRule.self),
    .declarations(TextInputRule.self),
    .declarations(LocalizationConsistencyRule.self),
    .declarations(AvailabilityRule.self),
    .declarations(IconRule.self),
    .declarations(FormatStringRule.self),
    .resolved(TitleRule.self),
  ]

  /// The rules by their cost on a large build, the costliest first (measured on the benchmark's
  /// input): the rules are started on the cores in this order, so that the short ones fill in at
  /// the end instead of one core running a long rule alone. Those not named follow in ``rules`` order.
  static var costliestFirst: [Any.Type] {
    [
      SwiftNameRule.self, IdentifierRules.self, LocalizationConsistencyRule.self, UnusedActionRule.self,
      TitleRule.self,
    ]
  }

  /// The indices of ``rules`` in the order they are started: ``costliestFirst``, then the rest.
  static let schedule: [Int] = {
    let types = rules.map { ObjectIdentifier($0.type) }
    let first = costliestFirst.compactMap { types.firstIndex(of: ObjectIdentifier($0)) }
    return first + types.indices.filter { !first.contains($0) }
  }()

  /// Checks a build. Declarations are decoded and rules run on all cores unless `parallel` is
  /// false; the result and the order of the diagnostics are the same either way.
  static func check(
    trees: [SyntaxTree], sources: SourceManager, diagnostics: inout DiagnosticBag, parallel: Bool = true
  ) -> NotificationModel {
    var trees = trees
    return check(consuming: &trees, sources: sources, diagnostics: &diagnostics, parallel: parallel)
  }

  /// ``check(trees:sources:diagnostics:parallel:)`` that takes the declarations out of `trees`
  /// (their directives stay) and frees each one's syntax once it is registered, so that a large
  /// build never holds its syntax tree and its checked declarations whole at the same time.
  ///
  /// What checking builds beside the model (the symbol table and the rules' context) goes as
  /// `tables` says.
  static func check(
    consuming trees: inout [SyntaxTree], sources: SourceManager, diagnostics: inout DiagnosticBag,
    parallel: Bool = true, tables disposal: CheckingTables = .free
  ) -> NotificationModel {
    let (model, tables) = checkKeepingTables(
      consuming: &trees, sources: sources, diagnostics: &diagnostics, parallel: parallel)
    switch disposal {
    case .free:
      // On a large build, freeing them is tens of milliseconds of releases (a category's
      // declaration is several objects) that the caller need not wait for: another core does it.
      if parallel && isLarge(tables.table) {
        BackgroundRelease.release(consume tables)
      }
    case .handTo(let keep):
      keep(tables)
    }
    return model
  }

  /// What checking builds besides the model, and the model does not keep.
  private struct Tables {
    let table: DeclarationTable
    let context: CheckContext
  }

  private static func checkKeepingTables(
    consuming trees: inout [SyntaxTree], sources: SourceManager, diagnostics: inout DiagnosticBag,
    parallel: Bool
  ) -> (NotificationModel, Tables) {
    let platforms = PlatformResolver.resolve(trees: trees, sources: sources, diagnostics: &diagnostics)
    let damaged = damagedSpans(diagnostics.diagnostics)
    var table = DeclarationTable(sizedFor: trees, sources: sources)
    // Read before the declarations are taken out of the trees (see `hasUnreadDeclarations`).
    let skippedDeclarationText = trees.contains { $0.skippedDeclarationText }
    for tree in trees {
      for directive in tree.localizations {
        TableNames.check(directive.table, at: directive.tableSpan, &diagnostics)
      }
      for extra in tree.localizations.dropFirst() {
        diagnostics.report(
          .duplicateLocalizationTable, "a file has one default strings table; 'localization' is given twice",
          at: extra.span, notes: [DiagnosticNote("first given here", at: tree.localizations[0].span)])
      }
    }
    do {  // what is left of the declarations is freed at the end of this scope, before the rules run
      var decoded = DecodedDeclarations(taking: &trees, damaged: damaged, parallel: parallel)
      while let (declaration, decodedDeclaration) = decoded.next() {
        if let ahead = decoded.peek(ahead: HashesAhead.distance) {
          table.prefetch(ahead.kind, nameHash: ahead.nameHash)
        }
        table.add(declaration, decoded: decodedDeclaration, diagnostics: &diagnostics)
      }
    }
    // Declarations the checker cannot see: text the parser could not read (skipped, or hidden by a
    // block comment that never ends), or whole files: one an
    // import could not load, an unknown library, a file in UTF-16. Any of them may declare the
    // actions a category lists, or list the actions no category here lists.
    var hasUnreadDeclarations = skippedDeclarationText
    for diagnostic in diagnostics.diagnostics {
      switch diagnostic.code {
      case .expectedDeclaration, .unterminatedBlockComment: hasUnreadDeclarations = true
      case .importNotFound, .unknownLibrary,
        .invalidUTF8 where diagnostic.message == UTF8Decoding.utf16Message:
        hasUnreadDeclarations = true
        table.lacksImportedDeclarations = true
      default: continue
      }
    }
    let declarationContext = DeclarationContext(
      actions: table.actions.map(\.action), platforms: platforms, actionDeclarations: table.actionsByName,
      categoryDeclarations: table.categories, sources: sources,
      otherReferences: table.referencedByRedeclarations,
      hasUnreadDeclarations: hasUnreadDeclarations)
    // The rules only read their context, each into its own bag, and their diagnostics are appended
    // in rule order, so the result does not depend on scheduling. On a large build, the rules on
    // the declarations run on another core while this one resolves the categories; then the rules
    // on the resolved model run on all cores.
    let isLarge = parallel && isLarge(table)
    let onDeclarations = BackgroundWork { () -> [(Int, DiagnosticBag)] in
      schedule.compactMap { index in
        guard case .declarations(let rule) = rules[index] else { return nil }
        var bag = DiagnosticBag()
        rule.check(declarationContext, &bag)
        return (index, bag)
      }
    }
    if isLarge { onDeclarations.start() }
    let resolution = table.resolve(
      platforms: platforms, actions: declarationContext.actions, diagnostics: &diagnostics)
    let context = CheckContext(declarations: declarationContext, resolution: resolution)
    let onModel = schedule.filter { if case .resolved = rules[$0] { true } else { false } }
    let modelDiagnostics = onModel.parallelMap(parallel: isLarge) { index -> DiagnosticBag in
      var bag = DiagnosticBag()
      if case .resolved(let rule) = rules[index] { rule.check(context, &bag) }
      return bag
    }
    let results = Array(zip(onModel, modelDiagnostics)) + onDeclarations.value()
    for bag in inRuleOrder(results, ruleCount: rules.count) { diagnostics.append(contentsOf: bag) }
    return (resolution.model, Tables(table: table, context: context))
  }

  /// Whether a build has enough declarations for other cores to pay off.
  private static func isLarge(_ table: DeclarationTable) -> Bool {
    table.actions.count + table.categories.count > 256
  }

  /// The rules' diagnostics, each rule's bag at its index in ``rules``, whatever order they were
  /// computed in.
  static func inRuleOrder(_ results: [(rule: Int, diagnostics: DiagnosticBag)], ruleCount: Int)
    -> [DiagnosticBag]
  {
    var ordered = [DiagnosticBag](repeating: DiagnosticBag(), count: ruleCount)
    for (rule, diagnostics) in results { ordered[rule] = diagnostics }
    return ordered
  }

  /// Where the parser reported errors: declarations containing one are "damaged".
  private static func damagedSpans(_ diagnostics: [Diagnostic]) -> DamagedOffsets {
    DamagedOffsets(diagnostics.compactMap { $0.severity == .error ? $0.span : nil })
  }
}

/// The start offsets of error spans, by file and sorted, so that whether a declaration contains one
/// is a binary search (a linear scan per declaration made checking quadratic in the file size).
struct DamagedOffsets {
  private var starts: [FileID: [Int]] = [:]

  init(_ spans: [SourceSpan]) {
    for span in spans { starts[span.file, default: []].append(span.start) }
    for file in starts.keys { starts[file]!.sort() }
  }

  /// Whether an error span starts in `lower...upper` of `file`.
  func containsStart(in file: FileID, from lower: Int, to upper: Int) -> Bool {
    guard let offsets = starts[file] else { return false }
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < lower { low = middle + 1 } else { high = middle }
    }
    return low < offsets.count && offsets[low] <= upper
  }
}
