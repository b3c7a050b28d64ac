// The properties that every input of the notifc pipeline must have, checked on any bytes at all.
//
// Shared by the test suite (FuzzRegressionTests, ReliabilityTests) and by the libFuzzer target:
// Tests/Fuzz/run-fuzzer.sh compiles this file into the fuzzer together with NotifCore's sources, as
// one module, with `-D NOTIFC_FUZZER`. So it uses nothing but NotifCore and the standard library:
// no XCTest, no Foundation.

#if !NOTIFC_FUZZER
  @testable import NotifCore
#endif

/// One property an input broke.
struct PropertyViolation: Sendable, Equatable, CustomStringConvertible {
  /// The property, such as `formatter is idempotent`.
  var property: String
  /// What was seen.
  var detail: String

  var description: String { "\(property): \(detail)" }
}

/// The pipeline's properties (issue 7): lex → parse → check → manifest and Swift emitters →
/// formatter, on one input (which may hold several files, see ``PipelineProperties/files(of:)``).
///
/// - Every input yields a result (both outputs) or at least one error, and every diagnostic points
///   inside its file and renders.
/// - Compiling is deterministic: the same input gives the same diagnostics and the same bytes.
/// - A valid input's manifest is canonical: parsed and re-serialised with sorted keys, it gives the
///   same bytes; its keys are already sorted and unique.
/// - The generated Swift cannot be broken by the input: no raw control, bidi or invisible
///   character, every string literal closes on its line, brackets balance outside literals and
///   comments.
/// - For a file without syntax errors, the formatter writes every token and comment, its output
///   has no syntax errors, formatting it again changes nothing, and it means the same: the same
///   diagnostic codes and, for a valid build, the same manifest.
/// - The same holds for the input with comments inserted everywhere they may go
///   (``withCommentsEverywhere(_:)``), which must mean what the input means.
enum PipelineProperties {
  /// The path of the first file of an input.
  static let rootPath = "fuzz.notif"

  /// Checks every property on `bytes`; returns the violations (none when all hold).
  static func check(_ bytes: [UInt8]) -> [PropertyViolation] {
    var violations: [PropertyViolation] = []
    let inputs = files(of: bytes)
    let compilation = checkCompilation(inputs, &violations)
    for input in inputs {
      checkStreamedParse(input, &violations)
      checkFormatter(input, &violations)
      if let commented = withCommentsEverywhere(input.bytes) {
        checkCommentedVariant(input, commented, alone: inputs.count == 1 ? compilation : nil, &violations)
      }
    }
    return violations
  }

  // MARK: Inputs

  /// Splits an input into files at lines `// file: PATH` (as the diagnostic documentation's
  /// examples are written), so that imports, import cycles and multi-file builds are exercised;
  /// an input without such a line is the single file ``rootPath``. Bytes are kept as they are.
  static func files(of bytes: [UInt8]) -> [CompilationInput] {
    let marker = Array("// file: ".utf8)
    var result: [CompilationInput] = []
    var path = rootPath
    var start = 0
    var lineStart = 0
    var index = 0
    while index <= bytes.count {
      if index == bytes.count || bytes[index] == 0x0A {
        if index - lineStart > marker.count,
          bytes[lineStart..<(lineStart + marker.count)].elementsEqual(marker)
        {
          if lineStart > start || !result.isEmpty || path != rootPath {
            result.append(CompilationInput(path: path, bytes: Array(bytes[start..<lineStart])))
          }
          path = String(decoding: bytes[(lineStart + marker.count)..<index], as: UTF8.self)
          start = min(index + 1, bytes.count)
        }
        lineStart = index + 1
      }
      index += 1
    }
    result.append(CompilationInput(path: path, bytes: Array(bytes[start...])))
    // Two files with one path would be one file: keep the first.
    var seen: Set<String> = []
    return result.filter { seen.insert(Paths.normalize($0.path)).inserted }
  }

  /// Compiles `inputs` as one build; imports are served from `inputs` by path.
  static func compile(_ inputs: [CompilationInput]) -> Compilation {
    var byPath: [String: [UInt8]] = [:]
    for input in inputs { byPath[Paths.normalize(input.path)] = input.bytes }
    return Compiler.compile(inputs) { path in
      byPath[Paths.normalize(path)].map { .loaded($0) } ?? .notFound
    }
  }

  // MARK: Parsing

