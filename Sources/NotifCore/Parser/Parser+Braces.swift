/// Braces where a value goes, as other tools' configurations write them: an action as an object
/// inside a category's list (Notifee, Expo, Capacitor: `actions: [{ id: "reply", … }]`), an
/// object as a property's value (`input: { buttonText: "Send" }`), or a set in braces (Dart:
/// `options: {customDismissAction}`). Each is one error, and the braces are skipped as a whole
/// (or, for a set, read as the list it means), so that their `}` cannot end the declaration.
extension Parser {
  /// Whether braces begin a value here: a `{` on the line of the property, or in a list.
  @inline(__always)
  func atBracedValue() -> Bool { current.kind == .leftBrace && current.newlinesBefore == 0 }

  /// Reads the braces at the current `{`: a group of plain values separated by commas (a set)
  /// is one error with a fix-it that writes brackets, and is read as a list; anything else (an
  /// object, with its `key: value` members) is one error and is skipped. `inList` says whether
  /// they are an element of a list (an action declared in place); a set is read only as the value
  /// of a property that takes a list (`takesList`).
  mutating func parseBracedValue(inList: Bool, takesList: Bool = false, depth: Int) -> Value {
    let open = current
    if !inList, takesList, let close = closingBraceOfSet() {
      diagnostics.report(
        .expectedToken, "expected '[' to begin a list, found '{'", at: span(open),
        notes: [DiagnosticNote("a list is written in brackets, not braces")],
        fixIts: [
          FixIt(span: span(open), replacement: "["),
          FixIt(span: SourceSpan(file: file, start: close.start, end: close.end), replacement: "]"),
        ])
      advance()
      let first = elementScratch.count
      while current.kind != .rightBrace && current.kind != .endOfFile {
        if current.kind == .comma {
          advance()
          continue
        }
        guard let element = parseValue(depth: depth + 1) else { break }
        elementScratch.append(element)
      }
      advance()  // the `}`
      return Value(.list(elementScratch.take(from: first)), span: span(from: open.start))
    }
    diagnostics.report(
      .expectedValue, inList ? "expected a list element, found '{'" : "expected value, found '{'",
      at: span(open),
      notes: [
        DiagnosticNote(
          inList
            ? "a list holds names or strings; an action is declared on its own, as 'action reply { … }', and listed by its name"
            : "a value is a string, a name, true or false, a list in brackets, or localized(...)")
      ])
    skipBraces()
    return Value(.invalid, span: span(from: open.start))
  }

  /// The `}` that closes the `{` at the current token when what is between them is a set: names,
  /// strings and numbers separated by commas (or nothing), all on one line; `nil` otherwise.
  private mutating func closingBraceOfSet() -> Token? {
    var offset = 1
    var expectsValue = true
    while true {
      let token = lookAhead(offset)
      guard token.newlinesBefore == 0 else { return nil }
      switch token.kind {
      case .rightBrace: return token  // `{}` and a trailing comma too
      case .name where expectsValue, .string where expectsValue, .number where expectsValue:
        expectsValue = false
      case .comma where !expectsValue: expectsValue = true
      default: return nil
      }
      offset += 1
    }
  }

  /// Skips from the current `{` past its `}`, across lines and nested braces and brackets; stops
  /// early at the end of the file or at a declaration's keyword starting a line (the `}` is
  /// missing, and that declaration is read).
  private mutating func skipBraces() {
    var depth = 0
    repeat {
      switch current.kind {
      case .leftBrace: depth += 1
      case .rightBrace: depth -= 1
      default: break
      }
      advance()
    } while depth > 0 && current.kind != .endOfFile && !atDeclarationKeywordOnNewLine()
  }
}
