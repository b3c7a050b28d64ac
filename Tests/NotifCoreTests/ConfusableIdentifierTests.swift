import XCTest

@testable import NotifCore

/// Unicode safety (issue 7): identifiers that differ only by look-alike characters are flagged
/// (N413); bidirectional controls and invisible characters are reported by the lexer (N109, N110).
final class ConfusableIdentifierTests: XCTestCase {
  func testSkeletonMapsLookAlikesToLatin() {
    XCTAssertEqual(ConfusableSkeleton.skeleton("\u{0410}CCEPT"), "ACCEPT")  // Cyrillic А
    XCTAssertEqual(ConfusableSkeleton.skeleton("INV\u{0406}TE"), "INVITE")  // Cyrillic І
    XCTAssertEqual(ConfusableSkeleton.skeleton("\u{039F}PEN"), "OPEN")  // Greek Ο
    XCTAssertEqual(ConfusableSkeleton.skeleton("r\u{0435}ply"), "reply")  // Cyrillic е
    XCTAssertEqual(ConfusableSkeleton.skeleton("\u{FF32}\u{FF25}PLY"), "REPLY")  // fullwidth
    XCTAssertEqual(ConfusableSkeleton.skeleton("l\u{0131}ke"), "like")  // dotless i
    XCTAssertEqual(ConfusableSkeleton.skeleton("AC\u{200B}CEPT\u{202E}"), "ACCEPT")  // invisible, bidi
    // ASCII and case are kept; letters without a Latin look-alike stay as they are.
    XCTAssertEqual(ConfusableSkeleton.skeleton("accept_ACCEPT-1.0"), "accept_ACCEPT-1.0")
    XCTAssertNotEqual(ConfusableSkeleton.skeleton("accept"), ConfusableSkeleton.skeleton("ACCEPT"))
    XCTAssertEqual(ConfusableSkeleton.skeleton("返信"), "返信")
    XCTAssertEqual(ConfusableSkeleton.skeleton(""), "")
  }

  func testLookAlikeTableMapsOnlyNonASCIIToASCIIOrLatin() {
    for (from, to) in ConfusableSkeleton.lookAlikes {
      XCTAssertGreaterThanOrEqual(from, 0x80, "ASCII is never changed")
      XCTAssertTrue(to.properties.isAlphabetic, "U+\(String(from, radix: 16)) maps to a letter")
      XCTAssertNotEqual(to.value, from)
    }
    XCTAssertGreaterThanOrEqual(ConfusableSkeleton.lookAlikes.count, 50)
  }

  func testActionIdentifiersThatLookAlikeAreFlagged() {
    let compilation = assertDiagnostics(
      """
      action accept {
          identifier: "ACCEPT"
          title: "Accept"
      }
      action accept_all {
          identifier: 1️⃣"\\u{0410}CCEPT"
          title: "Accept All"
      }
      category invite { actions: [accept, accept_all] }
      """,
      [
        Expected(
          "1️⃣", .confusableIdentifiers,
          "identifier 'АCCEPT' of action 'accept_all' looks like 'ACCEPT' of action 'accept' but differs: "
            + "it has U+0410 where the other has U+0041 'A'")
      ])
    XCTAssertEqual(compilation.diagnostics[0].severity, .warning)
    XCTAssertEqual(compilation.diagnostics[0].notes.map(\.message), ["'ACCEPT' is here"])
  }

  func testTwoLookAlikesWithoutAnASCIIOriginalAreFlagged() {
    // Neither identifier is ASCII: both take part, though no ASCII identifier is their skeleton.
    assertDiagnostics(
      """
      action accept {
          identifier: "\\u{0421}AT"
          title: "Accept"
      }
      action accept_all {
          identifier: 1️⃣"C\\u{0410}T"
          title: "Accept All"
      }
      action plain {
          identifier: "CAB"
          title: "Plain"
      }
      category invite { actions: [accept, accept_all, plain] }
      """,
      [
        Expected(
          "1️⃣", .confusableIdentifiers,
          "identifier 'CАT' of action 'accept_all' looks like 'СAT' of action 'accept' but differs: "
            + "it has U+0043 'C' where the other has U+0421")
      ])
  }

  func testCategoryIdentifiersAndNamesAreComparedAcrossFiles() {
    // The category without an identifier uses its name; the look-alike is in another file.
    assertDiagnostics(
      """
      import "other.notif"
      action ok { title: "OK" }
      category invite { actions: [ok] }
      """,
      [
        Expected(
          "1️⃣", .confusableIdentifiers,
          "identifier 'inv\u{0131}te' of category 'invite2' looks like 'invite' of category 'invite' but differs: "
            + "it has U+0131 where the other has U+0069 'i'", file: "other.notif")
      ],
      others: [
        "other.notif": """
        category invite2 {
            identifier: 1️⃣"inv\u{0131}te"
            actions: [ok]
        }
        """
      ])
  }

  func testInvisibleCharacterMakesALookAlike() {
    assertDiagnostics(
      """
      action a { identifier: "REPLY"
          title: "A" }
      action b { identifier: 1️⃣"RE2️⃣\u{200B}PLY"
          title: "B" }
      category c { actions: [a, b] }
      """,
      [
        Expected(
          "1️⃣", .confusableIdentifiers,
          "identifier 'RE<U+200B>PLY' of action 'b' looks like 'REPLY' of action 'a' but differs: "
            + "it has U+200B where the other has U+0050 'P'"),
        Expected("2️⃣", .invisibleCharacter, "invisible character U+200B in string literal"),
      ])
  }

  func testEachDistinctIdentifierIsReportedOnce() {
    let compilation = Compiler.compile([
      CompilationInput(
        path: "test.notif",
        text: """
          action a { identifier: "OK"
              title: "A" }
          action b { identifier: "\u{041E}K"
              title: "B" }
          category c { actions: [a] }
          category d { actions: [b] }
          category e { identifier: "\u{041E}K"
              actions: [a] }
          category f { identifier: "\u{FF2F}K"
              actions: [b] }
          """)
    ])
    let confusables = compilation.diagnostics.filter { $0.code == .confusableIdentifiers }
    XCTAssertEqual(confusables.count, 2, confusables.map(\.message).joined(separator: "\n"))
  }

  func testIdenticalAndMerelySimilarIdentifiersAreNotFlagged() {
    assertClean(
      """
      action reply { identifier: "REPLY"
          title: "Reply" }
      action reply2 { identifier: "REPLY_2"
          title: "Reply 2" }
      action reply_lower { identifier: "reply"
          title: "Reply lower" }
      action kana { identifier: "返信"
          title: "Kana" }
      category REPLY { actions: [reply, reply2, reply_lower, kana] }
      """)
  }

  func testBidiControlsAndInvisibleCharactersAreReported() {
    assertDiagnostics(
      """
      // 1️⃣\u{202E} reversed
      action a { title: "2️⃣\u{2066}A" }
      action b { title: "3️⃣\u{FEFF}B" }
      category c { actions: [a, b] }
      """,
      [
        Expected(
          "1️⃣", .bidiControlCharacter,
          "bidirectional control character U+202E in comment can make text display in a different order than it is read"
        ),
        Expected(
          "2️⃣", .bidiControlCharacter,
          "bidirectional control character U+2066 in string literal can make text display in a different order than it is read"
        ),
        Expected("3️⃣", .invisibleCharacter, "invisible character U+FEFF in string literal"),
      ])
  }
}
