import NotifCore

/// Turns command-line paths into compiler inputs: files as given, folders searched recursively for
/// `.notif` files, `-` for standard input.
enum Inputs {
  /// The files named by `paths`, in order, without duplicates.
  static func files(_ paths: [String]) throws(FileSystemError) -> [String] {
    var files: [String] = []
    var seen: Set<String> = []
    for path in paths {
      if path != "-" && FileSystem.isDirectory(path) {
        let found = try FileSystem.notifFiles(in: path)
        // A folder with nothing to check is a mistake in a CI step, not a success.
        guard !found.isEmpty else {
          throw FileSystemError(kind: .notFound, path: path, reason: "no .notif files in this folder")
        }
        // One folder lists each file once; only other inputs can name one again.
        if paths.count == 1 { return found }
        for file in found where seen.insert(file).inserted { files.append(file) }
      } else if seen.insert(path).inserted {
        if path != "-" && !FileSystem.exists(path) {
          throw FileSystemError(kind: .notFound, path: path, reason: FileSystem.missingReason(path))
        }
        files.append(path)
      }
    }
    return files
  }

  /// The size past which the compiler reports a file as too large (N205): no more of a file is
  /// read (see ``FileSystem/read(_:limit:)``).
  static let sizeLimit = CompilerLimits().maxFileSize

  /// Reads every file, several at a time when there are many, in the order of their paths: what a
  /// build or a lint reports (which of two declarations comes first, and so where a warning and
  /// its `notifc:ignore` are) does not depend on the order the files were named in.
  static func read(_ paths: [String]) throws(FileSystemError) -> [CompilationInput] {
    var files = try files(paths)
    // Always: a folder is searched one level at a time, so its own order puts `Chat/reply.notif`
    // before `Chat.notif`, where a sort of the paths puts it after.
    files.sort()
    let results = files.parallelMap(parallel: files.count >= 16 && !files.contains("-")) {
      path -> ReadOutcome in
      do throws(FileSystemError) {
        let (bytes, identity) = try FileSystem.readWithIdentity(path, limit: sizeLimit)
        return .read(CompilationInput(path: path == "-" ? "<stdin>" : path, bytes: bytes, identity: identity))
      } catch {
        return .failed(error)
      }
    }
    var inputs: [CompilationInput] = []
    inputs.reserveCapacity(results.count)
    for result in results {
      switch result {
      case .read(let input): inputs.append(input)
      case .failed(let error): throw error
      }
    }
    return inputs
  }

  /// A file read, or why it could not be. (Not a `Result`: making the metadata of
  /// `Result<_, FileSystemError>` looks up `FileSystemError: Error` at run time, a scan of every
  /// conformance record, which a lint of one small file paid at start-up.)
  private enum ReadOutcome: Sendable {
    case read(CompilationInput)
    case failed(FileSystemError)
  }

  /// The loader the compiler uses for imports.
  static let loader: @Sendable (String) -> SourceLoadResult = { path in
    do throws(FileSystemError) {
      // An import is of a file: a FIFO or a device would make the build wait, or read forever.
      let (bytes, identity) = try FileSystem.readWithIdentity(path, limit: sizeLimit, allowingStreams: false)
      return .loaded(bytes, identity: identity)
    } catch {
      guard error.kind == .notFound else { return .unreadable(error.reason) }
      return pathDifferingInCase(from: path).map { .notFoundButDiffersInCase(path: $0) } ?? .notFound
    }
  }

  /// The path of the file that `path` names on a file system that ignores case, when this one
  /// finds none: each component that is not there is looked up in its folder by case
  /// (`lib/Shared.notif` → `lib/shared.notif`, `Lib/shared.notif` → `lib/shared.notif`). `nil` when
  /// a component has no such match or more than one, or the path found is not a file. (Hidden
  /// entries are not looked at; a broken link opens nowhere, so it is no match.)
  static func pathDifferingInCase(from path: String) -> String? {
    var current = path.hasPrefix("/") ? "/" : ""
    var changed = false
    for component in path.split(separator: "/").map(String.init) {
      let exact = Paths.join(current, component)
      if component == "." || component == ".." || FileSystem.exists(exact) {
        current = exact
        continue
      }
      guard let named = FolderNamesByCase.shared.names(component, in: current.isEmpty ? "." : current) else {
        return nil
      }
      let matches = named.filter { FileSystem.exists(Paths.join(current, $0)) }
      guard matches.count == 1 else { return nil }
      current = Paths.join(current, matches[0])
      changed = true
    }
    return changed && FileSystem.exists(current) && !FileSystem.isDirectory(current) ? current : nil
  }
}

/// The visible entries of the folders that imports not found were looked up in, by their names in
/// lowercase: each folder is listed once, however many imports look in it (a file importing
/// thousands of files missing from one folder would list it for each). Imports may be resolved on
/// several threads: under a lock.
final class FolderNamesByCase: Sendable {
  static let shared = FolderNamesByCase()

  /// For each folder listed, its entries' names by their lowercase, or `nil` when it could not be.
  private let folders = Locked<[String: [String: [String]]?]>([:])

  /// The names in `folder` that are `name` but for case (`name` itself among them, when it is
  /// there); `nil` when the folder cannot be listed.
  func names(_ name: String, in folder: String) -> [String]? {
    folders.withLock { folders in
      let byCase =
        folders[folder]
        ?? (try? FileSystem.visibleEntries(of: folder)).map {
          Dictionary(grouping: $0.map(\.name)) { $0.lowercased() }
        }
      folders[folder] = .some(byCase)
      return byCase.map { $0[name.lowercased()] ?? [] }
    }
  }
}
