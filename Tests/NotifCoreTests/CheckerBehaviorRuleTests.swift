import XCTest

@testable import NotifCore

/// Rules 7–10 and 13: context limits, minimal actions, foreground/authentication, text input, icons.
final class CheckerBehaviorRuleTests: XCTestCase {
  func actions(_ count: Int) -> String {
    (0..<count).map { "action a\($0) { title: \"T\($0)\" }" }.joined(separator: "\n")
  }

  func list(_ count: Int) -> String { (0..<count).map { "a\($0)" }.joined(separator: ", ") }

  func testRule7ContextLimits() {
    assertDiagnostics(
      actions(11) + "\ncategory c { actions: 1️⃣[\(list(11))] }",
      [Expected("1️⃣", .tooManyActions, "category 'c' has 11 actions; the system shows at most 10")])
    assertClean(actions(10) + "\ncategory c { actions: [\(list(10))] }")
    assertDiagnostics(
      "platform ios 9.0\n" + actions(5) + "\ncategory c { actions: 1️⃣[\(list(5))] }",
      [
        Expected(
          "1️⃣", .tooManyLegacyActions,
          "category 'c' has 5 actions; iOS 8 and 9 show at most 4 in the default context")
      ])
    assertClean("platform ios 9.0\n" + actions(4) + "\ncategory c { actions: [\(list(4))] }")
    // Over both limits below iOS 10: the stricter one is the one to meet.
    assertDiagnostics(
      "platform ios 9.0\n" + actions(11) + "\ncategory c { actions: 1️⃣[\(list(11))] }",
      [
        Expected(
          "1️⃣", .tooManyLegacyActions,
          "category 'c' has 11 actions; iOS 8 and 9 show at most 4 in the default context")
      ])
    assertDiagnostics(
      actions(3) + "\ncategory c { actions: [\(list(3))]\n minimalActions: 1️⃣[\(list(3))] }",
      [
        Expected(
          "1️⃣", .tooManyMinimalActions,
          "category 'c' has 3 minimal actions; the minimal context shows at most 2")
      ])
  }

  func testRule8MinimalActions() {
    assertDiagnostics(
      """
      action a { title: "A" }
      action b { title: "B" }
      category c {
          actions: [a]
          minimalActions: [a, 1️⃣b]
      }
      category d { actions: [b] }
      """,
      [
        Expected(
          "1️⃣", .minimalActionNotInActions, "minimal action 'b' is not in the 'actions' of category 'c'")
      ])
    // A repeated minimal action does not shift which name the next finding is reported for.
    assertDiagnostics(
      """
      action a { title: "A" }
      action b { title: "B" }
      category c {
          actions: [a]
          minimalActions: 1️⃣[a, 2️⃣a, 3️⃣b]
      }
      category d { actions: [b] }
      """,
      [
        Expected(
          "1️⃣", .tooManyMinimalActions,
          "category 'c' has 3 minimal actions; the minimal context shows at most 2"),
        Expected("2️⃣", .actionListedTwice, "action 'a' is listed twice in 'minimalActions'"),
        Expected(
          "3️⃣", .minimalActionNotInActions, "minimal action 'b' is not in the 'actions' of category 'c'"),
      ])
    let compilation = assertDiagnostics(
      """
      action a { title: "A" }
      action b { title: "B" }
      action d { title: "D" }
      category c {
          actions: [a, b, d]
          minimalActions: 1️⃣[d, a]
      }
      """,
      [
        Expected(
          "1️⃣", .minimalActionsNotFirst,
          "minimal actions of category 'c' are not the first of its actions; iOS 10 and later show [a, b] when space is limited"
        )
      ])
    XCTAssertEqual(compilation.diagnostics[0].fixIts.map(\.replacement), ["[d, a, b]"])
    XCTAssertEqual(
      compilation.diagnostics[0].fixIts.first.map { compilation.sources.start(of: $0.span) },
      LineColumn(line: 5, column: 14))
    assertClean(
      "action a { title: \"A\" }\naction b { title: \"B\" }\ncategory c { actions: [a, b]\n minimalActions: [a, b] }"
    )
    // A build without an iOS target is not told what iOS shows.
    assertDiagnostics(
      """
      platform macos 12.0
      action a { title: "A" }
      action b { title: "B" }
      category c { actions: [a, b] minimalActions: 1️⃣[b] }
      """,
      [
        Expected(
          "1️⃣", .minimalActionsNotFirst,
          "minimal actions of category 'c' are not the first of its actions; the system shows [a, b] when space is limited"
        )
      ])
  }

