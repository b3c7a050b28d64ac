import NotifCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What notifc's outputs need of the file system: whether a path can take an output, the folders
/// a build makes (and takes away when it fails), the file a link to nothing names, and files
/// written atomically through ``TemporaryFile``.
extension FileSystem {
  /// Why `path` cannot take an output file, if it cannot: it is (or a symbolic link leads to) a
  /// folder, or something that is not a regular file: a FIFO, a device, a socket, or a pipe behind
  /// `/dev/stdin`. Replacing one of those with a file would lose it (a CI job's `/dev/null`), and
  /// reading it to compare, as a build does, would wait for a writer. Nothing there, or a link to
  /// nothing (the file is written where it leads), is no problem.
  static func notAnOutputFile(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "is a directory"
    default: return "is not a regular file"
    }
  }

  /// The file a symbolic link leads to: the link is kept, and the file it names is replaced, or
  /// created when it does not exist yet (a link into a shared folder, made before the first build).
  static func fileWrittenThrough(link: String) throws(FileSystemError) -> String {
    if let resolved = linkTarget(of: link) { return resolved }
    var failure = errno
    if failure == ENOENT {
      // A link to nothing: followed by hand, as `realpath` resolves only what exists.
      var path = link
      var info = stat()
      failure = ELOOP  // unless the chain ends within as many links as the system follows
      for _ in 0..<40 {
        guard lstat(path, &info) == 0 else { return path }
        guard (info.st_mode & S_IFMT) == S_IFLNK else {
          failure = ENOENT  // something that exists, under a folder that does not
          break
        }
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count - 1) }
        }
        guard count > 0 else {
          failure = errno
          break
        }
        let destination = String(decoding: buffer[..<count], as: UTF8.self)
        path = destination.hasPrefix("/") ? destination : Paths.join(Paths.directory(of: path), destination)
      }
    }
    throw FileSystemError(kind: .unwritable, path: link, reason: FileSystem.errorText(failure))
  }

  /// The folders ``createDirectory(_:)`` made in this process, in the order made.
  static let foldersMade = FoldersMade()

  /// Removes each folder ``createDirectory(_:)`` made that is empty, the last made first: what a
  /// build that failed before it replaced a file leaves. (`rmdir` removes only an empty folder.)
  static func removeFoldersMadeIfEmpty() {
    for folder in foldersMade.all.reversed() { _ = rmdir(folder) }
  }

  /// Creates a directory and its parents, with the permissions the umask leaves (as `mkdir -p`).
  static func createDirectory(_ path: String) throws(FileSystemError) {
    if path.isEmpty || isDirectory(path) { return }
    let parent = Paths.directory(of: path)
    if !parent.isEmpty && parent != path { try createDirectory(parent) }
    guard mkdir(path, 0o777) != 0 else {
      foldersMade.append(path)
      return
    }
    let error = errno
    // Created meanwhile by another process: fine. A file in the way is named as such (the error of
    // writing into it would only say "not a directory", of a path below it).
    if error == EEXIST && isDirectory(path) { return }
    throw FileSystemError(
      kind: .unwritable, path: path,
      reason: error == EEXIST ? notAFolder(path) ?? "is not a folder" : errorText(error))
  }

  /// Writes a file atomically: a temporary file in the same folder, flushed, then renamed over the
  /// target. The target is never left half-written; on failure it is untouched.
  static func writeAtomically(_ bytes: [UInt8], to requestedPath: String) throws(FileSystemError) {
    let temporary = try prepare(bytes, toReplace: requestedPath)
    do throws(FileSystemError) {
      try temporary.commit()
    } catch {
      temporary.discard()
      throw error
    }
  }

  /// Writes `bytes` to a temporary file beside `requestedPath`, flushed to disk, for the caller to
  /// ``TemporaryFile/commit()`` (or, by dropping it, discard): a caller with several files to
  /// write prepares them all before it replaces any.
  static func prepare(_ bytes: [UInt8], toReplace requestedPath: String) throws(FileSystemError)
    -> TemporaryFile
  {
    let temporary = try TemporaryFile(replacing: requestedPath)
    do throws(FileSystemError) {
      var failure: FileSystemError?
      bytes.withUnsafeBytes { buffer in
        do throws(FileSystemError) { try temporary.write(buffer) } catch { failure = error }
      }
      if let failure { throw failure }
      try temporary.flush()
      return temporary
    } catch {
      temporary.discard()
      throw error
    }
  }

  /// A temporary file with `text` for `path` (see ``prepare(_:toReplace:)``), or `nil` when the
  /// file already holds exactly that text. For the user's files that a build merges into or
  /// replaces (String Catalogs, the skeleton): one the user may not write is refused
  /// (``refuseReadOnly(_:)``).
  static func prepareIfChanged(_ text: String, to path: String) throws(FileSystemError) -> TemporaryFile? {
    let bytes = Array(text.utf8)
    if let existing = try? read(path), existing == bytes { return nil }
    try refuseReadOnly(path)
    return try prepare(bytes, toReplace: path)
  }

  /// Throws when `path` is a file the user may not write (read-only, as a vendored file or one a
  /// version control system locks until it is checked out), though its folder would let a new
  /// file replace it: such a file is left as it is. Nothing there is no problem.
  static func refuseReadOnly(_ path: String) throws(FileSystemError) {
    if access(path, W_OK) != 0 && (errno == EACCES || errno == EROFS) {
      throw FileSystemError(kind: .unwritable, path: path, reason: errorText(errno))
    }
  }

  /// Writes a file only when its content differs, so its modification time (and Xcode's
  /// incremental build) stays quiet. Returns whether it wrote.
  @discardableResult
  static func writeIfChanged(_ text: String, to path: String) throws(FileSystemError) -> Bool {
    let bytes = Array(text.utf8)
    if let existing = try? read(path), existing == bytes { return false }
    try writeAtomically(bytes, to: path)
    return true
  }
}

/// The folders a process made, by path as it made them (a folder reached again through `..` or a
/// link is not one it made). The manifest's folder may be made on another thread than the Swift
/// file's: under a lock.
final class FoldersMade: Sendable {
  private let folders = Locked<[String]>([])

  func append(_ folder: String) { folders.withLock { $0.append(folder) } }

  /// The folders, in the order made.
  var all: [String] { folders.withLock { $0 } }
}
