// Stand-in for Apple's UserNotifications framework, for compiling and running notifc's generated Swift
// on Linux. It is built as a module named `UserNotifications` by the test harness
// (Tests/NotifCoreTests/Support/SwiftCompilation.swift); it is not part of any SwiftPM target.
//
// Fidelity rules:
// - Every public declaration that is not prefixed `_standIn` mirrors Apple's Swift signature: labels,
//   optionality, default arguments, types, `@Sendable` closures. Sources: the project fact sheet
//   (shared/reference/apple-notification-api.md) and the current developer.apple.com pages.
// - Anything prefixed `_standIn` is test-only; generated code must never use it, and it does not
//   exist on Apple platforms.
// - The stand-in must not accept code that Apple's SDK would reject. Where in doubt it is stricter.
//
// Concurrency (checked against the "Conforms To" lists on developer.apple.com, which do list `Sendable`
// for Objective-C classes that are annotated `NS_SWIFT_SENDABLE`): UNNotificationAction,
// UNNotificationCategory, UNNotificationResponse and UNUserNotificationCenter conform to Equatable,
// Hashable, NSCopying, NSSecureCoding... but NOT to Sendable. They are therefore deliberately *not*
// Sendable here (no `@unchecked Sendable`): generated code that stores them in a `static let`, or
// captures them in a `@Sendable` closure, is rejected in Swift 6 mode here as it would be on iOS.
// Option sets (imported NS_OPTIONS) are Sendable, as on Apple platforms.
// The completion handlers of `getNotificationCategories(completionHandler:)` and of both delegate
// callbacks are `@escaping @Sendable`, as in the current Apple documentation.
//
// The module is compiled in Swift 5 language mode, like an Objective-C framework that has not been
// audited for concurrency; `@preconcurrency import UserNotifications` therefore behaves as with
// Apple's framework.
//
// `@available(iOS ...)`, `@available(watchOS ...)` and `@available(macOS ...)` attributes are kept for
// documentation; they are ignored when compiling for Linux.

import Dispatch
import Foundation

// MARK: - Action options

/// The behaviors you can apply to an action (`UNNotificationActionOptions`, an `NS_OPTIONS` of
/// `NSUInteger`).
///
/// `UNNotificationActionOptionNone` is `NS_SWIFT_UNAVAILABLE("Use [] instead.")`, so there is no
/// `.none` member.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Creates an option set from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The action can be performed only on an unlocked device (`1 << 0`).
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  /// The action performs a destructive task (`1 << 1`).
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  /// The action causes the app to launch in the foreground (`1 << 2`).
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

// MARK: - Action icon

/// An icon associated with an action (iOS 15, macOS 12, watchOS 8, tvOS 15).
///
/// Apple's header declares no public properties; the stand-in exposes its state only through
/// `_standIn`-prefixed members.
@available(iOS 15.0, macOS 12.0, watchOS 8.0, tvOS 15.0, *)
open class UNNotificationActionIcon: NSObject {
  let imageName: String
  let isSystemImage: Bool

  init(_standInImageName imageName: String, isSystemImage: Bool) {
    self.imageName = imageName
    self.isSystemImage = isSystemImage
    super.init()
  }

  /// Creates an action icon based on an image in your app's bundle, preferably in an asset catalog.
  public convenience init(templateImageName: String) {
    self.init(_standInImageName: templateImageName, isSystemImage: false)
  }

  /// Creates an action icon by using a system symbol image (an SF Symbols name).
  public convenience init(systemImageName: String) {
    self.init(_standInImageName: systemImageName, isSystemImage: true)
  }

  /// Test-only: the image name passed to the initializer.
  public var _standInImageName: String { imageName }
  /// Test-only: `true` for `init(systemImageName:)`, `false` for `init(templateImageName:)`.
  public var _standInIsSystemImage: Bool { isSystemImage }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationActionIcon, type(of: other) == type(of: self) else {
      return false
    }
    return imageName == other.imageName && isSystemImage == other.isSystemImage
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(imageName)
    hasher.combine(isSystemImage)
    return hasher.finalize()
  }

  open override var description: String {
    "<UNNotificationActionIcon \(isSystemImage ? "systemImageName" : "templateImageName"): \(imageName)>"
  }
}

// MARK: - Actions

