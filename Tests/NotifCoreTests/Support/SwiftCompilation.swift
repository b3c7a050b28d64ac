// Compiles Swift source (typically notifc's generated code) against stand-ins for Apple's
// UserNotifications and UIKit frameworks, which Linux does not have.
//
// The stand-in sources live in Tests/StandIns (found through #filePath); they are not a SwiftPM target.
// Each stand-in is built once per test process into a temporary directory, as a module plus a shared
// library, and reused by every later compilation (a swiftc invocation costs 1-2 s on the CI machines).
//
// Client code is compiled as an app target would be: Swift 6 language mode (complete concurrency
// checking) with warnings treated as errors, so code that only warns here fails the test.

import Foundation
import XCTest

/// A framework stand-in that compiled code can import.
enum StandIn: String, CaseIterable, Sendable {
  /// `import UserNotifications` (Tests/StandIns/UserNotifications.swift).
  case userNotifications = "UserNotifications"
  /// `import UIKit`: the legacy iOS 8/9 notification settings API (Tests/StandIns/UIKit.swift).
  case uiKit = "UIKit"

  /// The module name, which is also the stand-in's file name without `.swift`.
  var moduleName: String { rawValue }

  /// The stand-in's source file, located relative to this file.
  var sourceURL: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // NotifCoreTests
      .deletingLastPathComponent()  // Tests
      .appendingPathComponent("StandIns")
      .appendingPathComponent("\(rawValue).swift")
  }
}

/// The outcome of ``compileSwift(_:standIns:run:moduleName:extraArguments:timeout:keepFiles:)``.
struct SwiftCompilationResult: Sendable, CustomStringConvertible {
  /// The last stage that ran.
  enum Stage: String, Sendable {
    /// Type-checking, or building the executable.
    case compile
    /// Running the built executable.
    case run
  }

  /// `.compile` when only the compiler ran (type-checking, or a failed build); `.run` when the built
  /// program ran.
  var stage: Stage
  /// The exit status of the compiler (stage `.compile`) or of the program (stage `.run`).
  /// A process killed by a signal or by the timeout reports a non-zero status.
  var exitCode: Int32
  /// The standard output of the compiler or of the program.
  var stdout: String
  /// The standard error of the compiler (its diagnostics) or of the program.
  var stderr: String
  /// Everything the compiler printed (standard error, then standard output), in both stages.
  var compilerDiagnostics: String
  /// Whether the process was stopped because it ran longer than the timeout.
  var timedOut: Bool
  /// The directory holding the sources (and the executable); deleted afterwards unless `keepFiles`.
  var directory: URL

  /// Whether compilation succeeded.
  var compiled: Bool { stage == .run || exitCode == 0 }
  /// Whether the last stage exited with status 0.
  var succeeded: Bool { exitCode == 0 && !timedOut }

  var description: String {
    var text = "stage: \(stage.rawValue), exit code: \(exitCode)\(timedOut ? " (timed out)" : "")"
    if !compilerDiagnostics.isEmpty { text += "\n--- compiler output ---\n\(compilerDiagnostics)" }
    if stage == .run {
      if !stdout.isEmpty { text += "\n--- program stdout ---\n\(stdout)" }
      if !stderr.isEmpty { text += "\n--- program stderr ---\n\(stderr)" }
    }
    return text
  }
}

/// A failure of the harness itself (not of the compiled code).
struct SwiftCompilationError: Error, CustomStringConvertible {
  var description: String
}

