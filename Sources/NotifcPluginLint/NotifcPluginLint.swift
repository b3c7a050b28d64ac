import Foundation
import PackagePlugin

/// `swift package notifc-lint [--target NAME]... [notifc lint options]`: runs `notifc lint` on the
/// `.notif` files of each target of the package (or of the named targets), one build per target as
/// the build-tool plugin compiles them. Other arguments (`--strict`, `--format github`) are passed
/// to `notifc lint`. Fails when any target has problems.
@main
struct NotifcPluginLint {
  /// Lints each target's files; throws when any run failed.
  func run(tool: URL, targets: [(name: String, files: [URL])], arguments: [String]) throws {
    var failed: [String] = []
    for target in targets {
      let sources = target.files.filter { $0.pathExtension == "notif" }.sorted { $0.path < $1.path }
      guard !sources.isEmpty else { continue }
      // On standard error, so that standard output holds only notifc's own (`--format sarif`).
      FileHandle.standardError.write(
        Data("notifc lint: \(target.name) (\(sources.count) file\(sources.count == 1 ? "" : "s"))\n".utf8))
      // The target's notifc.json, as the build-tool plugin passes it: its type prefix names the
      // generated types that lint checks (N414).
      let configuration = target.files.first { $0.lastPathComponent == "notifc.json" }
      let status = try NotifcProcess.run(
        tool,
        ["lint"] + sources.map(\.path) + (configuration.map { ["--config", $0.path] } ?? []) + arguments)
      if status != 0 { failed.append(target.name) }
    }
    guard failed.isEmpty else {
      throw NotifcProcess.Failure(message: "notifc lint found problems in \(failed.joined(separator: ", "))")
    }
  }
}

extension NotifcPluginLint: CommandPlugin {
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

  extension NotifcPluginLint: XcodeCommandPlugin {
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
