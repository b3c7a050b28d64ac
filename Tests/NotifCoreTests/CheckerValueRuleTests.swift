import XCTest

@testable import NotifCore

/// Rules 11, 12, 14 and 15, platforms, and ignore directives (rule 16: `CheckerTitleRuleTests`).
final class CheckerValueRuleTests: XCTestCase {
  /// A table name with a file extension, a '/' or a leading '.' names no table (N708), in
  /// `localized(table:)` and in a file's `localization`; the extension's fix-it drops it.
  func testRule11TableNamesAreTables() {
    let compilation = assertDiagnostics(
      """
      localization 1️⃣"Push.xcstrings"
      action a { title: localized("a", table: 2️⃣"Chat.strings") }
      action b { title: localized("b", table: 3️⃣"../Shared") }
      action d { title: localized("d", table: 4️⃣".Hidden") }
      action e { title: localized("e", table: "Chat.v2") }
      category c { actions: [a, b, d, e] }
      """,
      [
        Expected(
          "1️⃣", .invalidTableName,
          "strings table name 'Push.xcstrings' includes the file extension; the table is 'Push'"),
        Expected(
          "2️⃣", .invalidTableName,
          "strings table name 'Chat.strings' includes the file extension; the table is 'Chat'"),
        Expected(
          "3️⃣", .invalidTableName,
          "strings table name '../Shared' contains '/'; a table is a file name, not a path"),
        Expected(
          "4️⃣", .invalidTableName, "strings table name '.Hidden' starts with '.', which names a hidden file"),
      ])
    XCTAssertEqual(
      compilation.diagnostics.map { $0.fixIts.map(\.replacement) }, [["\"Push\""], ["\"Chat\""], [], []])
    // Every extension goes; what is left must itself be a table name.
    for (table, message) in [
      (
        "a.strings.strings",
        "strings table name 'a.strings.strings' includes the file extension; the table is 'a'"
      ),
      (
        "Push.strings.xcstrings",
        "strings table name 'Push.strings.xcstrings' includes the file extension; the table is 'Push'"
      ),
      (".strings", "strings table name '.strings' starts with '.', which names a hidden file"),
      (
        "x/Push.strings",
        "strings table name 'x/Push.strings' contains '/'; a table is a file name, not a path"
      ),
      ("Push.STRINGS", "strings table name 'Push.STRINGS' includes the file extension; the table is 'Push'"),
    ] {
      assertDiagnostics(
        "action a { title: localized(\"a\", table: 1️⃣\"\(table)\") }\ncategory c { actions: [a] }",
        [Expected("1️⃣", .invalidTableName, message)])
    }
  }

  /// N710: an empty `default:` is no empty text: NSLocalizedString returns the key when the table
  /// has no value and the default is empty. Reported for every localized text, instead of N907's
  /// empty title or button title; a plain `""` is not looked up, and is not reported here.
  func testEmptyLocalizedDefault() {
    let message = { (key: String) in
      "'default:' of localized text '\(key)' is empty; where no translation is found, iOS shows the key instead"
    }
    assertDiagnostics(
      """
      action a {
          title: localized("a.title", default: 1️⃣"")
          behavior: textInput
          textInputButtonTitle: localized("a.send", default: 2️⃣"", table: "T")
          textInputPlaceholder: localized("a.ph", comment: "c", default: 3️⃣"")
      }
      action b { title: "B" behavior: textInput textInputPlaceholder: "" }
      category c {
          actions: [a, b]
          hiddenPreviewsBodyPlaceholder: localized("c.hp", default: 4️⃣"")
      }
      """,
      [
        Expected("1️⃣", .emptyLocalizedDefault, message("a.title")),
        Expected("2️⃣", .emptyLocalizedDefault, message("a.send")),
        Expected("3️⃣", .emptyLocalizedDefault, message("a.ph")),
        Expected("4️⃣", .emptyLocalizedDefault, message("c.hp")),
      ])
    // A plain empty title is still N907's.
    assertDiagnostics(
      """
      action a { title: 1️⃣"" }
      category c { actions: [a] }
      """, [Expected("1️⃣", .emptyTitle, "action 'a' has an empty title")])
  }

  /// N906 for an intent listed twice, at the repeat, which is left out of the model; one listed
  /// once is not reported, however many lists it is in.
  func testIntentListedTwice() {
    for count in [2, 20] {  // 20: past the length where the list is searched in turn
      let others = (0..<count - 2).map { "\"INOther\($0)Intent\"" }
      let list = (["\"INSendMessageIntent\""] + others + ["1️⃣\"INSendMessageIntent\""]).joined(separator: ", ")
      let compilation = assertDiagnostics(
        """
        action a { title: "A" }
        category c { actions: [a] intentIdentifiers: [\(list)] }
        category d { actions: [a] intentIdentifiers: ["INSendMessageIntent"] }
        """,
        [Expected("1️⃣", .duplicateListValue, "'INSendMessageIntent' is listed twice in 'intentIdentifiers'")])
      XCTAssertEqual(compilation.diagnostics.first?.notes.map(\.message), ["first listed here"])
      XCTAssertEqual(
        compilation.diagnostics.first?.notes.first?.span.map { "\(compilation.sources.start(of: $0))" },
        "2:47")
      XCTAssertEqual(
        compilation.model.categories.first { $0.name == "c" }?.intentIdentifiers.count, count - 1)
    }
  }

