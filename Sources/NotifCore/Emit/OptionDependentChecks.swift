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
  /// than Swift concurrency's first version on its platform, at its version: the generated `async`
  /// methods would not compile for that target. The checker does not know the option: `notifc
  /// build` reports these, and writes nothing, and `notifc lint` with the build's `notifc.json`.
  ///
  /// - Parameter origin: What asked for `async` handlers, with the way back (`'--handler async'
  ///   asks for them; …`), given as a note of each diagnostic.
  public static func asyncHandlerTargetProblems(
    in model: NotificationModel, options: SwiftEmitterOptions, origin: String? = nil
  ) -> [Diagnostic] {
    guard options.handlerStyle == .async else { return [] }
    return model.platforms.compactMap { platform in
      let floor = concurrencyFloor(platform.name)
      guard platform.version < floor, let span = platform.versionSpan ?? platform.span else { return nil }
      return Diagnostic(
        .asyncHandlerBelowConcurrency,
        "async handlers need \(platform.name.displayName) \(floor) or later, where Swift concurrency runs; \(platform.version) is too old",
        at: span, notes: origin.map { [DiagnosticNote($0)] } ?? [])
    }
  }

  /// `diagnostics` (located in `sources`) with those that depend on the Swift emitter's `options`,
  /// which the checker does not know, added in location order: N414 (generated types named like
  /// Apple's, with the type prefix) and N310 (async handlers below Swift concurrency, with
  /// `handlerOrigin` as their note). What `notifc build` and `notifc lint` print.
  public static func addingOptionProblems(
    to diagnostics: [Diagnostic], model: NotificationModel, options: SwiftEmitterOptions,
    handlerOrigin: String? = nil, sources: SourceManager
  ) -> [Diagnostic] {
    let added =
      frameworkTypeClashes(in: model, options: options)
      + asyncHandlerTargetProblems(in: model, options: options, origin: handlerOrigin)
    return added.isEmpty ? diagnostics : (diagnostics + added).sortedByLocation(in: sources)
  }
}
