// Swift's compiler directives copied into a `.notif` file (Lexer+SwiftDirectives.swift): one error
// each, with no fix-it (a `#if DEBUG` read as a comment would ship its debug-only declarations in
// every build), and the line is skipped.

import NotifCore
import XCTest

final class SwiftDirectiveHabitTests: XCTestCase {
  /// `#if`, `#elseif`, `#else`, `#endif`, `#warning`, `#error` and `#available` are one N102 each,
  /// at the directive, with a note and no fix-it; the rest of each line is skipped, and what lies
  /// between them is read as it is (the build fails, rather than shipping it). Another word after
  /// a `#` starts a comment, as before.
  func testSwiftDirectivesAreOneErrorEachWithoutAFixIt() throws {
    let compilation = assertDiagnostics(
      """
      action reply { title: "Reply" }
      category message { actions: [reply] }
      1️⃣#if DEBUG
      action debug_dump {
          title: "Dump State"
        2️⃣#warning("remove before release")
      }
      category debug { actions: [debug_dump] }
      3️⃣#elseif os(iOS) // a comment
      4️⃣#else
      5️⃣#error("no")
      6️⃣#endif
      7️⃣#available(iOS 15, *)
      8️⃣#iffy
      """,
      [
        Expected(
          "1️⃣", .unexpectedCharacter, "conditional compilation ('#if') is not supported in .notif files"),
        Expected("2️⃣", .unexpectedCharacter, "'#warning' is not supported in .notif files"),
        Expected(
          "3️⃣", .unexpectedCharacter, "conditional compilation ('#elseif') is not supported in .notif files"),
        Expected(
          "4️⃣", .unexpectedCharacter, "conditional compilation ('#else') is not supported in .notif files"),
        Expected("5️⃣", .unexpectedCharacter, "'#error' is not supported in .notif files"),
        Expected(
          "6️⃣", .unexpectedCharacter, "conditional compilation ('#endif') is not supported in .notif files"),
        Expected("7️⃣", .unexpectedCharacter, "'#available' is not supported in .notif files"),
        Expected("8️⃣", .unexpectedCharacter, "comments start with '//', not '#'"),
      ])
    let diagnostics = compilation.diagnostics
    XCTAssertEqual(diagnostics.map(\.fixIts.count), [0, 0, 0, 0, 0, 0, 0, 1])
    XCTAssertEqual(
      diagnostics[0].notes.map(\.message),
      ["put debug-only declarations in a file of their own, and build it only in debug"])
    XCTAssertEqual(
      diagnostics[1].notes.map(\.message), ["a '.notif' file has no directives; a comment starts with '//'"])
    XCTAssertEqual(diagnostics[0].span.map { $0.end - $0.start }, 3)
    XCTAssertEqual(compilation.model.categories.map(\.name).sorted(), ["debug", "message"])
    XCTAssertEqual(compilation.model.actions.map(\.title.value), ["Reply", "Dump State"])
  }

  /// The QA repro: a debug-only category after `#if DEBUG` is two errors, not two comments whose
  /// fix-its would make it part of every build.
  func testADebugOnlyCategoryIsNotCommentedIn() {
    let compilation = assertDiagnostics(
      """
      action reply {
          title: "Reply"
      }
      category message {
          actions: [reply]
      }
      1️⃣#if DEBUG
      action debug_dump {
          title: "Dump State"
      }
      category debug {
          actions: [debug_dump]
      }
      2️⃣#endif
      """,
      [
        Expected(
          "1️⃣", .unexpectedCharacter, "conditional compilation ('#if') is not supported in .notif files"),
        Expected(
          "2️⃣", .unexpectedCharacter, "conditional compilation ('#endif') is not supported in .notif files"),
      ])
    XCTAssertEqual(compilation.diagnostics.flatMap(\.fixIts).count, 0)
  }
}
