extension FrontEnd {
  /// Reports an import whose file is not there under its name but is under another case
  /// (`import "Shared.notif"` beside `shared.notif`): it opens on a file system that ignores case
  /// (macOS's, by default) and fails on one that does not (Linux, as on most CI machines). The
  /// fix-it spells the name as the folder does.
  mutating func reportCaseMismatch(
    importing relative: String, resolvedTo path: String, found name: String, at span: SourceSpan
  ) {
    let folder = relative.lastIndex(of: "/").map { String(relative[...$0]) } ?? ""
    let spelled = folder + name
    // The name as a string literal, when it needs no escape.
    let plain = !spelled.unicodeScalars.contains {
      $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F
    }
    // Named as the message names the missing file: by its path from the current folder.
    let found = Paths.join(Paths.directory(of: path), name)
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
