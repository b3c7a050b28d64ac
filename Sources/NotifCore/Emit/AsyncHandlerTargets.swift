extension SwiftEmitter {
  /// The first OS version of each platform where Swift concurrency runs (it is back-deployed that
  /// far): an `async` handler cannot be called on an older one.
  static func concurrencyFloor(_ platform: PlatformName) -> Version {
    switch platform {
    case .ios, .maccatalyst: Version(13, 0)
    case .macos: Version(10, 15)
    case .watchos: Version(6, 0)
    case .visionos: Version(1, 0)
    }
  }

  /// N310: with ``SwiftEmitterOptions/HandlerStyle/async``, each declared deployment target older
  /// than Swift concurrency's first version on its platform. The generated `async` methods would
  /// not compile for that target (and a build below iOS 10, whose UIKit router is synchronous,
  /// keeps synchronous handlers). The checker does not know the option: `notifc build` reports
  /// these, and writes nothing.
  public static func asyncHandlerTargetProblems(
    in model: NotificationModel, options: SwiftEmitterOptions
  ) -> [Diagnostic] {
    guard options.handlerStyle == .async else { return [] }
    return model.platforms.compactMap { platform in
      let floor = concurrencyFloor(platform.name)
      guard platform.version < floor, let span = platform.span else { return nil }
      let name = platform.name.displayName
      return Diagnostic(
        .asyncHandlerBelowConcurrency,
        "asynchronous handlers ('--handler async') need \(name) \(floor) or later, where Swift concurrency runs; this build targets \(name) \(platform.version)",
        at: span)
    }
  }
}