  /// The compact presentation shows the first two actions, however many minimal actions there
  /// are; the fix-it moves the minimal actions to the front and keeps every other entry in order.
  func testRule8MinimalActionsNotFirstNamesTheFirstTwoActions() {
    let compilation = assertDiagnostics(
      """
      platform ios 9.0
      action a { title: "A" }
      action b { title: "B" }
      action d { title: "D" }
      category c {
          actions: [a, b, d]
          minimalActions: 1️⃣[b]
      }
      """,
      [
        Expected(
          "1️⃣", .minimalActionsNotFirst,
          "minimal actions of category 'c' are not the first of its actions; iOS 10 and later show [a, b] when space is limited"
        )
      ])
    XCTAssertEqual(compilation.diagnostics[0].fixIts.map(\.replacement), ["[b, a, d]"])
    XCTAssertEqual(
      compilation.diagnostics[0].fixIts.map { compilation.sources.start(of: $0.span) },
      [LineColumn(line: 6, column: 14)])
  }

  /// The fix-it only moves entries of `actions`: a repeated one and one that names no action are
  /// kept where they are among the others, as written.
  func testRule8MinimalActionsFixItKeepsEveryEntry() {
    func source(actions: String) -> String {
      """
      action a { title: "A" }
      action b { title: "B" }
      category c {
          actions: \(actions)
          minimalActions: 3️⃣[b, a, 4️⃣a]
      }
      """
    }
    // The diagnostics other than N505, the same before and after the fix-it.
    let others = [
      Expected("1️⃣", .actionListedTwice, "action 'a' is listed twice in 'actions'"),
      Expected("2️⃣", .unknownAction, "cannot find action 'zz'"),
      Expected(
        "3️⃣", .tooManyMinimalActions, "category 'c' has 3 minimal actions; the minimal context shows at most 2"
      ),
      Expected("4️⃣", .actionListedTwice, "action 'a' is listed twice in 'minimalActions'"),
    ]
    let notFirst = Expected(
      "3️⃣", .minimalActionsNotFirst,
      "minimal actions of category 'c' are not the first of its actions; iOS 10 and later show [a, b] when space is limited"
    )
    let compilation = assertDiagnostics(
      source(actions: "[a, b, 1️⃣a, 2️⃣zz]"), Array(others.prefix(3)) + [notFirst] + others.suffix(1))
    let warning = compilation.diagnostics.first { $0.code == .minimalActionsNotFirst }
    XCTAssertEqual(warning?.fixIts.map(\.replacement), ["[b, a, a, zz]"])
    XCTAssertEqual(
      warning?.fixIts.map { compilation.sources.start(of: $0.span) }, [LineColumn(line: 4, column: 14)])
    // Applied, the fix-it leaves the warning resolved and the other diagnostics as they were.
    assertDiagnostics(source(actions: "[b, a, 1️⃣a, 2️⃣zz]"), others)
  }

  /// An `actions` list that cannot be read (here a string among the names) is one error: its minimal
  /// actions are not also reported as missing from it (N504).
  func testRule8MinimalActionsAreNotCheckedAgainstAnUnreadableActionsList() {
    assertDiagnostics(
      """
      platform ios 15.0
      action a { title: "A" }
      action b { title: "B" }
      category c {
          actions: [a, 1️⃣"x", b]
          minimalActions: [b]
      }
      """,
      [Expected("1️⃣", .wrongValueKind, "'actions' takes a list of action names, not a string; write 'x'")])
  }

