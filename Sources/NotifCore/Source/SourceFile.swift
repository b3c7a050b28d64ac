/// Identifies one source file within a ``SourceManager``.
public struct FileID: Hashable, Comparable, Sendable {
  /// The index of the file in its source manager.
  public let index: Int

  /// Creates an identifier for the file at `index`.
  public init(_ index: Int) { self.index = index }

  public static func < (lhs: FileID, rhs: FileID) -> Bool { lhs.index < rhs.index }
}

/// A 1-based line and column. Columns count UTF-8 bytes, as clang and swiftc do.
public struct LineColumn: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public let line: Int
  /// The 1-based column, in UTF-8 bytes from the start of the line.
  public let column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// One `.notif` source: its path and its UTF-8 bytes, with a table of line starts that maps byte
/// offsets to lines and columns. `\n`, `\r\n` and `\r` all end a line.
///
/// The line table is made the first time it is needed: only diagnostics and the formatter need
/// lines, so a clean build never makes it (for a large file, it was a pass over every byte and
/// eight bytes a line held to the end).
public struct SourceFile: Sendable {
  /// The path as the user gave it (or as resolved from an import), used in diagnostics.
  public let path: String
  /// The raw bytes of the file.
  public let bytes: [UInt8]
  /// The name of the bundled library this file is (`import ubudu`: `ubudu`), or `nil` for a file
  /// of the user's. A library is text inside notifc, which the user can neither see nor edit.
  public let bundledLibrary: String?
  private let lines = LazyLineTable()

  /// The byte offset at which each line starts; the first entry is 0.
  public var lineStarts: [Int] { lines.starts { SourceFile.computeLineStarts(bytes) } }

  /// Creates a source file from its path and bytes; `bundledLibrary` names the library it is.
  public init(path: String, bytes: [UInt8], bundledLibrary: String? = nil) {
    self.path = path
    self.bytes = bytes
    self.bundledLibrary = bundledLibrary
  }

  /// Creates a source file from text (a convenience for tests and bundled libraries).
  public init(path: String, text: String, bundledLibrary: String? = nil) {
    self.init(path: path, bytes: Array(text.utf8), bundledLibrary: bundledLibrary)
  }

  private static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    // Eight bytes at a time are skipped when none is a line break (a zero-byte test on the word
    // XOR each break byte); a word that may hold one is looked at byte by byte.
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highBits != 0 }
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let raw = UnsafeRawPointer(base)
      var index = 0
      let count = buffer.count
      while index < count {
        if index + 8 <= count {
          let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          if !hasZeroByte(word ^ (ones &* 0x0A)) && !hasZeroByte(word ^ (ones &* 0x0D)) {
            index += 8
            continue
          }
        }
        let byte = buffer[index]
        index += 1
        if byte == 0x0A {
          starts.append(index)
        } else if byte == 0x0D {
          if index < count && buffer[index] == 0x0A { index += 1 }
          starts.append(index)
        }
      }
    }
    return starts
  }

  /// The 0-based index of the line that contains `offset`.
  public func lineIndex(containing offset: Int) -> Int {
    Self.lineIndex(containing: offset, in: lineStarts)
  }

  private static func lineIndex(containing offset: Int, in lineStarts: [Int]) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The line and column of a byte offset. A leading byte-order mark is not counted: the language
  /// ignores it, and editors do not show it.
  public func position(of offset: Int) -> LineColumn {
    let lineStarts = lineStarts
    let line = Self.lineIndex(containing: offset, in: lineStarts)
    var start = lineStarts[line]
    if line == 0 && hasByteOrderMark && offset >= 3 { start = 3 }
    return LineColumn(line: line + 1, column: offset - start + 1)
  }

  /// Whether the file starts with a UTF-8 byte-order mark.
  public var hasByteOrderMark: Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// The byte range of the 0-based line `index`, without its line terminator (nor, on the first
  /// line, a byte-order mark).
  public func lineRange(_ index: Int) -> Range<Int> { lineRange(index, in: lineStarts) }

  /// The byte range of every line (see ``lineRange(_:)``), in order, with the line table read once.
  public var lineRanges: [Range<Int>] {
    let lineStarts = lineStarts
    return lineStarts.indices.map { lineRange($0, in: lineStarts) }
  }

  private func lineRange(_ index: Int, in lineStarts: [Int]) -> Range<Int> {
    let start = index == 0 && hasByteOrderMark ? 3 : lineStarts[index]
    var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
    while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
    return start..<end
  }

  /// The text of a byte range, decoded leniently (invalid UTF-8 becomes U+FFFD).
  public func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}

