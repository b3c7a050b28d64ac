/// The documentation of one diagnostic code: what `notifc explain` prints and what
/// `docs/diagnostics.md` is generated from.
///
/// Every code has exactly one entry, written in the file of its family (`Lexical.swift` for N1xx,
/// and so on). `example` is a complete `.notif` input that reports the code; the first code block of
/// `fix` (fenced with three backticks) is the same input corrected, and compiles without any
/// diagnostic. An input made of several files begins each file with a line `// file: PATH`; the
/// files are compiled together as one build and import each other by those paths (see
/// ``inputs(of:)``). A few examples stand for input that a snippet cannot hold (see
/// ``reproducesLiterally``).
public struct DiagnosticDocumentation: Sendable {
  /// The code documented.
  public let code: DiagnosticCode
  /// A short title in the style of a diagnostic message, such as "duplicate action or category name".
  public let title: String
  /// What the code checks, in one to three sentences.
  public let summary: String
  /// Why the rule exists, with the Apple fact behind it.
  public let rationale: String
  /// A minimal `.notif` input that reports the code.
  public let example: String
  /// How to fix it: prose, then the corrected input in a fenced code block.
  public let fix: String
}

extension DiagnosticCode {
  /// The documentation of this code.
  public var documentation: DiagnosticDocumentation {
    DiagnosticDocumentation.all[self]
      ?? DiagnosticDocumentation(
        code: self, title: "undocumented diagnostic", summary: "\(rawValue) has no documentation yet.",
        rationale: "", example: "", fix: "")
  }
}

extension DiagnosticDocumentation {
  /// The families of codes in code order, with the title and code range of each; each family's
  /// entries are in code order too.
  static let families: [(title: String, range: String, entries: [DiagnosticDocumentation])] = [
    ("Lexical structure", "N1xx", lexical + lexicalCharacters),
    ("Syntax", "N2xx", syntax),
    ("Files, imports and platforms", "N3xx", files + configuration),
    ("Names and identifiers", "N4xx", names + actionLists + swiftNames),
    ("Context limits", "N5xx", contextLimits),
    ("Foreground, authentication and text input", "N6xx", actions),
    ("Localized text", "N7xx", localization + translations),
    ("Options, availability and formats", "N8xx", availability),
    ("Properties and values", "N9xx", properties),
    ("Diagnostics control", "N95x", control),
  ]

  /// Every entry of every family, in code order. Unlike ``all`` it keeps a code documented twice, so
  /// that a test can check that each code has exactly one entry.
  public static let entries: [DiagnosticDocumentation] = families.flatMap(\.entries)

  /// The documentation of every code. A code documented twice keeps its first entry.
  public static let all: [DiagnosticCode: DiagnosticDocumentation] = Dictionary(
    entries.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

  /// The codes whose example stands for input that a snippet cannot hold: bytes that are not UTF-8,
  /// a string over 64 KiB, a file over 64 MiB, more diagnostics than are printed.
  static let schematicExamples: Set<DiagnosticCode> = [
    .invalidUTF8, .stringTooLong, .fileTooLarge, .tooManyDiagnostics,
    // These need a strings table beside the .notif file (notifc lint --strings).
    .missingTranslationKey, .untranslatedText, .translationFormatMismatch, .unexpectedVariation,
    .invalidStringsTable,
    // This one is about the configuration file of `notifc build --config`.
    .invalidConfiguration,
    // These are reported by `notifc build`, which knows the type prefix and the handler style, not
    // by the checker.
    .frameworkTypeHidden, .asyncHandlerBelowConcurrency,
  ]

  /// Whether ``example``, compiled as written, reports ``code``.
  public var reproducesLiterally: Bool { !Self.schematicExamples.contains(code) }

  /// The corrected input: the first fenced code block of ``fix``.
  public var fixedExample: String? {
    for case .code(let text) in Self.blocks(fix) { return text }
    return nil
  }

  /// The files of an example or fixed example: one `(path, text)` per `// file: PATH` line, in
  /// order, or the whole snippet as `example.notif` when it has none. Compile them together as one
  /// build, with a loader that finds each file by its path.
  public static func inputs(of snippet: String) -> [(path: String, text: String)] {
    let marker = "// file: "
    var result: [(path: String, text: String)] = []
    var lines: [Substring] = []
    var path: String?
    func flush() {
      if let path { result.append((path, lines.joined(separator: "\n") + "\n")) }
      lines = []
    }
    for line in snippet.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(marker) {
        flush()
        path = String(line.dropFirst(marker.count))
      } else {
        lines.append(line)
      }
    }
    if path == nil { path = "example.notif" }
    flush()
    return result.map { ($0.path, $0.text.trimmingTrailingBlankLines()) }
  }

  // MARK: Rendering

