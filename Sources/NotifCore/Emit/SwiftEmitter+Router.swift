extension SwiftEmitter {
  /// The typed responses from a `UNNotificationResponse`, the handler protocol (one method per
  /// category), and `NotificationResponseRouter`.
  ///
  /// The handler's methods are synchronous and return nothing, and the router calls the completion
  /// handler in a `defer` after the handler returns: the `defer` calls it exactly once on every
  /// path, unknown categories and unknown action identifiers included, and the non-escaping
  /// parameter keeps the router from storing it to call later. This is the completion-handler form (the Swift 6 caveat
  /// in the fact sheet, section 1.8): it is called from the delegate's
  /// `didReceive:withCompletionHandler:` with its `@escaping @Sendable () -> Void` handler.
  /// Nothing is actor-isolated, so a main-actor delegate can call the router directly.
  static func emitRouter(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    let access = context.access
    let response = context.apple("UNNotificationResponse")
    writer.forEach(inParallel: context.categories, minimumCount: context.parallelMinimumCount) {
      writer, names in
      writer.blankLine()
      if let availability = context.userNotificationsAvailability { writer.line(availability) }
      writer.open("\(context.isolation)extension \(names.responseType) {")
      writer.documentation(
        paragraph: """
          The typed response to `response`; `nil` when its notification is not of the category \
          `\(names.category.name)` or its action is not one of the category's.
          """)
      writer.open("\(access)init?(_ response: \(response)) {")
      writer.line("let categoryIdentifier = response.notification.request.content.categoryIdentifier")
      writer.line(
        """
        guard categoryIdentifier == \(context.names.categoryIdentifier).\(names.caseName).rawValue else { return \
        nil }
        """
      )
      writer.line("switch response.actionIdentifier {")
      writer.line("case UNNotificationDefaultActionIdentifier:")
      writer.line("  self = .defaultAction")
      if names.hasDismiss {
        writer.line("case UNNotificationDismissActionIdentifier:")
        writer.line("  self = .dismissAction")
      }
      writer.open("default:")
      let textType = context.apple("UNTextInputNotificationResponse")
      let hasTextInput = names.actions.contains { $0.action.behavior == .textInput }
      if hasTextInput {
        writer.line("let userText = (response as? \(textType))?.userText")
        writer.line(
          "guard let typed = Self(actionIdentifier: response.actionIdentifier, userText: userText) else {")
      } else {
        writer.line("guard let typed = Self(actionIdentifier: response.actionIdentifier) else {")
      }
      writer.line("  return nil")
      writer.line("}")
      writer.line("self = typed")
      writer.close("}")
      writer.close()
      writer.close()
    }

    emitHandlerProtocol(context, into: &writer)
    emitRouterEnumStart(context, into: &writer)

    writer.blankLine()
    writer.documentation([
      context.asyncHandlers
        ? """
        Calls the handler method of the response's category and returns when it has finished: for the \
        delegate's `async` method, whose return stands for the completion handler, and which handles \
        the notifications of other categories when this returns `false`.
        """
        : """
        Calls the handler method of the response's category, without a completion handler (for a delegate \
        that also handles other categories).
        """,
      """
      - Returns: Whether the handler was called: `false` when the category or the action is not one this \
      build declares.
      """,
    ])
    writer.line("@discardableResult")
    writer.openCall(
      "\(access)static func route(",
      ["_ response: \(response)", "to handler: some \(context.names.handlerProtocol)"],
      context.asyncHandlers ? ") async -> Bool {" : ") -> Bool {")
    writer.line("let categoryIdentifier = response.notification.request.content.categoryIdentifier")
    writer.block(
      "guard let category = \(context.names.categoryIdentifier)(rawValue: categoryIdentifier) else {"
    ) {
      $0.line("return false")
    }
    writer.line("switch category {")
    writer.forEach(inParallel: context.categories, minimumCount: context.parallelMinimumCount) {
      writer, names in
      writer.line("case .\(names.caseName):")
      writer.indented { writer in
        writer.block("guard let typed = \(names.responseType)(response) else {") { $0.line("return false") }
        if context.asyncHandlers {
          writer.line(
            "await handler.handle(typed, notificationResponse: Delivery(response: response).response)")
        } else {
          writer.line("handler.handle(typed, notificationResponse: response)")
        }
      }
    }
    writer.line("}")
    if !context.categories.isEmpty { writer.line("return true") }
    writer.close()
    writer.close()
  }
}
