/// Checks of names and texts as written, shared by the decoder and the rules.
enum TextChecks {
  /// Whether `text` is not empty but only white space or invisible characters (a title or an
  /// identifier that shows nothing). Decided by the first byte for most text: only text that starts
  /// with white space or a character that is not ASCII is read further.
  static func isBlank(_ text: String) -> Bool {
    guard let first = text.utf8.first, first <= 0x20 || first >= 0x80 else { return false }
    return text.unicodeScalars.allSatisfy {
      $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint
    }
  }

  /// Whether `text` is a name of the language (`[A-Za-z_][A-Za-z0-9_]*`), as the lexer reads one.
  static func isName(_ text: String) -> Bool { LexerState.isName(text.utf8) }
}

/// An action may be named `true` or `false` (keywords are reserved only where the grammar expects
/// them), but in a list those words are boolean values, so such an action can never be listed.
enum BooleanActionName {
  /// Whether `name` reads as a boolean in a list.
  static func isBoolean(_ name: String) -> Bool { name == "true" || name == "false" }

  /// The note that explains it: at the unused action (`isDeclared`), or at the boolean in a list.
  static func note(_ name: String, isDeclared: Bool) -> String {
    isDeclared
      ? "'\(name)' in a list is the boolean value, so an action named '\(name)' cannot be listed; rename the action"
      : "'\(name)' in a list is the boolean value, not an action name; an action named '\(name)' cannot be listed"
  }
}