  /// A parse that streams its tokens (as a build does) gives the tree and diagnostics of a parse
  /// that keeps them all (as the formatter does).
  static func checkStreamedParse(_ input: CompilationInput, _ violations: inout [PropertyViolation]) {
    if let difference = streamedParseDifference(input.bytes) {
      violations.append(PropertyViolation(property: "streamed parse equals whole parse", detail: difference))
    }
  }

  /// How the streamed parses are made that are compared with the whole one: as a build parses
  /// (chunks of ``Parser/streamingChunk`` tokens, lexed on another core only for a large file),
  /// and in chunks of a few tokens, on the parser's thread and lexed on another core, so that in a
  /// small input the window's boundaries, and the chunks' hand-over between cores, fall everywhere.
  static let streamedParses: [(chunkSize: Int, pipelined: Bool)?] = [
    nil, (3, false), (4, true), (7, false), (16, true),
  ]

  /// Where a streamed parse of `bytes` differs from a whole one, or `nil`.
  static func streamedParseDifference(_ bytes: [UInt8]) -> String? {
    let source = SourceFile(path: rootPath, bytes: bytes)
    var wholeDiagnostics = DiagnosticBag()
    let whole = Parser.parse(source, file: FileID(0), keepTokens: true, diagnostics: &wholeDiagnostics)
    let wholeText = SyntaxFingerprint.of(whole)
    for setting in streamedParses {
      var streamedDiagnostics = DiagnosticBag()
      let streamed =
        if let setting {
          Parser.parse(source, file: FileID(0), streaming: setting, diagnostics: &streamedDiagnostics)
        } else {
          Parser.parse(source, file: FileID(0), keepTokens: false, diagnostics: &streamedDiagnostics)
        }
      let how =
        setting.map { "chunks of \($0.chunkSize) tokens\($0.pipelined ? ", pipelined" : "")" } ?? "as a build"
      if wholeDiagnostics.diagnostics != streamedDiagnostics.diagnostics {
        return "\(how): the diagnostics differ"
      }
      let streamedText = SyntaxFingerprint.of(streamed)
      if wholeText != streamedText { return "\(how): \(firstDifference(wholeText, streamedText))" }
    }
    return nil
  }

  // MARK: Compilation and emitters

  static func checkCompilation(_ inputs: [CompilationInput], _ violations: inout [PropertyViolation])
    -> Compilation
  {
    let compilation = compile(inputs)
    let again = compile(inputs)
    if fingerprint(compilation.diagnostics, compilation.sources)
      != fingerprint(again.diagnostics, again.sources)
    {
      violations.append(PropertyViolation(property: "deterministic diagnostics", detail: "two runs differ"))
    }
    checkDiagnostics(compilation, &violations)
    guard !compilation.hasErrors else { return compilation }
    let manifest = ManifestEmitter.emit(compilation.model)
    if manifest != ManifestEmitter.emit(again.model) {
      violations.append(PropertyViolation(property: "deterministic manifest", detail: "two runs differ"))
    }
    if let problem = canonicalJSONProblem(manifest) {
      violations.append(PropertyViolation(property: "canonical manifest", detail: problem))
    }
    // Vary the options by input, so that every combination is exercised over a run.
    let seed = inputs.reduce(0) { $0 &+ $1.bytes.count }
    let options = SwiftEmitterOptions(
      accessLevel: seed & 1 == 0 ? .internal : .public, bundle: seed & 2 == 0 ? .main : .module,
      inputNames: inputs.map(\.path))
    let swift = SwiftEmitter.emit(compilation.model, options: options)
    if let problem = swiftSourceProblem(swift) {
      violations.append(PropertyViolation(property: "generated Swift is well-formed", detail: problem))
    }
    return compilation
  }

  /// Every build either has an error or yields outputs (checked by the caller); every diagnostic
  /// has a message and lies inside its file, and the text renderer can show it.
  static func checkDiagnostics(_ compilation: Compilation, _ violations: inout [PropertyViolation]) {
    let sources = compilation.sources
    func inside(_ span: SourceSpan?) -> Bool {
      guard let span else { return true }
      guard span.file.index >= 0 && span.file.index < sources.files.count else { return false }
      return span.start >= 0 && span.start <= span.end && span.end <= sources[span.file].bytes.count
    }
    for diagnostic in compilation.diagnostics {
      if diagnostic.message.isEmpty {
        violations.append(
          PropertyViolation(property: "diagnostics have messages", detail: diagnostic.code.rawValue))
      }
      let spans =
        [diagnostic.span] + diagnostic.notes.map(\.span) + diagnostic.fixIts.map { Optional($0.span) }
      if !spans.allSatisfy(inside) {
        violations.append(
          PropertyViolation(property: "diagnostics point inside their file", detail: diagnostic.code.rawValue)
        )
        return
      }
    }
    _ = TextDiagnosticRenderer(colors: true).render(compilation.diagnostics, sources: sources)
    _ = JSONDiagnosticRenderer.render(compilation.diagnostics, sources: sources)
  }

