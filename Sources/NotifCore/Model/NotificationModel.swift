/// A user-visible text: a plain string, or a localized one with its development-language value.
public struct Text: Hashable, Sendable {
  /// The development-language value (the `default:`, else the key; or the plain string).
  public let value: String
  /// The strings-table entry, when the text is localized.
  public let localization: Localization?
  /// Where the text is written.
  public let span: SourceSpan?

  /// Creates a text.
  public init(value: String, localization: Localization? = nil, span: SourceSpan? = nil) {
    self.value = value
    self.localization = localization
    self.span = span
  }
}

/// A strings-table entry for a localized text.
///
/// A class, compared and hashed by value: a ``Text`` holds a reference to it, so that the many
/// texts that are not localized do not each carry room for three strings.
public final class Localization: Hashable, Sendable {
  /// The key.
  public let key: String
  /// The strings table (`Localizable` unless given).
  public let table: String
  /// The note for translators, when given.
  public let comment: String?
  /// Where the literal of the development-language value is, in the file of the text's span: the
  /// `default:` argument's, or, without one, the key's (`nil` when not known). Not compared: an
  /// entry is its key, table and comment.
  let valueRange: CompactByteRange?
  /// Whether the call has a `default:` (without one, the key is the value).
  let hasDefault: Bool

  /// Creates an entry.
  public convenience init(key: String, table: String, comment: String?) {
    self.init(key: key, table: table, comment: comment, valueRange: nil, hasDefault: true)
  }

  init(key: String, table: String, comment: String?, valueRange: CompactByteRange?, hasDefault: Bool) {
    self.key = key
    self.table = table
    self.comment = comment
    self.valueRange = valueRange
    self.hasDefault = hasDefault
  }

  public static func == (lhs: Localization, rhs: Localization) -> Bool {
    lhs.key == rhs.key && lhs.table == rhs.table && lhs.comment == rhs.comment
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(table)
    hasher.combine(comment)
  }

  /// The table a name written in the source means: `Localizable` when there is none or it is empty
  /// (Foundation's lookup, `localizedString(forKey:value:table:)`, takes an empty name so).
  static func tableName(_ written: String?) -> String {
    guard let written, !written.isEmpty else { return defaultTable }
    return written
  }

  /// The table Foundation reads when none is named.
  static let defaultTable = "Localizable"
}

/// `activation`: how the app is started when the action is chosen.
public enum Activation: String, Sendable, CaseIterable {
  case background
  case foreground
}

/// `behavior`: a button, or a button that asks for text.
public enum Behavior: String, Sendable, CaseIterable {
  case `default`
  case textInput
}

/// An action's icon (iOS 15): `UNNotificationActionIcon(systemImageName:)` or
/// `UNNotificationActionIcon(templateImageName:)`.
public enum ActionIcon: Hashable, Sendable {
  case system(String)
  case template(String)
}

/// `UNNotificationCategoryOptions`, in Apple's raw-value order.
public enum CategoryOption: Int, CaseIterable, Sendable, Comparable {
  case customDismissAction = 1
  case allowInCarPlay = 2
  case hiddenPreviewsShowTitle = 4
  case hiddenPreviewsShowSubtitle = 8
  case allowAnnouncement = 16

  /// The spelling in `.notif` files, the manifest and Swift (`.customDismissAction`).
  public var name: String {
    switch self {
    case .customDismissAction: "customDismissAction"
    case .allowInCarPlay: "allowInCarPlay"
    case .hiddenPreviewsShowTitle: "hiddenPreviewsShowTitle"
    case .hiddenPreviewsShowSubtitle: "hiddenPreviewsShowSubtitle"
    case .allowAnnouncement: "allowAnnouncement"
    }
  }

  /// Looks an option up by its spelling.
  public init?(name: String) {
    guard let option = CategoryOption.allCases.first(where: { $0.name == name }) else { return nil }
    self = option
  }

  public static func < (lhs: CategoryOption, rhs: CategoryOption) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A checked action with every default filled in: what `UNNotificationAction` needs. A class, so
/// that the categories that list an action share it instead of copying a dozen fields.
public final class Action: Sendable {
  /// The `.notif` name.
  public let name: String
  /// The wire identifier (`response.actionIdentifier`).
  public let identifier: String
  /// The button title.
  public let title: Text
  /// Foreground or background.
  public let activation: Activation
  /// Shown with destructive highlighting.
  public let destructive: Bool
  /// Requires an unlocked device; always true for foreground actions.
  public let authenticationRequired: Bool
  /// Button or text input.
  public let behavior: Behavior
  /// The text input's send button title, when set.
  public let textInputButtonTitle: Text?
  /// The text input's placeholder, when set.
  public let textInputPlaceholder: Text?
  /// The icon, when set.
  public let icon: ActionIcon?
  /// The `///` documentation.
  public let documentation: String?
  /// Where the action is declared.
  public let source: DeclarationSource

