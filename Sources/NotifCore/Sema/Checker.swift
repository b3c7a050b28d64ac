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

  static func check(trees: [SyntaxTree], sources: SourceManager, diagnostics: inout DiagnosticBag)
    -> NotificationModel
  {
    let platforms = PlatformResolver.resolve(trees: trees, diagnostics: &diagnostics)
    let damaged = damagedSpans(diagnostics.diagnostics)
    var table = DeclarationTable()
    for tree in trees {
      let defaultTable = tree.localizations.first?.table ?? "Localizable"
      for extra in tree.localizations.dropFirst() {
        diagnostics.report(
          .duplicateLocalizationTable, "a file has one default strings table; 'localization' is given twice",
          at: extra.span, notes: [DiagnosticNote("first given here", at: tree.localizations[0].span)])
      }
      for declaration in tree.declarations {
        let isDamaged = damaged.containsStart(
          in: tree.file, from: declaration.span.start, to: declaration.span.end)
        table.add(declaration, defaultTable: defaultTable, isDamaged: isDamaged, diagnostics: &diagnostics)
      }
    }
    let model = table.resolve(platforms: platforms, diagnostics: &diagnostics)
    let context = CheckContext(
      model: model, actionDeclarations: table.actionsByName, categoryDeclarations: table.categories,
      sources: sources, otherReferences: table.referencedByRedeclarations,
      hasUnreadDeclarations: diagnostics.diagnostics.contains { $0.code == .expectedDeclaration })
    for rule in rules { rule.check(context, &diagnostics) }
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
