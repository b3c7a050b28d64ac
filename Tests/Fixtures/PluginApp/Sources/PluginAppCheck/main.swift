// Checks the Swift that NotifcPlugin generated for AppCategories: the identifier enums and the
// response initialisers (the platform-independent part; UserNotifications is absent on Linux).
// Prints each category and exits 1 when a check fails.
import AppCategories

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var failures = 0

@MainActor
func expect(_ condition: Bool, _ what: String) {
  if !condition {
    print("FAILED: \(what)")
    failures += 1
  }
}

let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"
let dismissAction = "com.apple.UNNotificationDismissActionIdentifier"

expect(NotificationCategoryIdentifier.message.rawValue == "MESSAGE", "message identifier")
expect(NotificationCategoryIdentifier.groupMessage.rawValue == "GROUP_MESSAGE", "group_message identifier")
expect(NotificationCategoryIdentifier(rawValue: "MESSAGE") == .message, "identifier from a payload")
expect(MessageAction.allCases.map(\.rawValue) == ["REPLY", "SHOW_CONVERSATION", "MUTE"], "message actions")
expect(GroupMessageAction.allCases == [.reply, .mute], "group_message actions")

expect(
  MessageResponse(actionIdentifier: "REPLY", userText: "On my way") == .reply(text: "On my way"), "reply")
expect(MessageResponse(actionIdentifier: "REPLY") == .reply(text: ""), "reply without text")
expect(MessageResponse(actionIdentifier: "SHOW_CONVERSATION") == .showConversation, "open")
expect(MessageResponse(actionIdentifier: "MUTE") == .mute, "imported action")
expect(MessageResponse(actionIdentifier: defaultAction) == .defaultAction, "default action")
expect(MessageResponse(actionIdentifier: dismissAction) == .dismissAction, "dismiss (customDismissAction)")
expect(GroupMessageResponse(actionIdentifier: dismissAction) == nil, "no dismiss without customDismissAction")
expect(MessageResponse(actionIdentifier: "UNKNOWN") == nil, "unknown action")
expect(MessageResponse.reply(text: "x").actionIdentifier == "REPLY", "actionIdentifier")
expect(summary(of: .reply(text: "hi")) == "reply: hi", "hand-written code in the module")

for category in NotificationCategoryIdentifier.allCases {
  print("category \(category) = \(category.rawValue)")
}
if failures > 0 {
  print("PluginAppCheck: \(failures) check(s) failed")
  exit(1)
}
print("PluginAppCheck: all checks passed")