/// A task your app performs in response to a notification that the system delivers.
///
/// Apple's `init` is `NS_UNAVAILABLE`; the class methods `+actionWithIdentifier:title:options:` and
/// `+actionWithIdentifier:title:options:icon:` are imported as convenience initializers and are
/// inherited by ``UNTextInputNotificationAction`` (their result type is `instancetype`). The stand-in
/// reproduces that: its only designated initializer is internal, so `UNNotificationAction()` does not
/// compile, and the subclass declares no designated initializer, so it inherits both convenience
/// initializers.
///
/// Equality and hashing compare the public state (Apple overrides `-isEqual:` and `-hash`).
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationAction: NSObject {
  /// The unique string that your app uses to identify the action.
  public let identifier: String
  /// The localized string to use as the title of the action.
  public let title: String
  /// The behaviors associated with the action.
  public let options: UNNotificationActionOptions
  /// The icon associated with the action (iOS 15).
  @available(iOS 15.0, macOS 12.0, watchOS 8.0, tvOS 15.0, *)
  public var icon: UNNotificationActionIcon? { storedIcon }

  let storedIcon: UNNotificationActionIcon?

  init(
    _standInIdentifier identifier: String, title: String, options: UNNotificationActionOptions,
    icon: UNNotificationActionIcon?
  ) {
    self.identifier = identifier
    self.title = title
    self.options = options
    self.storedIcon = icon
    super.init()
  }

  /// Creates an action object by using the specified title and options (iOS 10).
  public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.init(_standInIdentifier: identifier, title: title, options: options, icon: nil)
  }

  /// Creates an action object by using the specified title, options and icon (iOS 15).
  @available(iOS 15.0, macOS 12.0, watchOS 8.0, tvOS 15.0, *)
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    icon: UNNotificationActionIcon?
  ) {
    self.init(_standInIdentifier: identifier, title: title, options: options, icon: icon)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationAction, type(of: other) == type(of: self) else {
      return false
    }
    return identifier == other.identifier && title == other.title && options == other.options
      && storedIcon == other.storedIcon
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(identifier)
    hasher.combine(title)
    hasher.combine(options)
    return hasher.finalize()
  }

  open override var description: String {
    "<\(type(of: self)) identifier: \(identifier), title: \(title), options: \(options.rawValue)>"
  }
}

/// An action that accepts user-typed text.
///
/// Besides its own two initializers it inherits `init(identifier:title:options:)` and
/// `init(identifier:title:options:icon:)` from ``UNNotificationAction`` (as the Objective-C factory
/// methods are inherited); the text fields are then empty strings. (What Apple returns for them in
/// that case is not documented; the stand-in uses `""`.)
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNTextInputNotificationAction: UNNotificationAction {
  /// The localized title of the text input button that the system displays to the user.
  public private(set) var textInputButtonTitle: String = ""
  /// The localized placeholder text to display in the text input field.
  public private(set) var textInputPlaceholder: String = ""

  /// Creates an action object that accepts text input from the user (iOS 10).
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    self.init(_standInIdentifier: identifier, title: title, options: options, icon: nil)
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
  }

  /// Creates an action object with an icon that accepts text input from the user (iOS 15).
  @available(iOS 15.0, macOS 12.0, watchOS 8.0, tvOS 15.0, *)
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    icon: UNNotificationActionIcon?, textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    self.init(_standInIdentifier: identifier, title: title, options: options, icon: icon)
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard super.isEqual(object), let other = object as? UNTextInputNotificationAction else {
      return false
    }
    return textInputButtonTitle == other.textInputButtonTitle
      && textInputPlaceholder == other.textInputPlaceholder
  }
}

// MARK: - Category options

/// Constants indicating how to handle notifications associated with a category
/// (`UNNotificationCategoryOptions`, an `NS_OPTIONS` of `NSUInteger`).
///
/// `UNNotificationCategoryOptionNone` is `NS_SWIFT_UNAVAILABLE("Use [] instead.")`, so there is no
/// `.none` member.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Creates an option set from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Send the dismiss action to the delegate of the notification center (`1 << 0`).
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)

  /// Allow CarPlay to display notifications of this type (`1 << 1`). Unavailable on macOS.
  @available(macOS, unavailable)
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)

  /// Show the notification's title even if the user has disabled previews (`1 << 2`, iOS 11).
  @available(iOS 11.0, macOS 10.14, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)

  /// Show the notification's subtitle even if the user has disabled previews (`1 << 3`, iOS 11).
  @available(iOS 11.0, macOS 10.14, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)

  /// Allow Siri to announce notifications of this type (`1 << 4`). Deprecated and ignored since iOS 15.
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement option is ignored")
  @available(watchOS, introduced: 6.0, deprecated: 7.0, message: "Announcement option is ignored")
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

