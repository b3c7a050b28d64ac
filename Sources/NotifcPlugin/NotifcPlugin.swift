import Foundation
import PackagePlugin

/// The build-tool plugin: compiles the `.notif` files of a target into `NotificationCategories.swift`
/// as part of the target's build (docs/xcode.md).
///
/// It declares one build command (not a prebuild command) per target: every `.notif` file of the
/// target, and its `notifc.json` if there is one, are the inputs, and the generated Swift file is
/// the output. The build system runs the command only when an input changed or the output is missing,
/// so a build without changes runs nothing. All of the target's `.notif` files are inputs because one
/// may import another: they form one app-wide build, as with `notifc build a.notif b.notif`.
///
/// The command runs this package's `notifc` executable with absolute paths, so its diagnostics
/// (`path:line:col: error: message [CODE]`) point at the `.notif` files in the build log and in Xcode.
@main
struct NotifcPlugin {
  /// The generated file, in the plugin's work folder for the target.
  static let outputName = "NotificationCategories.swift"
  /// The target's options file (`accessLevel`, `bundle`), read by `notifc build --config`.
  static let configurationName = "notifc.json"

  /// The command for a target named `targetName` whose files are `files`.
  ///
  /// The plugin does not read `notifc.json` itself but passes it with `--config`: SwiftPM reuses a
  /// plugin's commands from an earlier build when the target's files are the same, so only the
  /// command sees an edit to the file (which is one of its inputs).
  func commands(targetName: String, files: [URL], workDirectory: URL, tool: URL) -> [Command] {
    let sources = files.filter { $0.pathExtension == "notif" }.sorted { $0.path < $1.path }
    guard !sources.isEmpty else {
      Diagnostics.warning("NotifcPlugin: the target '\(targetName)' has no .notif files; nothing to compile")
      return []
    }
    let configuration = files.first { $0.lastPathComponent == Self.configurationName }
    return [
      .buildCommand(
        displayName: "Compiling notification categories of \(targetName) with notifc",
        executable: tool,
        arguments: ["build"] + sources.map(\.path) + ["--output", workDirectory.path, "--no-manifest"]
          + (configuration.map { ["--config", $0.path] } ?? []),
        environment: ["NO_COLOR": "1"],
        inputFiles: sources + (configuration.map { [$0] } ?? []),
        outputFiles: [workDirectory.appendingPathComponent(Self.outputName)]
      )
    ]
  }
}

extension NotifcPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    return commands(
      targetName: target.name, files: module.sourceFiles.map(\.url),
      workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "notifc").url)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension NotifcPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      commands(
        targetName: target.displayName, files: target.inputFiles.map(\.url),
        workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "notifc").url)
    }
  }
#endif
