/// The type checker: turns the syntax trees of a build into the resolved ``NotificationModel`` and
/// enforces the rules of spec section 6. Each rule group lives in its own file under `Rules/`.
enum Checker {
  /// The rules that run on the resolved model, in the order their diagnostics are produced.
  static var rules: [any CheckerRule.Type] {
    [
      IdentifierRules.self,
      ConfusableIdentifierRule.self,
      UnusedActionRule.self,
      SwiftNameRule.self,
      ContextLimitRule.self,
      MinimalActionsRule.self,
      AuthenticationRule.self,
      TextInputRule.self,
      LocalizationConsistencyRule.self,
      AvailabilityRule.self,
      IconRule.self,
      FormatStringRule.self,
      TitleRule.self,
    ]
  }

  /// The rules by their cost on a large build, the costliest first (measured on the benchmark's
  /// input): the rules are started on the cores in this order, so that the short ones fill in at
  /// the end instead of one core running a long rule alone. Those not named follow in ``rules`` order.
  static var costliestFirst: [any CheckerRule.Type] {
    [
      SwiftNameRule.self, IdentifierRules.self, LocalizationConsistencyRule.self, UnusedActionRule.self,
      TitleRule.self,
    ]
  }

  /// The indices of ``rules`` in the order they are started: ``costliestFirst``, then the rest.
  static var schedule: [Int] {
    let rules = rules.map(ObjectIdentifier.init)
    let first = costliestFirst.compactMap { rules.firstIndex(of: ObjectIdentifier($0)) }
    return first + rules.indices.filter { !first.contains($0) }
  }

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
  static func check(
    consuming trees: inout [SyntaxTree], sources: SourceManager, diagnostics: inout DiagnosticBag,
    parallel: Bool = true
  ) -> NotificationModel {
    let platforms = PlatformResolver.resolve(trees: trees, diagnostics: &diagnostics)
    let damaged = damagedSpans(diagnostics.diagnostics)
    var table = DeclarationTable()
    for tree in trees {
      for extra in tree.localizations.dropFirst() {
        diagnostics.report(
          .duplicateLocalizationTable, "a file has one default strings table; 'localization' is given twice",
          at: extra.span, notes: [DiagnosticNote("first given here", at: tree.localizations[0].span)])
      }
    }
    do {  // what is left of the declarations is freed at the end of this scope, before the rules run
      var decoded = DecodedDeclarations(taking: &trees, damaged: damaged, parallel: parallel)
      while let (declaration, decodedDeclaration) = decoded.next() {
        table.add(declaration, decoded: decodedDeclaration, diagnostics: &diagnostics)
      }
    }
    let (model, categoriesInDeclarationOrder) = table.resolve(platforms: platforms, diagnostics: &diagnostics)
    let context = CheckContext(
      model: model, actionDeclarations: table.actionsByName, categoryDeclarations: table.categories,
      categories: categoriesInDeclarationOrder,
      sources: sources, otherReferences: table.referencedByRedeclarations,
      hasUnreadDeclarations: diagnostics.diagnostics.contains { $0.code == .expectedDeclaration })
    // The rules only read the context: they run on all cores, each into its own bag, and their
    // diagnostics are appended in rule order, so the result does not depend on scheduling.
    let isLarge = parallel && table.actions.count + table.categories.count > 256
    let rules = rules
    let schedule = schedule
    let started = schedule.parallelMap(parallel: isLarge) { index in
      var bag = DiagnosticBag()
      rules[index].check(context, &bag)
      return bag
    }
    var ruleDiagnostics = [DiagnosticBag](repeating: DiagnosticBag(), count: rules.count)
    for (position, index) in schedule.enumerated() { ruleDiagnostics[index] = started[position] }
    for bag in ruleDiagnostics { diagnostics.append(contentsOf: bag) }
    return model
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
