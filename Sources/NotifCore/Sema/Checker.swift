/// The type checker: turns the syntax trees of a build into the resolved ``NotificationModel`` and
/// enforces the rules of spec section 6. Each rule group lives in its own file under `Rules/`.
enum Checker {
  /// The rules that run on the resolved model, in the order their diagnostics are produced.
  static var rules: [any CheckerRule.Type] {
    [
    IdentifierRules.self,
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

  static func check(trees: [SyntaxTree], sources: SourceManager, diagnostics: inout DiagnosticBag) -> NotificationModel {
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
        let isDamaged = damaged.contains { $0.file == tree.file && $0.start >= declaration.span.start && $0.start <= declaration.span.end }
        table.add(declaration, defaultTable: defaultTable, isDamaged: isDamaged, diagnostics: &diagnostics)
      }
    }
    let model = table.resolve(platforms: platforms, diagnostics: &diagnostics)
    let context = CheckContext(
      model: model, actionDeclarations: table.actionsByName, categoryDeclarations: table.categories, sources: sources)
    for rule in rules { rule.check(context, &diagnostics) }
    return model
  }

  /// Where the parser reported errors: declarations containing one are "damaged".
  private static func damagedSpans(_ diagnostics: [Diagnostic]) -> [SourceSpan] {
    diagnostics.compactMap { $0.severity == .error ? $0.span : nil }
  }
}
