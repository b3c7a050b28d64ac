// swift-tools-version: 6.0
// notifc: a compiler for iOS notification categories. No package dependencies by design.
import PackageDescription

let package = Package(
  name: "notifc",
  products: [
    .library(name: "NotifCore", targets: ["NotifCore"]),
    .executable(name: "notifc", targets: ["notifc"]),
    // SwiftPM and Xcode plugins (docs/xcode.md): compile a target's .notif files as part of its
    // build; lint or format the .notif files of a package's targets.
    .plugin(name: "NotifcPlugin", targets: ["NotifcPlugin"]),
    .plugin(name: "NotifcPluginLint", targets: ["NotifcPluginLint"]),
    .plugin(name: "NotifcPluginFormat", targets: ["NotifcPluginFormat"]),
  ],
  targets: [
    // The pure compiler: source -> tokens -> syntax tree -> checked model -> emitted files.
    // No file or process I/O.
    .target(name: "NotifCore", dependencies: ["CMemoryHints"]),
    // A prefetch hint for NotifCore's hash tables (a C builtin Swift does not expose), and the
    // executables' malloc arena limit (`mallopt`, which the Glibc module does not declare).
    .target(name: "CMemoryHints"),
    // The command-line tool: arguments, file system, terminal.
    .executableTarget(name: "notifc", dependencies: ["NotifCore", "CInterruptCleanup", "CMemoryHints"]),
    // The temporary files of a build and the signal handler that removes them (C, to be safe in a
    // signal handler).
    .target(name: "CInterruptCleanup"),
    // The benchmark (docs/performance.md): `swift run -c release notifc-bench`.
    .executableTarget(name: "notifc-bench", dependencies: ["NotifCore", "CMemoryHints"]),
    .testTarget(name: "NotifCoreTests", dependencies: ["NotifCore"]),
    .testTarget(
      name: "NotifcEndToEndTests",
      dependencies: ["notifc", "notifc-bench"],
      exclude: ["Snapshots"]
    ),
    // Build-tool plugin: one `notifc build` command per target that uses it, with the target's
    // .notif files (and notifc.json) as inputs and NotificationCategories.swift as the output.
    .plugin(
      name: "NotifcPlugin",
      capability: .buildTool(),
      dependencies: ["notifc"],
      path: "Sources/NotifcPlugin"
    ),
    // `swift package notifc-lint`: `notifc lint` over each target's .notif files.
    .plugin(
      name: "NotifcPluginLint",
      capability: .command(
        intent: .custom(verb: "notifc-lint", description: "Check the .notif files of the package's targets")
      ),
      dependencies: ["notifc"],
      path: "Sources/NotifcPluginLint"
    ),
    // `swift package --allow-writing-to-package-directory notifc-format`: `notifc fmt --write`.
    .plugin(
      name: "NotifcPluginFormat",
      capability: .command(
        intent: .custom(
          verb: "notifc-format", description: "Format the .notif files of the package's targets"),
        permissions: [.writeToPackageDirectory(reason: "Rewrites .notif files in their canonical layout")]
      ),
      dependencies: ["notifc"],
      path: "Sources/NotifcPluginFormat"
    ),
  ],
  swiftLanguageModes: [.v6]
)