  /// An element of the wrong kind in a list is reported, and the list's other elements are still
  /// checked: unknown and repeated names, unavailable and repeated options.
  func testListsWithAnElementOfTheWrongKindAreStillChecked() {
    assertDiagnostics(
      """
      platform macos 12.0
      action accept { title: "A" }
      action decline { title: "D" }
      category c {
          actions: [1️⃣acept, decline, 2️⃣decline, 3️⃣"x"]
          options: [4️⃣allowInCarPlay, 5️⃣"customDismissAction", 6️⃣allowInCarPlay]
      }
      """,
      [
        Expected("1️⃣", .unknownAction, "cannot find action 'acept'; did you mean 'accept'?"),
        Expected("2️⃣", .actionListedTwice, "action 'decline' is listed twice in 'actions'"),
        Expected("3️⃣", .wrongValueKind, "'actions' takes a list of action names, not a string; write 'x'"),
        Expected("4️⃣", .unavailableOnPlatform, "'allowInCarPlay' is unavailable on macOS"),
        Expected(
          "5️⃣", .wrongValueKind,
          "'options' takes a list of category options, not a string; write 'customDismissAction'"),
        Expected("6️⃣", .duplicateListValue, "option 'allowInCarPlay' is listed twice"),
      ])
  }

  /// A list with an element of the wrong kind is longer than its names: a count of names already
  /// over a limit is reported as a lower bound; under it, the limit says nothing until the element
  /// is fixed. Each list is judged by its own elements.
  func testLimitsOnAListWithAnElementOfTheWrongKind() {
    let names = (1...11).map { "a\($0)" }
    let actions = names.map { "action \($0) { title: \"\($0)\" }" }.joined(separator: "\n")
    assertDiagnostics(
      actions
        + "\ncategory c { actions: 1️⃣[\(names.joined(separator: ", ")), 2️⃣3] minimalActions: [a1, a2, 3️⃣4] }",
      [
        Expected("1️⃣", .tooManyActions, "category 'c' has at least 11 actions; the system shows at most 10"),
        Expected("2️⃣", .wrongValueKind, "'actions' takes a list of action names, not a number"),
        Expected("3️⃣", .wrongValueKind, "'minimalActions' takes a list of action names, not a number"),
      ])
    // Only `minimalActions` holds a wrong element: `actions` is counted as usual.
    assertDiagnostics(
      actions + "\ncategory c { actions: 1️⃣[\(names.joined(separator: ", "))] minimalActions: [a1, 2️⃣3] }",
      [
        Expected("1️⃣", .tooManyActions, "category 'c' has 11 actions; the system shows at most 10"),
        Expected("2️⃣", .wrongValueKind, "'minimalActions' takes a list of action names, not a number"),
      ])
    assertDiagnostics(
      actions + "\ncategory c { actions: [a1, a2, a3, 1️⃣4] minimalActions: 2️⃣[a1, a2, a3] }",
      [
        Expected("1️⃣", .wrongValueKind, "'actions' takes a list of action names, not a number"),
        Expected(
          "2️⃣", .tooManyMinimalActions,
          "category 'c' has 3 minimal actions; the minimal context shows at most 2"),
      ])
  }

