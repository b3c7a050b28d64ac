/// A line of generated code (or an opening or closing line), written as a string literal with
/// interpolations. Its bytes are collected as the literal is evaluated, in a buffer inside the
/// value (on the heap only past 64 bytes), and ``CodeWriter`` copies them into its output, so that
/// writing a line builds no `String`. A line that is one whole literal keeps a pointer to the
/// literal's bytes instead of copying them.
///
///     writer.line("case \(caseName) = \(quoted: rawValue)")
///
/// `\(quoted: text)` writes `text` as a Swift string literal (``SwiftStringLiteral/quoted(_:)``),
/// escaped straight into the buffer. A string computed elsewhere is written with ``init(_:)``.
public struct CodeText: ExpressibleByStringInterpolation, Sendable {
  public typealias StringLiteralType = StaticString

  /// How many bytes fit in the value itself.
  static let inlineCapacity = MemoryLayout<InlineBytes>.size
  /// Eight words of bytes: most lines and arguments fit (a sixth of lines, and localized texts, go
  /// to the heap); a smaller value is cheaper to copy.
  typealias InlineBytes = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

  private var inline: InlineBytes = (0, 0, 0, 0, 0, 0, 0, 0)
  private var inlineCount = 0
  /// All the bytes, once they outgrow ``inline``.
  private var heap: [UInt8]?
  /// The address of the bytes of a text that is a whole literal (``inlineCount`` of them; 0 for
  /// any other text): they are in the binary for the life of the process and need no copy.
  private var literalAddress: UInt = 0
  private var literal: UnsafePointer<UInt8>? { UnsafePointer(bitPattern: literalAddress) }

  init() {}

  /// A line of literal text.
  // Inlined, so that where a line is a literal the compiler sees that it has no heap bytes, and
  // destroying it costs nothing (instead of a call to release the `nil` heap array).
  @inline(__always)
  public init(stringLiteral literal: StaticString) {
    if literal.hasPointerRepresentation {
      literalAddress = UInt(bitPattern: literal.utf8Start)
      inlineCount = literal.utf8CodeUnitCount
    } else {
      appendScalarLiteral(literal)
    }
  }

  /// Appends a literal of a single scalar (a `StaticString` without a pointer to its bytes).
  @inline(never)
  private mutating func appendScalarLiteral(_ literal: StaticString) {
    literal.withUTF8Buffer { append($0) }
  }

  /// A line made of literal text and interpolations.
  public init(stringInterpolation: StringInterpolation) {
    self = stringInterpolation.text
  }

  /// A line whose text was computed elsewhere.
  public init(_ text: String) {
    ByteScan.withUTF8(text) { append($0) }
  }

  /// How many bytes the text has.
  var byteCount: Int { heap?.count ?? inlineCount }

  /// Whether the line has no text.
  var isEmpty: Bool { inlineCount == 0 && (heap?.isEmpty ?? true) }

  /// Calls `body` with the bytes of the line.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let heap { return heap.withUnsafeBufferPointer(body) }
    if let literal { return body(UnsafeBufferPointer(start: literal, count: inlineCount)) }
    return withUnsafeBytes(of: inline) { raw in
      raw.withMemoryRebound(to: UInt8.self) { body(UnsafeBufferPointer(rebasing: $0[..<inlineCount])) }
    }
  }

  /// The width of the text in characters; for ASCII text (the common case), its byte count.
  var width: Int {
    withBytes { bytes in
      ByteScan.isASCII(bytes) ? bytes.count : String(decoding: bytes, as: UTF8.self).count
    }
  }

  /// Whether the line starts with `prefix`.
  func hasPrefix(_ prefix: StaticString) -> Bool {
    withBytes { bytes in
      prefix.withUTF8Buffer { prefix in
        bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { $0 == $1 }
      }
    }
  }

  /// The interpolation that collects a ``CodeText``'s bytes.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = CodeText()

    public init(literalCapacity: Int, interpolationCount: Int) {}

    @inline(__always)
    public mutating func appendLiteral(_ literal: StaticString) {
      literal.withUTF8Buffer { text.append($0) }
    }

    /// Writes `string` as it is.
    public mutating func appendInterpolation(_ string: String) {
      ByteScan.withUTF8(string) { text.append($0) }
    }

    /// Writes the text of another line.
    public mutating func appendInterpolation(_ other: CodeText) {
      other.withBytes { text.append($0) }
    }

    /// Writes `number` in decimal.
    public mutating func appendInterpolation(_ number: Int) {
      appendInterpolation(String(number))
    }

    /// Writes `true` or `false`.
    public mutating func appendInterpolation(_ flag: Bool) {
      appendLiteral(flag ? "true" : "false")
    }

    /// Writes `string` as a Swift string literal (``SwiftStringLiteral/quoted(_:)``).
    public mutating func appendInterpolation(quoted string: String) {
      SwiftStringLiteral.appendQuoted(string, to: &text)
    }
  }
}

/// The text itself, so that a ``CodeText`` interpolated into a `String` gives its text.
extension CodeText: CustomStringConvertible {
  public var description: String { withBytes { String(decoding: $0, as: UTF8.self) } }
}

extension CodeText: ByteSink {
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if literalAddress != 0 { copyLiteral() }
    if heap == nil && inlineCount + bytes.count <= Self.inlineCapacity {
      withUnsafeMutableBytes(of: &inline) { raw in
        ShortCopy.copy(source, to: raw.baseAddress! + inlineCount, count: bytes.count)
      }
      inlineCount += bytes.count
      return
    }
    moveToHeap()
    heap!.append(contentsOf: bytes)
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if literalAddress != 0 { copyLiteral() }
    if heap == nil && inlineCount < Self.inlineCapacity {
      withUnsafeMutableBytes(of: &inline) { $0[inlineCount] = byte }
      inlineCount += 1
      return
    }
    moveToHeap()
    heap!.append(byte)
  }

  /// Copies the bytes of a ``literal`` text into the value, so that more can follow them.
  private mutating func copyLiteral() {
    guard let literal else { return }
    let count = inlineCount
    literalAddress = 0
    inlineCount = 0
    append(UnsafeBufferPointer(start: literal, count: count))
  }

  /// Moves the bytes to ``heap`` (once).
  private mutating func moveToHeap() {
    guard heap == nil else { return }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(4 * Self.inlineCapacity)
    withBytes { bytes.append(contentsOf: $0) }
    heap = bytes
    inlineCount = 0
  }
}
