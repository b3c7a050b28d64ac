// Stand-in for the part of Apple's UIKit that registers legacy (iOS 8/9) actionable notifications, for
// compiling and running notifc's generated Swift on Linux. It is built as a module named `UIKit` by
// the test harness (Tests/NotifCoreTests/Support/SwiftCompilation.swift); it is not part of any
// SwiftPM target. Every API here is deprecated in iOS 10 and unavailable on tvOS, watchOS and macOS.
//
// Fidelity rules:
// - Every public declaration that is not prefixed `_standIn` mirrors Apple's Swift signature. Sources:
//   the project fact sheet (shared/reference/apple-notification-api.md, section 3: the iPhoneOS 10.3
//   SDK headers UIUserNotificationSettings.h and UIApplication.h) and the Swift declarations on
//   developer.apple.com (documentation/uikit/uiusernotificationsettings, .../uiusernotificationcategory,
//   .../uimutableusernotificationcategory/setactions(_:for:), .../uiusernotificationaction,
//   .../uimutableusernotificationaction, .../uiapplication/registerusernotificationsettings(_:),
//   .../uiapplication/currentusernotificationsettings, .../uiusernotificationtextinputactionbuttontitlekey).
// - Anything prefixed `_standIn` is test-only and does not exist on Apple platforms.
//
// Concurrency: Apple's documentation declares UIUserNotificationSettings, UIUserNotificationCategory,
// UIMutableUserNotificationCategory, UIUserNotificationAction, UIMutableUserNotificationAction and
// UIApplication as `@MainActor class`. The stand-in does the same, so legacy registration code must
// run on the main actor, as on iOS. The enums and the option set are Sendable value types.
//
// Defaults not documented by Apple (the stand-in uses the zero values an Objective-C object starts
// with): UIMutableUserNotificationAction.activationMode == .foreground, isAuthenticationRequired ==
// false, identifier/title == nil, parameters == [:]. Documented: behavior == .default and
// isDestructive == false.
//
// The module is compiled in Swift 5 language mode, like an Objective-C framework. `@available(iOS ...)`
// attributes are kept for documentation; they are ignored when compiling for Linux. Some deprecation
// messages are shortened (Apple's are in the fact sheet, section 3).

import Foundation

// MARK: - Enumerations

/// The types of notifications an app can use to alert the user (`NS_OPTIONS`, `NSUInteger`).
/// `UIUserNotificationTypeNone` (0) is `[]` in Swift.
@available(
  iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNAuthorizationOptions"
)
public struct UIUserNotificationType: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Creates an option set from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The app may badge its icon (`1 << 0`).
  public static let badge = UIUserNotificationType(rawValue: 1 << 0)
  /// The app may play a sound (`1 << 1`).
  public static let sound = UIUserNotificationType(rawValue: 1 << 1)
  /// The app may display an alert (`1 << 2`).
  public static let alert = UIUserNotificationType(rawValue: 1 << 2)
}

/// The behaviors an action supports (iOS 9; `NS_ENUM`, `NSUInteger`).
@available(
  iOS, introduced: 9.0, deprecated: 10.0,
  message: "Use UserNotifications Framework's UNNotificationAction or UNTextInputNotificationAction"
)
public enum UIUserNotificationActionBehavior: UInt, Sendable {
  /// The default behavior: a button.
  case `default` = 0
  /// The system-provided behavior that allows text input from the user.
  case textInput = 1
}

/// Whether the app should activate to the foreground or background (`NS_ENUM`, `NSUInteger`).
@available(
  iOS, introduced: 8.0, deprecated: 10.0,
  message: "Use UserNotifications Framework's UNNotificationActionOptions"
)
public enum UIUserNotificationActivationMode: UInt, Sendable {
  /// Activates the application in the foreground.
  case foreground = 0
  /// Activates the application in the background, unless it's already in the foreground.
  case background = 1
}

/// The context in which actions are displayed (`NS_ENUM`, `NSUInteger`).
@available(
  iOS, introduced: 8.0, deprecated: 10.0,
  message: "Use UserNotifications Framework's -[UNNotificationCategory actions]"
)
public enum UIUserNotificationActionContext: UInt, Sendable {
  /// The full UI for the notification's alert: up to four actions.
  case `default` = 0
  /// The minimal UI, when space is limited: up to two actions.
  case minimal = 1
}

// MARK: - Constants

