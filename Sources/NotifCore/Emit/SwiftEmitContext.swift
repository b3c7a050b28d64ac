/// What the Swift emitters share: the model with its Swift names resolved, the options, and the
/// rendering of texts, Apple type names and availability conditions.
struct SwiftEmitContext {
  /// A category with the Swift names of its generated declarations.
  final class CategoryNames: Sendable {
    /// The category.
    let category: Category
    /// Its case in `NotificationCategoryIdentifier` (escaped when a keyword).
    let caseName: String
    /// `Invite` for `invite`: the stem of the category's type names.
    let typeStem: String
    /// The actions in display order, each with its case name (escaped when a keyword).
    let actions: [(action: Action, caseName: String)]

    /// The enum of the category's action identifiers (made once: the emitters write it for
    /// every action the category lists).
    let actionType: String
    /// The enum of the category's typed responses.
    let responseType: String
    /// Whether the category's response has a dismiss case.
    var hasDismiss: Bool { category.options.contains(.customDismissAction) }

    /// The case name of one of the category's actions.
    func caseName(of action: Action) -> String {
      actions.first { $0.action.name == action.name }?.caseName ?? SwiftEmitContext.caseName(action.name)
    }

    init(
      category: Category, caseName: String, typeStem: String, actions: [(action: Action, caseName: String)]
    ) {
      self.category = category
      self.caseName = caseName
      self.typeStem = typeStem
      self.actions = actions
      (actionType, responseType) = Self.typeNames(stem: typeStem)
    }

    /// The stem of a category's type names: the prefix, then its name in upper camel case (the
    /// checker guarantees one; `Category<index>` stands in otherwise).
    static func typeStem(_ category: Category, index: Int, prefix: String) -> String {
      prefix + (SwiftNames.upperCamel(category.name) ?? "Category\(index)")
    }

    /// The names of a category's action identifier enum and response enum.
    static func typeNames(stem: String) -> (action: String, response: String) {
      (stem + "Action", stem + "Response")
    }
  }

  /// The condition of the UserNotifications part (categories are unavailable on tvOS).
  static let userNotificationsCondition = "canImport(UserNotifications) && !os(tvOS)"
  /// The condition of the legacy iOS 8/9 part: UIKit on iOS only. It is written with negations so
  /// that it also holds on Linux, where the tests compile the file against a stand-in UIKit.
  /// (macOS has no UIKit; Mac Catalyst, which has, is excluded by its target environment.)
  static let legacyCondition =
    "canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS) && !targetEnvironment(macCatalyst)"
  /// The system's default action identifier (`UNNotificationDefaultActionIdentifier`).
  static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
  /// The system's dismiss action identifier (`UNNotificationDismissActionIdentifier`).
  static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
  /// ``defaultActionIdentifier`` and ``dismissActionIdentifier`` as Swift literals.
  static let defaultActionLiteral = SwiftStringLiteral.quoted(defaultActionIdentifier)
  static let dismissActionLiteral = SwiftStringLiteral.quoted(dismissActionIdentifier)

