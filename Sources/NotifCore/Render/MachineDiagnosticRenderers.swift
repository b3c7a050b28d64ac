/// Positions of a span in the units machine formats need.
struct RenderedLocation {
  let path: String
  let start: LineColumn
  let end: LineColumn

  init?(_ span: SourceSpan?, _ sources: SourceManager) {
    guard let span else { return nil }
    path = sources[span.file].path
    start = sources.start(of: span)
    end = sources.end(of: span)
  }
}

/// Renders diagnostics as JSON Lines: one object per diagnostic with code, severity, message, file,
/// line, column, end position (1-based; columns in UTF-8 bytes), notes and fix-its.
public enum JSONDiagnosticRenderer {
  /// One line per diagnostic.
  public static func render(_ diagnostics: [Diagnostic], sources: SourceManager) -> String {
    diagnostics.map { diagnostic in
      var members: [(String, JSONValue)] = [
        ("code", .string(diagnostic.code.rawValue)),
        ("severity", .string(diagnostic.severity.rawValue)),
        ("message", .string(diagnostic.message)),
        (
          "notes",
          .array(
            diagnostic.notes.map { note in
              .object([("message", .string(note.message))] + location(note.span, sources))
            })
        ),
        (
          "fixIts",
          .array(
            diagnostic.fixIts.map { fix in
              .object([("replacement", .string(fix.replacement))] + location(fix.span, sources))
            })
        ),
      ]
      members += location(diagnostic.span, sources)
      return CanonicalJSONWriter.serializeCompact(.object(members))
    }.map { $0 + "\n" }.joined()
  }

  static func location(_ span: SourceSpan?, _ sources: SourceManager) -> [(String, JSONValue)] {
    guard let location = RenderedLocation(span, sources) else { return [] }
    return [
      ("file", .string(location.path)), ("line", .int(location.start.line)),
      ("column", .int(location.start.column)),
      ("endLine", .int(location.end.line)), ("endColumn", .int(location.end.column)),
    ]
  }
}

/// Renders diagnostics as GitHub Actions workflow commands (`::error file=…,line=…::message`),
/// escaped as the runner requires.
public enum GitHubDiagnosticRenderer {
  /// One command per diagnostic; notes are folded into the message. A file is named as SARIF names
  /// it (see ``SARIFDiagnosticRenderer/render(_:sources:toolVersion:currentDirectory:resolvePath:)``):
  /// relative to `currentDirectory` (the checkout) when it is inside it, as the runner matches
  /// `file` to the repository's files and keeps a relative path as given.
  public static func render(
    _ diagnostics: [Diagnostic], sources: SourceManager, currentDirectory: String? = nil,
    resolvePath: ((String) -> String)? = nil
  ) -> String {
    let text = TextDiagnosticRenderer()
    // `./a/../b.notif`, `a//b.notif` and `../repo/b.notif` would match none of the files.
    func display(_ path: String) -> String {
      SARIFDiagnosticRenderer.displayPath(resolvePath?(path) ?? path, currentDirectory: currentDirectory)
    }
    return diagnostics.map { diagnostic in
      let command =
        diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
      var properties: [String] = []
      if let location = RenderedLocation(diagnostic.span, sources) {
        properties += ["file=\(escapeProperty(display(location.path)))", "line=\(location.start.line)"]
        properties.append("endLine=\(location.end.line)")
        // Columns only on one line: the runner drops those of a span over several lines.
        if location.start.line == location.end.line {
          properties += ["col=\(location.start.column)", "endColumn=\(location.end.column)"]
        }
      }
      properties.append("title=\(escapeProperty("notifc \(diagnostic.code.rawValue)"))")
      // Each message on one line, as in the text format (a title's line break is `\n`), so that the
      // only line breaks of the annotation are those before its notes.
      var message = text.oneLine(diagnostic.message)
      for note in diagnostic.notes {
        let location =
          RenderedLocation(note.span, sources).map {
            "\(display($0.path)):\($0.start.line):\($0.start.column): "
          } ?? ""
        message += "\n\(location)note: \(text.oneLine(note.message))"
      }
      return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }.joined()
  }

  /// The error annotation of a run that could not check its inputs (a missing or unreadable
  /// input), so that the job's summary shows why, as the log does.
  public static func renderFailedRun(_ message: String) -> String {
    "::error title=\(escapeProperty("notifc"))::\(escapeData(message))\n"
  }

  /// A workflow command's data: percent-encoded line breaks (an annotation of several lines), and
  /// other control characters (a NUL or an escape from a key, say) replaced by U+FFFD, as the text
  /// format does, so that they cannot reach the log.
  static func escapeData(_ text: String) -> String {
    TextDiagnosticRenderer.sanitized(text, keepingLineBreaks: true)
      .replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
  }

  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
  }
}

extension String {
  /// Replaces every occurrence of `target` (stdlib only; no Foundation), byte by byte: a `\r` or
  /// `\n` is found also inside the one `Character` that a CR LF makes (a `Character` search would
  /// miss it). `target` must be ASCII, whose bytes never occur inside another character's.
  func replacingAll(_ target: String, _ replacement: String) -> String {
    let needle = Array(target.utf8)
    guard let first = needle.first, utf8.contains(first) else { return self }
    let bytes = Array(utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == first && bytes[index...].starts(with: needle) {
        result += replacement.utf8
        index += needle.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
