extension SwiftEmitter {
  /// `NotificationCategories.register(replacingOtherCategories:)` for builds with an iOS target
  /// below 10: `UNUserNotificationCenter` from iOS 10, the legacy UIKit settings before.
  static func emitCombinedRegistration(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    writer.blankLine()
    writer.directive("#if \(SwiftEmitContext.legacyCondition)")
    writer.documentation([
      """
      Registers every category: with the notification center from iOS 10, with the app's legacy user \
      notification settings on iOS 8 and 9. Other categories are kept unless `replacingOtherCategories` is \
      true.
      """,
      """
      On iOS 8 and 9 registering categories is registering notification settings, which asks the user for \
      permission the first time (for alerts, badges and sounds; see \
      `\(context.names.legacyCategories).register(types:replacingOtherCategories:)`): call it where the app \
      asks for permission.
      """,
      """
      - Parameter replacingOtherCategories: Whether to drop the categories that this build does not declare \
      instead of keeping them.
      """,
    ])
    writer.line("@MainActor")
    writer.open("\(context.access)static func register(replacingOtherCategories: Bool = false) {")
    writer.open("if #available(iOS 10.0, *) {")
    writer.line("register(in: .current(), replacingOtherCategories: replacingOtherCategories)")
    writer.reopen("} else {")
    writer.line(
      "\(context.names.legacyCategories).register(replacingOtherCategories: replacingOtherCategories)")
    writer.close()
    writer.close()
    // Where the iOS 8 and 9 API does not exist (watchOS, macOS, visionOS, Mac Catalyst), the same call
    // registers with the notification center, so that `register()` works on every platform.
    writer.directive("#else")
    writer.documentation([
      """
      Registers every category with the notification center. Other categories are kept unless \
      `replacingOtherCategories` is true.
      """,
      """
      - Parameter replacingOtherCategories: Whether to drop the categories that this build does not declare \
      instead of keeping them.
      """,
    ])
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    // On the main actor as on iOS, so that a call that compiles for one platform compiles for all.
    writer.line("@MainActor")
    writer.open("\(context.access)static func register(replacingOtherCategories: Bool = false) {")
    writer.line("register(in: .current(), replacingOtherCategories: replacingOtherCategories)")
    writer.close()
    writer.directive("#endif")
  }

  /// `LegacyNotificationCategories`: the iOS 8/9 `UIUserNotificationCategory` values with both
  /// contexts, and their registration, which keeps the app's notification types.
  static func emitLegacyRegistration(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    let access = context.access
    writer.blankLine()
    writer.documentation([
      """
      The categories in the iOS 8 and 9 form (`UIUserNotificationCategory`), and their registration through \
      `UIApplication`. From iOS 10 use `\(context.names.categories)`.
      """
    ])
    writer.line("@MainActor")
    writer.open("\(access)enum \(context.names.legacyCategories) {")
    writer.documentation([
      "Every category this build declares, built now (localized texts are looked up in the current language)."
    ])
    writer.open("\(access)static var all: Set<UIUserNotificationCategory> {")
    // Without categories the factory would take a value that cannot exist, and its code "will never
    // be executed" (a warning).
    writer.line(
      context.categories.isEmpty
        ? "[]"
        : "Set(\(context.names.categories).identifiers.map { LegacyNotificationCategoryFactory.category($0) })"
    )
    writer.close()
    writer.blankLine()
    writer.documentation([
      """
      Registers every category with `registerUserNotificationSettings`, which replaces the settings \
      registered before. It keeps the app's notification types, asking for `types` only when none are set, \
      and, unless `replacingOtherCategories` is true, the registered categories under identifiers this \
      build does not declare.
      """,
      """
      Registering settings with types asks the user for permission the first time: there is no other way \
      to register categories on iOS 8 and 9, so call this where the app asks for permission.
      """,
      """
      - Parameters:
        - types: The notification types to ask for when the app has none yet.
        - replacingOtherCategories: Whether to drop the categories that this build does not declare \
      instead of keeping them.
      """,
    ])
    writer.openCall(
      "\(access)static func register(",
      ["types: UIUserNotificationType = [.alert, .badge, .sound]", "replacingOtherCategories: Bool = false"],
      ") {")
    writer.line("let application = UIApplication.shared")
    writer.line("let current = application.currentUserNotificationSettings")
    writer.line("let kept = current?.types ?? []")
    writer.line("var categories = all")
    writer.block("if !replacingOtherCategories, let registered = current?.categories {") { writer in
      writer.line("let declared = Set(\(context.names.categories).identifiers.map(\\.rawValue))")
      writer.line("categories.formUnion(registered.filter { !declared.contains($0.identifier ?? \"\") })")
    }
    writer.line(
      "let settings = UIUserNotificationSettings(types: kept.isEmpty ? types : kept, categories: categories)")
    writer.line("application.registerUserNotificationSettings(settings)")
    writer.close()
    writer.close()

    guard !context.categories.isEmpty else { return }
    writer.blankLine()
    writer.documentation(["Builds the legacy categories and their actions."])
    writer.line("@MainActor")
    writer.open("private enum LegacyNotificationCategoryFactory {")
    writer.documentation(["The category with this identifier."])
    writer.open(
      "static func category(_ identifier: \(context.names.categoryIdentifier)) -> UIUserNotificationCategory {"
    )
    writer.line("switch identifier {")
    for names in context.categories {
      writer.line("case .\(names.caseName):")
      writer.line("  return make\(names.typeStem)Category()")
    }
    writer.line("}")
    writer.close()
    for names in context.categories {
      emitLegacyCategory(context, names, into: &writer)
    }
    writer.close()
  }

