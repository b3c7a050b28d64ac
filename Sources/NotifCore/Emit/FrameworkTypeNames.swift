extension SwiftEmitter {
  /// The types of UserNotifications and UIKit that an app's notification code names, and that a
  /// category's generated types (`<Stem>Action`, `<Stem>Response`) could be named like.
  static let frameworkTypes: [(name: String, module: String)] = [
    ("UNNotificationAction", "UserNotifications"), ("UNNotificationResponse", "UserNotifications"),
    ("UNTextInputNotificationAction", "UserNotifications"),
    ("UNTextInputNotificationResponse", "UserNotifications"),
    ("UIUserNotificationAction", "UIKit"), ("UIMutableUserNotificationAction", "UIKit"),
  ]

  /// N414: the categories whose generated types, with `options`' type prefix, would be named like
  /// a type of UserNotifications or UIKit (a category `UNNotification` generates
  /// `UNNotificationAction` and `UNNotificationResponse`).
  ///
  /// The generated file names Apple's types with their module where it must, so it compiles; but
  /// in the module that compiles it, and in every file that imports that module, the plain name
  /// means the generated type. The app's own `UNNotificationResponse` then no longer compiles, or,
  /// in a delegate method that UserNotifications declares optional, compiles into a method the
  /// system never calls. Only the build knows the prefix, so `notifc build` reports these, not the
  /// checker.
  public static func frameworkTypeClashes(
    in model: NotificationModel, options: SwiftEmitterOptions
  ) -> [Diagnostic] {
    // Only a stem that starts like Apple's names can give one of them.
    guard options.typePrefix.isEmpty || options.typePrefix.hasPrefix("U") else { return [] }
    var diagnostics: [Diagnostic] = []
    for category in model.categories {
      guard let camel = SwiftNames.upperCamel(category.name) else { continue }
      let stem = options.typePrefix + camel
      guard stem.hasPrefix("UN") || stem.hasPrefix("UI") else { continue }
      let clashes = frameworkTypes.filter { $0.name == stem + "Action" || $0.name == stem + "Response" }
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
