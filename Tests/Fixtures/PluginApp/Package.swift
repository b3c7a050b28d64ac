// swift-tools-version: 6.0
// A fixture app for notifc's build-tool plugin: its AppCategories target compiles its .notif files
// with NotifcPlugin, and PluginAppCheck uses the generated types from another module (notifc.json
// makes them public). Tests/Fixtures/run-plugin-fixtures.sh builds a copy of it and runs the check.
import PackageDescription

// The notifc package: this repository, or the folder that the fixture script names.
let notifcPath = Context.environment["NOTIFC_PACKAGE_PATH"] ?? "../../.."

let package = Package(
  name: "PluginApp",
  dependencies: [
    .package(name: "notifc", path: notifcPath)
  ],
  targets: [
    .target(
      name: "AppCategories",
      plugins: [.plugin(name: "NotifcPlugin", package: "notifc")]
    ),
    .executableTarget(name: "PluginAppCheck", dependencies: ["AppCategories"]),
  ],
  swiftLanguageModes: [.v6]
)
