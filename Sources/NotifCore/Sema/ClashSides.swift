/// Which side of a clash between two declarations a diagnostic is reported at.
///
/// A rule that finds two declarations in conflict (the same name, identifier or Swift name)
/// reports the one it meets second, with a note at the other: in file order, the later one. A
/// bundled library (`import ubudu`) is loaded after the files that import it, so its declaration
/// is often the later one; but the user can neither see nor edit a library, and a diagnostic in it
/// cannot be attached to any file of theirs (a GitHub annotation, a SARIF result). So when only the
/// reported side is in a bundled library, the two trade places: the diagnostic is on the user's
/// declaration and the note on the library's. Otherwise the rule's order stands.
extension SourceManager {
  /// `reported` and `other`, or the two traded when only `reported` is in a bundled library;
  /// `file` gives the file of each side.
  func clash<Side>(reported: Side, other: Side, file: (Side) -> FileID) -> (reported: Side, other: Side) {
    bundledLibrary(file(reported)) != nil && bundledLibrary(file(other)) == nil
      ? (other, reported) : (reported, other)
  }
}