/// A byte range in one source file.
///
/// Every name, value and diagnostic carries a span, so a span is kept in 12 bytes: 32-bit file
/// index and offsets (source files are under 4 GiB; see ``Token/maxOffset``).
public struct SourceSpan: Hashable, Sendable {
  private let storedFile: UInt32
  private let storedStart: UInt32
  private let storedEnd: UInt32

  /// The file that holds the range.
  public var file: FileID { FileID(Int(storedFile)) }
  /// The first byte of the range.
  public var start: Int { Int(storedStart) }
  /// One past the last byte of the range.
  public var end: Int { Int(storedEnd) }

  /// Creates a span; `end` is clamped so that it is never before `start`.
  public init(file: FileID, start: Int, end: Int) {
    self.storedFile = UInt32(clamping: file.index)
    self.storedStart = UInt32(clamping: start)
    self.storedEnd = UInt32(clamping: max(start, end))
  }

  /// An empty span at `offset`, for insertions and "expected …" diagnostics.
  public static func point(_ file: FileID, _ offset: Int) -> SourceSpan {
    SourceSpan(file: file, start: offset, end: offset)
  }

  /// The smallest span that covers both spans (which must be in the same file).
  public func union(_ other: SourceSpan) -> SourceSpan {
    SourceSpan(file: file, start: min(start, other.start), end: max(end, other.end))
  }

  /// The span of `range` (a span's offsets, see ``range``) in `file`: copied, not clamped again.
  @inline(__always)
  init(file: FileID, _ range: CompactByteRange) {
    storedFile = UInt32(truncatingIfNeeded: file.index)
    storedStart = range.storedStart
    storedEnd = range.storedEnd
  }

  /// The span's offsets without its file.
  @inline(__always)
  var range: CompactByteRange { CompactByteRange(unchecked: storedStart, storedEnd) }
}

/// A byte range in 8 bytes, as tokens, comments and syntax nodes keep theirs: two offsets of at most
/// ``Token/maxOffset`` (a file of 4 GiB or more is refused before it is lexed). A node with several
/// spans in one file keeps them so, and takes the file from one of them.
struct CompactByteRange: Sendable {
  fileprivate private(set) var storedStart: UInt32
  fileprivate private(set) var storedEnd: UInt32

  init(start: Int, end: Int) {
    precondition(start <= Token.maxOffset && end <= Token.maxOffset, "byte offsets are 32-bit")
    storedStart = UInt32(start)
    storedEnd = UInt32(end)
  }

  /// The offsets of a span, already 32-bit (no check on the parser's path).
  @inline(__always)
  fileprivate init(unchecked start: UInt32, _ end: UInt32) {
    storedStart = start
    storedEnd = end
  }

  var start: Int {
    get { Int(storedStart) }
    set { storedStart = UInt32(newValue) }
  }
  var end: Int {
    get { Int(storedEnd) }
    set { storedEnd = UInt32(newValue) }
  }
}

/// All the source files of one compilation, addressed by ``FileID``.
public struct SourceManager: Sendable {
  /// The files, in the order they were added.
  public private(set) var files: [SourceFile] = []

  /// Creates an empty source manager.
  public init() {}

  /// Adds a file and returns its identifier.
  public mutating func add(_ file: SourceFile) -> FileID {
    files.append(file)
    return FileID(files.count - 1)
  }

  /// The file with the given identifier.
  public subscript(id: FileID) -> SourceFile { files[id.index] }

  /// The line and column where a span starts.
  public func start(of span: SourceSpan) -> LineColumn { self[span.file].position(of: span.start) }

  /// The line and column where a span ends.
  public func end(of span: SourceSpan) -> LineColumn { self[span.file].position(of: span.end) }

  /// The name of the bundled library that `file` is, or `nil` for a file of the user's (and for a
  /// file this manager does not hold).
  public func bundledLibrary(_ file: FileID) -> String? {
    file.index < files.count ? files[file.index].bundledLibrary : nil
  }
}
