extension FrontEnd {
  /// Reports an import whose file is not there under its path but is under another case
  /// (`import "Shared.notif"` beside `shared.notif`, or `import "Lib/a.notif"` beside `lib/`): it
  /// opens on a file system that ignores case (macOS's, by default) and fails on one that does not
  /// (Linux, as on most CI machines). `found` is the loader's path of the file; the fix-it spells
  /// the import's components as it does.
  mutating func reportCaseMismatch(
    importing relative: String, resolvedTo path: String, found: String, at span: SourceSpan
  ) {
    // The import's components (normalized: only leading `..` are left), from its last, take the
    // found path's spelling; the `..` lead to the importing file's folder's parents, which opened
    // as spelled.
    let foundParts = found.split(separator: "/")
    var parts = Paths.normalize(relative).split(separator: "/", omittingEmptySubsequences: false).map(
      String.init)
    var (index, foundIndex) = (parts.count - 1, foundParts.count - 1)
    while index >= 0, foundIndex >= 0, parts[index] != ".." {
      parts[index] = String(foundParts[foundIndex])
      (index, foundIndex) = (index - 1, foundIndex - 1)
    }
    let spelled = parts.joined(separator: "/")
    // The path as a string literal, when it needs no escape.
    let plain = !spelled.unicodeScalars.contains {
      $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F
    }
    diagnostics.report(
      .importNotFound, "no such file '\(path)' to import; did you mean '\(found)'?", at: span,
      notes: [
        DiagnosticNote(
          "the names differ only in case: this opens on macOS, whose file names ignore case by default, and fails on Linux"
        )
      ],
      fixIts: plain ? [FixIt(span: span, replacement: "\"\(spelled)\"")] : [])
  }
}