  let model: NotificationModel
  let options: SwiftEmitterOptions
  /// Every category, sorted by identifier (the model's order).
  let categories: [CategoryNames]
  /// `public ` or nothing, to put before a declaration.
  let access: String
  /// `nonisolated ` or nothing, to put before every top-level type and extension (see
  /// ``SwiftEmitterOptions/DefaultIsolation/mainActor``) but those of UIKit's iOS 8 and 9 API,
  /// which are `@MainActor`, as UIKit is.
  let isolation: String
  /// ``access`` and ``isolation``, to put before a top-level type (one string, as a build writes
  /// thousands of them).
  let typeAccess: String
  /// `public ` or nothing, to put before the import of a framework whose types the generated
  /// declarations use: with `InternalImportsByDefault` (upcoming in Swift 6, the default in a later
  /// language mode) a plain import is internal, and public declarations cannot use its types.
  /// Foundation is used only in bodies (`NSLocalizedString`, `Bundle`), so its import stays plain.
  var publicImport: String { access }
  /// Whether an iOS target is below iOS 10, so the legacy UIKit code is generated.
  let legacy: Bool
  /// Whether the handler's methods are `async` (``SwiftEmitterOptions/HandlerStyle/async``). Swift
  /// concurrency does not run below iOS 13 (``SwiftEmitter/asyncHandlerTargetProblems(in:options:origin:)``
  /// reports it), so the UIKit router of iOS 8 and 9 stays synchronous.
  let asyncHandlers: Bool
  /// Whether any text is localized (the file then imports Foundation).
  let usesLocalization: Bool
  /// The generated type names that could clash with an Apple type's (those starting with `UN` or
  /// `UI`; usually none).
  private let generatedTypes: Set<String>
  /// The names of the app-wide generated types (with the configured prefix).
  let names: GeneratedTypeNames
  /// ``availabilityCondition(_:)`` of the APIs that every action or category may check, found
  /// once per build instead of once per use.
  let actionIconCondition: String?
  let hiddenPreviewsCondition: String?
  let categorySummaryFormatCondition: String?
  /// From how many categories their sections are written on all cores
  /// (``CodeWriter/forEach(inParallel:minimumCount:_:)``).
  var parallelMinimumCount = 64

  init(model: NotificationModel, options: SwiftEmitterOptions) {
    self.model = model
    self.options = options
    access = options.accessLevel == .public ? "public " : ""
    isolation = options.defaultIsolation == .mainActor ? "nonisolated " : ""
    typeAccess = access + isolation
    names = GeneratedTypeNames(prefix: options.typePrefix)
    legacy = model.iosTarget(below: Version(10, 0))
    asyncHandlers = options.handlerStyle == .async
    actionIconCondition = Self.availabilityCondition(.actionIcon, platforms: model.platforms)
    hiddenPreviewsCondition = Self.availabilityCondition(.hiddenPreviews, platforms: model.platforms)
    categorySummaryFormatCondition = Self.availabilityCondition(
      .categorySummaryFormat, platforms: model.platforms)
    let typePrefix = options.typePrefix
    categories = Array(model.categories.enumerated()).parallelMap(
      batchSize: 256, parallel: model.categories.count > 256
    ) { index, category in
      CategoryNames(
        category: category,
        caseName: SwiftEmitContext.caseName(category.name),
        typeStem: CategoryNames.typeStem(category, index: index, prefix: typePrefix),
        actions: category.actions.map { ($0, SwiftEmitContext.caseName($0.name)) })
    }
    func isLocalized(_ text: Text?) -> Bool { text?.localization != nil }
    usesLocalization = model.categories.contains { category in
      isLocalized(category.hiddenPreviewsBodyPlaceholder) || isLocalized(category.categorySummaryFormat)
        || category.actions.contains {
          isLocalized($0.title) || isLocalized($0.textInputButtonTitle)
            || isLocalized($0.textInputPlaceholder)
        }
    }
    // Only generated names that start like Apple's (`UN…`, `UI…`) can clash with them; the type
    // names are the stem and a suffix, so only a stem that starts so can give one.
    generatedTypes = Set(
      categories.lazy.filter { $0.typeStem.hasPrefix("UN") || $0.typeStem.hasPrefix("UI") }.flatMap {
        [$0.actionType, $0.responseType]
      })
  }

  /// The Swift case name of a `.notif` name (the checker guarantees one exists).
  static func caseName(_ name: String) -> String {
    SwiftNames.escaped(SwiftNames.lowerCamel(name) ?? "unnamed")
  }

  /// `@available(iOS 10.0, *)` when the legacy part exists, for every declaration that uses the
  /// UserNotifications framework; otherwise nothing.
  var userNotificationsAvailability: CodeText? { legacy ? "@available(iOS 10.0, *)" : nil }

