import Foundation
import XCTest

@testable import NotifCore

/// The translation check of `notifc lint --strings` (issue 9): every finding, at the
/// `localized(...)` it concerns, against String Catalogs and `.strings` folders.
final class LocalizationCheckTests: XCTestCase {
  /// Compiles a marked source (`test.notif`), reads the table files and checks; returns every
  /// diagnostic of both as `path:line:col severity code message`, and its notes as `  note: …`
  /// lines.
  func findings(_ marked: String, _ files: [(path: String, text: String)]) -> [String] {
    Self.findings(marked, files.map { StringsTableLoader.File(path: $0.path, bytes: Array($0.text.utf8)) })
  }

  func findings(_ marked: String, _ files: [StringsTableLoader.File]) -> [String] {
    Self.findings(marked, files)
  }

  /// See ``findings(_:_:)``.
  static func findings(_ marked: String, _ files: [StringsTableLoader.File]) -> [String] {
    let source = MarkedSource(marked)
    let compilation = Compiler.compile([CompilationInput(path: "test.notif", text: source.text)])
    let (diagnostics, sources) = compilation.checkTranslations(against: files)
    func place(_ span: SourceSpan?) -> String {
      span.map { "\(sources[$0.file].path):\(sources.start(of: $0))" } ?? "-"
    }
    return diagnostics.flatMap { diagnostic in
      [
        "\(place(diagnostic.span)) \(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) \(diagnostic.message)"
      ]
        + diagnostic.notes.map { note in
          note.span.map { "  note: \(place($0)) \(note.message)" } ?? "  note: \(note.message)"
        }
    }
  }

  /// `test.notif:line:col` of a marker.
  static func at(_ marked: String, _ marker: String) -> String {
    "test.notif:\(MarkedSource(marked).position(marker))"
  }

  func at(_ marked: String, _ marker: String) -> String {
    "test.notif:\(MarkedSource(marked).position(marker))"
  }

  static let source = """
    platform ios 15.0

    action reply {
        title: 1️⃣localized("reply.title", default: "Reply", comment: "Answers a message")
        behavior: textInput
        textInputButtonTitle: 2️⃣localized("reply.send", default: "Send")
        textInputPlaceholder: 3️⃣localized("reply.placeholder", default: "Message")
    }

    action like {
        title: 4️⃣localized("like", default: "Like", table: "Reactions")
    }

    action mute {
        title: 5️⃣localized("mute", default: "Mute")
    }

    category message {
        actions: [reply, like, mute]
        hiddenPreviewsBodyPlaceholder: 6️⃣localized("message.hidden", default: "%u new messages")
        categorySummaryFormat: 7️⃣localized("message.summary", default: "%u more messages from %@")
    }
    """

  static func unit(_ language: String, _ state: String, _ value: String) -> String {
    "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
  }

