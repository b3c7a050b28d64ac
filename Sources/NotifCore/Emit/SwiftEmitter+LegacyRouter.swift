extension SwiftEmitter {
  /// `LegacyNotificationActionHandler` and `LegacyNotificationActionRouter`: the iOS 8/9
  /// app-delegate callbacks routed into the same response enums (a `nil` identifier is the default
  /// action; the typed text is under `UIUserNotificationActionResponseTypedTextKey`).
  static func emitLegacyRouter(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    writer.blankLine()
    writer.documentation([
      """
      The app's handling of actions on iOS 8 and 9: one method per category, each given the typed response \
      and the response info of the app delegate's callback. `\(context.names.legacyRouter)` calls it.
      """,
      "The methods are synchronous: when one returns, the router calls the completion handler.",
    ])
    writer.open("\(context.typeAccess)protocol \(context.names.legacyHandlerProtocol) {")
    for (index, names) in context.categories.enumerated() {
      if index > 0 { writer.blankLine() }
      writer.documentation([
        """
        Handles the user's action on a notification of the category `\(names.category.name)` \
        (\(SwiftStringLiteral.quoted(names.category.identifier))).
        """,
        """
        - Parameters:
          - response: The action the user chose.
          - responseInfo: The response info of the app delegate's callback.
        """,
      ])
      writer.line("func handle(_ response: \(names.responseType), responseInfo: [AnyHashable: Any])")
    }
    writer.close()
    emitLegacyRouterEnum(context, into: &writer)
  }

  private static func emitLegacyRouterEnum(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    let access = context.access
    let parameters: [CodeText] = [
      "actionIdentifier identifier: String?", "categoryIdentifier: String",
      "responseInfo: [AnyHashable: Any]",
      "to handler: some \(context.names.legacyHandlerProtocol)",
    ]
    writer.blankLine()
    var documentation: [String] = [
      """
      Routes the iOS 8 and 9 app-delegate action callbacks to the handler method of the notification's \
      category, with the typed response.
      """,
      """
      From the app delegate (for a remote notification, the category is the `category` of its `aps` \
      dictionary):
      """,
      """
          func application(
            _ application: UIApplication, handleActionWithIdentifier identifier: String?,
            for notification: UILocalNotification, withResponseInfo responseInfo: [AnyHashable: Any],
            completionHandler: @escaping () -> Void
          ) {
            \(context.names.legacyRouter).route(
              actionIdentifier: identifier, categoryIdentifier: notification.category ?? "",
              responseInfo: responseInfo, to: handler, completionHandler: completionHandler)
          }
      """,
    ]
    if context.model.iosTarget(below: Version(9, 0)) {
      documentation.append(
        """
        iOS 8 has only the callbacks without the response info, \
        `application(_:handleActionWithIdentifier:for:completionHandler:)` and \
        `application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)`: implement \
        them too, passing `responseInfo: [:]`.
        """)
    }
    writer.documentation(documentation)
    writer.open("\(context.typeAccess)enum \(context.names.legacyRouter) {")
    writer.documentation([
      """
      Calls the handler method of the category, then `completionHandler`: exactly once, also when the \
      category or the action is not one this build declares (the handler is then not called).
      """,
      """
      - Parameters:
        - identifier: The action identifier of the callback; `nil` means the default action.
        - categoryIdentifier: The category of the notification.
        - responseInfo: The response info of the callback (with the typed text of a text-input action).
        - handler: The app's handler.
        - completionHandler: The callback's completion handler.
      """,
    ])
    writer.openCall("\(access)static func route(", parameters + ["completionHandler: () -> Void"], ") {")
    writer.line("defer { completionHandler() }")
    writer.call(
      "route(",
      [
        "actionIdentifier: identifier", "categoryIdentifier: categoryIdentifier",
        "responseInfo: responseInfo",
        "to: handler",
      ], ")")
    writer.close()

    writer.blankLine()
    writer.documentation([
      "Calls the handler method of the category, without a completion handler.",
      """
      - Returns: Whether the handler was called: `false` when the category or the action is not one this \
      build declares.
      """,
    ])
    writer.line("@discardableResult")
    writer.openCall("\(access)static func route(", parameters, ") -> Bool {")
    writer.block(
      "guard let category = \(context.names.categoryIdentifier)(rawValue: categoryIdentifier) else {"
    ) {
      $0.line("return false")
    }
    if context.categories.isEmpty {
      writer.line("switch category {}")
    } else {
      writer.comment(
        "A nil identifier is the default action (the system identifier's value, which iOS 8 and 9 lack).")
      writer.line(
        """
        let actionIdentifier = identifier ?? \
        \(SwiftStringLiteral.quoted(SwiftEmitContext.defaultActionIdentifier))
        """
      )
      if context.model.iosTarget(below: Version(9, 0)) {
        // The typed-text key is iOS 9 API; iOS 8 has no text input.
        writer.line("var userText: String?")
        writer.block("if #available(iOS 9.0, *) {") {
          $0.line("userText = responseInfo[UIUserNotificationActionResponseTypedTextKey] as? String")
        }
      } else {
        writer.line("let userText = responseInfo[UIUserNotificationActionResponseTypedTextKey] as? String")
      }
      writer.line("switch category {")
      for names in context.categories {
        writer.line("case .\(names.caseName):")
        writer.indented { writer in
          writer.block(
            """
            guard let typed = \(names.responseType)(actionIdentifier: actionIdentifier, userText: userText) \
            else {
            """
          ) { $0.line("return false") }
          writer.line("handler.handle(typed, responseInfo: responseInfo)")
        }
      }
      writer.line("}")
      writer.line("return true")
    }
    writer.close()
    writer.close()
  }
}
