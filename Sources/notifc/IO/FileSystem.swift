import NotifCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file-system failure, with the path and the system's reason.
struct FileSystemError: Error, CustomStringConvertible {
  enum Kind {
    case notFound
    case unreadable
    case unwritable
  }

  let kind: Kind
  let path: String
  let reason: String

  /// The path shown on one line: a file's name cannot forge another line of the log.
  var description: String { "\(TextDiagnosticRenderer.oneLine(path)): \(reason)" }
}

/// The file-system operations notifc needs, on POSIX calls directly (no Foundation: it costs start-up
/// time in every CI invocation).
enum FileSystem {
  static func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text).lowercased()
  }

  /// Why nothing is at `path`: a symbolic link whose target is missing says where it points (a
  /// folder searched for `.notif` files can hold one that `ls` lists), anything else is missing.
  static func missingReason(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else {
      // A name that is not UTF-8 reached notifc repaired, as U+FFFD: it names no file.
      return path.unicodeScalars.contains("\u{FFFD}") ? unnameable : errorText(ENOENT)
    }
    var resolved = stat()
    if stat(path, &resolved) != 0 && errno == ELOOP { return "a symbolic link in a loop of symbolic links" }
    var target = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &target, 4096)
    guard count > 0 else { return "a symbolic link to a missing file" }
    let name = String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // The target may itself be a link that leads nowhere.
    var targetInfo = stat()
    let targetPath = name.hasPrefix("/") ? name : Paths.join(Paths.directory(of: path), name)
    return lstat(targetPath, &targetInfo) == 0
      ? "a symbolic link to '\(name)', which leads to no file"
      : "a symbolic link to '\(name)', which does not exist"
  }

  /// What stands at `path` instead of a folder, as a predicate ("is a file, not a folder"); `nil`
  /// when `path` is a folder (through links) or nothing is there.
  static func notAFolder(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    guard stat(path, &info) == 0 else { return "is " + missingReason(path) }  // a broken link, a loop
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return nil
    case S_IFREG: return "is a file, not a folder"
    default: return "is not a folder"
    }
  }

  /// Reads a whole file; `-` reads standard input. With a `limit`, it stops after `limit + 1`
  /// bytes: enough for the compiler to report a `.notif` file as too large (N205), without reading
  /// on through a huge file or an endless device such as `/dev/zero`.
  static func read(_ path: String, limit: Int? = nil, allowingStreams: Bool = true) throws(FileSystemError)
    -> [UInt8]
  {
    try readWithIdentity(path, limit: limit, allowingStreams: allowingStreams).bytes
  }

  /// Reads a whole file, with its identity (for standard input, `-`, only when it is a file); with
  /// a `limit`, at most `limit + 1` bytes of it (see ``read(_:limit:)``). Unless `allowingStreams`,
  /// a path that is not a regular file (a FIFO, a device) is refused rather than read, as reading
  /// a FIFO waits for a writer.
  static func readWithIdentity(_ path: String, limit: Int? = nil, allowingStreams: Bool = true)
    throws(FileSystemError) -> (bytes: [UInt8], identity: SourceIdentity?)
  {
    // Non-blocking, so that opening a FIFO that is refused does not wait for a writer.
    let fd = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC | (allowingStreams ? 0 : O_NONBLOCK))
    guard fd >= 0 else {
      let code = errno
      throw FileSystemError(
        kind: code == ENOENT || code == ENOTDIR ? .notFound : .unreadable, path: path,
        reason: code == ENOENT ? missingReason(path) : errorText(code))
    }
    defer { if fd != 0 { close(fd) } }
    var info = stat()
    var expected = 0
    var identity: SourceIdentity?
    if fstat(fd, &info) == 0 {
      if (info.st_mode & S_IFMT) == S_IFDIR {
        throw FileSystemError(kind: .unreadable, path: path, reason: "is a directory")
      }
      if (info.st_mode & S_IFMT) == S_IFREG {
        expected = Int(info.st_size)
      } else if !allowingStreams {
        throw FileSystemError(kind: .unreadable, path: path, reason: "is not a regular file")
      }
      // Standard input has one when it is a file (`< s.notif`), not when it is a pipe.
      if path != "-" || (info.st_mode & S_IFMT) == S_IFREG {
        identity = SourceIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
      }
    }
    // Read straight into the result: a regular file's size is known, so one read usually does (the
    // file is read up to the size `fstat` gave); a pipe grows the buffer as it goes.
    let cap = limit.map { $0 + 1 } ?? Int.max
    if expected > cap { expected = cap }
    var result = [UInt8](repeating: 0, count: expected > 0 ? expected : min(4096, cap))
    var count = 0
    while count < cap {
      if count == result.count {
        result += [UInt8](repeating: 0, count: min(max(4096, result.count), cap - count))
      }
      let read = result.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress! + count, $0.count - count) }
      if read < 0 {
        if errno == EINTR { continue }
        throw FileSystemError(kind: .unreadable, path: path, reason: errorText(errno))
      }
      if read == 0 { break }
      count += read
      if count == expected { break }  // the whole regular file
    }
    result.removeSubrange(count...)
    return (result, identity)
  }

  /// Whether a path is a directory.
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The file's identity: its device and inode, the same however the path is spelt (`./a`,
  /// an absolute path, a symbolic link); `nil` when nothing is there.
  static func identity(of path: String) -> SourceIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return SourceIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// A path, with what tells whether another path names the same file (however spelt): the file's
  /// identity when both exist, else the same name in the same folder (through symbolic links and
  /// `..`), as far as the folders exist. Made once for a path compared with many.
  struct FileName {
    let path: String
    private let identity: SourceIdentity?
    private let canonical: String

    init(_ path: String) {
      self.path = path
      identity = FileSystem.identity(of: path)
      canonical = FileSystem.canonicalPath(path)
    }

    /// Whether `other` names the same file.
    func names(_ other: String) -> Bool {
      if other == path { return true }
      if let identity, let otherIdentity = FileSystem.identity(of: other) { return identity == otherIdentity }
      return canonical == FileSystem.canonicalPath(other)
    }
  }

  /// The absolute path of the file that `path` names when `path` itself is a symbolic link, with
  /// every link resolved; `nil` when it is not a link, or names nothing.
  static func linkTarget(of path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil)
    else {
      return nil
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// An absolute path without `.` and `..` components: its folder through `realpath` when that
  /// folder exists, else spelt out from the current folder.
  static func canonicalPath(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let folder = Paths.directory(of: path)
    if let resolved = realpath(folder.isEmpty ? "." : folder, nil) {
      defer { free(resolved) }
      return Paths.join(String(cString: resolved), name)
    }
    guard !path.hasPrefix("/"), let current = currentDirectory() else { return Paths.normalize(path) }
    return Paths.resolve(path, against: current)
  }

  /// The current folder's absolute path, or nil when it cannot be found (it was removed).
  static func currentDirectory() -> String? {
    guard let current = getcwd(nil, 0) else { return nil }
    defer { free(current) }
    return String(cString: current)
  }

  /// Whether anything exists at a path.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Why a file or folder whose name is not valid UTF-8 cannot be read: notifc spells paths as
  /// Swift strings, which hold such a name repaired (U+FFFD for each bad byte), and that names no file.
  static let unnameable = "its name is not valid UTF-8, which notifc cannot open; rename it"

  /// The entries of a directory, sorted by name, without hidden ones (names starting with `.`, which
  /// also skips `.build` and `.git`), each with whether it is a folder: from the directory entry's
  /// type where the file system reports one (no `stat` per entry), following symbolic links.
  /// Entries that are neither folders nor regular files (FIFOs, sockets, devices) are left out; a
  /// broken link is kept, as a file, so that reading it says what is wrong, and so is an entry
  /// whose name is not valid UTF-8 (repaired with U+FFFD, see ``unnameable``): a folder when it is
  /// one or links to one, else a file.
  static func visibleEntries(of directory: String) throws(FileSystemError) -> [(
    name: String, isDirectory: Bool
  )] {
    guard let handle = opendir(directory) else {
      throw FileSystemError(kind: .unreadable, path: directory, reason: errorText(errno))
    }
    defer { closedir(handle) }
    var entries: [(name: String, isDirectory: Bool)] = []
    while let entry = readdir(handle) {
      var isValidName = true
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { raw in
          if let valid = String(validatingCString: raw) { return valid }
          isValidName = false
          return String(cString: raw)
        }
      }
      guard !name.hasPrefix(".") else { continue }
      if !isValidName {
        // Classified by its raw name, which opens, following a link: a folder behind a link is a
        // folder, whose files the search must not skip in silence.
        var info = stat()
        let isFolder = withUnsafePointer(to: entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: 256) {
            fstatat(dirfd(handle), $0, &info, 0) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
          }
        }
        entries.append((name, isFolder))
        continue
      }
      let type = Int(entry.pointee.d_type)
      switch type {
      case Int(DT_DIR): entries.append((name, true))
      case Int(DT_REG): entries.append((name, false))
      case Int(DT_FIFO), Int(DT_SOCK), Int(DT_CHR), Int(DT_BLK):
        continue  // not a file to read: a FIFO would make the search wait for a writer
      default:  // a symbolic link, or a file system that does not say
        var info = stat()
        guard stat(Paths.join(directory, name), &info) == 0 else {
          entries.append((name, false))  // a broken link: reading it reports why
          continue
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: entries.append((name, true))
        case S_IFREG: entries.append((name, false))
        default: continue
        }
      }
    }
    return entries.sorted { $0.name < $1.name }
  }

  /// The `.notif` files below a directory, sorted, skipping hidden files and folders and `.build`.
  static func notifFiles(in directory: String) throws(FileSystemError) -> [String] {
    try files(in: directory) { name, _ in name.hasSuffix(".notif") }
  }

  /// The files below `directory` (hidden ones skipped, see ``visibleEntries(of:)``) whose name and
  /// path `include` takes, in the order of the walk; `descend` says which folders to search. A
  /// folder reached again through a symbolic link (a loop, or a second path to a folder already
  /// searched) is searched once.
  static func files(
    in directory: String, descend: (String) -> Bool = { _ in true },
    include: (_ name: String, _ path: String) -> Bool
  ) throws(FileSystemError) -> [String] {
    var visited: Set<String> = []  // identities' descriptions (see `SourceIdentity`)
    var files: [String] = []
    func walk(_ folder: String) throws(FileSystemError) {
      if let identity = identity(of: folder), !visited.insert(identity.description).inserted { return }
      for (name, isDirectory) in try visibleEntries(of: folder) {
        let path = Paths.join(folder, name)
        if isDirectory {
          if descend(name) {
            // An unopenable folder is an error, not a silent gap in what was checked.
            if name.unicodeScalars.contains("\u{FFFD}") && !FileSystem.isDirectory(path) {
              throw FileSystemError(kind: .unreadable, path: path, reason: unnameable)
            }
            try walk(path)
          }
        } else if include(name, path) {
          files.append(path)
        }
      }
    }
    try walk(directory)
    return files
  }
}

private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