// MARK: - Categories

/// A type of notification your app supports and the custom actions that the system displays.
///
/// Apple's `init` is `NS_UNAVAILABLE`; the three class factories are imported as convenience
/// initializers. `hiddenPreviewsBodyPlaceholder` and `categorySummaryFormat` are non-optional
/// `String` properties; when not given (or given as `nil` to the iOS 12 initializer) the stand-in
/// stores `""` (Apple's exact value in that case is not documented).
///
/// Equality and hashing compare the public state. Apple overrides `-isEqual:` and `-hash`, but which
/// fields it compares is not documented.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationCategory: NSObject {
  /// The unique string assigned to the category.
  public let identifier: String
  /// The actions to display when the system delivers notifications of this type, in display order.
  public let actions: [UNNotificationAction]
  /// The intents related to notifications of this category.
  public let intentIdentifiers: [String]
  /// Options for how to handle notifications of this type.
  public let options: UNNotificationCategoryOptions

  /// The placeholder text to display when the system disables notification previews (iOS 11).
  @available(iOS 11.0, macOS 10.14, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  public var hiddenPreviewsBodyPlaceholder: String { storedHiddenPreviewsBodyPlaceholder }

  /// A format string for the summary description used when the system groups the category's
  /// notifications (iOS 12).
  @available(iOS 12.0, macOS 10.14, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  public var categorySummaryFormat: String { storedCategorySummaryFormat }

  let storedHiddenPreviewsBodyPlaceholder: String
  let storedCategorySummaryFormat: String
  /// Which of the three initializers created the category (10, 11 or 12).
  let initializerGeneration: Int

  init(
    _standInIdentifier identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
    options: UNNotificationCategoryOptions, initializerGeneration: Int
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
    self.storedHiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
    self.storedCategorySummaryFormat = categorySummaryFormat ?? ""
    self.initializerGeneration = initializerGeneration
    super.init()
  }

  /// Creates a category object containing the specified actions and options (iOS 10).
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      _standInIdentifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, options: options,
      initializerGeneration: 10)
  }

  /// Creates a category object containing the specified actions, options, and placeholder text used
  /// when previews aren't shown (iOS 11; the placeholder is non-optional).
  @available(iOS 11.0, macOS 10.14, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      _standInIdentifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: nil,
      options: options, initializerGeneration: 11)
  }

  /// Creates a category object containing the specified actions, options, placeholder text used when
  /// previews aren't shown, and summary format string (iOS 12; both strings are optional).
  @available(iOS 12.0, macOS 10.14, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
    options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      _standInIdentifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder,
      categorySummaryFormat: categorySummaryFormat, options: options, initializerGeneration: 12)
  }

  /// Test-only: which initializer created the category: 10 for
  /// `init(identifier:actions:intentIdentifiers:options:)`, 11 for the one with
  /// `hiddenPreviewsBodyPlaceholder:`, 12 for the one with `categorySummaryFormat:`.
  public var _standInInitializerGeneration: Int { initializerGeneration }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationCategory, type(of: other) == type(of: self) else {
      return false
    }
    return identifier == other.identifier && actions == other.actions
      && intentIdentifiers == other.intentIdentifiers && options == other.options
      && storedHiddenPreviewsBodyPlaceholder == other.storedHiddenPreviewsBodyPlaceholder
      && storedCategorySummaryFormat == other.storedCategorySummaryFormat
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(identifier)
    hasher.combine(actions.count)
    hasher.combine(options)
    return hasher.finalize()
  }

  open override var description: String {
    let ids = actions.map(\.identifier).joined(separator: ", ")
    return
      "<UNNotificationCategory identifier: \(identifier), actions: [\(ids)], options: \(options.rawValue)>"
  }
}

// MARK: - System action identifiers

