import Foundation
import XCTest

@testable import notifc

/// `notifc build --strings-catalog` and `notifc lint --strings` on real files (issue 9).
final class LocalizationEndToEndTests: XCTestCase {
  var directory = ""

  override func setUpWithError() throws {
    directory =
      FileManager.default.temporaryDirectory.appendingPathComponent("notifc-l10n-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: directory + "/Resources", withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: directory)
  }

  func write(_ text: String, _ name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
  }

  /// The app's strings files in German (every key) and French (only `reply.title`), each in a
  /// `.lproj` folder under the given prefix of `directory`.
  func writeTranslations(german: String, french: String) throws {
    for (prefix, language) in [(german, "de"), (french, "fr")] {
      try FileManager.default.createDirectory(
        atPath: directory + "/\(prefix)\(language).lproj", withIntermediateDirectories: true)
    }
    try write(
      "\"reply.title\" = \"Antworten\";\n\"like.title\" = \"Mag ich\";\n\"message.summary\" = \"%2$@: %1$u\";\n",
      "\(german)de.lproj/Localizable.strings")
    try write("\"reply.title\" = \"Répondre\";\n", "\(french)fr.lproj/Localizable.strings")
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
  }

  static let app = """
    action reply {
        title: localized("reply.title", default: "Reply", comment: "Answers a message")
    }

    action like {
        title: localized("like.title", default: "Like")
    }

    category message {
        actions: [reply, like]
        categorySummaryFormat: localized("message.summary", default: "%u more from %@")
    }
    """

  func testBuildWritesAndMergesTheCatalogAndLintChecksIt() throws {
    try write(Self.app, "app.notif")
    let notif = directory + "/app.notif"
    let resources = directory + "/Resources"
    let build = ["build", notif, "--output", directory + "/out", "--strings-catalog", resources]
    XCTAssertEqual(Notifc.run(build), .success)
    let fresh = try read("Resources/Localizable.xcstrings")
    XCTAssertTrue(fresh.contains("\"reply.title\" : {\n      \"comment\" : \"Answers a message\""), fresh)
    XCTAssertFalse(fresh.hasSuffix("\n"))
    XCTAssertEqual(Notifc.run(build + ["--check"]), .success)
    XCTAssertEqual(Notifc.run(["lint", "--strict", notif, "--strings", resources]), .success)

    // A translator adds German, with a summary whose arguments are swapped.
    let german = fresh.replacingOccurrences(
      of: "\"localizations\" : {\n",
      with: "\"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", "
        + "\"value\" : \"%@ %u\" } },\n")
    try write(german, "Resources/Localizable.xcstrings")
    XCTAssertEqual(Notifc.run(["lint", notif, "--strings", resources]), .failure)
    try write(german.replacingOccurrences(of: "%@ %u", with: "%2$@ %1$u"), "Resources/Localizable.xcstrings")
    XCTAssertEqual(Notifc.run(["lint", "--strict", notif, "--strings", resources]), .success)

    // 'like' goes away: the catalog is out of date; building marks it stale and keeps the rest.
    try write(
      Self.app.replacingOccurrences(of: "[reply, like]", with: "[reply]")
        .replacingOccurrences(
          of: "action like {\n    title: localized(\"like.title\", default: \"Like\")\n}\n", with: ""),
      "app.notif")
    XCTAssertEqual(Notifc.run(build + ["--check"]), .failure)
    XCTAssertEqual(Notifc.run(build), .success)
    let merged = try read("Resources/Localizable.xcstrings")
    XCTAssertTrue(merged.contains("\"like.title\" : {\n      \"extractionState\" : \"stale\""), merged)
    XCTAssertTrue(merged.contains("\"value\" : \"%2$@ %1$u\""), merged)
    XCTAssertEqual(Notifc.run(build + ["--check"]), .success)
  }

  func testCatalogPathsAndErrors() throws {
    try write(Self.app, "app.notif")
    let notif = directory + "/app.notif"
    let out = ["--output", directory + "/out"]
    // A file path names the catalog of the build's one table.
    XCTAssertEqual(
      Notifc.run(["build", notif, "--strings-catalog", directory + "/Localizable.xcstrings"] + out), .success)
    XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/Localizable.xcstrings"))
    XCTAssertEqual(
      Notifc.run(["build", notif, "--strings-catalog", directory + "/Push.xcstrings"] + out), .usage)
    // A malformed catalog is left as it is, and the build fails.
    try write("{ \"sourceLanguage\" : \"en\", ", "Resources/Localizable.xcstrings")
    XCTAssertEqual(
      Notifc.run(["build", notif, "--strings-catalog", directory + "/Resources"] + out), .failure)
    XCTAssertEqual(try read("Resources/Localizable.xcstrings"), "{ \"sourceLanguage\" : \"en\", ")
    XCTAssertEqual(Notifc.run(["lint", notif, "--strings", directory + "/Resources"]), .failure)
    // The build reports it as lint does (N725, at its position in the catalog), in every format.
    let catalog = directory + "/Resources/Localizable.xcstrings"
    let text = try runNotifc(["build", notif, "--strings-catalog", directory + "/Resources"] + out)
    XCTAssertEqual(text.exitCode, 1)
    XCTAssertTrue(
      text.stderr.hasPrefix(
        "\(catalog):1:28: error: invalid String Catalog: expected a quoted key, found the end of the file [N725]\n"
      ),
      text.stderr)
    let json = try runNotifc(
      ["build", notif, "--strings-catalog", directory + "/Resources", "--format", "json"] + out)
    XCTAssertEqual(json.exitCode, 1)
    let record = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
    XCTAssertEqual(record["code"] as? String, "N725")
    XCTAssertEqual(record["file"] as? String, catalog)
    XCTAssertEqual(record["line"] as? Int, 1)
    XCTAssertEqual(record["column"] as? Int, 28)
    let sarif = try runNotifc(
      ["build", notif, "--strings-catalog", directory + "/Resources", "--format", "sarif"] + out)
    XCTAssertTrue(sarif.stdout.contains("\"ruleId\": \"N725\""), sarif.stdout)
    XCTAssertEqual(try read("Resources/Localizable.xcstrings"), "{ \"sourceLanguage\" : \"en\", ")
    // A folder without tables, or a missing path, is an input error.
    try FileManager.default.createDirectory(atPath: directory + "/Empty", withIntermediateDirectories: true)
    XCTAssertEqual(Notifc.run(["lint", notif, "--strings", directory + "/Empty"]), .noInput)
    XCTAssertEqual(Notifc.run(["lint", notif, "--strings", directory + "/Missing"]), .noInput)
  }

  func testLintReadsLprojFolders() throws {
    try write(Self.app, "app.notif")
    try FileManager.default.createDirectory(
      atPath: directory + "/Resources/de.lproj", withIntermediateDirectories: true)
    let german = """
      /* Answers a message */
      "reply.title" = "Antworten";
      "like.title" = "Gef\\U00e4llt mir";
      "message.summary" = "%2$@: %1$u weitere";
      """
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in german.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try Data(bytes).write(to: URL(fileURLWithPath: directory + "/Resources/de.lproj/Localizable.strings"))
    let lint = ["lint", "--strict", directory + "/app.notif", "--strings", directory + "/Resources"]
    XCTAssertEqual(Notifc.run(lint), .success)
    try FileManager.default.createDirectory(
      atPath: directory + "/Resources/fr.lproj", withIntermediateDirectories: true)
    try write("\"reply.title\" = \"Répondre\";", "Resources/fr.lproj/Localizable.strings")
    XCTAssertEqual(Notifc.run(lint), .failure, "untranslated in fr is a warning, an error with --strict")
  }

  /// A folder's `.stringsdict` files are read with its `.strings` files: a key only there is found
  /// (its plural variation is a warning, N724, which `--strict` fails and an ignore comment silences).
  func testLintReadsStringsDictionariesInFolders() throws {
    try write(
      Self.app.replacingOccurrences(
        of: "categorySummaryFormat:", with: "// notifc:ignore N724\n categorySummaryFormat:"), "app.notif")
    try FileManager.default.createDirectory(
      atPath: directory + "/Resources/en.lproj", withIntermediateDirectories: true)
    try write(
      "\"reply.title\" = \"Reply\";\n\"like.title\" = \"Like\";\n", "Resources/en.lproj/Localizable.strings")
    let lint = ["lint", "--strict", directory + "/app.notif", "--strings", directory + "/Resources"]
    XCTAssertEqual(Notifc.run(lint), .failure, "'message.summary' is missing (N721)")
    try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>message.summary</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@more@ from %@</string>
        <key>more</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>u</string>
          <key>one</key><string>%u more</string><key>other</key><string>%u more</string></dict>
      </dict></dict></plist>
      """, "Resources/en.lproj/Localizable.stringsdict")
    XCTAssertEqual(Notifc.run(lint), .success)
  }

  /// `--strings` given several times checks every table found, not only the last path's (a
  /// translation that lives in another folder, or a table given as a file and within its folder).
  func testLintReadsEveryStringsPath() throws {
    try write(Self.app, "app.notif")
    try writeTranslations(german: "de/", french: "fr/")
    let german = ["lint", "--strict", directory + "/app.notif", "--strings", directory + "/de"]
    XCTAssertEqual(Notifc.run(german), .success)
    let frenchFirst = try runNotifc(
      ["lint", directory + "/app.notif", "--strings", directory + "/fr", "--strings", directory + "/de"])
    XCTAssertEqual(frenchFirst.exitCode, 0)
    XCTAssertEqual(
      frenchFirst.stderr.components(separatedBy: "\n").filter { $0.contains("[N722]") }.count, 2,
      frenchFirst.stderr)
    XCTAssertTrue(
      frenchFirst.stderr.contains("key 'like.title' of strings table 'Localizable' is untranslated in fr"),
      frenchFirst.stderr)
    // The same table twice (a folder, then a file in it, spelt another way) is read once: no
    // duplicate findings, and no N725 for a second table of the same name and language.
    let french = try runNotifc(["lint", directory + "/app.notif", "--strings", directory + "/fr"])
    XCTAssertEqual(french.exitCode, 1, "without the German table, two keys are in no table")
    let twice = try runNotifc(
      [
        "lint", directory + "/app.notif", "--strings", directory + "/fr",
        "--strings", directory + "/fr/./fr.lproj/Localizable.strings",
      ])
    XCTAssertEqual(twice.stderr, french.stderr)
  }

  /// A `notifc:ignore` comment silences a translation warning at its `localized(...)`, as any
  /// other warning: `lint --strict` passes, and prints nothing; without `--strings`, the comment
  /// is not reported as silencing nothing either.
  func testIgnoreCommentsSilenceTranslationWarnings() throws {
    let app = Self.app
      .replacingOccurrences(
        of: "    title: localized(\"like.title\"",
        with: "    // notifc:ignore N722\n    title: localized(\"like.title\""
      )
      .replacingOccurrences(
        of: "%u more from %@\")", with: "%u more from %@\") // notifc:ignore N722")
    try write(app, "app.notif")
    try writeTranslations(german: "", french: "")
    let lint = try runNotifc(["lint", "--strict", directory + "/app.notif", "--strings", directory])
    XCTAssertEqual(lint.exitCode, 0, lint.stderr)
    XCTAssertEqual(lint.stderr, "")
    XCTAssertEqual(lint.stdout, "")
    // Without the tables nothing can tell whether the comments silence anything: a plain lint and
    // a build do not report them.
    let plain = try runNotifc(["lint", "--strict", directory + "/app.notif"])
    XCTAssertEqual(plain.exitCode, 0, plain.stderr)
    XCTAssertEqual(plain.stderr, "")
    let build = try runNotifc(["build", "--strict", directory + "/app.notif", "-o", directory + "/out"])
    XCTAssertEqual(build.exitCode, 0, build.stderr)
    XCTAssertEqual(build.stderr, "")
    // Without the comments, the same lint finds the two keys untranslated in French.
    try write(Self.app, "app.notif")
    let bare = try runNotifc(["lint", "--strict", directory + "/app.notif", "--strings", directory])
    XCTAssertEqual(bare.exitCode, 1)
    XCTAssertEqual(
      bare.stderr.components(separatedBy: "\n").filter { $0.contains("[N722]") }.count, 2, bare.stderr)
  }
}
