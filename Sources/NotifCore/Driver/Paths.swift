/// Pure path arithmetic for imports (the library does no file I/O; the caller loads files).
enum Paths {
  /// The folder part of a path (`a/b.notif` → `a`; `b.notif` → ``).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return path[..<slash].isEmpty ? "/" : String(path[..<slash])
  }

  /// Resolves `relative` against `directory` and normalizes `.` and `..` components.
  static func resolve(_ relative: String, against directory: String) -> String {
    if relative.hasPrefix("/") || directory.isEmpty { return normalize(relative) }
    return normalize(directory == "/" ? "/" + relative : directory + "/" + relative)
  }

  /// Removes `.` components, empty components and resolvable `..` components.
  static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == ".." && absolute { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}
