import CInterruptCleanup

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary files of a build that a signal ends (SIGINT from Ctrl-C, SIGTERM from a
/// cancelled Xcode or CI build, SIGHUP), then lets the signal end the process as it would have.
/// Outputs are whole either way (a file written in place, as one with other hard links is, is
/// written with the signals held off, ``whole(_:)``); this keeps hidden `.NAME.notifc-??????` files
/// from piling up.
///
/// The table of files and the signal handler are in C (`Sources/CInterruptCleanup`): a file is
/// created and recorded with the signals blocked in the creating thread, and a handler running on
/// another thread waits for the record, so that no signal falls between the two. A signal the
/// process was started to ignore (`nohup`) stays ignored.
enum InterruptCleanup {
  /// Creates the file named by `template` (its six trailing X's replaced, as `mkstemp` does) and
  /// records it: the file descriptor, or -1 with `errno` set, and the file's slot for
  /// ``forget(_:)`` (`nil` when the table is full: the file is then not removed on a signal).
  static func createTemporaryFile(_ template: inout [CChar]) -> (descriptor: Int32, slot: Int?) {
    var slot: Int32 = -1
    let descriptor = template.withUnsafeMutableBufferPointer {
      notifc_create_temporary_file($0.baseAddress!, &slot)
    }
    return (descriptor, slot >= 0 ? Int(slot) : nil)
  }

  /// Runs `body`, which writes a file in place, so that a signal ends the process only after it:
  /// the file is then whole, old or new (see `notifc_begin_whole_write`).
  static func whole<T>(_ body: () -> T) -> T {
    var previousMask = sigset_t()
    notifc_begin_whole_write(&previousMask)
    defer { notifc_end_whole_write(&previousMask) }
    return body()
  }

  /// Forgets a temporary file (it was renamed or removed).
  static func forget(_ slot: Int) {
    notifc_forget_temporary_file(Int32(slot))
  }
}
