// Property and option names as other tools write them (Notifee, Expo, Capacitor, Flutter, Swift's
// own parameters): N901 and N904 say which one is meant.

import NotifCore
import XCTest

final class OtherToolsNamesTests: XCTestCase {
  /// Snake case, a name's end, and other tools' names for a property each get the property as a
  /// fix-it; `input: true` becomes `behavior: textInput`.
  func testOtherToolsPropertyNamesAreSuggested() throws {
    let compilation = assertDiagnostics(
      """
      action reply {
          1️⃣id: "REPLY"
          title: "Reply"
          2️⃣input: true
          3️⃣inputButtonTitle: "Send"
          4️⃣text_input_placeholder: "Message"
          5️⃣requiresAuthentication: true
          6️⃣icon: "arrowshape.turn.up.left"
      }
      category message {
          actions: [reply]
          7️⃣summaryFormat: "%u more messages"
          8️⃣hidden_previews_body_placeholder: "%u messages"
      }
      """,
      [
        Expected("1️⃣", .unknownProperty, "unknown property 'id' for an action; did you mean 'identifier'?"),
        Expected(
          "2️⃣", .unknownProperty, "unknown property 'input' for an action; did you mean 'behavior: textInput'?"
        ),
        Expected(
          "3️⃣", .unknownProperty,
          "unknown property 'inputButtonTitle' for an action; did you mean 'textInputButtonTitle'?"),
        Expected(
          "4️⃣", .unknownProperty,
          "unknown property 'text_input_placeholder' for an action; did you mean 'textInputPlaceholder'?"),
        Expected(
          "5️⃣", .unknownProperty,
          "unknown property 'requiresAuthentication' for an action; did you mean 'authenticationRequired'?"),
        Expected("6️⃣", .unknownProperty, "unknown property 'icon' for an action; did you mean 'systemIcon'?"),
        Expected(
          "7️⃣", .unknownProperty,
          "unknown property 'summaryFormat' for a category; did you mean 'categorySummaryFormat'?"),
        Expected(
          "8️⃣", .unknownProperty,
          "unknown property 'hidden_previews_body_placeholder' for a category; did you mean 'hiddenPreviewsBodyPlaceholder'?"
        ),
      ])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action reply {
          identifier: "REPLY"
          title: "Reply"
          behavior: textInput
          textInputButtonTitle: "Send"
          textInputPlaceholder: "Message"
          authenticationRequired: true
          systemIcon: "arrowshape.turn.up.left"
      }
      category message {
          actions: [reply]
          categorySummaryFormat: "%u more messages"
          hiddenPreviewsBodyPlaceholder: "%u messages"
      }
      """)
  }

  /// An unknown property closest to a property of the other kind of declaration names it, with no
  /// fix-it: it has no place here.
  func testAnUnknownPropertyNamesTheOtherKindsProperty() {
    let compilation = assertDiagnostics(
      """
      action a {
          title: "A"
          1️⃣summaryFormat: "%u more messages"
      }
      category c {
          actions: [a]
          2️⃣titel: "Mark as Read"
      }
      """,
      [
        Expected(
          "1️⃣", .unknownProperty,
          "unknown property 'summaryFormat' for an action; 'categorySummaryFormat' is a property of categories"
        ),
        Expected(
          "2️⃣", .unknownProperty, "unknown property 'titel' for a category; 'title' is a property of actions"),
      ])
    XCTAssertEqual(compilation.diagnostics.flatMap(\.fixIts).count, 0)
  }

  /// UIKit's iOS 8 and 9 `activationMode`, the content's `categoryIdentifier` and Intents'
  /// `intents` name the properties that are Apple's now.
  func testUIKitAndContentNamesAreSuggested() throws {
    let compilation = assertDiagnostics(
      """
      action open {
          title: "Open"
          1️⃣activationMode: foreground
      }
      category message {
          2️⃣categoryIdentifier: "MESSAGE"
          actions: [open]
          3️⃣intents: ["INSendMessageIntent"]
      }
      """,
      [
        Expected(
          "1️⃣", .unknownProperty, "unknown property 'activationMode' for an action; did you mean 'activation'?"
        ),
        Expected(
          "2️⃣", .unknownProperty,
          "unknown property 'categoryIdentifier' for a category; did you mean 'identifier'?"),
        Expected(
          "3️⃣", .unknownProperty,
          "unknown property 'intents' for a category; did you mean 'intentIdentifiers'?"),
      ])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      compilation,
      """
      action open {
          title: "Open"
          activation: foreground
      }
      category message {
          identifier: "MESSAGE"
          actions: [open]
          intentIdentifiers: ["INSendMessageIntent"]
      }
      """)
  }

  /// A category option written as a property is rewritten into `options` when set to `true` and
  /// the category has no `options`; otherwise a note says where it goes. An action's option in a
  /// category's options says how the action sets it.
  func testOptionsWrittenAsPropertiesOrInTheWrongDeclaration() throws {
    let rewritten = assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] 1️⃣allowInCarPlay: true }
      """,
      [
        Expected(
          "1️⃣", .unknownProperty,
          "unknown property 'allowInCarPlay' for a category; it is a category option; did you mean 'options: [allowInCarPlay]'?"
        )
      ])
    try ParserHabitTests.assertFixItsGiveACleanFile(
      rewritten,
      """
      action a { title: "A" }
      category c { actions: [a] options: [allowInCarPlay] }
      """)
    let noted = assertDiagnostics(
      """
      action a { title: "A" }
      category c { actions: [a] 1️⃣customDismissAction: true options: [allowInCarPlay, 2️⃣foreground] }
      """,
      [
        Expected(
          "1️⃣", .unknownProperty,
          "unknown property 'customDismissAction' for a category; it is a category option"),
        Expected("2️⃣", .unknownValue, "unknown category option 'foreground'"),
      ])
    XCTAssertEqual(
      noted.diagnostics.map { $0.notes.map(\.message) },
      [
        ["add it to 'options', set here"],
        ["'foreground' is an action's option, set in the action with 'activation: foreground'"],
      ])
    XCTAssertEqual(noted.diagnostics.flatMap(\.fixIts).count, 0)
  }

  /// Names in snake or kebab case, and a name's end from six letters on, are suggested; a name's
  /// end shorter than that is not (too many names end so).
  func testSuggestionsForOtherSpellings() {
    let names = ["customDismissAction", "categorySummaryFormat", "allowInCarPlay"]
    XCTAssertEqual(Suggestions.closest(to: "custom_dismiss_action", in: names), "customDismissAction")
    XCTAssertEqual(Suggestions.closest(to: "Custom-Dismiss-Action", in: names), "customDismissAction")
    XCTAssertEqual(
      Suggestions.closest(to: "summaryFormat", in: names, matchingEnds: true), "categorySummaryFormat")
    XCTAssertEqual(Suggestions.closest(to: "CarPlay", in: names, matchingEnds: true), "allowInCarPlay")
    XCTAssertNil(Suggestions.closest(to: "Play", in: names, matchingEnds: true))
    // Only where asked for: among the app's own names, an end is often another name.
    XCTAssertNil(Suggestions.closest(to: "summaryFormat", in: names))
    XCTAssertNil(Suggestions.closest(to: "invite", in: ["accept_invite", "decline"]))
    XCTAssertNil(Suggestions.closest(to: "___", in: ["---"]))  // no letters: no match
  }

  /// A fix-it never sets a property twice: a rename to a property that is set gets a note instead,
  /// and two options written as properties are each noted rather than each made an `options`.
  func testFixItsDoNotSetAPropertyTwice() {
    let compilation = assertDiagnostics(
      """
      action a { 1️⃣id: "x" identifier: "A" title: "A" }
      category c { actions: [a] 2️⃣allowInCarPlay: true 3️⃣customDismissAction: true }
      """,
      [
        Expected("1️⃣", .unknownProperty, "unknown property 'id' for an action; did you mean 'identifier'?"),
        Expected(
          "2️⃣", .unknownProperty, "unknown property 'allowInCarPlay' for a category; it is a category option"),
        Expected(
          "3️⃣", .unknownProperty,
          "unknown property 'customDismissAction' for a category; it is a category option"),
      ])
    XCTAssertEqual(compilation.diagnostics.flatMap(\.fixIts).count, 0)
    XCTAssertEqual(compilation.diagnostics[0].notes.map(\.message), ["'identifier' is set here"])
  }

  /// `icon` beside a `templateIcon` gets no fix-it to `systemIcon` (two icons, N803), and an option
  /// set to `false` is told to go, not to be listed.
  func testIconBesideTheOtherIconAndAnOptionSetToFalse() {
    let compilation = assertDiagnostics(
      """
      action a { title: "A" 1️⃣icon: "heart" templateIcon: "Heart" }
      category c { actions: [a] 2️⃣allowInCarPlay: false }
      """,
      [
        Expected("1️⃣", .unknownProperty, "unknown property 'icon' for an action; did you mean 'systemIcon'?"),
        Expected(
          "2️⃣", .unknownProperty, "unknown property 'allowInCarPlay' for a category; it is a category option"),
      ])
    XCTAssertEqual(compilation.diagnostics.flatMap(\.fixIts).count, 0)
    XCTAssertEqual(
      compilation.diagnostics.map { $0.notes.map(\.message) },
      [
        ["'templateIcon' is set here"],
        ["an option is off unless it is listed in 'options'; remove this line"],
      ])
  }
}