  private static func emitLegacyCategory(
    _ context: SwiftEmitContext, _ names: SwiftEmitContext.CategoryNames, into writer: inout CodeWriter
  ) {
    let actionType = context.apple("UIUserNotificationAction")
    let make = { (actions: [Action]) in
      actions.map { action -> CodeText in "make\(names.typeStem)Action(.\(names.caseName(of: action)))" }
    }
    writer.blankLine()
    writer.documentation([
      """
      The category `\(names.category.name)`: its actions in the default context (alerts), the minimal \
      actions in the minimal context (banners, the lock screen).
      """
    ])
    writer.open("static func make\(names.typeStem)Category() -> UIUserNotificationCategory {")
    writer.line("let category = UIMutableUserNotificationCategory()")
    writer.line("category.identifier = \(context.names.categoryIdentifier).\(names.caseName).rawValue")
    writer.call("let actions: [\(actionType)] = [", make(names.category.actions), "]")
    writer.line("category.setActions(actions, for: .default)")
    writer.call("let minimalActions: [\(actionType)] = [", make(names.category.minimalActions), "]")
    writer.line("category.setActions(minimalActions, for: .minimal)")
    writer.line("return category")
    writer.close()
    guard !names.actions.isEmpty else { return }

    writer.blankLine()
    writer.documentation(["A legacy action of the category `\(names.category.name)`."])
    writer.open("static func make\(names.typeStem)Action(_ action: \(names.actionType)) -> \(actionType) {")
    writer.line("let result = \(context.apple("UIMutableUserNotificationAction"))()")
    writer.line("result.identifier = action.rawValue")
    writer.line("switch action {")
    for (action, caseName) in names.actions {
      writer.line("case .\(caseName):")
      writer.indented { writer in
        writer.line("result.title = \(context.expression(action.title))")
        writer.line("result.activationMode = .\(action.activation.rawValue)")
        writer.line("result.isDestructive = \(action.destructive)")
        writer.line("result.isAuthenticationRequired = \(action.authenticationRequired)")
        guard action.behavior == .textInput else { return }
        var statements: [CodeText] = ["result.behavior = .textInput"]
        if let button = action.textInputButtonTitle {
          statements.append(
            """
            result.parameters = [UIUserNotificationTextInputActionButtonTitleKey: \
            \(context.expression(button))]
            """
          )
        }
        if let condition = context.availabilityCondition(.legacyTextInput) {
          writer.block("if \(condition) {") { writer in statements.forEach { writer.line($0) } }
        } else {
          statements.forEach { writer.line($0) }
        }
      }
    }
    writer.line("}")
    writer.line("return result")
    writer.close()
  }
}
