extension SwiftEmitter {
  /// The `UNNotificationCategory` values: `NotificationCategoryIdentifier.notificationCategory`,
  /// built by a private factory with one function per category and one per action.
  ///
  /// APIs newer than a declared target are guarded with `if #available`; options and
  /// initializers missing on a whole platform are behind `#if` so that the file also compiles
  /// for platforms the build does not declare (the checker rejects them on declared ones).
  static func emitCategories(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    let access = context.access
    writer.blankLine()
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    writer.open("\(context.isolation)extension \(context.names.categoryIdentifier) {")
    writer.documentation([
      """
      The category, ready to register. Localized texts are looked up each time it is built, in the current \
      language.
      """
    ])
    writer.open("\(access)var notificationCategory: UNNotificationCategory {")
    writer.line("switch self {")
    writer.forEach(inParallel: context.categories, minimumCount: context.parallelMinimumCount) {
      writer, names in
      writer.line("case .\(names.caseName):")
      writer.line("  return NotificationCategoryFactory.make\(names.typeStem)Category()")
    }
    writer.line("}")
    writer.close()
    writer.close()

    writer.blankLine()
    writer.documentation(["Builds the categories and their actions."])
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    writer.open("private \(context.isolation)enum NotificationCategoryFactory {")
    writer.forEach(inParallel: context.categories, minimumCount: context.parallelMinimumCount) {
      writer, names in
      emitCategoryFactory(context, names, into: &writer)
      if !names.actions.isEmpty { emitActionFactory(context, names, into: &writer) }
    }
    writer.close()
    emitOptionAvailability(context, into: &writer)
  }

  private static func emitCategoryFactory(
    _ context: SwiftEmitContext, _ names: SwiftEmitContext.CategoryNames, into writer: inout CodeWriter
  ) {
    let category = names.category
    writer.blankLine()
    writer.documentation(paragraph: "The category `\(category.name)`.")
    writer.open("static func make\(names.typeStem)Category() -> UNNotificationCategory {")
    writer.line("let identifier = \(context.names.categoryIdentifier).\(names.caseName).rawValue")
    let actions = names.actions.map { action -> CodeText in "make\(names.typeStem)Action(.\(action.caseName))"
    }
    writer.call("let actions: [\(context.apple("UNNotificationAction"))] = [", actions, "]")
    let intents = category.intentIdentifiers.map { identifier -> CodeText in "\(quoted: identifier)" }
    writer.call("let intentIdentifiers: [String] = [", intents, "]")
    let options = category.options.map { optionExpression($0, context) }
    writer.call("let options: UNNotificationCategoryOptions = [", options, "]")
    guard category.hiddenPreviewsBodyPlaceholder != nil || category.categorySummaryFormat != nil else {
      writer.call("return UNNotificationCategory(", categoryArgumentsWithOptions, ")")
      writer.close()
      return
    }
    // The two string properties are unavailable on watchOS; iOS 11 added the placeholder
    // initializer, iOS 12 the one with a summary format (both strings optional there).
    writer.directive("#if os(watchOS)")
    writer.call("return UNNotificationCategory(", categoryArgumentsWithOptions, ")")
    writer.directive("#else")
    var guarded = true
    if let summary = category.categorySummaryFormat {
      let placeholder = category.hiddenPreviewsBodyPlaceholder.map { context.expression($0) } ?? "nil"
      guarded = emitGuardedReturn(
        context.categorySummaryFormatCondition, "UNNotificationCategory",
        categoryArguments + [
          "hiddenPreviewsBodyPlaceholder: \(placeholder)",
          "categorySummaryFormat: \(context.expression(summary))",
          "options: options",
        ], into: &writer)
    }
    if guarded, let placeholder = category.hiddenPreviewsBodyPlaceholder {
      guarded = emitGuardedReturn(
        context.hiddenPreviewsCondition, "UNNotificationCategory",
        categoryArguments + [
          "hiddenPreviewsBodyPlaceholder: \(context.expression(placeholder))", "options: options",
        ],
        into: &writer)
    }
    if guarded { writer.call("return UNNotificationCategory(", categoryArgumentsWithOptions, ")") }
    writer.directive("#endif")
    writer.close()
  }

  /// The arguments every `UNNotificationCategory` initializer starts with (made once: each
  /// category's factory passes them).
  private static let categoryArguments: [CodeText] = [
    "identifier: identifier", "actions: actions", "intentIdentifiers: intentIdentifiers",
  ]
  /// ``categoryArguments`` and the options: the arguments of the initializer without texts.
  private static let categoryArgumentsWithOptions = categoryArguments + ["options: options"]

