/// Decodes the properties of a declaration against its schema: unknown and duplicate properties,
/// wrong value kinds and unknown values (rule 15), and `localized(...)` texts (rule 11).
struct PropertyDecoder {
  let declaration: Declaration
  /// The file's default strings table.
  let defaultTable: String
  var diagnostics: DiagnosticBag

  /// For each property (by its raw value: one lane for each of the 16), the index in the
  /// declaration's properties of its first occurrence when its value decoded, else -1. Indices, not
  /// copies of the values: a build decodes every property of every declaration, and a copy of a
  /// value retains its contents (a value is made from its compact property, ``Property/value``,
  /// only when an accessor reads it).
  private var valueIndices = SIMD16<Int32>(repeating: -1)
  /// The properties that an unknown property most likely meant (already reported), so that they
  /// are not also reported missing.
  var misspelled = PropertySet()
  /// What unknown properties ask of the whole declaration, read once (see
  /// `PropertyDecoder+UnknownProperties.swift`).
  var unknownPropertyIndex: PropertyIndex?
  /// The lists that hold elements of the wrong kind (reported): they decode to their other
  /// elements, so that those are still checked, but may have meant more.
  private(set) var partialLists = PropertySet()
  /// The properties set to a value that was reported and not read (for ``DeclarationSource``).
  private var unread = PropertySet()
  private(set) var spans: PropertySpans

  init(declaration: Declaration, defaultTable: String, diagnostics: DiagnosticBag) {
    self.declaration = declaration
    self.defaultTable = defaultTable
    self.diagnostics = diagnostics
    spans = PropertySpans(file: declaration.span.file, minimumCapacity: declaration.properties.count)
    collect()
  }

  /// The properties written with a value of the kind they take.
  var decoded: PropertySet {
    var result = PropertySet()
    // By lane (a property's raw value is its lane), without walking `allCases`.
    for lane in 0..<valueIndices.scalarCount where valueIndices[lane] >= 0 {
      result.insert(PropertyName(rawValue: UInt8(lane))!)
    }
    return result
  }

  private mutating func collect() {
    let kind = declaration.kind
    let properties = declaration.properties
    var seen = SIMD16<Int32>(repeating: -1)
    // By index, reading the fields in place: a copy of each property would retain its contents.
    // The value is made from the property on each read, so it is read once.
    for index in properties.indices {
      guard let name = properties[index].property,
        let propertyKind = PropertySchema.kind(of: name, in: kind)
      else {
        reportUnknown(properties[index].name, value: properties[index].value)
        continue
      }
      let slot = Int(name.rawValue)
      let nameSpan = properties[index].name.span
      if seen[slot] >= 0 {
        let first = properties[Int(seen[slot])].name.span
        diagnostics.report(
          .duplicateProperty,
          "duplicate property '\(name.spelling)' in \(kind.rawValue) '\(declaration.name.text)'",
          at: nameSpan, notes: [DiagnosticNote("'\(name.spelling)' first set here", at: first)])
        continue
      }
      seen[slot] = Int32(index)
      let value = properties[index].value
      spans.append(name, name: nameSpan, value: value?.span)
      guard let value else {
        unread.insert(name)
        continue
      }
      if checkKind(value, expected: propertyKind, property: name) {
        valueIndices[slot] = Int32(index)
      } else {
        unread.insert(name)
      }
    }
  }

