import Foundation
import XCTest

@testable import NotifCore

/// Generated code stays compilable (issue 7): varied valid inputs, made by a seeded generator
/// (random names, Swift keywords as names, hostile strings, every property, option and platform
/// the checker accepts, both access levels and bundles), compile cleanly in Swift 6 mode, with
/// warnings as errors, against the UserNotifications and UIKit stand-ins.
final class GeneratedSwiftCompilesTests: XCTestCase {
  /// How many builds are generated and compiled (each costs one `swiftc` run).
  static let builds = 6

  func testGeneratedInputsCompile() throws {
    var generator = NotifGenerator(seed: 0x6E6F_7469_6663)
    var covered: Set<String> = []
    var rejected: [String] = []
    var compiled = 0
    while compiled < Self.builds {
      let (text, features) = generator.build(index: compiled)
      let compilation = Compiler.compile([CompilationInput(path: "generated.notif", text: text)])
      let errors = compilation.diagnostics.filter { $0.severity == .error }
      guard errors.isEmpty else {
        rejected.append(errors.map { "\($0.code.rawValue) \($0.message)" }.joined(separator: "; "))
        XCTAssertLessThan(
          rejected.count, 3, "the generator makes invalid inputs:\n\(rejected.joined(separator: "\n"))")
        if rejected.count >= 3 { return }
        continue
      }
      covered.formUnion(features)
      let options = SwiftEmitterOptions(
        accessLevel: compiled % 2 == 0 ? .internal : .public, bundle: compiled % 3 == 2 ? .module : .main,
        inputNames: ["generated.notif"])
      var sources = [
        "Generated.swift": SwiftEmitter.emit(compilation.model, options: options),
        "Handler.swift": HandlerSkeletonEmitter.emit(compilation.model, options: options),
      ]
      if options.bundle == .module {
        // What SwiftPM generates for a target with resources.
        sources["Bundle.swift"] =
          "import Foundation\nextension Bundle { static var module: Bundle { .main } }\n"
      }
      let result = try assertSwiftCompiles(
        sources, standIns: [.userNotifications, .uiKit], "build \(compiled):\n\(text)")
      if !result.succeeded { return }
      compiled += 1
    }
    let missing = NotifGenerator.allFeatures.subtracting(covered).sorted()
    XCTAssertEqual(missing, [], "features no generated build used")
  }

  /// The generator is deterministic: the same seed gives the same builds.
  func testGeneratorIsDeterministic() {
    var first = NotifGenerator(seed: 7)
    var second = NotifGenerator(seed: 7)
    XCTAssertEqual(first.build(index: 0).text, second.build(index: 0).text)
  }
}

/// Makes random valid `.notif` builds, reporting which features each one uses.
struct NotifGenerator {
  private var random: SeededGenerator

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  mutating func next() -> UInt64 { random.next() }

  mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
  mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
  mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }

  /// Swift keywords and names that the generated code must escape or avoid.
  static let keywordNames = [
    "class", "default", "self", "Self", "Type", "init", "protocol", "func", "case", "enum", "struct",
    "public", "internal", "let", "var", "return", "true_", "nil", "Any", "some", "any", "actor",
    "async", "await", "throws", "where", "switch", "import", "extension", "Protocol", "dismiss",
    "category", "action", "identifier", "title", "options", "response", "handler", "UNNotificationAction",
    "NotificationCategoryIdentifier", "String", "Set", "rawValue", "hashValue",
  ]

  /// Text that could break a literal or a comment, or hide or reorder text.
  static let hostileTexts = [
    "Say \"hi\"", "back\\slash", "\\(interpolation)", "\"\"\" triple", "#\"raw\"#", "*/ end of comment",
    "/* start", "line\nbreak", "tab\there", "nul\u{0}", "del\u{7F}", "\u{202E}reversed", "\u{2066}isolate",
    "zero\u{200B}width", "\u{FEFF}bom", "emoji 😀 👨‍👩‍👧", "e\u{301}", "عربي", "日本語", "\u{2028}separator",
    "%", "100% sure", "$dollar", "`tick`", "}{)(][", "",
  ]

  static let allFeatures: Set<String> = [
    "activation:foreground", "activation:background", "destructive:true", "destructive:false",
    "authenticationRequired:true", "authenticationRequired:false", "behavior:textInput", "behavior:default",
    "textInputButtonTitle", "textInputPlaceholder", "systemIcon", "templateIcon", "identifier",
    "title:localized",
    "documentation", "keyword name", "hostile text", "option:customDismissAction", "option:allowInCarPlay",
    "option:hiddenPreviewsShowTitle", "option:hiddenPreviewsShowSubtitle", "option:allowAnnouncement",
    "intentIdentifiers", "hiddenPreviewsBodyPlaceholder", "categorySummaryFormat", "minimalActions",
    "localization", "platform:ios", "platform:ios-legacy", "platform:macos", "platform:watchos",
    "platform:visionos", "platform:maccatalyst", "platform:none",
  ]

  /// The platform lines of each build kind, cycling so that every platform is used.
  static let platformSets: [[String]] = [
    ["ios 8.0"], ["ios 15.0", "macos 12.0"], ["watchos 8.0", "ios 13.0"], ["visionos 1.0"],
    ["maccatalyst 14.0", "ios 12.0"], [],
  ]

  private var usedNames: Set<String> = []
  private var usedSwiftNames: Set<String> = []
  private var usedIdentifiers: Set<String> = []
  private var counter = 0

  /// A fresh name: random words, sometimes a Swift keyword; unique in Swift form too.
  mutating func name(_ features: inout Set<String>) -> String {
    while true {
      counter += 1
      var candidate: String
      if chance(30) {
        candidate = pick(Self.keywordNames)
        features.insert("keyword name")
      } else {
        let words = ["accept", "reply", "MARK", "read", "snooze", "x", "Later", "ok", "v2", "delete"]
        candidate = (0..<int(1..<4)).map { _ in pick(words) }.joined(separator: pick(["_", "_", ""]))
      }
      if chance(20) { candidate += "_\(counter)" }
      guard let swiftName = SwiftNames.lowerCamel(candidate),
        !["defaultAction", "dismissAction"].contains(swiftName),
        !usedNames.contains(candidate), usedSwiftNames.insert(swiftName.lowercased()).inserted
      else { continue }
      usedNames.insert(candidate)
      return candidate
    }
  }

  /// A `.notif` string literal, hostile about half the time.
  mutating func text(_ features: inout Set<String>, allowPercent: Bool = true) -> String {
    var value = chance(50) ? pick(Self.hostileTexts) : pick(["Accept", "Later", "Réponse", "OK"])
    if Self.hostileTexts.contains(value) { features.insert("hostile text") }
    if !allowPercent { value = value.replacingOccurrences(of: "%", with: "pct") }
    return notifLiteral(value)
  }

  /// A unique identifier string.
  mutating func identifier(_ features: inout Set<String>) -> String {
    while true {
      let value =
        pick(["ACCEPT", "com.example.reply", "id with spaces", "Ünïcode", "返信", "a\"b", "x\\y"])
        + "\(int(0..<1000))"
      if usedIdentifiers.insert(value).inserted {
        features.insert("identifier")
        return notifLiteral(value)
      }
    }
  }

  /// One build: its text and the features it uses.
  mutating func build(index: Int) -> (text: String, features: Set<String>) {
    usedNames = []
    usedSwiftNames = []
    usedIdentifiers = []
    var features: Set<String> = []
    let platforms = Self.platformSets[index % Self.platformSets.count]
    let names = Set(platforms.map { String($0.split(separator: " ")[0]) })
    let legacy = platforms.contains("ios 8.0")
    let watch = names.contains("watchos")
    let mac = names.contains("macos")
    var lines = ["notif 1"] + platforms.map { "platform \($0)" }
    for platform in names { features.insert("platform:\(platform)") }
    if legacy { features.insert("platform:ios-legacy") }
    if platforms.isEmpty { features.insert("platform:none") }
    let table = chance(50) ? "Push\(index)" : nil
    if let table {
      lines.append("localization \(notifLiteral(table))")
      features.insert("localization")
    }
    var keys = 0
    func titleValue(_ generator: inout NotifGenerator, _ features: inout Set<String>) -> String {
      guard generator.chance(40) else { return generator.text(&features) }
      features.insert("title:localized")
      keys += 1
      var arguments = [notifLiteral("key.\(keys)")]
      if generator.chance(70) { arguments.append("default: \(generator.text(&features))") }
      if generator.chance(40) { arguments.append("table: \(notifLiteral("Other"))") }
      if generator.chance(50) { arguments.append("comment: \(generator.text(&features))") }
      return "localized(\(arguments.joined(separator: ", ")))"
    }

    var actions: [String] = []
    for _ in 0..<int(3..<9) {
      let name = self.name(&features)
      var properties: [String] = []
      if chance(60) { properties.append("identifier: \(identifier(&features))") }
      properties.append("title: \(titleValue(&self, &features))")
      if chance(40) {
        properties.append("activation: foreground")
        features.insert("activation:foreground")
      } else {
        if chance(40) { properties.append("activation: background") }
        features.insert("activation:background")
        if chance(40) {
          let flag = chance(50)
          properties.append("authenticationRequired: \(flag)")
          features.insert("authenticationRequired:\(flag)")
        }
      }
      if chance(50) {
        let flag = chance(50)
        properties.append("destructive: \(flag)")
        features.insert("destructive:\(flag)")
      }
      if !legacy && chance(40) {
        properties.append("behavior: textInput")
        features.insert("behavior:textInput")
        if chance(60) {
          properties.append("textInputButtonTitle: \(titleValue(&self, &features))")
          features.insert("textInputButtonTitle")
        }
        if chance(60) {
          properties.append("textInputPlaceholder: \(titleValue(&self, &features))")
          features.insert("textInputPlaceholder")
        }
      } else {
        if chance(30) { properties.append("behavior: default") }
        features.insert("behavior:default")
      }
      if chance(30) {
        properties.append("systemIcon: \(text(&features))")
        features.insert("systemIcon")
      } else if chance(20) {
        properties.append("templateIcon: \(text(&features))")
        features.insert("templateIcon")
      }
      let documentation =
        chance(30)
        ? "/// Action \(name): \(pick(Self.hostileTexts).split(separator: "\n").first ?? "")\n" : ""
      if !documentation.isEmpty { features.insert("documentation") }
      lines.append("\(documentation)action \(name) {\n    " + properties.joined(separator: "\n    ") + "\n}")
      actions.append(name)
    }

    var remaining = actions.shuffled(using: &self)
    var categories = 0
    while !remaining.isEmpty || categories == 0 {
      categories += 1
      let name = self.name(&features)
      let count = min(max(1, remaining.count), int(1..<(legacy ? 5 : 6)))
      var listed = Array(remaining.prefix(count))
      remaining.removeFirst(min(count, remaining.count))
      if listed.isEmpty { listed = [actions[0]] }
      var properties: [String] = []
      if chance(60) { properties.append("identifier: \(identifier(&features))") }
      properties.append("actions: [\(listed.joined(separator: ", "))]")
      if chance(40) {
        properties.append("minimalActions: [\(listed.prefix(2).joined(separator: ", "))]")
        features.insert("minimalActions")
      }
      var options = ["customDismissAction"]
      if !mac { options.append("allowInCarPlay") }
      if !watch { options += ["hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle"] }
      if !mac && (platforms.isEmpty || legacy || platforms.contains("ios 12.0")) {
        options.append("allowAnnouncement")
      }
      let chosen = options.filter { _ in chance(50) }
      for option in chosen { features.insert("option:\(option)") }
      if !chosen.isEmpty || chance(20) { properties.append("options: [\(chosen.joined(separator: ", "))]") }
      if chance(40) {
        properties.append("intentIdentifiers: [\(text(&features)), \"INSendMessageIntent\"]")
        features.insert("intentIdentifiers")
      }
      if !watch && chance(50) {
        let value = chance(50) ? notifLiteral("%u new messages") : text(&features, allowPercent: false)
        properties.append("hiddenPreviewsBodyPlaceholder: \(value)")
        features.insert("hiddenPreviewsBodyPlaceholder")
      }
      if !watch && chance(50) {
        let value = pick([
          "\"%u more from %@\"", "\"%1$u in %2$@\"", "\"%u more\"", text(&features, allowPercent: false),
        ])
        properties.append("categorySummaryFormat: \(value)")
        features.insert("categorySummaryFormat")
      }
      let documentation = chance(30) ? "/// Category \(name).\n/// Second line with */ and \\(x).\n" : ""
      if !documentation.isEmpty { features.insert("documentation") }
      lines.append(
        "\(documentation)category \(name) {\n    " + properties.joined(separator: "\n    ") + "\n}")
    }
    return (lines.joined(separator: "\n\n") + "\n", features)
  }
}

extension NotifGenerator: RandomNumberGenerator {}