/// The action identifier delivered when the user opened the app from the notification interface.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// The action identifier delivered when the user explicitly dismissed the notification interface
/// (only for categories with ``UNNotificationCategoryOptions/customDismissAction``).
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

// MARK: - Content, requests, notifications, responses

/// The uneditable content of a notification (the part of Apple's API that category routing uses).
open class UNNotificationContent: NSObject {
  /// The localized text that provides the notification's primary description.
  public internal(set) var title: String
  /// The localized text that provides the notification's secondary description.
  public internal(set) var subtitle: String
  /// The localized text that provides the notification's main content.
  public internal(set) var body: String
  /// The identifier of the notification's category (the `category` key of a remote payload).
  @available(tvOS, unavailable)
  public internal(set) var categoryIdentifier: String
  /// The identifier that groups related notifications.
  public internal(set) var threadIdentifier: String
  /// The custom data to associate with the notification.
  public internal(set) var userInfo: [AnyHashable: Any]

  /// Creates empty content (Apple's `-init` is available on this class).
  public override init() {
    title = ""
    subtitle = ""
    body = ""
    categoryIdentifier = ""
    threadIdentifier = ""
    userInfo = [:]
    super.init()
  }

  /// Test-only: creates content with the given category identifier and user info.
  public convenience init(
    _standInCategoryIdentifier categoryIdentifier: String, userInfo: [AnyHashable: Any] = [:]
  ) {
    self.init()
    self.categoryIdentifier = categoryIdentifier
    self.userInfo = userInfo
  }
}

/// The editable content of a notification.
open class UNMutableNotificationContent: UNNotificationContent {
  /// The localized text that provides the notification's primary description.
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  /// The localized text that provides the notification's secondary description.
  open override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  /// The localized text that provides the notification's main content.
  open override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  /// The identifier of the notification's category.
  @available(tvOS, unavailable)
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  /// The identifier that groups related notifications.
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  /// The custom data to associate with the notification.
  open override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
}

/// A request to schedule a local notification (only `identifier` and `content` are modelled).
open class UNNotificationRequest: NSObject {
  /// The unique identifier for this notification request.
  public let identifier: String
  /// The content associated with the notification.
  public let content: UNNotificationContent

  /// Test-only: Apple's `init` is unavailable and its public factory needs a trigger, which the
  /// stand-in does not model.
  public init(_standInIdentifier identifier: String, content: UNNotificationContent) {
    self.identifier = identifier
    self.content = content
    super.init()
  }
}

/// The data for a local or remote notification the system delivers to your app.
open class UNNotification: NSObject {
  /// The notification request containing the payload and trigger information.
  public let request: UNNotificationRequest
  /// The delivery date of the notification.
  public let date: Date

  /// Test-only: Apple never lets apps create notifications.
  public init(_standInRequest request: UNNotificationRequest, date: Date = Date(timeIntervalSince1970: 0)) {
    self.request = request
    self.date = date
    super.init()
  }

  /// Test-only: a notification whose content has the given category identifier.
  public convenience init(
    _standInCategoryIdentifier categoryIdentifier: String, userInfo: [AnyHashable: Any] = [:]
  ) {
    let content = UNNotificationContent(_standInCategoryIdentifier: categoryIdentifier, userInfo: userInfo)
    self.init(
      _standInRequest: UNNotificationRequest(_standInIdentifier: "stand-in-request", content: content))
  }
}

/// The user's response to an actionable notification.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationResponse: NSObject {
  /// The notification to which the user responded.
  public let notification: UNNotification
  /// The identifier of the action that the user selected: an action's identifier,
  /// ``UNNotificationDefaultActionIdentifier`` or ``UNNotificationDismissActionIdentifier``.
  public let actionIdentifier: String

  /// Test-only: Apple never lets apps create responses.
  public init(_standInNotification notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
    super.init()
  }

  /// Test-only: a response to a notification of the given category.
  public convenience init(_standInActionIdentifier actionIdentifier: String, categoryIdentifier: String) {
    self.init(
      _standInNotification: UNNotification(_standInCategoryIdentifier: categoryIdentifier),
      actionIdentifier: actionIdentifier)
  }
}

