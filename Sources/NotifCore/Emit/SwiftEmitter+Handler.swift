extension SwiftEmitter {
  /// The handler protocol: one method per category, synchronous, or `async` with
  /// ``SwiftEmitterOptions/HandlerStyle/async`` (the protocol is then `Sendable`, as the router
  /// hands the handler to a task).
  static func emitHandlerProtocol(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    let response = context.apple("UNNotificationResponse")
    writer.blankLine()
    writer.documentation([
      """
      The app's handling of notification responses: one method per category, each given the typed response \
      and the system's response (for the notification's content). `\(context.names.router)` calls it.
      """,
      context.asyncHandlers
        ? """
        The methods are asynchronous: the router calls the system's completion handler when one has \
        finished, so that the system keeps the app running until its work is done (a reply sent to a \
        server, for example). It is `Sendable`, as the router hands it to a task: a value, an actor, or a \
        `@MainActor` class (the router sends it the response).
        """
        : """
        The methods are synchronous: when one returns, the router calls the system's completion handler. Work \
        that takes longer must keep itself alive (for example with a background task).
        """,
    ])
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    let conformance = context.asyncHandlers ? ": Sendable" : ""
    writer.open("\(context.typeAccess)protocol \(context.names.handlerProtocol)\(conformance) {")
    let numbered = Array(context.categories.enumerated())
    // An actor or a main-actor handler takes the response across isolation: it is sent.
    let (sent, effect) = context.asyncHandlers ? ("sending ", " async") : ("", "")
    writer.forEach(inParallel: numbered, minimumCount: context.parallelMinimumCount) { writer, item in
      let (index, names) = item
      if index > 0 { writer.blankLine() }
      writer.documentation(
        paragraph: """
          Handles the user's response to a notification of the category `\(names.category.name)` \
          (\(quoted: names.category.identifier)).
          """)
      writer.line("///")
      writer.documentation(
        constant: """
          - Parameters:
            - response: The action the user chose.
            - notificationResponse: The system's response, with the notification.
          """)
      writer.line(
        "func handle(_ response: \(names.responseType), notificationResponse: \(sent)\(response))\(effect)")
    }
    writer.close()
  }

  /// The router's documentation, its opening, and its method with a completion handler: which
  /// calls the completion handler in a `defer` after the handler returns, or, with `async` handlers,
  /// in a `defer` in the task that awaits the handler. Either way it is called exactly once on
  /// every path, unknown categories and unknown action identifiers included.
  static func emitRouterEnumStart(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    let (access, router) = (context.access, context.names.router)
    let response = context.apple("UNNotificationResponse")
    writer.blankLine()
    var documentation = [
      "Routes a `UNNotificationResponse` to the handler method of its category, with the typed response.",
      "From the notification center's delegate (`nonisolated`: UserNotifications declares the protocol so):",
      """
          nonisolated func userNotificationCenter(
            _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
            withCompletionHandler completionHandler: @escaping @Sendable () -> Void
          ) {
            \(router).route(response, to: handler, completionHandler: completionHandler)
          }
      """,
    ]
    if context.asyncHandlers {
      documentation.append(
        """
        In the delegate's `async` method, `await \(router).route(response, to: handler)` does the same: the \
        method's return stands for the completion handler.
        """)
    }
    writer.documentation(documentation)
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    writer.open("\(context.typeAccess)enum \(router) {")
    let parameters: [CodeText] = [
      "_ response: \(response)", "to handler: some \(context.names.handlerProtocol)",
    ]
    let parameterDocumentation = """
      - Parameters:
        - response: The response the delegate received.
        - handler: The app's handler.
        - completionHandler: The delegate's completion handler.
      """
    guard context.asyncHandlers else {
      writer.documentation([
        """
        Calls the handler method of the response's category, then `completionHandler`: exactly once, also \
        when the category or the action is not one this build declares (the handler is then not called).
        """,
        parameterDocumentation,
      ])
      writer.openCall("\(access)static func route(", parameters + ["completionHandler: () -> Void"], ") {")
      writer.line("defer { completionHandler() }")
      writer.line("route(response, to: handler)")
      writer.close()
      return
    }
    writer.documentation([
      """
      Calls the handler method of the response's category in a task, then `completionHandler` when it has \
      finished: exactly once, also when the category or the action is not one this build declares (the \
      handler is then not called).
      """,
      parameterDocumentation,
    ])
    writer.openCall(
      "\(access)static func route(", parameters + ["completionHandler: @escaping @Sendable () -> Void"], ") {"
    )
    writer.line("let delivery = Delivery(response: response)")
    // Qualified: an app's own type named `Task` (a to-do app's) would hide the standard library's.
    writer.block("_Concurrency.Task {") { writer in
      writer.line("defer { completionHandler() }")
      writer.line("await route(delivery.response, to: handler)")
    }
    writer.close()
    writer.blankLine()
    writer.documentation([
      """
      The system's response, carried into the task that handles it and sent to the handler (which may be \
      an actor): UserNotifications does not mark `UNNotificationResponse` `Sendable`, though nothing \
      changes it once it is delivered.
      """
    ])
    writer.block("private \(context.isolation)struct Delivery: @unchecked Sendable {") {
      $0.line("let response: \(response)")
    }
  }
}
