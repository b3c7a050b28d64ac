import Dispatch
import Foundation
import XCTest

@testable import NotifCore

/// A large file is lexed on another core, ahead of the parser (``LexerPipeline``). Whichever side
/// lexes each chunk, the parser must see what one lexer on its own thread makes.
final class LexerPipelineTests: XCTestCase {
  /// When the worker is started: never, before the first chunk, after some chunks (the parser lexed
  /// those, and the worker takes the lexer in the middle of the file), or after the last one.
  enum WorkerStart: Equatable {
    case never
    case afterChunks(Int)
    case afterTheLastChunk
  }

  /// Tokens, string values, comments and diagnostics of `bytes`, lexed through a pipeline (the
  /// chunks joined), and whether the worker made any chunk.
  private func lexThroughPipeline(
    _ bytes: [UInt8], chunkSize: Int, chunksAhead: Int, workerStart: WorkerStart
  ) -> (TokenStream, [Diagnostic], workerLexed: Bool) {
    bytes.withUnsafeBufferPointer { buffer in
      let lexer = LexerState(
        buffer: buffer, file: FileID(0), limits: CompilerLimits(), expectedTokens: chunkSize)
      let pipeline = LexerPipeline(lexer: lexer, chunkSize: chunkSize, chunksAhead: chunksAhead)
      func startWorkerAndWait() {
        pipeline.start()
        // Wait until the worker has taken the lexer, so that the chunks after this are its own.
        let deadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
        while !pipeline.workerHasTakenLexer && DispatchTime.now().uptimeNanoseconds < deadline {}
      }
      var joined = LexerState(buffer: buffer, file: FileID(0), limits: CompilerLimits())
      var chunks = 0
      var workerLexed = false
      repeat {
        if workerStart == .afterChunks(chunks) { startWorkerAndWait() }
        workerLexed = workerLexed || pipeline.workerHasTakenLexer
        joined.append(pipeline.next())
        chunks += 1
      } while !joined.isFinished
      if workerStart == .afterTheLastChunk { startWorkerAndWait() }
      XCTAssertGreaterThan(chunks, 3, "the input should span several chunks")
      return (joined.stream, joined.diagnostics.diagnostics, workerLexed)
    }
  }

  private func assertSameAsOneLexer(
    _ bytes: [UInt8], chunkSize: Int, chunksAhead: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    var expectedDiagnostics = DiagnosticBag()
    let expected = Lexer(file: FileID(0)).tokenize(bytes, diagnostics: &expectedDiagnostics)
    XCTAssertFalse(
      expectedDiagnostics.diagnostics.isEmpty, "the input should have lexical errors", file: file, line: line)
    XCTAssertFalse(expected.comments.isEmpty, "the input should have comments", file: file, line: line)
    let starts: [WorkerStart] = [.never, .afterChunks(0), .afterChunks(3), .afterTheLastChunk]
    for workerStart in starts {
      let (stream, diagnostics, workerLexed) = lexThroughPipeline(
        bytes, chunkSize: chunkSize, chunksAhead: chunksAhead, workerStart: workerStart)
      let message = "worker started: \(workerStart)"
      XCTAssertEqual(
        workerLexed, workerStart == .afterChunks(0) || workerStart == .afterChunks(3), message, file: file,
        line: line)
      XCTAssertEqual(
        stream.tokens.map(TokenFields.init), expected.tokens.map(TokenFields.init), message, file: file,
        line: line)
      XCTAssertEqual(stream.stringValues, expected.stringValues, message, file: file, line: line)
      XCTAssertEqual(
        stream.comments.map { [$0.start, $0.end, Int($0.newlinesBefore)] },
        expected.comments.map { [$0.start, $0.end, Int($0.newlinesBefore)] }, message, file: file, line: line)
      XCTAssertEqual(diagnostics, expectedDiagnostics.diagnostics, message, file: file, line: line)
    }
  }

  func testChunksJoinedAreTheTokensOfOneLexer() {
    let bytes = StreamedParseTests.largeSource(declarations: 200)
    assertSameAsOneLexer(bytes, chunkSize: 512, chunksAhead: 4)
  }

