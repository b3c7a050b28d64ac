import Foundation
import XCTest

/// The result of running the built `notifc`.
struct ProcessResult {
  let exitCode: Int32
  let stdout: String
  let stderr: String

  /// The snapshot text: exit code, then both streams.
  var transcript: String { "exit: \(exitCode)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The built executable `name`, next to the test bundle.
func builtExecutable(_ name: String) -> URL {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<4 {
    let candidate = directory.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory = directory.deletingLastPathComponent()
  }
  return repositoryRoot.appendingPathComponent(".build/debug/\(name)")
}

/// The `notifc` executable next to the test bundle.
let notifcBinary = builtExecutable("notifc")

/// Runs `notifc` with arguments in a folder, with `NO_COLOR` set and optional standard input.
func runNotifc(_ arguments: [String], in directory: URL = repositoryRoot, stdin: String? = nil) throws
  -> ProcessResult
{
  try runExecutable(notifcBinary, arguments, in: directory, stdin: stdin)
}

/// SIGPIPE ignored in the test process, once: a write to a closed pipe fails with EPIPE instead.
private let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

/// Runs an executable with arguments in a folder, with `NO_COLOR` set and optional standard input.
func runExecutable(
  _ executable: URL, _ arguments: [String], in directory: URL = repositoryRoot, stdin: String? = nil
)
  throws -> ProcessResult
{
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = "1"
  process.environment = environment
  let out = Pipe()
  let err = Pipe()
  let input = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = input
  try process.run()
  // A process that hangs (a regression that waits on a FIFO, say) fails its test instead of
  // stalling the suite: it is ended after five minutes, far beyond any test's run.
  let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
  DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: deadline)
  defer { deadline.cancel() }
  // Both outputs are read on threads of their own while standard input is written: reading or
  // writing one pipe to its end first would deadlock once another fills (64 KiB).
  let stdoutReader = PipeReader(out.fileHandleForReading)
  let stderrReader = PipeReader(err.fileHandleForReading)
  // A program may end without reading its input (a refused `fmt --write`): writing to the pipe it
  // closed is then an error to ignore, not SIGPIPE, which would end the whole test process.
  _ = ignoreBrokenPipes
  if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
  try input.fileHandleForWriting.close()
  let stdoutData = stdoutReader.wait()
  let stderrData = stderrReader.wait()
  process.waitUntilExit()
  return ProcessResult(
    exitCode: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
    stderr: String(decoding: stderrData, as: UTF8.self))
}

/// Compares a transcript with `Snapshots/<name>.txt` beside this file; `NOTIFC_RECORD=1` re-records.
func assertSnapshot(
  _ result: ProcessResult, _ name: String, file: StaticString = #filePath, line: UInt = #line
) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Snapshots/\(name).txt")
  let actual = result.transcript
  let existing = try? String(contentsOf: url, encoding: .utf8)
  if ProcessInfo.processInfo.environment["NOTIFC_RECORD"] != nil || existing == nil {
    try? Data(actual.utf8).write(to: url)
    if existing != actual {
      XCTFail("recorded a new snapshot \(name); check it and run again", file: file, line: line)
    }
    return
  }
  if existing != actual {
    XCTFail(
      "snapshot \(name) differs (NOTIFC_RECORD=1 re-records):\n--- expected\n\(existing!)\n--- actual\n\(actual)",
      file: file, line: line)
  }
}

/// A fresh temporary folder.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("notifc-e2e-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Writes a text file.
func write(_ text: String, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}

/// Reads a pipe to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything the pipe delivered, once it is closed.
  func wait() -> Data {
    done.wait()
    return data
  }
}
