import XCTest

@testable import NotifCore

/// Strings dictionaries (`xx.lproj/Table.stringsdict`): read as XML property lists, they hold the
/// keys of a classic table that vary by plural, device or width, and the translation check finds
/// those keys there (not as missing, N721) and reports how they vary (N724).
final class LocalizationStringsDictTests: XCTestCase {
  /// A strings dictionary with one plural entry per key given.
  static func plurals(_ keys: [String], other: String = "%u new messages") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(keys.map { key in """
      <key>\(key)</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@messages@</string>
        <key>messages</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>u</string>
          <key>one</key>
          <string>%u new message</string>
          <key>other</key>
          <string>\(other)</string>
        </dict>
      </dict>
    """ }.joined(separator: "\n"))
    </dict>
    </plist>
    """
  }

  func testEntriesVariationsAndWhereKeysAre() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist [ <!ENTITY x "y"> ]>
      <plist version="1.0">
      <dict>
        <key>a &amp; b</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string><![CDATA[%#@n@ <new>]]> &#233;&#xE9;</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>%d</string>
            <key>zero</key><string/>
          </dict>
        </dict>
        <key>device</key>
        <dict><key>NSStringDeviceSpecificRuleType</key><dict><key>iphone</key><string>Tap</string></dict></dict>
        <key>width</key>
        <dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Long</string></dict></dict>
      </dict>
      </plist>
      """
    let file = try StringsDictFile(parsing: Array(text.utf8))
    XCTAssertEqual(file.entries.map(\.key), ["a & b", "device", "width"])
    XCTAssertEqual(file.entries.map(\.variations), [["plural"], ["device"], ["width"]])
    let source = SourceFile(path: "t.stringsdict", text: text)
    XCTAssertEqual(
      file.entries.map { source.position(of: $0.keyOffset).description }, ["5:3", "16:3", "18:3"])
  }

  func testMalformedFilesAreErrorsAtTheirPosition() {
    let cases: [(String, String, Int?)] = [
      (
        "bplist00\u{0}",
        "a binary property list; notifc reads XML ones (convert it with 'plutil -convert xml1')", 0
      ),
      ("<plist><array/></plist>", "the root of a strings dictionary must be a <dict>", 7),
      (
        "<plist><dict><key>k</key><string>v</string></dict></plist>",
        "the value of key 'k' must be a <dict> (with NSStringLocalizedFormatKey)", 25
      ),
      ("<plist><dict><string>v</string></dict></plist>", "expected <key> or </dict>", 13),
      ("<plist><dict><key>k</key><dict></plist>", "expected </dict>", 31),
      ("<plist><dict><key>a &nbsp; b</key></dict></plist>", "unknown entity '&nbsp;'", 20),
      ("<plist><dict/></plist> x", "unexpected text after </plist>", 23),
      ("<dict/>", "expected <plist>", 0),
      ("<plist><dict><key>k</key><foo/></dict></plist>", "unexpected element <foo> in a property list", 25),
      // A construct the file never closes is reported where it opens, not at the end of the file.
      ("<plist><!-- <dict/></plist>", "unterminated comment", 7),
      ("<plist><dict><key>k<!-- x</key></dict></plist>", "unterminated comment", 19),
      ("<?xml version='1.0'<plist><dict/></plist>", "unterminated processing instruction", 0),
      (
        "<!DOCTYPE plist [ <!ENTITY x 'y'> \n<plist><dict/></plist>",
        "unterminated document type declaration", 0
      ),
      ("<plist><dict><key><![CDATA[k</key></dict></plist>", "unterminated CDATA section", 18),
    ]
    for (text, message, offset) in cases {
      XCTAssertThrowsError(try StringsDictFile(parsing: Array(text.utf8)), text) { error in
        XCTAssertEqual(error as? LocalizationFileError, LocalizationFileError(message, at: offset), text)
      }
    }
    // Bytes that are not UTF-8 (nor UTF-16 with its byte-order mark) say what the file must be.
    XCTAssertThrowsError(try StringsDictFile(parsing: Array("<plist>".utf8) + [0xFF])) { error in
      XCTAssertEqual(
        (error as? LocalizationFileError)?.message,
        "invalid UTF-8 at byte 7; a strings dictionary is UTF-8 or UTF-16 with a byte-order mark")
    }
  }

  /// A key that only the strings dictionary has is found; its plural variation is N724, at the
  /// `localized(...)`, with a note at the key in the dictionary; a language that has the key only in
  /// its dictionary counts as translated.
  func testTheCheckFindsKeysInStringsDictionaries() {
    let source = """
      action a {
          title: localized("a.title", default: "A")
      }

      category c {
          actions: [a]
          hiddenPreviewsBodyPlaceholder: 1️⃣localized("c.hidden", default: "%u new messages")
      }
      """
    let files = [
      ("App/en.lproj/Localizable.strings", "\"a.title\" = \"A\";\n"),
      ("App/en.lproj/Localizable.stringsdict", Self.plurals(["c.hidden"])),
      ("App/de.lproj/Localizable.strings", "\"a.title\" = \"A\";\n\"c.hidden\" = \"%u neue\";\n"),
      ("App/de.lproj/Localizable.stringsdict", Self.plurals(["c.hidden"], other: "%u neue Nachrichten")),
    ]
    XCTAssertEqual(
      findings(source, files),
      [
        "\(LocalizationCheckTests.at(source, "1️⃣")) warning N724 key 'c.hidden' of strings table 'Localizable' varies by plural in "
          + "de and en; notifc expects a plain string: the generated code registers the text without a count, so "
          + "no plural form can be chosen",
        "  note: App/de.lproj/Localizable.stringsdict:5:3 'de' is here",
      ])
    // A strings file and a strings dictionary of one language are one table, not a repeat; two
    // dictionaries of one language are.
    let twice = findings(
      source, files + [("Other/en.lproj/Localizable.stringsdict", Self.plurals(["c.hidden"]))])
    XCTAssertTrue(
      twice.contains(
        "- error N725 Other/en.lproj/Localizable.stringsdict: strings table 'Localizable' in 'en' is also in "
          + "App/en.lproj/Localizable.stringsdict; this file is ignored"), "\(twice)")
  }

  /// An entry without variables is a plain translation: its format is checked (N723). A UTF-16
  /// file, with its byte-order mark, is read as a strings file is.
  func testAnEntryWithoutVariablesIsCheckedAsAValue() {
    let source = """
      action a { title: "A" }
      category c {
          actions: [a]
          categorySummaryFormat: 1️⃣localized("s", default: "%u more from %@")
      }
      """
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>s</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%@: %u weitere</string>
      </dict></dict></plist>
      """
    let utf16: [UInt8] = [0xFF, 0xFE] + Array(plist.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    for bytes in [Array(plist.utf8), utf16] {
      let files = [
        StringsTableLoader.File(
          path: "en.lproj/Localizable.strings", bytes: Array("\"s\" = \"%u more from %@\";".utf8)),
        StringsTableLoader.File(path: "de.lproj/Localizable.stringsdict", bytes: bytes),
      ]
      XCTAssertEqual(
        LocalizationCheckTests.findings(source, files),
        [
          "\(LocalizationCheckTests.at(source, "1️⃣")) error N723 'de' translation of 's' (categorySummaryFormat) "
            + "formats argument 1 with '%@' where the development value has '%u'",
          "  note: the development value is '%u more from %@'",
          "  note: de.lproj/Localizable.stringsdict:3:40 the 'de' translation is here",
          "  note: to change the order of the arguments, number them, as in '%2$@ %1$u'",
        ])
    }
  }

  func findings(_ marked: String, _ files: [(String, String)]) -> [String] {
    LocalizationCheckTests.findings(
      marked, files.map { StringsTableLoader.File(path: $0, bytes: Array($1.utf8)) })
  }

  func testKinds() {
    XCTAssertEqual(
      StringsTableLoader.kind(of: "a/de.lproj/Chat.stringsdict"),
      .stringsDictionary(table: "Chat", language: "de"))
    XCTAssertNil(StringsTableLoader.kind(of: "Chat.stringsdict"))
    XCTAssertNil(StringsTableLoader.kind(of: "de.lproj/.stringsdict"))
  }
}
