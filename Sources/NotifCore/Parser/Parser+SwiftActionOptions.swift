/// Swift's `options: [.foreground, .destructive]` in an action, as code copied from an app passes
/// `UNNotificationActionOptions`: here each option is a property of its own. It is one error
/// (N901), whose fix-it writes each option as the property that sets it; the lexer's errors for
/// Swift's leading dots are dropped (``supersededLexicalErrors``), as this error says what the line
/// is. (The checker reports no `options` property of an action: it leaves it to the parser, which
/// has the file's text to lay out the fix-it's lines.)
extension Parser {
  /// Notes an action's `options` property, just parsed: the lexer's errors inside its value are
  /// superseded. Called in source order, so that the ranges stay sorted.
  mutating func noteActionOptions(_ property: Property) {
    // From the name on: a single option's dot (`options: .foreground`) is before its value.
    supersededLexicalErrors.append(property.name.span.end..<property.span.end)
  }

  /// Reports the action's `options` property at `position` in `properties`, with a fix-it when
  /// every option is one of Apple's three and none of the properties it writes is set already.
  mutating func reportActionOptions(at position: Int, in properties: [Property]) {
    let property = properties[position]
    var notes = [
      DiagnosticNote(
        "an action's options are written 'activation: foreground', 'destructive: true' and 'authenticationRequired: true'"
      )
    ]
    var fixIts: [FixIt] = []
    if let value = property.value, let options = Self.actionOptions(value) {
      // Foreground actions always require unlocking: `authenticationRequired` beside them is
      // redundant (N602), so it is not written.
      let written = options.contains(.activation) ? options.filter { $0 != .authenticationRequired } : options
      if let set = properties.first(where: { $0.property.map(written.contains) ?? false }) {
        notes.append(DiagnosticNote("'\(set.name.text)' is set here", at: set.name.span))
      } else if written.isEmpty {
        fixIts = [FixIt.deletion(of: property.span, in: source)]
      } else {
        let lines = written.map { $0 == .activation ? "activation: foreground" : "\($0.spelling): true" }
        fixIts = [
          FixIt(
            span: property.span, replacement: lines.joined(separator: separator(before: property.span.start)))
        ]
      }
    }
    diagnostics.report(
      .unknownProperty, "'options' is a property of categories, not of actions", at: property.name.span,
      notes: notes, fixIts: fixIts)
  }

  /// The properties that Swift's action options in `value` (a name, or a list of names) stand
  /// for, each once, in the order written; `nil` when one is not an action option.
  private static func actionOptions(_ value: Value) -> [PropertyName]? {
    let names: [Value]
    switch value.kind {
    case .list(let elements): names = elements
    case .name: names = [value]
    default: return nil
    }
    var options: [PropertyName] = []
    for element in names {
      guard case .name(let name) = element.kind else { return nil }
      let option: PropertyName
      switch name {
      case "foreground": option = .activation
      case "destructive": option = .destructive
      case "authenticationRequired": option = .authenticationRequired
      default: return nil
      }
      if !options.contains(option) { options.append(option) }
    }
    return options
  }

  /// What separates two properties written in place of one at `offset`: the file's line break and
  /// the line's indentation when the property starts its line, else a space.
  private mutating func separator(before offset: Int) -> String {
    let bytes = source.bytes
    var lineStart = offset
    while lineStart > 0 && bytes[lineStart - 1] != 0x0A && bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
    let indentation = bytes[lineStart..<offset]
    guard indentation.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return " " }
    return lineBreak() + String(decoding: indentation, as: UTF8.self)
  }
}
