extension DiagnosticDocumentation {
  /// N309–N310: the build's configuration (`notifc.json`, and what its options ask of the targets).
  static let configuration: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .invalidConfiguration,
      title: "invalid build configuration",
      summary: """
        Reported by `notifc build --config notifc.json` (the file the build plugin passes): the file is not \
        a JSON object, or it has an unknown or repeated key, or a value that is not allowed: `accessLevel` \
        is `"internal"` or `"public"`, `bundle` is `"main"` or `"module"`, `defaultIsolation` is \
        `"nonisolated"` or `"MainActor"`, `handler` is `"sync"` or `"async"`, and `typePrefix` is letters \
        and digits that start with an uppercase letter. Each problem is reported, in the order of the \
        file; nothing is written.
        """,
      rationale: """
        A misspelt key or value that was skipped would build with the defaults, and the generated API \
        would silently not be what the file asks for (internal instead of public, the main bundle \
        instead of the package's).
        """,
      example: """
        {
          "acessLevel": "public"
        }
        """,
      fix: """
        Correct the key or value at the position given; the message suggests the closest key or value.

        ```
        {
          "accessLevel": "public"
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .asyncHandlerBelowConcurrency,
      title: "async handlers below Swift concurrency",
      summary: """
        Reported by `notifc build --handler async` (or `"handler": "async"` in `notifc.json`, which \
        `notifc lint --config` reads too), at the version of a `platform` line older than the first \
        where Swift concurrency runs: iOS 13.0, macOS 10.15, watchOS 6.0. A note says what asked for \
        async handlers. Nothing is written.
        """,
      rationale: """
        The generated handler methods are `async`, and the router awaits them in a task. Swift \
        concurrency is back-deployed no further than those versions, so the generated file would not \
        compile for the target.
        """,
      example: """
        platform ios 12.0

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        """,
      fix: """
        Raise the target to iOS 13 or later, or build with synchronous handlers (the default, \
        `--handler sync`, or no `handler` in `notifc.json`).

        ```
        platform ios 15.0

        action accept {
            title: "Accept"
        }

        category invite {
            actions: [accept]
        }
        ```
        """),
  ]
}
