// swift-tools-version: 6.0
// A fixture whose .notif file has an error: building it must fail with notifc's diagnostic at the
// file, line and column (Tests/Fixtures/run-plugin-fixtures.sh checks it).
import PackageDescription

// The notifc package: this repository, or the folder that the fixture script names.
let notifcPath = Context.environment["NOTIFC_PACKAGE_PATH"] ?? "../../.."

let package = Package(
  name: "PluginAppInvalid",
  dependencies: [
    .package(name: "notifc", path: notifcPath)
  ],
  targets: [
    .target(
      name: "BrokenCategories",
      plugins: [.plugin(name: "NotifcPlugin", package: "notifc")]
    )
  ],
  swiftLanguageModes: [.v6]
)
