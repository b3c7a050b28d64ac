/// A value with the place it is written.
struct Located<T: Sendable>: Sendable {
  let value: T
  let span: SourceSpan
}

/// An action as written, after property decoding and before defaults: `nil` means "not written".
/// A class, built once by ``DeclarationTable/decode(_:defaultTable:isDamaged:)`` and never changed:
/// the table, the model's resolution and every rule share it instead of copying its fields.
final class ActionDeclaration: Sendable {
  let name: Identifier
  let documentation: String?
  let source: DeclarationSource
  /// Whether the parser reported an error inside the declaration (so absent properties may
  /// just be unparsed, and must not be reported as missing).
  let isDamaged: Bool
  let identifier: Located<String>?
  let title: Text?
  let activation: Located<Activation>?
  let destructive: Located<Bool>?
  let authenticationRequired: Located<Bool>?
  let behavior: Located<Behavior>?
  let textInputButtonTitle: Text?
  let textInputPlaceholder: Text?
  let systemIcon: Located<String>?
  let templateIcon: Located<String>?

  init(
    name: Identifier, documentation: String?, source: DeclarationSource, isDamaged: Bool,
    identifier: Located<String>?, title: Text?, activation: Located<Activation>?, destructive: Located<Bool>?,
    authenticationRequired: Located<Bool>?, behavior: Located<Behavior>?, textInputButtonTitle: Text?,
    textInputPlaceholder: Text?, systemIcon: Located<String>?, templateIcon: Located<String>?
  ) {
    self.name = name
    self.documentation = documentation
    self.source = source
    self.isDamaged = isDamaged
    self.identifier = identifier
    self.title = title
    self.activation = activation
    self.destructive = destructive
    self.authenticationRequired = authenticationRequired
    self.behavior = behavior
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
    self.systemIcon = systemIcon
    self.templateIcon = templateIcon
  }
}

/// A category as written, after property decoding and before resolution (shared, like
/// ``ActionDeclaration``).
final class CategoryDeclaration: Sendable {
  let name: Identifier
  let documentation: String?
  let source: DeclarationSource
  let isDamaged: Bool
  let identifier: Located<String>?
  let actions: [Identifier]?
  let minimalActions: [Identifier]?
  let intentIdentifiers: [Located<String>]
  let hiddenPreviewsBodyPlaceholder: Text?
  let categorySummaryFormat: Text?
  let options: [Located<CategoryOption>]

  init(
    name: Identifier, documentation: String?, source: DeclarationSource, isDamaged: Bool,
    identifier: Located<String>?, actions: [Identifier]?, minimalActions: [Identifier]?,
    intentIdentifiers: [Located<String>], hiddenPreviewsBodyPlaceholder: Text?, categorySummaryFormat: Text?,
    options: [Located<CategoryOption>]
  ) {
    self.name = name
    self.documentation = documentation
    self.source = source
    self.isDamaged = isDamaged
    self.identifier = identifier
    self.actions = actions
    self.minimalActions = minimalActions
    self.intentIdentifiers = intentIdentifiers
    self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    self.categorySummaryFormat = categorySummaryFormat
    self.options = options
  }
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