  /// A comment in `actions` would be lost by replacing the list, so there is no fix-it then.
  func testRule8MinimalActionsNoFixItThatDropsAComment() {
    let compilation = assertDiagnostics(
      """
      action a { title: "A" }
      action b { title: "B" }
      category c {
          actions: [
              a, // the usual answer
              b,
          ]
          minimalActions: 1️⃣[b, a]
      }
      """,
      [
        Expected(
          "1️⃣", .minimalActionsNotFirst,
          "minimal actions of category 'c' are not the first of its actions; iOS 10 and later show [a, b] when space is limited"
        )
      ])
    XCTAssertEqual(compilation.diagnostics[0].fixIts, [])
    // Without the comment, the same list over several lines has one.
    let plain = assertDiagnostics(
      "action a { title: \"A\" }\naction b { title: \"B\" }\ncategory c {\n actions: [\n a,\n b,\n ]\n minimalActions: 1️⃣[b, a]\n}",
      [
        Expected(
          "1️⃣", .minimalActionsNotFirst,
          "minimal actions of category 'c' are not the first of its actions; iOS 10 and later show [a, b] when space is limited"
        )
      ])
    XCTAssertEqual(plain.diagnostics[0].fixIts.map(\.replacement), ["[b, a]"])
  }

  func testRule9ForegroundAndAuthentication() {
    assertDiagnostics(
      """
      action a {
          title: "A"
          activation: foreground
          authenticationRequired: 1️⃣false
      }
      category c { actions: [a] }
      """,
      [
        Expected(
          "1️⃣", .foregroundWithoutAuthentication,
          "foreground action 'a' cannot skip authentication; the system asks to unlock before opening the app"
        )
      ])
    let compilation = assertDiagnostics(
      """
      action a {
          title: "A"
          activation: foreground
          authenticationRequired: 1️⃣true
      }
      category c { actions: [a] }
      """,
      [
        Expected(
          "1️⃣", .redundantAuthentication,
          "'authenticationRequired: true' is redundant; foreground actions always require an unlocked device")
      ])
    XCTAssertEqual(compilation.diagnostics[0].fixIts.map(\.replacement), [""])
    // The fix-it takes the property's line with it when the property is alone on it, and the
    // blanks before it when it is not: what is left is clean, with no blank line or stray spaces.
    func fixed(_ text: String) -> String {
      let compilation = Compiler.compile([CompilationInput(path: "test.notif", text: text)])
      guard let fixIt = compilation.diagnostics.first?.fixIts.first else { return text }
      var bytes = Array(text.utf8)
      bytes.replaceSubrange(fixIt.span.start..<fixIt.span.end, with: Array(fixIt.replacement.utf8))
      return String(decoding: bytes, as: UTF8.self)
    }
    let category = "\ncategory c { actions: [a] }\n"
    XCTAssertEqual(
      fixed(
        "action a {\n    title: \"A\"\n    activation: foreground\n    authenticationRequired: true\n}"
          + category),
      "action a {\n    title: \"A\"\n    activation: foreground\n}" + category)
    XCTAssertEqual(
      fixed("action a { title: \"A\" activation: foreground authenticationRequired: true }" + category),
      "action a { title: \"A\" activation: foreground }" + category)
    // Before a trailing comment the comment keeps the indentation; a lone CR ends a line too.
    XCTAssertEqual(
      fixed(
        "action a {\n  activation: foreground\n  authenticationRequired: true // why\n  title: \"A\"\n}"
          + category),
      "action a {\n  activation: foreground\n  // why\n  title: \"A\"\n}" + category)
    XCTAssertEqual(
      fixed(
        "action a {\r  activation: foreground\r  authenticationRequired: true\r  title: \"A\"\r}" + category),
      "action a {\r  activation: foreground\r  title: \"A\"\r}" + category)
    // N601's fix-it too: the system ignores the property for a foreground action.
    XCTAssertEqual(
      fixed("action a { title: \"A\" activation: foreground authenticationRequired: false }" + category),
      "action a { title: \"A\" activation: foreground }" + category)
    XCTAssertEqual(
      fixed(
        "action a {\r\n  activation: foreground\r\n  authenticationRequired: true\r\n  title: \"A\"\r\n}"
          + category),
      "action a {\r\n  activation: foreground\r\n  title: \"A\"\r\n}" + category)
    let clean = assertClean(
      "action a { title: \"A\"\n activation: foreground }\naction b { title: \"B\"\n authenticationRequired: true }\ncategory c { actions: [a, b] }"
    )
    XCTAssertEqual(clean.model.actions.map(\.authenticationRequired), [true, true])
  }

