import XCTest

@testable import NotifCore

/// The clang/swiftc text form: location, severity, message and code; the source line with a caret;
/// a fix-it line; notes; and one line per message whatever the source strings hold.
final class TextDiagnosticRendererTests: XCTestCase {
  func render(_ text: String) -> String {
    let compilation = Compiler.compile([CompilationInput(path: "t.notif", text: text)])
    return TextDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources)
  }

  func testCaretFixItAndNote() {
    XCTAssertEqual(
      render("action accept { title: \"A\" }\ncategory c { actions: [acept, accept] }\n"),
      """
      t.notif:2:24: error: cannot find action 'acept'; did you mean 'accept'? [N408]
      category c { actions: [acept, accept] }
                             ^~~~~
                             accept

      """)
  }

  func testMessagesQuotingLineBreaksStayOnOneLine() {
    let output = render(
      "action a { title: \"x\\ny\" }\naction b { title: \"x\\ny\" }\ncategory c { actions: [a, b] }\n")
    let header = output.split(separator: "\n").first { $0.contains("warning:") }
    XCTAssertEqual(
      header, "t.notif:2:19: warning: actions 'a' and 'b' in category 'c' have the same title 'x\\ny' [N908]")
  }

  func testCaretLinesUpUnderMultiByteCharactersAndTabs() {
    let output = render("action a { title: \"é\"\t destructive: 1 }\ncategory c { actions: [a] }\n")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[0], "t.notif:1:38: error: 'destructive' takes true or false, not a number [N903]")
    XCTAssertEqual(lines[2], "                     \t              ^")
  }
}
