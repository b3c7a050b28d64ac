/// Rule 12: an option or property that a declared platform does not have at all is an error
/// (N801): the generated code could not compile there. One that is merely newer than the
/// deployment target is fine: the generated code guards it with `#available`. `allowAnnouncement`
/// is deprecated and ignored from iOS 15 (and watchOS 7, and on visionOS): a warning (N802).
enum AvailabilityRule: CheckerRule {
  /// The platforms on which each feature does not exist (from Apple's headers).
  static let unavailable: [String: Set<PlatformName>] = [
    "allowInCarPlay": [.macos],
    "hiddenPreviewsShowTitle": [.watchos],
    "hiddenPreviewsShowSubtitle": [.watchos],
    "allowAnnouncement": [.macos],
    "hiddenPreviewsBodyPlaceholder": [.watchos],
    "categorySummaryFormat": [.watchos],
  ]

  /// The versions from which `allowAnnouncement` is deprecated.
  static let announcementDeprecated: [PlatformName: Version] = [
    .ios: Version(15, 0), .watchos: Version(7, 0), .maccatalyst: Version(15, 0), .visionos: Version(1, 0),
  ]

  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    let platforms = context.model.platforms
    for declaration in context.categoryDeclarations {
      var features: [(String, SourceSpan)] = declaration.options.map { ($0.value.name, $0.span) }
      for property in [PropertyName.hiddenPreviewsBodyPlaceholder, .categorySummaryFormat] {
        if let spans = declaration.source.properties[property] {
          features.append((property.spelling, spans.name))
        }
      }
      for (feature, span) in features {
        let missing = platforms.filter { unavailable[feature]?.contains($0.name) == true }
        if let platform = missing.first {
          diagnostics.report(
            .unavailableOnPlatform, "'\(feature)' is unavailable on \(platform.name.displayName)", at: span,
            notes: [
              DiagnosticNote("\(platform.name.rawValue) is a deployment target here", at: platform.span)
            ])
          continue
        }
        if feature == "allowAnnouncement",
          let platform = platforms.first(where: { p in
            announcementDeprecated[p.name].map { p.version >= $0 } ?? false
          })
        {
          diagnostics.report(
            .deprecatedOption,
            "'allowAnnouncement' is deprecated and ignored on \(platform.name.displayName) \(announcementDeprecated[platform.name]!) and later",
            at: span,
            notes: [DiagnosticNote("Siri announces notifications without it since iOS 15; remove the option")]
          )
        }
      }
    }
  }
}
