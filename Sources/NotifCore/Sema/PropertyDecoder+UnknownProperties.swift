/// Unknown properties (N901) of ``PropertyDecoder``: a close spelling, a value written as a
/// property, a property of the other kind of declaration, other tools' names for a property, and a
/// category option written as a property.
extension PropertyDecoder {
  /// Reports the unknown property `name`, with what it most likely meant.
  mutating func reportUnknown(_ name: Identifier, value: Value?) {
    let kind = declaration.kind
    // A value written as a property (`foreground: true`): say which property takes it, and with
    // `true`, rewrite it so.
    if kind == .action, let (property, valueName) = Self.propertyTakingValue(name.text) {
      if let meant = PropertyName(spelling: property) { misspelled.insert(meant) }
      // Rewritten only from `true`, and only when the property is not set already: that would
      // set it twice (N902), so a note points at it instead.
      let existing = PropertyName(spelling: property).flatMap { firstProperty(named: $0) }
      guard existing == nil, let value, case .bool(true) = value.kind else {
        diagnostics.report(
          .unknownProperty,
          "unknown property '\(name.text)' for an action; '\(valueName)' is a value of '\(property)'",
          at: name.span,
          notes: existing.map { [DiagnosticNote("'\(property)' is set here", at: $0.name.span)] } ?? [])
        return
      }
      let whole = SourceSpan(file: name.span.file, start: name.span.start, end: value.span.end)
      diagnostics.report(
        .unknownProperty,
        "unknown property '\(name.text)' for an action; did you mean '\(property): \(valueName)'?",
        at: name.span, fixIts: [FixIt(span: whole, replacement: "\(property): \(valueName)")])
      return
    }
    let own = PropertySchema.properties(of: kind).map(\.0.spelling)
    let other: Declaration.Kind = kind == .action ? .category : .action
    if let property = PropertyName(spelling: name.text), PropertySchema.kind(of: property, in: other) != nil,
      !own.contains(name.text)
    {
      // Apple's `UNNotificationActionOptions` are properties of their own here.
      if kind == .action && property == .options { return reportActionOptions(name, value: value) }
      diagnostics.report(
        .unknownProperty,
        "'\(name.text)' is a property of \(other.rawValue == "action" ? "actions" : "categories"), not of \(kind == .action ? "actions" : "categories")",
        at: name.span)
      return
    }
    if kind == .category, let option = CategoryOption(name: name.text) {
      return reportOptionAsProperty(option, name, value: value)
    }
    let suggestion =
      Self.otherToolsName(name.text, in: kind)
      ?? Suggestions.closest(to: name.text, in: own, matchingEnds: true)
    if suggestion == nil,
      let elsewhere = Suggestions.closest(
        to: name.text, in: PropertySchema.properties(of: other).map(\.0.spelling), matchingEnds: true),
      !own.contains(elsewhere)
    {
      // The end of a property of the other kind (`summaryFormat` in an action): named, with no
      // fix-it, as it has no place here.
      diagnostics.report(
        .unknownProperty,
        "unknown property '\(name.text)' for \(kind == .action ? "an action" : "a category"); '\(elsewhere)' is a property of \(kind == .action ? "categories" : "actions")",
        at: name.span)
      return
    }
    var fixIts = suggestion.map { [FixIt(span: name.span, replacement: $0)] } ?? []
    var notes: [DiagnosticNote] = []
    if let suggestion, let property = PropertyName(spelling: suggestion) {
      misspelled.insert(property)
      // Renamed to a property that is set already, it would be set twice (N902); to an icon
      // beside the other kind of icon, there would be two icons (N803).
      let other: PropertyName? =
        switch property {
        case .systemIcon: .templateIcon
        case .templateIcon: .systemIcon
        default: nil
        }
      if let existing = firstProperty(named: property) ?? other.flatMap({ firstProperty(named: $0) }) {
        fixIts = []
        notes = [DiagnosticNote("'\(existing.name.text)' is set here", at: existing.name.span)]
      }
    }
    diagnostics.report(
      .unknownProperty,
      "unknown property '\(name.text)' for \(kind == .action ? "an action" : "a category")\(Suggestions.didYouMean(suggestion))",
      at: name.span, notes: notes, fixIts: fixIts)
  }

