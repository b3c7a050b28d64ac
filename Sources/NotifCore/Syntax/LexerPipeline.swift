import Dispatch

/// Lexing on a second core, ahead of the parser: a large file's tokens are made by a worker, a
/// chunk at a time, while the parser reads the chunks before them. The parser sees the same tokens,
/// string values, comments and diagnostics, in the same order, as from a ``LexerState`` on its own
/// thread; only the work moves.
///
/// The worker may start late, or never (every thread of the global queue may be busy, perhaps
/// waiting for this very parse). So until the worker has taken the lexer, the parser lexes each
/// chunk it needs itself, as it would without a pipeline; once the worker has the lexer, the worker
/// is running, and the parser waits for its chunks.
final class LexerPipeline: @unchecked Sendable {
  /// What one call of ``LexerState/run(untilTokenCount:)`` made: the tokens, the string values
  /// and comments they added (payloads and comment positions stay absolute), and what it reported.
  struct Chunk {
    var tokens: [Token]
    var stringValues: [String]
    var comments: [Comment]
    var diagnostics: DiagnosticBag
    /// Whether the chunk ends with the end-of-file token.
    var isFinished: Bool
  }

  /// Tokens per chunk.
  let chunkSize: Int
  /// Chunks the worker makes before the parser takes one: the bound on the memory they hold.
  let chunksAhead: Int
  /// The lexer: used by the parser while ``workerHasLexer`` is false and ``parserIsLexing`` true,
  /// by the worker once ``workerHasLexer`` is true.
  private var state: LexerState

  // Guarded by `lock`:
  private var workerHasLexer = false
  private var parserIsLexing = false
  /// Chunks made by the worker and not yet taken, oldest first.
  private var ready: [Chunk] = []

  private let lock = DispatchSemaphore(value: 1)
  /// The parser waiting for the worker's next chunk.
  private let chunkMade = Waiter()
  /// The worker waiting for the parser to take a chunk (it is ``chunksAhead`` ahead).
  private let chunkTaken = Waiter()
  /// The worker waiting for the parser to finish the chunk it is lexing, to take the lexer.
  private let lexerFree = Waiter()

  /// A pipeline over a lexer whose buffer stays valid until the parser has taken the last chunk.
  init(lexer: LexerState, chunkSize: Int, chunksAhead: Int = 4) {
    state = lexer
    self.chunkSize = chunkSize
    self.chunksAhead = chunksAhead
  }

  /// Starts the worker on the global queue.
  func start() {
    DispatchQueue.global().async { [self] in produce() }
  }

  /// Whether the worker has taken the lexer (from then on, every chunk is the worker's).
  var workerHasTakenLexer: Bool {
    lock.wait()
    defer { lock.signal() }
    return workerHasLexer
  }

  /// The next chunk, in order. Must not be called again once a chunk is finished.
  func next() -> Chunk {
    lock.wait()
    while true {
      if !ready.isEmpty {
        let chunk = ready.removeFirst()
        chunkTaken.wakeIfWaiting(releasing: lock)
        return chunk
      }
      if !workerHasLexer {
        parserIsLexing = true
        lock.signal()
        let chunk = state.nextChunk(tokens: chunkSize)
        lock.wait()
        parserIsLexing = false
        lexerFree.wakeIfWaiting(releasing: lock)
        return chunk
      }
      chunkMade.wait(releasing: lock)
    }
  }

  /// The worker: takes the lexer (once the parser is not using it) and lexes the rest of the file,
  /// at most ``chunksAhead`` chunks ahead of the parser.
  private func produce() {
    lock.wait()
    while parserIsLexing { lexerFree.wait(releasing: lock) }
    workerHasLexer = true
    lock.signal()
    // The parser may have lexed to the end already: then the buffer is not touched again.
    while !state.isFinished {
      lock.wait()
      while ready.count >= chunksAhead { chunkTaken.wait(releasing: lock) }
      lock.signal()
      let chunk = state.nextChunk(tokens: chunkSize)
      lock.wait()
      ready.append(chunk)
      chunkMade.wakeIfWaiting(releasing: lock)
    }
  }
}

extension LexerState {
  /// Lexes the next `count` tokens (or to the end of the file) and hands them over with what goes
  /// with them, keeping none: the absolute numbering of tokens, string values and comments goes on.
  mutating func nextChunk(tokens count: Int) -> LexerPipeline.Chunk {
    // Room for the end-of-file token, and for the tokens the parser keeps before the chunk's when
    // it takes the chunk's array for its window (see ``append(_:)``).
    stream.tokens.reserveCapacity(count + Self.chunkRoom)
    stream.stringValues.reserveCapacity(stringsPerChunk)
    run(untilTokenCount: count)
    stringsPerChunk = max(stringsPerChunk, stream.stringValues.count + Self.chunkRoom)
    let chunk = LexerPipeline.Chunk(
      tokens: stream.tokens, stringValues: stream.stringValues, comments: stream.comments,
      diagnostics: diagnostics, isFinished: isFinished)
    droppedTokens += stream.tokens.count
    droppedStrings += stream.stringValues.count
    droppedComments += stream.comments.count
    stream.tokens = []
    stream.stringValues = []
    stream.comments = []
    diagnostics = DiagnosticBag()
    return chunk
  }

  /// Appends a chunk made by another lexer over the same file (see ``LexerPipeline``). This lexer
  /// keeps every comment, so the chunk's positions count from its start, as they do here.
  ///
  /// The parser's window holds a few tokens and string values when it takes the next chunk: then
  /// the chunk's arrays become the window's, with those few moved in front, instead of every
  /// element of the chunk being copied (and its strings retained, then released with the chunk).
  /// The window keeps every comment, so the chunk's comments are appended once the window has more.
  mutating func append(_ chunk: consuming LexerPipeline.Chunk) {
    Self.join(&stream.tokens, taking: &chunk.tokens)
    Self.join(&stream.stringValues, taking: &chunk.stringValues)
    Self.join(&stream.comments, taking: &chunk.comments)
    diagnostics.append(contentsOf: chunk.diagnostics)
    isFinished = chunk.isFinished
  }

  /// Elements a chunk's arrays have room for beyond their own.
  static let chunkRoom = 16

  /// Appends `back` to `front`, taking `back`'s storage when `front` is the shorter.
  private static func join<Element>(_ front: inout [Element], taking back: inout [Element]) {
    guard front.count < back.count else {
      front.append(contentsOf: back)
      return
    }
    swap(&front, &back)
    front.insert(contentsOf: back, at: 0)
    back = []
  }
}