  /// Creates a resolved action (the checker does; emitters only read).
  public init(
    name: String, identifier: String, title: Text, activation: Activation, destructive: Bool,
    authenticationRequired: Bool, behavior: Behavior, textInputButtonTitle: Text?,
    textInputPlaceholder: Text?, icon: ActionIcon?, documentation: String?, source: DeclarationSource
  ) {
    self.name = name
    self.identifier = identifier
    self.title = title
    self.activation = activation
    self.destructive = destructive
    self.authenticationRequired = authenticationRequired
    self.behavior = behavior
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
    self.icon = icon
    self.documentation = documentation
    self.source = source
  }
}

/// A checked category with its actions resolved, in display order.
public final class Category: Sendable {
  /// The `.notif` name.
  public let name: String
  /// The wire identifier (payload `aps.category`).
  public let identifier: String
  /// The actions, in display order.
  public let actions: [Action]
  /// The legacy (iOS 8/9) minimal context: as given, else the first two actions.
  public let minimalActions: [Action]
  /// The options, in Apple's raw-value order.
  public let options: [CategoryOption]
  /// SiriKit intent identifiers.
  public let intentIdentifiers: [String]
  /// The body shown when previews are hidden (iOS 11).
  public let hiddenPreviewsBodyPlaceholder: Text?
  /// The summary format for grouped notifications (iOS 12).
  public let categorySummaryFormat: Text?
  /// The `///` documentation.
  public let documentation: String?
  /// Where the category is declared.
  public let source: DeclarationSource

  /// Creates a resolved category (the checker does; emitters only read).
  public init(
    name: String, identifier: String, actions: [Action], minimalActions: [Action], options: [CategoryOption],
    intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: Text?, categorySummaryFormat: Text?,
    documentation: String?, source: DeclarationSource
  ) {
    self.name = name
    self.identifier = identifier
    self.actions = actions
    self.minimalActions = minimalActions
    self.options = options
    self.intentIdentifiers = intentIdentifiers
    self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    self.categorySummaryFormat = categorySummaryFormat
    self.documentation = documentation
    self.source = source
  }
}

/// Where a declaration and each of its properties are written.
public struct DeclarationSource: Sendable {
  /// The declaration's name.
  public let nameSpan: SourceSpan
  /// The whole declaration.
  public let span: SourceSpan
  /// Each property by name: the span of its name and of its value.
  public let properties: PropertySpans
  /// The properties that an unknown property was reported as meaning (N901, with a fix-it that
  /// writes one): a rule does not offer to write them too.
  var meantByUnknownProperties = PropertySet()
  /// The properties written with a value that was reported and not read (a value missing, of the
  /// wrong kind, or not one of the property's names, as `behavior: TextInput`): the declaration has
  /// its default there, and a rule that would judge it by that default says nothing.
  var unreadValues = PropertySet()

  /// The span of a property's value (or its name, or the declaration's name when absent).
  public func valueSpan(_ property: PropertyName) -> SourceSpan {
    properties[property].map { $0.value ?? $0.name } ?? nameSpan
  }
}

/// The checked, resolved notification model of a whole build: the input of every emitter.
public struct NotificationModel: Sendable {
  /// The language version (always 1).
  public let languageVersion: Int
  /// The deployment targets, sorted by name (`ios 15.0` when none is declared).
  public let platforms: [Platform]
  /// Every declared action, in declaration order.
  public let actions: [Action]
  /// Every category, sorted by identifier.
  public let categories: [Category]

  /// The deployment target of a platform, if declared.
  public func target(_ name: PlatformName) -> Version? { platforms.target(name) }

  /// Whether any declared target is an iOS version below `version` (Mac Catalyst follows iOS 13+).
  public func iosTarget(below version: Version) -> Bool { platforms.iosTarget(below: version) }
}

extension [Platform] {
  /// The deployment target of a platform, if declared.
  func target(_ name: PlatformName) -> Version? {
    first { $0.name == name }?.version
  }

  /// Whether the iOS target, if declared, is below `version`.
  func iosTarget(below version: Version) -> Bool {
    guard let ios = target(.ios) else { return false }
    return ios < version
  }
}
