extension SwiftEmitter {
  /// `NotificationCategories`: every category at once, and the function that registers them.
  ///
  /// `setNotificationCategories` replaces everything registered before, so by default the
  /// function reads the registered categories first and keeps those under identifiers this build
  /// does not declare (an SDK's own categories); `replacingOtherCategories: true` drops them.
  static func emitRegistration(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    let access = context.access
    let identifiers = context.categories.map { "." + $0.caseName }.joined(separator: ", ")
    writer.blankLine()
    writer.documentation([
      "The app's notification categories, and their registration with the notification center.",
      "Call `register()` at every launch, before the app finishes launching: the system does not promise to keep registered categories.",
    ])
    writer.open("\(access)enum NotificationCategories {")
    writer.documentation([
      "The identifiers of every category this build declares, sorted."
    ])
    writer.line("\(access)static let identifiers: [NotificationCategoryIdentifier] = [\(identifiers)]")
    writer.blankLine()
    writer.documentation([
      "Every category this build declares, built now (localized texts are looked up in the current language)."
    ])
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    writer.open("\(access)static var all: Set<UNNotificationCategory> {")
    writer.line("Set(identifiers.map(\\.notificationCategory))")
    writer.close()

    writer.blankLine()
    writer.documentation([
      "Registers every category with one call to `setNotificationCategories`, which replaces whatever was registered before.",
      "By default the categories already registered under identifiers this build does not declare, such as an SDK's, are read first (with `getNotificationCategories`) and kept. Registering happens asynchronously, after they have been read.",
      """
      - Parameters:
        - center: The notification center (the app's own by default).
        - replacingOtherCategories: Whether to drop the categories that this build does not declare instead of keeping them.
      """,
    ])
    // When the legacy part exists, a `register(replacingOtherCategories:)` that chooses between the
    // two APIs is the entry point; the center then has no default, so that calls are unambiguous.
    let centerDefault = context.legacy ? "" : " = .current()"
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    writer.openCall(
      "\(access)static func register(",
      ["in center: UNUserNotificationCenter\(centerDefault)", "replacingOtherCategories: Bool = false"], ") {")
    writer.block("if replacingOtherCategories {") { writer in
      writer.line("center.setNotificationCategories(all)")
      writer.line("return")
    }
    writer.line("let center = UncheckedSendableCenter(center: center)")
    writer.block("center.center.getNotificationCategories { registered in") { writer in
      writer.line("let declared = Set(identifiers.map(\\.rawValue))")
      writer.line("let kept = registered.filter { !declared.contains($0.identifier) }")
      writer.line("center.center.setNotificationCategories(kept.union(all))")
    }
    writer.close()

    writer.blankLine()
    writer.documentation([
      "Carries the notification center into the completion handler of `getNotificationCategories`, which is `@Sendable`. The center is thread-safe (Apple calls its methods from any thread) but is not annotated `Sendable`."
    ])
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    writer.open("private struct UncheckedSendableCenter: @unchecked Sendable {")
    writer.documentation(["The center."])
    writer.line("let center: UNUserNotificationCenter")
    writer.close()
    if context.legacy { emitCombinedRegistration(context, into: &writer) }
    writer.close()
  }
}