  /// N709: one key spelt with different Unicode scalars (canonically equivalent) is two keys,
  /// whatever their defaults; reported instead of N705, at the later use.
  func testRule11KeySpeltTwoWays() {
    for second in ["One", "Two"] {
      assertDiagnostics(
        """
        action a { title: localized("caf\\u{E9}", default: "One") }
        action b { title: 1️⃣localized("cafe\\u{301}", default: "\(second)") }
        category c { actions: [a] }
        category d { actions: [b] }
        """,
        [
          Expected(
            "1️⃣", .localizationKeySpeltTwoWays,
            "key 'cafe\u{301}' is spelt 'cafe\\u{301}' here and 'caf\\u{E9}' where it is first used; iOS finds a key only as spelt"
          )
        ])
    }
    // The same spelling twice is one key.
    assertClean(
      """
      action a { title: localized("caf\\u{E9}", default: "A") }
      category c { actions: [a]
          hiddenPreviewsBodyPlaceholder: localized("caf\\u{E9}", default: "A") }
      """)
  }

  func testRule11LocalizedText() {
    assertDiagnostics(
      """
      action a {
          title: localized(1️⃣"", default: "A")
      }
      action b {
          title: localized("b", 2️⃣defualt: "B", comment: "c", 3️⃣comment: "d")
          identifier: 4️⃣localized("x")
      }
      action d {
          title: localized("d", table: 5️⃣true)
      }
      category c { actions: [a, b, d] }
      """,
      [
        Expected("1️⃣", .emptyLocalizationKey, "localization key is empty"),
        Expected(
          "2️⃣", .unknownLocalizedLabel,
          "unknown argument 'defualt:' in 'localized(...)'; did you mean 'default:'?"),
        Expected("3️⃣", .repeatedLocalizedLabel, "argument 'comment:' is given twice"),
        Expected("4️⃣", .localizedNotText, "'identifier' is not user-visible text and cannot be localized"),
        Expected("5️⃣", .localizedArgumentNotString, "'table:' must be a string, not a boolean"),
      ])
    assertDiagnostics(
      """
      action a { title: localized("k", default: "Yes", comment: "one") }
      action b { title: 1️⃣localized("k", default: "No") }
      action d { title: 2️⃣localized("k", default: "Yes", comment: "two") }
      category c { actions: [a] }
      category e { actions: [b] }
      category f { actions: [d] }
      """,
      [
        Expected(
          "1️⃣", .conflictingLocalizationDefaults,
          "key 'k' in table 'Localizable' has two default values, 'Yes' and 'No'"),
        Expected(
          "2️⃣", .conflictingLocalizationComments, "key 'k' in table 'Localizable' has two different comments"),
      ])
    // "First" is source order across actions and categories, and within one declaration.
    let ordered = assertDiagnostics(
      """
      category c { actions: [a]
          hiddenPreviewsBodyPlaceholder: localized("k", default: "One") }
      action a {
          textInputPlaceholder: 1️⃣localized("k", default: "Two")
          title: 2️⃣localized("k", default: "Three")
          behavior: textInput
          textInputButtonTitle: "Send"
      }
      """,
      [
        Expected(
          "1️⃣", .conflictingLocalizationDefaults,
          "key 'k' in table 'Localizable' has two default values, 'One' and 'Two'"),
        Expected(
          "2️⃣", .conflictingLocalizationDefaults,
          "key 'k' in table 'Localizable' has two default values, 'One' and 'Three'"),
      ])
    for diagnostic in ordered.diagnostics {
      XCTAssertEqual(diagnostic.notes.first?.span.map { ordered.sources.start(of: $0).line }, 2)
    }
    // The same key in two tables is two entries.
    let compilation = assertClean(
      """
      localization "Push"
      action a { title: localized("k", default: "Yes") }
      action b { title: localized("k", default: "No", table: "Other") }
      category c { actions: [a, b] }
      """)
    XCTAssertEqual(compilation.model.actions.map { $0.title.localization?.table }, ["Push", "Other"])
    // An empty table name is Localizable, as Foundation looks it up: one key, two defaults.
    let empty = assertDiagnostics(
      """
      localization ""
      action a { title: localized("k", default: "Yes") }
      action b { title: 1️⃣localized("k", default: "No", table: "") }
      action d { title: localized("j", default: "J", table: "Localizable") }
      category c { actions: [a, b, d] }
      """,
      [
        Expected(
          "1️⃣", .conflictingLocalizationDefaults,
          "key 'k' in table 'Localizable' has two default values, 'Yes' and 'No'")
      ])
    XCTAssertEqual(
      empty.model.actions.map { $0.title.localization?.table }, ["Localizable", "Localizable", "Localizable"])
  }

  func testRule12Availability() {
    assertDiagnostics(
      """
      platform macos 12.0
      action a { title: "A" }
      category c { actions: [a]
          options: [1️⃣allowInCarPlay] }
      """, [Expected("1️⃣", .unavailableOnPlatform, "'allowInCarPlay' is unavailable on macOS")])
    assertDiagnostics(
      """
      platform watchos 8.0
      action a { title: "A" }
      category c { actions: [a]
          options: [1️⃣hiddenPreviewsShowTitle]
          2️⃣categorySummaryFormat: "%u" }
      """,
      [
        Expected("1️⃣", .unavailableOnPlatform, "'hiddenPreviewsShowTitle' is unavailable on watchOS"),
        Expected("2️⃣", .unavailableOnPlatform, "'categorySummaryFormat' is unavailable on watchOS"),
      ])
    // With every target one that ignores it (the first that has it is named).
    for platforms in ["platform ios 15.0", "platform visionos 1.0\nplatform ios 15.0\nplatform watchos 7.0"] {
      assertDiagnostics(
        platforms
          + "\naction a { title: \"A\" }\ncategory c { actions: [a]\n    options: [1️⃣allowAnnouncement] }",
        [
          Expected(
            "1️⃣", .deprecatedOption, "'allowAnnouncement' is deprecated and ignored on iOS 15.0 and later")
        ])
    }
    // The note names the platform the option is ignored on, not always iOS.
    for (platform, since) in [
      ("ios 15.0", "iOS 15.0"), ("watchos 7.0", "watchOS 7.0"), ("visionos 1.0", "visionOS 1.0"),
    ] {
      let compilation = Compiler.compile([
        CompilationInput(
          path: "test.notif",
          text:
            "platform \(platform)\naction a { title: \"A\" }\ncategory c { actions: [a]\n options: [allowAnnouncement] }"
        )
      ])
      XCTAssertEqual(
        compilation.diagnostics.filter { $0.code == .deprecatedOption }.flatMap(\.notes).map(\.message),
        ["Siri announces notifications without it since \(since); remove the option"], platform)
    }
    // Newer than the deployment target is fine: the generated code guards it.
    assertClean(
      "platform ios 9.0\naction a { title: \"A\"\n systemIcon: \"star\" }\ncategory c { actions: [a]\n options: [allowAnnouncement, hiddenPreviewsShowTitle] }"
    )
    // A target that still uses the option keeps it from being a warning: removing it would lose
    // announcements there.
    for platforms in [
      "ios 13.0\nplatform visionos 1.0", "ios 15.0\nplatform watchos 6.0", "watchos 7.0\nplatform ios 14.0",
    ] {
      assertClean(
        "platform \(platforms)\naction a { title: \"A\" }\ncategory c { actions: [a]\n options: [allowAnnouncement] }"
      )
    }
  }

