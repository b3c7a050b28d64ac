// The temporary files of a build, removed when a signal ends it (SIGINT from Ctrl-C, SIGTERM from a
// cancelled Xcode or CI build, SIGHUP). In C: the signal handler may only do what is safe in a
// signal handler, and it synchronizes with the threads that create files through C11 atomics.
#ifndef NOTIFC_INTERRUPT_CLEANUP_H
#define NOTIFC_INTERRUPT_CLEANUP_H

#include <signal.h>

/// Creates a file from `template` as `mkstemp` does (its six trailing X's are replaced) and records
/// it, so that a SIGINT, SIGTERM or SIGHUP removes it before ending the process. Returns the open
/// file descriptor, or -1 with `errno` set; `*slot` is the file's slot for
/// `notifc_forget_temporary_file`, or -1 when no file was created or the table is full (the file
/// is then not removed on a signal).
///
/// No signal can end the process between the file's creation and its record: the calling thread
/// blocks the three signals meanwhile, and a handler running on another thread waits for the
/// record. Once a signal has arrived, no file is created: the call waits for the process to end.
int notifc_create_temporary_file(char *template_path, int *slot);

/// Forgets the file in `slot` (it was renamed or removed).
void notifc_forget_temporary_file(int slot);

/// Begins writing a file in place (one with other hard links, which a rename would part from
/// them): until `notifc_end_whole_write`, a signal ends the process only once the write is done
/// (the handler waits for it, as for a record, up to 5 s), so that the file is whole either way.
/// Once a signal has arrived, nothing begins: the call waits for the process to end. The thread's
/// signal mask before the call is kept in `*previous_mask`, for `notifc_end_whole_write`.
void notifc_begin_whole_write(sigset_t *previous_mask);

/// Ends what `notifc_begin_whole_write` began, on the same thread.
void notifc_end_whole_write(const sigset_t *previous_mask);

#endif
