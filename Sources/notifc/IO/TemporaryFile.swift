import NotifCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file being written beside the file it will replace, renamed over it by ``commit()``: the target
/// is never left half-written, and on failure (``discard()``) it is untouched. (A target with other
/// hard links is written in place instead, so that they keep sharing it; see ``commit()``.)
///
/// Writing goes through a symbolic link to the file it names (the link is kept), and the new file
/// keeps the permissions of the file it replaces, and its owner and group where the process may
/// give them (as root, such as in a CI container on a mounted checkout).
final class TemporaryFile {
  /// The file that ``commit()`` replaces.
  let target: String
  private let temporaryPath: String
  private let mode: mode_t
  /// The owner and group of the file replaced, if there was one.
  private let owner: (user: uid_t, group: gid_t)?
  private var fd: Int32
  /// Its slot in ``InterruptCleanup`` while the temporary file exists.
  private var cleanupSlot: Int?
  /// How many bytes have been written, and from where the system has not yet been asked to start
  /// writing them to disk (see ``write(_:)``).
  private var written = 0
  private var writebackStart = 0
  /// Whether ``flush()`` has made the content durable (nothing has been written since).
  private var isFlushed = false

  /// The permissions of a new file: what the process's umask leaves of `rw-rw-rw-`, as for any file
  /// a program creates (the temporary file itself is private until it is renamed). Read when a
  /// command that writes files starts, before any thread might create one while the mask is read.
  static let newFileMode: mode_t = {
    let mask = umask(0o022)
    umask(mask)
    return 0o666 & ~mask
  }()

  /// Every this many bytes written, the system is asked to start writing them to disk (on
  /// Linux), so that the final `fsync` (``flush()``) waits for little: a large output is on its
  /// way to the disk while the rest of it is being generated.
  static let writebackInterval = 8 << 20
  private let writebackInterval: Int

  /// A temporary file beside `requestedPath`; `writebackInterval` is for the tests.
  init(replacing requestedPath: String, writebackInterval: Int = TemporaryFile.writebackInterval)
    throws(FileSystemError)
  {
    self.writebackInterval = writebackInterval
    var path = requestedPath
    var mode = Self.newFileMode
    var owner: (user: uid_t, group: gid_t)?
    var replaces = false
    // A folder, a device or a FIFO cannot be replaced by a file: refused here, before anything is
    // written, rather than by the final rename, after the other outputs were replaced.
    if let problem = FileSystem.notAnOutputFile(requestedPath) {
      throw FileSystemError(kind: .unwritable, path: requestedPath, reason: problem)
    }
    var info = stat()
    if lstat(requestedPath, &info) == 0 {
      if (info.st_mode & S_IFMT) == S_IFLNK {
        path = try FileSystem.fileWrittenThrough(link: requestedPath)
      }
      if stat(path, &info) == 0 {
        mode = info.st_mode & 0o7777
        owner = (info.st_uid, info.st_gid)
        replaces = true
      }
    }
    let directory = Paths.directory(of: path)
    try FileSystem.createDirectory(directory)
    let base = path.split(separator: "/").last.map(String.init) ?? path
    // The temporary name adds 15 bytes to the file's: a name near the system's limit (255 bytes)
    // is shortened in it, not refused as too long.
    let temporaryBase = base.utf8.count > 200 ? String(decoding: base.utf8.prefix(200), as: UTF8.self) : base
    // mkstemp replaces the six trailing X's with a unique name.
    var template = Array(
      ((directory.isEmpty ? "" : directory + "/") + "." + temporaryBase + ".notifc-"
        + String(repeating: "X", count: 6))
        .utf8CString)
    let (fd, slot) = InterruptCleanup.createTemporaryFile(&template)
    guard fd >= 0 else {
      let error = errno
      // The folder refuses the new file, whatever the file's own permissions: say so of the folder.
      guard error == EACCES else {
        throw FileSystemError(kind: .unwritable, path: path, reason: FileSystem.errorText(error))
      }
      throw FileSystemError(
        kind: .unwritable, path: directory.isEmpty ? "." : directory,
        reason: FileSystem.errorText(error)
          + (replaces
            ? "; replacing '\(base)' writes a new file in this folder first"
            : "; cannot create '\(base)' in it"))
    }
    self.target = path
    self.mode = mode
    self.owner = owner
    self.fd = fd
    self.temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    self.cleanupSlot = slot
  }

