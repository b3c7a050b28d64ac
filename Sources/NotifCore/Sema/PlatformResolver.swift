/// Checks and merges the `platform` lines of every file of a build (spec section 3): known names,
/// `tvos` refused, valid versions at or above each platform's floor for notification actions, and
/// one version per platform.
enum PlatformResolver {
  /// The oldest version of each platform with notification actions (iOS 8 through the legacy
  /// UIKit API; the others through UserNotifications).
  ///
  /// The tables of platforms here are switches and arrays, not dictionaries: the first
  /// `PlatformName`-keyed dictionary or set of a process looks up `PlatformName: Hashable` at run
  /// time, a scan of every conformance record, which a lint of one small file paid at start-up.
  static func floor(of platform: PlatformName) -> Version {
    switch platform {
    case .ios: Version(8, 0)
    case .maccatalyst: Version(13, 1)
    case .macos: Version(10, 14)
    case .visionos: Version(1, 0)
    case .watchos: Version(3, 0)
    }
  }

  /// Other names of the platforms, lowercased: the SDKs' (`iphoneos`, `macosx`, `xros`) and
  /// Apple's others (`ipados`, `osx`).
  static let otherNames: [String: PlatformName] = [
    "ipados": .ios, "iphoneos": .ios, "iphonesimulator": .ios, "osx": .macos, "macosx": .macos, "mac": .macos,
    "xros": .visionos, "xrsimulator": .visionos, "watchsimulator": .watchos, "catalyst": .maccatalyst,
  ]

  /// The default deployment target when a build declares none.
  public static let defaultPlatform = Platform(name: .ios, version: Version(15, 0), span: nil)

  /// The build's deployment targets. Two versions for one platform are an error (N306) at every
  /// line that differs from the first line for that platform, in the order of the files' paths, so
  /// that the diagnostics do not depend on the order the files were given in.
  static func resolve(
    trees: [SyntaxTree], sources: SourceManager, diagnostics: inout DiagnosticBag
  ) -> [Platform] {
    // The first target of each platform (at most one per platform, so a few).
    var platforms: [Platform] = []
    var conflicts = false
    for tree in trees {
      for directive in tree.platforms {
        guard let platform = check(directive, diagnostics: &diagnostics) else { continue }
        if let existing = platforms.first(where: { $0.name == platform.name }) {
          conflicts = conflicts || existing.version != platform.version
        } else {
          platforms.append(platform)
        }
      }
    }
    // Rare, and so kept off the common path (a lint of one file pays for each type it touches).
    if conflicts { platforms = reportConflicts(trees: trees, sources: sources, diagnostics: &diagnostics) }
    if platforms.isEmpty { return [defaultPlatform] }
    return platforms.sorted { $0.name < $1.name }
  }

  /// Reports N306 with the `platform` lines in the order of their files' paths, and returns the
  /// first target of each platform in that order.
  private static func reportConflicts(
    trees: [SyntaxTree], sources: SourceManager, diagnostics: inout DiagnosticBag
  ) -> [Platform] {
    var checked = DiagnosticBag()  // reported already, by `resolve`
    var declared: [(platform: Platform, directive: PlatformDirective)] = []
    for tree in trees {
      for directive in tree.platforms {
        if let platform = check(directive, diagnostics: &checked) { declared.append((platform, directive)) }
      }
    }
    func key(_ span: SourceSpan) -> (String, Int) { (sources[span.file].path, span.start) }
    declared.sort { key($0.directive.span) < key($1.directive.span) }
    var platforms: [Platform] = []
    for (platform, directive) in declared {
      guard let existing = platforms.first(where: { $0.name == platform.name }) else {
        platforms.append(platform)
        continue
      }
      guard existing.version != platform.version else { continue }
      diagnostics.report(
        .conflictingPlatformVersions,
        "conflicting deployment targets for \(platform.name.displayName): \(existing.version) and \(platform.version)",
        at: directive.version?.span ?? directive.span,
        notes: [
          DiagnosticNote("\(platform.name.displayName) \(existing.version) declared here", at: existing.span)
        ])
    }
    return platforms
  }

  private static func check(_ directive: PlatformDirective, diagnostics: inout DiagnosticBag) -> Platform? {
    let text = directive.name.text
    guard let name = PlatformName(rawValue: text) else {
      // However it is spelt (Apple's `tvOS`, the SDK's `appletvos`): no spelling of it can be right.
      if ["tvos", "appletvos"].contains(text.lowercased()) {
        diagnostics.report(
          .unsupportedPlatform, "notification categories are unavailable on tvOS", at: directive.name.span,
          notes: [DiagnosticNote("UNNotificationCategory and UNNotificationAction are API_UNAVAILABLE(tvos)")]
        )
      } else {
        // Swift's spelling (`iOS`, `macCatalyst`), or an SDK's or Apple's other name for the platform,
        // before the nearest spelling.
        let lowercased = text.lowercased()
        let suggestion =
          PlatformName(rawValue: lowercased)?.rawValue ?? Self.otherNames[lowercased]?.rawValue
          ?? Suggestions.closest(to: text, in: PlatformName.allCases.map(\.rawValue))
        diagnostics.report(
          .unknownPlatform,
          "unknown platform '\(text)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "; expected ios, macos, watchos, visionos or maccatalyst")",
          at: directive.name.span,
          fixIts: suggestion.map { [FixIt(span: directive.name.span, replacement: $0)] } ?? [])
      }
      return nil
    }
    // A version the lexer already reported (`15.`) gets no second diagnostic.
    guard let versionText = directive.version, !versionText.text.hasSuffix(".") else { return nil }
    guard let version = Version(versionText.text) else {
      // Say what is wrong with it: too many parts, or a part too long to be a version's.
      let parts = versionText.text.split(separator: ".", omittingEmptySubsequences: false)
      let long = parts.count <= 3 ? parts.first(where: { $0.count > 4 }) : nil
      let reason =
        long.map { "its part '\($0)' has more than four digits" }
        ?? "write major.minor or major.minor.patch, such as 15.0"
      diagnostics.report(
        .invalidVersion, "'\(versionText.text)' is not a valid version; \(reason)", at: versionText.span)
      return nil
    }
    let floor = Self.floor(of: name)
    if version < floor {
      diagnostics.report(
        .invalidVersion,
        "notification actions need \(name.displayName) \(floor) or later; \(version) is too old",
        at: versionText.span)
      return nil
    }
    return Platform(name: name, version: version, span: directive.span, versionSpan: versionText.span)
  }
}
