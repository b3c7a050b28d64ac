extension SwiftEmitter {
  /// `NotificationCategories`: every category at once, and the function that registers them.
  ///
  /// `setNotificationCategories` replaces everything registered before, so by default the
  /// function reads the registered categories first and keeps those under identifiers this build
  /// does not declare (an SDK's own categories); `replacingOtherCategories: true` drops them.
  static func emitRegistration(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    let access = context.access
    writer.blankLine()
    writer.documentation([
      "The app's notification categories, and their registration with the notification center.",
      context.legacy
        ? """
        Call `register()` at every launch, before the app finishes launching: the system does not promise to \
        keep registered categories. On iOS 8 and 9, where registering asks the user for permission the first \
        time, call it where the app asks for permission instead (see `register(replacingOtherCategories:)`).
        """
        : """
        Call `register()` at every launch, before the app finishes launching: the system does not promise to \
        keep registered categories.
        """,
    ])
    writer.open("\(context.typeAccess)enum \(context.names.categories) {")
    writer.documentation([
      "The identifiers of every category this build declares, sorted."
    ])
    writer.call(
      "\(access)static let identifiers: [\(context.names.categoryIdentifier)] = [",
      context.categories.map { ".\($0.caseName)" }, "]")
    writer.blankLine()
    writer.documentation([
      "Every category this build declares, built now (localized texts are looked up in the current language)."
    ])
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    writer.open("\(access)static var all: Set<UNNotificationCategory> {")
    writer.line("Set(identifiers.map(\\.notificationCategory))")
    writer.close()

    writer.blankLine()
    // When the legacy part exists, a `register(replacingOtherCategories:)` that chooses between the
    // two APIs is the entry point; the center then has no default, so that calls are unambiguous.
    let centerDefault = context.legacy ? "" : " = .current()"
    let centerDocumentation =
      context.legacy
      ? "The notification center, usually `.current()`; "
        + "`register(replacingOtherCategories:)` chooses between this and the iOS 8 and 9 API."
      : "The notification center (the app's own by default)."
    writer.documentation([
      """
      Registers every category with one call to `setNotificationCategories`, which replaces whatever was \
      registered before.
      """,
      """
      By default the categories already registered under other identifiers, such as an SDK's, are read first \
      (with `getNotificationCategories`) and kept. Registering happens asynchronously, after they have been \
      read; the categories are built now.
      """,
      """
      Each call reads, then writes: two calls at once (such as those of two modules' generated APIs) both \
      read what was there before, and the second write drops the first's categories. Register such \
      categories in one call instead, with `alongWith` (for example another module's `all`).
      """,
      """
      - Parameters:
        - center: \(centerDocumentation)
        - otherCategories: More categories to register in the same call; this build's win over those with \
      the same identifier.
        - replacingOtherCategories: Whether to drop the categories that this call does not register \
      instead of keeping them.
      """,
    ])
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    writer.openCall(
      "\(access)static func register(",
      [
        "in center: UNUserNotificationCenter\(centerDefault)",
        "alongWith otherCategories: Set<UNNotificationCategory> = []",
        "replacingOtherCategories: Bool = false",
      ], ") {")
    writer.line("let declared = Set(identifiers.map(\\.rawValue))")
    writer.line("let categories = all.union(otherCategories.filter { !declared.contains($0.identifier) })")
    writer.block("if replacingOtherCategories {") { writer in
      writer.line("center.setNotificationCategories(categories)")
      writer.line("return")
    }
    writer.line("let registering = Set(categories.map(\\.identifier))")
    writer.line("let registration = UncheckedSendable(value: (center: center, categories: categories))")
    writer.block("center.getNotificationCategories { registered in") { writer in
      writer.line("let kept = registered.filter { !registering.contains($0.identifier) }")
      writer.line(
        "registration.value.center.setNotificationCategories(kept.union(registration.value.categories))")
    }
    writer.close()

    writer.blankLine()
    writer.documentation([
      """
      Carries the center and the categories into the completion handler of `getNotificationCategories`, \
      which is `@Sendable`. Neither is annotated `Sendable`, but the center is thread-safe (Apple calls its \
      methods from any thread) and the categories are immutable. The property is `nonisolated(unsafe)` so \
      that the handler can read it when the module's default isolation is the main actor.
      """
    ])
    writer.open("private struct UncheckedSendable<Value>: @unchecked Sendable {")
    writer.documentation(["The value."])
    writer.line("nonisolated(unsafe) let value: Value")
    writer.close()
    if context.legacy { emitCombinedRegistration(context, into: &writer) }
    writer.close()
  }
}