  /// Checks the value's kind; reports and returns false when it does not fit.
  private mutating func checkKind(_ value: Value, expected: PropertyKind, property: PropertyName) -> Bool {
    switch (expected, value.kind) {
    case (_, .invalid):
      return false  // already reported by the parser
    case (.string, .string), (.text, .string), (.text, .localized), (.bool, .bool):
      return true
    case (.string, .localized), (.bool, .localized), (.enumeration, .localized):
      diagnostics.report(
        .localizedNotText, "'\(property.spelling)' is not user-visible text and cannot be localized",
        at: value.span,
        notes: [DiagnosticNote("'\(property.spelling)' takes \(expected.expectation)")])
      return false
    case (.enumeration(let names), .name(let name)):
      if names.contains(name) { return true }
      let suggestion = Suggestions.closest(to: name, in: names)
      diagnostics.report(
        .unknownValue,
        "'\(name)' is not a valid value for '\(property.spelling)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "; expected \(expected.expectation)")",
        at: value.span, fixIts: suggestion.map { [FixIt(span: value.span, replacement: $0)] } ?? [])
      return false
    // A list with elements of the wrong kind keeps the others (see `partialLists`).
    case (.actionList, .list(let elements)), (.optionList, .list(let elements)):
      checkElements(elements, property: property, expected: expected) {
        if case .name = $0 { return true } else { return false }
      }
      return true
    case (.stringList, .list(let elements)):
      checkElements(elements, property: property, expected: expected) {
        if case .string = $0 { return true } else { return false }
      }
      return true
    case (.actionList, .name), (.optionList, .name):
      diagnostics.report(
        .wrongValueKind,
        "'\(property.spelling)' takes \(expected.expectation), not a single name; write it in brackets",
        at: value.span, fixIts: [FixIt(span: value.span, replacement: "[\(nameText(value))]")])
      return false
    default:
      // A Swift constant's name gets a note instead of a fix-it: quoting it would make the name
      // the identifier or the title.
      let constantNote = Self.swiftConstantNote(value.kind, expected: expected)
      let fix = constantNote == nil ? Self.likelyFix(value.kind, expected: expected) : nil
      diagnostics.report(
        .wrongValueKind,
        "'\(property.spelling)' takes \(expected.expectation), not \(value.kindDescription)\(fix?.advice ?? "")",
        at: value.span, notes: constantNote.map { [$0] } ?? [],
        fixIts: fix.map { [FixIt(span: value.span, replacement: $0.replacement)] } ?? [])
      return false
    }
  }

  /// The value that a value of the wrong kind most likely meant: a boolean written with capitals
  /// (`True`), a name written as a string (`"foreground"`, `"customDismissAction"`), or a string
  /// written as a name (`identifier: accept`, `intentIdentifiers: [INSendMessageIntent]`), with the
  /// advice to append to the message.
  static func likelyFix(_ kind: Value.Kind, expected: PropertyKind, inList: Bool = false) -> (
    replacement: String, advice: String
  )? {
    switch (expected, kind) {
    case (.bool, .name(let name)), (.bool, .string(let name)), (.bool, .number(let name)):
      // `True`, the spellings of other formats (YAML's `yes` and `on`, C's `1`), and typos (`ture`).
      let meant: String? =
        switch name.lowercased() {
        case "true", "yes", "on", "1": "true"
        case "false", "no", "off", "0": "false"
        case let word: Suggestions.closest(to: word, in: ["true", "false"])
        }
      guard let meant else { return nil }
      return (meant, "; did you mean '\(meant)'?")
    case (.enumeration(let names), .string(let text)) where names.contains(text):
      return (text, "; write '\(text)'")
    case (.enumeration(let names), .string(let text)):
      // `"Foreground"`, `"foregroud"`: the closest value, as for a name.
      guard let name = Suggestions.closest(to: text, in: names) else { return nil }
      return (name, "; did you mean '\(name)'?")
    case (.actionList, .string(let text)) where TextChecks.isName(text) && !BooleanActionName.isBoolean(text),
      (.optionList, .string(let text)) where CategoryOption(name: text) != nil:
      // An element of a list, or the whole value, which then needs brackets too.
      let replacement = inList ? text : "[\(text)]"
      return (replacement, "; write '\(replacement)'")
    case (.string, .name(let name)), (.text, .name(let name)), (.stringList, .name(let name)):
      // A name needs no escapes to be a string. Swift's constant for an intent identifier
      // (`INSendMessageIntentIdentifier`) becomes the identifier it holds, the intent's class name.
      var wholeList = false
      if case .stringList = expected { wholeList = !inList }
      let intent = wholeList || inList ? Self.intentIdentifier(ofSwiftConstant: name) : nil
      let quoted = "\"\(intent ?? name)\""
      let replacement = wholeList ? "[\(quoted)]" : quoted
      return (
        replacement,
        "; write '\(replacement)'\(intent == nil ? "" : ", the identifier that Swift's constant holds")"
      )
    default:
      return nil
    }
  }