/// The key, in an action's `parameters`, for the title of the text input button (iOS 9).
///
/// UNCONFIRMED: Apple does not document the literal value of this constant, and no authoritative
/// source for it was found. The value below is a placeholder; generated code must use the constant,
/// never a literal.
@available(
  iOS, introduced: 9.0, deprecated: 10.0,
  message: "Use UserNotifications Framework's -[UNTextInputNotificationAction textInputButtonTitle]"
)
public let UIUserNotificationTextInputActionButtonTitleKey: String =
  "_standInPlaceholder.UIUserNotificationTextInputActionButtonTitleKey"

/// The key, in the `responseInfo` dictionary passed to the app delegate, for the text the user typed
/// (iOS 9).
///
/// UNCONFIRMED: Apple does not document the literal value of this constant, and no authoritative
/// source for it was found. The value below is a placeholder; generated code must use the constant,
/// never a literal.
@available(
  iOS, introduced: 9.0, deprecated: 10.0,
  message: "Use UserNotifications Framework's -[UNTextInputNotificationResponse userText]"
)
public let UIUserNotificationActionResponseTypedTextKey: String =
  "_standInPlaceholder.UIUserNotificationActionResponseTypedTextKey"

// MARK: - Settings

/// The types of notifications, and the categories of actions, that an app registers.
@available(
  iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationSettings"
)
@MainActor
open class UIUserNotificationSettings: NSObject {
  /// The notification types that the app registered (or, from the system, may use).
  public let types: UIUserNotificationType
  /// The app's registered groups of actions.
  public let categories: Set<UIUserNotificationCategory>?

  init(_standInTypes types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
    self.types = types
    self.categories = categories
    super.init()
  }

  /// Creates a settings object (`+settingsForTypes:categories:`); `categories` may be `nil` or empty
  /// when custom actions are not used.
  public convenience init(types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
    self.init(_standInTypes: types, categories: categories)
  }
}

// MARK: - Categories

/// A group of actions to display with a notification.
///
/// Equality is identity (`NSObject`'s); whether Apple overrides `-isEqual:` for this class is not
/// documented.
@available(
  iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationCategory"
)
@MainActor
open class UIUserNotificationCategory: NSObject {
  var storedIdentifier: String?
  var storedActions: [UIUserNotificationActionContext: [UIUserNotificationAction]] = [:]

  /// Creates an empty category (a designated initializer on Apple platforms too).
  public override init() {
    super.init()
  }

  /// The category identifier passed in a local notification or a remote notification payload.
  open var identifier: String? { storedIdentifier }

  /// Returns the actions to display for the given context, in display order.
  open func actions(for context: UIUserNotificationActionContext) -> [UIUserNotificationAction]? {
    storedActions[context]
  }
}

/// A modifiable group of actions to display with a notification.
@available(
  iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationCategory"
)
@MainActor
open class UIMutableUserNotificationCategory: UIUserNotificationCategory {
  /// The category identifier passed in a local notification or a remote notification payload.
  open override var identifier: String? {
    get { storedIdentifier }
    set { storedIdentifier = newValue }
  }

  /// Sets the actions to display for the given context, in display order. `nil` or an empty array
  /// removes the actions for that context.
  open func setActions(_ actions: [UIUserNotificationAction]?, for context: UIUserNotificationActionContext) {
    if let actions, !actions.isEmpty {
      storedActions[context] = actions
    } else {
      storedActions[context] = nil
    }
  }
}

// MARK: - Actions

/// A custom action that an app can perform in response to a notification.
@available(
  iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationAction"
)
@MainActor
open class UIUserNotificationAction: NSObject {
  var storedIdentifier: String?
  var storedTitle: String?
  var storedBehavior: UIUserNotificationActionBehavior = .default
  var storedParameters: [AnyHashable: Any] = [:]
  var storedActivationMode: UIUserNotificationActivationMode = .foreground
  var storedIsAuthenticationRequired = false
  var storedIsDestructive = false

  /// Creates an action with default values (a designated initializer on Apple platforms too).
  public override init() {
    super.init()
  }