  /// `notifc:ignore` comments apply to the translation check's warnings as to the compiler's: one
  /// silences an N722 at its `localized(...)` (on the line, or on the line before), and is then not
  /// reported as silencing nothing; one that silences nothing, there, still is (N951); an error
  /// (N721) cannot be silenced (N952).
  func testIgnoreCommentsApplyToTheTranslationCheck() {
    let s = """
      action reply {
          // notifc:ignore N722
          title: localized("reply.title", default: "Reply")
      }

      action mute {
          title: localized("mute", default: "Mute") // notifc:ignore N722 1️⃣N724
      }

      action like {
          title: localized("like", default: "Like") // notifc:ignore 2️⃣N722
      }

      action archive {
          title: 3️⃣localized("archive", default: "Archive") // notifc:ignore 4️⃣N721
      }

      category message { actions: [reply, mute, like, archive] }
      """
    let u = Self.unit
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "reply.title" : { "localizations" : { \(u("de", "translated", "Antworten")), \(u("fr", "new", "")) } },
          "mute" : { "localizations" : { \(u("de", "translated", "Stumm")) } },
          "like" : { "localizations" : { \(u("de", "translated", "Mag ich")), \(u("fr", "translated", "J'aime")) } }
        },
        "version" : "1.0"
      }
      """
    // Without the check (a build, a lint without --strings), nothing can tell whether the comments
    // for N722 and N724 silence anything: they are not reported; the one for an error still is.
    let alone = Compiler.compile([CompilationInput(path: "test.notif", text: MarkedSource(s).text)])
    XCTAssertEqual(
      alone.diagnostics.map { "\($0.code.rawValue) \($0.message)" },
      ["N952 N721 is an error and cannot be ignored; fix the problem instead"])
    XCTAssertEqual(
      findings(s, [("Localizable.xcstrings", catalog)]),
      [
        "\(at(s, "1️⃣")) warning N951 'notifc:ignore N724' silences nothing here",
        "\(at(s, "2️⃣")) warning N951 'notifc:ignore N722' silences nothing here",
        "\(at(s, "3️⃣")) error N721 key 'archive' is not in strings table 'Localizable'",
        "  note: the table is read from Localizable.xcstrings",
        "\(at(s, "4️⃣")) warning N952 N721 is an error and cannot be ignored; fix the problem instead",
      ])
  }

  /// Every finding against a String Catalog, each at its `localized(...)`.
  func testEveryFindingAgainstACatalog() {
    let u = Self.unit
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "reply.title" : { "localizations" : {
            \(u("de", "translated", "Antworten")), \(u("fr", "translated", "Répondre")) } },
          "reply.send" : { "localizations" : {
            \(u("de", "needs_review", "Senden")), \(u("fr", "new", "")) } },
          "reply.placeholder" : { "shouldTranslate" : false },
          "message.hidden" : { "localizations" : {
            \(u("de", "translated", "%u neue Nachrichten")),
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%u nouveau message" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%u nouveaux messages" } } } } },
            "ja" : { "variations" : { "device" : {
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%u件" } } } } } } },
          "message.summary" : { "localizations" : {
            \(u("en", "translated", "%u more from %@ and %@")),
            \(u("de", "translated", "%@ %u")),
            \(u("fr", "translated", "%2$@ : %1$u de plus")),
            \(u("ja", "translated", "%lu件、%@から")) } }
        },
        "version" : "1.0"
      }
      """
    let s = Self.source
    let path = "Localizable.xcstrings"
    XCTAssertEqual(
      findings(s, [(path, catalog)]),
      [
        "\(at(s, "1️⃣")) warning N722 key 'reply.title' of strings table 'Localizable' is untranslated in ja",
        "\(at(s, "2️⃣")) warning N722 key 'reply.send' of strings table 'Localizable' is untranslated in fr and ja "
          + "and needs review in de",
        "\(at(s, "4️⃣")) error N721 strings table 'Reactions' of key 'like' was not found",
        "  note: the only table given is 'Localizable'",
        "\(at(s, "5️⃣")) error N721 key 'mute' is not in strings table 'Localizable'",
        "  note: the table is read from Localizable.xcstrings",
        "\(at(s, "6️⃣")) warning N724 key 'message.hidden' of strings table 'Localizable' varies by device in ja; "
          + "notifc expects a plain string: the variation is chosen once, on the device that registers the "
          + "categories, so a notification mirrored to Apple Watch shows the iPhone's text",
        "  note: Localizable.xcstrings:14:16 'ja' is here",
        "\(at(s, "6️⃣")) warning N724 key 'message.hidden' of strings table 'Localizable' varies by plural in fr; "
          + "notifc expects a plain string: the generated code registers the text without a count, so no plural "
          + "form can be chosen",
        "  note: Localizable.xcstrings:11:16 'fr' is here",
        "\(at(s, "7️⃣")) error N723 'de' translation of 'message.summary' (categorySummaryFormat) formats argument 1 "
          + "with '%@' where the development value has '%u'",
        "  note: the development value is '%u more messages from %@'",
        "  note: Localizable.xcstrings:18:57 the 'de' translation is here",
        "  note: to change the order of the arguments, number them, as in '%2$@ %1$u'",
        "\(at(s, "7️⃣")) error N723 'en' translation of 'message.summary' (categorySummaryFormat) has 3 format "
          + "arguments ('%u', '%@', '%@') where the development value has 2 ('%u', '%@')",
        "  note: the development value is '%u more messages from %@'",
        "  note: Localizable.xcstrings:17:57 the 'en' translation is here",
        "\(at(s, "7️⃣")) error N723 'ja' translation of 'message.summary' (categorySummaryFormat) formats argument 1 "
          + "with '%lu' where the development value has '%u'",
        "  note: the development value is '%u more messages from %@'",
        "  note: Localizable.xcstrings:20:57 the 'ja' translation is here",
      ])
  }

  /// The same findings against a classic `.lproj` folder (where no language is the development
  /// language), read from UTF-8 and UTF-16 files.
  func testEveryFindingAgainstStringsFiles() {
    let english = """
      "reply.title" = "Reply";
      "reply.send" = "Send";
      "reply.placeholder" = "Message";
      "message.hidden" = "%u new messages";
      "message.summary" = "%u more messages from %@";
      """
    let german = """
      /* Translated by hand */
      "reply.title" = "Antworten";
      "reply.placeholder" = "Nachricht";
      "message.hidden" = "%1$u neue Nachrichten";
      "message.summary" = "%2$@: %1$u weitere";
      "mute" = "Stumm";
      """
    let french = """
      "reply.title" = "Répondre";
      "reply.send" = "Envoyer";
      "reply.placeholder" = "Message";
      "message.hidden" = "%d nouveaux messages";
      "message.summary" = "%u de plus de %@";
      """
    let utf16: [UInt8] = [0xFF, 0xFE] + Array(french.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let files = [
      StringsTableLoader.File(path: "App/en.lproj/Localizable.strings", bytes: Array(english.utf8)),
      StringsTableLoader.File(path: "App/de.lproj/Localizable.strings", bytes: Array(german.utf8)),
      StringsTableLoader.File(path: "App/fr.lproj/Localizable.strings", bytes: utf16),
      StringsTableLoader.File(
        path: "App/de.lproj/Reactions.strings", bytes: Array("\"like\" = \"Gefällt mir\";".utf8)),
    ]
    let s = Self.source
    XCTAssertEqual(
      findings(s, files),
      [
        "\(at(s, "2️⃣")) warning N722 key 'reply.send' of strings table 'Localizable' is untranslated in de",
        "\(at(s, "5️⃣")) warning N722 key 'mute' of strings table 'Localizable' is untranslated in en and fr",
        "\(at(s, "6️⃣")) error N723 'fr' translation of 'message.hidden' (hiddenPreviewsBodyPlaceholder) formats "
          + "argument 1 with '%d' where the development value has '%u'",
        "  note: the development value is '%u new messages'",
        "  note: App/fr.lproj/Localizable.strings:4:20 the 'fr' translation is here",
      ])
  }

  /// iOS finds a key only as spelt: `café` with a precomposed `é` is not the key `cafe` + U+0301,
  /// though Swift's `String` takes them for equal. The note says how each is spelt.
  func testAKeyThatOnlyLooksTheSameIsMissing() {
    let s =
      "action a {\n    title: 1️⃣localized(\"caf\\u{E9}\", default: \"Café\")\n}\ncategory c { actions: [a] }\n"
    let table = [("App/en.lproj/Localizable.strings", "\"cafe\\U0301\" = \"Café\";\n")]
    XCTAssertEqual(
      findings(s, table),
      [
        "\(at(s, "1️⃣")) error N721 key 'café' is not in strings table 'Localizable'",
        "  note: the table is read from App/en.lproj/Localizable.strings",
        "  note: App/en.lproj/Localizable.strings:1:1 the table has 'café', which looks the same but is spelt "
          + "'cafe\\u{301}' where this key is 'caf\\u{E9}'; iOS finds a key only as spelt",
      ])
    XCTAssertEqual(findings(s, [("App/en.lproj/Localizable.strings", "\"caf\\U00E9\" = \"Café\";\n")]), [])
    // A table may hold both spellings: each is a key of its own, found as spelt, in every language.
    let both = "\"caf\\U00E9\" = \"A\";\n\"cafe\\U0301\" = \"B\";\n"
    XCTAssertEqual(findings(s, [("App/en.lproj/Localizable.strings", both)]), [])
    XCTAssertEqual(
      findings(
        s,
        [
          ("App/en.lproj/Localizable.strings", "\"caf\\U00E9\" = \"Café\";\n"),
          ("App/de.lproj/Localizable.strings", "\"cafe\\U0301\" = \"Café\";\n"),
        ]),
      ["\(at(s, "1️⃣")) warning N722 key 'café' of strings table 'Localizable' is untranslated in de"])
  }

  /// A `*` width or precision reads an argument of its own: `%*u` is two arguments, not one `%u`.
  func testAStarWidthTakesAnArgument() {
    XCTAssertNotEqual(FormatArguments("%*u new"), FormatArguments("%u new"))
    XCTAssertNotEqual(FormatArguments("%.*u von %@"), FormatArguments("%u von %@"))
    XCTAssertEqual(FormatArguments("%*u"), FormatArguments("%*u"))
    let s =
      "action a { title: \"A\" }\ncategory c { actions: [a]\n    hiddenPreviewsBodyPlaceholder: 1️⃣localized(\"h\", default: \"%u new\") }"
    let found = findings(s, [("de.lproj/Localizable.strings", "\"h\" = \"%*u neue\";")])
    XCTAssertEqual(
      found.first,
      "\(at(s, "1️⃣")) error N723 'de' translation of 'h' (hiddenPreviewsBodyPlaceholder) has 2 format arguments ('%*u', '%*u') where the development value has 1 ('%u')",
      "\(found)")
  }

  /// An argument that two specifiers of a translation read as different types is a mismatch, even
  /// when its first specifier matches the development value's (`%u … %1$@` formats the count as an
  /// object).
  func testAnArgumentReadAsTwoTypesIsAMismatch() {
    XCTAssertNil(FormatArguments("%1$u von %1$u").conflict)
    XCTAssertEqual(FormatArguments("%2$@ %1$u %2$u").conflict?.position, 2)
    let found = findings(
      Self.source,
      [
        (
          "de.lproj/Localizable.strings",
          """
          "reply.title" = "Antworten";
          "reply.send" = "Senden";
          "reply.placeholder" = "Nachricht";
          "mute" = "Stumm";
          "message.hidden" = "%u neue Nachrichten von %1$@";
          "message.summary" = "%1$u weitere von %2$@ (%1$@)";
          """
        ),
        ("de.lproj/Reactions.strings", "\"like\" = \"Mag ich\";"),
      ])
    XCTAssertEqual(
      found,
      [
        "\(at(Self.source, "6️⃣")) error N723 'de' translation of 'message.hidden' (hiddenPreviewsBodyPlaceholder) reads argument 1 both with '%u' and with '%1$@'",
        "  note: the development value is '%u new messages'",
        "  note: de.lproj/Localizable.strings:5:20 the 'de' translation is here",
        "\(at(Self.source, "7️⃣")) error N723 'de' translation of 'message.summary' (categorySummaryFormat) reads argument 1 both with '%1$u' and with '%1$@'",
        "  note: the development value is '%u more messages from %@'",
        "  note: de.lproj/Localizable.strings:6:21 the 'de' translation is here",
      ])
  }

  func testMalformedAndDuplicateTables() {
    let s = Self.source
    let catalog = "{\"sourceLanguage\" : \"en\", \"strings\" : {}}"
    XCTAssertEqual(
      findings(
        s,
        [
          ("a/Localizable.xcstrings", "{\"sourceLanguage\" : \"en\",\n  \"strings\" : {\"k\" : 1}}"),
          ("b/Reactions.xcstrings", catalog), ("c/Reactions.xcstrings", catalog),
          ("en.lproj/Reactions.strings", "\"like\" = \"Like\";"), ("Localizable.strings", "\"a\" = \"b\";"),
          ("fr.lproj/Localizable.strings", "\"reply.title\" = \"Répondre\"\n\"reply.send\" = \"Envoyer\";"),
        ]),
      [
        "- error N725 Localizable.strings: not a strings table; expected a String Catalog (Table.xcstrings) or a "
          + "strings file or strings dictionary in a language folder (xx.lproj/Table.strings, "
          + "xx.lproj/Table.stringsdict)",
        "- error N725 c/Reactions.xcstrings: strings table 'Reactions' is also in b/Reactions.xcstrings; this file "
          + "is ignored",
        "- error N725 en.lproj/Reactions.strings: strings table 'Reactions' in 'en' is also in "
          + "b/Reactions.xcstrings; this file is ignored",
        "a/Localizable.xcstrings:2:16 error N725 invalid String Catalog: the entry of 'k' must be an object, not a "
          + "number",
        "fr.lproj/Localizable.strings:1:28 error N725 invalid strings file: expected ';' after the value of "
          + "'reply.title', found '\"'",
        // The files of 'Localizable' could not be read: its keys are not reported as missing too.
        "\(at(s, "4️⃣")) error N721 key 'like' is not in strings table 'Reactions'",
        "  note: the table is read from b/Reactions.xcstrings",
      ])
  }

  /// A table the texts use that was not given is reported once; the note names what was given,
  /// including the tables that could not be read (not "no strings tables were given").
  func testMissingTableNoteNamesTheUnreadableTables() {
    let s = Self.source
    let broken = ("Bad.xcstrings", "{")
    let good = ("Reactions.xcstrings", "{\"sourceLanguage\" : \"en\", \"strings\" : {\"like\" : {}}}")
    let alone = findings(s, [broken])
    XCTAssertEqual(
      Set(alone.filter { $0.hasPrefix("  note:") }), ["  note: no table given could be read ('Bad')"])
    XCTAssertEqual(alone.filter { $0.contains("N721") }.count, 2, "\(alone)")
    let both = findings(s, [broken, good])
    XCTAssertEqual(
      Set(both.filter { $0.hasPrefix("  note:") }),
      ["  note: the only table given is 'Reactions'; 'Bad' could not be read"])
    // A table of which one file was read and another was not is among the tables given.
    let partly = findings(
      s,
      [("en.lproj/Reactions.strings", "\"like\" = \"Like\";"), ("fr.lproj/Reactions.strings", "\"like\" =")])
    XCTAssertEqual(
      Set(partly.filter { $0.hasPrefix("  note:") && !$0.contains(".strings") }),
      ["  note: the only table given is 'Reactions'"])
    // Past eight tables given, the rest are counted: a build can give thousands.
    let many = findings(s, (0..<10).map { ("en.lproj/T\($0).strings", "\"k\" = \"K\";") })
    XCTAssertEqual(
      Set(many.filter { $0.hasPrefix("  note: the tables") }),
      ["  note: the tables given are 'T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7' and 2 more"])
  }

  /// A table name that is not a table's (N708, reported by the checker) is not also a missing
  /// table (N721).
  func testATableNameThatIsNotATablesIsNotAlsoMissing() {
    let source =
      "action a { title: localized(\"a\", table: \"Push.strings\") }\ncategory c { actions: [a] }\n"
    XCTAssertEqual(
      findings(source, [("Other.xcstrings", "{\"sourceLanguage\" : \"en\", \"strings\" : {}}")]),
      [
        "test.notif:1:41 error N708 strings table name 'Push.strings' includes the file extension; the table is 'Push'"
      ])
  }

  func testStringsTableKinds() {
    XCTAssertEqual(StringsTableLoader.kind(of: "Resources/Chat.xcstrings"), .catalog(table: "Chat"))
    XCTAssertEqual(
      StringsTableLoader.kind(of: "a/pt-BR.lproj/Chat.strings"), .strings(table: "Chat", language: "pt-BR"))
    XCTAssertEqual(
      StringsTableLoader.kind(of: "Base.lproj/Main.strings"), .strings(table: "Main", language: "Base"))
    XCTAssertNil(StringsTableLoader.kind(of: "Chat.strings"))
    XCTAssertNil(StringsTableLoader.kind(of: "a/.xcstrings"))
    XCTAssertNil(StringsTableLoader.kind(of: "en.lproj/Chat.plist"))
  }

  /// The sample and its catalog: the whole flow of `build --strings-catalog` and `lint --strings`.
  func testTheLocalizedSampleAndItsCatalogAgree() throws {
    let notif = try String(
      contentsOf: repositoryRoot.appendingPathComponent("samples/localized.notif"), encoding: .utf8)
    let catalogPath = "samples/localized/Localizable.xcstrings"
    let catalog = try String(contentsOf: repositoryRoot.appendingPathComponent(catalogPath), encoding: .utf8)
    let compilation = Compiler.compile([CompilationInput(path: "samples/localized.notif", text: notif)])
    XCTAssertEqual(compilation.diagnostics.map(\.message), [])
    XCTAssertEqual(StringsCatalogEmitter.tables(in: compilation.model), ["Localizable"])
    // A fresh catalog is the sample's catalog without its translations.
    var untranslated = try XCStringsCatalog(parsing: Array(catalog.utf8))
    for (key, entry) in untranslated.strings {
      untranslated.strings[key]?.localizations = entry.localizations.filter { $0.key == "en" }
    }
    XCTAssertEqual(
      StringsCatalogEmitter.merge(into: nil, model: compilation.model, table: "Localizable").catalog
        .serialized(),
      untranslated.serialized())
    // Building again leaves the catalog as it is, translations included.
    XCTAssertEqual(
      try StringsCatalogEmitter.merge(
        existing: Array(catalog.utf8), model: compilation.model, table: "Localizable"),
      catalog)
    var sources = compilation.sources
    let (tables, problems, _) = StringsTableLoader.load(
      [StringsTableLoader.File(path: catalogPath, bytes: Array(catalog.utf8))], sources: &sources)
    XCTAssertEqual(problems.map(\.message), [])
    XCTAssertEqual(tables.first?.languages, ["de", "en", "fr"])
    XCTAssertEqual(TranslationChecker.check(model: compilation.model, tables: tables).map(\.message), [])
  }
}