/// The user's response to an actionable notification, including the text that the user typed.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNTextInputNotificationResponse: UNNotificationResponse {
  /// The text entered or chosen by the user (an empty string when the user entered nothing).
  public let userText: String

  /// Test-only: Apple never lets apps create responses.
  public init(_standInNotification notification: UNNotification, actionIdentifier: String, userText: String) {
    self.userText = userText
    super.init(_standInNotification: notification, actionIdentifier: actionIdentifier)
  }

  /// Test-only: a text-input response to a notification of the given category.
  public convenience init(
    _standInActionIdentifier actionIdentifier: String, categoryIdentifier: String, userText: String
  ) {
    self.init(
      _standInNotification: UNNotification(_standInCategoryIdentifier: categoryIdentifier),
      actionIdentifier: actionIdentifier, userText: userText)
  }
}

// MARK: - Presentation options

/// Constants indicating how to present a notification in a foreground app.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Creates an option set from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Apply the notification's badge value to the app's icon (`1 << 0`).
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// Play the sound associated with the notification (`1 << 1`).
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// Display the alert using the content provided by the notification (`1 << 2`).
  @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use .list and .banner")
  @available(macOS, introduced: 10.14, deprecated: 11.0, message: "Use .list and .banner")
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// Show the notification in Notification Center (`1 << 3`, iOS 14).
  @available(iOS 14.0, macOS 11.0, watchOS 7.0, tvOS 14.0, *)
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// Present the notification as a banner (`1 << 4`, iOS 14).
  @available(iOS 14.0, macOS 11.0, watchOS 7.0, tvOS 14.0, *)
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

// MARK: - Notification center

/// The central object for managing notification-related activities for your app.
///
/// Like Apple's, the center processes requests serially in the order they are made, and calls
/// completion handlers on a background queue. The stand-in records every category registration so
/// that tests can inspect it through the `_standIn` members.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, tvOS 10.0, *)
open class UNUserNotificationCenter: NSObject {
  private static let sharedCenter = UNUserNotificationCenter(_standIn: ())

  private let queue = DispatchQueue(label: "UserNotifications stand-in center")
  private var categories: Set<UNNotificationCategory> = []
  private var registrations: [Set<UNNotificationCategory>] = []
  private var unhandledResponses: [UNNotificationResponse] = []

  /// The notification center's delegate. It is held weakly, as by Apple's center.
  public weak var delegate: (any UNUserNotificationCenterDelegate)?

  private init(_standIn: Void) { super.init() }

  /// Returns your app's notification center.
  open class func current() -> UNUserNotificationCenter { sharedCenter }

  /// Registers the notification categories that your app supports, replacing any previously
  /// registered categories.
  @available(tvOS, unavailable)
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    queue.async {
      self.categories = categories
      self.registrations.append(categories)
    }
  }

  /// Fetches your app's registered notification categories. The block may be executed on a
  /// background thread.
  @available(tvOS, unavailable)
  open func getNotificationCategories(
    completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
  ) {
    queue.async {
      completionHandler(self.categories)
    }
  }

  /// Fetches your app's registered notification categories (the async form of
  /// `getNotificationCategories(completionHandler:)`; Swift drops the `get` prefix).
  @available(tvOS, unavailable)
  open func notificationCategories() async -> Set<UNNotificationCategory> {
    await withCheckedContinuation { continuation in
      queue.async {
        continuation.resume(returning: self.categories)
      }
    }
  }

  // MARK: Test-only inspection and driving

  /// Test-only: the currently registered categories, after all earlier requests were processed.
  public var _standInRegisteredCategories: Set<UNNotificationCategory> {
    queue.sync { categories }
  }

  /// Test-only: every set passed to `setNotificationCategories(_:)`, in order.
  public var _standInRegistrationHistory: [Set<UNNotificationCategory>] {
    queue.sync { registrations }
  }

  /// Test-only: the responses that reached neither form of the delegate's `didReceive` method (only
  /// the protocol's default implementations ran), e.g. because the delegate's method has a near-miss
  /// signature and so does not implement the requirement.
  public var _standInResponsesNotHandledByDelegate: [UNNotificationResponse] {
    queue.sync { unhandledResponses }
  }

  /// Test-only: forgets all registrations, unhandled responses and the delegate.
  public func _standInReset() {
    queue.sync {
      categories = []
      registrations = []
      unhandledResponses = []
    }
    delegate = nil
  }

  func recordUnhandled(_ response: UNNotificationResponse) {
    queue.sync { unhandledResponses.append(response) }
  }

  /// Test-only: waits until every request made so far has been processed (completion handlers of
  /// `getNotificationCategories` have been called, though work they started may still be running).
  public func _standInWaitUntilIdle() {
    queue.sync {}
  }

  /// Test-only: delivers `response` to the delegate as the system would when the user picks an
  /// action. Returns `false` when there is no delegate.
  @discardableResult
  public func _standInDeliver(
    _ response: UNNotificationResponse, completionHandler: @escaping @Sendable () -> Void
  ) -> Bool {
    guard let delegate else { return false }
    delegate.userNotificationCenter(self, didReceive: response, withCompletionHandler: completionHandler)
    return true
  }

  /// Test-only: delivers `response` to the delegate, then keeps the current thread's run loop (and
  /// with it the main queue, when called on the main thread) running until the completion handler has
  /// been called, or `timeout` has passed, plus `grace` seconds to catch extra calls. Returns how
  /// many times the completion handler was called (the correct answer is exactly 1), or `nil` when
  /// there is no delegate.
  public func _standInDeliverAndWait(
    _ response: UNNotificationResponse, timeout: TimeInterval = 5, grace: TimeInterval = 0.05
  ) -> Int? {
    let counter = _StandInCounter()
    guard _standInDeliver(response, completionHandler: { counter.increment() }) else { return nil }
    let deadline = Date(timeIntervalSinceNow: timeout)
    while counter.value == 0 && Date() < deadline {
      _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
    }
    let graceEnd = Date(timeIntervalSinceNow: grace)
    while Date() < graceEnd {
      _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
    }
    return counter.value
  }

  /// Test-only: asks the delegate how to present `notification` while the app is in the foreground.
  @discardableResult
  public func _standInPresent(
    _ notification: UNNotification,
    completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) -> Bool {
    guard let delegate else { return false }
    delegate.userNotificationCenter(self, willPresent: notification, withCompletionHandler: completionHandler)
    return true
  }
}

