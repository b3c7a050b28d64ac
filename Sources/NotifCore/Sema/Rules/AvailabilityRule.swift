/// Rule 12: an option or property that a declared platform does not have at all is an error
/// (N801): the generated code could not compile there. One that is merely newer than the
/// deployment target is fine: the generated code guards it with `#available`. `allowAnnouncement`
/// is deprecated and ignored from iOS 15 (and watchOS 7, and on visionOS): a warning (N802) when
/// every target ignores it.
enum AvailabilityRule: DeclarationRule {
  /// The platform on which a feature does not exist (from Apple's headers), if any. (Switches, not
  /// dictionaries: see ``PlatformResolver/floor(of:)``.)
  static func platformLacking(_ feature: String) -> PlatformName? {
    switch feature {
    case "allowInCarPlay", "allowAnnouncement": .macos
    case "hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle", "hiddenPreviewsBodyPlaceholder",
      "categorySummaryFormat":
      .watchos
    default: nil
    }
  }

  /// The version from which `allowAnnouncement` is deprecated on a platform, if it is.
  static func announcementDeprecated(on platform: PlatformName) -> Version? {
    switch platform {
    case .ios, .maccatalyst: Version(15, 0)
    case .watchos: Version(7, 0)
    case .visionos: Version(1, 0)
    case .macos: nil
    }
  }

  static func check(_ context: DeclarationContext, _ diagnostics: inout DiagnosticBag) {
    let platforms = context.platforms
    // What each feature meets is the same for every category: found once, by feature name.
    func firstPlatformWithout(_ feature: String) -> Platform? {
      platformLacking(feature).flatMap { lacking in platforms.first { $0.name == lacking } }
    }
    let optionUnavailable = CategoryOption.allCases.map { firstPlatformWithout($0.name) }
    let propertyUnavailable = textProperties.map { firstPlatformWithout($0.spelling) }
    // Only when every target ignores it: beside one that still uses it (iOS 13 with visionOS), the
    // option works there, and removing it would lose that. (macOS lacks it: N801 is reported.)
    func ignoresAnnouncement(_ platform: Platform) -> Bool {
      announcementDeprecated(on: platform.name).map { platform.version >= $0 } ?? true
    }
    let announcementIgnored =
      platforms.allSatisfy(ignoresAnnouncement)
      ? platforms.first { announcementDeprecated(on: $0.name) != nil } : nil
    for declaration in context.categoryDeclarations {
      for option in declaration.options {
        let index = CategoryOption.allCases.firstIndex(of: option.value)!
        if let platform = optionUnavailable[index] {
          reportUnavailable(option.value.name, on: platform, at: option.span, &diagnostics)
        } else if option.value == .allowAnnouncement, let platform = announcementIgnored {
          let since = "\(platform.name.displayName) \(announcementDeprecated(on: platform.name)!)"
          diagnostics.report(
            .deprecatedOption, "'allowAnnouncement' is deprecated and ignored on \(since) and later",
            at: option.span,
            notes: [
              DiagnosticNote("Siri announces notifications without it since \(since); remove the option")
            ])
        }
      }
      for (property, platform) in zip(textProperties, propertyUnavailable) {
        guard let platform, let spans = declaration.source.properties[property] else { continue }
        reportUnavailable(property.spelling, on: platform, at: spans.name, &diagnostics)
      }
    }
  }

  /// The category properties that some platforms lack, in the order they are reported.
  private static let textProperties: [PropertyName] = [
    .hiddenPreviewsBodyPlaceholder, .categorySummaryFormat,
  ]

  private static func reportUnavailable(
    _ feature: String, on platform: Platform, at span: SourceSpan, _ diagnostics: inout DiagnosticBag
  ) {
    diagnostics.report(
      .unavailableOnPlatform, "'\(feature)' is unavailable on \(platform.name.displayName)", at: span,
      notes: [DiagnosticNote("\(platform.name.displayName) is a deployment target here", at: platform.span)])
  }
}
