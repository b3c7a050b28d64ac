// Self-tests of the UserNotifications and UIKit stand-ins (Tests/StandIns) and of the compilation
// harness (Support/SwiftCompilation.swift): code written with Apple's exact API compiles cleanly, code
// with a wrong label or a concurrency mistake does not, and registered categories can be inspected
// at run time.

import XCTest

final class StandInTests: XCTestCase {
  // MARK: Apple's API compiles

  /// Hand-written code of the kind notifc generates, using every stand-in API with Apple's labels,
  /// type-checks in Swift 6 mode with warnings as errors.
  func testAppleSignaturesTypeCheckWithoutWarnings() throws {
    try assertSwiftCompiles(["Generated.swift": Self.everyAPISource], standIns: [.userNotifications, .uiKit])
  }

  /// Without the UIKit stand-in, `canImport(UIKit)` is false, so generated legacy code is skipped;
  /// with it, it is true.
  func testCanImportFollowsTheRequestedStandIns() throws {
    let source = """
      #if canImport(UIKit)
        #error("UIKit is importable")
      #endif
      #if !canImport(UserNotifications)
        #error("UserNotifications is not importable")
      #endif
      """
    try assertSwiftCompiles(["Probe.swift": source], standIns: [.userNotifications])
    try assertSwiftFailsToCompile(
      ["Probe.swift": source], standIns: [.userNotifications, .uiKit], diagnostic: "UIKit is importable")
  }

  // MARK: Mistakes do not compile

  /// A wrong label fails, so the harness cannot pass vacuously.
  func testWrongLabelFailsToCompile() throws {
    try assertSwiftFailsToCompile(
      [
        "Wrong.swift": """
        import UserNotifications
        func makeAction() -> UNNotificationAction {
          UNNotificationAction(id: "ACCEPT", title: "Accept", options: [])
        }
        """
      ],
      diagnostic: "expected 'identifier:title:options:'")
  }

