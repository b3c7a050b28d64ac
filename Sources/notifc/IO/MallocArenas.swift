import CMemoryHints

/// The number of glibc malloc arenas that `notifc`'s threads share.
///
/// glibc gives a thread that finds the arenas busy an arena of its own, up to eight a core, and the
/// memory an arena frees serves only allocations from that arena. A large build frees the syntax
/// tree on the main thread while worker threads allocate the model, so each extra arena holds memory
/// that the others cannot reuse, and how many arenas a build makes depends on how its threads meet.
/// On a loaded 2-core machine a 20 MB build's peak resident memory was 116–126 MiB with glibc's
/// default and 109–114 MiB with two arenas, at the same speed; one arena made it 105 MiB but the
/// build about 20% slower, its threads waiting on the lock. docs/performance-history.md
/// (round 28) has the figures.
enum MallocArenas {
  /// Two arenas, which all threads share (glibc hands them out in turn).
  static let limit: Int32 = 2

  /// Applies the limit, unless the user set one (`MALLOC_ARENA_MAX`, `GLIBC_TUNABLES`). Call it
  /// first in `main`, before any thread allocates.
  static func limitArenas() {
    _ = notifc_limit_malloc_arenas(limit)
  }
}