  static func fingerprint(_ diagnostics: [Diagnostic], _ sources: SourceManager) -> [String] {
    diagnostics.map { diagnostic in
      let place = diagnostic.span.map { "\(sources[$0.file].path):\($0.start)-\($0.end)" } ?? "-"
      return "\(diagnostic.code.rawValue) \(place) \(diagnostic.message)"
    }
  }

  // MARK: Formatter

  /// The formatter's properties on one file: complete, idempotent, and meaning-preserving (the
  /// same diagnostic codes; for a valid build, the same manifest). Files with syntax errors are
  /// only formatted (the CLI leaves them untouched).
  static func checkFormatter(_ input: CompilationInput, _ violations: inout [PropertyViolation]) {
    let parsed = Compiler.parse(input)
    let result = Formatter.formatWithReport(parsed.tree, source: parsed.sources.files[0])
    guard !parsed.diagnostics.contains(where: { $0.severity == .error }) else { return }
    if result.usedFallback || !result.isComplete {
      violations.append(
        PropertyViolation(
          property: "formatter writes every token and comment",
          detail:
            "fallback: \(result.usedFallback), comments \(result.commentsEmitted)/\(result.commentsPresent), "
            + "tokens \(result.tokensEmitted)+\(result.commasDropped)/\(result.tokensPresent)"))
      return
    }
    let formatted = CompilationInput(path: input.path, text: result.text)
    let reparsed = Compiler.parse(formatted)
    if let error = reparsed.diagnostics.first(where: { $0.severity == .error }) {
      violations.append(
        PropertyViolation(property: "formatted output has no syntax errors", detail: error.message))
      return
    }
    let again = Formatter.format(reparsed.tree, source: reparsed.sources.files[0])
    if again != result.text {
      violations.append(
        PropertyViolation(property: "formatter is idempotent", detail: firstDifference(result.text, again)))
    }
    let before = Compiler.compile([input])
    let after = Compiler.compile([formatted])
    let codesBefore = before.diagnostics.map(\.code.rawValue)
    let codesAfter = after.diagnostics.map(\.code.rawValue)
    if codesBefore != codesAfter {
      violations.append(
        PropertyViolation(
          property: "formatter preserves meaning (diagnostics)", detail: "\(codesBefore) became \(codesAfter)"
        ))
    } else if !before.hasErrors {
      let manifestBefore = ManifestEmitter.emit(before.model)
      let manifestAfter = ManifestEmitter.emit(after.model)
      if manifestBefore != manifestAfter {
        violations.append(
          PropertyViolation(
            property: "formatter preserves meaning (manifest)",
            detail: firstDifference(manifestBefore, manifestAfter)))
      }
    }
  }

  /// The commented variant means what the input means (as one file on its own), and the
  /// formatter's properties hold for it too.
  static func checkCommentedVariant(
    _ input: CompilationInput, _ commented: [UInt8], alone: Compilation?,
    _ violations: inout [PropertyViolation]
  ) {
    let variant = CompilationInput(path: input.path, bytes: commented)
    let original = alone ?? Compiler.compile([input])
    let compiled = Compiler.compile([variant])
    let codesBefore = original.diagnostics.map(\.code.rawValue)
    let codesAfter = compiled.diagnostics.map(\.code.rawValue)
    if codesBefore != codesAfter {
      violations.append(
        PropertyViolation(
          property: "comments do not change meaning (diagnostics)",
          detail: "\(codesBefore) became \(codesAfter)"))
    } else if !original.hasErrors {
      let before = ManifestEmitter.emit(original.model)
      let after = ManifestEmitter.emit(compiled.model)
      if before != after {
        violations.append(
          PropertyViolation(
            property: "comments do not change meaning (manifest)", detail: firstDifference(before, after)))
      }
    }
    var formatterViolations: [PropertyViolation] = []
    checkFormatter(variant, &formatterViolations)
    violations += formatterViolations.map {
      PropertyViolation(property: $0.property + ", with comments everywhere", detail: $0.detail)
    }
  }