  /// Writes `return type(arguments)`, inside `if condition { … }` when there is a condition;
  /// returns whether it was guarded (so that a fallback must follow).
  static func emitGuardedReturn(
    _ condition: String?, _ type: String, _ arguments: [CodeText], into writer: inout CodeWriter
  ) -> Bool {
    guard let condition else {
      writer.call("return \(type)(", arguments, ")")
      return false
    }
    writer.block("if \(condition) {") { $0.call("return \(type)(", arguments, ")") }
    return true
  }

  private static func emitActionFactory(
    _ context: SwiftEmitContext, _ names: SwiftEmitContext.CategoryNames, into writer: inout CodeWriter
  ) {
    writer.blankLine()
    writer.documentation(paragraph: "An action of the category `\(names.category.name)`.")
    writer.open(
      "static func make\(names.typeStem)Action(_ action: \(names.actionType)) -> \(context.apple("UNNotificationAction")) {"
    )
    writer.line("switch action {")
    for (action, caseName) in names.actions {
      writer.line("case .\(caseName):")
      writer.indented { writer in
        writer.repeated(action, .actionFactory) { writer in emitAction(context, action, into: &writer) }
      }
    }
    writer.line("}")
    writer.close()
  }

  /// The statements that return one action. When an icon needs an `#available` check, the texts
  /// are bound to constants first, so that both initializer calls share them.
  private static func emitAction(_ context: SwiftEmitContext, _ action: Action, into writer: inout CodeWriter)
  {
    let options = actionOptions(action)
    let iconCondition = action.icon == nil ? nil : context.actionIconCondition
    // Texts as expressions, or, with an icon check, as constants declared here.
    func text(_ name: CodeText, _ expression: CodeText) -> CodeText {
      guard iconCondition != nil else { return expression }
      writer.line("let \(name) = \(expression)")
      return name
    }
    // One array, with room for every argument: the icon, when there is one, goes in after the
    // options, before the text input.
    var arguments: [CodeText] = []
    arguments.reserveCapacity(6)
    arguments.append("identifier: action.rawValue")
    arguments.append("title: \(text("title", context.expression(action.title)))")
    if let options { arguments.append("options: [\(options)]") }
    let iconIndex = arguments.count
    let type: String
    if action.behavior == .textInput {
      type = context.apple("UNTextInputNotificationAction")
      if action.textInputButtonTitle != nil || action.textInputPlaceholder != nil {
        // UNTextInputNotificationAction has no initializer that takes a placeholder but leaves the
        // button title out, and the system's own title cannot be read, so a placeholder alone
        // comes with the English system title "Send" (spec 5a; set textInputButtonTitle to
        // localize it). Without either, the inherited initializer keeps the system's own title.
        if action.textInputButtonTitle == nil {
          writer.comment("No textInputButtonTitle: the system's title \"Send\" goes with the placeholder.")
        }
        let button = text(
          "buttonTitle", action.textInputButtonTitle.map { context.expression($0) } ?? "\"Send\"")
        let placeholder = text(
          "placeholder", action.textInputPlaceholder.map { context.expression($0) } ?? "\"\"")
        arguments.append("textInputButtonTitle: \(button)")
        arguments.append("textInputPlaceholder: \(placeholder)")
      }
    } else {
      type = context.apple("UNNotificationAction")
    }
    if let icon = action.icon {
      let iconExpression: CodeText =
        switch icon {
        case .system(let name): "UNNotificationActionIcon(systemImageName: \(quoted: name))"
        case .template(let name): "UNNotificationActionIcon(templateImageName: \(quoted: name))"
        }
      arguments.insert("icon: \(iconExpression)", at: iconIndex)
      guard emitGuardedReturn(iconCondition, type, arguments, into: &writer) else { return }
      arguments.remove(at: iconIndex)  // the fallback, for older systems
    }
    writer.call("return \(type)(", arguments, ")")
  }

  /// An action's options, separated by commas (`.authenticationRequired, .foreground`); `nil` when
  /// it has none.
  private static func actionOptions(_ action: Action) -> CodeText? {
    switch (action.authenticationRequired, action.destructive, action.activation == .foreground) {
    case (false, false, false): nil
    case (true, false, false): ".authenticationRequired"
    case (false, true, false): ".destructive"
    case (false, false, true): ".foreground"
    case (true, true, false): ".authenticationRequired, .destructive"
    case (true, false, true): ".authenticationRequired, .foreground"
    case (false, true, true): ".destructive, .foreground"
    case (true, true, true): ".authenticationRequired, .destructive, .foreground"
    }
  }

  /// An option in the `options` array: its member, or, when it is missing on some platform or
  /// newer than a declared target, a property of `CategoryOptionAvailability` that is empty there.
  private static func optionExpression(_ option: CategoryOption, _ context: SwiftEmitContext) -> CodeText {
    switch option {
    case .customDismissAction: ".customDismissAction"
    default: "CategoryOptionAvailability.\(option.name)"
    }
  }
}
