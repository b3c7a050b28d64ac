// Memory hints and settings that Swift does not expose. Header-only: the functions are inlined into
// their callers.
#ifndef NOTIFC_MEMORY_HINTS_H
#define NOTIFC_MEMORY_HINTS_H

#include <stdlib.h>  // defines __GLIBC__ on glibc
#if defined(__GLIBC__)
#include <malloc.h>
#include <string.h>
#endif

/// Asks the processor to start loading the cache line at `address` for reading, without waiting
/// for it: a lookup a few steps later then finds it in the cache. Never faults, whatever the
/// address.
static inline __attribute__((always_inline)) void notifc_prefetch(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

/// Limits glibc's malloc to `count` arenas, unless the user chose a number (`MALLOC_ARENA_MAX`, or
/// `arena_max` in `GLIBC_TUNABLES`); call it before any thread allocates. glibc gives a thread that
/// finds the arenas busy an arena of its own, up to eight a core, and memory that one arena frees
/// serves only that arena. Returns whether the limit was set; on other C libraries it does nothing.
static inline int notifc_limit_malloc_arenas(int count) {
#if defined(__GLIBC__)
  const char *tunables = getenv("GLIBC_TUNABLES");
  if (getenv("MALLOC_ARENA_MAX") != NULL || (tunables != NULL && strstr(tunables, "arena_max") != NULL)) {
    return 0;
  }
  return mallopt(M_ARENA_MAX, count);
#else
  (void)count;
  return 0;
#endif
}

#endif
