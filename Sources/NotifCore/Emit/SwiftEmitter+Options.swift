extension SwiftEmitter {
  /// `CategoryOptionAvailability`: one property per category option that some platform lacks or
  /// that is newer than a declared target. Each is the option where it exists and `[]` elsewhere,
  /// so a category's options stay one `let` array on every platform (statements under `#if` would
  /// need a `var` that some platforms never mutate, which warns).
  static func emitOptionAvailability(_ context: SwiftEmitContext, into writer: inout CodeWriter) {
    let used = CategoryOption.allCases.filter { option in
      option != .customDismissAction && context.model.categories.contains { $0.options.contains(option) }
    }
    guard !used.isEmpty else { return }
    writer.blankLine()
    writer.documentation([
      "The category options that a platform or an older OS version lacks, each empty where it is missing."
    ])
    if let availability = context.userNotificationsAvailability { writer.line(availability) }
    writer.open("private \(context.isolation)enum CategoryOptionAvailability {")
    for (index, option) in used.enumerated() {
      if index > 0 { writer.blankLine() }
      let (missingOn, introduced, summary) = platformRequirements(option)
      writer.documentation([summary])
      writer.open("static var \(option.name): UNNotificationCategoryOptions {")
      writer.directive("#if os(\(missingOn))")
      writer.line("return []")
      writer.directive("#else")
      if option == .allowAnnouncement {
        writer.comment(
          "By raw value: the member is deprecated (and ignored) since iOS 15 and watchOS 7, and would warn.")
      }
      let value =
        option == .allowAnnouncement ? "UNNotificationCategoryOptions(rawValue: 1 << 4)" : ".\(option.name)"
      if let condition = context.availabilityCondition(introduced) {
        writer.block("if \(condition) {") { $0.line("return \(value)") }
        writer.line("return []")
      } else {
        writer.line("return \(value)")
      }
      writer.directive("#endif")
      writer.close()
    }
    writer.close()
  }

  /// The platform that lacks an option (its `os(…)` name), the versions that introduced it, and
  /// the documentation of its property.
  private static func platformRequirements(
    _ option: CategoryOption
  ) -> (missingOn: String, introduced: APIIntroduction, summary: String) {
    switch option {
    case .allowInCarPlay:
      ("macOS", APIIntroduction(versions: [:]), "`.allowInCarPlay`, except on macOS, which lacks it.")
    case .hiddenPreviewsShowTitle:
      (
        "watchOS", .hiddenPreviews,
        "`.hiddenPreviewsShowTitle` from iOS 11, except on watchOS, which lacks it."
      )
    case .hiddenPreviewsShowSubtitle:
      (
        "watchOS", .hiddenPreviews,
        "`.hiddenPreviewsShowSubtitle` from iOS 11, except on watchOS, which lacks it."
      )
    case .allowAnnouncement:
      (
        "macOS", .allowAnnouncement,
        "`.allowAnnouncement` from iOS 13 and watchOS 6, except on macOS, which lacks it."
      )
    case .customDismissAction:
      ("tvOS", APIIntroduction(versions: [:]), "`.customDismissAction`.")
    }
  }
}
