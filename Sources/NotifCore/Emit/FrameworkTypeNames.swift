extension SwiftEmitter {
  /// The module of a UserNotifications or UIKit type that a category's generated types
  /// (`<Stem>Action`, `<Stem>Response`) could be named like: those that notification code uses, and
  /// UIKit's other actions, which an app's code names as plainly. `nil` for any other name.
  static func frameworkModule(ofType name: String) -> String? {
    switch name {
    case "UNNotificationAction", "UNNotificationResponse", "UNTextInputNotificationAction",
      "UNTextInputNotificationResponse":
      "UserNotifications"
    case "UIUserNotificationAction", "UIMutableUserNotificationAction", "UIAction", "UIAlertAction",
      "UIContextualAction", "UIPreviewAction", "UIAccessibilityCustomAction":
      "UIKit"
    default: nil
    }
  }

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
    // Only a stem that starts like Apple's names (`UN`, `UI`) can give one of them: with no
    // prefix, only a name that starts with a `u` after any underscores. Most names are passed over
    // without making their Swift names (a lint of many files checks every category).
    guard options.typePrefix.isEmpty || options.typePrefix.hasPrefix("U") else { return [] }
    var diagnostics: [Diagnostic] = []
    for (index, category) in model.categories.enumerated() {
      if options.typePrefix.isEmpty {
        let first = category.name.utf8.first { $0 != UInt8(ascii: "_") }
        guard first == UInt8(ascii: "U") || first == UInt8(ascii: "u") else { continue }
      }
      let stem = SwiftEmitContext.CategoryNames.typeStem(category, index: index, prefix: options.typePrefix)
      guard stem.hasPrefix("UN") || stem.hasPrefix("UI") else { continue }
      let (action, response) = SwiftEmitContext.CategoryNames.typeNames(stem: stem)
      let clashes = [action, response].compactMap { name in frameworkModule(ofType: name).map { (name, $0) } }
      guard let module = clashes.first?.1 else { continue }
      let types = clashes.map { "'\($0.0)'" }.joined(separator: " and ")
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
