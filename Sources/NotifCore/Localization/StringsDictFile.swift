/// A strings dictionary (`xx.lproj/Table.stringsdict`): the entries of one language of a table that
/// vary, by plural, by device or by width, written as an XML property list. Foundation looks a key
/// up in it before the table's `.strings` file.
///
///     <plist version="1.0"><dict>
///       <key>message.hidden</key>
///       <dict>
///         <key>NSStringLocalizedFormatKey</key> <string>%#@messages@</string>
///         <key>messages</key>
///         <dict>
///           <key>NSStringFormatSpecTypeKey</key> <string>NSStringPluralRuleType</string>
///           <key>NSStringFormatValueTypeKey</key> <string>u</string>
///           <key>one</key> <string>%u new message</string>
///           <key>other</key> <string>%u new messages</string>
///         </dict>
///       </dict>
///     </dict></plist>
///
/// Only what the translation check needs is kept: each key, where it is written, and how it varies.
public struct StringsDictFile: Sendable {
  /// One key of the dictionary.
  public struct Entry: Sendable, Equatable {
    /// The key.
    public let key: String
    /// Where the key's `<key>` element starts, as a byte offset.
    public let keyOffset: Int
    /// How the entry varies, sorted: `device` (`NSStringDeviceSpecificRuleType`), `plural` (a
    /// variable of `NSStringPluralRuleType`) and `width` (`NSStringVariableWidthRuleType`).
    public let variations: [String]
    /// The `NSStringLocalizedFormatKey` string, when the entry has one: with no variations, the
    /// translation itself (its format specifiers are checked as a strings file's value would be).
    public let format: String?
    /// Where the `NSStringLocalizedFormatKey` string's element starts, when there is one.
    public let formatOffset: Int?
  }

  /// The entries in file order.
  public let entries: [Entry]
  /// The file's text, as UTF-8 (a UTF-16 file is converted); offsets count its bytes.
  public let text: String

  /// Reads a strings dictionary from its bytes: an XML property list (UTF-8, or UTF-16 with a
  /// byte-order mark) whose root is a dictionary of dictionaries.
  public init(parsing bytes: [UInt8]) throws(LocalizationFileError) {
    if bytes.starts(with: Array("bplist".utf8)) {
      throw LocalizationFileError(
        "a binary property list; notifc reads XML ones (convert it with 'plutil -convert xml1')", at: 0)
    }
    // UTF-8, or UTF-16 with a byte-order mark, as a strings file may be.
    text = try StringsFile.decode(bytes, kind: "strings dictionary").text
    var parser = PropertyListXMLParser(bytes: Array(text.utf8))
    let root = try parser.document()
    guard case .dictionary(let members) = root.value else {
      throw LocalizationFileError("the root of a strings dictionary must be a <dict>", at: root.offset)
    }
    entries = try members.map { member throws(LocalizationFileError) in
      guard case .dictionary(let fields) = member.value.value else {
        throw LocalizationFileError(
          "the value of key '\(member.key)' must be a <dict> (with NSStringLocalizedFormatKey)",
          at: member.value.offset)
      }
      let formatField = fields.first { $0.key == "NSStringLocalizedFormatKey" }
      let format = formatField.flatMap { field -> String? in
        if case .string(let value) = field.value.value { value } else { nil }
      }
      return Entry(
        key: member.key, keyOffset: member.keyOffset, variations: Self.variations(of: fields), format: format,
        formatOffset: format == nil ? nil : formatField?.value.offset)
    }
  }

  /// How an entry varies, from its fields.
  private static func variations(of fields: [PropertyListXMLParser.Member]) -> [String] {
    var kinds: Set<String> = []
    for field in fields {
      switch field.key {
      case "NSStringDeviceSpecificRuleType": kinds.insert("device")
      case "NSStringVariableWidthRuleType": kinds.insert("width")
      default:
        // A variable of the format (`%#@messages@`): its rule type says how it varies.
        guard case .dictionary(let rule) = field.value.value,
          let type = rule.first(where: { $0.key == "NSStringFormatSpecTypeKey" }),
          case .string(let name) = type.value.value
        else { continue }
        kinds.insert(name == "NSStringPluralRuleType" ? "plural" : name)
      }
    }
    return kinds.sorted()
  }
}
