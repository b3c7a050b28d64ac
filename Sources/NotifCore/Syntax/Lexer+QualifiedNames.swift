/// Swift's qualified names (`UNNotificationCategoryOptions.customDismissAction`,
/// `UNNotificationActionOptions.foreground`, `Bundle.main`), copied from app code: the type's name
/// and its `.` are one error, with a fix-it that deletes them, and the member is read as meant, as
/// with Swift's leading `.` (`.foreground`, `Lexer+OtherLanguages.swift`).
extension LexerState {
  /// File extensions, which follow a file's name without quotes (`import Shared.notif`): such a
  /// name is no type's member, and deleting the file's name would change what the line means.
  private static let fileExtensions: [[UInt8]] = [
    "notif", "strings", "stringsdict", "xcstrings", "json", "plist", "swift", "yaml", "yml", "txt",
  ].map { Array($0.utf8) }

  /// Lexes the name that starts at `start` and is followed by a `-` or a `.` at `index` (the
  /// caller's one test per name): a name with `-` between its words (``lexHyphenatedName(from:)``),
  /// or a qualified name. A qualified name is a capitalized name, a `.` and a name, with no blanks
  /// between them (`A.B.c` too): one error at the qualifier (`A.B.`), whose fix-it deletes it, and
  /// the member is one name token. Anything else is the name alone, as before (the `.` is then a
  /// stray character).
  @inline(never)
  mutating func lexNameBeforePunctuation(from start: Int) {
    if buffer[index] == UInt8(ascii: "-") {
      lexHyphenatedName(from: start)
      return
    }
    let count = buffer.count
    func startsName(_ position: Int) -> Bool {
      guard position < count else { return false }
      let byte = buffer[position]
      return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }
    let isCapitalized = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(buffer[start])
    guard isCapitalized, startsName(index + 1), start >= fileNameChainEnd else {
      emit(.name, start)
      return
    }
    let qualifierEnd = index
    var memberStart = index + 1
    var end = memberStart
    while true {
      while end < count && Self.isNameContinue(buffer[end]) { end += 1 }
      guard end < count, buffer[end] == UInt8(ascii: "."), startsName(end + 1) else { break }
      memberStart = end + 1
      end = memberStart
    }
    let member = UnsafeBufferPointer(rebasing: buffer[memberStart..<end])
    guard !Self.fileExtensions.contains(where: { $0.elementsEqual(member) }) else {
      // The chain's other names are read alone too, without walking it again from each.
      fileNameChainEnd = end
      index = qualifierEnd
      emit(.name, start)
      return
    }
    if memberStart == qualifierEnd + 1 && member.elementsEqual("identifier".utf8) {
      // `INSendMessageIntent.identifier`: the intent is meant, which is read as its name.
      let intent = String(
        decoding: UnsafeBufferPointer(rebasing: buffer[start..<qualifierEnd]), as: UTF8.self)
      diagnostics.report(
        .unexpectedCharacter, "unexpected '.identifier' after '\(intent)'", at: span(qualifierEnd, end),
        notes: [DiagnosticNote("an intent's identifier is its name, in a string")],
        fixIts: [FixIt(span: span(qualifierEnd, end), replacement: "")])
      index = qualifierEnd
      emit(.name, start)
      index = end
      return
    }
    let qualifier = String(
      decoding: UnsafeBufferPointer(rebasing: buffer[start..<memberStart]), as: UTF8.self)
    diagnostics.report(
      .unexpectedCharacter, "unexpected '\(qualifier)' before '\(String(decoding: member, as: UTF8.self))'",
      at: span(start, memberStart),
      notes: [DiagnosticNote("names and values are written without Swift's type names")],
      fixIts: [FixIt(span: span(start, memberStart), replacement: "")])
    index = end
    // `Options.custom-dismiss-action`: a member with `-` between its words is one name too.
    if index + 1 < count && buffer[index] == UInt8(ascii: "-") && Self.isNameContinue(buffer[index + 1]) {
      lexHyphenatedName(from: memberStart)
    } else {
      emit(.name, memberStart)
    }
  }
}