  func testRule10TextInput() {
    assertDiagnostics(
      """
      action a {
          title: "A"
          1️⃣textInputPlaceholder: "Say"
      }
      category c { actions: [a] }
      """,
      [
        Expected(
          "1️⃣", .textInputPropertyWithoutTextInput,
          "'textInputPlaceholder' has no effect without 'behavior: textInput'")
      ])
    assertDiagnostics(
      """
      platform ios 8.0
      action a {
          title: "A"
          behavior: 1️⃣textInput
      }
      category c { actions: [a] }
      """, [Expected("1️⃣", .textInputUnavailable, "text input actions need iOS 9 or later")])
    assertClean(
      "platform ios 9.0\naction a { title: \"A\"\n behavior: textInput\n textInputPlaceholder: \"Say\" }\ncategory c { actions: [a] }"
    )
  }

  /// A `behavior` whose value is not one of its names (`TextInput`, a number) is one error: the
  /// text input properties beside it are not then judged by the default behavior (no N603).
  func testRule10SaysNothingMoreOfAnUnreadBehavior() {
    assertDiagnostics(
      """
      action a {
          title: "A"
          behavior: 1️⃣TextInput
          textInputButtonTitle: "Send"
          textInputPlaceholder: "Message"
      }
      action b { title: "B" behavior: 2️⃣1 textInputPlaceholder: "Say" }
      category c { actions: [a, b] }
      """,
      [
        Expected(
          "1️⃣", .unknownValue, "'TextInput' is not a valid value for 'behavior'; did you mean 'textInput'?"),
        Expected("2️⃣", .wrongValueKind, "'behavior' takes 'default' or 'textInput', not a number"),
      ])
  }