/// Compiles `sources` against the given stand-ins, and optionally runs the result.
///
/// - Parameters:
///   - sources: file name (relative, ending in `.swift`) to contents. A file named `main.swift` holds
///     top-level code; without one, the files are compiled with `-parse-as-library` (as generated code
///     is), and a program to run needs an `@main` type.
///   - standIns: the framework stand-ins the code may import. A stand-in left out cannot be imported,
///     so `#if canImport(UIKit)` is false without `.uiKit`.
///   - run: `false` to check only (type checking and the checks on SIL, such as data races between
///     regions; no code is generated); `true` to build an executable linked with the stand-in
///     libraries and run it.
///   - moduleName: the module name of the compiled code.
///   - extraArguments: more `swiftc` arguments, e.g. `["-D", "DEBUG"]`.
///   - timeout: seconds allowed for each process (compiler, then program).
///   - keepFiles: keep the temporary directory (its path is in the result) for inspection.
/// - Returns: the exit code and output of the last stage, with the compiler's diagnostics.
/// - Throws: ``SwiftCompilationError`` when the harness cannot work: no `swiftc`, a bad file name, or
///   a stand-in that does not build. Compile errors in `sources` are not thrown; they are in the result.
func compileSwift(
  _ sources: [String: String],
  standIns: [StandIn] = [.userNotifications],
  run: Bool = false,
  moduleName: String = "NotifcClient",
  extraArguments: [String] = [],
  timeout: TimeInterval = 120,
  keepFiles: Bool = false
) throws -> SwiftCompilationResult {
  guard !sources.isEmpty else { throw SwiftCompilationError(description: "no sources to compile") }
  for name in sources.keys {
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    guard name.hasSuffix(".swift"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
    else {
      throw SwiftCompilationError(description: "bad source file name \(name.debugDescription)")
    }
  }
  let toolchain = try StandInBuilds.shared.toolchain()
  let moduleDirectories = try StandInBuilds.shared.directories(for: standIns).map(\.path)

  let directory = try makeTemporaryDirectory(prefix: "notifc-compile")
  defer { if !keepFiles { try? FileManager.default.removeItem(at: directory) } }

  let sourceDirectory = directory.appendingPathComponent("Sources")
  var sourcePaths: [String] = []
  for (name, contents) in sources.sorted(by: { $0.key < $1.key }) {
    let url = sourceDirectory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
    sourcePaths.append(url.path)
  }

  var arguments = [
    "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
    "-diagnostic-style=llvm", "-module-name", moduleName,
  ]
  arguments += moduleDirectories.flatMap { ["-I", $0] }
  if sources["main.swift"] == nil { arguments.append("-parse-as-library") }
  arguments += extraArguments

  let executable = directory.appendingPathComponent(moduleName)
  if run {
    for path in moduleDirectories { arguments += ["-L", path, "-Xlinker", "-rpath", "-Xlinker", path] }
    arguments += Set(standIns).map { "-l\($0.moduleName)" }.sorted()
    arguments += ["-o", executable.path]
  } else {
    // SIL, not `-typecheck`: the checks of data races between regions (a non-Sendable value sent to
    // a task, `sending` parameters) run on SIL, after type checking, and `-typecheck` passes code
    // that they refuse.
    arguments += ["-emit-sil", "-wmo", "-o", "/dev/null"]
  }
  arguments += sourcePaths

  let compiler = try runProcess(
    toolchain.swiftc, arguments: arguments, in: directory,
    environment: try compilerEnvironment(in: directory),
    timeout: timeout)
  let diagnostics = joinedOutput(compiler)
  if !run || compiler.exitCode != 0 || compiler.timedOut {
    return SwiftCompilationResult(
      stage: .compile, exitCode: compiler.exitCode, stdout: compiler.stdout, stderr: compiler.stderr,
      compilerDiagnostics: diagnostics, timedOut: compiler.timedOut, directory: directory)
  }

  var environment = ProcessInfo.processInfo.environment
  environment["LD_LIBRARY_PATH"] = (moduleDirectories + [environment["LD_LIBRARY_PATH"]].compactMap { $0 })
    .joined(separator: ":")
  environment["SWIFT_BACKTRACE"] = "enable=no"
  let program = try runProcess(
    executable, arguments: [], in: directory, environment: environment, timeout: timeout)
  return SwiftCompilationResult(
    stage: .run, exitCode: program.exitCode, stdout: program.stdout, stderr: program.stderr,
    compilerDiagnostics: diagnostics, timedOut: program.timedOut, directory: directory)
}

// MARK: - Assertions

/// Asserts that `sources` type-check against the stand-ins without errors or warnings.
@discardableResult
func assertSwiftCompiles(
  _ sources: [String: String],
  standIns: [StandIn] = [.userNotifications],
  extraArguments: [String] = [],
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath,
  line: UInt = #line
) throws -> SwiftCompilationResult {
  let result = try compileSwift(sources, standIns: standIns, extraArguments: extraArguments)
  if !result.succeeded {
    XCTFail("expected the code to compile. \(message())\n\(result)", file: file, line: line)
  }
  return result
}

/// Asserts that `sources` do not compile, and, if `diagnostic` is given, that the compiler's output
/// contains it (so the failure is the expected one, not an unrelated mistake in the test).
@discardableResult
func assertSwiftFailsToCompile(
  _ sources: [String: String],
  standIns: [StandIn] = [.userNotifications],
  diagnostic: String? = nil,
  extraArguments: [String] = [],
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath,
  line: UInt = #line
) throws -> SwiftCompilationResult {
  let result = try compileSwift(sources, standIns: standIns, extraArguments: extraArguments)
  if result.succeeded {
    XCTFail("expected the code not to compile. \(message())\n\(result)", file: file, line: line)
  } else if let diagnostic, !result.compilerDiagnostics.contains(diagnostic) {
    XCTFail(
      "expected a diagnostic containing \(diagnostic.debugDescription). \(message())\n\(result)",
      file: file, line: line)
  }
  return result
}

/// Asserts that `sources` build and run successfully, and, if `expectedOutput` is given, that the
/// program's standard output equals it.
@discardableResult
func assertSwiftRuns(
  _ sources: [String: String],
  standIns: [StandIn] = [.userNotifications],
  expectedOutput: String? = nil,
  extraArguments: [String] = [],
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath,
  line: UInt = #line
) throws -> SwiftCompilationResult {
  let result = try compileSwift(sources, standIns: standIns, run: true, extraArguments: extraArguments)
  if !result.succeeded || result.stage != .run {
    XCTFail(
      "expected the program to build and exit with status 0. \(message())\n\(result)", file: file, line: line)
  } else if let expectedOutput, result.stdout != expectedOutput {
    XCTFail(
      "unexpected program output. \(message())\n--- expected ---\n\(expectedOutput)\n\(result)",
      file: file, line: line)
  }
  return result
}

// MARK: - Stand-in builds (once per process)

/// The toolchain used for every compilation.
struct SwiftToolchain: Sendable {
  /// The `swiftc` executable.
  var swiftc: URL
}

/// Builds each stand-in at most once per process, into one temporary directory.
private final class StandInBuilds: @unchecked Sendable {
  static let shared = StandInBuilds()

  private let lock = NSLock()
  private var foundToolchain: SwiftToolchain?
  private var buildDirectory: URL?
  private var built: [StandIn: Result<Void, SwiftCompilationError>] = [:]

  /// Locates `swiftc`, once.
  func toolchain() throws -> SwiftToolchain {
    lock.lock()
    defer { lock.unlock() }
    return try lockedToolchain()
  }

  /// Returns the directories holding the modules and libraries of `standIns`, one per stand-in,
  /// building any that are missing. Only the requested directories are passed to the compiler, so a
  /// stand-in that was not requested cannot be imported (`canImport` is false for it).
  func directories(for standIns: [StandIn]) throws -> [URL] {
    lock.lock()
    defer { lock.unlock() }
    let toolchain = try lockedToolchain()
    let root = try lockedBuildDirectory()
    var directories: [URL] = []
    for standIn in Set(standIns).sorted(by: { $0.rawValue < $1.rawValue }) {
      let directory = root.appendingPathComponent(standIn.moduleName)
      switch built[standIn] {
      case .success?: break
      case .failure(let error)?: throw error
      case nil:
        do {
          try build(standIn, with: toolchain, into: directory)
          built[standIn] = .success(())
        } catch let error as SwiftCompilationError {
          built[standIn] = .failure(error)
          throw error
        }
      }
      directories.append(directory)
    }
    return directories
  }

  private func lockedToolchain() throws -> SwiftToolchain {
    if let foundToolchain { return foundToolchain }
    guard let swiftc = locateSwiftc() else {
      throw SwiftCompilationError(
        description: "cannot find swiftc: set NOTIFC_SWIFTC, or put swiftc on PATH")
    }
    let toolchain = SwiftToolchain(swiftc: swiftc)
    foundToolchain = toolchain
    return toolchain
  }

  private func lockedBuildDirectory() throws -> URL {
    if let buildDirectory { return buildDirectory }
    let directory = try makeTemporaryDirectory(prefix: "notifc-standins")
    buildDirectory = directory
    StandInBuilds.directoryToRemoveAtExit = directory.path
    atexit {
      if let path = StandInBuilds.directoryToRemoveAtExit {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
    return directory
  }

  /// Set once, under the lock, before `atexit` can read it.
  nonisolated(unsafe) private static var directoryToRemoveAtExit: String?

  private func build(_ standIn: StandIn, with toolchain: SwiftToolchain, into directory: URL) throws {
    let source = standIn.sourceURL
    guard FileManager.default.fileExists(atPath: source.path) else {
      throw SwiftCompilationError(description: "stand-in source not found at \(source.path)")
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let module = standIn.moduleName
    #if os(macOS)
      let library = "lib\(module).dylib"
    #else
      let library = "lib\(module).so"
    #endif
    // Swift 5 mode: like an Objective-C framework, the stand-ins are not concurrency-audited modules.
    let arguments = [
      "-swift-version", "5", "-parse-as-library", "-emit-module", "-emit-library",
      "-module-name", module, "-module-link-name", module,
      "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
      "-o", directory.appendingPathComponent(library).path,
      source.path,
    ]
    let result = try runProcess(
      toolchain.swiftc, arguments: arguments, in: directory,
      environment: try compilerEnvironment(in: directory),
      timeout: 300)
    guard result.exitCode == 0, !result.timedOut else {
      throw SwiftCompilationError(
        description:
          "building the \(module) stand-in failed (exit \(result.exitCode)):\n\(joinedOutput(result))")
    }
  }
}

/// Finds `swiftc`: `$NOTIFC_SWIFTC`; else the toolchain whose Swift runtime this test process loaded;
/// else `PATH`; else common install locations.
private func locateSwiftc() -> URL? {
  let fileManager = FileManager.default
  func executable(_ path: String) -> URL? {
    fileManager.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
  }
  let environment = ProcessInfo.processInfo.environment
  if let path = environment["NOTIFC_SWIFTC"], let url = executable(path) { return url }

  // The running toolchain: <prefix>/usr/lib/swift/linux/libswiftCore.so -> <prefix>/usr/bin/swiftc.
  if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
    let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
    let start = line.firstIndex(of: "/")
  {
    let runtime = URL(fileURLWithPath: String(line[start...]))
    let usr = runtime.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    if let url = executable(usr.appendingPathComponent("bin/swiftc").path) { return url }
  }

  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    if let url = executable("\(directory)/swiftc") { return url }
  }
  for path in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc", "/usr/local/bin/swiftc"] {
    if let url = executable(path) { return url }
  }
  return nil
}

// MARK: - Processes and files

private struct ProcessOutput {
  var exitCode: Int32
  var stdout: String
  var stderr: String
  var timedOut: Bool
}

private func joinedOutput(_ output: ProcessOutput) -> String {
  [output.stderr, output.stdout].filter { !$0.isEmpty }.joined(separator: "\n")
}

/// Runs `executable` to completion, with output captured in files (pipes could fill up and block).
private func runProcess(
  _ executable: URL,
  arguments: [String],
  in directory: URL,
  environment: [String: String]? = nil,
  timeout: TimeInterval
) throws -> ProcessOutput {
  let id = UUID().uuidString
  let stdoutURL = directory.appendingPathComponent(".stdout-\(id)")
  let stderrURL = directory.appendingPathComponent(".stderr-\(id)")
  guard FileManager.default.createFile(atPath: stdoutURL.path, contents: nil),
    FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
  else {
    throw SwiftCompilationError(description: "cannot create output files in \(directory.path)")
  }
  defer {
    try? FileManager.default.removeItem(at: stdoutURL)
    try? FileManager.default.removeItem(at: stderrURL)
  }
  let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
  let stderrHandle = try FileHandle(forWritingTo: stderrURL)

  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  if let environment { process.environment = environment }
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = stdoutHandle
  process.standardError = stderrHandle

  let finished = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in finished.signal() }
  do {
    try process.run()
  } catch {
    try? stdoutHandle.close()
    try? stderrHandle.close()
    throw SwiftCompilationError(description: "cannot run \(executable.path): \(error)")
  }
  var timedOut = false
  if finished.wait(timeout: .now() + timeout) == .timedOut {
    timedOut = true
    process.terminate()
    finished.wait()
  }
  try? stdoutHandle.close()
  try? stderrHandle.close()

  let stdout = (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? ""
  let stderr = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
  var exitCode = process.terminationStatus
  if process.terminationReason == .uncaughtSignal { exitCode += 128 }
  return ProcessOutput(exitCode: exitCode, stdout: stdout, stderr: stderr, timedOut: timedOut)
}

/// The environment for `swiftc`: the driver leaves an empty `TemporaryDirectory.*` behind in `$TMPDIR`
/// on every run, so it gets a private one inside `directory`, which is deleted with it.
private func compilerEnvironment(in directory: URL) throws -> [String: String] {
  let temporary = directory.appendingPathComponent(".tmp")
  try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
  var environment = ProcessInfo.processInfo.environment
  environment["TMPDIR"] = temporary.path
  return environment
}

private func makeTemporaryDirectory(prefix: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(prefix)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
