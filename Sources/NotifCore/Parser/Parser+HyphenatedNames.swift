/// A name written with `-` between its words that the parser read in camel case, or as written,
/// rather than with `_` (``Parser/camelCaseReadings``).
struct CamelCaseReading {
  /// The name as written.
  let span: SourceSpan
  /// The name as read.
  let text: String
  /// Whether it is a property's name (else a value).
  let isProperty: Bool
  /// Whether it is a value where a string goes, read as written (`title: Sign-in`): the checker's
  /// N903 offers it in quotes as written, and the lexer's error about `_` is dropped.
  var asWritten = false
}

extension Parser {
  // MARK: Names with hyphens

  /// The text of `token`, a name written with `-` between its words (`accept-invite`) in `source`,
  /// with `_` in their place (`accept_invite`): how a name written so is read, after the lexer's
  /// error. (Static: a method would have the parser copied for every name read.)
  @inline(never)
  static func underscored(_ token: Token, in source: SourceFile) -> String {
    source.bytes.withUnsafeBufferPointer { LexerState.underscored($0[token.range]) }
  }

  /// The name written with `-` at `range` in camel case: each `-` left out and a lowercase letter
  /// after it capitalized (`text-input-placeholder` is `textInputPlaceholder`).
  func camelCased(_ range: Range<Int>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    var capitalize = false
    for byte in source.bytes[range] {
      if byte == UInt8(ascii: "-") {
        capitalize = true
        continue
      }
      let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
      bytes.append(capitalize && isLower ? byte - 0x20 : byte)
      capitalize = false
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The property that `token`, a property's name written with `-`, names in camel case, as
  /// property names are written (`text-input-placeholder` is `textInputPlaceholder`); `nil` when
  /// it names none (it is then read with `_`, and the checker reports an unknown property).
  @inline(never)
  mutating func hyphenatedPropertyName(_ token: Token) -> PropertyName? {
    guard let property = PropertyName(spelling: camelCased(token.range)) else { return nil }
    camelCaseReadings.append(CamelCaseReading(span: span(token), text: property.spelling, isProperty: true))
    return property
  }

  /// `value`, the value of `property`, with each name in it written with `-` read in camel case
  /// when that is one of the values the property takes (`behavior: text-input` is `textInput`,
  /// `options: [custom-dismiss-action]` is `customDismissAction`); other names stay read with `_`
  /// (an action's name in a list is read as its declaration's is).
  @inline(never)
  mutating func readingHyphenatedValues(_ value: Value, of property: PropertyName) -> Value {
    let words: [String]
    switch PropertySchema.kind(of: property, in: .action) ?? PropertySchema.kind(of: property, in: .category)
    {
    case .enumeration(let names)?: words = names
    case .optionList?: words = CategoryOption.allCases.map(\.name)
    case .string?, .text?, .stringList?: return readingAsWritten(value)
    default: return value
    }
    switch value.kind {
    case .name:
      return readingInCamelCase(value, ifOneOf: words)
    case .list(let elements):
      var read: [Value] = []
      read.reserveCapacity(elements.count)
      for element in elements { read.append(readingInCamelCase(element, ifOneOf: words)) }
      return Value(.list(read), span: value.span)
    default:
      return value
    }
  }

  /// `value`, where a string goes, with each name in it written with `-` read as written: a
  /// string's text keeps its hyphens (`identifier: com-example-reply`), so the checker's N903
  /// offers the name in quotes as it is, and the lexer's error about `_` is dropped.
  private mutating func readingAsWritten(_ value: Value) -> Value {
    switch value.kind {
    case .name:
      let range = value.span.start..<value.span.end
      guard source.bytes[range].contains(UInt8(ascii: "-")) else { return value }
      let written = text(of: range)
      camelCaseReadings.append(
        CamelCaseReading(span: value.span, text: written, isProperty: false, asWritten: true))
      return Value(.name(written), span: value.span)
    case .list(let elements):
      return Value(.list(elements.map { readingAsWritten($0) }), span: value.span)
    default:
      return value
    }
  }

  /// `value` read in camel case when it is a name written with `-` that is one of `words` then.
  private mutating func readingInCamelCase(_ value: Value, ifOneOf words: [String]) -> Value {
    let range = value.span.start..<value.span.end
    guard case .name = value.kind, source.bytes[range].contains(UInt8(ascii: "-")) else { return value }
    let camel = camelCased(range)
    guard words.contains(camel) else { return value }
    camelCaseReadings.append(CamelCaseReading(span: value.span, text: camel, isProperty: false))
    return Value(.name(camel), span: value.span)
  }

  /// Rewords the lexer's error for each name in ``camelCaseReadings`` (which says the name is read
  /// with `_`), and its fix-it, for the name read in camel case.
  @inline(never)
  mutating func rewordHyphenatedNames() {
    var readings: [Int: CamelCaseReading] = [:]
    for reading in camelCaseReadings { readings[reading.span.start] = reading }
    var reworded = DiagnosticBag()
    for diagnostic in lexer.diagnostics.diagnostics {
      guard diagnostic.code == .unexpectedCharacter, diagnostic.fixIts.count == 1,
        let reading = readings[diagnostic.fixIts[0].span.start], diagnostic.fixIts[0].span == reading.span
      else {
        reworded.report(diagnostic)
        continue
      }
      if reading.asWritten { continue }  // N903 says it
      reworded.report(
        .unexpectedCharacter,
        "\(reading.isProperty ? "a property name" : "a name") cannot contain '-'; join the words in camel case, as in '\(Diagnostic.excerpt(reading.text))'",
        at: diagnostic.span, fixIts: [FixIt(span: reading.span, replacement: reading.text)])
    }
    lexer.diagnostics = reworded
  }
}
