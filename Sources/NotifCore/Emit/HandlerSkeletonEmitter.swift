/// Emits the handler skeleton: a file the user owns (written once, never overwritten without an
/// explicit flag) with a type that conforms to the generated `NotificationResponseHandler` and,
/// per category, an exhaustive `switch` over its response enum with a placeholder body per case.
/// It has no `default:`, so adding an action later makes the app fail to compile until the new
/// case is handled.
///
/// When the build has an iOS target below 10, the switches move to one `handle(_:)` method per
/// category, which both the iOS 10 handler protocol and the legacy one call.
public enum HandlerSkeletonEmitter {
  /// The skeleton source for `model`; it compiles together with ``SwiftEmitter``'s output for
  /// the same model and options.
  public static func emit(_ model: NotificationModel, options: SwiftEmitterOptions) -> String {
    let context = SwiftEmitContext(model: model, options: options)
    let access = context.access
    var writer = CodeWriter()
    let names = Set(options.inputNames).sorted()
    let from = names.isEmpty ? "" : " from " + names.joined(separator: ", ")
    writer.comment(
      """
      Written by notifc\(from) as a starting point. This file is yours to edit: notifc does not overwrite \
      it. Each switch lists every action of its category, so an action added later stops the build here \
      until it is handled.
      """
    )
    writer.blankLine()
    writer.directive("#if \(SwiftEmitContext.userNotificationsCondition)")
    // The handler's methods take `UNNotificationResponse`; without categories it has none, and an
    // unused public import is a warning.
    let publicImport = context.categories.isEmpty ? "" : context.publicImport
    writer.line("\(publicImport)import UserNotifications")
    writer.blankLine()
    let router = context.names.router
    let passing = "passes it to `\(router).route(_:to:completionHandler:)`"
    writer.documentation([
      "Handles the user's responses to the app's notifications. The notification center's delegate "
        + (context.asyncHandlers
          ? """
          \(passing), or awaits `\(router).route(_:to:)`. The system's completion handler is called when a \
          method returns: await the work a response starts (a reply sent to a server) before returning.
          """
          : "\(passing)."),
      """
      It is `Sendable`, as the delegate's method is nonisolated in Swift 6: keep what it stores `Sendable` \
      too, and hop to the main actor for work on the user interface.
      """,
    ])
    let response = context.apple("UNNotificationResponse")
    guard context.legacy else {
      let effect = context.asyncHandlers ? " async" : ""
      writer.open(
        "\(context.typeAccess)struct \(context.names.handler): \(context.names.handlerProtocol), Sendable {"
      )
      if options.accessLevel == .public { emitInitializer(into: &writer) }
      for names in context.categories {
        writer.blankLine()
        writer.documentation([
          "Handles a response to a notification of the category `\(names.category.name)`."
        ])
        writer.open(
          "\(access)func handle(_ response: \(names.responseType), notificationResponse: \(response))\(effect) {"
        )
        emitSwitch(names, into: &writer)
        writer.close()
      }
      writer.close()
      writer.blankLine()
      writer.directive("#endif")
      return writer.finished
    }

    writer.open("\(context.typeAccess)struct \(context.names.handler): Sendable {")
    if options.accessLevel == .public { emitInitializer(into: &writer) }
    for names in context.categories {
      writer.blankLine()
      writer.documentation([
        "Handles a response to a notification of the category `\(names.category.name)`, on every iOS version."
      ])
      writer.open("\(access)func handle(_ response: \(names.responseType)) {")
      emitSwitch(names, into: &writer)
      writer.close()
    }
    writer.close()
    emitForwarding(
      context, conformance: "\(context.names.handlerProtocol)",
      parameter: "notificationResponse: \(response)",
      availability: context.userNotificationsAvailability, into: &writer)
    writer.blankLine()
    writer.directive("#if \(SwiftEmitContext.legacyCondition)")
    emitForwarding(
      context, conformance: "\(context.names.legacyHandlerProtocol)",
      parameter: "responseInfo: [AnyHashable: Any]",
      availability: nil, into: &writer)
    writer.blankLine()
    writer.directive("#endif")
    writer.blankLine()
    writer.directive("#endif")
    return writer.finished
  }

  private static func emitInitializer(into writer: inout CodeWriter) {
    writer.documentation(["Creates the handler."])
    writer.line("public init() {}")
  }

  /// An extension that conforms the handler to a protocol by forwarding to `handle(_:)`.
  private static func emitForwarding(
    _ context: SwiftEmitContext, conformance: String, parameter: String, availability: CodeText?,
    into writer: inout CodeWriter
  ) {
    writer.blankLine()
    if let availability { writer.line(availability) }
    writer.open("\(context.isolation)extension \(context.names.handler): \(conformance) {")
    for (index, names) in context.categories.enumerated() {
      if index > 0 { writer.blankLine() }
      writer.documentation(["Handles a response to a notification of the category `\(names.category.name)`."])
      writer.open("\(context.access)func handle(_ response: \(names.responseType), \(parameter)) {")
      writer.line("handle(response)")
      writer.close()
    }
    writer.close()
  }

  /// The exhaustive switch over a category's responses, one placeholder per case.
  private static func emitSwitch(_ names: SwiftEmitContext.CategoryNames, into writer: inout CodeWriter) {
    writer.line("switch response {")
    for (action, caseName) in names.actions {
      if action.behavior == .textInput {
        writer.line("case .\(caseName)(let text):")
        writer.indented { writer in
          writer.comment(
            "Handle the \(SwiftStringLiteral.quoted(action.title.value)) action with the text the user typed."
          )
          writer.line("_ = text")
        }
      } else {
        writer.line("case .\(caseName):")
        writer.indented { writer in
          writer.comment("Handle the \(SwiftStringLiteral.quoted(action.title.value)) action.")
          writer.line("break")
        }
      }
    }
    writer.line("case .defaultAction:")
    writer.indented { writer in
      writer.comment("The user opened the app from the notification.")
      writer.line("break")
    }
    if names.hasDismiss {
      writer.line("case .dismissAction:")
      writer.indented { writer in
        writer.comment("The user dismissed the notification.")
        writer.line("break")
      }
    }
    writer.line("}")
  }
}
