/// Renders diagnostics as a SARIF 2.1.0 log for GitHub code scanning: one run, the tool with its
/// rule metadata (stable IDs: the diagnostic codes), and one result per diagnostic. Columns are
/// converted to UTF-16 code units and `columnKind` says so. A file's URI is its path relative to
/// the current folder when it lies inside it, as code scanning expects (relative to the checkout,
/// the same on every machine), and a `file:` URI otherwise.
public enum SARIFDiagnosticRenderer {
  /// The SARIF document; `currentDirectory` (absolute) is what relative paths are relative to, and
  /// `resolvePath` (the caller's file system) spells a file's path with its links resolved, as
  /// `currentDirectory` is, so that a file inside it is found there however its path was given.
  public static func render(
    _ diagnostics: [Diagnostic], sources: SourceManager, toolVersion: String, currentDirectory: String? = nil,
    resolvePath: ((String) -> String)? = nil
  ) -> String {
    render(
      [(diagnostics, sources)], toolVersion: toolVersion, currentDirectory: currentDirectory,
      resolvePath: resolvePath)
  }

  /// One SARIF document for the diagnostics of several compilations or parses, each located in
  /// its own sources (`notifc fmt` parses its files one by one): their results in the order given.
  public static func render(
    _ batches: [(diagnostics: [Diagnostic], sources: SourceManager)], toolVersion: String,
    currentDirectory: String? = nil, resolvePath: ((String) -> String)? = nil
  ) -> String {
    render(
      batches, toolVersion: toolVersion, currentDirectory: currentDirectory, resolvePath: resolvePath,
      failure: nil)
  }

  /// The most results GitHub code scanning takes in a run: it refuses a log with more, so that
  /// nothing of a larger run is shown at all.
  static let maximumResults = 25_000

  /// The SARIF log of a run that could not check its inputs (a missing or unreadable input): no
  /// results, and an invocation that did not succeed, with `message` as its error. Code scanning
  /// then shows the failure, rather than reject an empty file or take the run for a clean one.
  public static func renderFailedRun(_ message: String, toolVersion: String) -> String {
    render([], toolVersion: toolVersion, currentDirectory: nil, resolvePath: nil, failure: message)
  }

