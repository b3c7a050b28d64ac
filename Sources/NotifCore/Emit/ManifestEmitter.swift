/// Writes the canonical JSON manifest (spec section 7): every category with its resolved actions,
/// for push servers and other consumers. Same model, same bytes.
///
/// The manifest is written straight from the model in canonical form (see ``CanonicalJSONWriter``):
/// each object's keys are written in code-point order, as listed here, so no intermediate JSON tree
/// is built and the output can be streamed.
public enum ManifestEmitter {
  /// The manifest text.
  public static func emit(_ model: NotificationModel) -> String { emit(model, parallel: true) }

  /// The manifest text, with many categories written on all cores, or (with `parallel` false) in
  /// order on this thread, and with an action listed again copied or, with `reusingActions` false,
  /// written again (the tests compare them).
  static func emit(_ model: NotificationModel, parallel: Bool, reusingActions: Bool = true) -> String {
    var writer = ManifestWriter(output: OutputBuffer())
    if !parallel { writer.parallelMinimumCount = .max }
    writer.reusesActions = reusingActions
    writer.manifest(model)
    return String(decoding: writer.output.finish(), as: UTF8.self)
  }

  /// Emits the manifest in chunks, handing each to `consumer` as it is written.
  public static func emit(_ model: NotificationModel, to consumer: OutputChunkConsumer) {
    withoutActuallyEscaping(consumer) { consumer in
      var writer = ManifestWriter(output: OutputBuffer(consumer: consumer))
      writer.manifest(model)
      _ = writer.output.finish()
    }
  }
}

/// The canonical JSON writer specialised to the manifest's shape. Objects are opened, given their
/// members in key order, and closed; the writer tracks indentation and commas.
private struct ManifestWriter {
  var output: OutputBuffer
  private var indent = 0
  private var isFirstMember = true
  /// Where each action's object was written in ``output``, by action and indentation: categories
  /// that list the same action embed the same bytes, copied after the first time (when the output
  /// is kept whole).
  private var writtenActions = IdentityTable<Range<Int>>()
  var reusesActions = true
  /// From how many categories they are written on all cores.
  var parallelMinimumCount = 64

  init(output: OutputBuffer) { self.output = output }

  mutating func manifest(_ model: NotificationModel) {
    openObject()
    categories(model.categories)
    key("notif")
    output.append(String(model.languageVersion))
    array("platforms", model.platforms) { writer, platform in
      writer.openObject()
      writer.string("name", platform.name.rawValue)
      writer.string("version", platform.version.description)
      writer.closeObject()
    }
    closeObject()
    output.append(0x0A)
  }

  /// The `categories` array. With many categories they are written on all cores: batches go to
  /// separate writers at this writer's indentation, whose bytes are then appended in order, so the
  /// output is the same as writing them one after another.
  private mutating func categories(_ categories: [Category]) {
    guard categories.count >= parallelMinimumCount else {
      return array("categories", categories) { writer, category in writer.category(category) }
    }
    key("categories")
    output.append(UInt8(ascii: "["))
    indent += 1
    let batchSize = 16
    let wave = 16  // batches written at a time: bounds the memory held in fragments
    let (level, reusesActions) = (indent, self.reusesActions)
    // Fragments start with room for the largest one so far, so that they rarely grow by copying.
    var fragmentCapacity = 4096
    var start = 0
    while start < categories.count {
      let end = min(categories.count, start + batchSize * wave)
      let batches = stride(from: start, to: end, by: batchSize).map {
        categories[$0..<min(end, $0 + batchSize)]
      }
      let capacity = fragmentCapacity
      let fragments = batches.parallelMap { batch -> OutputBuffer in
        var fragment = ManifestWriter(output: OutputBuffer())
        fragment.output.reserveCapacity(capacity)
        fragment.indent = level
        fragment.reusesActions = reusesActions
        for (offset, category) in batch.enumerated() {
          if offset > 0 || batch.startIndex > 0 { fragment.output.append(UInt8(ascii: ",")) }
          fragment.newline()
          fragment.category(category)
        }
        return fragment.output
      }
      for fragment in fragments {
        fragmentCapacity = max(fragmentCapacity, fragment.count)
        fragment.withBytes { output.append($0) }
        output.flushIfFull()
      }
      start = end
    }
    indent -= 1
    newline()
    output.append(UInt8(ascii: "]"))
  }