  deinit { discard() }

  /// Appends bytes to the temporary file.
  func write(_ buffer: UnsafeRawBufferPointer) throws(FileSystemError) {
    var offset = 0
    while offset < buffer.count {
      let written = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw FileSystemError(kind: .unwritable, path: target, reason: FileSystem.errorText(errno))
      }
      offset += written
    }
    written += buffer.count
    isFlushed = false
    #if os(Linux)
      if written - writebackStart >= writebackInterval {
        // Only starts the writeback, without waiting; errors are `fsync`'s to report.
        _ = syncFileRange?(fd, Int64(writebackStart), Int64(written - writebackStart), syncFileRangeWrite)
        writebackStart = written
      }
    #endif
  }

  /// Appends the first `count` bytes of the open file `source` (named `path`, for errors).
  func copyPrefix(of source: Int32, count: Int, path: String) throws(FileSystemError) {
    var failure: FileSystemError?
    let stop = Self.forEachBlock(of: source, count: count) { block, _ in
      do throws(FileSystemError) { try write(block) } catch {
        failure = error
        return EIO
      }
      return 0
    }
    if let failure { throw failure }
    if let reading = stop.reading {
      // The existing output could not be read back (or shrank meanwhile): the new one cannot be
      // written from it.
      throw FileSystemError(
        kind: .unwritable, path: path,
        reason: reading == 0 ? "the file changed while it was being replaced" : FileSystem.errorText(reading))
    }
  }

  /// Reads the first `count` bytes of `source` a block at a time, handing each to `consume` with its
  /// offset, until `consume` returns an error (not 0). Returns what stopped it: `reading`, the
  /// error of a read (0 for a file shorter than `count`), or `consumed`, `consume`'s error.
  private static func forEachBlock(
    of source: Int32, count: Int, _ consume: (UnsafeRawBufferPointer, Int) -> Int32
  ) -> (reading: Int32?, consumed: Int32) {
    var block = [UInt8](repeating: 0, count: 1 << 16)
    var done = 0
    while done < count {
      let read = block.withUnsafeMutableBytes {
        pread(source, $0.baseAddress!, min($0.count, count - done), off_t(done))
      }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { return (read < 0 ? errno : 0, 0) }
      let consumed = block.withUnsafeBytes { consume(UnsafeRawBufferPointer(rebasing: $0[..<read]), done) }
      if consumed != 0 { return (nil, consumed) }
      done += read
    }
    return (nil, 0)
  }

  /// Makes the content durable (`fsync`). A disk that turns out to be full (space is allocated
  /// only when the data is written out) or a write error is reported here, before anything is
  /// renamed: a caller that flushes all its outputs first replaces none of them when one fails.
  func flush() throws(FileSystemError) {
    guard !isFlushed else { return }
    guard fsync(fd) == 0 else {
      throw FileSystemError(kind: .unwritable, path: target, reason: FileSystem.errorText(errno))
    }
    isFlushed = true
  }

  /// Flushes the temporary file to disk (unless ``flush()`` already did) and renames it over the
  /// target; or, when the target has other hard links, which a new file would part from it, and
  /// may be written, copies it into the target (``copyIntoTarget(_:)``).
  func commit() throws(FileSystemError) {
    var failure: Int32 = 0
    if !isFlushed && fsync(fd) != 0 { failure = errno }
    var info = stat()
    if failure == 0 && stat(target, &info) == 0 && info.st_nlink > 1 && (info.st_mode & S_IFMT) == S_IFREG {
      // A target the process may not open for writing (read-only) is replaced as any other: its
      // links part from it, as before, rather than the build failing after other outputs.
      let output = open(target, O_WRONLY | O_CLOEXEC)
      if output >= 0 { return try copyIntoTarget(output) }
    }
    // Giving the file away fails for a process that may not (it then stays the process's own, as
    // a new file would be); before `fchmod`, since changing the owner clears set-user-ID bits.
    if let owner, fchown(fd, owner.user, owner.group) != 0 {
      _ = fchown(fd, uid_t.max, owner.group)  // the group alone, which a member of it may give
    }
    fchmod(fd, mode)
    close(fd)
    fd = -1
    if failure == 0 && rename(temporaryPath, target) != 0 { failure = errno }
    if failure != 0 { unlink(temporaryPath) }
    forgetForCleanup()
    if failure != 0 {
      throw FileSystemError(kind: .unwritable, path: target, reason: FileSystem.errorText(failure))
    }
  }

  /// Writes the flushed temporary file's bytes into the target itself (open for writing as
  /// `output`), which keeps its inode, so every hard link to it, its permissions and its owner:
  /// over the old bytes, then cut to the new length, with the signals held off
  /// (``InterruptCleanup/whole(_:)``), then flushed. Not atomic, as a rename is: if a write fails,
  /// the temporary file is kept, and the error names it, so the new content is not lost.
  private func copyIntoTarget(_ output: Int32) throws(FileSystemError) {
    defer { close(output) }
    var failure = InterruptCleanup.whole { () -> Int32 in
      let failure = copy(to: output)
      // Kept before a signal held off can remove it.
      if failure != 0 { forgetForCleanup() }
      return failure
    }
    if failure == 0 && fsync(output) != 0 { failure = errno }
    guard failure != 0 else {
      discard()
      return
    }
    // The target may be half written: the complete new content stays in the temporary file.
    close(fd)
    fd = -1
    forgetForCleanup()
    throw FileSystemError(
      kind: .unwritable, path: target,
      reason: FileSystem.errorText(failure) + "; its new content is in '\(temporaryPath)'")
  }

  /// Copies the temporary file's bytes over `output`'s and cuts it to their length; returns the
  /// error that stopped it, or 0.
  private func copy(to output: Int32) -> Int32 {
    let stop = Self.forEachBlock(of: fd, count: written) { block, offset in
      var done = 0
      while done < block.count {
        let put = pwrite(output, block.baseAddress! + done, block.count - done, off_t(offset + done))
        if put < 0 && errno == EINTR { continue }
        guard put > 0 else { return put < 0 ? errno : EIO }
        done += put
      }
      return 0
    }
    if let reading = stop.reading { return reading == 0 ? EIO : reading }
    if stop.consumed != 0 { return stop.consumed }
    return ftruncate(output, off_t(written)) != 0 ? errno : 0
  }

  /// Removes the temporary file, leaving the target as it was (nothing happens after ``commit()``).
  func discard() {
    guard fd >= 0 else { return }
    close(fd)
    fd = -1
    unlink(temporaryPath)
    forgetForCleanup()
  }
  private func forgetForCleanup() {
    if let slot = cleanupSlot { InterruptCleanup.forget(slot) }
    cleanupSlot = nil
  }

}

#if os(Linux)
  /// `sync_file_range(2)`, which the Glibc module does not declare (it needs `_GNU_SOURCE`): looked
  /// up once, the first time a large output is written.
  private let syncFileRange: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32)? = {
    guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "sync_file_range") else {
      return nil
    }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32).self)
  }()
  /// `SYNC_FILE_RANGE_WRITE`: start writing the range's dirty pages, without waiting.
  private let syncFileRangeWrite: UInt32 = 2
#endif

private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
