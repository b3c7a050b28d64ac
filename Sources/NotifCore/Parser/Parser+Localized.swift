/// `localized(key, default:, table:, comment:)`, the call that makes a text localized (Swift's
/// own calls are read as one: Parser+SwiftLocalization.swift).
extension Parser {
  /// Parses a localized text.
  ///
  ///     localized       = "localized" "(" STRING { "," localized_label ":" STRING } [ "," ] ")" ;
  ///     localized_label = "default" | "table" | "comment" ;
  ///
  /// The key and argument values are parsed as any value so that the checker can say what is wrong.
  /// Swift's calls are read the same way (``parseSwiftLocalization(_:depth:)``): `skipping` is the number of
  /// tokens after the `(` that belong to the Swift spelling (`localized:` of `String(localized:`).
  mutating func parseLocalized(depth: Int, skipping labelTokens: Int = 0) -> Value? {
    if depth > limits.maxNestingDepth {
      advance()
      return skipTooDeep(opening: .leftParen, closing: .rightParen)
    }
    let keyword = advance()
    let open = advance()
    for _ in 0..<labelTokens { advance() }
    var key: Value?
    var arguments: [LabeledArgument] = []
    if canStartValue(current) && peek().kind != .colon {
      guard let value = parseValue(depth: depth + 1) else { return nil }
      key = value
    }
    // Strings without a label, reported after the arguments are read: the first is offered the
    // label `default:` when the call has none.
    var unlabeled: [SourceSpan] = []
    while current.kind == .comma
      || (current.kind == .name && (peek().kind == .colon || peek().kind == .string))
    {
      if current.kind == .comma {
        advance()
      } else if key != nil || !arguments.isEmpty {
        diagnostics.report(
          .expectedToken, "expected ',' before '\(text(current))\(peek().kind == .colon ? ":" : "")'",
          at: insertionPoint,
          fixIts: [FixIt(span: insertionPoint, replacement: ",")])
      }
      let label: Identifier
      if current.kind == .name && peek().kind == .string {
        // `comment "…"`: only the colon is missing; the argument is kept, so nothing follows on.
        label = identifier()
        diagnostics.report(
          .expectedToken, "expected ':' after '\(label.text)'", at: insertionPoint,
          fixIts: [FixIt(span: insertionPoint, replacement: ":")])
      } else if current.kind == .string {
        unlabeled.append(span(current))
        guard parseValue(depth: depth + 1) != nil else { return nil }
        continue
      } else {
        guard current.kind == .name, peek().kind == .colon else { break }
        label = identifier()
        advance()
        guard canStartValue(current) else {
          diagnostics.report(.expectedValue, "expected value for '\(label.text):'", at: insertionPoint)
          break
        }
      }
      guard let value = parseValue(depth: depth + 1) else { return nil }
      arguments.append(LabeledArgument(label: label, value: value))
    }
    let offersDefault = !unlabeled.isEmpty && !arguments.contains { $0.label.text == "default" }
    for (index, value) in unlabeled.enumerated() {
      diagnostics.report(
        .expectedToken,
        "expected an argument label before this string; 'localized(...)' takes 'default:', 'table:' and 'comment:'",
        at: value,
        fixIts: index == 0 && offersDefault
          ? [FixIt(span: .point(file, value.start), replacement: "default: ")] : [])
    }
    if current.kind == .rightParen {
      advance()
    } else if !reachedEndAfterFatalError {
      diagnostics.report(
        .expectedToken, "expected ')' to end 'localized('", at: insertionPoint,
        notes: [DiagnosticNote("'(' is here", at: span(open))],
        fixIts: [FixIt(span: insertionPoint, replacement: ")")])
    }
    let call = LocalizedCall(key: key, arguments: arguments, keywordSpan: span(keyword))
    return Value(.localized(call), span: span(from: keyword.start))
  }
}