  private mutating func category(_ category: Category) {
    openObject()
    array("actions", category.actions) { writer, action in writer.action(action) }
    text("categorySummaryFormat", category.categorySummaryFormat)
    if let documentation = category.documentation { string("documentation", documentation) }
    text("hiddenPreviewsBodyPlaceholder", category.hiddenPreviewsBodyPlaceholder)
    string("identifier", category.identifier)
    array("intentIdentifiers", category.intentIdentifiers) { writer, intent in writer.value(intent) }
    array("minimalActions", category.minimalActions) { writer, action in writer.value(action.identifier) }
    string("name", category.name)
    array("options", category.options) { writer, option in writer.value(option.name) }
    closeObject()
  }

  private mutating func action(_ action: Action) {
    guard reusesActions, output.keepsEverything else { return writeAction(action) }
    let (object, tag) = (ObjectIdentifier(action), UInt(indent))
    if let written = writtenActions[object, tag] {
      output.appendRepeat(of: written)
      isFirstMember = false
      return
    }
    let start = output.count
    writeAction(action)
    writtenActions.record(object, tag: tag, start..<output.count)
  }

  private mutating func writeAction(_ action: Action) {
    openObject()
    string("activation", action.activation.rawValue)
    bool("authenticationRequired", action.authenticationRequired)
    string("behavior", action.behavior.rawValue)
    bool("destructive", action.destructive)
    if let documentation = action.documentation { string("documentation", documentation) }
    switch action.icon {
    case .system(let name): icon("systemImageName", name)
    case .template(let name): icon("templateImageName", name)
    case nil: break
    }
    string("identifier", action.identifier)
    string("name", action.name)
    if action.behavior == .textInput && action.textInputButtonTitle == nil
      && action.textInputPlaceholder != nil
    {
      // Implied, as in the generated Swift: Apple has no initializer that sets a placeholder but
      // leaves the button title out (see `SwiftEmitter.emitAction`).
      string("textInputButtonTitle", "Send")
    } else {
      text("textInputButtonTitle", action.textInputButtonTitle)
    }
    text("textInputPlaceholder", action.textInputPlaceholder)
    text("title", action.title)
    closeObject()
  }

  private mutating func icon(_ kind: StaticString, _ name: String) {
    key("icon")
    openObject()
    string(kind, name)
    closeObject()
  }

  /// A text property: its development value, plus `<property>Localization` when localized (the
  /// two keys are adjacent in code-point order).
  private mutating func text(_ property: StaticString, _ text: Text?) {
    guard let text else { return }
    string(property, text.value)
    guard let localization = text.localization else { return }
    key(property, suffix: "Localization")
    openObject()
    if let comment = localization.comment { string("comment", comment) }
    string("key", localization.key)
    string("table", localization.table)
    closeObject()
  }

  // MARK: Canonical layout

  private mutating func newline() {
    output.append(0x0A)
    output.appendSpaces(indent * 2)
    output.flushIfFull()
  }

  private mutating func openObject() {
    output.append(UInt8(ascii: "{"))
    indent += 1
    isFirstMember = true
  }

  private mutating func closeObject() {
    indent -= 1
    if isFirstMember {
      output.append(UInt8(ascii: "}"))  // `{}`
    } else {
      newline()
      output.append(UInt8(ascii: "}"))
    }
    isFirstMember = false
  }

  /// Starts a member on a line of its own: a comma after the previous member, a newline, the
  /// indentation, then `"key": ` or `"keySuffix": ` (the manifest's keys are ASCII names: nothing
  /// to escape); then hands on the buffer if a chunk is full.
  private mutating func key(_ key: StaticString, suffix: StaticString = "") {
    let afterComma = !isFirstMember
    isFirstMember = false
    key.withUTF8Buffer { key in
      suffix.withUTF8Buffer { suffix in
        output.appendKeyLine(afterComma: afterComma, indentation: indent * 2, key, suffix)
      }
    }
    output.flushIfFull()
  }

  private mutating func value(_ string: String) {
    CanonicalJSONWriter.appendString(string, to: &output)
  }

  private mutating func string(_ key: StaticString, _ string: String) {
    self.key(key)
    value(string)
  }

  private mutating func bool(_ key: StaticString, _ flag: Bool) {
    self.key(key)
    output.append(flag ? StaticString("true") : StaticString("false"))
  }

  private mutating func array<Element>(
    _ key: StaticString, _ elements: [Element], _ element: (inout ManifestWriter, Element) -> Void
  ) {
    self.key(key)
    guard !elements.isEmpty else { return output.append(StaticString("[]")) }
    output.append(UInt8(ascii: "["))
    indent += 1
    for (offset, item) in elements.enumerated() {
      if offset > 0 { output.append(UInt8(ascii: ",")) }
      newline()
      element(&self, item)
    }
    indent -= 1
    newline()
    output.append(UInt8(ascii: "]"))
  }
}
