#if canImport(Glibc)
  import Glibc
#endif

/// The number of glibc malloc arenas that `notifc`'s threads share.
///
/// glibc gives a thread that finds the arenas busy an arena of its own, up to eight a core, and the
/// memory an arena frees serves only allocations from that arena. A large build frees the syntax
/// tree on the main thread while worker threads allocate the model, so each extra arena holds memory
/// that the others cannot reuse, and how many arenas a build makes depends on how its threads meet.
/// On a loaded 2-core machine, a 20 MB build's peak resident memory was 115–128 MiB with glibc's
/// default and 109–118 MiB with two arenas (fifteen builds each, alternating), at the same speed;
/// one arena made the peak 105 MiB but the build about 20% slower, its threads waiting on the lock.
/// docs/performance.md has the figures.
enum MallocArenas {
  /// Two arenas: the main thread's, and one that the workers share.
  static let limit: Int32 = 2

  /// Applies the limit. Call it first in `main`, before any thread allocates.
  ///
  /// `mallopt` is declared in `<malloc.h>`, which the `Glibc` module does not export, so it is looked
  /// up by name; on other C libraries it is not there and nothing changes.
  static func limitArenas() {
    #if canImport(Glibc)
      typealias SetOption = @convention(c) (Int32, Int32) -> Int32
      // RTLD_DEFAULT: the symbol as the process's libraries define it.
      guard let symbol = dlsym(nil, "mallopt") else { return }
      // M_ARENA_MAX in <malloc.h>.
      let arenaMaximum: Int32 = -8
      _ = unsafeBitCast(symbol, to: SetOption.self)(arenaMaximum, limit)
    #endif
  }
}
