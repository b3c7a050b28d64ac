/// Pure path arithmetic, for imports and for the command line (the library does no file I/O; the
/// caller loads files).
public enum Paths {
  /// The folder part of a path (`a/b.notif` → `a`; `b.notif` → ``).
  public static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return path[..<slash].isEmpty ? "/" : String(path[..<slash])
  }

  /// `name` in `directory` (`name` alone when `directory` is empty or `.`).
  public static func join(_ directory: String, _ name: String) -> String {
    directory.isEmpty || directory == "."
      ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
  }

  /// Resolves `relative` against `directory` and normalizes `.` and `..` components.
  public static func resolve(_ relative: String, against directory: String) -> String {
    if relative.hasPrefix("/") || directory.isEmpty { return normalize(relative) }
    return normalize(directory == "/" ? "/" + relative : directory + "/" + relative)
  }

  /// Removes `.` components, empty components and resolvable `..` components.
  public static func normalize(_ path: String) -> String {
    // Most paths are already normal; checking costs a byte scan, normalizing a split and a join.
    isNormal(path) ? path : normalizedBySplitting(path)
  }

  /// ``normalize(_:)`` the long way: split into components, drop and resolve, join.
  static func normalizedBySplitting(_ path: String) -> String {
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

  /// Whether normalizing `path` would give it back unchanged: it is `/`, or it has no empty, `.` or
  /// `..` component (a leading `/` aside).
  static func isNormal(_ path: String) -> Bool {
    if path == "/" { return true }
    var length = 0  // of the current component
    var dots = 0  // how many of its bytes are '.'
    var position = 0
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if position > 0 && !isPlainComponent(length: length, dots: dots) { return false }
        length = 0
        dots = 0
      } else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
      position += 1
    }
    return isPlainComponent(length: length, dots: dots)
  }

  private static func isPlainComponent(length: Int, dots: Int) -> Bool {
    length > 0 && !(dots == length && length <= 2)
  }
}