  /// Declarations Apple does not have, or has with a different shape, are rejected.
  func testNonAppleShapesFailToCompile() throws {
    let cases: [(expression: String, diagnostic: String, reason: String)] = [
      (
        "UNNotificationAction()", "missing arguments for parameters 'identifier', 'title'",
        "init is NS_UNAVAILABLE"
      ),
      ("UNNotificationActionOptions.none", "has no member 'none'", "None is NS_SWIFT_UNAVAILABLE"),
      ("UNNotificationCategoryOptions.none", "has no member 'none'", "None is NS_SWIFT_UNAVAILABLE"),
      (
        #"UNNotificationCategory(identifier: "C", actions: [], intentIdentifiers: [], "#
          + #"hiddenPreviewsBodyPlaceholder: nil, options: [])"#,
        "'nil' is not compatible", "the iOS 11 placeholder is non-optional"
      ),
      (#"UNNotificationActionIcon(imageName: "star")"#, "no exact matches", "no such initializer"),
      ("UNUserNotificationCenter()", "initializer is inaccessible", "init is NS_UNAVAILABLE"),
      (
        "UNUserNotificationCenter.current().getNotificationCategories() as Any",
        "missing argument for parameter 'completionHandler'", "the async form is notificationCategories()"
      ),
    ]
    for (expression, diagnostic, reason) in cases {
      try assertSwiftFailsToCompile(
        ["Wrong.swift": "import UserNotifications\nfunc probe() async { _ = \(expression) }\n"],
        diagnostic: diagnostic, reason)
    }
  }

  /// Apple's UN classes are not Sendable and the legacy UIKit classes are main-actor isolated; code
  /// that ignores this is rejected in Swift 6 mode, as it would be on iOS.
  func testConcurrencyMistakesFailToCompile() throws {
    try assertSwiftFailsToCompile(
      [
        "Static.swift": """
        import UserNotifications
        enum Categories {
          static let invite = UNNotificationCategory(identifier: "INVITE", actions: [], intentIdentifiers: [])
        }
        """
      ],
      diagnostic: "not concurrency-safe")
    try assertSwiftFailsToCompile(
      [
        "Capture.swift": """
        import UserNotifications
        func register() {
          let center = UNUserNotificationCenter.current()
          center.getNotificationCategories { existing in center.setNotificationCategories(existing) }
        }
        """
      ],
      diagnostic: "non-Sendable type 'UNUserNotificationCenter'")
    try assertSwiftFailsToCompile(
      [
        "Legacy.swift": """
        import UIKit
        func registerLegacy() {
          UIApplication.shared.registerUserNotificationSettings(
            UIUserNotificationSettings(types: [.alert], categories: nil))
        }
        """
      ],
      standIns: [.uiKit],
      diagnostic: "main actor-isolated")
  }

  // MARK: Run time

  /// A program registers categories and handles responses; the stand-in center records what was
  /// registered and routes responses to the delegate.
  func testRegistrationIsRecordedAtRunTime() throws {
    let expected = """
      registrations: 1
      CHAT [12] options=9 placeholder="%u new messages" summary="%u messages from %@"
        REPLY "Reply" options=1 text-input button="Send" placeholder="Message" icon=system:arrowshape.turn.up
        MUTE "Mute" options=2 icon=template:Mute
      INVITE [10] options=1 placeholder="" summary=""
        ACCEPT "Accept" options=4
        DECLINE "Decline" options=2
      NOTE [11] options=2 placeholder="Hidden" summary=""
        JOT "Jot" options=0 text-input button="" placeholder=""
      merged: CHAT, INVITE, NOTE, SDK
      route: accept 1
      route: reply(Hello) 1
      route: opened 1
      route: dismissed 1
      unhandled before: 0
      near-miss router: ran=false calls=1 unhandled=ACCEPT
      legacy: INVITE default=ACCEPT,DECLINE minimal=ACCEPT types=7

      """
    try assertSwiftRuns(
      ["main.swift": Self.runtimeProgramSource], standIns: [.userNotifications, .uiKit],
      expectedOutput: expected)
  }

  // MARK: Sources

  /// Uses every public, non-test-only declaration of both stand-ins.
  static let everyAPISource = #"""
    import Foundation

    #if canImport(UserNotifications)
      import UserNotifications

      /// Action identifiers of the INVITE category.
      enum InviteAction: String, CaseIterable, Sendable {
        case accept = "ACCEPT"
        case decline = "DECLINE"
      }

      /// Typed responses to CHAT notifications.
      enum ChatResponse: Sendable, Equatable {
        case reply(text: String)
        case mute
        case opened
        case dismissed

        init?(actionIdentifier: String, userText: String?) {
          switch actionIdentifier {
          case "REPLY": self = .reply(text: userText ?? "")
          case "MUTE": self = .mute
          case UNNotificationDefaultActionIdentifier: self = .opened
          case UNNotificationDismissActionIdentifier: self = .dismissed
          default: return nil
          }
        }
      }

      enum NotificationCategories {
        static let identifiers: Set<String> = ["INVITE", "CHAT", "NOTE"]

        static func makeCategories() -> Set<UNNotificationCategory> {
          let accept = UNNotificationAction(
            identifier: "ACCEPT",
            title: NSLocalizedString(
              "invite.accept", tableName: "Push", bundle: .main, value: "Accept", comment: "Accept button"),
            options: [.foreground])
          let decline = UNNotificationAction(
            identifier: "DECLINE", title: "Decline", options: [.destructive, .authenticationRequired])
          let later = UNNotificationAction(identifier: "LATER", title: "Later")

          let reply: UNTextInputNotificationAction
          let mute: UNNotificationAction
          if #available(iOS 15.0, macOS 12.0, *) {
            reply = UNTextInputNotificationAction(
              identifier: "REPLY", title: "Reply", options: [],
              icon: UNNotificationActionIcon(systemImageName: "arrowshape.turn.up.left"),
              textInputButtonTitle: "Send", textInputPlaceholder: "Message")
            mute = UNNotificationAction(
              identifier: "MUTE", title: "Mute", options: .destructive,
              icon: UNNotificationActionIcon(templateImageName: "Mute"))
          } else {
            reply = UNTextInputNotificationAction(
              identifier: "REPLY", title: "Reply", textInputButtonTitle: "Send",
              textInputPlaceholder: "Message")
            mute = UNNotificationAction(identifier: "MUTE", title: "Mute", options: .destructive)
          }
          // The text-input subclass inherits the plain factories.
          let jot = UNTextInputNotificationAction(identifier: "JOT", title: "Jot", options: [])
          let jotWithIcon: UNNotificationAction
          if #available(iOS 15.0, macOS 12.0, *) {
            jotWithIcon = UNTextInputNotificationAction(identifier: "JOT2", title: "Jot", icon: nil)
          } else {
            jotWithIcon = jot
          }

          var categories: Set<UNNotificationCategory> = [
            UNNotificationCategory(
              identifier: "INVITE", actions: [accept, decline, later], intentIdentifiers: [],
              options: [.customDismissAction, .allowInCarPlay])
          ]
          if #available(iOS 12.0, macOS 10.14, *) {
            categories.insert(
              UNNotificationCategory(
                identifier: "CHAT", actions: [reply, mute], intentIdentifiers: ["INSendMessageIntent"],
                hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: "%u messages from %@",
                options: [.hiddenPreviewsShowTitle, .hiddenPreviewsShowSubtitle]))
          } else {
            categories.insert(
              UNNotificationCategory(identifier: "CHAT", actions: [reply, mute], intentIdentifiers: []))
          }
          if #available(iOS 11.0, macOS 10.14, *) {
            categories.insert(
              UNNotificationCategory(
                identifier: "NOTE", actions: [jot, jotWithIcon], intentIdentifiers: [],
                hiddenPreviewsBodyPlaceholder: "%u notes", options: .allowAnnouncement))
          }
          return categories
        }

        /// Registers every category at once, keeping categories registered by other code.
        static func register() {
          UNUserNotificationCenter.current().getNotificationCategories { existing in
            let kept = existing.filter { !identifiers.contains($0.identifier) }
            UNUserNotificationCenter.current().setNotificationCategories(kept.union(makeCategories()))
          }
        }

        /// The async form of `register()`.
        static func registerAsync() async {
          let center = UNUserNotificationCenter.current()
          let existing = await center.notificationCategories()
          center.setNotificationCategories(
            existing.filter { !identifiers.contains($0.identifier) }.union(makeCategories()))
        }

        /// Reads back every property of the registered categories.
        static func describe(_ categories: Set<UNNotificationCategory>) -> [String] {
          categories.sorted { $0.identifier < $1.identifier }.map { category in
            var parts = [category.identifier, "\(category.options.rawValue)", "\(category.intentIdentifiers)"]
            if #available(iOS 12.0, macOS 10.14, *) {
              parts += [category.hiddenPreviewsBodyPlaceholder, category.categorySummaryFormat]
            }
            for action in category.actions {
              parts += [action.identifier, action.title, "\(action.options.rawValue)"]
              if #available(iOS 15.0, macOS 12.0, *), let icon = action.icon { parts.append("\(icon)") }
              if let textInput = action as? UNTextInputNotificationAction {
                parts += [textInput.textInputButtonTitle, textInput.textInputPlaceholder]
              }
            }
            return parts.joined(separator: " ")
          }
        }
      }

      /// Routes responses to typed handlers and calls the completion handler exactly once.
      final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
        let onChat: @Sendable (ChatResponse) -> Void

        init(onChat: @escaping @Sendable (ChatResponse) -> Void) {
          self.onChat = onChat
        }

        func userNotificationCenter(
          _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
          withCompletionHandler completionHandler: @escaping @Sendable () -> Void
        ) {
          defer { completionHandler() }
          let content = response.notification.request.content
          _ = (content.userInfo["id"] as? String, response.notification.date, content.threadIdentifier)
          guard content.categoryIdentifier == "CHAT" else { return }
          let userText = (response as? UNTextInputNotificationResponse)?.userText
          if let chat = ChatResponse(actionIdentifier: response.actionIdentifier, userText: userText) {
            onChat(chat)
          }
        }

        func userNotificationCenter(
          _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
          withCompletionHandler completionHandler:
            @escaping @Sendable (UNNotificationPresentationOptions) -> Void
        ) {
          if #available(iOS 14.0, macOS 11.0, *) {
            completionHandler([.banner, .list, .sound, .badge])
          } else {
            completionHandler([.alert, .sound])
          }
        }

        func userNotificationCenter(
          _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
        ) {}
      }

      /// The async forms of the delegate methods.
      final class AsyncRouter: NSObject, UNUserNotificationCenterDelegate {
        func userNotificationCenter(
          _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
        ) async {}

        func userNotificationCenter(
          _ center: UNUserNotificationCenter, willPresent notification: UNNotification
        ) async -> UNNotificationPresentationOptions {
          [.sound]
        }
      }

      @MainActor
      final class AppNotifications {
        let router = NotificationRouter(onChat: { _ in })

        func start() async {
          UNUserNotificationCenter.current().delegate = router
          NotificationCategories.register()
          await NotificationCategories.registerAsync()
          let content = UNMutableNotificationContent()
          content.title = "Hi"
          content.subtitle = "There"
          content.body = "Body"
          content.categoryIdentifier = "CHAT"
          content.threadIdentifier = "thread"
          content.userInfo = ["id": "42"]
          let readOnly: UNNotificationContent = content
          _ = (readOnly.title, readOnly.subtitle, readOnly.body, UNNotificationContent().categoryIdentifier)
        }
      }
    #endif

    #if canImport(UIKit)
      import UIKit

      /// Legacy (iOS 8/9) registration of the INVITE category, with both contexts.
      @MainActor
      enum LegacyNotificationCategories {
        static func register() {
          let accept = UIMutableUserNotificationAction()
          accept.identifier = "ACCEPT"
          accept.title = "Accept"
          accept.activationMode = .foreground
          accept.isAuthenticationRequired = true
          accept.isDestructive = false

          let decline = UIMutableUserNotificationAction()
          decline.identifier = "DECLINE"
          decline.title = "Decline"
          decline.activationMode = .background
          decline.isAuthenticationRequired = false
          decline.isDestructive = true

          let reply = UIMutableUserNotificationAction()
          reply.identifier = "REPLY"
          reply.title = "Reply"
          reply.activationMode = .background
          if #available(iOS 9.0, *) {
            reply.behavior = .textInput
            reply.parameters = [UIUserNotificationTextInputActionButtonTitleKey: "Send"]
          }

          let invite = UIMutableUserNotificationCategory()
          invite.identifier = "INVITE"
          invite.setActions([accept, decline, reply], for: .default)
          invite.setActions([accept, decline], for: .minimal)

          let settings = UIUserNotificationSettings(types: [.alert, .badge, .sound], categories: [invite])
          UIApplication.shared.registerUserNotificationSettings(settings)
        }

        static func describe() -> [String] {
          guard let settings = UIApplication.shared.currentUserNotificationSettings else { return [] }
          var lines = ["\(settings.types.rawValue)"]
          for category in settings.categories ?? [] {
            let actions: [UIUserNotificationAction] = category.actions(for: .default) ?? []
            lines.append(category.identifier ?? "")
            for action in actions {
              lines.append(
                [
                  action.identifier ?? "", action.title ?? "", "\(action.behavior.rawValue)",
                  "\(action.activationMode.rawValue)", "\(action.isAuthenticationRequired)",
                  "\(action.isDestructive)",
                  action.parameters[UIUserNotificationTextInputActionButtonTitleKey] as? String ?? "",
                ].joined(separator: " "))
            }
          }
          _ = UIUserNotificationActionResponseTypedTextKey
          _ = UIUserNotificationActionContext.minimal
          return lines
        }
      }
    #endif
    """#

  /// Registers categories, prints what the stand-in recorded, and routes responses.
  static let runtimeProgramSource = #"""
    import Foundation
    import UIKit
    import UserNotifications

    final class Log: @unchecked Sendable {
      private let lock = NSLock()
      private var lines: [String] = []
      func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
      }
      func drain() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let result = lines
        lines = []
        return result
      }
    }

    enum Categories {
      static func make() -> Set<UNNotificationCategory> {
        let accept = UNNotificationAction(identifier: "ACCEPT", title: "Accept", options: .foreground)
        let decline = UNNotificationAction(identifier: "DECLINE", title: "Decline", options: .destructive)
        let reply = UNTextInputNotificationAction(
          identifier: "REPLY", title: "Reply", options: .authenticationRequired,
          icon: UNNotificationActionIcon(systemImageName: "arrowshape.turn.up"),
          textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        let mute = UNNotificationAction(
          identifier: "MUTE", title: "Mute", options: .destructive,
          icon: UNNotificationActionIcon(templateImageName: "Mute"))
        let jot = UNTextInputNotificationAction(identifier: "JOT", title: "Jot")
        return [
          UNNotificationCategory(
            identifier: "INVITE", actions: [accept, decline], intentIdentifiers: [],
            options: .customDismissAction),
          UNNotificationCategory(
            identifier: "NOTE", actions: [jot], intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: "Hidden", options: .allowInCarPlay),
          UNNotificationCategory(
            identifier: "CHAT", actions: [reply, mute], intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: "%u new messages", categorySummaryFormat: "%u messages from %@",
            options: [.customDismissAction, .hiddenPreviewsShowSubtitle]),
        ]
      }
    }

    final class Router: NSObject, UNUserNotificationCenterDelegate {
      let log: Log
      init(log: Log) { self.log = log }

      func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
      ) {
        let line: String
        switch response.actionIdentifier {
        case "ACCEPT": line = "accept"
        case "REPLY": line = "reply(\((response as? UNTextInputNotificationResponse)?.userText ?? "?"))"
        case UNNotificationDefaultActionIdentifier: line = "opened"
        case UNNotificationDismissActionIdentifier: line = "dismissed"
        default: line = "unknown \(response.actionIdentifier)"
        }
        let log = self.log
        // Complete later, on the main queue, as an app that does asynchronous work would.
        DispatchQueue.main.async {
          log.append(line)
          completionHandler()
        }
      }
    }

    func describe(_ action: UNNotificationAction) -> String {
      var text = "  \(action.identifier) \"\(action.title)\" options=\(action.options.rawValue)"
      if let input = action as? UNTextInputNotificationAction {
        text += " text-input button=\"\(input.textInputButtonTitle)\""
        text += " placeholder=\"\(input.textInputPlaceholder)\""
      }
      if let icon = action.icon {
        text += " icon=\(icon._standInIsSystemImage ? "system" : "template"):\(icon._standInImageName)"
      }
      return text
    }

    let center = UNUserNotificationCenter.current()
    center.setNotificationCategories(Categories.make())
    print("registrations: \(center._standInRegistrationHistory.count)")
    for category in center._standInRegisteredCategories.sorted(by: { $0.identifier < $1.identifier }) {
      print(
        "\(category.identifier) [\(category._standInInitializerGeneration)]"
          + " options=\(category.options.rawValue)"
          + " placeholder=\"\(category.hiddenPreviewsBodyPlaceholder)\""
          + " summary=\"\(category.categorySummaryFormat)\"")
      for action in category.actions { print(describe(action)) }
    }

    // Registration that keeps categories registered by other code (e.g. an SDK).
    center.setNotificationCategories([
      UNNotificationCategory(identifier: "SDK", actions: [], intentIdentifiers: []),
      UNNotificationCategory(identifier: "INVITE", actions: [], intentIdentifiers: []),
    ])
    let ours = Set(Categories.make().map(\.identifier))
    center.getNotificationCategories { existing in
      let kept = existing.filter { !ours.contains($0.identifier) }
      UNUserNotificationCenter.current().setNotificationCategories(kept.union(Categories.make()))
    }
    center._standInWaitUntilIdle()
    print("merged: \(center._standInRegisteredCategories.map(\.identifier).sorted().joined(separator: ", "))")

    let log = Log()
    let router = Router(log: log)
    center.delegate = router
    let responses: [UNNotificationResponse] = [
      UNNotificationResponse(_standInActionIdentifier: "ACCEPT", categoryIdentifier: "INVITE"),
      UNTextInputNotificationResponse(
        _standInActionIdentifier: "REPLY", categoryIdentifier: "CHAT", userText: "Hello"),
      UNNotificationResponse(
        _standInActionIdentifier: UNNotificationDefaultActionIdentifier, categoryIdentifier: "CHAT"),
      UNNotificationResponse(
        _standInActionIdentifier: UNNotificationDismissActionIdentifier, categoryIdentifier: "CHAT"),
    ]
    for response in responses {
      let calls = center._standInDeliverAndWait(response) ?? -1
      print("route: \(log.drain().joined(separator: ",")) \(calls)")
    }

    // A delegate method with a near-miss label compiles but is never called; the default
    // implementation completes the response and the stand-in records it as unhandled.
    final class NearMissRouter: NSObject, UNUserNotificationCenterDelegate {
      let log: Log
      init(log: Log) { self.log = log }
      func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        completionHandler: @escaping @Sendable () -> Void
      ) {
        log.append("ran")
        completionHandler()
      }
    }
    print("unhandled before: \(center._standInResponsesNotHandledByDelegate.count)")
    let nearMiss = NearMissRouter(log: log)
    center.delegate = nearMiss
    let nearMissCalls = center._standInDeliverAndWait(
      UNNotificationResponse(_standInActionIdentifier: "ACCEPT", categoryIdentifier: "INVITE")) ?? -1
    let unhandled = center._standInResponsesNotHandledByDelegate.map(\.actionIdentifier)
    print(
      "near-miss router: ran=\(log.drain().contains("ran")) calls=\(nearMissCalls)"
        + " unhandled=\(unhandled.joined(separator: ","))")

    // Legacy registration (iOS 8/9).
    let accept = UIMutableUserNotificationAction()
    accept.identifier = "ACCEPT"
    let decline = UIMutableUserNotificationAction()
    decline.identifier = "DECLINE"
    let invite = UIMutableUserNotificationCategory()
    invite.identifier = "INVITE"
    invite.setActions([accept, decline], for: .default)
    invite.setActions([accept], for: .minimal)
    UIApplication.shared.registerUserNotificationSettings(
      UIUserNotificationSettings(types: [.badge, .sound, .alert], categories: [invite]))
    if let settings = UIApplication.shared.currentUserNotificationSettings,
      let category = settings.categories?.first
    {
      let ids = { (context: UIUserNotificationActionContext) in
        (category.actions(for: context) ?? []).compactMap(\.identifier).joined(separator: ",")
      }
      print(
        "legacy: \(category.identifier ?? "") default=\(ids(.default)) minimal=\(ids(.minimal))"
          + " types=\(settings.types.rawValue)")
    }
    """#
}