  /// Markdown for `docs/diagnostics.md`: an index by family, then a section per code
  /// (`## N401: duplicate action or category name`) with its severity, summary, rationale, example
  /// and fix.
  public static func markdown() -> String {
    var out = """
      <!-- Generated from Sources/NotifCore/Diagnostics/Documentation by \
      DiagnosticDocumentation.markdown(). Do not edit. -->

      # Diagnostics

      Every diagnostic notifc reports has a stable code that never changes meaning and is never \
      reused. `notifc explain CODE` prints the entry for one code. Errors stop the build; warnings \
      do not, unless `--strict` is given. A warning can be silenced on one line with \
      `// notifc:ignore CODE` (see N951).

      Examples are complete `.notif` files. Where an example has several files, each begins with a \
      line `// file: PATH`.

      """
    for family in families {
      out += "\n**\(family.title)** (\(family.range))\n\n| Code | Severity | Title |\n|---|---|---|\n"
      for entry in family.entries {
        let link = "[\(entry.code.rawValue)](#\(entry.anchor))"
        out += "| \(link) | \(entry.code.severity.rawValue) | \(entry.title) |\n"
      }
    }
    for entry in entries { out += "\n" + entry.markdownSection() }
    return out
  }

  /// The Markdown section of this code.
  func markdownSection() -> String {
    var out = "## \(heading)\n\nSeverity: \(code.severity.rawValue)\n"
    for (label, text) in sections where !text.isEmpty {
      if let label { out += "\n### \(label)\n" }
      for block in Self.blocks(text) {
        switch block {
        case .prose(let paragraph): out += "\n\(paragraph)\n"
        case .code(let code): out += "\n```\(codeLanguage)\n\(Self.visible(code))\n```\n"
        }
      }
    }
    return out
  }

  /// Plain text for the terminal (`notifc explain`), with prose wrapped at 80 columns and code
  /// indented by four spaces.
  public func explanation() -> String {
    var out = "\(heading)\nSeverity: \(code.severity.rawValue)\n"
    for (label, text) in sections where !text.isEmpty {
      out += label.map { "\n\($0)\n" } ?? "\n"
      for (index, block) in Self.blocks(text).enumerated() {
        if index > 0 { out += "\n" }
        switch block {
        case .prose(let paragraph): out += Self.wrap(paragraph, width: 80) + "\n"
        case .code(let code): out += Self.indented(Self.visible(code)) + "\n"
        }
      }
    }
    return out
  }

  /// The sections after the heading, with their labels: the summary, why, the example and the fix.
  private var sections: [(label: String?, text: String)] {
    [
      (nil, summary), ("Why", rationale), ("Example", example.isEmpty ? "" : "```\n\(example)\n```"),
      ("Fix", fix),
    ]
  }

  /// The language of the code blocks, for Markdown highlighting: `.notif` source, but for the
  /// configuration file of `notifc build --config`.
  var codeLanguage: String { code == .invalidConfiguration ? "json" : "notif" }

  var heading: String { "\(code.rawValue): \(title)" }

  /// The GitHub anchor of the heading: lowercased, spaces as hyphens, other punctuation removed.
  var anchor: String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        let kept = character.isLetter || character.isNumber || character == "-" || character == "_"
        return kept ? character : nil
      })
  }

  enum Block: Equatable {
    case prose(String)
    case code(String)
  }

  /// Splits text into paragraphs (separated by blank lines; a line starting with `- ` also starts
  /// one) and code blocks fenced by lines starting with three backticks.
  static func blocks(_ text: String) -> [Block] {
    var blocks: [Block] = []
    var lines: [Substring] = []
    var inCode = false
    func flush() {
      if inCode {
        blocks.append(.code(lines.joined(separator: "\n")))
      } else if !lines.isEmpty {
        blocks.append(.prose(lines.joined(separator: " ")))
      }
      lines = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        flush()
        inCode.toggle()
      } else if inCode {
        lines.append(line)
      } else if line.allSatisfy({ $0 == " " }) {
        flush()
      } else {
        if line.hasPrefix("- ") { flush() }
        lines.append(line)
      }
    }
    flush()
    return blocks
  }

  /// Wraps a paragraph at `width` columns; a `- ` item continues with a hanging indent.
  static func wrap(_ paragraph: String, width: Int) -> String {
    let indent = paragraph.hasPrefix("- ") ? "  " : ""
    var lines: [String] = []
    var line = ""
    for word in paragraph.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
      }
      line += (line.isEmpty || line == indent ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// The lines of `code` indented by four spaces (empty lines stay empty).
  static func indented(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
  }

  /// The text with bidirectional controls and invisible characters shown as `<U+202E>`, so that
  /// documentation never hides or reorders what it shows.
  static func visible(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if UTF8Decoding.isBidiControl(scalar.value) || UTF8Decoding.isInvisible(scalar.value) {
        out += "<\(UTF8Decoding.codePoint(scalar.value))>"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension String {
  fileprivate func trimmingTrailingBlankLines() -> String {
    var text = Substring(self)
    while text.hasSuffix("\n\n") { text = text.dropLast() }
    return String(text)
  }
}
