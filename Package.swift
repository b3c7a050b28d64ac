// swift-tools-version: 6.0
// notifc: a compiler for iOS notification categories. No package dependencies by design.
import PackageDescription

let package = Package(
  name: "notifc",
  products: [
    .library(name: "NotifCore", targets: ["NotifCore"]),
    .executable(name: "notifc", targets: ["notifc"]),
  ],
  targets: [
    // The pure compiler: source -> tokens -> syntax tree -> checked model -> emitted files.
    // No file or process I/O.
    .target(name: "NotifCore"),
    // The command-line tool: arguments, file system, terminal.
    .executableTarget(name: "notifc", dependencies: ["NotifCore"]),
    .testTarget(name: "NotifCoreTests", dependencies: ["NotifCore"]),
    .testTarget(
      name: "NotifcEndToEndTests",
      dependencies: ["notifc"],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
