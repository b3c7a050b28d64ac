import XCTest

@testable import NotifCore

/// Rules 1–6: names and identifiers.
final class CheckerNameRuleTests: XCTestCase {
  func testRule1DuplicateNames() {
    let compilation = assertDiagnostics(
      """
      action a { title: "A" }
      action 1️⃣a { title: "B" }
      category c { actions: [a] }
      category 2️⃣c { actions: [a] }
      """,
      [
        Expected("1️⃣", .duplicateName, "invalid redeclaration of action 'a'"),
        Expected("2️⃣", .duplicateName, "invalid redeclaration of category 'c'"),
      ])
    XCTAssertEqual(compilation.diagnostics[0].notes.map(\.message), ["'a' first declared here"])
    XCTAssertEqual(
      compilation.diagnostics[0].notes.first?.span.map { compilation.sources.start(of: $0) },
      LineColumn(line: 1, column: 8))
    // An action and a category may share a name.
    assertClean("action a { title: \"A\" }\ncategory a { actions: [a] }")
    // A redeclaration is still checked: its properties and its lists (not the rules on the model,
    // which it is not part of).
    assertDiagnostics(
      """
      action a { title: "A" }
      action 1️⃣a { title: "B" 2️⃣bogus: 1 }
      category c { actions: [a] }
      category 3️⃣c { actions: [4️⃣nope] options: [5️⃣nada] }
      """,
      [
        Expected("1️⃣", .duplicateName, "invalid redeclaration of action 'a'"),
        Expected("2️⃣", .unknownProperty, "unknown property 'bogus' for an action"),
        Expected("3️⃣", .duplicateName, "invalid redeclaration of category 'c'"),
        Expected("4️⃣", .unknownAction, "cannot find action 'nope'"),
        Expected("5️⃣", .unknownValue, "unknown category option 'nada'"),
      ])
  }

  /// Identifiers are compared as Swift compares strings, by canonical equivalence, also when
  /// one of them is ASCII: U+212A KELVIN SIGN is "K", and "é" may be written in two ways.
  func testRule2IdentifiersCompareByCanonicalEquivalence() {
    assertDiagnostics(
      """
      action a { title: "A"
          identifier: "K" }
      action b { title: "B"
          identifier: 1️⃣"\u{212A}" }
      action c { title: "C"
          identifier: "caf\u{E9}" }
      action d { title: "D"
          identifier: 2️⃣"cafe\u{301}" }
      category x { actions: [a, b, c, d] }
      """,
      [
        Expected(
          "1️⃣", .duplicateActionIdentifierInCategory,
          "actions 'a' and 'b' in category 'x' have the same identifier '\u{212A}'"),
        Expected(
          "2️⃣", .duplicateActionIdentifierInCategory,
          "actions 'c' and 'd' in category 'x' have the same identifier 'cafe\u{301}'"),
      ])
  }

