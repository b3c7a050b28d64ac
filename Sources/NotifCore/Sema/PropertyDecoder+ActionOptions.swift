/// Swift's `options: [.foreground]` in an action, as code copied from an app passes
/// `UNNotificationActionOptions`: here each option is a property of its own. One error (N901)
/// whose fix-it writes the properties the options set, a line each, unless one of them, or one
/// that they settle, is set already; its value's dots are no errors of their own (the diagnostic's
/// ``Diagnostic/supersededText``).
extension PropertyDecoder {
  /// Reports the action's `options` property named `name`.
  mutating func reportActionOptions(_ name: Identifier, value: Value?) {
    var notes = [
      DiagnosticNote(
        "an action's options are written 'activation: foreground', 'destructive: true' and 'authenticationRequired: true'"
      )
    ]
    var fixIts: [FixIt] = []
    var whole = name.span
    if let value {
      whole = SourceSpan(file: name.span.file, start: name.span.start, end: value.span.end)
      // One `options` (two would each write theirs), of Apple's options only.
      if propertyIndex().optionsProperties == 1, let options = Self.actionOptions(value) {
        switch replacement(for: options) {
        case .write(let text): fixIts = [FixIt(span: whole, replacement: text)]
        case .set(let property):
          notes.append(DiagnosticNote("'\(property.name.text)' is set here", at: property.name.span))
        }
      }
    }
    var diagnostic = Diagnostic(
      .unknownProperty, "'options' is a property of categories, not of actions", at: name.span, notes: notes,
      fixIts: fixIts)
    diagnostic.supersededText = SourceSpan(file: name.span.file, start: name.span.end, end: whole.end)
    diagnostics.report(diagnostic)
  }

  /// What a fix-it writes for Swift's `options`.
  private enum Replacement {
    /// The properties that set them, a line each (nothing for no options).
    case write(String)
    /// Nothing: it would set this property, or one that settles it, again.
    case set(Property)
  }

  /// The properties that set `options` (none when they are empty), unless the action sets one of
  /// them already, or one that settles it: `authenticationRequired` beside `activation:
  /// foreground`, which always requires it (N601 if `false`, N602 if `true`).
  private mutating func replacement(for options: [PropertyName]) -> Replacement {
    let activation = firstProperty(named: .activation)
    var foreground = options.contains(.activation)
    if let value = activation?.value, case .name("foreground") = value.kind { foreground = true }
    let written = foreground ? options.filter { $0 != .authenticationRequired } : options
    let settled = options.contains(.activation) ? written + [.authenticationRequired] : written
    for property in settled {
      if let set = firstProperty(named: property) { return .set(set) }
    }
    // One line a property, which the compiler lays out as the file is (`FixIt.laidOut(in:)`); none
    // deletes the property.
    return .write(
      written.map { $0 == .activation ? "activation: foreground" : "\($0.spelling): true" }.joined(
        separator: "\n"))
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
}
