/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable {
  case error
  case warning
  case note

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A replacement of a source range: the single, obvious fix for a diagnostic.
public struct FixIt: Hashable, Sendable {
  /// The range to replace; an empty range is an insertion.
  public let span: SourceSpan
  /// The new text; empty means a deletion.
  public let replacement: String

  /// Creates a fix-it.
  public init(span: SourceSpan, replacement: String) {
    self.span = span
    self.replacement = replacement
  }
}

extension FixIt {
  /// A fix-it that deletes `span` of `source`: with its whole line when nothing else is on it
  /// (a property on a line of its own leaves no blank line behind); with the blanks after it when
  /// it starts its line (what follows keeps the indentation); else with the blanks before it.
  static func deletion(of span: SourceSpan, in source: SourceFile) -> FixIt {
    let bytes = source.bytes
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    var start = span.start
    while start > 0 && isBlank(bytes[start - 1]) { start -= 1 }
    var end = span.end
    while end < bytes.count && isBlank(bytes[end]) { end += 1 }
    // LF, CRLF and a lone CR end lines.
    let startsLine = start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D
    let endsLine = end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D
    if startsLine && endsLine {
      // The line and its line break.
      if end < bytes.count && bytes[end] == 0x0D { end += 1 }
      if end < bytes.count && bytes[end] == 0x0A { end += 1 }
      return FixIt(span: SourceSpan(file: span.file, start: start, end: end), replacement: "")
    }
    if startsLine {
      // What follows on the line (a comment, a closing brace) takes its place, indented as it was.
      return FixIt(span: SourceSpan(file: span.file, start: span.start, end: end), replacement: "")
    }
    // After other code: the blanks before it go, what follows stays after one blank.
    return FixIt(span: SourceSpan(file: span.file, start: start, end: span.end), replacement: "")
  }
}

/// A note attached to a diagnostic, with its own optional location ("first declared here").
public struct DiagnosticNote: Hashable, Sendable {
  /// The note's message.
  public let message: String
  /// Where the note points, if anywhere.
  public let span: SourceSpan?

  /// Creates a note.
  public init(_ message: String, at span: SourceSpan? = nil) {
    self.message = message
    self.span = span
  }
}

/// A problem found in the input: a stable code, a severity, a message in the Swift compiler's
/// style (lowercase, no final period), a primary location, notes and fix-its.
public struct Diagnostic: Hashable, Sendable {
  /// The stable code, such as `N401`.
  public let code: DiagnosticCode
  /// Error or warning (notes are attached to diagnostics, never stand alone).
  public let severity: Severity
  /// The message.
  public let message: String
  /// The primary location; `nil` for diagnostics about the whole build.
  public let span: SourceSpan?
  /// Notes that explain or point at related places.
  public var notes: [DiagnosticNote]
  /// Fix-its that repair the problem.
  public var fixIts: [FixIt]
  /// Text that this diagnostic says all there is to say about, as its fix-it rewrites it whole
  /// (Swift's `options: [.foreground]` in an action): the lexer's errors about characters in it
  /// (the dots) are dropped, and its fix-its give way to another diagnostic's that overlaps them
  /// (see ``applyingSupersededText(in:)``).
  var supersededText: SourceSpan?

  /// Creates a diagnostic with the code's default severity.
  public init(
    _ code: DiagnosticCode, _ message: String, at span: SourceSpan?,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    self.code = code
    self.severity = code.severity
    self.message = message
    self.span = span
    self.notes = notes
    self.fixIts = fixIts
  }
}

extension Diagnostic {
  /// A text from the source as a message quotes it: whole up to 60 characters, else its first 57
  /// and `...`, so that a long title does not make a message (and a GitHub annotation, one line)
  /// thousands of characters long. The source snippet shows where the text is.
  static func excerpt(_ text: String) -> String {
    guard let cut = text.index(text.startIndex, offsetBy: 60, limitedBy: text.endIndex), cut < text.endIndex
    else { return text }
    return text[..<text.index(text.startIndex, offsetBy: 57)] + "..."
  }
}

/// Collects diagnostics during a compilation stage. Stages never throw: they report here and go on.
public struct DiagnosticBag: Sendable {
  /// The diagnostics in the order they were reported.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates an empty bag.
  public init() {}

  /// Whether any error was reported.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Reports a diagnostic.
  public mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  /// Reports a diagnostic built from its parts.
  public mutating func report(
    _ code: DiagnosticCode, _ message: String, at span: SourceSpan?,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    diagnostics.append(Diagnostic(code, message, at: span, notes: notes, fixIts: fixIts))
  }

  /// Appends every diagnostic of another bag.
  public mutating func append(contentsOf other: DiagnosticBag) {
    // Most declarations' bags are empty: that test costs less than appending nothing.
    if !other.diagnostics.isEmpty { diagnostics.append(contentsOf: other.diagnostics) }
  }

  /// Appends diagnostics.
  public mutating func append(contentsOf other: [Diagnostic]) {
    diagnostics.append(contentsOf: other)
  }
}

extension Array where Element == Diagnostic {
  /// The diagnostics without the lexer's fix-its (N1xx) that a later stage's fix-it overlaps. The
  /// lexer reads a habit from another language as meant (`accept-invite` as `accept_invite`), and
  /// the parser and the checker make their fix-its from what it read: one that replaces the name
  /// (`did you mean 'accept_invite'?`), or a list that holds it, includes the lexer's correction,
  /// and applying both would garble the text. Usually there is no lexical fix-it at all.
  func withoutOverlappedLexicalFixIts() -> [Diagnostic] {
    var lexical: [SourceSpan] = []
    var hasLater = false
    for diagnostic in self where !diagnostic.fixIts.isEmpty {
      if diagnostic.code.isLexical {
        lexical.append(contentsOf: diagnostic.fixIts.lazy.map(\.span))
      } else {
        hasLater = true
      }
    }
    guard !lexical.isEmpty && hasLater else { return self }
    // By file and position. They do not overlap one another, so their ends are in order too.
    lexical.sort { ($0.file.index, $0.start, $0.end) < ($1.file.index, $1.start, $1.end) }
    var overlapped: Set<SourceSpan> = []
    for diagnostic in self where !diagnostic.code.isLexical {
      for later in diagnostic.fixIts.lazy.map(\.span) {
        // The first lexical fix-it of the file that ends after `later` starts.
        var low = 0
        var high = lexical.count
        while low < high {
          let middle = (low + high) / 2
          let span = lexical[middle]
          if (span.file.index, span.end) <= (later.file.index, later.start) {
            low = middle + 1
          } else {
            high = middle
          }
        }
        // Two ranges overlap when each starts before the other ends; so an insertion overlaps a
        // replacement when it falls strictly inside it, and two insertions never do.
        while low < lexical.count && lexical[low].file == later.file && lexical[low].start <= later.end {
          let span = lexical[low]
          if span.start < later.end && later.start < span.end { overlapped.insert(span) }
          low += 1
        }
      }
    }
    guard !overlapped.isEmpty else { return self }
    return map { diagnostic in
      guard diagnostic.code.isLexical, diagnostic.fixIts.contains(where: { overlapped.contains($0.span) })
      else {
        return diagnostic
      }
      var kept = diagnostic
      kept.fixIts.removeAll { overlapped.contains($0.span) }
      return kept
    }
  }

  /// Sorts diagnostics by file path, then position, then code; diagnostics without a location
  /// come first. The sort is stable for equal keys.
  public func sortedByLocation(in sources: SourceManager) -> [Diagnostic] {
    let keyed = enumerated().map { index, diagnostic -> (String, Int, Int, Diagnostic) in
      guard let span = diagnostic.span else { return ("", -1, index, diagnostic) }
      return (sources[span.file].path, span.start, index, diagnostic)
    }
    return keyed.sorted { a, b in
      if a.0 != b.0 { return a.0 < b.0 }
      if a.1 != b.1 { return a.1 < b.1 }
      return a.2 < b.2
    }.map(\.3)
  }
}