  /// The same holds for category identifiers, also when every action identifier is ASCII.
  func testRule3CategoryIdentifiersCompareByCanonicalEquivalence() {
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a]
          identifier: "K" }
      category d { actions: [a]
          identifier: 1️⃣"\u{212A}" }
      """,
      [
        Expected(
          "1️⃣", .duplicateCategoryIdentifier, "categories 'c' and 'd' have the same identifier '\u{212A}'")
      ])
  }

  func testRule2DuplicateIdentifiers() {
    let sameIdentifier = """
      action a { title: "A"
          identifier: "X" }
      action b { title: "B"
          identifier: 1️⃣"X" }

      """
    let inCategory = assertDiagnostics(
      sameIdentifier + "category c { actions: [a, b] }",
      [
        Expected(
          "1️⃣", .duplicateActionIdentifierInCategory,
          "actions 'a' and 'b' in category 'c' have the same identifier 'X'")
      ])
    // The notes point at the other declaration's identifier, written or (its name) not.
    XCTAssertEqual(
      Self.notes(inCategory), ["2:17 'a' has the identifier 'X' here", "5:23 'c' lists both here"])
    assertDiagnostics(
      sameIdentifier + "category c { actions: [a] }\ncategory d { actions: [b] }",
      [
        Expected(
          "1️⃣", .duplicateActionIdentifierAcrossCategories,
          "actions 'a' and 'b' share the identifier 'X'; handlers that look only at the identifier cannot tell them apart"
        )
      ])
    // A pair reported as an error in one category is not reported again as a warning in another,
    // whichever category comes first.
    for categories in [
      "category c { actions: [a, b] }\ncategory d { actions: [b] }",
      "category d { actions: [b] }\ncategory c { actions: [a, b] }",
      "category d { actions: [a] }\ncategory c { actions: [a, b] }",
    ] {
      assertDiagnostics(
        sameIdentifier + categories,
        [
          Expected(
            "1️⃣", .duplicateActionIdentifierInCategory,
            "actions 'a' and 'b' in category 'c' have the same identifier 'X'")
        ])
    }
    let categories = assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a]
          identifier: "C" }
      category d { actions: [a]
          identifier: 1️⃣"C" }
      """,
      [Expected("1️⃣", .duplicateCategoryIdentifier, "categories 'c' and 'd' have the same identifier 'C'")])
    XCTAssertEqual(Self.notes(categories), ["3:17 'c' has the identifier 'C' here"])
    let byName = assertDiagnostics(
      "action a { title: \"A\" }\ncategory c { actions: [a] }\ncategory d { identifier: 1️⃣\"c\" actions: [a] }",
      [Expected("1️⃣", .duplicateCategoryIdentifier, "categories 'c' and 'd' have the same identifier 'c'")])
    XCTAssertEqual(Self.notes(byName), ["2:10 'c' has the identifier 'c' here (its name)"])
    // The same action in two categories is fine.
    assertClean("action a { title: \"A\" }\ncategory c { actions: [a] }\ncategory d { actions: [a] }")
  }

  func testRule3ReservedAndEmptyIdentifiers() {
    assertDiagnostics(
      """
      action a { title: "A"
          identifier: 1️⃣"" }
      action b { title: "B"
          identifier: 2️⃣"com.apple.UNNotificationDismissActionIdentifier" }
      action d { title: "D"
          identifier: 3️⃣"com.apple.mine" }
      category c { actions: [a, b, d] }
      """,
      [
        Expected("1️⃣", .emptyIdentifier, "action 'a' has an empty identifier"),
        Expected(
          "2️⃣", .systemActionIdentifier,
          "'com.apple.UNNotificationDismissActionIdentifier' is the system's own action identifier; an action that uses it cannot be told apart from the system action"
        ),
        Expected(
          "3️⃣", .reservedIdentifierPrefix,
          "action identifier 'com.apple.mine' uses Apple's 'com.apple.' prefix"),
      ])
    assertClean("action a { title: \"A\"\n identifier: \"com.example.apple\" }\ncategory c { actions: [a] }")
    assertDiagnostics(
      "action a { title: \"A\" identifier: 1️⃣\" \" }\ncategory c { actions: [a] identifier: 2️⃣\"\\n\" }",
      [
        Expected("1️⃣", .emptyIdentifier, "action 'a' has a blank identifier"),
        Expected("2️⃣", .emptyIdentifier, "category 'c' has a blank identifier"),
      ])
    // Blank by characters that are not ASCII too; two blank identifiers are not also N413 (they
    // look alike, as all blanks do).
    assertDiagnostics(
      "action a { title: \"A\" identifier: 1️⃣\"\\u{3000}\" }\naction b { title: \"B\" identifier: 2️⃣\" \" }\n"
        + "action d { title: \"D\" identifier: 3️⃣\"\\u{A0}\\u{200B}\" }\n"
        + "category c { actions: [a, b, d] }",
      [
        Expected("1️⃣", .emptyIdentifier, "action 'a' has a blank identifier"),
        Expected("2️⃣", .emptyIdentifier, "action 'b' has a blank identifier"),
        Expected("3️⃣", .emptyIdentifier, "action 'd' has a blank identifier"),
      ])
    assertDiagnostics(
      "action a { title: \"A\" }\ncategory c { actions: [a]\n identifier: 1️⃣\"com.apple.UNNotificationDefaultActionIdentifier\" }",
      [
        Expected(
          "1️⃣", .systemActionIdentifier,
          "'com.apple.UNNotificationDefaultActionIdentifier' is the system's own action identifier; a category that uses it would be taken for the system action wherever identifiers are compared"
        )
      ])
  }

  func testRule4UnknownAndRepeatedReferences() {
    let compilation = assertDiagnostics(
      """
      action accept { title: "A" }
      action decline { title: "D" }
      category c { actions: [1️⃣acept, decline, 2️⃣decline] }
      """,
      [
        Expected("1️⃣", .unknownAction, "cannot find action 'acept'; did you mean 'accept'?"),
        Expected("2️⃣", .actionListedTwice, "action 'decline' is listed twice in 'actions'"),
      ])
    XCTAssertEqual(compilation.diagnostics[0].fixIts.map(\.replacement), ["accept"])
    // The closest action is in the list already (before or after): a stray copy, which a rename
    // would only turn into a repeat. No fix-it; a note points at the listed one.
    for list in ["[accept, 1️⃣acceptt, decline]", "[1️⃣acceptt, decline, accept]"] {
      let stray = assertDiagnostics(
        """
        action accept { title: "A" }
        action decline { title: "D" }
        category c { actions: \(list) }
        """, [Expected("1️⃣", .unknownAction, "cannot find action 'acceptt'")])
      XCTAssertEqual(stray.diagnostics[0].fixIts, [], list)
      XCTAssertEqual(
        stray.diagnostics[0].notes.map(\.message), ["'accept', the closest action, is listed here"])
      let listed = stray.diagnostics[0].notes.first?.span
      XCTAssertEqual(listed.map { stray.sources[$0.file].text($0.start..<$0.end) }, "accept", list)
    }
    // When an action that is not listed is as close, it is the suggestion (and is not unused).
    let tie = assertDiagnostics(
      """
      action reply1 { title: "1" }
      action reply2 { title: "2" }
      category c { actions: [reply1, 1️⃣reply3] }
      """, [Expected("1️⃣", .unknownAction, "cannot find action 'reply3'; did you mean 'reply2'?")])
    XCTAssertEqual(tie.diagnostics[0].fixIts.map(\.replacement), ["reply2"])
    // An action's identifier where its name goes: the fix-it writes the name.
    let identifier = assertDiagnostics(
      """
      action accept { identifier: "ACCEPT_IDENTIFIER" title: "Accept" }
      category invite { actions: [1️⃣ACCEPT_IDENTIFIER] }
      """,
      [
        Expected(
          "1️⃣", .unknownAction,
          "cannot find action 'ACCEPT_IDENTIFIER'; it is the identifier of action 'accept', and categories list actions by name"
        )
      ])
    XCTAssertEqual(identifier.diagnostics[0].fixIts.map(\.replacement), ["accept"])
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a, 1️⃣c] }
      """, [Expected("1️⃣", .unknownAction, "'c' is a category, not an action")])
  }

  func testRule5UnusedAction() {
    assertDiagnostics(
      """
      action a { title: "A" }
      action 1️⃣b { title: "B" }
      category c { actions: [a] }
      """, [Expected("1️⃣", .unusedAction, "action 'b' is not used by any category")])
  }

  /// An action counts as used when a category lists it, even in a list that resolution had to
  /// mend (a misspelled name counts for the action it suggests, a name listed twice once), and
  /// when a redeclared category lists it.
  func testRule5UsedThroughMendedListsAndRedeclarations() {
    assertDiagnostics(
      """
      action accept { title: "A" }
      action 1️⃣lonely { title: "L" }
      action decline { title: "D" }
      action snooze { title: "S" }
      category c { actions: [2️⃣acept, decline, 3️⃣decline] }
      category d { actions: [decline] }
      category 4️⃣d { actions: [snooze] }
      """,
      [
        Expected("1️⃣", .unusedAction, "action 'lonely' is not used by any category"),
        Expected("2️⃣", .unknownAction, "cannot find action 'acept'; did you mean 'accept'?"),
        Expected("3️⃣", .actionListedTwice, "action 'decline' is listed twice in 'actions'"),
        Expected("4️⃣", .duplicateName, "invalid redeclaration of category 'd'"),
      ])
  }

  /// An action named only in a category's `minimalActions` is not unused (the list is reported
  /// instead), whether or not the category's lists resolved whole.
  func testRule5UsedThroughMinimalActions() {
    assertDiagnostics(
      """
      action a { title: "A" }
      action b { title: "B" }
      category c { actions: [a] minimalActions: [1️⃣b] }
      """,
      [
        Expected(
          "1️⃣", .minimalActionNotInActions, "minimal action 'b' is not in the 'actions' of category 'c'")
      ])
    assertDiagnostics(
      """
      action a { title: "A" }
      action b { title: "B" }
      action 1️⃣unused { title: "U" }
      category c { actions: [b, a] minimalActions: [b] }
      """, [Expected("1️⃣", .unusedAction, "action 'unused' is not used by any category")])
  }

  /// An action may be named `true` or `false`, but those words in a list are booleans: both the
  /// unused action and the boolean in a list say so.
  func testRule5ActionNamedLikeABoolean() {
    let unused = assertDiagnostics(
      """
      action 1️⃣true { title: "T" }
      action a { title: "A" }
      category c { actions: [a] }
      """, [Expected("1️⃣", .unusedAction, "action 'true' is not used by any category")])
    XCTAssertEqual(
      unused.diagnostics.map { $0.notes.map(\.message) },
      [
        [
          "'true' in a list is the boolean value, so an action named 'true' cannot be listed; rename the action"
        ]
      ])
    let listed = assertDiagnostics(
      """
      action false { title: "F" }
      category c { actions: [1️⃣false] }
      """, [Expected("1️⃣", .wrongValueKind, "'actions' takes a list of action names, not a boolean")])
    XCTAssertEqual(
      listed.diagnostics.map { $0.notes.map(\.message) },
      [
        [
          "'false' in a list is the boolean value, not an action name; an action named 'false' cannot be listed"
        ]
      ])
  }

  /// A category whose `actions` or `minimalActions` did not decode may list any action: no action
  /// is called unused then (rather than one the list meant), in either list.
  func testRule5QuietWhenAListDidNotDecode() {
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: 1️⃣"a" }
      """,
      [Expected("1️⃣", .wrongValueKind, "'actions' takes a list of action names, not a string; write '[a]'")])
    assertDiagnostics(
      """
      action a { title: "A" }
      action b { title: "B" }
      category c { actions: [b] minimalActions: 1️⃣"a" }
      """,
      [
        Expected(
          "1️⃣", .wrongValueKind, "'minimalActions' takes a list of action names, not a string; write '[a]'")
      ])
  }

  func testRule6SwiftNameCollisions() {
    let marked = """
      action 2️⃣foo_bar { title: "A" }
      action 1️⃣fooBar { title: "B" }
      category c { actions: 3️⃣[foo_bar, fooBar] }
      """
    let pair = assertDiagnostics(
      marked,
      [
        Expected(
          "1️⃣", .swiftNameCollision,
          "'fooBar' and 'foo_bar' both become the Swift name 'fooBar' in category 'c'")
      ])
    // The notes point at the other action and at the list that makes the two collide.
    XCTAssertEqual(
      pair.diagnostics.first?.notes.map { "\(pair.sources.start(of: $0.span!)) \($0.message)" },
      [
        "\(MarkedSource(marked).position("2️⃣")) 'foo_bar' declared here",
        "\(MarkedSource(marked).position("3️⃣")) 'c' lists both here",
      ])
    // Once for the pair, however many categories list both.
    assertDiagnostics(
      """
      action foo_bar { title: "A" }
      action 1️⃣fooBar { title: "B" }
      category c { actions: [foo_bar, fooBar] }
      category d { actions: [fooBar, foo_bar] }
      category e { actions: [foo_bar, fooBar] }
      """,
      [
        Expected(
          "1️⃣", .swiftNameCollision,
          "'fooBar' and 'foo_bar' both become the Swift name 'fooBar' in category 'c'")
      ])
    // Actions that share a case name collide only in a category that lists both.
    assertDiagnostics(
      """
      action 1️⃣foo_bar { title: "A" }
      action fooBar { title: "B" }
      category c { actions: [foo_bar] }
      category d { actions: [fooBar] }
      category e { actions: [fooBar, foo_bar] }
      """,
      [
        Expected(
          "1️⃣", .swiftNameCollision,
          "'foo_bar' and 'fooBar' both become the Swift name 'fooBar' in category 'e'")
      ])
    assertDiagnostics(
      """
      action 1️⃣default_action { title: "A" }
      category c { actions: [default_action] }
      """,
      [
        Expected(
          "1️⃣", .swiftNameCollision,
          "action 'default_action' would be the Swift case 'defaultAction', which the generated response enum of category 'c' already has"
        )
      ])
    // Once for the action, however many categories list it.
    assertDiagnostics(
      """
      action 1️⃣default_action { title: "A" }
      category c { actions: [default_action] }
      category d { actions: [default_action] }
      """,
      [
        Expected(
          "1️⃣", .swiftNameCollision,
          "action 'default_action' would be the Swift case 'defaultAction', which the generated response enum of category 'c' already has"
        )
      ])
    // The category identifiers' enum and each category's action enum are `CaseIterable`.
    assertDiagnostics(
      """
      action 1️⃣all_cases { title: "A" }
      category c { actions: [all_cases] }
      category d { actions: [all_cases] }
      category 2️⃣ALL_CASES { actions: [] }
      """,
      [
        Expected(
          "1️⃣", .swiftNameCollision,
          "action 'all_cases' would be the Swift case 'allCases', which clashes with the static 'allCases' that 'CaseIterable' gives the generated action enum of category 'c'"
        ),
        Expected(
          "2️⃣", .swiftNameCollision,
          "category 'ALL_CASES' would be the Swift case 'allCases', which clashes with the static 'allCases' that 'CaseIterable' gives the generated enum of category identifiers"
        ),
      ])
    // `dismissAction` is a case only of a category with `customDismissAction`.
    assertDiagnostics(
      """
      action 1️⃣dismiss_action { title: "A" }
      category c { actions: [dismiss_action] }
      category d { actions: [dismiss_action] options: [customDismissAction] }
      """,
      [
        Expected(
          "1️⃣", .swiftNameCollision,
          "action 'dismiss_action' would be the Swift case 'dismissAction', which the generated response enum of category 'd' already has"
        )
      ])
    assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] }
      category 1️⃣C { actions: [a] }
      """, [Expected("1️⃣", .swiftNameCollision, "'C' and 'c' both become the Swift name 'c'")])
    assertDiagnostics(
      """
      action 1️⃣__ { title: "A" }
      category c { actions: [__] }
      """, [Expected("1️⃣", .noSwiftName, "'__' has no letters or digits to form a Swift name")])
    assertDiagnostics(
      """
      action 1️⃣_9 { title: "A" }
      category c { actions: [_9] }
      """, [Expected("1️⃣", .noSwiftName, "'_9' would become a Swift name that starts with a digit")])
    // Actions in different categories may map to the same case.
    assertClean(
      "action foo_bar { title: \"A\" }\naction fooBar { title: \"B\" }\ncategory c { actions: [foo_bar] }\ncategory d { actions: [fooBar] }"
    )
  }

  /// The first diagnostic's notes, each as `line:column message`.
  static func notes(_ compilation: Compilation) -> [String] {
    (compilation.diagnostics.first?.notes ?? []).map { note in
      guard let span = note.span else { return note.message }
      let start = compilation.sources.start(of: span)
      return "\(start.line):\(start.column) \(note.message)"
    }
  }
}
