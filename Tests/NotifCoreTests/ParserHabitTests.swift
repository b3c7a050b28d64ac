// Habits from other languages that the lexer and the parser read as meant
// (Lexer+OtherLanguages.swift, Parser+OtherLanguages.swift): each is one error at its own
// position, the rest of the file is read as if it were written right, and applying the fix-its
// gives a file with no diagnostics.

import NotifCore
import XCTest

final class ParserHabitTests: XCTestCase {
  /// A colon or `=` after a directive's keyword, as YAML or TOML write a key, is one error with a
  /// fix-it that removes it and leaves one blank.
  func testAColonAfterADirectiveKeywordIsOneError() throws {
    let compilation = assertDiagnostics(
      """
      notif1️⃣:1
      platform 2️⃣: ios 15.0
      localization3️⃣:"Push"
      import 4️⃣= "shared.notif"
      action a { title: "A" }
      category c { actions: [a, s] }
      """,
      [
        Expected("1️⃣", .expectedToken, "unexpected ':' after 'notif'"),
        Expected("2️⃣", .expectedToken, "unexpected ':' after 'platform'"),
        Expected("3️⃣", .expectedToken, "unexpected ':' after 'localization'"),
        Expected("4️⃣", .unexpectedCharacter, "unexpected '=' after 'import'"),
      ], others: ["shared.notif": "action s { title: \"S\" }\n"])
    XCTAssertEqual(
      compilation.diagnostics.first?.notes.map(\.message),
      ["'notif' is followed by its value, without a colon"])
    XCTAssertEqual(compilation.model.platforms.map(\.version.description), ["15.0"])
    try Self.assertFixItsGiveACleanFile(
      compilation,
      """
      notif 1
      platform ios 15.0
      localization "Push"
      import "shared.notif"
      action a { title: "A" }
      category c { actions: [a, s] }
      """, others: ["shared.notif": "action s { title: \"S\" }\n"])
    for (line, fixed) in [("notif : 1", "notif 1"), ("notif :1", "notif 1"), ("notif = 1", "notif 1")] {
      let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: line + "\n")])
      XCTAssertEqual(compilation.diagnostics.count, 1, line)
      XCTAssertEqual(Self.applyingEveryFixIt(compilation), fixed + "\n", line)
    }
  }

  /// Objective-C's `#import` is an import: one error with a fix-it that deletes the `#`, and the
  /// file is imported (read as a comment, the fix-it would have dropped its categories in silence).
  /// A `#` before any other word starts a comment, as before.
  func testAnObjectiveCImportIsAnImport() throws {
    let compilation = assertDiagnostics(
      """
      1️⃣#import "calls.notif"
        2️⃣#import ubudu
      3️⃣#imports
      category c { actions: [a, UbuduYes] }
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, "unexpected '#' before 'import'"),
        Expected("2️⃣", .unexpectedCharacter, "unexpected '#' before 'import'"),
        Expected("3️⃣", .unexpectedCharacter, "comments start with '//', not '#'"),
      ], others: ["calls.notif": "action a { title: \"A\" }\ncategory missed_call { actions: [a] }\n"])
    XCTAssertTrue(compilation.model.categories.contains { $0.name == "missed_call" })
    try Self.assertFixItsGiveACleanFile(
      compilation,
      """
      import "calls.notif"
        import ubudu
      //imports
      category c { actions: [a, UbuduYes] }
      """, others: ["calls.notif": "action a { title: \"A\" }\ncategory missed_call { actions: [a] }\n"])
  }

  /// A boolean written alone, as a flag (Swift's option sets, YAML's keys), is one error whose
  /// fix-it sets it with `: true`; another property without its colon and value gets no fix-it, as
  /// a colon alone would leave it without a value.
  func testABooleanWrittenAloneIsSetTrue() throws {
    let compilation = assertDiagnostics(
      """
      action accept {
          title: "Accept"
          destructive1️⃣
          authenticationRequired2️⃣
      }
      category invite { actions: [accept] }
      """,
      [
        Expected("1️⃣", .expectedToken, "expected ':' after property name 'destructive'"),
        Expected("2️⃣", .expectedToken, "expected ':' after property name 'authenticationRequired'"),
      ])
    XCTAssertEqual(
      compilation.diagnostics.first?.notes.map(\.message),
      ["a boolean property is set with 'destructive: true'"])
    try Self.assertFixItsGiveACleanFile(
      compilation,
      """
      action accept {
          title: "Accept"
          destructive: true
          authenticationRequired: true
      }
      category invite { actions: [accept] }
      """)
    let title = Compiler.compile([
      CompilationInput(path: "t.notif", text: "action a {\n  title\n}\ncategory c { actions: [a] }\n")
    ])
    XCTAssertEqual(title.diagnostics.map(\.message), ["expected ':' after property name 'title'"])
    XCTAssertEqual(title.diagnostics.first?.fixIts.count, 0)
  }

  /// A string left open before the closers that end its line (`"accept.title)`,
  /// `["INSendMessageIntent]`, `"C }`) ends before them: one error, whose fix-it closes the string
  /// there, and the closers close the code around it. A string with an opener keeps its closers
  /// (`"Reply (later)`), and one that ends in no closer is closed at its line's end.
  func testAnUnterminatedStringEndsBeforeTheClosersOfItsLine() throws {
    let compilation = assertDiagnostics(
      """
      action accept {
          title: localized(1️⃣"accept.title)
          behavior: textInput
          textInputButtonTitle: 2️⃣"Reply (later)
      }
      category invite { identifier: 3️⃣"INVITE }
      category other {
          actions: [accept]
          intentIdentifiers: [4️⃣"INSendMessageIntent]
          hiddenPreviewsBodyPlaceholder: 5️⃣"New messages
      }
      """,
      [
        Expected("1️⃣", .unterminatedString, "unterminated string literal"),
        Expected("2️⃣", .unterminatedString, "unterminated string literal"),
        Expected("3️⃣", .unterminatedString, "unterminated string literal"),
        Expected("4️⃣", .unterminatedString, "unterminated string literal"),
        Expected("5️⃣", .unterminatedString, "unterminated string literal"),
      ])
    try Self.assertFixItsGiveACleanFile(
      compilation,
      """
      action accept {
          title: localized("accept.title")
          behavior: textInput
          textInputButtonTitle: "Reply (later)"
      }
      category invite { identifier: "INVITE" }
      category other {
          actions: [accept]
          intentIdentifiers: ["INSendMessageIntent"]
          hiddenPreviewsBodyPlaceholder: "New messages"
      }
      """)
  }

  /// A property after a `}` too many is told so, not taken for a misspelt keyword (`actions` is
  /// close to `action`, whose fix-it broke the file).
  func testAPropertyOutsideADeclarationIsNoMisspeltKeyword() {
    let compilation = assertDiagnostics(
      """
      action accept { title: "Accept" }
      category invite {
          identifier: "INVITE"
          }
          1️⃣actions: [accept]
      }
      """,
      [
        Expected(
          "1️⃣", .expectedDeclaration, "expected 'action' or 'category' declaration, found property 'actions'")
      ]
    )
    XCTAssertEqual(
      compilation.diagnostics.first?.notes.map(\.message),
      ["a property goes inside the braces of an action or a category; is a '}' too early?"])
    XCTAssertEqual(compilation.diagnostics.first?.fixIts.count, 0)
    // Without its colon, a word close to a keyword is still taken for one.
    assertDiagnostics(
      "1️⃣actions accept { title: \"A\" }\ncategory c { actions: [accept] }\n",
      [Expected("1️⃣", .expectedDeclaration, "unknown keyword 'actions'; did you mean 'action'?")])
  }

  /// A declaration's name of two words is one error at the second, and the declaration is read
  /// under the first; no fix-it guesses which name the lists use, unless the word is written twice.
  func testANameOfTwoWordsIsOneError() throws {
    let compilation = assertDiagnostics(
      """
      action accept 1️⃣invite { title: "Accept" }
      category reminder 2️⃣reminder {
          actions: [accept]
      }
      """,
      [
        Expected(
          "1️⃣", .expectedToken, "expected '{' after action name 'accept', found a second name 'invite'"),
        Expected(
          "2️⃣", .expectedToken, "expected '{' after category name 'reminder', found a second name 'reminder'"),
      ])
    XCTAssertEqual(
      compilation.diagnostics.map { $0.notes.map(\.message) },
      [["a name is one word; join the words with '_', as in 'accept_invite'"], ["the name is written twice"]])
    XCTAssertEqual(compilation.diagnostics.first?.fixIts.count, 0)
    XCTAssertEqual(
      Self.applyingEveryFixIt(compilation),
      """
      action accept invite { title: "Accept" }
      category reminder {
          actions: [accept]
      }
      """)
  }

  /// A `notif` line whose version is not a number is told what the line takes, with a fix-it for
  /// a quoted number.
  func testAVersionThatIsNotANumberIsOneError() throws {
    let message = "expected language version after 'notif', such as 'notif 1'"
    let quoted = assertDiagnostics(
      "notif 1️⃣\"1\"\naction a { title: \"A\" }\ncategory c { actions: [a] }\n",
      [Expected("1️⃣", .expectedToken, message)])
    XCTAssertEqual(Self.applyingEveryFixIt(quoted).prefix(8), "notif 1\n")
    assertDiagnostics(
      "notif 1️⃣v1\nnotif2️⃣\naction a { title: \"A\" }\ncategory c { actions: [a] }\n",
      [Expected("1️⃣", .expectedToken, message), Expected("2️⃣", .expectedToken, message)])
  }

  /// Several platforms on one line, as Swift's `@available` lists them (with commas or without,
  /// the next one on the same line or the next), are read as one line each; each is an error
  /// with a fix-it that starts a new `platform` line, in the file's line endings.
  func testPlatformsListedOnOneLineAreReadEach() throws {
    let compilation = assertDiagnostics(
      """
      platform ios 15.01️⃣, watchos 8.02️⃣,macos 12.0 3️⃣visionos 1.04️⃣,
          maccatalyst 15.0
      action a { title: "A" }
      category c { actions: [a] }
      """,
      [
        Expected("1️⃣", .expectedToken, "unexpected ',' after a platform's deployment target"),
        Expected("2️⃣", .expectedToken, "unexpected ',' after a platform's deployment target"),
        Expected("3️⃣", .expectedToken, "expected a new 'platform' line before 'visionos'"),
        Expected("4️⃣", .expectedToken, "unexpected ',' after a platform's deployment target"),
      ])
    XCTAssertEqual(
      compilation.model.platforms.map(\.name.rawValue),
      ["ios", "maccatalyst", "macos", "visionos", "watchos"])
    try Self.assertFixItsGiveACleanFile(
      compilation,
      """
      platform ios 15.0
      platform watchos 8.0
      platform macos 12.0
      platform visionos 1.0
      platform maccatalyst 15.0
      action a { title: "A" }
      category c { actions: [a] }
      """)
    // A comma that no platform follows is removed; a platform without its version says so.
    let trailing = assertDiagnostics(
      "platform ios 15.01️⃣, // later\nplatform macos 12.02️⃣, watchos3️⃣\naction a { title: \"A\" }\n"
        + "category c { actions: [a] }\n",
      [
        Expected("1️⃣", .expectedToken, "unexpected ',' after a platform's deployment target"),
        Expected("2️⃣", .expectedToken, "unexpected ',' after a platform's deployment target"),
        Expected("3️⃣", .expectedToken, "expected deployment target version after 'platform watchos'"),
      ])
    XCTAssertTrue(Self.applyingEveryFixIt(trailing).hasPrefix("platform ios 15.0 // later\n"))
    // A version in quotes, as JSON and YAML write one, is one error whose fix-it unquotes it, and
    // the version is read (iOS 9 is below what `textInput` needs: N604 is reported from it). A
    // string that is not a version is not taken for one.
    let quoted = assertDiagnostics(
      "platform ios 1️⃣\"8.0\"\nplatform macos 2️⃣\"12\"\nplatform watchos3️⃣ \"eight\"\n"
        + "action a { title: \"A\" behavior: 4️⃣textInput }\ncategory c { actions: [a] }\n",
      [
        Expected(
          "1️⃣", .expectedToken,
          "expected deployment target version after 'platform ios', found a string; write '8.0'"),
        Expected(
          "2️⃣", .expectedToken,
          "expected deployment target version after 'platform macos', found a string; write '12'"),
        Expected("3️⃣", .expectedToken, "expected deployment target version after 'platform watchos'"),
        Expected("4️⃣", .textInputUnavailable, "text input actions need iOS 9 or later"),
      ])
    XCTAssertTrue(
      Self.applyingEveryFixIt(quoted).hasPrefix("platform ios 8.0\nplatform macos 12\n"),
      Self.applyingEveryFixIt(quoted))
    // An unterminated one is the lexer's (N103, whose fix-it closes it): not also read as a version.
    let unterminated = Compiler.compile([
      CompilationInput(
        path: "t.notif", text: "platform ios \"15.0\naction a { title: \"A\" }\ncategory c { actions: [a] }\n"
      )
    ])
    XCTAssertFalse(unterminated.diagnostics.contains { $0.message.contains("found a string") })
    // A comment between two platforms stays; a capitalized `Platform` after a comma is its own line.
    let commented = assertDiagnostics(
      "platform ios 15.01️⃣, // watch too\n  watchos 8.0\nplatform macos 12.02️⃣,\n3️⃣Platform visionos 1.0\n",
      [
        Expected("1️⃣", .expectedToken, "unexpected ',' after a platform's deployment target"),
        Expected("2️⃣", .expectedToken, "unexpected ',' after a platform's deployment target"),
        Expected("3️⃣", .expectedDeclaration, "keywords are lowercase; write 'platform', not 'Platform'"),
      ])
    XCTAssertEqual(
      Self.applyingEveryFixIt(commented),
      "platform ios 15.0 // watch too\n  platform watchos 8.0\nplatform macos 12.0\nplatform visionos 1.0\n")
    let crlf = Compiler.compile([
      CompilationInput(
        path: "t.notif", text: "platform ios 15.0, watchos 8.0\r\naction a {\r\n  title: \"A\"\r\n")
    ])
    XCTAssertEqual(
      Self.applyingEveryFixIt(crlf),
      "platform ios 15.0\r\nplatform watchos 8.0\r\naction a {\r\n  title: \"A\"\r\n}\r\n")
  }

  /// A property name in quotes, as JSON writes it (or in single quotes, which the lexer reports),
  /// is one error, and the property is read and checked. The name's span covers the quotes, so
  /// that the checker's fix-its replace them too; a quoted text that is not a plain name is not a
  /// property name.
  func testAQuotedPropertyNameIsReadAsTheName() throws {
    let compilation = assertDiagnostics(
      """
      action a {
          1️⃣"title": "A"
          2️⃣'destructive': 3️⃣ture
          4️⃣"foreground": true
      }
      category c { 5️⃣"actions": [a] }
      action b {
          6️⃣"bad name": "B"
          7️⃣"t\\u{65}": "C"
      }
      """,
      [
        Expected("1️⃣", .expectedToken, "unexpected quotes around property name 'title' in action 'a'"),
        Expected("2️⃣", .unexpectedCharacter, "unexpected quotes around property name 'destructive'"),
        Expected(
          "3️⃣", .wrongValueKind, "'destructive' takes true or false, not the name 'ture'; did you mean 'true'?"
        ),
        Expected("4️⃣", .expectedToken, "unexpected quotes around property name 'foreground' in action 'a'"),
        Expected(
          "4️⃣", .unknownProperty,
          "unknown property 'foreground' for an action; did you mean 'activation: foreground'?"
        ),
        Expected("5️⃣", .expectedToken, "unexpected quotes around property name 'actions' in category 'c'"),
        Expected("6️⃣", .expectedToken, "expected property name in action 'b', found string literal"),
        Expected("7️⃣", .expectedToken, "expected property name in action 'b', found string literal"),
      ])
    XCTAssertEqual(compilation.model.categories.first?.actions.map(\.name), ["a"])
    // The unknown name's fix-it is the checker's; the known ones' remove the quotes.
    XCTAssertEqual(compilation.diagnostics[3].fixIts, [])
    XCTAssertTrue(
      Self.applyingEveryFixIt(compilation).hasPrefix(
        """
        action a {
            title: "A"
            destructive: true
            activation: foreground
        }
        category c { actions: [a] }
        """))
  }

  /// A keyword in capitals or misspelled, followed by what it takes, is one error each, and the
  /// declaration or directive is read and checked; so is one that a skip after another error
  /// reaches (here, after the stray `}`).
  func testAMisspelledKeywordIsReadAsTheKeyword() throws {
    let compilation = assertDiagnostics(
      """
      1️⃣Notif 1
      2️⃣Platform ios 15.0
      3️⃣Action a { title: "A" } 4️⃣}
      5️⃣ACTION b { title: 6️⃣1 }
      7️⃣actoin d { title: "D" }
      8️⃣Category c { actions: [a, b, d] }
      """,
      [
        Expected("1️⃣", .expectedDeclaration, "keywords are lowercase; write 'notif', not 'Notif'"),
        Expected("2️⃣", .expectedDeclaration, "keywords are lowercase; write 'platform', not 'Platform'"),
        Expected("3️⃣", .expectedDeclaration, "keywords are lowercase; write 'action', not 'Action'"),
        Expected("4️⃣", .expectedDeclaration, "expected 'action' or 'category' declaration, found '}'"),
        Expected("5️⃣", .expectedDeclaration, "keywords are lowercase; write 'action', not 'ACTION'"),
        Expected("6️⃣", .wrongValueKind, "'title' takes a string or localized(...), not a number"),
        Expected("7️⃣", .expectedDeclaration, "unknown keyword 'actoin'; did you mean 'action'?"),
        Expected("8️⃣", .expectedDeclaration, "keywords are lowercase; write 'category', not 'Category'"),
      ])
    XCTAssertEqual(compilation.model.categories.first?.actions.map(\.name), ["a", "b", "d"])
    XCTAssertEqual(compilation.model.platforms.map(\.name.rawValue), ["ios"])
    XCTAssertTrue(Self.applyingEveryFixIt(compilation).hasPrefix("notif 1\nplatform ios 15.0\naction a {"))
  }

  /// A colon or `=` between a declaration's name and its `{` is one error with a fix-it that
  /// removes it, and the declaration is read.
  func testAColonBeforeADeclarationsBraceIsOneError() throws {
    let compilation = assertDiagnostics(
      """
      action a1️⃣: { title: "A" }
      category c 2️⃣= { actions: [a] }
      """,
      [
        Expected("1️⃣", .expectedToken, "unexpected ':' after action name 'a'"),
        Expected("2️⃣", .unexpectedCharacter, "unexpected '=' after category name 'c'"),
      ])
    try Self.assertFixItsGiveACleanFile(compilation, "action a { title: \"A\" }\ncategory c { actions: [a] }")
  }

  /// A capitalized keyword with a colon or `=` after it is read, with one error for each mistake;
  /// so is a `=` before a `{` on the next line.
  func testAMisspelledKeywordWithAColonIsRead() throws {
    let compilation = assertDiagnostics(
      """
      1️⃣Platform2️⃣: ios 15.0
      3️⃣Action a4️⃣: { title 5️⃣= "A" }
      6️⃣Category c 7️⃣=
      { actions: [a] }
      """,
      [
        Expected("1️⃣", .expectedDeclaration, "keywords are lowercase; write 'platform', not 'Platform'"),
        Expected("2️⃣", .expectedToken, "unexpected ':' after 'platform'"),
        Expected("3️⃣", .expectedDeclaration, "keywords are lowercase; write 'action', not 'Action'"),
        Expected("4️⃣", .expectedToken, "unexpected ':' after action name 'a'"),
        Expected("5️⃣", .unexpectedCharacter, "a property's value follows ':', not '='"),
        Expected("6️⃣", .expectedDeclaration, "keywords are lowercase; write 'category', not 'Category'"),
        Expected("7️⃣", .unexpectedCharacter, "unexpected '=' after category name 'c'"),
      ])
    try Self.assertFixItsGiveACleanFile(
      compilation, "platform ios 15.0\naction a { title: \"A\" }\ncategory c\n{ actions: [a] }")
  }

  /// A property name in single or curly quotes is reported by the lexer, with a fix-it that
  /// removes them (none for a name that is no property's: the checker's suggestion is the fix-it),
  /// and the parser reads the property.
  func testAPropertyNameInOtherQuotesIsReadAsTheName() throws {
    let compilation = assertDiagnostics(
      """
      action a {
          1️⃣“title”: 2️⃣“A”
          3️⃣'titel': true
      }
      category c { actions: [a] }
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, "unexpected quotes around property name 'title'"),
        Expected("2️⃣", .unexpectedCharacter, "strings are written in straight double quotes, not curly ones"),
        Expected("3️⃣", .unexpectedCharacter, "unexpected quotes around property name 'titel'"),
        Expected("3️⃣", .unknownProperty, "unknown property 'titel' for an action; did you mean 'title'?"),
      ])
    XCTAssertEqual(compilation.model.actions.first?.title.value, "A")
    XCTAssertEqual(compilation.diagnostics[2].fixIts, [])
    // `title` is set already: renamed, it would be set twice, so the suggestion is a note.
    XCTAssertEqual(compilation.diagnostics[3].fixIts, [])
    XCTAssertEqual(compilation.diagnostics[3].notes.map(\.message), ["'title' is set here"])
    XCTAssertTrue(
      Self.applyingEveryFixIt(compilation).hasPrefix("action a {\n    title: \"A\"\n    'titel': true"))
  }

  /// Curly quotes and Swift's leading `.` are read as meant by the lexer.
  func testCurlyQuotesAndALeadingDotAreReadAsMeant() throws {
    let compilation = assertDiagnostics(
      """
      action a { title: 1️⃣“Don’t” activation: 2️⃣.foreground }
      category c { actions: [a] options: [3️⃣.customDismissAction] }
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, "strings are written in straight double quotes, not curly ones"),
        Expected("2️⃣", .unexpectedCharacter, "unexpected '.' before 'foreground'"),
        Expected("3️⃣", .unexpectedCharacter, "unexpected '.' before 'customDismissAction'"),
      ])
    XCTAssertEqual(compilation.model.actions.first?.title.value, "Don’t")
    try Self.assertFixItsGiveACleanFile(
      compilation,
      """
      action a { title: "Don’t" activation: foreground }
      category c { actions: [a] options: [customDismissAction] }
      """)
  }

  /// A list written without brackets (`actions: a, b`, as YAML's flow style reads) is one error
  /// at its first element, and the values on its line are read as the list; the fix-its add the
  /// brackets, and a trailing comma becomes the `]`. A list before the comma, or a property after
  /// it on the same line, ends the habit.
  func testAListWithoutBracketsIsOneError() throws {
    let message = "expected '[' to begin list"
    let compilation = assertDiagnostics(
      """
      action a { title: "A" }
      action b { title: "B" }
      category c {
          actions: 1️⃣a, b
          options: 2️⃣customDismissAction, allowInCarPlay,
          intentIdentifiers: 3️⃣"INSendMessageIntent", "INStartCallIntent" // calls
      }
      category d { actions: 4️⃣b, a identifier: "D" }
      """,
      [
        Expected("1️⃣", .expectedToken, message), Expected("2️⃣", .expectedToken, message),
        Expected("3️⃣", .expectedToken, message), Expected("4️⃣", .expectedToken, message),
      ])
    XCTAssertEqual(
      compilation.diagnostics.first?.notes.map(\.message),
      ["a list is written in brackets, its elements separated by commas"])
    let category = try XCTUnwrap(compilation.model.categories.first { $0.name == "c" })
    XCTAssertEqual(category.actions.map(\.name), ["a", "b"])
    XCTAssertEqual(category.options, [.customDismissAction, .allowInCarPlay])
    XCTAssertEqual(category.intentIdentifiers, ["INSendMessageIntent", "INStartCallIntent"])
    try Self.assertFixItsGiveACleanFile(
      compilation,
      """
      action a { title: "A" }
      action b { title: "B" }
      category c {
          actions: [a, b]
          options: [customDismissAction, allowInCarPlay]
          intentIdentifiers: ["INSendMessageIntent", "INStartCallIntent"] // calls
      }
      category d { actions: [b, a] identifier: "D" }
      """)
    // A `]` already there closes the list; a trailing comma becomes the `]`, and only the comma (a
    // comment before it stays).
    for (line, fixed) in [
      ("actions: a, b]", "actions: [a, b]"), ("actions: a, b, ]", "actions: [a, b, ]"),
      ("actions: a, b /* two */ ,", "actions: [a, b /* two */ ]"),
    ] {
      let source = "action a { title: \"A\" }\naction b { title: \"B\" }\ncategory c {\n" + line + "\n}\n"
      let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: source)])
      XCTAssertEqual(compilation.diagnostics.map(\.message), [message], line)
      XCTAssertEqual(
        Self.applyingEveryFixIt(compilation), source.replacingOccurrences(of: line, with: fixed), line)
    }
    // Not this habit: a comma after a list, before the next property's name (bare or quoted, as
    // JSON writes it), or after the value of a property that takes one value.
    for source in [
      "action a { title: \"A\" }\ncategory c { actions: [a], a }\n",
      "action a { \"title\": \"A\", \"destructive\": true }\ncategory c { \"actions\": [a] }\n",
      "action a { title: \"A\", \"B\" }\ncategory c { actions: [a] }\n",
    ] {
      let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: source)])
      XCTAssertFalse(compilation.diagnostics.contains { $0.message == message }, source)
    }
  }

  /// A name with `-` between its words, as other tools write names, is one error at its first
  /// `-`, with a fix-it that writes `_` for each; the name is read so, and a declaration and the
  /// lists that name it agree: nothing follows on.
  func testANameWithHyphensIsReadWithUnderscores() throws {
    let message = { (name: String) in "a name cannot contain '-'; join the words with '_', as in '\(name)'" }
    let compilation = assertDiagnostics(
      """
      notif 1
      platform ios 15.0

      action accept1️⃣-invite {
          identifier: "ACCEPT"
          title: "Accept"
      }

      category invite2️⃣-event {
          identifier: "INVITE"
          actions: [accept3️⃣-invite]
      }
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, message("accept_invite")),
        Expected("2️⃣", .unexpectedCharacter, message("invite_event")),
        Expected("3️⃣", .unexpectedCharacter, message("accept_invite")),
      ])
    XCTAssertEqual(compilation.model.categories.map(\.name), ["invite_event"])
    XCTAssertEqual(compilation.model.categories.first?.actions.map(\.name), ["accept_invite"])
    // One fix-it each, which replaces the whole name (the error is at its first `-`).
    XCTAssertEqual(
      compilation.diagnostics.map {
        $0.fixIts.map { compilation.sources.files[0].text($0.span.start..<$0.span.end) }
      },
      [["accept-invite"], ["invite-event"], ["accept-invite"]])
    try Self.assertFixItsGiveACleanFile(
      compilation,
      """
      notif 1
      platform ios 15.0

      action accept_invite {
          identifier: "ACCEPT"
          title: "Accept"
      }

      category invite_event {
          identifier: "INVITE"
          actions: [accept_invite]
      }
      """)
    // Of three words and more, with digits, in `minimalActions` and after `=` (the lexer's habit
    // finds the name before it). A name and its `_` spelling are one name (N401).
    let more = assertDiagnostics(
      """
      action a1️⃣-b-c { title: "A" }
      action step2️⃣-2 3️⃣= { title: "S" }
      category c { actions: [step4️⃣-2, a5️⃣-b-c] minimalActions: [a6️⃣-b-c] }
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, message("a_b_c")),
        Expected("2️⃣", .unexpectedCharacter, message("step_2")),
        Expected("3️⃣", .unexpectedCharacter, "unexpected '=' after action name 'step_2'"),
        Expected("4️⃣", .unexpectedCharacter, message("step_2")),
        Expected("5️⃣", .unexpectedCharacter, message("a_b_c")),
        Expected("6️⃣", .unexpectedCharacter, message("a_b_c")),
      ])
    XCTAssertEqual(more.model.categories.first?.minimalActions.map(\.name), ["a_b_c"])
    assertDiagnostics(
      """
      action a1️⃣-b-c { title: "A" }
      action 2️⃣a_b_c { title: "C" }
      category c { actions: [a_b_c] }
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, message("a_b_c")),
        Expected("2️⃣", .duplicateName, "invalid redeclaration of action 'a_b_c'"),
      ])
  }

  /// A `-` is part of a name only between two name characters, and not before a platform's
  /// version: elsewhere it is an unexpected character, as before.
  func testAHyphenBesideABlankIsAnUnexpectedCharacter() {
    assertDiagnostics(
      """
      platform ios1️⃣-15.0
      action a { title: "A" }
      action b { title: "B" }
      action c { title: "C" }
      action d { title: "D" }
      category e { actions: [a2️⃣ 3️⃣-b, c4️⃣- d, 5️⃣-] }
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, "unexpected character '-'"),
        Expected("2️⃣", .expectedToken, "expected ',' between list elements"),
        Expected("3️⃣", .unexpectedCharacter, "unexpected character '-'"),
        Expected("4️⃣", .unexpectedCharacter, "unexpected character '-'"),
        Expected("4️⃣", .expectedToken, "expected ',' between list elements"),
        Expected("5️⃣", .unexpectedCharacter, "unexpected character '-'"),
      ])
  }

  /// A property's name with `-` between its words, and an option or other value that a property
  /// takes, is read in camel case, as they are written, when that is one; the fix-it writes it so.
  /// Another property's name is read with `_`, and reported as unknown.
  func testAPropertyOrValueWithHyphensIsReadInCamelCase() throws {
    let compilation = assertDiagnostics(
      """
      action reply {
          title: "Reply"
          behavior: text1️⃣-input
          text2️⃣-input-placeholder: "Message"
          4️⃣not5️⃣-a-property: true
      }
      category chat {
          actions: [reply]
          options: [custom6️⃣-dismiss-action, allow7️⃣-in-car-play]
      }
      """,
      [
        Expected(
          "1️⃣", .unexpectedCharacter,
          "a name cannot contain '-'; join the words in camel case, as in 'textInput'"),
        Expected(
          "2️⃣", .unexpectedCharacter,
          "a property name cannot contain '-'; join the words in camel case, as in 'textInputPlaceholder'"),
        Expected("4️⃣", .unknownProperty, "unknown property 'not_a_property' for an action"),
        Expected(
          "5️⃣", .unexpectedCharacter,
          "a name cannot contain '-'; join the words with '_', as in 'not_a_property'"),
        Expected(
          "6️⃣", .unexpectedCharacter,
          "a name cannot contain '-'; join the words in camel case, as in 'customDismissAction'"),
        Expected(
          "7️⃣", .unexpectedCharacter,
          "a name cannot contain '-'; join the words in camel case, as in 'allowInCarPlay'"),
      ])
    let action = try XCTUnwrap(compilation.model.actions.first)
    XCTAssertEqual(action.behavior, .textInput)
    XCTAssertEqual(action.textInputPlaceholder?.value, "Message")
    XCTAssertEqual(compilation.model.categories.first?.options, [.customDismissAction, .allowInCarPlay])
    let fixed = Self.applyingEveryFixIt(compilation)
    XCTAssertEqual(
      fixed,
      """
      action reply {
          title: "Reply"
          behavior: textInput
          textInputPlaceholder: "Message"
          not_a_property: true
      }
      category chat {
          actions: [reply]
          options: [customDismissAction, allowInCarPlay]
      }
      """)
    // An action listed in `actions` is read with `_`, as its declaration is, even when its name in
    // camel case is an option's.
    let named = assertDiagnostics(
      "action allow1️⃣-announcement { title: \"A\" }\ncategory c { actions: [allow2️⃣-announcement] }\n",
      [
        Expected(
          "1️⃣", .unexpectedCharacter,
          "a name cannot contain '-'; join the words with '_', as in 'allow_announcement'"),
        Expected(
          "2️⃣", .unexpectedCharacter,
          "a name cannot contain '-'; join the words with '_', as in 'allow_announcement'"),
      ])
    XCTAssertEqual(named.model.categories.first?.actions.map(\.name), ["allow_announcement"])
  }

  /// Where the checker's or the parser's fix-it replaces a name with `-` (a suggestion for a
  /// misspelt one), it writes the name whole: the lexer's fix-it, which would overlap it, is left
  /// out, and the error keeps its message.
  func testAFixItForANameWithHyphensIsTheCheckersWhenBothWouldReplaceIt() throws {
    let compilation = assertDiagnostics(
      """
      platform 1️⃣mac2️⃣-catalyst 15.0
      action accept3️⃣-invite { title: "Accept" }
      category invite { actions: [4️⃣acept5️⃣-invite] }
      """,
      [
        Expected("1️⃣", .unknownPlatform, "unknown platform 'mac_catalyst'; did you mean 'maccatalyst'?"),
        Expected(
          "2️⃣", .unexpectedCharacter,
          "a name cannot contain '-'; join the words with '_', as in 'mac_catalyst'"),
        Expected(
          "3️⃣", .unexpectedCharacter,
          "a name cannot contain '-'; join the words with '_', as in 'accept_invite'"),
        Expected("4️⃣", .unknownAction, "cannot find action 'acept_invite'; did you mean 'accept_invite'?"),
        Expected(
          "5️⃣", .unexpectedCharacter,
          "a name cannot contain '-'; join the words with '_', as in 'acept_invite'"),
      ])
    XCTAssertEqual(compilation.diagnostics.map(\.fixIts.count), [1, 0, 1, 1, 0])
    try Self.assertFixItsGiveACleanFile(
      compilation,
      """
      platform maccatalyst 15.0
      action accept_invite { title: "Accept" }
      category invite { actions: [accept_invite] }
      """)
  }

  /// Asserts that the first file's text with every fix-it applied is `expected`, and compiles
  /// with no diagnostics.
  static func assertFixItsGiveACleanFile(
    _ compilation: Compilation, _ expected: String, others: [String: String] = [:],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let fixed = applyingEveryFixIt(compilation)
    XCTAssertEqual(fixed, expected, file: file, line: line)
    let again = Compiler.compile([CompilationInput(path: "test.notif", text: fixed)]) { path in
      others[path].map { .loaded(Array($0.utf8)) } ?? .notFound
    }
    XCTAssertEqual(again.diagnostics.map(\.message), [], file: file, line: line)
  }

  /// The first file's text with every diagnostic's fix-its applied (they do not overlap).
  static func applyingEveryFixIt(_ compilation: Compilation) -> String {
    var bytes = compilation.sources.files[0].bytes
    let fixIts = compilation.diagnostics.flatMap(\.fixIts).sorted { $0.span.start > $1.span.start }
    for (later, earlier) in zip(fixIts, fixIts.dropFirst()) {
      XCTAssertLessThanOrEqual(earlier.span.end, later.span.start, "fix-its overlap")
    }
    for fixIt in fixIts {
      bytes.replaceSubrange(fixIt.span.start..<fixIt.span.end, with: Array(fixIt.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