  /// The string that the app uses to identify the action.
  open var identifier: String? { storedIdentifier }
  /// The localized string to use as the button title for the action.
  open var title: String? { storedTitle }
  /// The custom behavior that the action supports (iOS 9).
  @available(iOS 9.0, *)
  open var behavior: UIUserNotificationActionBehavior { storedBehavior }
  /// Behavior-specific parameters, e.g. ``UIUserNotificationTextInputActionButtonTitleKey`` (iOS 9).
  @available(iOS 9.0, *)
  open var parameters: [AnyHashable: Any] { storedParameters }
  /// The mode in which to run the app when the action is performed.
  open var activationMode: UIUserNotificationActivationMode { storedActivationMode }
  /// Whether the user must unlock the device first (ignored, and treated as `true`, for foreground
  /// actions).
  open var isAuthenticationRequired: Bool { storedIsAuthenticationRequired }
  /// Whether the action is destructive.
  open var isDestructive: Bool { storedIsDestructive }
}

/// A modifiable custom action.
@available(
  iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationAction"
)
@MainActor
open class UIMutableUserNotificationAction: UIUserNotificationAction {
  /// The string that the app uses to identify the action.
  open override var identifier: String? {
    get { storedIdentifier }
    set { storedIdentifier = newValue }
  }
  /// The localized string to use as the button title for the action.
  open override var title: String? {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The custom behavior that the action supports (iOS 9).
  @available(iOS 9.0, *)
  open override var behavior: UIUserNotificationActionBehavior {
    get { storedBehavior }
    set { storedBehavior = newValue }
  }
  /// Behavior-specific parameters (iOS 9).
  @available(iOS 9.0, *)
  open override var parameters: [AnyHashable: Any] {
    get { storedParameters }
    set { storedParameters = newValue }
  }
  /// The mode in which to run the app when the action is performed.
  open override var activationMode: UIUserNotificationActivationMode {
    get { storedActivationMode }
    set { storedActivationMode = newValue }
  }
  /// Whether the user must unlock the device first.
  open override var isAuthenticationRequired: Bool {
    get { storedIsAuthenticationRequired }
    set { storedIsAuthenticationRequired = newValue }
  }
  /// Whether the action is destructive.
  open override var isDestructive: Bool {
    get { storedIsDestructive }
    set { storedIsDestructive = newValue }
  }
}

// MARK: - Application

/// An abstract interface for responding to and handling events (only what `UIApplication` needs).
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }
}

/// The methods that manage an app's shared behaviors (only launching). Apple declares it
/// `@MainActor`; its methods are optional in Objective-C, given defaults here.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Tells the delegate that the launch process is almost done and the app is almost ready to run.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension UIApplicationDelegate {
  /// The optional method's default: the launch goes on.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// What lets `@main` mark the app delegate: UIKit starts the app with it (`UIApplicationMain`). The
  /// stand-in returns at once.
  public static func main() {}
}

/// A notification that the app scheduled, on iOS 8 and 9 (only its category).
@available(
  iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationRequest"
)
open class UILocalNotification: NSObject {
  /// The identifier of the notification's category, as registered in a `UIUserNotificationCategory`.
  open var category: String?
}

/// The centralized point of control for an app (only the legacy notification-settings API).
@MainActor
open class UIApplication: UIResponder {
  private static let sharedApplication = UIApplication(_standIn: ())
  private var registeredSettings: [UIUserNotificationSettings] = []

  private init(_standIn: Void) {
    super.init()
  }

  /// The singleton app instance.
  open class var shared: UIApplication { sharedApplication }

  /// The user notification settings for the app. The stand-in returns the last settings registered
  /// (a real device returns what the user allowed).
  @available(
    iOS, introduced: 8.0, deprecated: 10.0,
    message: "Use UserNotifications Framework's -[UNUserNotificationCenter getNotificationCategories...]"
  )
  open var currentUserNotificationSettings: UIUserNotificationSettings? { registeredSettings.last }

  /// Registers the app's preferred options for notifying the user. Registering more than once
  /// replaces the previous settings.
  @available(
    iOS, introduced: 8.0, deprecated: 10.0,
    message: "Use UserNotifications Framework's -[UNUserNotificationCenter setNotificationCategories:]"
  )
  open func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {
    registeredSettings.append(notificationSettings)
  }

  /// Test-only: every settings object passed to `registerUserNotificationSettings(_:)`, in order.
  public var _standInRegistrationHistory: [UIUserNotificationSettings] { registeredSettings }

  /// Keys of the launch options dictionary.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// Test-only: forgets all registrations.
  public func _standInReset() {
    registeredSettings = []
  }
}