  /// The file with a block comment after every token and a line comment at the end of every line
  /// (except where a line already ends in a comment), or `nil` when the file has syntax errors.
  /// The language says comments may appear anywhere between tokens and never change the meaning;
  /// the insertions keep doc comments next to their declarations and own-line `notifc:ignore`
  /// comments on their own lines, so the meaning must stay exactly the same.
  static func withCommentsEverywhere(_ bytes: [UInt8]) -> [UInt8]? {
    let parsed = Compiler.parse(CompilationInput(path: rootPath, bytes: bytes))
    guard !parsed.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
    let stream = parsed.tree.tokens
    // Where each token or comment covers the source, to find line breaks outside them.
    var covered = [Bool](repeating: false, count: bytes.count)
    var endsInComment = [Bool](repeating: false, count: bytes.count + 1)
    for token in stream.tokens where token.kind != .endOfFile {
      for offset in token.range { covered[offset] = true }
    }
    for comment in stream.comments {
      for offset in comment.range { covered[offset] = true }
      if comment.kind != .block { endsInComment[comment.end] = true }
    }
    var insertions: [Int: [UInt8]] = [:]
    for token in stream.tokens where token.kind != .endOfFile {
      insertions[token.end, default: []] += Array("/* c */".utf8)
    }
    var index = 0
    while index < bytes.count {
      let isBreak = bytes[index] == 0x0D || (bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D))
      if isBreak && !covered[index] && !endsInComment[index] {
        insertions[index, default: []] += Array(" // c".utf8)
      }
      index += 1
    }
    if !endsInComment[bytes.count] { insertions[bytes.count, default: []] += Array(" // c".utf8) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + insertions.count * 8)
    for offset in 0...bytes.count {
      if let text = insertions[offset] { result += text }
      if offset < bytes.count { result.append(bytes[offset]) }
    }
    return result
  }

  // MARK: Canonical JSON

  /// Why `text` is not canonical JSON, or `nil` when it is: it must parse completely, keep each
  /// object's keys sorted by code point and unique, and serialise back to exactly the same bytes.
  static func canonicalJSONProblem(_ text: String) -> String? {
    var parser = StrictJSONParser(bytes: Array(text.utf8))
    let value: JSONValue
    do {
      value = try parser.parseDocument()
    } catch {
      return "does not parse: \(error.message) at byte \(error.offset)"
    }
    if let unsorted = firstUnsortedObject(value) { return "keys not sorted or not unique: \(unsorted)" }
    let again = CanonicalJSONWriter.serialize(value)
    return again == text ? nil : "re-serialised differently: \(firstDifference(text, again))"
  }

  static func firstUnsortedObject(_ value: JSONValue) -> String? {
    switch value {
    case .array(let elements):
      for element in elements { if let found = firstUnsortedObject(element) { return found } }
    case .object(let members):
      for (a, b) in zip(members, members.dropFirst())
      where !a.0.unicodeScalars.lexicographicallyPrecedes(b.0.unicodeScalars) {
        return "\(a.0) before \(b.0)"
      }
      for member in members { if let found = firstUnsortedObject(member.1) { return found } }
    default: break
    }
    return nil
  }

  // MARK: Generated Swift

  /// Why `swift` could have been broken by its input, or `nil`: a raw control, bidi or invisible
  /// character (only line feeds and tabs may appear raw), a string literal that does not close on its line,
  /// or brackets that do not balance outside string literals and comments.
  static func swiftSourceProblem(_ swift: String) -> String? {
    for scalar in swift.unicodeScalars where scalar != "\n" && scalar != "\t" {
      let unsafe =
        scalar.isASCII ? scalar.value < 0x20 || scalar.value == 0x7F : SwiftStringLiteral.needsEscape(scalar)
      if unsafe { return "raw U+\(String(scalar.value, radix: 16, uppercase: true))" }
    }
    var stack: [Unicode.Scalar] = []
    for (number, line) in swift.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var scalars = line.unicodeScalars.makeIterator()
      var inString = false
      var previous: Unicode.Scalar = " "
      while let scalar = scalars.next() {
        if inString {
          if scalar == "\\" {
            _ = scalars.next()
          } else if scalar == "\"" {
            inString = false
          }
          continue
        }
        if scalar == "/" && previous == "/" {
          break
        }
        switch scalar {
        case "\"": inString = true
        case "(", "[", "{": stack.append(scalar)
        case ")", "]", "}":
          let expected: Unicode.Scalar = scalar == ")" ? "(" : scalar == "]" ? "[" : "{"
          guard stack.popLast() == expected else { return "unbalanced '\(scalar)' on line \(number + 1)" }
        default: break
        }
        previous = scalar
      }
      if inString { return "string literal not closed on line \(number + 1)" }
    }
    return stack.isEmpty ? nil : "\(stack.count) brackets not closed"
  }

  // MARK: Helpers

  /// A short description of where two texts first differ.
  static func firstDifference(_ a: String, _ b: String) -> String {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    var index = 0
    while index < a.count && index < b.count && a[index] == b[index] { index += 1 }
    func excerpt(_ bytes: [UInt8]) -> String {
      let start = max(0, index - 20)
      return String(decoding: bytes[start..<min(bytes.count, index + 40)], as: UTF8.self).debugDescription
    }
    return "at byte \(index): \(excerpt(a)) vs \(excerpt(b))"
  }
}

