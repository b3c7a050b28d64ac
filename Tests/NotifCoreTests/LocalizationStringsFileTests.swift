import XCTest

@testable import NotifCore

/// Classic `xx.lproj/Table.strings` files, read as Foundation reads them (issue 9).
final class LocalizationStringsFileTests: XCTestCase {
  static let text = #"""
    /* The title of the reply button.
       Keep it short. */
    "reply.title" = "Antworten";

    // The button that sends the reply
    "reply.send"="Senden" ;
    /* Escapes */ "escapes" = "\"quoted\" \\ back\nslash\ttab \U00e9\U00E9 \UD83D\UDE00 \101 \' \q \
    continued";
    unquoted_key = unquoted/value.1;
    "key only";
    'single' = 'quotes';
    "multi
    line" = "value";
    "reply.title" = "Antworten (2)";
    """#

  func testCommentsEscapesAndTheShortcuts() throws {
    let file = try StringsFile(parsing: Array(Self.text.utf8))
    XCTAssertEqual(file.encoding, .utf8)
    XCTAssertEqual(
      file.entries.map(\.key),
      [
        "reply.title", "reply.send", "escapes", "unquoted_key", "key only", "single", "multi\nline",
        "reply.title",
      ])
    XCTAssertEqual(file.entries[0].comment, "The title of the reply button.\n   Keep it short.")
    XCTAssertEqual(file.entries[1].comment, "The button that sends the reply")
    XCTAssertEqual(file.entries[2].comment, "Escapes")
    XCTAssertNil(file.entries[3].comment)
    XCTAssertEqual(file.entries[2].value, "\"quoted\" \\ back\nslash\ttab éé 😀 A ' q \ncontinued")
    XCTAssertEqual(file.values["unquoted_key"], "unquoted/value.1")
    XCTAssertEqual(file.values["key only"], "key only")
    XCTAssertEqual(file.values["single"], "quotes")
    XCTAssertEqual(file.values["reply.title"], "Antworten (2)", "a repeated key keeps its last value")
    // Offsets point at the key and the value in the UTF-8 text.
    let bytes = Array(file.text.utf8)
    let entry = file.entries[1]
    XCTAssertEqual(
      String(decoding: bytes[entry.keyOffset..<entry.keyOffset + 12], as: UTF8.self), "\"reply.send\"")
    XCTAssertEqual(
      String(decoding: bytes[entry.valueOffset..<entry.valueOffset + 8], as: UTF8.self), "\"Senden\"")
  }

  func testUTF16WithAndWithoutByteOrderMarks() throws {
    let text = "/* é */\n\"title\" = \"Réponse 😀\";\n"
    let units = Array(text.utf16)
    let little = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let big = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for (bytes, encoding) in [
      ([0xFF, 0xFE] + little, StringsFile.Encoding.utf16LittleEndian),
      ([0xFE, 0xFF] + big, .utf16BigEndian), (little, .utf16LittleEndian), (big, .utf16BigEndian),
      ([0xEF, 0xBB, 0xBF] + Array(text.utf8), .utf8),
    ] {
      let file = try StringsFile(parsing: bytes)
      XCTAssertEqual(file.encoding, encoding)
      XCTAssertEqual(file.values, ["title": "Réponse 😀"])
      XCTAssertEqual(file.entries[0].comment, "é")
      XCTAssertEqual(file.text, text)
    }
  }

  func testMalformedFilesAreReportedWithTheirPosition() {
    func error(_ bytes: [UInt8]) -> LocalizationFileError? {
      do throws(LocalizationFileError) {
        _ = try StringsFile(parsing: bytes)
        return nil
      } catch {
        return error
      }
    }
    func error(_ text: String) -> LocalizationFileError? { error(Array(text.utf8)) }
    XCTAssertEqual(
      error("\"a\" = \"b\"\n\"c\" = \"d\";"),
      LocalizationFileError("expected ';' after the value of 'a', found '\"'", at: 9))
    XCTAssertEqual(
      error("\"a\" \"b\";"), LocalizationFileError("expected '=' or ';' after the key 'a', found '\"'", at: 3)
    )
    XCTAssertEqual(error("\"a\" = \"b"), LocalizationFileError("unterminated string", at: 6))
    XCTAssertEqual(error("/* open"), LocalizationFileError("unterminated comment", at: 0))
    XCTAssertEqual(
      error("\"a\" = ;"), LocalizationFileError("expected a quoted value for the key 'a', found ';'", at: 6))
    XCTAssertEqual(
      error("\"a\" = (\"b\");"),
      LocalizationFileError("expected a quoted value for the key 'a', found a property list array", at: 6))
    XCTAssertEqual(error("= \"b\";"), LocalizationFileError("expected a quoted key, found '='", at: 0))
    XCTAssertEqual(
      error("\"a\" = \"b\""),
      LocalizationFileError("expected ';' after the value of 'a', found the end of the file", at: 9))
    XCTAssertEqual(
      error("\"a\" = \"\\UD800\";"), LocalizationFileError("'\\U' escape is an unpaired surrogate", at: 7))
    XCTAssertEqual(
      error([0x22, 0x61, 0xFF, 0x22]),
      LocalizationFileError(
        "invalid UTF-8 at byte 2; a strings file is UTF-8 or UTF-16 with a byte-order mark", at: nil))
    XCTAssertEqual(
      error([0xFF, 0xFE, 0x22, 0x00, 0x61]),
      LocalizationFileError("a UTF-16 strings file has an odd number of bytes (5)", at: nil))
    XCTAssertEqual(
      error([0xFF, 0xFE, 0x00, 0xD8, 0x22, 0x00]),
      LocalizationFileError("invalid UTF-16 (an unpaired surrogate) at byte 2", at: nil))
    XCTAssertNil(error(""), "an empty file is an empty table")
    XCTAssertNil(error("/* only a comment */\n"))
  }
}