  /// Text-input properties without a `behavior` are `UNTextInputNotificationAction`'s arguments:
  /// the first N603 gets a fix-it that sets `behavior: textInput` (on a line of its own at the
  /// property's indentation, or before it on its line). With `behavior: default` written, none.
  func testRule10TextInputPropertiesGetTheBehaviorAsAFixIt() throws {
    let compilation = assertDiagnostics(
      """
      action a {
          title: "A"
          1️⃣textInputButtonTitle: "Send"
          2️⃣textInputPlaceholder: "Message"
      }
      action b { title: "B" 3️⃣textInputPlaceholder: "Say" }
      category c { actions: [a, b] }
      """,
      [
        Expected(
          "1️⃣", .textInputPropertyWithoutTextInput,
          "'textInputButtonTitle' has no effect without 'behavior: textInput'"),
        Expected(
          "2️⃣", .textInputPropertyWithoutTextInput,
          "'textInputPlaceholder' has no effect without 'behavior: textInput'"),
        Expected(
          "3️⃣", .textInputPropertyWithoutTextInput,
          "'textInputPlaceholder' has no effect without 'behavior: textInput'"),
      ])
    XCTAssertEqual(compilation.diagnostics.map(\.fixIts.count), [1, 0, 1])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action a {
          title: "A"
          behavior: textInput
          textInputButtonTitle: "Send"
          textInputPlaceholder: "Message"
      }
      action b { title: "B" behavior: textInput textInputPlaceholder: "Say" }
      category c { actions: [a, b] }
      """)
    let explicit = assertDiagnostics(
      "action a { title: \"A\" behavior: default 1️⃣textInputPlaceholder: \"Say\" }\ncategory c { actions: [a] }",
      [
        Expected(
          "1️⃣", .textInputPropertyWithoutTextInput,
          "'textInputPlaceholder' has no effect without 'behavior: textInput'")
      ])
    XCTAssertEqual(explicit.diagnostics.flatMap(\.fixIts).count, 0)
    // An unknown property whose fix-it writes `behavior` (Notifee's `input: true`, a misspelling)
    // leaves N603 without one: both would set it.
    for written in ["input: true", "behaviour: textInput"] {
      let compilation = Compiler.compile([
        CompilationInput(
          path: "t.notif",
          text:
            "action a { title: \"A\" \(written) textInputPlaceholder: \"Say\" }\ncategory c { actions: [a] }\n"
        )
      ])
      XCTAssertEqual(
        compilation.diagnostics.map(\.code), [.unknownProperty, .textInputPropertyWithoutTextInput])
      XCTAssertEqual(compilation.diagnostics.map(\.fixIts.count), [1, 0], written)
    }
    // In a file with CRLF line breaks, the inserted line ends with one.
    let crlf = Compiler.compile([
      CompilationInput(
        path: "t.notif",
        text:
          "action a {\r\n  title: \"A\"\r\n  textInputPlaceholder: \"Say\"\r\n}\r\ncategory c { actions: [a] }\r\n"
      )
    ])
    XCTAssertEqual(crlf.diagnostics.first?.fixIts.map(\.replacement), ["behavior: textInput\r\n  "])
    // A file with lone CRs is not one long line: the property starts its line.
    let cr = Compiler.compile([
      CompilationInput(
        path: "t.notif",
        text: "action a {\r\ttitle: \"A\"\r\ttextInputPlaceholder: \"Say\"\r}\rcategory c { actions: [a] }\r")
    ])
    XCTAssertEqual(cr.diagnostics.first?.fixIts.map(\.replacement), ["behavior: textInput\r\t"])
  }

  /// N605: a localized text-input action whose placeholder comes without a button title, which the
  /// generated code can then only give as the English "Send" (spec section 5a).
  func testLocalizedPlaceholderWithoutButtonTitleWarns() {
    let message =
      "'textInputPlaceholder' without 'textInputButtonTitle' makes the send button of 'reply' say \"Send\" in every language"
    for (title, placeholder) in [
      ("localized(\"reply.title\")", "localized(\"reply.placeholder\")"),
      ("\"Reply\"", "localized(\"reply.placeholder\")"),
      ("localized(\"reply.title\")", "\"Message\""),
    ] {
      let compilation = assertDiagnostics(
        """
        action reply {
            title: \(title)
            behavior: textInput
            1️⃣textInputPlaceholder: \(placeholder)
        }
        category c { actions: [reply] }
        """, [Expected("1️⃣", .englishSendButton, message)])
      XCTAssertEqual(compilation.diagnostics.first?.severity, .warning)
      XCTAssertEqual(
        compilation.diagnostics.first?.notes.map(\.message),
        [
          "iOS cannot set a placeholder and keep its own translated button title; add a localized 'textInputButtonTitle'"
        ])
    }
    // Not localized; a button title given; no placeholder (the system's own title is kept).
    for properties in [
      "title: \"Reply\"\n textInputPlaceholder: \"Message\"",
      "title: localized(\"t\")\n textInputPlaceholder: localized(\"p\")\n textInputButtonTitle: \"Send\"",
      "title: localized(\"t\")",
    ] {
      assertClean("action reply { \(properties)\n behavior: textInput }\ncategory c { actions: [reply] }")
    }
  }

  func testRule13OneIcon() {
    assertDiagnostics(
      """
      action a {
          title: "A"
          systemIcon: "star"
          templateIcon: 1️⃣"Star"
      }
      category c { actions: [a] }
      """,
      [
        Expected(
          "1️⃣", .conflictingIcons,
          "action 'a' has both 'systemIcon' and 'templateIcon'; an action has one icon")
      ])
    assertClean(
      "platform ios 10.0\naction a { title: \"A\"\n systemIcon: \"star\" }\ncategory c { actions: [a] }")
  }
}
