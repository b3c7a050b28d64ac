import XCTest

@testable import NotifCore

/// A build parses with the tokens streamed (lexed as the parser reaches them, dropped once it is
/// past them); the formatter parses with all tokens kept. Both must read the same tree.
final class StreamedParseTests: XCTestCase {
  /// Declarations of every kind of token, comment and mistake, repeated past many windows.
  static func largeSource(declarations: Int) -> [UInt8] {
    var source = "// header\nnotif 1\nplatform ios 12.0\nlocalization \"Push\"\n"
    for index in 0..<declarations {
      switch index % 7 {
      case 0:
        source +=
          "/// Accepts \(index).\n/// Second line.\naction a\(index) {\n  title: localized(\"k\(index)\", default: \"Accept \\u{1F600}\", comment: \"c\")\n  behavior: textInput /* note */ textInputPlaceholder: \"\"\n}\n"
      case 1:
        source +=
          "category c\(index) { actions: [a\(index - 1), a\(index - 1),] options: [customDismissAction] }\n"
      case 2:
        source += "action b\(index) { title: \"unterminated\n}\n"  // a lexical error
        // Swift's localization calls (read with a look further ahead), and braces for a list.
        source +=
          "action s\(index) { title: String(localized: \"s\", defaultValue: \"S\") }\n"
          + "category t\(index) { actions: [s\(index), { id: \"x\" }] options: {customDismissAction,} }\n"
      case 3:
        source += "action d\(index) { title \"missing colon\" destructive: maybe }\n"  // syntax errors
        // Swift's directives and qualified names, and JavaScript's `\'`, which the lexer reads.
        source +=
          "#if DEBUG\naction l\(index) { title: 'Don\\'t' activation: UNNotificationActionOptions.foreground }\n"
          + "category m\(index) { actions: [l\(index)] options: [UNNotificationCategory.Options.allowInCarPlay] }\n#endif\n"
          + "action \"n\(index)\" { title: \"N\" }\ncategory 'o\(index)' { actions: [n\(index), 'n\(index)'] }\n"
      case 4:
        source += "category e\(index) { actions: [a, b c] intentIdentifiers: [\"x\", 1.2.3] \n"  // no '}'
      case 5:
        source += "// notifc:ignore N410\naction f\(index) { title: \"F\" } § stray\n"
        // Habits from other languages, which the lexer and the parser read as meant.
        source +=
          "Platform: ios 13.0, watchos 7.0 macos 12.0,\nACTION h\(index) { \"title\": “H” 'destructive': .true }\n"
          + "category i\(index) { actions: h\(index), f\(index), options: customDismissAction, }\n"
          + "action j-\(index) { title: \"J\" text-input-placeholder: \"\" behavior: text-input }\n"
          + "category k-\(index) { actions: [j-\(index), h-\(index)] options: [allow-in-car-play] }\n"
      default:
        // Property names and keywords where names are read, a name where a list belongs, and an
        // unknown property.
        source +=
          "category g\(index) {\n  hiddenPreviewsBodyPlaceholder: localized(\"p\", table: \"T\")\n  actions: [title, action, category, localized, true, options, g\(index)]\n  minimalActions: textInputButtonTitle\n  notAProperty: default\n}\n"
      }
    }
    return Array(source.utf8)
  }

  func testStreamedParseEqualsWholeParseAcrossManyWindows() {
    let bytes = Self.largeSource(declarations: 4_000)
    var bag = DiagnosticBag()
    let tokenCount = Lexer(file: FileID(0)).tokenize(bytes, diagnostics: &bag).tokens.count
    XCTAssertGreaterThan(tokenCount, 10 * Parser.streamingChunk, "the input should span many windows")
    XCTAssertNil(PipelineProperties.streamedParseDifference(bytes))
  }

  /// Each window boundary falls on a different token when the input is shifted by a token (windows
  /// are counted in tokens, so a shift by a byte would not move them).
  func testStreamedParseEqualsWholeParseAtShiftedBoundaries() {
    let bytes = Self.largeSource(declarations: 300)
    for shift in 0..<12 {
      let shifted = Array(String(repeating: "x ", count: shift + 1).utf8) + bytes
      XCTAssertNil(PipelineProperties.streamedParseDifference(shifted), "shift \(shift)")
    }
  }