  /// A note for a name that looks like a Swift constant, where a string or a text is taken: a
  /// `k` prefix (`kReplyIdentifier`), or a name ending in camel case as constants for identifiers
  /// and texts do (`replyIdentifier`, `replyID`, `replyTitle`). Its value is not known, so there is
  /// no fix-it; so does one in capitals ending `_IDENTIFIER`, `_ID` or `_KEY`. (`ACCEPT_ACTION`,
  /// `UUID`, `FaceTime` and `iPhone` are quoted as they are.)
  static func swiftConstantNote(_ kind: Value.Kind, expected: PropertyKind) -> DiagnosticNote? {
    guard case .name(let name) = kind else { return nil }
    let isText: Bool
    switch expected {
    case .string: isText = false
    case .text: isText = true
    default: return nil
    }
    let bytes = Array(name.utf8)
    func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    let prefixed = bytes.count > 1 && bytes[0] == UInt8(ascii: "k") && isUpper(bytes[1])
    // A suffix joined in camel case (`replyID`, not `ACCEPT_ID` or `UUID`, which are identifiers
    // and names as they are written).
    let suffixes = ["Identifier", "ID", "Id", "Key", "Title", "Text", "Placeholder"]
    let suffixed = suffixes.contains { suffix in
      let count = suffix.utf8.count
      return bytes.count > count && name.hasSuffix(suffix) && isLower(bytes[bytes.count - count - 1])
    }
    // A C or Objective-C constant in capitals names what it is (`SNOOZE_ACTION_IDENTIFIER`), where
    // an identifier itself does not (`SNOOZE_ACTION`).
    let constantInCapitals = ["_IDENTIFIER", "_ID", "_KEY"].contains { name.hasSuffix($0) }
    guard prefixed || suffixed || constantInCapitals else { return nil }
    return DiagnosticNote(
      "'\(name)' looks like a Swift constant, which a .notif file cannot read; write the \(isText ? "text" : "string") it holds, in quotes"
    )
  }

  /// The intent identifier that a constant of the Intents framework holds: for
  /// `INSendMessageIntentIdentifier`, the class name `INSendMessageIntent` (the header documents
  /// each as the "identifier for" its class); `nil` for any other name.
  static func intentIdentifier(ofSwiftConstant name: String) -> String? {
    // The last byte first: every intent string of a build is asked, and nearly all end otherwise.
    guard name.utf8.last == UInt8(ascii: "r"), name.utf8.count > 18, name.hasPrefix("IN"),
      name.hasSuffix("IntentIdentifier")
    else { return nil }
    return String(name.dropLast("Identifier".count))
  }

  /// Whether a value is, or contains, a value the parser could not read.
  static func containsInvalid(_ value: Value) -> Bool {
    switch value.kind {
    case .invalid: true
    case .list(let elements): elements.contains(where: containsInvalid)
    default: false
    }
  }

  private func nameText(_ value: Value) -> String {
    if case .name(let name) = value.kind { return name }
    return ""
  }

  /// Reports the elements of a list that are not of the kind it takes, and marks the list partial.
  private mutating func checkElements(
    _ elements: [Value], property: PropertyName, expected: PropertyKind, isValid: (Value.Kind) -> Bool
  ) {
    for element in elements where !isValid(element.kind) {
      partialLists.insert(property)
      // The parser already reported what is wrong inside.
      if Self.containsInvalid(element) { continue }
      var notes: [DiagnosticNote] = []
      if case .actionList = expected, case .bool(let flag) = element.kind {
        notes.append(DiagnosticNote(BooleanActionName.note(flag ? "true" : "false", isDeclared: false)))
      }
      let fix = Self.likelyFix(element.kind, expected: expected, inList: true)
      diagnostics.report(
        .wrongValueKind,
        "'\(property.spelling)' takes \(expected.expectation), not \(element.kindDescription)\(fix?.advice ?? "")",
        at: element.span, notes: notes,
        fixIts: fix.map { [FixIt(span: element.span, replacement: $0.replacement)] } ?? [])
    }
  }

