/// Rule 8 (ordering): the minimal context exists only on iOS 8 and 9; on iOS 10 and later, and on
/// every other platform, the compact presentation shows the first two of `actions`. Minimal actions
/// that are not the first actions therefore behave differently across OS versions (warning N505,
/// with a fix-it that moves them to the front of `actions`).
enum MinimalActionsRule: CheckerRule {
  static func check(_ context: CheckContext, _ diagnostics: inout DiagnosticBag) {
    // A build without an iOS target is not told what iOS shows.
    let shows =
      context.declarations.platforms.target(.ios) != nil ? "iOS 10 and later show" : "the system shows"
    for (index, declaration) in context.categoryDeclarations.enumerated() {
      // The lists are compared by action number: no resolved category is read unless reported.
      let (listed, minimalNumbers) = (context.listedActions[index], context.listedMinimalActions[index])
      // A list with an element that is not a name (reported) may have meant another order.
      guard declaration.minimalActions != nil, !declaration.hasUnreadLists,
        let written = declaration.actions,
        let actionsSpan = declaration.source.properties[.actions]?.value,
        !minimalNumbers.isEmpty,
        !minimalNumbers.elementsEqual(listed.prefix(minimalNumbers.count))
      else { continue }
      let category = context.categories[index]
      // What the compact presentation shows: the first two actions, however many minimal ones.
      let shown = category.actions.prefix(2).map(\.name)
      var fixIts: [FixIt] = []
      if holdsOnlyNames(written, span: actionsSpan, sources: context.declarations.sources) {
        let names = reordered(written.map(\.text), minimal: category.minimalActions.map(\.name))
        fixIts.append(FixIt(span: actionsSpan, replacement: "[\(names.joined(separator: ", "))]"))
      }
      diagnostics.report(
        .minimalActionsNotFirst,
        "minimal actions of category '\(category.name)' are not the first of its actions; \(shows) [\(shown.joined(separator: ", "))] when space is limited",
        at: category.source.valueSpan(.minimalActions), fixIts: fixIts)
    }
  }

  /// The entries of `actions` as written, reordered so that the minimal actions come first, in
  /// their order, followed by the other entries in their order.
  ///
  /// The fix-it only moves entries, never drops or adds one: every entry of `actions` is kept once
  /// for each time it is written, even one that is listed twice (N409) or names no action (N408),
  /// since those have their own diagnostics and deleting the user's text is not this rule's call.
  /// `minimal` is the resolved minimal context, so it names each action once and only actions that
  /// `actions` lists; for each, its first entry in `actions` is moved to the front, and a repeated
  /// entry stays among the others (after the fix, resolution still drops it, and the minimal
  /// actions are the first actions).
  static func reordered(_ written: [String], minimal: [String]) -> [String] {
    // The first entry of each minimal action, by position.
    let wanted = Set(minimal)
    var firstEntry: [String: Int] = [:]
    for (position, name) in written.enumerated() where wanted.contains(name) && firstEntry[name] == nil {
      firstEntry[name] = position
    }
    // Each entry is taken once: a name `written` does not hold is not invented, nor one repeated.
    let front = minimal.compactMap { firstEntry.removeValue(forKey: $0) }
    let moved = Set(front)
    return front.map { written[$0] } + written.indices.filter { !moved.contains($0) }.map { written[$0] }
  }

  /// Whether the list at `span` holds nothing but the `names` written in it, brackets, commas and
  /// white space: a replacement made of the names alone then loses nothing of the user's text.
  /// (A comment in the list would be lost, so the fix-it is left out.)
  static func holdsOnlyNames(_ names: [Identifier], span: SourceSpan, sources: SourceManager) -> Bool {
    let bytes = sources[span.file].bytes
    func onlyPunctuation(_ range: Range<Int>) -> Bool {
      bytes[range].allSatisfy { byte in
        byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",")
          || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
          || byte == UInt8(ascii: "\r")
      }
    }
    guard span.end <= bytes.count else { return false }
    var offset = span.start
    for name in names {
      guard name.span.file == span.file, name.span.start >= offset, name.span.end <= span.end,
        onlyPunctuation(offset..<name.span.start)
      else { return false }
      offset = name.span.end
    }
    return onlyPunctuation(offset..<span.end)
  }
}
