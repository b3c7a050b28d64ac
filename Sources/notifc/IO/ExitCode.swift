/// notifc's exit codes (documented in `--help` and docs/cli.md).
enum ExitCode: Int32, CaseIterable {
  /// Success: no errors (and no warnings with `--strict`); `fmt --check`: all formatted.
  case success = 0
  /// Problems in the input: errors, warnings under `--strict`, unformatted files under
  /// `fmt --check`, stale outputs under `build --check`.
  case failure = 1
  /// A usage error: unknown subcommand or flag, missing value (EX_USAGE).
  case usage = 64
  /// An input file or folder is missing or unreadable (EX_NOINPUT).
  case noInput = 66
  /// An output cannot be written (EX_CANTCREAT).
  case cannotWrite = 73
}

/// Values that live until the process exits. A command hands its large results (a compilation of
/// millions of nodes, and the symbol table and rules' context checking built beside it) here
/// instead of freeing them one by one, which `exit` does at once (as compilers commonly do:
/// freeing a 20 MB build's tree took about 5% of its run, and freeing its checking tables on
/// another core slowed it by about 20 ms). Only `notifc`'s own `main` turns it on: when
/// tests run commands in their process, results are freed as usual.
enum KeptUntilExit {
  nonisolated(unsafe) private static var values: [Any] = []
  nonisolated(unsafe) private static var isEnabled = false

  /// Keeps values from now on (called by `main`, on the main thread, before any command runs).
  static func enable() { isEnabled = true }

  /// Keeps `value` alive until the process exits, when enabled. Call it from the main thread only.
  static func keep(_ value: Any) {
    if isEnabled { values.append(value) }
  }
}
