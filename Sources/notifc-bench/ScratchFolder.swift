#if canImport(Glibc)
  import Glibc
#endif

/// A folder of the benchmark's own in `$TMPDIR` (or `/tmp`), for the inputs it writes for
/// `notifc` and its child processes to read; removed with what was written to it.
struct ScratchFolder {
  let path: String
  private var files: [String] = []

  init() throws {
    let parent = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    // mkdtemp's template: six X's, replaced by a unique name.
    var template = Array("\(parent)/notifc-bench-\(String(repeating: "X", count: 6))".utf8CString)
    guard mkdtemp(&template) != nil else {
      throw ChildProcess.Failure(description: "cannot create a folder in \(parent)")
    }
    path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Writes a file named `name` in the folder; returns its path.
  @discardableResult
  mutating func write(_ bytes: [UInt8], as name: String) throws -> String {
    let file = "\(path)/\(name)"
    files.append(file)
    try Self.write(bytes, to: file)
    return file
  }

  /// Writes (creates or replaces) the file at `file`.
  static func write(_ bytes: [UInt8], to file: String) throws {
    let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw ChildProcess.Failure(description: "cannot create \(file)") }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw ChildProcess.Failure(description: "cannot write \(file)") }
      written += count
    }
  }

  /// Removes the files written and the folder.
  func remove() {
    for file in files { unlink(file) }
    rmdir(path)
  }
}
