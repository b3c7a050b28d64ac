extension SwiftEmitter {
  /// The types of UserNotifications and UIKit named like a category's generated types
  /// (`<Stem>Action`, `<Stem>Response`): those that notification code uses, and UIKit's other
  /// actions, which an app's code names as plainly.
  static let frameworkTypes: [(name: String, module: String)] =
    [
      "UNNotificationAction", "UNNotificationResponse", "UNTextInputNotificationAction",
      "UNTextInputNotificationResponse",
    ].map { ($0, "UserNotifications") }
    + [
      "UIUserNotificationAction", "UIMutableUserNotificationAction", "UIAction", "UIAlertAction",
      "UIContextualAction", "UIPreviewAction", "UIAccessibilityCustomAction",
    ].map { ($0, "UIKit") }

  /// N414: the categories whose generated types, with `options`' type prefix, would be named like
  /// a type of UserNotifications or UIKit (a category `UNNotification` generates
  /// `UNNotificationAction` and `UNNotificationResponse`).
  ///
  /// The generated file names Apple's types with their module where it must, so it compiles; but
  /// in the module that compiles it, and in every file that imports that module, the plain name
  /// means the generated type. The app's own `UNNotificationResponse` then no longer compiles, or,
  /// in a delegate method that UserNotifications declares optional, compiles into a method the
  /// system never calls. The checker does not know the prefix: `notifc build` reports these with
  /// its own, and `notifc lint` with the one it is given.
  public static func frameworkTypeClashes(
    in model: NotificationModel, options: SwiftEmitterOptions
  ) -> [Diagnostic] {
    // Only a stem that starts like Apple's names can give one of them.
    guard options.typePrefix.isEmpty || options.typePrefix.hasPrefix("U") else { return [] }
    var diagnostics: [Diagnostic] = []
    for (index, category) in model.categories.enumerated() {
      let stem = SwiftEmitContext.CategoryNames.typeStem(category, index: index, prefix: options.typePrefix)
      guard stem.hasPrefix("UN") || stem.hasPrefix("UI") else { continue }
      let (action, response) = SwiftEmitContext.CategoryNames.typeNames(stem: stem)
      let clashes = frameworkTypes.filter { $0.name == action || $0.name == response }
      guard let module = clashes.first?.module else { continue }
      let types = clashes.map { "'\($0.name)'" }.joined(separator: " and ")
      let owner = module.hasSuffix("s") ? module + "'" : module + "'s"
      let what =
        clashes.count == 1
        ? "the type \(types), which hides \(owner) type of that name"
        : "the types \(types), which hide \(owner) types of those names"
      diagnostics.append(
        Diagnostic(
          .frameworkTypeHidden,
          "category '\(category.name)' would generate \(what) in the app's code; rename the category (its identifier can stay)",
          at: category.source.nameSpan))
    }
    return diagnostics
  }
}
