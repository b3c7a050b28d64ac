import NotifCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output file that an emitter produces in chunks (``consume(_:)``), compared as it arrives with
/// the file already at its path, so that the whole text is never held in memory.
///
/// While the chunks equal the existing file nothing is written. At the first difference a
/// ``TemporaryFile`` is started beside the target (with the equal prefix copied from the existing
/// file) and the rest goes there. ``prepare()`` tells whether the output changed; ``commit()``
/// renames the temporary file over the target. A check (`checkOnly`) writes nothing at all.
final class StreamedOutput {
  let path: String
  private let checkOnly: Bool
  private var existing: Int32
  /// How many bytes so far equal the existing file.
  private var matched = 0
  private var differs = false
  private var temporary: TemporaryFile?
  private var failure: FileSystemError?
  private var scratch: [UInt8] = []

  init(path: String, checkOnly: Bool) {
    self.path = path
    self.checkOnly = checkOnly
    // Non-blocking, so that a FIFO there does not wait for a writer: it reads as empty, and the
    // output, which then differs, refuses to replace it (``TemporaryFile``).
    existing = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
  }

  deinit {
    if existing >= 0 { close(existing) }
    discard()
  }

  /// Takes the next chunk of the output.
  func consume(_ chunk: UnsafeRawBufferPointer) {
    guard failure == nil, !chunk.isEmpty else { return }
    if !differs {
      if existingContinues(with: chunk) {
        matched += chunk.count
        return
      }
      startWriting()
    }
    guard let temporary else { return }
    do throws(FileSystemError) { try temporary.write(chunk) } catch { failure = error }
  }

  /// Finishes the output: whether it differs from the file at ``path`` (or there is none). For a
  /// write, the new content is then complete and flushed to disk in a temporary file, waiting for
  /// ``commit()``.
  func prepare() throws(FileSystemError) -> Bool {
    if !differs && existing >= 0 {
      var byte: UInt8 = 0
      var count = posixRead(existing, &byte, 1)
      while count < 0 && errno == EINTR { count = posixRead(existing, &byte, 1) }
      if count != 0 { startWriting() }  // the existing file is longer (or cannot be read)
    } else if !differs {
      startWriting()
    }
    if let failure { throw failure }
    try temporary?.flush()
    return differs
  }

  /// Removes the temporary file, if any, leaving the file at ``path`` as it was.
  func discard() {
    temporary?.discard()
    temporary = nil
  }

  /// Replaces the file at ``path`` with the new content (after ``prepare()`` returned true).
  func commit() throws(FileSystemError) {
    guard let temporary else { return }
    try temporary.commit()
    self.temporary = nil
  }

  /// Whether the existing file's next bytes are exactly `chunk`.
  private func existingContinues(with chunk: UnsafeRawBufferPointer) -> Bool {
    guard existing >= 0 else { return false }
    if scratch.count < chunk.count { scratch = [UInt8](repeating: 0, count: chunk.count) }
    var filled = 0
    let complete = scratch.withUnsafeMutableBytes { buffer -> Bool in
      while filled < chunk.count {
        let count = posixRead(existing, buffer.baseAddress! + filled, chunk.count - filled)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return false }
        filled += count
      }
      return memcmp(buffer.baseAddress!, chunk.baseAddress!, chunk.count) == 0
    }
    return complete
  }

  /// The output differs from the existing file: start the temporary file with the equal prefix.
  private func startWriting() {
    differs = true
    guard !checkOnly, failure == nil else { return }
    do throws(FileSystemError) {
      let temporary = try TemporaryFile(replacing: path)
      self.temporary = temporary
      try temporary.copyPrefix(of: existing, count: matched, path: path)
    } catch {
      failure = error
    }
  }
}

/// An output file produced in chunks by an emitter (the manifest, the Swift source).
struct StreamedJob: Sendable {
  let path: String
  let emit: @Sendable (OutputChunkConsumer) -> Void

  init(path: String, emit: @escaping @Sendable (OutputChunkConsumer) -> Void) {
    self.path = path
    self.emit = emit
  }

  /// Produces every output and prepares it (compared with the file there; for a write, complete
  /// and flushed to disk in a temporary file). Throws the first failure, in the order of `jobs`,
  /// once every output has discarded its temporary file, so that a failed build replaces nothing
  /// and leaves nothing behind. (Not left to the outputs' release: the worker that prepared one
  /// may still hold it when the process exits with the error.)
  ///
  /// The last output (the Swift source) is produced on this thread, and the others (the manifest)
  /// meanwhile on another core, as ``BackgroundWork``: the Swift emitter writes its sections on
  /// every core but leaves them idle between its waves, which the manifest fills. The manifest is
  /// also flushed there, so that waiting for the disk overlaps the Swift emitter's work. (Running
  /// the Swift emitter itself in a worker nested its parallel sections there, and was slower than
  /// running the two in turn; docs/performance.md.)
  static func run(_ jobs: [StreamedJob], checkOnly: Bool) throws(FileSystemError) -> [(
    output: StreamedOutput, changed: Bool
  )] {
    /// An output handed from the worker that prepared it to this thread, which alone uses it then.
    final class Prepared: @unchecked Sendable {
      let output: StreamedOutput
      let changed: Result<Bool, FileSystemError>
      init(_ output: StreamedOutput) {
        self.output = output
        changed = Result { () throws(FileSystemError) in try output.prepare() }
      }
    }
    @Sendable func produce(_ job: StreamedJob) -> Prepared {
      let output = StreamedOutput(path: job.path, checkOnly: checkOnly)
      job.emit(output.consume)
      return Prepared(output)
    }
    let background = jobs.dropLast().map { job in BackgroundWork { produce(job) } }
    for work in background { work.start() }
    let last = jobs.last.map(produce)
    let results = background.map { $0.value() } + (last.map { [$0] } ?? [])
    var prepared: [(output: StreamedOutput, changed: Bool)] = []
    for result in results {
      switch result.changed {
      case .success(let changed):
        prepared.append((result.output, changed))
      case .failure(let error):
        for other in results { other.output.discard() }
        throw error
      }
    }
    return prepared
  }
}

private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
