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
        for file in try FileSystem.notifFiles(in: path) where seen.insert(file).inserted { files.append(file) }
      } else if seen.insert(path).inserted {
        if path != "-" && !FileSystem.exists(path) {
          throw FileSystemError(kind: .notFound, path: path, reason: "no such file or directory")
        }
        files.append(path)
      }
    }
    return files
  }

  /// Reads every file.
  static func read(_ paths: [String]) throws(FileSystemError) -> [CompilationInput] {
    var inputs: [CompilationInput] = []
    for path in try files(paths) {
      inputs.append(CompilationInput(path: path == "-" ? "<stdin>" : path, bytes: try FileSystem.read(path)))
    }
    return inputs
  }

  /// The loader the compiler uses for imports.
  static let loader: @Sendable (String) -> SourceLoadResult = { path in
    do throws(FileSystemError) {
      return .loaded(try FileSystem.read(path))
    } catch {
      return error.kind == .notFound ? .notFound : .unreadable(error.reason)
    }
  }
}
