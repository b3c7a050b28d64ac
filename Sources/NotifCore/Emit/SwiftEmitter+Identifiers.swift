extension SwiftEmitter {
  /// The platform-independent part: `NotificationCategoryIdentifier`, and per category its action
  /// identifiers and its response enum, which can be built from an action identifier on any
  /// platform (it compares with the system identifiers' literal values, not with Apple's constants).
  static func emitIdentifiers(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    writer.documentation([
      """
      The identifiers of the notification categories this build declares: the `category` of a push payload's \
      `aps` dictionary and `UNNotificationContent.categoryIdentifier`.
      """
    ])
    emitStringEnum(
      context, name: "\(context.names.categoryIdentifier)", cases: context.categories,
      parallelMinimumCount: context.parallelMinimumCount, into: &writer
    ) { writer, names in
      let category = names.category
      writer.documentation(
        singleLine: "The category `\(category.name)`: \(quoted: category.identifier).",
        verbatim: category.documentation)
      writer.line("case \(names.caseName) = \(quoted: category.identifier)")
    }

    writer.forEach(inParallel: context.categories, minimumCount: context.parallelMinimumCount) {
      writer, names in
      writer.blankLine()
      writer.documentation(
        paragraph: """
          The actions of the category `\(names.category.name)`, in display order. A raw value is the action's \
          identifier (`UNNotificationResponse.actionIdentifier`).
          """)
      emitStringEnum(context, name: names.actionType, cases: names.actions, into: &writer) { writer, item in
        emitActionDocumentation(item.action, response: false, into: &writer)
        writer.line("case \(item.caseName) = \(quoted: item.action.identifier)")
      }
      writer.blankLine()
      emitResponse(context, names, into: &writer)
    }
  }

  /// `The action `accept`, titled "Accept".` (a single line: see
  /// ``CodeWriter/documentation(singleLine:verbatim:)``).
  static func actionSummary(_ action: Action) -> CodeText {
    action.behavior == .textInput
      ? "The text-input action `\(action.name)`, titled \(quoted: action.title.value)."
      : "The action `\(action.name)`, titled \(quoted: action.title.value)."
  }

  /// The documentation of an action's case: its doc comment and ``actionSummary(_:)``; in the
  /// response enum, for a text-input action, also what its `text` holds. Written once per fragment
  /// and copied after that (see ``CodeWriter/repeated(_:_:_:)``): most actions are listed by more
  /// than one category, and each listing documents the action twice.
  static func emitActionDocumentation(_ action: Action, response: Bool, into writer: inout CodeWriter) {
    let textInputResponse = response && action.behavior == .textInput
    writer.repeated(action, textInputResponse ? .textInputResponseDocumentation : .actionDocumentation) {
      writer in
      writer.documentation(
        singleLine: response ? responseSummary(action) : actionSummary(action), verbatim: action.documentation
      )
    }
  }

  /// ``actionSummary(_:)`` for the case of the response enum: for a text-input action, with what
  /// its `text` holds.
  static func responseSummary(_ action: Action) -> CodeText {
    let summary = actionSummary(action)
    guard action.behavior == .textInput else { return summary }
    return "\(summary) `text` is what the user typed (empty when nothing)."
  }

  /// A `String`-backed enum. An enum without cases cannot declare a raw type, so an empty one
  /// implements `RawRepresentable` itself (its initializer always fails).
  ///
  /// The cases are written in parallel sections from `parallelMinimumCount` cases on (an enum
  /// written inside a parallel section passes `.max`, so that no parallel work nests in a worker).
  private static func emitStringEnum<Case: Sendable>(
    _ context: SwiftEmitContext, name: String, cases: [Case], parallelMinimumCount: Int = .max,
    into writer: inout CodeWriter, writeCase: @escaping @Sendable (inout CodeWriter, Case) -> Void
  ) {
    let access = context.access
    guard !cases.isEmpty else {
      writer.block(
        "\(context.typeAccess)enum \(name): RawRepresentable, CaseIterable, Hashable, Sendable {"
      ) { writer in
        writer.documentation(["Always `nil`: there are no cases."])
        writer.block("\(access)init?(rawValue: String) {") { $0.line("return nil") }
        writer.blankLine()
        writer.documentation(["The raw value (there are no cases, so it is never called)."])
        writer.block("\(access)var rawValue: String {") { $0.line("switch self {}") }
      }
      return
    }
    writer.block("\(context.typeAccess)enum \(name): String, CaseIterable, Hashable, Sendable {") {
      writer in
      writer.forEach(inParallel: cases, minimumCount: parallelMinimumCount, writeCase)
    }
  }

  /// The response enum: one case per action (text-input ones carry the typed text), the default
  /// action, and the dismiss action when the category has `customDismissAction`.
  private static func emitResponse(
    _ context: SwiftEmitContext, _ names: SwiftEmitContext.CategoryNames, into writer: inout CodeWriter
  ) {
    let access = context.access
    let defaultLiteral = SwiftEmitContext.defaultActionLiteral
    let dismissLiteral = SwiftEmitContext.dismissActionLiteral
    writer.documentation(
      paragraph: """
        The user's response to a notification of the category `\(names.category.name)`: the action they chose, \
        with the text they typed for a text-input action.
        """)
    writer.open("\(context.typeAccess)enum \(names.responseType): Hashable, Sendable {")
    for (action, caseName) in names.actions {
      emitActionDocumentation(action, response: true, into: &writer)
      writer.line(action.behavior == .textInput ? "case \(caseName)(text: String)" : "case \(caseName)")
    }
    writer.documentation(
      constant: "The user opened the app from the notification (the system's default action).")
    writer.line("case defaultAction")
    if names.hasDismiss {
      writer.documentation(
        constant:
          "The user dismissed the notification (delivered because the category has `customDismissAction`).")
      writer.line("case dismissAction")
    }

    writer.blankLine()
    writer.documentation(
      constant:
        """
        The response for an action identifier, such as `UNNotificationResponse.actionIdentifier`; `nil` when \
        the category declares no such action. It needs no framework, so it works on every platform.
        """,
      """
      - Parameters:
        - actionIdentifier: The identifier of the chosen action, or the system's default or dismiss \
      action identifier.
        - userText: The text the user typed, for a text-input action (`nil` is taken as empty).
      """
    )
    writer.open("\(access)init?(actionIdentifier: String, userText: String? = nil) {")
    writer.line("switch actionIdentifier {")
    writer.line("case \(defaultLiteral):")
    writer.line("  self = .defaultAction")
    if names.hasDismiss {
      writer.line("case \(dismissLiteral):")
      writer.line("  self = .dismissAction")
    }
    writer.open("default:")
    if names.actions.isEmpty {
      writer.line("return nil")
    } else {
      writer.line("guard let action = \(names.actionType)(rawValue: actionIdentifier) else { return nil }")
      writer.line("switch action {")
      for (action, caseName) in names.actions {
        writer.line("case .\(caseName):")
        writer.line(
          action.behavior == .textInput
            ? "  self = .\(caseName)(text: userText ?? \"\")" : "  self = .\(caseName)")
      }
      writer.line("}")
    }
    writer.close("}")
    writer.close()

    writer.blankLine()
    writer.documentation(
      constant: "The identifier of the chosen action: the inverse of `init(actionIdentifier:userText:)`.")
    writer.open("\(access)var actionIdentifier: String {")
    writer.line("switch self {")
    for (_, caseName) in names.actions {
      writer.line("case .\(caseName):")
      writer.line("  return \(names.actionType).\(caseName).rawValue")
    }
    writer.line("case .defaultAction:")
    writer.line("  return \(defaultLiteral)")
    if names.hasDismiss {
      writer.line("case .dismissAction:")
      writer.line("  return \(dismissLiteral)")
    }
    writer.line("}")
    writer.close()
    writer.close()
  }
}
