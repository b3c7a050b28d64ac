// Memory hints that Swift does not expose. Header-only: the functions are inlined into their callers.
#ifndef NOTIFC_MEMORY_HINTS_H
#define NOTIFC_MEMORY_HINTS_H

/// Asks the processor to start loading the cache line at `address` for reading, without waiting
/// for it: a lookup a few steps later then finds it in the cache. Never faults, whatever the
/// address.
static inline __attribute__((always_inline)) void notifc_prefetch(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

#endif
