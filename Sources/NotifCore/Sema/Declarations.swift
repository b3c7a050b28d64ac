/// A value with the place it is written.
struct Located<T: Sendable>: Sendable {
  let value: T
  let span: SourceSpan
}

/// An action as decoded: the resolved ``Action``, which depends on nothing else in the build, and
/// what the rules need to know of the declaration beyond it. The action is made as soon as the
/// declaration is decoded, so a build does not hold a second object per action for the rules.
struct ActionDeclaration: Sendable {
  /// The action, with its defaults filled in (spec section 4).
  let action: Action
  /// The properties written with a value of the kind they take.
  let decoded: PropertySet
  /// `authenticationRequired` as written (a foreground action's resolved value is always true).
  let authenticationRequired: Bool?
}

/// A category as written, after property decoding and before resolution: a class, built once and
/// never changed, that the table, the model's resolution and the rules share.
final class CategoryDeclaration: Sendable {
  let name: Identifier
  let documentation: String?
  let source: DeclarationSource
  let isDamaged: Bool
  let identifier: String?
  let actions: [Identifier]?
  let minimalActions: [Identifier]?
  let intentIdentifiers: [String]
  let hiddenPreviewsBodyPlaceholder: Text?
  let categorySummaryFormat: Text?
  let options: [Located<CategoryOption>]
  /// Whether the category may list actions that the checker cannot see: it is damaged, or its
  /// `actions` or `minimalActions` is written but did not decode, or holds an element that is not
  /// a name (its names are still checked). Known as it is decoded, so that the unused-action rule
  /// need not read every category's property spans again.
  let hasUnreadLists: Bool
  /// The lists (`actions`, `minimalActions`) that hold an element that is not a name (reported):
  /// their names are checked, but they are longer than their names.
  let partialLists: PropertySet
  /// The options as a set of raw values (`UNNotificationCategoryOptions`), so that resolution
  /// gives the categories with the same options one shared array.
  let optionBits: Int

  init(
    name: Identifier, documentation: String?, source: DeclarationSource, isDamaged: Bool,
    identifier: String?, actions: [Identifier]?, minimalActions: [Identifier]?,
    intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: Text?, categorySummaryFormat: Text?,
    options: [Located<CategoryOption>], partialLists: PropertySet = PropertySet()
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
    optionBits = options.reduce(0) { $0 | $1.value.rawValue }
    self.partialLists = partialLists
    hasUnreadLists =
      isDamaged || partialLists.contains(.actions) || partialLists.contains(.minimalActions)
      || (source.properties[.actions] != nil && actions == nil)
      || (source.properties[.minimalActions] != nil && minimalActions == nil)
  }
}

/// The actions as decoded, in declaration order, with their names numbered in the same order.
struct ActionDeclarations {
  let declarations: [ActionDeclaration]
  /// Their names, numbered as `declarations`.
  let names: NameTable
}

/// What every rule sees: the declarations as written, the actions (made as they are decoded) and
/// the platforms. The rules that need no more run while the categories are being resolved.
struct DeclarationContext {
  /// The model's actions, in declaration order.
  let actions: [Action]
  let platforms: [Platform]
  let actionDeclarations: ActionDeclarations
  let categoryDeclarations: [CategoryDeclaration]
  let sources: SourceManager
  /// Action names referenced where the checker cannot see them resolved: by redeclared categories,
  /// or (when `hasUnreadDeclarations`) by declarations the parser could not read.
  let otherReferences: Set<String>
  /// Whether there are declarations the checker cannot see: text the parser skipped as unreadable,
  /// or the declarations of an import that failed. They may list actions.
  let hasUnreadDeclarations: Bool
  /// The span of each platform's `platform` line.
  var platformSpans: [PlatformName: SourceSpan] {
    Dictionary(platforms.compactMap { p in p.span.map { (p.name, $0) } }, uniquingKeysWith: { a, _ in a })
  }
}

/// What the rules on resolved categories see: the model, and the ``DeclarationContext``.
struct CheckContext {
  let declarations: DeclarationContext
  let model: NotificationModel
  /// The model's categories in declaration order (the model sorts them by identifier), numbered
  /// as `categoryDeclarations`: `categories[i]` is `categoryDeclarations[i]` resolved. Rules walk
  /// these rather than the model's order (it is the order of the source, and of the objects in
  /// memory), unless the order of their diagnostics depends on it.
  let categories: [Category]
  /// The numbers of the actions of each of ``categories`` (their indices in `model.actions`):
  /// `listedActions[i]` numbers `categories[i].actions`.
  let listedActions: ListedActionNumbers
  /// The numbers of the minimal actions of each of ``categories``: `listedMinimalActions[i]`
  /// numbers `categories[i].minimalActions`.
  let listedMinimalActions: ListedActionNumbers
  /// The number (index in ``categories``) of each of the model's categories, in the model's order:
  /// `model.categories[j]` is `categories[modelOrder[j]]`. A rule whose diagnostics' order follows
  /// the model's walks these numbers, and reads the flat lists above rather than the objects.
  let modelOrder: [Int32]

  /// The context of the rules on the model: the declarations' and what resolution gave.
  init(declarations: DeclarationContext, resolution: Resolution) {
    self.declarations = declarations
    model = resolution.model
    categories = resolution.categories
    listedActions = resolution.listedActions
    listedMinimalActions = resolution.listedMinimalActions
    modelOrder = resolution.modelOrder
  }

  /// The categories as written, numbered as ``categories``.
  var categoryDeclarations: [CategoryDeclaration] { declarations.categoryDeclarations }
  /// The span of each platform's `platform` line.
  var platformSpans: [PlatformName: SourceSpan] { declarations.platformSpans }
}

/// What resolving the categories gives: the model, and what the rules on it need beside it (see
/// ``CheckContext``, whose fields these are).
struct Resolution {
  let model: NotificationModel
  let categories: [Category]
  let listedActions: ListedActionNumbers
  let listedMinimalActions: ListedActionNumbers
  let modelOrder: [Int32]
}

/// A checker rule on the declarations: one documented unit enforcing one rule group of spec
/// section 6, which needs no resolved category. (The rule protocols are `Sendable` so that the
/// rules' types can be handed to other threads.)
protocol DeclarationRule: Sendable {
  /// Reports every violation in the build.
  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag)
}

/// A checker rule on the resolved model: one documented unit enforcing one rule group of spec
/// section 6.
protocol CheckerRule: Sendable {
  /// Reports every violation in the build.
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag)
}
