// Hand-written code of the module next to the generated NotificationCategories.swift.

/// A short description of a message response, as an app might log it.
public func summary(of response: MessageResponse) -> String {
  switch response {
  case .reply(let text): "reply: \(text)"
  case .showConversation: "open"
  case .mute: "mute"
  case .defaultAction: "default"
  case .dismissAction: "dismiss"
  }
}