  /// Tiny chunks and no room ahead: the worker and the parser hand over at every few tokens.
  func testTinyChunksWithNoRoomAhead() {
    let bytes = StreamedParseTests.largeSource(declarations: 60)
    for chunkSize in [1, 2, 7] {
      assertSameAsOneLexer(bytes, chunkSize: chunkSize, chunksAhead: 1)
    }
  }

  /// Conflict markers whose conflict spans chunks are reported as by one lexer: the lexer carries
  /// where the last marker line stood in its conflict, whichever side lexes the next chunk.
  func testConflictMarkersAcrossChunks() {
    var text = String(decoding: StreamedParseTests.largeSource(declarations: 60), as: UTF8.self)
    // A conflict without its `<<<<<<<` line (`=======` to `>>>>>>>`), then a lone `|||||||`.
    for (declaration, marker) in [(1, "======="), (29, ">>>>>>> x"), (50, "|||||||")] {
      let category = "category c\(declaration) {"
      text = text.replacingOccurrences(of: category, with: "\(marker)\n\(category)")
    }
    let bytes = Array(text.utf8)
    var bag = DiagnosticBag()
    _ = Lexer(file: FileID(0)).tokenize(bytes, diagnostics: &bag)
    let markers = bag.diagnostics.filter { $0.code == .mergeConflictMarker }.compactMap(\.span?.start)
    XCTAssertEqual(markers.map { bytes[$0] }, [UInt8(ascii: "="), UInt8(ascii: "|")])
    for chunkSize in [1, 7] {
      assertSameAsOneLexer(bytes, chunkSize: chunkSize, chunksAhead: 1)
    }
  }

  /// A build parses a large file with its lexer on another core: the same tree and diagnostics as
  /// with the lexer on the parser's thread.
  func testOnlyALargeStreamedParseLexesOnAnotherCore() {
    let large = Parser.pipelineThreshold
    XCTAssertTrue(Parser.lexesOnAnotherCore(byteCount: large, keepTokens: false, lexInParallel: true))
    XCTAssertFalse(Parser.lexesOnAnotherCore(byteCount: large - 1, keepTokens: false, lexInParallel: true))
    XCTAssertFalse(Parser.lexesOnAnotherCore(byteCount: large, keepTokens: true, lexInParallel: true))
    XCTAssertFalse(Parser.lexesOnAnotherCore(byteCount: large, keepTokens: false, lexInParallel: false))
  }

  func testPipelinedParseEqualsParseOnOneThread() {
    let bytes = StreamedParseTests.largeSource(declarations: 4_000)
    XCTAssertTrue(
      Parser.lexesOnAnotherCore(byteCount: bytes.count, keepTokens: false, lexInParallel: true),
      "the input should be lexed on another core")
    let source = SourceFile(path: "large.notif", bytes: bytes)
    var oneThread = DiagnosticBag()
    var pipelined = DiagnosticBag()
    let expected = Parser.parse(
      source, file: FileID(0), keepTokens: false, lexInParallel: false, diagnostics: &oneThread)
    for _ in 0..<3 {
      pipelined = DiagnosticBag()
      let tree = Parser.parse(
        source, file: FileID(0), keepTokens: false, lexInParallel: true, diagnostics: &pipelined)
      XCTAssertEqual(pipelined.diagnostics, oneThread.diagnostics)
      XCTAssertEqual(SyntaxFingerprint.of(tree), SyntaxFingerprint.of(expected))
    }
    XCTAssertTrue(oneThread.diagnostics.contains { $0.code == .unterminatedString })
  }
}

/// A token's fields, to compare streams.
private struct TokenFields: Equatable {
  let kind: TokenKind
  let start: Int
  let end: Int
  let newlinesBefore: UInt8
  let commentsEnd: Int32
  let payload: Int32

  init(_ token: Token) {
    (kind, start, end) = (token.kind, token.start, token.end)
    (newlinesBefore, commentsEnd, payload) = (token.newlinesBefore, token.commentsEnd, token.payload)
  }
}