  /// The action property that takes `name` as its value, for a value written as a property name:
  /// `foreground` and `background` are values of `activation`, `textInput` (and `input`, Notifee's
  /// and Expo's flag) of `behavior`.
  private static func propertyTakingValue(_ name: String) -> (property: String, value: String)? {
    switch name {
    case "foreground", "background": ("activation", name)
    case "textInput", "input": ("behavior", "textInput")
    default: nil
    }
  }

  /// The property that other tools' names (Notifee, Expo, Capacitor, Flutter, Swift's own
  /// parameters) mean, where no edit distance finds it.
  static func otherToolsName(_ name: String, in kind: Declaration.Kind) -> String? {
    switch (name, kind) {
    case ("id", _): "identifier"
    case ("requiresAuthentication", .action): "authenticationRequired"
    case ("icon", .action), ("systemImageName", .action), ("sfSymbol", .action): "systemIcon"
    case ("templateImageName", .action): "templateIcon"
    case ("previewPlaceholder", .category): "hiddenPreviewsBodyPlaceholder"
    // UIKit's iOS 8 and 9 names (`UIMutableUserNotificationAction.activationMode`), and the
    // content's `categoryIdentifier`, which is the category's identifier.
    case ("activationMode", .action): "activation"
    case ("categoryIdentifier", .category): "identifier"
    case ("intents", .category): "intentIdentifiers"
    default: nil
    }
  }

  /// A category option written as a property (`allowInCarPlay: true`, as Notifee and Capacitor
  /// write options): with `true`, when the category has no `options` and no other option written
  /// so (each would write an `options`), rewritten as one; otherwise a note says where it goes.
  private mutating func reportOptionAsProperty(_ option: CategoryOption, _ name: Identifier, value: Value?) {
    let existing = firstProperty(named: .options)
    let optionsAsProperties = propertyIndex().optionsAsProperties
    let message = "unknown property '\(name.text)' for a category; it is a category option"
    guard existing == nil, optionsAsProperties == 1, let value, case .bool(true) = value.kind else {
      diagnostics.report(
        .unknownProperty, message, at: name.span,
        notes: [
          Self.isFalse(value)
            ? DiagnosticNote("an option is off unless it is listed in 'options'; remove this line")
            : existing.map { DiagnosticNote("add it to 'options', set here", at: $0.name.span) }
              ?? DiagnosticNote("options are listed in 'options: [\(option.name)]'")
        ])
      return
    }
    let whole = SourceSpan(file: name.span.file, start: name.span.start, end: value.span.end)
    diagnostics.report(
      .unknownProperty, "\(message); did you mean 'options: [\(option.name)]'?", at: name.span,
      fixIts: [FixIt(span: whole, replacement: "options: [\(option.name)]")])
  }

  /// The first property of the declaration named `name`, if it has one.
  mutating func firstProperty(named name: PropertyName) -> Property? {
    let index = propertyIndex().first[Int(name.rawValue)]
    return index < 0 ? nil : declaration.properties[Int(index)]
  }

  /// Where each property is first set in the declaration, how many category options are written
  /// as properties, and how many `options` properties there are: read once for the declaration
  /// (an unknown property asks, and a declaration can hold thousands of them).
  mutating func propertyIndex() -> PropertyIndex {
    if let index = unknownPropertyIndex { return index }
    var index = PropertyIndex(first: [Int32](repeating: -1, count: PropertyName.allCases.count))
    for (position, property) in declaration.properties.enumerated() {
      if let name = property.property {
        if index.first[Int(name.rawValue)] < 0 { index.first[Int(name.rawValue)] = Int32(position) }
        if name == .options { index.optionsProperties += 1 }
      } else if CategoryOption(name: property.name.text) != nil {
        index.optionsAsProperties += 1
      }
    }
    unknownPropertyIndex = index
    return index
  }

  private static func isFalse(_ value: Value?) -> Bool {
    if case .bool(false)? = value?.kind { true } else { false }
  }
}

/// What the unknown properties of a declaration ask of all its properties (``PropertyDecoder/propertyIndex()``).
struct PropertyIndex {
  /// Each property's first position among the declaration's properties, by its raw value; -1
  /// when it is not set.
  var first: [Int32]
  /// How many category options are written as properties (`allowInCarPlay: true`).
  var optionsAsProperties = 0
  /// How many properties are named `options`.
  var optionsProperties = 0
}