  // MARK: Typed accessors

  /// The value of a property that decoded.
  private func value(_ name: PropertyName) -> Value? {
    let index = valueIndices[Int(name.rawValue)]
    return index < 0 ? nil : declaration.properties[Int(index)].value
  }

  // The span of a value is in ``source``: the accessors of single values return the value alone.

  func string(_ name: PropertyName) -> String? {
    guard let value = value(name), case .string(let text) = value.kind else { return nil }
    return text
  }

  func bool(_ name: PropertyName) -> Bool? {
    guard let value = value(name), case .bool(let flag) = value.kind else { return nil }
    return flag
  }

  func enumeration<E: RawRepresentable>(_ name: PropertyName, as type: E.Type) -> E?
  where E.RawValue == String {
    guard let value = value(name), case .name(let text) = value.kind else { return nil }
    return E(rawValue: text)
  }

  func names(_ name: PropertyName) -> [Identifier]? {
    guard let value = value(name), case .list(let elements) = value.kind else { return nil }
    var result: [Identifier] = []
    result.reserveCapacity(elements.count)
    for element in elements {
      if case .name(let text) = element.kind { result.append(Identifier(text, span: element.span)) }
    }
    return result
  }

  /// The strings of a list of strings (`intentIdentifiers`), each once: a repeat is reported
  /// (N906, a warning) and left out. Empty when the property is absent.
  mutating func strings(_ name: PropertyName) -> [String] {
    guard let value = value(name), case .list(let elements) = value.kind else { return [] }
    var result: [String] = []
    result.reserveCapacity(elements.count)
    // Lists are short (an intent or two): searched in turn up to 16; a longer one gets a table of
    // where each string is first listed, made once, which also tells a repeat.
    var firstListed: [String: SourceSpan]?
    if elements.count > 16 {
      var index: [String: SourceSpan] = [:]
      for element in elements.reversed() {
        if case .string(let text) = element.kind { index[text] = element.span }
      }
      firstListed = index
    }
    func firstSpan(of text: String) -> SourceSpan? {
      if let firstListed { return firstListed[text] }
      return elements.first { if case .string(text) = $0.kind { true } else { false } }?.span
    }
    for element in elements {
      guard case .string(let text) = element.kind else { continue }
      if name == .intentIdentifiers, let intent = Self.intentIdentifier(ofSwiftConstant: text) {
        // Not when the list has the identifier already: the fix-it would list it twice (N906).
        let listed = firstSpan(of: intent)
        diagnostics.report(
          .intentConstantName,
          "'\(text)' is the name of Swift's constant, not an intent identifier; the constant holds '\(intent)'",
          at: element.span,
          notes: listed.map { [DiagnosticNote("'\(intent)' is listed here", at: $0)] } ?? [],
          fixIts: listed == nil ? [FixIt(span: element.span, replacement: "\"\(intent)\"")] : [])
      }
      guard firstListed.map({ $0[text] != element.span }) ?? result.contains(text) else {
        result.append(text)
        continue
      }
      diagnostics.report(
        .duplicateListValue, "'\(Diagnostic.excerpt(text))' is listed twice in '\(name.spelling)'",
        at: element.span, notes: [DiagnosticNote("first listed here", at: firstSpan(of: text))])
    }
    return result
  }

  /// Decodes a text property, reporting problems in its `localized(...)` call.
  mutating func text(_ name: PropertyName) -> Text? {
    guard let value = value(name) else { return nil }
    switch value.kind {
    case .string(let text):
      return Text(value: text, span: value.span)
    case .localized(let call):
      return localized(call, span: value.span)
    default:
      return nil
    }
  }

  /// The spans of every property, for ``DeclarationSource``.
  var source: DeclarationSource {
    DeclarationSource(
      nameSpan: declaration.name.span, span: declaration.span, properties: spans,
      meantByUnknownProperties: misspelled, unreadValues: unread)
  }
}