  func testPlatforms() {
    assertDiagnostics(
      """
      platform 1️⃣tvos 15.0
      platform 2️⃣iso 15.0
      platform macos 3️⃣10.13
      platform watchos 8.0
      platform watchos 4️⃣9.0
      platform ios 5️⃣15.0.1.2
      platform visionos 6️⃣100000.0
      """,
      [
        Expected("1️⃣", .unsupportedPlatform, "notification categories are unavailable on tvOS"),
        Expected("2️⃣", .unknownPlatform, "unknown platform 'iso'; did you mean 'ios'?"),
        Expected("3️⃣", .invalidVersion, "notification actions need macOS 10.14 or later; 10.13 is too old"),
        Expected(
          "4️⃣", .conflictingPlatformVersions, "conflicting deployment targets for watchOS: 8.0 and 9.0"),
        Expected(
          "5️⃣", .invalidVersion,
          "'15.0.1.2' is not a valid version; write major.minor or major.minor.patch, such as 15.0"),
        Expected(
          "6️⃣", .invalidVersion,
          "'100000.0' is not a valid version; its part '100000' has more than four digits"
        ),
      ])
    // Swift's spelling, and the SDKs' and Apple's other names, suggest the platform's name.
    for (written, name) in [
      ("iOS", "ios"), ("macCatalyst", "maccatalyst"), ("ipados", "ios"), ("xros", "visionos"),
      ("macosx", "macos"), ("OSX", "macos"), ("mac", "macos"),
    ] {
      let compilation = assertDiagnostics(
        "platform 1️⃣\(written) 15.0",
        [Expected("1️⃣", .unknownPlatform, "unknown platform '\(written)'; did you mean '\(name)'?")])
      XCTAssertEqual(compilation.diagnostics.first?.fixIts.map(\.replacement), [name])
    }
    // Letters in a version make it one malformed version, not a number and a stray name.
    for written in ["1e3", "0x10", "15.0a", "15_0"] {
      assertDiagnostics(
        "platform ios 1️⃣\(written)",
        [
          Expected(
            "1️⃣", .invalidVersion,
            "'\(written)' is not a valid version; write major.minor or major.minor.patch, such as 15.0")
        ])
    }
    // tvOS however it is spelt is the platform without categories, not a misspelling.
    for written in ["tvOS", "TVOS", "appletvos"] {
      assertDiagnostics(
        "platform 1️⃣\(written) 15.0",
        [Expected("1️⃣", .unsupportedPlatform, "notification categories are unavailable on tvOS")])
    }
    // The same version spelt two ways is no conflict.
    assertClean("platform ios 15\nplatform ios 15.0.0\nplatform watchos 8.0\nplatform watchos 8")
    XCTAssertEqual(Version("15.0.0"), Version("15"))
    XCTAssertEqual(Set([Version("15.0.0"), Version("15.0")]).count, 1)
    XCTAssertNotEqual(Version("15.0.1"), Version("15.0"))
    // Equal versions are spelt alike in the model (and so in the outputs), whichever comes first.
    for lines in ["platform ios 15.0.0\nplatform ios 15", "platform ios 15\nplatform ios 15.0.0"] {
      XCTAssertEqual(
        assertClean(lines).model.platforms.map { "\($0.name.rawValue) \($0.version)" }, ["ios 15.0"], lines)
    }
    let compilation = assertClean("platform watchos 8\nplatform ios 15.4.1")
    XCTAssertEqual(
      compilation.model.platforms.map { "\($0.name.rawValue) \($0.version)" }, ["ios 15.4.1", "watchos 8.0"])
    XCTAssertEqual(assertClean("").model.platforms.map { "\($0.name.rawValue) \($0.version)" }, ["ios 15.0"])
  }