/// A thread-safe counter used by the test-only delivery helpers.
final class _StandInCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}

// MARK: - Delegate

/// An interface for processing incoming notifications and responding to notification actions.
///
/// Apple's requirements are `@objc optional`; Linux has no Objective-C runtime, so the stand-in makes
/// them ordinary requirements with default implementations in an extension.
///
/// Limitation: a method with a near-miss signature (e.g. `completionHandler:` for
/// `withCompletionHandler:`) compiles silently here and is never called, whereas Apple's compiler
/// usually warns "nearly matches optional requirement". Swift warns "nearly matches defaulted
/// requirement" only for close spellings declared in an extension that adds the conformance. Tests
/// should therefore drive the delegate at run time (`_standInDeliver`), which catches such a method.
///
/// The async variants are what Swift's importer makes of the same Objective-C methods; a conforming
/// type implements one form or the other. The default completion-handler forms call the async forms,
/// so the stand-in center reaches whichever one the delegate implements.
@available(iOS 10.0, macOS 10.14, watchOS 3.0, tvOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  /// Asks the delegate how to handle a notification that arrived while the app was in the foreground.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)

  /// The async form of `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions

  /// Asks the delegate to process the user's response to a delivered notification.
  @available(tvOS, unavailable)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

  /// The async form of `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  @available(tvOS, unavailable)
  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse)
    async

  /// Asks the delegate to display the in-app notification settings (iOS 12).
  @available(iOS 12.0, macOS 10.14, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  /// Default: forwards to the async form (which by default presents nothing).
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    let box = _StandInUnchecked((self, center, notification))
    Task {
      let (delegate, center, notification) = box.value
      completionHandler(await delegate.userNotificationCenter(center, willPresent: notification))
    }
  }

  /// Default: presents nothing (`[]`), as when Apple's delegate does not implement the method.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    []
  }

  /// Default: forwards to the async form (which by default does nothing).
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    let box = _StandInUnchecked((self, center, response))
    Task {
      let (delegate, center, response) = box.value
      await delegate.userNotificationCenter(center, didReceive: response)
      completionHandler()
    }
  }

  /// Default: does nothing (the stand-in center records the response as not handled).
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {
    center.recordUnhandled(response)
  }

  /// Default: does nothing.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
  ) {}
}

/// Carries non-Sendable values into the stand-in's own forwarding tasks.
struct _StandInUnchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
