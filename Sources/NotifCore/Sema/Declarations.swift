/// A value with the place it is written.
struct Located<T: Sendable>: Sendable {
  let value: T
  let span: SourceSpan
}

/// An action as written, after property decoding and before defaults: `nil` means "not written".
struct ActionDeclaration: Sendable {
  let name: Identifier
  let documentation: String?
  let source: DeclarationSource
  /// Whether the parser reported an error inside the declaration (so absent properties may
  /// just be unparsed, and must not be reported as missing).
  let isDamaged: Bool
  var identifier: Located<String>?
  var title: Text?
  var activation: Located<Activation>?
  var destructive: Located<Bool>?
  var authenticationRequired: Located<Bool>?
  var behavior: Located<Behavior>?
  var textInputButtonTitle: Text?
  var textInputPlaceholder: Text?
  var systemIcon: Located<String>?
  var templateIcon: Located<String>?
}

/// A category as written, after property decoding and before resolution.
struct CategoryDeclaration: Sendable {
  let name: Identifier
  let documentation: String?
  let source: DeclarationSource
  let isDamaged: Bool
  var identifier: Located<String>?
  var actions: [Identifier]?
  var minimalActions: [Identifier]?
  var options: [Located<CategoryOption>] = []
  var intentIdentifiers: [Located<String>] = []
  var hiddenPreviewsBodyPlaceholder: Text?
  var categorySummaryFormat: Text?
}

/// The actions as written, in declaration order, found by name without copying them into a
/// second collection.
struct ActionDeclarations {
  let declarations: [ActionDeclaration]
  let index: [String: Int]

  subscript(name: String) -> ActionDeclaration? { index[name].map { declarations[$0] } }
}

/// What the rules see: the resolved model and the declarations as written.
struct CheckContext {
  let model: NotificationModel
  let actionDeclarations: ActionDeclarations
  let categoryDeclarations: [CategoryDeclaration]
  let sources: SourceManager
  /// Action names referenced where the checker cannot see them resolved: by redeclared categories,
  /// or (when `hasUnreadDeclarations`) by declarations the parser could not read.
  let otherReferences: Set<String>
  /// Whether the parser skipped text it could not read as a declaration (it may list actions).
  let hasUnreadDeclarations: Bool
  /// The span of each platform's `platform` line.
  var platformSpans: [PlatformName: SourceSpan] {
    Dictionary(
      model.platforms.compactMap { p in p.span.map { (p.name, $0) } }, uniquingKeysWith: { a, _ in a })
  }
}

/// A checker rule: one documented unit enforcing one rule group of spec section 6.
protocol CheckerRule {
  /// Reports every violation in the build.
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag)
}
