import XCTest

@testable import NotifCore

/// String Catalogs: the strict JSON parser, Xcode's layout and key order, round trips, and
/// `build --strings-catalog`'s merge (issue 9).
final class LocalizationCatalogTests: XCTestCase {
  func model(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> NotificationModel {
    let compilation = Compiler.compile([CompilationInput(path: "test.notif", text: text)])
    XCTAssertEqual(compilation.diagnostics.map(\.message), [], file: file, line: line)
    return compilation.model
  }

  // MARK: JSON

  func testParserIsStrictAndLocatesErrors() {
    func error(_ text: String) -> LocalizationFileError? {
      do throws(LocalizationFileError) {
        _ = try CatalogJSONParser.parse(Array(text.utf8))
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(error("{\"a\" : 1,}"), LocalizationFileError("expected a quoted key, found '}'", at: 9))
    XCTAssertEqual(
      error("{\"a\" : 1, \"a\" : 2}"), LocalizationFileError("duplicate key 'a' in a JSON object", at: 10))
    XCTAssertEqual(error("[1] x"), LocalizationFileError("unexpected text after the JSON value", at: 4))
    XCTAssertEqual(error("[01]"), LocalizationFileError("invalid JSON number: leading zero", at: 1))
    XCTAssertEqual(error("\"\\x\""), LocalizationFileError("invalid escape in a JSON string", at: 1))
    XCTAssertEqual(
      error("\"\\ud83d\""), LocalizationFileError("unpaired surrogate in a JSON \\u escape", at: 1))
    XCTAssertEqual(
      error("\"a\nb\""),
      LocalizationFileError(
        "control character in a JSON string; write it as an escape such as \\n", at: 2))
    XCTAssertEqual(error("// comment\n{}"), LocalizationFileError("expected a JSON value, found '/'", at: 0))
    XCTAssertEqual(error("{\"a\" : tru}"), LocalizationFileError("expected a JSON value, found 't'", at: 7))
    XCTAssertEqual(error("{\"a\" : [1, 2"), LocalizationFileError("unterminated JSON array", at: 12))
    do throws(LocalizationFileError) {
      _ = try CatalogJSONParser.parse([0x22, 0xC3, 0x28, 0x22])
      XCTFail("invalid UTF-8 accepted")
    } catch {
      XCTAssertEqual(error, LocalizationFileError("invalid UTF-8", at: 1))
    }
  }

  func testParserReadsEveryKindOfValueAndItsOffsets() throws {
    let text =
      "\u{FEFF}{ \"s\" : \"a\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\", \"n\" : [-1.5e+3, 0, true, false, null] }"
    let (value, offsets) = try CatalogJSONParser.parse(Array(text.utf8))
    XCTAssertEqual(
      value,
      .object([
        "s": .string("a\"\\/\u{08}\u{0C}\n\r\té😀"),
        "n": .array([.number("-1.5e+3"), .number("0"), .bool(true), .bool(false), .null]),
      ]))
    XCTAssertEqual(offsets[["s"]], 5)
    let bytes = Array(text.utf8)
    let zero = (0..<bytes.count - 3).first { Array(bytes[$0..<$0 + 3]) == Array(", 0".utf8) }
    XCTAssertEqual(offsets[["n", "1"]], zero.map { $0 + 2 })
    // Runs of text between escapes, and a string without any.
    let runs = try CatalogJSONParser.parse(Array(#"["ab\ncdé\u00e9xy😀\tz", "plain é😀"]"#.utf8)).value
    XCTAssertEqual(runs, .array([.string("ab\ncdééxy😀\tz"), .string("plain é😀")]))
  }

  // MARK: Xcode's layout

  func testWriterUsesXcodesLayout() {
    let value = CatalogJSON.object([
      "b": .array([.string("x/y"), .number("2")]), "a": .object([:]), "c": .array([]),
      "d": .string("tab\there \u{1}\"quote\" \\ é"), "e": .bool(false), "f": .null,
    ])
    XCTAssertEqual(
      XcodeJSONWriter.serialize(value),
      """
      {
        "a" : {

        },
        "b" : [
          "x/y",
          2
        ],
        "c" : [

        ],
        "d" : "tab\\there \\u0001\\"quote\\" \\\\ é",
        "e" : false,
        "f" : null
      }
      """)
  }

  /// The order of the keys of a catalog Xcode saved (CubeLabsNZ/CubeTime's Localizable.xcstrings),
  /// and of keys with the punctuation of notifc's keys.
  func testKeyOrderFollowsXcode() {
    let xcode = [
      "", "\nIf you run into any issues", "\nSupport us directly", " Note that this", "-", "–", "...", "(%@)",
      "[+2]", "[DNF]", "%@", "%lld", "%lld d.p", "%lld Solves", "%lld.", "© 2021–2024", "+2", "|", "0.00",
      "0.000", "2x2", "3x3", "3x3 BLD", "3x3 OH", "4x4", "A compsim", "A multiphase", "Accessibility",
      "Add New Session", "All phases", "All Puzzles", "Are you sure you want to delete \"%@\"?",
      "Are you sure you want to delete this solve?", "Ascending", "AVERAGE PHASES", "AVERAGES", "BEST",
      "BEST AO5", "BEST MO10 AO5", "Comment", "COMMENT", "Comment something…",
    ]
    XCTAssertEqual(xcode.shuffled().sorted(by: XcodeKeyOrder.precedes), xcode)
    XCTAssertEqual(XcodeKeyOrder.sorted(xcode.shuffled()), xcode)
    let keys = [
      "reply", "reply_send", "reply-send", "reply.send", "reply2", "reply10", "replyAll", "Réponse", "reset",
      "Zebra",
    ]
    XCTAssertEqual(keys.shuffled().sorted(by: XcodeKeyOrder.precedes), keys)
    for (a, b) in zip(keys, keys.dropFirst()) {
      XCTAssertTrue(XcodeKeyOrder.precedes(a, b) && !XcodeKeyOrder.precedes(b, a), "\(a) < \(b)")
    }
    XCTAssertFalse(XcodeKeyOrder.precedes("same", "same"))
  }

  // MARK: Catalogs

  /// A catalog as Xcode writes it, with fields notifc does not know, reads and writes back byte for byte.
  func testCatalogRoundTripKeepsEverything() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Calculator" : {

          },
          "greeting" : {
            "comment" : "Says hello",
            "extractionState" : "manual",
            "isCommentAutoGenerated" : true,
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hallo"
                }
              },
              "en" : {
                "variations" : {
                  "device" : {
                    "applewatch" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hi"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hello"
                      }
                    }
                  }
                }
              }
            },
            "shouldTranslate" : false
          }
        },
        "version" : "1.1",
        "x-tool" : [
          1.50,
          "kept"
        ]
      }
      """
    let catalog = try XCStringsCatalog(parsing: Array(text.utf8))
    XCTAssertEqual(catalog.sourceLanguage, "en")
    XCTAssertEqual(catalog.version, "1.1")
    XCTAssertEqual(catalog.strings["greeting"]?.localizations["de"]?.stringUnit?.value, "Hallo")
    XCTAssertEqual(catalog.strings["greeting"]?.localizations["en"]?.variations.keys.sorted(), ["device"])
    XCTAssertEqual(catalog.strings["greeting"]?.shouldTranslate, false)
    XCTAssertEqual(catalog.serialized(), text)
  }

  func testCatalogFieldsMustHaveXcodesTypes() {
    func error(_ text: String) -> LocalizationFileError? {
      do throws(LocalizationFileError) {
        _ = try XCStringsCatalog(parsing: Array(text.utf8))
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(
      error("[]"), LocalizationFileError("a String Catalog must be an object, not an array", at: 0))
    XCTAssertEqual(
      error("{\"strings\" : {}}"), LocalizationFileError("a String Catalog needs a 'sourceLanguage'", at: 0))
    let badUnit =
      "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : "
      + "{\"stringUnit\" : {\"state\" : \"translated\", \"value\" : 3}}}}}}"
    XCTAssertEqual(
      error(badUnit),
      LocalizationFileError(
        "'value' must be a string, not a number", at: badUnit.utf8.count - "\"value\" : 3}}}}}}".utf8.count))
    XCTAssertEqual(
      error("{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : \"v\"}}"),
      LocalizationFileError("the entry of 'k' must be an object, not a string", at: 39))
  }

  // MARK: Emitting and merging

  static let source = """
    localization "Push"

    action reply {
        title: localized("reply.title", default: "Reply", comment: "Answers a message")
        behavior: textInput
        textInputButtonTitle: localized("reply.send", default: "Send")
    }

    action like {
        title: localized("like", table: "Reactions")
    }

    category message {
        actions: [reply, like]
        categorySummaryFormat: localized("message.summary", default: "%u more from %@", comment: "Summary")
    }
    """

  func testFreshCatalogHasTheDevelopmentEntriesOfOneTable() {
    let model = model(Self.source)
    XCTAssertEqual(StringsCatalogEmitter.tables(in: model), ["Push", "Reactions"])
    let result = StringsCatalogEmitter.merge(into: nil, model: model, table: "Push")
    XCTAssertEqual(result.added, ["message.summary", "reply.send", "reply.title"])
    XCTAssertEqual(result.markedStale, [])
    XCTAssertEqual(
      result.catalog.serialized(),
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "message.summary" : {
            "comment" : "Summary",
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : "%u more from %@"
                }
              }
            }
          },
          "reply.send" : {
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : "Send"
                }
              }
            }
          },
          "reply.title" : {
            "comment" : "Answers a message",
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : "Reply"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """)
    // The other table, in another development language: a key without `default:` is its own value.
    let reactions = StringsCatalogEmitter.merge(
      into: nil, model: model, table: "Reactions", sourceLanguage: "de")
    XCTAssertEqual(reactions.catalog.sourceLanguage, "de")
    XCTAssertEqual(reactions.catalog.strings["like"]?.localizations["de"]?.stringUnit?.value, "like")
    XCTAssertEqual(reactions.catalog.strings.count, 1)
  }

  /// A catalog with translations in two languages: translations are kept, a removed key is marked
  /// stale, an added key is added, a changed development value sends its translations to review,
  /// and keys that are not notifc's are left alone.
  func testMergeKeepsTranslationsMarksRemovedKeysStaleAndAddsNewKeys() throws {
    func unit(_ state: String, _ value: String) -> String {
      "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
    }
    let existing = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "reply.title" : {
            "comment" : "Old comment",
            "extractionState" : "extracted_with_value",
            "isCommentAutoGenerated" : true,
            "localizations" : {
              "de" : \(unit("translated", "Antworten")),
              "en" : \(unit("new", "Reply")),
              "fr" : \(unit("translated", "Répondre"))
            }
          },
          "reply.send" : {
            "extractionState" : "stale",
            "localizations" : {
              "de" : \(unit("translated", "Senden")),
              "en" : \(unit("new", "Submit")),
              "fr" : \(unit("translated", "Soumettre"))
            }
          },
          "message.delete" : {
            "comment" : "Deletes a message",
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "de" : \(unit("translated", "Löschen")),
              "en" : \(unit("new", "Delete")),
              "fr" : \(unit("translated", "Supprimer"))
            }
          },
          "Settings" : {
            "localizations" : {
              "de" : \(unit("translated", "Einstellungen"))
            }
          },
          "legal.notice" : {
            "extractionState" : "manual",
            "localizations" : {
              "fr" : \(unit("translated", "Mentions légales"))
            }
          }
        },
        "version" : "1.0"
      }
      """
    let model = model(Self.source)
    let result = StringsCatalogEmitter.merge(
      into: try XCStringsCatalog(parsing: Array(existing.utf8)), model: model, table: "Push")
    XCTAssertEqual(result.added, ["message.summary"])
    XCTAssertEqual(result.updated, ["reply.send", "reply.title"])
    XCTAssertEqual(result.markedStale, ["message.delete"])
    let strings = result.catalog.strings
    // Kept translations.
    XCTAssertEqual(strings["reply.title"]?.localizations["de"]?.stringUnit?.value, "Antworten")
    XCTAssertEqual(strings["reply.title"]?.localizations["fr"]?.stringUnit?.state, "translated")
    XCTAssertEqual(strings["reply.title"]?.comment, "Answers a message")
    XCTAssertNil(strings["reply.title"]?.otherFields["isCommentAutoGenerated"])
    // A stale key used again is no longer stale; its development value changed, so its
    // translations need review.
    XCTAssertEqual(strings["reply.send"]?.extractionState, "extracted_with_value")
    XCTAssertEqual(strings["reply.send"]?.localizations["en"]?.stringUnit?.value, "Send")
    XCTAssertEqual(strings["reply.send"]?.localizations["de"]?.stringUnit?.state, "needs_review")
    XCTAssertEqual(strings["reply.send"]?.localizations["fr"]?.stringUnit?.value, "Soumettre")
    // The removed key is stale, with its translations.
    XCTAssertEqual(strings["message.delete"]?.extractionState, "stale")
    XCTAssertEqual(strings["message.delete"]?.localizations["fr"]?.stringUnit?.value, "Supprimer")
    // The added key.
    XCTAssertEqual(strings["message.summary"]?.localizations["en"]?.stringUnit?.value, "%u more from %@")
    // Xcode's own key (no extraction state) and a manual key are not notifc's: unchanged.
    XCTAssertNil(strings["Settings"]?.extractionState)
    XCTAssertEqual(strings["legal.notice"]?.extractionState, "manual")
    XCTAssertEqual(strings.count, 6)

    // Deterministic and idempotent: merging again changes nothing, byte for byte.
    let text = result.catalog.serialized()
    let again = try StringsCatalogEmitter.merge(existing: Array(text.utf8), model: model, table: "Push")
    XCTAssertEqual(again, text)
    XCTAssertEqual(
      try StringsCatalogEmitter.merge(existing: Array(existing.utf8), model: model, table: "Push"), text)
  }

  /// A key given two comments (N706) gets both, sorted, one a line, as Xcode merges them: the
  /// catalog is the same whichever input comes first.
  func testTwoCommentsAreMergedWhateverTheInputOrder() throws {
    let first = CompilationInput(
      path: "a.notif",
      text:
        "action a { title: localized(\"k\", default: \"K\", comment: \"second\") }\ncategory c { actions: [a] }\n"
    )
    let second = CompilationInput(
      path: "b.notif",
      text: "action b { title: localized(\"k\", default: \"K\", comment: \"first\") }\n"
        + "action d { title: localized(\"k\", default: \"K\") }\ncategory e { actions: [b] }\ncategory f { actions: [d] }\n"
    )
    var catalogs: [String] = []
    for inputs in [[first, second], [second, first]] {
      let compilation = Compiler.compile(inputs)
      XCTAssertEqual(compilation.diagnostics.map(\.code), [.conflictingLocalizationComments])
      let merged = StringsCatalogEmitter.merge(into: nil, model: compilation.model, table: "Localizable")
      XCTAssertEqual(merged.catalog.strings["k"]?.comment, "first\nsecond")
      catalogs.append(merged.catalog.serialized())
    }
    XCTAssertEqual(catalogs[0], catalogs[1])
  }

  /// A comment taken out of the source is taken out of the catalog, as Xcode does when it extracts
  /// again; a manual key's comment, and one Xcode generated, stay.
  func testARemovedCommentIsRemoved() throws {
    func entry(_ key: String, _ state: String, _ extra: String = "") -> String {
      "{\"comment\" : \"Old note\", \"extractionState\" : \"\(state)\",\(extra) \"localizations\" : "
        + "{\"en\" : {\"stringUnit\" : {\"state\" : \"new\", \"value\" : \"\(key)\"}}}}"
    }
    let existing = """
      {"sourceLanguage" : "en", "strings" : {
        "extracted" : \(entry("extracted", "extracted_with_value")),
        "generated" : \(entry("generated", "extracted_with_value", " \"isCommentAutoGenerated\" : true,")),
        "manual" : \(entry("manual", "manual")),
        "code" : {"comment" : "Old note", "localizations" : {"en" : {"stringUnit" : {"state" : "new", "value" : "code"}}}}
      }, "version" : "1.0"}
      """
    let model = model(
      ["extracted", "generated", "manual", "code"].map {
        "action \($0) { title: localized(\"\($0)\") }\n"
      }
      .joined() + "category c { actions: [extracted, generated, manual, code] }\n")
    let result = StringsCatalogEmitter.merge(
      into: try XCStringsCatalog(parsing: Array(existing.utf8)), model: model, table: "Localizable")
    XCTAssertEqual(result.updated, ["code", "extracted"])
    XCTAssertNil(result.catalog.strings["extracted"]?.comment)
    XCTAssertEqual(result.catalog.strings["generated"]?.comment, "Old note")
    XCTAssertEqual(result.catalog.strings["manual"]?.comment, "Old note")
    // A key the app's code also uses (Xcode extracted it: no extraction state) is notifc's once it
    // uses it, comment included, so that the next build finds the catalog current.
    XCTAssertNil(result.catalog.strings["code"]?.comment)
    // Merged again, nothing changes.
    XCTAssertEqual(
      StringsCatalogEmitter.merge(into: result.catalog, model: model, table: "Localizable").updated, [])
  }

  /// A key added by hand in Xcode has its comment managed there: the source's comment neither
  /// replaces the one it has nor is given to one without (merged again after the source's comment
  /// changes, it would otherwise keep the first one notifc gave it).
  func testAManualKeyKeepsItsComment() throws {
    let existing = """
      {"sourceLanguage" : "en", "strings" : {
        "noted" : {"comment" : "Keep under 12 characters", "extractionState" : "manual", "localizations" : {"en" : {"stringUnit" : {"state" : "new", "value" : "Reply"}}}},
        "bare" : {"extractionState" : "manual", "localizations" : {"en" : {"stringUnit" : {"state" : "new", "value" : "Mute"}}}}
      }, "version" : "1.0"}
      """
    let model = model(
      """
      action reply { title: localized("noted", default: "Reply", comment: "Answers a message") }
      action mute { title: localized("bare", default: "Mute", comment: "Silences the thread") }
      category c { actions: [reply, mute] }
      """)
    let result = StringsCatalogEmitter.merge(
      into: try XCStringsCatalog(parsing: Array(existing.utf8)), model: model, table: "Localizable")
    XCTAssertEqual(result.updated, [])
    XCTAssertEqual(result.catalog.strings["noted"]?.comment, "Keep under 12 characters")
    XCTAssertNil(result.catalog.strings["bare"]?.comment)
    XCTAssertEqual(result.catalog.strings["noted"]?.extractionState, "manual")
    XCTAssertEqual(
      StringsCatalogEmitter.merge(into: result.catalog, model: model, table: "Localizable").updated, [])
  }

  /// When the development value changes, translations held in variations (by device, by plural,
  /// nested) and in substitutions need review too, as plain ones do; states other than
  /// `translated` are kept.
  func testChangedValueMarksVariationsForReview() throws {
    let existing = """
      {"sourceLanguage" : "en", "strings" : {"open" : {"extractionState" : "extracted_with_value", "localizations" : {
        "en" : {"stringUnit" : {"state" : "new", "value" : "Open"}},
        "de" : {"stringUnit" : {"state" : "translated", "value" : "Öffnen"}},
        "fr" : {"variations" : {"device" : {
          "iphone" : {"stringUnit" : {"state" : "translated", "value" : "Ouvrir"}},
          "other" : {"variations" : {"plural" : {"one" : {"stringUnit" : {"state" : "new", "value" : "O"}},
                                                  "other" : {"stringUnit" : {"state" : "translated", "value" : "Os"}}}}}}}},
        "ja" : {"stringUnit" : {"state" : "translated", "value" : "開く %#@n@"},
                "substitutions" : {"n" : {"variations" : {"plural" : {"other" : {"stringUnit" : {"state" : "translated", "value" : "%d"}}}}}}}
      }}}, "version" : "1.0"}
      """
    let source =
      "action a { title: localized(\"open\", default: \"Open now\") }\ncategory c { actions: [a] }\n"
    let merged = try StringsCatalogEmitter.merge(
      existing: Array(existing.utf8), model: model(source), table: "Localizable")
    XCTAssertFalse(merged.contains("\"translated\""), merged)
    XCTAssertEqual(merged.components(separatedBy: "\"needs_review\"").count - 1, 5, merged)
    XCTAssertEqual(merged.components(separatedBy: "\"new\"").count - 1, 2, merged)
  }

  func testMergeRefusesAMalformedCatalog() {
    XCTAssertThrowsError(
      try StringsCatalogEmitter.merge(
        existing: Array("{\"sourceLanguage\" : \"en\",".utf8),
        model: model(
          Self.source), table: "Push"))
  }
}