  /// An Apple type's name, qualified with its module when a generated type has the same name
  /// (a category named `UNNotification` generates `UNNotificationAction` and `UNNotificationResponse`).
  func apple(_ name: String) -> String {
    guard !generatedTypes.isEmpty, generatedTypes.contains(name) else { return name }
    return (name.hasPrefix("UI") ? "UIKit." : "UserNotifications.") + name
  }

  /// The Swift expression of a text: a literal, or an `NSLocalizedString` lookup.
  func expression(_ text: Text) -> CodeText {
    guard let localization = text.localization else { return "\(quoted: text.value)" }
    return """
      NSLocalizedString(\(quoted: localization.key), tableName: \(quoted: localization.table), \
      bundle: .\(options.bundle.rawValue), value: \(quoted: text.value), \
      comment: \(quoted: localization.comment ?? ""))
      """
  }

  /// The `#available(…, *)` condition that guards an API introduced at `introduced`, listing
  /// every declared platform whose target is older; `nil` when no declared target is older.
  func availabilityCondition(_ introduced: APIIntroduction) -> String? {
    Self.availabilityCondition(introduced, platforms: model.platforms)
  }

  /// ``availabilityCondition(_:)`` for the declared `platforms`.
  private static func availabilityCondition(_ introduced: APIIntroduction, platforms: [Platform]) -> String? {
    let platforms = platforms.compactMap { platform -> String? in
      guard let version = introduced.versions[platform.name], platform.version < version else { return nil }
      return "\(platform.name.swiftAvailabilityName) \(version)"
    }
    return platforms.isEmpty ? nil : "#available(\(platforms.joined(separator: ", ")), *)"
  }
}

/// The names of the types a build generates for the whole app. ``SwiftEmitterOptions/typePrefix``
/// comes first, so that two modules with generated categories can be used from one file.
///
/// Each name is made once: some are written for every category.
struct GeneratedTypeNames {
  let categoryIdentifier: String
  let categories: String
  let handlerProtocol: String
  let router: String
  let legacyCategories: String
  let legacyHandlerProtocol: String
  let legacyRouter: String
  /// The handler skeleton's type.
  let handler: String

  init(prefix: String) {
    categoryIdentifier = prefix + "NotificationCategoryIdentifier"
    categories = prefix + "NotificationCategories"
    handlerProtocol = prefix + "NotificationResponseHandler"
    router = prefix + "NotificationResponseRouter"
    legacyCategories = prefix + "LegacyNotificationCategories"
    legacyHandlerProtocol = prefix + "LegacyNotificationActionHandler"
    legacyRouter = prefix + "LegacyNotificationActionRouter"
    handler = prefix + "NotificationHandler"
  }
}

/// The OS versions that introduced an API, on the platforms where it is newer than the lowest
/// deployment target notifc accepts (iOS 8, macOS 10.14, watchOS 3, visionOS 1, Mac Catalyst 13.1).
struct APIIntroduction {
  /// The version per platform.
  let versions: [PlatformName: Version]

  /// `UNNotificationActionIcon` and the initializers that take an icon.
  static let actionIcon = APIIntroduction(versions: [
    .ios: Version(15, 0), .macos: Version(12, 0), .watchos: Version(8, 0), .maccatalyst: Version(15, 0),
    .visionos: Version(1, 0),
  ])
  /// `UNNotificationCategory(…hiddenPreviewsBodyPlaceholder:options:)` and the
  /// `hiddenPreviewsShowTitle`/`hiddenPreviewsShowSubtitle` options.
  static let hiddenPreviews = APIIntroduction(versions: [.ios: Version(11, 0)])
  /// `UNNotificationCategory(…categorySummaryFormat:options:)`.
  static let categorySummaryFormat = APIIntroduction(versions: [.ios: Version(12, 0)])
  /// The `allowAnnouncement` option.
  static let allowAnnouncement = APIIntroduction(versions: [.ios: Version(13, 0), .watchos: Version(6, 0)])
  /// Legacy text input (`UIUserNotificationActionBehavior.textInput`).
  static let legacyTextInput = APIIntroduction(versions: [.ios: Version(9, 0)])
}