  /// Conflicting targets in two files are reported the same whichever file is given first: the
  /// error at the file whose path sorts later, the note at the other.
  func testConflictingPlatformsDoNotDependOnInputOrder() {
    let files = [
      CompilationInput(path: "a.notif", text: "platform ios 15.0\n"),
      CompilationInput(path: "b.notif", text: "\nplatform ios 16.0\n"),
    ]
    for inputs in [files, files.reversed()] {
      let compilation = Compiler.compile(inputs)
      let rendered = compilation.diagnostics.map { diagnostic in
        let location = diagnostic.span.map {
          "\(compilation.sources[$0.file].path):\(compilation.sources.start(of: $0))"
        }
        let notes = diagnostic.notes.compactMap { note in
          note.span.map { "\(compilation.sources[$0.file].path):\(compilation.sources.start(of: $0))" }
        }
        return "\(location ?? "-") \(diagnostic.code.rawValue) \(diagnostic.message) \(notes)"
      }
      XCTAssertEqual(
        rendered,
        [#"b.notif:2:14 N306 conflicting deployment targets for iOS: 15.0 and 16.0 ["a.notif:1:1"]"#],
        "\(inputs.map(\.path))")
    }
  }

  /// A specifier that is not allowed is reported at the first of them; the others at the text.
  func testRule14FormatStrings() {
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a]
          hiddenPreviewsBodyPlaceholder: "1️⃣%@ hidden" }
      category d { actions: [a]
          categorySummaryFormat: 2️⃣"%u and %u" }
      category e { actions: [a]
          categorySummaryFormat: "3️⃣%lld more" }
      """,
      [
        Expected(
          "1️⃣", .invalidPlaceholderFormat,
          "format specifier '%@' is not allowed in 'hiddenPreviewsBodyPlaceholder'; it may contain only %u and %%"
        ),
        Expected(
          "2️⃣", .invalidSummaryFormat,
          "'categorySummaryFormat' has more than one '%u'; the system passes one value for it"),
        Expected(
          "3️⃣", .invalidSummaryFormat,
          "format specifier '%lld' is not allowed in 'categorySummaryFormat'; it may contain at most one %u and one %@, and %%"
        ),
      ])
    // Every specifier that is not allowed is named, once; past three, they are counted.
    let many = (1...3000).map { "%\($0)u" }.joined()
    assertDiagnostics(
      "action a { title: \"A\" }\ncategory c { actions: [a] hiddenPreviewsBodyPlaceholder: \"1️⃣\(many)\" }",
      [
        Expected(
          "1️⃣", .invalidPlaceholderFormat,
          "format specifiers '%1u', '%2u', '%3u' and 2997 more are not allowed in 'hiddenPreviewsBodyPlaceholder'; it may contain only %u and %%"
        )
      ])
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a]
          hiddenPreviewsBodyPlaceholder: "abc 1️⃣%d, %@ and %d" }
      """,
      [
        Expected(
          "1️⃣", .invalidPlaceholderFormat,
          "format specifiers '%d' and '%@' are not allowed in 'hiddenPreviewsBodyPlaceholder'; it may contain only %u and %%"
        )
      ])
    assertClean(
      """
      action a { title: "A" }
      category c { actions: [a]
          hiddenPreviewsBodyPlaceholder: "%1$u new (100%%)"
          categorySummaryFormat: "%2$@ sent %1$u" }
      """)
    // In the placeholder, a numbered specifier used twice reads one value twice; the summary format
    // has at most one of each (spec rule 14).
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a]
          hiddenPreviewsBodyPlaceholder: "%1$u new, %1$u in all"
          categorySummaryFormat: 1️⃣"%1$u from %2$@ (%1$u)" }
      """,
      [
        Expected(
          "1️⃣", .invalidSummaryFormat,
          "'categorySummaryFormat' has more than one '%u'; the system passes one value for it")
      ])
  }

  /// The system passes the count (argument 1) and the summary argument (argument 2): numbered
  /// specifiers must match them, numbered and unnumbered ones cannot mix, and an unnumbered `%@`
  /// cannot come before `%u`.
  func testRule14SummaryFormatArgumentsMatchWhatTheSystemPasses() {
    let cases: [(String, String)] = [
      ("%2$u", "'%2$u' refers to the wrong argument: the count is argument 1; use '%1$u'"),
      ("%3$u", "'%3$u' refers to the wrong argument: the count is argument 1; use '%1$u'"),
      ("%2$u %1$@", "'%2$u' refers to the wrong argument: the count is argument 1; use '%1$u'"),
      ("%1$u %1$@", "'%1$@' refers to the wrong argument: the summary argument is argument 2; use '%2$@'"),
      (
        "%1$u %@",
        "'categorySummaryFormat' mixes numbered and unnumbered specifiers; number them all, as in '%1$u' and '%2$@'"
      ),
      (
        "%@: %u more",
        "'%@' comes before '%u', so it would read the count; number them to change the order, as in '%2$@ %1$u'"
      ),
    ]
    for (format, message) in cases {
      assertDiagnostics(
        "action a { title: \"A\" }\ncategory c { actions: [a]\n    categorySummaryFormat: 1️⃣\"\(format)\" }",
        [Expected("1️⃣", .invalidSummaryFormat, message)])
    }
    assertDiagnostics(
      "action a { title: \"A\" }\ncategory c { actions: [a]\n    categorySummaryFormat: 1️⃣\"%@ messages\" }",
      [
        Expected(
          "1️⃣", .invalidSummaryFormat,
          "'%@' would read the count, which the system passes first; write '%2$@' for the summary argument")
      ])
    for format in ["%u new messages from %@", "%1$u more", "%2$@: %1$u", "%u", "%2$@ wrote", "100%% of %u"] {
      assertClean(
        "action a { title: \"A\" }\ncategory c { actions: [a] categorySummaryFormat: \"\(format)\" }")
    }
  }

  /// With both conversions repeated, the one reported is always '%u' (the allowed conversions
  /// were a `Set`, whose order changes from process to process).
  func testRule14RepeatedConversionsAreReportedInAFixedOrder() {
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a]
          categorySummaryFormat: 1️⃣"%@ %@ %u %u" }
      """,
      [
        Expected(
          "1️⃣", .invalidSummaryFormat,
          "'categorySummaryFormat' has more than one '%u'; the system passes one value for it")
      ])
  }

  /// A property whose value has the wrong kind counts as written for duplicates and for "missing",
  /// but not as a value: rules that look at values see none.
  func testRule15WrongKindValuesAreWrittenButNotDecoded() {
    assertDiagnostics(
      """
      action a {
          title: 1️⃣3
          2️⃣title: "A"
          activation: foreground
          authenticationRequired: 3️⃣"no"
          systemIcon: "star"
          templateIcon: 4️⃣5
      }
      category c { actions: [a] }
      """,
      [
        Expected("1️⃣", .wrongValueKind, "'title' takes a string or localized(...), not a number"),
        Expected("2️⃣", .duplicateProperty, "duplicate property 'title' in action 'a'"),
        Expected(
          "3️⃣", .wrongValueKind,
          "'authenticationRequired' takes true or false, not a string; did you mean 'false'?"),
        Expected("4️⃣", .wrongValueKind, "'templateIcon' takes a string, not a number"),
      ])
  }

  func testRule15Properties() {
    let compilation = assertDiagnostics(
      """
      action a {
          1️⃣titel: "A"
          title: "A"
          2️⃣title: "B"
          destructive: 3️⃣"yes"
          activation: 4️⃣forground
          5️⃣actions: [a]
      }
      category c {
          actions: 6️⃣a
          options: [7️⃣customDismiss]
      }
      action 8️⃣b { destructive: true }
      """,
      [
        Expected("1️⃣", .unknownProperty, "unknown property 'titel' for an action; did you mean 'title'?"),
        Expected("2️⃣", .duplicateProperty, "duplicate property 'title' in action 'a'"),
        Expected(
          "3️⃣", .wrongValueKind, "'destructive' takes true or false, not a string; did you mean 'true'?"),
        Expected(
          "4️⃣", .unknownValue, "'forground' is not a valid value for 'activation'; did you mean 'foreground'?"),
        Expected("5️⃣", .unknownProperty, "'actions' is a property of categories, not of actions"),
        Expected(
          "6️⃣", .wrongValueKind,
          "'actions' takes a list of action names, not a single name; write it in brackets"),
        Expected(
          "7️⃣", .unknownValue, "unknown category option 'customDismiss'; did you mean 'customDismissAction'?"),
        Expected("8️⃣", .missingProperty, "action 'b' has no 'title'"),
      ])
    XCTAssertEqual(compilation.diagnostics[5].fixIts.map(\.replacement), ["[a]"])
    // The closest option is in the list already: no fix-it (it would make N906), a note instead.
    let stray = assertDiagnostics(
      """
      action a { title: "A" }
      category c {
          actions: [a]
          options: [customDismissAction, 1️⃣customDismisAction]
      }
      """, [Expected("1️⃣", .unknownValue, "unknown category option 'customDismisAction'")])
    XCTAssertEqual(stray.diagnostics[0].fixIts, [])
    XCTAssertEqual(
      stray.diagnostics[0].notes.map {
        "\($0.message) \($0.span.map { "\(stray.sources.start(of: $0))" } ?? "")"
      },
      ["'customDismissAction', the closest option, is listed here 4:15"])
  }

  /// A value of the wrong kind that most likely meant one of the right kind gets a fix-it: a
  /// capitalized boolean, a name written as a string (whole, or in a list), a string value for a
  /// list. Strings that are not such names get none.
  func testRule15LikelyValuesAreOfferedAsFixIts() {
    let compilation = assertDiagnostics(
      """
      action a {
          title: "A"
          destructive: 1️⃣True
          activation: 2️⃣"foreground"
          authenticationRequired: 3️⃣"maybe"
      }
      category c {
          actions: 4️⃣"a"
          options: [5️⃣"allowInCarPlay", 6️⃣"carPlay"]
      }
      """,
      [
        Expected(
          "1️⃣", .wrongValueKind, "'destructive' takes true or false, not the name 'True'; did you mean 'true'?"
        ),
        Expected(
          "2️⃣", .wrongValueKind,
          "'activation' takes 'background' or 'foreground', not a string; write 'foreground'"),
        Expected("3️⃣", .wrongValueKind, "'authenticationRequired' takes true or false, not a string"),
        Expected("4️⃣", .wrongValueKind, "'actions' takes a list of action names, not a string; write '[a]'"),
        Expected(
          "5️⃣", .wrongValueKind,
          "'options' takes a list of category options, not a string; write 'allowInCarPlay'"),
        Expected("6️⃣", .wrongValueKind, "'options' takes a list of category options, not a string"),
      ])
    XCTAssertEqual(
      compilation.diagnostics.map { $0.fixIts.map(\.replacement) },
      [["true"], ["foreground"], [], ["[a]"], ["allowInCarPlay"], []])
    // A quoted boolean is one; a quoted "true" in a list would still be a boolean there, so it
    // gets no fix-it.
    let quoted = assertDiagnostics(
      """
      action a { title: "A" destructive: 1️⃣"true" }
      category c { actions: [a, 2️⃣"true"] }
      """,
      [
        Expected(
          "1️⃣", .wrongValueKind, "'destructive' takes true or false, not a string; did you mean 'true'?"),
        Expected("2️⃣", .wrongValueKind, "'actions' takes a list of action names, not a string"),
      ])
    XCTAssertEqual(quoted.diagnostics.map { $0.fixIts.map(\.replacement) }, [["true"], []])
    // Typos: a boolean misspelled, a value in quotes with other capitals or misspelled.
    let typos = assertDiagnostics(
      """
      action a { title: "A" destructive: 1️⃣ture authenticationRequired: 2️⃣flase }
      action b { title: "B" activation: 3️⃣"Foreground" }
      action d { title: "D" activation: 4️⃣"foregroud" behavior: 5️⃣"txtInput" }
      category c { actions: [a, b, d] }
      """,
      [
        Expected(
          "1️⃣", .wrongValueKind, "'destructive' takes true or false, not the name 'ture'; did you mean 'true'?"
        ),
        Expected(
          "2️⃣", .wrongValueKind,
          "'authenticationRequired' takes true or false, not the name 'flase'; did you mean 'false'?"),
        Expected(
          "3️⃣", .wrongValueKind,
          "'activation' takes 'background' or 'foreground', not a string; did you mean 'foreground'?"),
        Expected(
          "4️⃣", .wrongValueKind,
          "'activation' takes 'background' or 'foreground', not a string; did you mean 'foreground'?"),
        Expected(
          "5️⃣", .wrongValueKind,
          "'behavior' takes 'default' or 'textInput', not a string; did you mean 'textInput'?"),
      ])
    XCTAssertEqual(
      typos.diagnostics.map { $0.fixIts.map(\.replacement) },
      [["true"], ["false"], ["foreground"], ["foreground"], ["textInput"]])
    // A name where a string is taken is quoted: alone, in a list, and as a whole list.
    let names = assertDiagnostics(
      """
      action a { title: 1️⃣Accept identifier: 2️⃣accept }
      category c { actions: [a] intentIdentifiers: [3️⃣INSendMessageIntent, "x"] }
      category d { actions: [a] intentIdentifiers: 4️⃣INStartCallIntent }
      """,
      [
        Expected(
          "1️⃣", .wrongValueKind,
          "'title' takes a string or localized(...), not the name 'Accept'; write '\"Accept\"'"),
        Expected(
          "2️⃣", .wrongValueKind, "'identifier' takes a string, not the name 'accept'; write '\"accept\"'"),
        Expected(
          "3️⃣", .wrongValueKind,
          "'intentIdentifiers' takes a list of strings, not the name 'INSendMessageIntent'; write '\"INSendMessageIntent\"'"
        ),
        Expected(
          "4️⃣", .wrongValueKind,
          "'intentIdentifiers' takes a list of strings, not the name 'INStartCallIntent'; write '[\"INStartCallIntent\"]'"
        ),
      ])
    XCTAssertEqual(
      names.diagnostics.map { $0.fixIts.map(\.replacement) },
      [["\"Accept\""], ["\"accept\""], ["\"INSendMessageIntent\""], ["[\"INStartCallIntent\"]"]])
    // Swift's constant for an intent identifier becomes the identifier it holds (quoting its name
    // would give an identifier that no intent has); elsewhere such a name is only quoted.
    let constants = assertDiagnostics(
      """
      action a { title: "A" identifier: 1️⃣INSendMessageIntentIdentifier }
      category c { actions: [a] intentIdentifiers: [2️⃣INSendMessageIntentIdentifier, 3️⃣IntentIdentifier] }
      category d { actions: [a] intentIdentifiers: 4️⃣INStartCallIntentIdentifier }
      """,
      [
        Expected(
          "1️⃣", .wrongValueKind,
          "'identifier' takes a string, not the name 'INSendMessageIntentIdentifier'"),
        Expected(
          "2️⃣", .wrongValueKind,
          "'intentIdentifiers' takes a list of strings, not the name 'INSendMessageIntentIdentifier'; write '\"INSendMessageIntent\"', the identifier that Swift's constant holds"
        ),
        Expected(
          "3️⃣", .wrongValueKind,
          "'intentIdentifiers' takes a list of strings, not the name 'IntentIdentifier'; write '\"IntentIdentifier\"'"
        ),
        Expected(
          "4️⃣", .wrongValueKind,
          "'intentIdentifiers' takes a list of strings, not the name 'INStartCallIntentIdentifier'; write '[\"INStartCallIntent\"]', the identifier that Swift's constant holds"
        ),
      ])
    XCTAssertEqual(
      constants.diagnostics.map { $0.fixIts.map(\.replacement) },
      [
        [], ["\"INSendMessageIntent\""], ["\"IntentIdentifier\""], ["[\"INStartCallIntent\"]"],
      ])
    // A name that looks like a Swift constant gets a note and no fix-it: quoting it would make its
    // name the identifier or the title. An identifier in capitals (`ACCEPT_ACTION`, `UUID`) and a
    // brand's name in camel case (`FaceTime`) are quoted as they are.
    let swiftConstants = assertDiagnostics(
      """
      action a { identifier: 1️⃣kReply title: 2️⃣replyTitle }
      action b { identifier: 3️⃣ACCEPT_ACTION title: 4️⃣FaceTime }
      action c { identifier: 5️⃣replyID title: 6️⃣Reply }
      action d { identifier: 7️⃣UUID title: "D" }
      action e { identifier: 8️⃣SNOOZE_ACTION_IDENTIFIER title: "E" }
      category c { actions: [a, b, c, d, e] }
      """,
      [
        Expected("1️⃣", .wrongValueKind, "'identifier' takes a string, not the name 'kReply'"),
        Expected("2️⃣", .wrongValueKind, "'title' takes a string or localized(...), not the name 'replyTitle'"),
        Expected(
          "3️⃣", .wrongValueKind,
          "'identifier' takes a string, not the name 'ACCEPT_ACTION'; write '\"ACCEPT_ACTION\"'"
        ),
        Expected(
          "4️⃣", .wrongValueKind,
          "'title' takes a string or localized(...), not the name 'FaceTime'; write '\"FaceTime\"'"),
        Expected("5️⃣", .wrongValueKind, "'identifier' takes a string, not the name 'replyID'"),
        Expected(
          "6️⃣", .wrongValueKind,
          "'title' takes a string or localized(...), not the name 'Reply'; write '\"Reply\"'"),
        Expected("7️⃣", .wrongValueKind, "'identifier' takes a string, not the name 'UUID'; write '\"UUID\"'"),
        Expected(
          "8️⃣", .wrongValueKind, "'identifier' takes a string, not the name 'SNOOZE_ACTION_IDENTIFIER'"),
      ])
    XCTAssertEqual(
      swiftConstants.diagnostics.map { $0.fixIts.map(\.replacement) },
      [[], [], ["\"ACCEPT_ACTION\""], ["\"FaceTime\""], [], ["\"Reply\""], ["\"UUID\""], []])
    XCTAssertEqual(
      swiftConstants.diagnostics.map { $0.notes.map(\.message) }[0...1],
      [
        [
          "'kReply' looks like a Swift constant, which a .notif file cannot read; write the string it holds, in quotes"
        ],
        [
          "'replyTitle' looks like a Swift constant, which a .notif file cannot read; write the text it holds, in quotes"
        ],
      ])
  }

  func testIgnoreDirectives() {
    assertClean(
      """
      // notifc:ignore N410
      action unused { title: "U" }
      action a { title: "A" }
      category c { actions: [a] }
      """)
    assertClean(
      """
      action unused { title: "U" } // notifc:ignore N410
      action a { title: "A" }
      category c { actions: [a] }
      """)
    // Tabs separate codes as spaces and commas do.
    assertClean("action unused { title: \"\" } //\tnotifc:ignore\tN410,\tN907\t\ncategory c { actions: [] }")
    assertClean(
      "action unused { title: \"U\" } // notifc:ignore N410\u{0C}\u{0B}\ncategory c { actions: [] }")
    assertDiagnostics(
      """
      // notifc:ignore 1️⃣N410 2️⃣N401 3️⃣N999 4️⃣N208
      action a { title: "A" }
      category c { actions: [a] }
      """,
      [
        Expected("1️⃣", .unusedIgnore, "'notifc:ignore N410' silences nothing here"),
        Expected("2️⃣", .invalidIgnore, "N401 is an error and cannot be ignored; fix the problem instead"),
        Expected("3️⃣", .invalidIgnore, "unknown diagnostic code 'N999' in 'notifc:ignore'"),
        Expected("4️⃣", .invalidIgnore, "N208 is a note, not a warning; only warnings can be ignored"),
      ])
    // A comment meant as a directive but spelt otherwise silences nothing, and says so, with the
    // spelling that does; a comment that only mentions notifc is none.
    let misspelt = assertDiagnostics(
      """
      action a { title: "A" }
      action 1️⃣u { title: "U" } // 2️⃣notifc : Ignore N410
      // notifc is great: ignore this
      category c { actions: [a] }
      """,
      [
        Expected("1️⃣", .unusedAction, "action 'u' is not used by any category"),
        Expected("2️⃣", .invalidIgnore, "'notifc : Ignore' is not a directive; write 'notifc:ignore'"),
      ])
    XCTAssertEqual(misspelt.diagnostics[1].fixIts.map(\.replacement), ["notifc:ignore"])
    // `ignore` is a whole word: `notifc:ignored` is no directive, and prose that starts so is no
    // misspelt one (its fix-it would make a directive of unknown codes).
    assertDiagnostics(
      """
      // notifc:ignored N410
      action 1️⃣u { title: "U" }
      // notifc: ignored by the build
      action 2️⃣v { title: "V" }
      category c { actions: [] }
      """,
      [
        Expected("1️⃣", .unusedAction, "action 'u' is not used by any category"),
        Expected("2️⃣", .unusedAction, "action 'v' is not used by any category"),
      ])
    // Only a `//` comment is a directive: one in a block or documentation comment says so; a
    // documentation comment that mentions it later is documentation.
    assertDiagnostics(
      """
      /* 1️⃣notifc:ignore N410 */
      action 2️⃣u { title: "U" }
      /// 3️⃣notifc:ignore N410
      action 4️⃣v { title: "V" }
      /// Not silenced by notifc:ignore.
      action a { title: "A" }
      /** 5️⃣notifc:ignore N410 */
      action 6️⃣w { title: "W" }
      //// 7️⃣notifc:ignore N410
      action 8️⃣x { title: "X" }
      category c { actions: [a] }
      """,
      [
        Expected(
          "1️⃣", .invalidIgnore,
          "'notifc:ignore' in a block comment silences nothing; write it in a '//' comment"),
        Expected("2️⃣", .unusedAction, "action 'u' is not used by any category"),
        Expected(
          "3️⃣", .invalidIgnore,
          "'notifc:ignore' in a documentation comment silences nothing; write it in a '//' comment"),
        Expected("4️⃣", .unusedAction, "action 'v' is not used by any category"),
        Expected(
          "5️⃣", .invalidIgnore,
          "'notifc:ignore' in a block comment silences nothing; write it in a '//' comment"),
        Expected("6️⃣", .unusedAction, "action 'w' is not used by any category"),
        Expected(
          "7️⃣", .invalidIgnore,
          "'notifc:ignore' in a '////' comment silences nothing; write it in a '//' comment"),
        Expected("8️⃣", .unusedAction, "action 'x' is not used by any category"),
      ])
  }

  func testResolvedModelFillsDefaults() {
    let compilation = assertClean(
      """
      action accept { title: "Accept" }
      action open { title: "Open"
          activation: foreground }
      action reply { title: "Reply"
          behavior: textInput }
      category invite { actions: [accept, open, reply]
          options: [allowInCarPlay, customDismissAction] }
      """)
    let category = compilation.model.categories[0]
    XCTAssertEqual(category.identifier, "invite")
    XCTAssertEqual(category.minimalActions.map(\.name), ["accept", "open"])
    XCTAssertEqual(category.options, [.customDismissAction, .allowInCarPlay])
    XCTAssertEqual(category.actions.map(\.identifier), ["accept", "open", "reply"])
    XCTAssertEqual(category.actions.map(\.authenticationRequired), [false, true, false])
    XCTAssertEqual(category.actions.map(\.behavior), [.default, .default, .textInput])
  }

  /// A value of `activation` or `behavior` written as a property: with `true`, a fix-it writes the
  /// property it belongs to; otherwise the message names that property.
  func testAValueWrittenAsAProperty() {
    let compilation = assertDiagnostics(
      """
      action a { title: "A" 1️⃣foreground: true }
      action b { title: "B" 2️⃣textInput: true }
      action d { title: "D" 3️⃣background: false }
      category c { actions: [a, b, d] }
      """,
      [
        Expected(
          "1️⃣", .unknownProperty,
          "unknown property 'foreground' for an action; did you mean 'activation: foreground'?"),
        Expected(
          "2️⃣", .unknownProperty,
          "unknown property 'textInput' for an action; did you mean 'behavior: textInput'?"),
        Expected(
          "3️⃣", .unknownProperty,
          "unknown property 'background' for an action; 'background' is a value of 'activation'"),
      ])
    let fixIt = compilation.diagnostics[0].fixIts.first
    XCTAssertEqual(fixIt?.replacement, "activation: foreground")
    XCTAssertEqual(
      fixIt.map { compilation.sources.files[0].text($0.span.start..<$0.span.end) }, "foreground: true")
    XCTAssertEqual(compilation.diagnostics[2].fixIts, [])
    // With the property set already, no fix-it (it would set it twice); a note points at it.
    let set = assertDiagnostics(
      """
      action a { title: "A" activation: background 1️⃣foreground: true }
      category c { actions: [a] }
      """,
      [
        Expected(
          "1️⃣", .unknownProperty,
          "unknown property 'foreground' for an action; 'foreground' is a value of 'activation'")
      ])
    XCTAssertEqual(set.diagnostics[0].fixIts, [])
    // Apple's spelling of an action's options says how they are written here.
    let options = assertDiagnostics(
      """
      action a { title: "A" 1️⃣options: [foreground] }
      category c { actions: [a] }
      """, [Expected("1️⃣", .unknownProperty, "'options' is a property of categories, not of actions")])
    XCTAssertEqual(
      options.diagnostics[0].notes.map(\.message),
      [
        "an action's options are written 'activation: foreground', 'destructive: true' and 'authenticationRequired: true'"
      ])
    XCTAssertEqual(
      set.diagnostics[0].notes.map {
        "\($0.message) \($0.span.map { "\(set.sources.start(of: $0))" } ?? "")"
      },
      ["'activation' is set here 1:23"])
  }

  /// Found in review: each of these mistakes once caused a second, follow-on diagnostic.
  func testOneMistakeGivesOneDiagnostic() {
    assertDiagnostics(
      """
      action a { 1️⃣titel: "A" }
      category c { actions: [a] }
      """, [Expected("1️⃣", .unknownProperty, "unknown property 'titel' for an action; did you mean 'title'?")])
    assertDiagnostics(
      """
      action a { title: "A" }
      1️⃣catgory c { actions: [a] }
      """, [Expected("1️⃣", .expectedDeclaration, "unknown keyword 'catgory'; did you mean 'category'?")])
    assertDiagnostics(
      """
      action a { title: "A" }
      action b { title: "B" }
      category c { actions: [a] }
      category 1️⃣c { actions: [b] }
      """, [Expected("1️⃣", .duplicateName, "invalid redeclaration of category 'c'")])
  }

  func testDuplicateLocalizationTableAndListValues() {
    assertDiagnostics(
      """
      localization "Push"
      1️⃣localization "Other"
      action a { title: "A" }
      category c { actions: [a]
          options: [customDismissAction, 2️⃣customDismissAction] }
      """,
      [
        Expected(
          "1️⃣", .duplicateLocalizationTable,
          "a file has one default strings table; 'localization' is given twice"),
        Expected("2️⃣", .duplicateListValue, "option 'customDismissAction' is listed twice"),
      ])
  }

  func testOneUnresolvedNameGivesOneDiagnostic() {
    assertDiagnostics(
      """
      action accept { title: "Accept" }
      category invite { actions: [accept, 1️⃣declin] }
      """, [Expected("1️⃣", .unknownAction, "cannot find action 'declin'")])
  }

  /// The printf-style specifiers found in a string (`%%` excluded): the whole specifier, its
  /// conversion (one character, any script) and its `n$` position.
  func testFormatSpecifiersAreFoundByTheirShape() {
    let cases: [(String, [String])] = [
      ("%u new", ["%u u -"]),
      ("100%% sure", []),
      ("%1$u and %2$@", ["%1$u u 1", "%2$@ @ 2"]),
      ("%5d", ["%5d d -"]),
      ("%-08.3lf", ["%-08.3lf f -"]),
      ("50%", ["% - -"]),
      ("%12$", ["%12$ - 12"]),
      ("%é and %😀x", ["%é é -", "%😀 😀 -"]),
      ("no specifier", []),
    ]
    for (text, expected) in cases {
      let found = FormatStringRule.specifiers(in: text).map { specifier in
        "\(specifier.text) \(specifier.conversion.isEmpty ? "-" : specifier.conversion) \(specifier.position.map(String.init) ?? "-")"
      }
      XCTAssertEqual(found, expected, text)
    }
  }

  func testPlainSpecifierShortcutAgreesWithTheFullScan() {
    // Every string of up to five characters from a small alphabet: where the shortcut says "only
    // plain allowed specifiers", the full scan must find exactly that.
    let alphabet: [Character] = ["%", "u", "@", "1", "$", "d", " "]
    var strings = [""]
    var checked = 0
    for _ in 0..<5 {
      strings = strings.flatMap { prefix in alphabet.map { prefix + String($0) } }
      for string in strings {
        for allowsObject in [false, true] {
          let found = FormatStringRule.specifiers(in: string)
          let plain = found.allSatisfy { specifier in
            specifier.text == "%" + specifier.conversion
              && (specifier.conversion == "u" || (allowsObject && specifier.conversion == "@"))
          }
          // ... and no `%@` without a `%u` before it (it would read the count).
          let count = found.firstIndex { $0.conversion == "u" } ?? .max
          let object = found.firstIndex { $0.conversion == "@" }
          let expected =
            plain && found.filter { $0.conversion == "u" }.count <= 1
            && found.filter { $0.conversion == "@" }.count <= 1 && (object.map { $0 > count } ?? true)
          XCTAssertEqual(
            FormatStringRule.hasOnlyPlainAllowedSpecifiers(string, allowsObject: allowsObject), expected,
            "\(string) allowsObject: \(allowsObject)")
          checked += 1
        }
      }
    }
    XCTAssertEqual(checked, 2 * (7 + 49 + 343 + 2_401 + 16_807))
  }
}