  /// A file whose tokens (with the end-of-file token) number one window's worth, give or take a
  /// few: the last window may hold only the end of the file, and the window is refilled right at
  /// its end. On the parser's thread, and lexed on another core (a large comment, which is no
  /// token, brings the file to the size that is).
  func testStreamedParseEqualsWholeParseAroundOneWindow() {
    let padding = "/*" + String(repeating: " ", count: Parser.pipelineThreshold) + "*/\n"
    for extra in -3...3 {
      let names = String(repeating: "x ", count: Parser.streamingChunk + extra - 1)
      for prefix in ["", padding] {
        let bytes = Array((prefix + names).utf8)
        XCTAssertEqual(
          Parser.lexesOnAnotherCore(byteCount: bytes.count, keepTokens: false, lexInParallel: true),
          !prefix.isEmpty)
        XCTAssertNil(
          PipelineProperties.streamedParseDifference(bytes), "\(extra) tokens, pipelined: \(!prefix.isEmpty)")
      }
      // A declaration after stray names is found by looking two tokens ahead (`action a {`):
      // here its keyword falls on each of the last tokens of the first window.
      let strays = String(repeating: "x ", count: Parser.streamingChunk + extra - 2)
      let bytes = Array((strays + "action a { title: \"T\" }").utf8)
      XCTAssertNil(PipelineProperties.streamedParseDifference(bytes), "a declaration at \(extra)")
    }
  }

  /// In chunks of every size from the parser's look-ahead (3 tokens) to 40, the windows' boundaries
  /// fall on every kind of token, comment and mistake; pipelined, each chunk is also handed from the
  /// lexer's core to the parser's.
  func testStreamedParseInSmallChunksEqualsWholeParse() {
    let source = SourceFile(path: "small-chunks.notif", bytes: Self.largeSource(declarations: 60))
    var wholeDiagnostics = DiagnosticBag()
    let whole = Parser.parse(source, file: FileID(0), keepTokens: true, diagnostics: &wholeDiagnostics)
    XCTAssertFalse(wholeDiagnostics.diagnostics.isEmpty, "the input has lexical and syntax errors")
    // The input is one window's worth at the build's chunk size: here the window moves, and at the
    // end holds no more than a chunk, the look-behind and the look-ahead.
    var bag = DiagnosticBag()
    let tokenCount = Lexer(file: FileID(0)).tokenize(source.bytes, diagnostics: &bag).tokens.count
    XCTAssertLessThan(tokenCount, Parser.streamingChunk)
    let window = 3 + Parser.streamingLookBehind + 2
    source.bytes.withUnsafeBufferPointer { buffer in
      for pipelined in [false, true] {
        var parser = Parser(
          buffer: buffer, source: source, file: FileID(0), limits: CompilerLimits(), streaming: true,
          pipelined: pipelined, chunkSize: 3)
        parser.parseFile()
        parser.finishLexing()
        XCTAssertGreaterThanOrEqual(
          parser.lexer.droppedTokens, tokenCount - window, "dropped as the window moves")
        XCTAssertLessThanOrEqual(parser.lexer.stream.tokens.count, window)
      }
    }
    for chunkSize in 3...40 {
      for pipelined in [false, true] {
        var diagnostics = DiagnosticBag()
        let streamed = Parser.parse(
          source, file: FileID(0), streaming: (chunkSize, pipelined), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.diagnostics, wholeDiagnostics.diagnostics, "\(chunkSize), \(pipelined)")
        XCTAssertEqual(
          SyntaxFingerprint.of(streamed), SyntaxFingerprint.of(whole),
          "chunks of \(chunkSize), pipelined: \(pipelined)")
      }
    }
  }

  /// A file that ends inside a block comment opened in a declaration: the end-of-file token says
  /// so however the tokens are streamed (on the lexer's core too), and the parser leaves out the
  /// same errors.
  func testStreamedParseOfAFileEndingInsideACommentEqualsWholeParse() {
    let bytes =
      Self.largeSource(declarations: 300) + Array("action z {\n  title: \"Z\" /* never closed\n}\n".utf8)
    XCTAssertNil(PipelineProperties.streamedParseDifference(bytes))
    var diagnostics = DiagnosticBag()
    _ = Parser.parse(SourceFile(path: "t.notif", bytes: bytes), file: FileID(0), diagnostics: &diagnostics)
    XCTAssertTrue(diagnostics.diagnostics.contains { $0.code == .unterminatedBlockComment })
    XCTAssertFalse(diagnostics.diagnostics.contains { $0.message == "expected '}' to end action 'z'" })
  }

  /// Too-deep nesting consumes the rest of the file in one step; the lexer still reports what
  /// follows (a stray character after the nesting).
  func testStreamedParseAfterFatalNestingReportsTheRest() {
    let deep = String(repeating: "[", count: 200) + "\n" + String(repeating: "name ", count: 10_000) + "\n§"
    let bytes = Array("action a { title: \(deep) }".utf8)
    XCTAssertNil(PipelineProperties.streamedParseDifference(bytes))
    let compilation = Compiler.compile([CompilationInput(path: "deep.notif", bytes: bytes)])
    XCTAssertTrue(compilation.diagnostics.contains { $0.code == .unexpectedCharacter })
  }
}