  static func render(
    _ batches: [(diagnostics: [Diagnostic], sources: SourceManager)], toolVersion: String,
    currentDirectory: String?, resolvePath: ((String) -> String)?, failure: String?,
    maximumResults: Int = maximumResults
  ) -> String {
    let place = Place(currentDirectory: currentDirectory, resolvePath: resolvePath)
    let codes = Array(Set(batches.flatMap { $0.diagnostics.map(\.code) })).sorted()
    let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
    let rules: [JSONValue] = codes.map { code in
      .object([
        ("id", .string(code.rawValue)),
        ("name", .string(String(describing: code))),
        ("shortDescription", .object([("text", .string(code.documentation.title))])),
        ("fullDescription", .object([("text", .string(fullDescription(code.documentation.summary)))])),
        ("help", .object([("text", .string(code.documentation.explanation()))])),
        ("helpUri", .string("\(documentationURI)#\(code.documentation.anchor)")),
        ("defaultConfiguration", .object([("level", .string(level(code.severity)))])),
        ("properties", .object([("tags", .array([.string("notifc")]))])),
      ])
    }
    let total = batches.reduce(0) { $0 + $1.diagnostics.count }
    let kept = keptResults(batches.lazy.flatMap(\.diagnostics), total: total, limit: maximumResults)
    var results: [JSONValue] = []
    results.reserveCapacity(min(total, maximumResults))
    for batch in batches {
      // Each batch's sources are files of their own (`fmt` numbers each file 0): their columns too.
      let place = Place(currentDirectory: place.currentDirectory, resolvePath: place.resolvePath)
      for diagnostic in batch.diagnostics where results.count < maximumResults && kept(diagnostic) {
        results.append(
          result(diagnostic, sources: batch.sources, ruleIndex: ruleIndex[diagnostic.code]!, place: place))
      }
    }
    let driver: JSONValue = .object([
      ("name", .string("notifc")), ("semanticVersion", .string(toolVersion)),
      ("informationUri", .string("https://github.com/notifc/notifc")), ("rules", .array(rules)),
    ])
    var run: [(String, JSONValue)] = [
      ("tool", .object([("driver", driver)])), ("columnKind", .string("utf16CodeUnits")),
    ]
    // A run that could not check its inputs did not succeed; one with more findings than a log
    // may hold says how many are left out, as its results cannot.
    let notification: (level: String, text: String)? =
      if let failure {
        ("error", failure)
      } else if total > results.count {
        (
          "warning",
          "notifc found \(total) problems; this log holds \(results.count) of them, errors first (GitHub code scanning takes at most \(maximumResults) results a run): run 'notifc lint' to see them all"
        )
      } else {
        nil
      }
    if let notification {
      let invocation: JSONValue = .object([
        ("executionSuccessful", .bool(failure == nil)),
        (
          "toolExecutionNotifications",
          .array([
            .object([
              ("level", .string(notification.level)),
              ("message", .object([("text", .string(notification.text))])),
            ])
          ])
        ),
      ])
      run.append(("invocations", .array([invocation])))
    }
    run.append(("results", .array(results)))
    let log: JSONValue = .object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ])
    return CanonicalJSONWriter.serialize(log)
  }

  /// Which diagnostics a log of at most `limit` results keeps, of `total`: all of them when they
  /// fit; else the errors, and the warnings while room is left, each in the order given (the
  /// caller stops at `limit`).
  private static func keptResults<S: Sequence<Diagnostic>>(_ diagnostics: S, total: Int, limit: Int)
    -> (Diagnostic) -> Bool
  {
    guard total > limit else { return { _ in true } }
    let errors = diagnostics.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
    if errors >= limit { return { $0.severity == .error } }
    var warningsLeft = limit - errors
    return { diagnostic in
      if diagnostic.severity == .error { return true }
      guard warningsLeft > 0 else { return false }
      warningsLeft -= 1
      return true
    }
  }

  /// Where each rule's documentation is (`helpUri` adds the code's anchor): docs/diagnostics.md
  /// in the project's repository, the same text `notifc explain` prints.
  static let documentationURI = "https://github.com/notifc/notifc/blob/main/docs/diagnostics.md"

  /// A result's message: the diagnostic's, then each note on a line of its own, as the text output
  /// prints it. A note with a location ends with a link to its related location (`[test.notif:2:1](0)`,
  /// by the location's `id`): code scanning shows a related location only where the message links
  /// to it.
  private static func messageText(
    _ diagnostic: Diagnostic, sources: SourceManager, place: Place
  ) -> String {
    var text = escapingLinks(diagnostic.message)
    for (index, note) in diagnostic.notes.enumerated() {
      text += "\nnote: " + escapingLinks(note.message)
      guard let span = note.span else { continue }
      let file = sources[span.file]
      let (line, column) = utf16Position(span.start, in: file, id: span.file, place)
      let path = place.resolvePath?(file.path) ?? file.path
      // The link's text is the path as a reader writes it, its brackets escaped (§3.11.6).
      let shown = displayPath(path, currentDirectory: place.currentDirectory)
        .replacingAll("\\", "\\\\").replacingAll("[", "\\[").replacingAll("]", "\\]")
      text += " ([\(shown):\(line):\(column)](\(index)))"
    }
    return text
  }

  /// One result: the diagnostic, with its location and its notes' locations in `sources`.
  private static func result(
    _ diagnostic: Diagnostic, sources: SourceManager, ruleIndex: Int, place: Place
  ) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(diagnostic.code.rawValue)),
      ("ruleIndex", .int(ruleIndex)),
      ("level", .string(level(diagnostic.severity))),
      ("message", .object([("text", .string(messageText(diagnostic, sources: sources, place: place)))])),
    ]
    if let span = diagnostic.span {
      members.append(("locations", .array([location(span, sources, place)])))
    }
    let related: [JSONValue] = diagnostic.notes.enumerated().compactMap { index, note in
      guard let span = note.span else { return nil }  // only in the message (see `messageText`)
      guard case .object(var object) = location(span, sources, place) else { return nil }
      object.append(("id", .int(index)))
      object.append(("message", .object([("text", .string(note.message))])))
      return .object(object)
    }
    if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
    if !diagnostic.fixIts.isEmpty {
      members.append(("fixes", .array([fix(diagnostic.fixIts, sources, place)])))
    }
    return .object(members)
  }

  /// A diagnostic's fix-its as one SARIF fix (§3.55), since they are applied together: a change
  /// per file, in the order of its first fix-it, each fix-it a replacement of its region (empty for
  /// an insertion) with its text (none for a deletion). The description says what each does, as
  /// the text output's notes do.
  private static func fix(_ fixIts: [FixIt], _ sources: SourceManager, _ place: Place) -> JSONValue {
    var files: [FileID] = []
    for fixIt in fixIts where !files.contains(fixIt.span.file) { files.append(fixIt.span.file) }
    let changes: [JSONValue] = files.map { file in
      let replacements: [JSONValue] = fixIts.filter { $0.span.file == file }.map { fixIt in
        var replacement: [(String, JSONValue)] = [("deletedRegion", region(fixIt.span, sources, place))]
        if !fixIt.replacement.isEmpty {
          replacement.append(("insertedContent", .object([("text", .string(fixIt.replacement))])))
        }
        return .object(replacement)
      }
      return .object([
        ("artifactLocation", artifactLocation(sources[file], place)), ("replacements", .array(replacements)),
      ])
    }
    let description = fixIts.map { TextDiagnosticRenderer.describe($0, sources: sources) }
    return .object([
      ("description", .object([("text", .string(description.joined(separator: "; ")))])),
      ("artifactChanges", .array(changes)),
    ])
  }

  /// The most characters code scanning takes in a rule's `fullDescription`.
  static let fullDescriptionLimit = 1024

  /// A rule's summary as its `fullDescription`: whole when it fits code scanning's limit, else its
  /// sentences that fit (the `help` text has it all), or its words that fit, ended with "…".
  static func fullDescription(_ summary: String) -> String {
    guard summary.count > fullDescriptionLimit else { return summary }
    let head = summary.prefix(fullDescriptionLimit)
    if let end = head.ranges(of: ". ").last?.lowerBound { return String(head[...end]) }
    let words = head.prefix(fullDescriptionLimit - 1)
    return String(words[..<(words.lastIndex(of: " ") ?? words.endIndex)]) + "…"
  }

  /// The URI of the file at `path`: relative to `currentDirectory` when the file is inside it
  /// (`/repo/a/b.notif` in `/repo`, or `../repo/a/b.notif`, → `a/b.notif`), a `file:` URI when it
  /// is outside (`file:///elsewhere/b.notif`), and the normalized path when there is no current
  /// folder to resolve a relative one against.
  static func uri(ofPath path: String, currentDirectory: String?) -> String {
    let shown = displayPath(path, currentDirectory: currentDirectory)
    return shown.hasPrefix("/") ? "file://" + uriReference(shown) : uriReference(shown)
  }

  /// The path a URI is made of, as a reader would write it: relative to `currentDirectory` when
  /// the file is inside it, else absolute (or normalized, without a current folder).
  static func displayPath(_ path: String, currentDirectory: String?) -> String {
    let absolute =
      path.hasPrefix("/") || currentDirectory == nil
      ? Paths.normalize(path) : Paths.resolve(path, against: currentDirectory!)
    guard absolute.hasPrefix("/") else { return absolute }
    if let folder = currentDirectory.map(Paths.normalize) {
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
    }
    return absolute
  }

  /// `text` with what SARIF would read as an embedded link (`[text](0)`, §3.11.6) broken by a
  /// backslash before its `]`: a quoted title such as `[x](0)` stays text.
  static func escapingLinks(_ text: String) -> String { text.replacingAll("](", "\\](") }

  /// A path as a relative URI reference: every byte outside the unreserved set and `/` is
  /// percent-encoded (`sp ace/b#1.notif` → `sp%20ace/b%231.notif`).
  static func uriReference(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        bytes.append(byte)
      default:
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// Where files are: the current folder and how to resolve a path's links.
  struct Place {
    let currentDirectory: String?
    let resolvePath: ((String) -> String)?
    /// UTF-16 columns of one set of sources, found without counting a line's text again for each
    /// position.
    let columns = UTF16Columns()
  }

  /// The 1-based line and UTF-16 column of `offset` in `file` (number `id`).
  private static func utf16Position(_ offset: Int, in file: SourceFile, id: FileID, _ place: Place) -> (
    line: Int, column: Int
  ) {
    place.columns.position(offset, in: file, id: id)
  }

  static func location(_ span: SourceSpan, _ sources: SourceManager, _ place: Place) -> JSONValue {
    .object([
      (
        "physicalLocation",
        .object([
          ("artifactLocation", artifactLocation(sources[span.file], place)),
          ("region", region(span, sources, place)),
        ])
      )
    ])
  }

  /// The file's URI (see ``uri(ofPath:currentDirectory:)``).
  private static func artifactLocation(_ file: SourceFile, _ place: Place) -> JSONValue {
    .object([
      (
        "uri",
        .string(
          uri(ofPath: place.resolvePath?(file.path) ?? file.path, currentDirectory: place.currentDirectory))
      )
    ])
  }

  /// The span's lines and UTF-16 columns; the end column is the one after the span, so an empty
  /// span (an insertion point) has equal start and end columns.
  private static func region(_ span: SourceSpan, _ sources: SourceManager, _ place: Place) -> JSONValue {
    let file = sources[span.file]
    let (startLine, startColumn) = utf16Position(span.start, in: file, id: span.file, place)
    let (endLine, endColumn) = utf16Position(span.end, in: file, id: span.file, place)
    return .object([
      ("startLine", .int(startLine)), ("startColumn", .int(startColumn)), ("endLine", .int(endLine)),
      ("endColumn", .int(endColumn)),
    ])
  }
}
