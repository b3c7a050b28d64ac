extension Compilation {
  /// The translation check of `notifc lint --strings PATH`: reads the strings tables in `files`
  /// (String Catalogs and `.strings` files) and checks every localized text of the model against
  /// them (``TranslationChecker``).
  ///
  /// Returns every diagnostic of the compilation and of the check, with the `notifc:ignore`
  /// comments applied to them all, sorted by location; and the sources, with the table files
  /// added, to print them with. So a comment can silence a translation warning (N722, N724) where
  /// it is reported: at the first `localized(...)` that uses the key. Here a comment for one of
  /// them that silences nothing is reported (N951); a compilation alone cannot tell, and does not.
  public func checkTranslations(
    against files: [StringsTableLoader.File]
  ) -> (diagnostics: [Diagnostic], sources: SourceManager) {
    var sources = self.sources
    let (tables, problems, unreadable) = StringsTableLoader.load(files, sources: &sources)
    let findings = TranslationChecker.check(model: model, tables: tables, unreadable: unreadable)
    let diagnostics = IgnoreDirectives.apply(
      to: reportedDiagnostics + problems + findings, trees: trees, sources: sources)
    return (diagnostics.sortedByLocation(in: sources), sources)
  }
}