/// A strict JSON parser (RFC 8259) into ``JSONValue``, keeping object members in the order written.
/// Only integers are accepted as numbers, since the manifest has no others.
struct StrictJSONParser {
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func parseDocument() throws(Failure) -> JSONValue {
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard index == bytes.count else { throw Failure(message: "text after the value", offset: index) }
    return value
  }

  mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  mutating func expect(_ literal: String) throws(Failure) {
    let expected = Array(literal.utf8)
    guard bytes.count - index >= expected.count,
      bytes[index..<(index + expected.count)].elementsEqual(expected)
    else {
      throw Failure(message: "expected \(literal)", offset: index)
    }
    index += expected.count
  }

  mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
    guard depth < 64 else { throw Failure(message: "nested too deeply", offset: index) }
    skipWhitespace()
    guard index < bytes.count else { throw Failure(message: "unexpected end", offset: index) }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var members: [(String, JSONValue)] = []
      skipWhitespace()
      if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        let key = try parseString()
        skipWhitespace()
        try expect(":")
        members.append((key, try parseValue(depth: depth + 1)))
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect("}")
        return .object(members)
      }
    case UInt8(ascii: "["):
      index += 1
      var elements: [JSONValue] = []
      skipWhitespace()
      if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        elements.append(try parseValue(depth: depth + 1))
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect("]")
        return .array(elements)
      }
    case UInt8(ascii: "\""):
      return .string(try parseString())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      let digitsStart = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        index += 1
      }
      let digits = index - digitsStart
      guard digits > 0, digits == 1 || bytes[digitsStart] != UInt8(ascii: "0"),
        let number = Int(String(decoding: bytes[start..<index], as: UTF8.self))
      else { throw Failure(message: "bad number", offset: start) }
      return .int(number)
    default:
      throw Failure(message: "unexpected byte", offset: index)
    }
  }

  mutating func parseString() throws(Failure) -> String {
    try expect("\"")
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flush() throws(Failure) {
      guard !raw.isEmpty else { return }
      var iterator = raw.makeIterator()
      var decoder = UTF8()
      loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: break loop
        case .error: throw Failure(message: "invalid UTF-8", offset: index)
        }
      }
      raw = []
    }
    while true {
      guard index < bytes.count else { throw Failure(message: "unterminated string", offset: index) }
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        try flush()
        return String(scalars)
      case 0x00..<0x20:
        throw Failure(message: "raw control character in string", offset: index - 1)
      case UInt8(ascii: "\\"):
        try flush()
        guard index < bytes.count else { throw Failure(message: "unterminated escape", offset: index) }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var value: UInt32 = try hex4()
          if (0xD800..<0xDC00).contains(value) {
            try expect("\\u")
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw Failure(message: "bad surrogate", offset: index)
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(value) else {
            throw Failure(message: "bad \\u escape", offset: index)
          }
          scalars.append(scalar)
        default:
          throw Failure(message: "bad escape", offset: index - 1)
        }
      default:
        raw.append(byte)
      }
    }
  }

  mutating func hex4() throws(Failure) -> UInt32 {
    guard bytes.count - index >= 4 else { throw Failure(message: "short \\u escape", offset: index) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw Failure(message: "bad hex digit", offset: index - 1)
      }
    }
    return value
  }
}
