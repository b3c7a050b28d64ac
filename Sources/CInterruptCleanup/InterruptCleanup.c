#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "CInterruptCleanup.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { capacity = 16 };

// The handler reads and writes these atomics: they must not hide a lock.
_Static_assert(ATOMIC_INT_LOCK_FREE == 2 && ATOMIC_POINTER_LOCK_FREE == 2, "lock-free atomics");

/// The paths of the temporary files that exist now; NULL slots are free.
static char *_Atomic paths[capacity];
/// How many threads are changing `paths` now (creating a file and recording it, or forgetting one).
static atomic_int changing;
/// Whether a signal has arrived: from then on no new change of `paths` starts.
static atomic_int terminating;
static pthread_once_t installation = PTHREAD_ONCE_INIT;
/// For the tests only: how long a new file is held between its creation and its record
/// (`NOTIFC_TEST_HOLD_TEMPORARY_FILE_MS`), so that a test can send a signal in between.
static long hold_milliseconds;
static const int handled[] = {SIGINT, SIGTERM, SIGHUP};

/// Adds the handled signals to `set`.
static void add_handled(sigset_t *set) {
  for (size_t index = 0; index < sizeof handled / sizeof handled[0]; index++) sigaddset(set, handled[index]);
}

static void handle(int signal_number) {
  atomic_store(&terminating, 1);
  // A change in progress is on another thread (a thread blocks the signals while it changes
  // `paths`), and ends soon (it takes no lock and allocates nothing): wait for it, so that a file
  // just created is recorded. Bounded all the same (5 s), so that a signal never hangs the process.
  for (int waited = 0; atomic_load(&changing) > 0 && waited < 5000; waited++) poll(NULL, 0, 1);
  for (int slot = 0; slot < capacity; slot++) {
    char *path = atomic_load(&paths[slot]);
    if (path != NULL) unlink(path);
  }
  // End the process as the signal would have (it is delivered once this handler returns).
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

static void install(void) {
  const char *hold = getenv("NOTIFC_TEST_HOLD_TEMPORARY_FILE_MS");
  if (hold != NULL) hold_milliseconds = atol(hold);
  for (size_t index = 0; index < sizeof handled / sizeof handled[0]; index++) {
    struct sigaction action, previous;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);  // the three signals do not interrupt each other's handler
    add_handled(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    // A signal the process was started to ignore (`nohup`, a shell's background job) stays ignored.
    if (sigaction(handled[index], NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
    sigaction(handled[index], &action, NULL);
  }
}

/// Blocks the signals in this thread and counts it as changing `paths`; returns 0 (with nothing
/// changed) when a signal has already arrived.
static int begin_change(sigset_t *previous_mask) {
  sigset_t mask;
  sigemptyset(&mask);
  add_handled(&mask);
  pthread_sigmask(SIG_BLOCK, &mask, previous_mask);
  // Sequentially consistent, as the handler's store and load: either the handler sees this thread
  // counted and waits for it, or this thread sees the handler's flag and changes nothing.
  atomic_fetch_add(&changing, 1);
  if (atomic_load(&terminating)) {
    atomic_fetch_sub(&changing, 1);
    pthread_sigmask(SIG_SETMASK, previous_mask, NULL);
    return 0;
  }
  return 1;
}

static void end_change(const sigset_t *previous_mask) {
  atomic_fetch_sub(&changing, 1);
  pthread_sigmask(SIG_SETMASK, previous_mask, NULL);
}

int notifc_create_temporary_file(char *template_path, int *slot) {
  pthread_once(&installation, install);
  *slot = -1;
  // The copy of the path is allocated before the change and freed after it: a thread that is
  // changing `paths` takes no lock that the thread running the handler could hold.
  size_t size = strlen(template_path) + 1;
  char *copy = malloc(size);
  sigset_t previous_mask;
  if (!begin_change(&previous_mask)) {
    for (;;) pause();  // a signal is ending the process
  }
  int descriptor = mkstemp(template_path);
  int saved_errno = errno;
  if (descriptor >= 0 && hold_milliseconds > 0) {
    struct timespec hold = {hold_milliseconds / 1000, (hold_milliseconds % 1000) * 1000000L};
    while (nanosleep(&hold, &hold) != 0 && errno == EINTR) {}
  }
  if (descriptor >= 0 && copy != NULL) {
    memcpy(copy, template_path, size);
    for (int index = 0; index < capacity; index++) {
      char *expected = NULL;
      if (atomic_compare_exchange_strong(&paths[index], &expected, copy)) {
        *slot = index;
        copy = NULL;
        break;
      }
    }
  }
  end_change(&previous_mask);
  free(copy);  // unused: the creation failed, or the table is full (the file is then not removed)
  errno = saved_errno;
  return descriptor;
}

void notifc_forget_temporary_file(int slot) {
  if (slot < 0 || slot >= capacity) return;
  sigset_t previous_mask;
  // Once a signal has arrived the handler reads the table: it is left as it is (the file was
  // renamed or removed, so removing it again finds nothing).
  if (!begin_change(&previous_mask)) return;
  char *path = atomic_exchange(&paths[slot], NULL);
  end_change(&previous_mask);
  free(path);
}

void notifc_begin_whole_write(sigset_t *previous_mask) {
  pthread_once(&installation, install);
  if (!begin_change(previous_mask)) {
    for (;;) pause();  // a signal is ending the process
  }
}

void notifc_end_whole_write(const sigset_t *previous_mask) { end_change(previous_mask); }
