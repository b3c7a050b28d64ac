import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory notifc-format [--target NAME]... [--check]`:
/// runs `notifc fmt --write` on the `.notif` files of each target of the package (or of the named
/// targets). With `--check` or `--diff` it writes nothing and passes the flag to `notifc fmt`
/// instead (`--check` fails when a file is not formatted).
@main
struct NotifcPluginFormat {
  /// Formats each target's files; throws when any run failed.
  func run(tool: URL, targets: [(name: String, files: [URL])], arguments: [String]) throws {
    // --check and --diff write nothing: a --write beside them is dropped, as notifc refuses the mix.
    let mode =
      arguments.contains { $0 == "--check" || $0 == "--diff" }
      ? arguments.filter { $0 != "--write" && $0 != "-w" } : ["--write"] + arguments
    var failed: [String] = []
    for target in targets {
      let sources = target.files.filter { $0.pathExtension == "notif" }.sorted { $0.path < $1.path }
      guard !sources.isEmpty else { continue }
      // On standard error, so that standard output holds only notifc's own (`--format sarif`).
      FileHandle.standardError.write(
        Data("notifc fmt: \(target.name) (\(sources.count) file\(sources.count == 1 ? "" : "s"))\n".utf8))
      let status = try NotifcProcess.run(tool, ["fmt"] + sources.map(\.path) + mode)
      if status != 0 { failed.append(target.name) }
    }
    guard failed.isEmpty else {
      throw NotifcProcess.Failure(message: "notifc fmt failed for \(failed.joined(separator: ", "))")
    }
  }
}

extension NotifcPluginFormat: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    try run(
      tool: try context.tool(named: "notifc").url,
      targets: targets.compactMap { target in
        target.sourceModule.map { (target.name, $0.sourceFiles.map(\.url)) }
      },
      arguments: extractor.remainingArguments)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension NotifcPluginFormat: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let names = Set(extractor.extractOption(named: "target"))
      let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
      try run(
        tool: try context.tool(named: "notifc").url,
        targets: targets.map { ($0.displayName, $0.inputFiles.map(\.url)) },
        arguments: extractor.remainingArguments)
    }
  }
#endif

/// Runs `notifc` with the plugin's standard output and error, so its diagnostics show as they are.
enum NotifcProcess {
  /// A failed run, reported by SwiftPM or Xcode as the plugin's error.
  struct Failure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  /// Runs the tool and returns its exit status.
  static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
