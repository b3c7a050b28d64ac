extension Parser {
  /// Parses a whole file.
  ///
  ///     file   = [ version ] { header } { declaration } ;
  ///     header = platform | import | localization ;
  ///
  /// Directives after the first declaration are parsed and reported as misplaced.
  mutating func parseFile() {
    while current.kind != .endOfFile {
      if isName(current, "notif")
        && (peek().kind == .number || (peek().kind == .colon && peek(2).kind == .number))
      {
        parseLanguageVersion()
      } else if isName(current, "notif") && (current.newlinesBefore > 0 || index == 0)
        && (peek().newlinesBefore > 0 || peek().kind == .endOfFile)
      {
        // A version line without its number.
        advance()
        diagnostics.report(
          .expectedToken, "expected language version after 'notif', such as 'notif 1'", at: insertionPoint)
      } else if isName(current, "platform") {
        parsePlatform()
      } else if isName(current, "import") {
        parseImport()
      } else if isName(current, "localization") {
        parseLocalization()
      } else if isName(current, "action") || isName(current, "category") {
        parseDeclaration()
      } else if let kind = miscapitalizedKeyword() {
        reportExpectedDeclaration()
        parseDeclaration(kind: kind)
      } else {
        reportExpectedDeclaration()
        skipToTopLevel()
      }
    }
  }

  mutating func reportExpectedDeclaration() {
    if current.kind == .name {
      let word = text(current)
      if let suggestion = Suggestions.closest(to: word, in: Parser.topLevelKeywords) {
        diagnostics.report(
          .expectedDeclaration, "unknown keyword '\(word)'; did you mean '\(suggestion)'?", at: span(current),
          fixIts: [FixIt(span: span(current), replacement: suggestion)])
        return
      }
      diagnostics.report(
        .expectedDeclaration, "expected 'action' or 'category' declaration, found '\(word)'",
        at: span(current))
    } else {
      diagnostics.report(
        .expectedDeclaration, "expected 'action' or 'category' declaration, found \(current.kind.spelling)",
        at: span(current))
    }
  }

  /// Parses the language version.
  ///
  ///     version = "notif" "1" ;
  ///
  /// Any number is parsed; a version other than 1 is reported (N206).
  mutating func parseLanguageVersion() {
    let keyword = advance()
    skipColon(after: "notif")
    let number = identifier()
    if tree.languageVersion != nil {
      diagnostics.report(
        .misplacedDirective, "'notif' version line is given twice", at: span(keyword),
        notes: [DiagnosticNote("first given here", at: tree.languageVersion!.span)])
    } else if seenDeclaration || !tree.platforms.isEmpty || !tree.imports.isEmpty
      || !tree.localizations.isEmpty
    {
      diagnostics.report(
        .misplacedDirective, "'notif' version line must come first in the file", at: span(keyword))
    }
    if number.text != "1" {
      diagnostics.report(
        .unsupportedLanguageVersion,
        "unsupported language version '\(number.text)'; this compiler reads 'notif 1'", at: number.span,
        fixIts: [FixIt(span: number.span, replacement: "1")])
    }
    if tree.languageVersion == nil { tree.languageVersion = number }
  }

  /// Parses a deployment target.
  ///
  ///     platform      = "platform" platform_name VERSION ;
  ///     platform_name = "ios" | "macos" | "watchos" | "visionos" | "maccatalyst" ;
  ///
  /// Any name is parsed; the checker reports unknown platforms and `tvos` (N304, N305).
  mutating func parsePlatform() {
    let keyword = advance()
    reportIfAfterDeclarations("platform", keyword)
    skipColon(after: "platform")
    // A declaration or directive on the next line is not taken for the platform's name.
    guard current.kind == .name, !atTopLevelStart() else {
      diagnostics.report(
        .expectedToken,
        "expected platform name after 'platform' (ios, macos, watchos, visionos, maccatalyst)",
        at: insertionPoint)
      if !atTopLevelStart() { skipToTopLevel() }
      return
    }
    let name = identifier()
    var version: Identifier?
    // On the same line or the next (line breaks are insignificant, spec section 2): nothing at the
    // top level starts with a number.
    if current.kind == .number {
      version = identifier()
    } else {
      diagnostics.report(
        .expectedToken, "expected deployment target version after 'platform \(name.text)'",
        at: insertionPoint)
      if !atTopLevelStart() { skipToTopLevel() }
    }
    tree.platforms.append(PlatformDirective(name: name, version: version, span: span(from: keyword.start)))
    if version != nil && current.kind == .comma && current.newlinesBefore == 0 { parsePlatformList() }
  }

  /// Parses an import.
  ///
  ///     import       = "import" ( STRING | library_name ) ;
  ///     library_name = "ubudu" ;
  ///
  /// Any name is parsed; an unknown library is reported when imports are resolved (N303).
  mutating func parseImport() {
    let keyword = advance()
    reportIfAfterDeclarations("import", keyword)
    skipColon(after: "import")
    let target: ImportDirective.Target
    let targetToken = current
    switch current.kind {
    case .string:
      target = .path(stringValue(advance()))
    case .name where !atTopLevelStart():
      target = .library(text(advance()))
    default:
      diagnostics.report(
        .expectedToken, "expected a file path string or library name after 'import'", at: insertionPoint)
      if !atTopLevelStart() { skipToTopLevel() }
      return
    }
    tree.imports.append(
      ImportDirective(target: target, targetSpan: span(targetToken), span: span(from: keyword.start)))
  }

  /// Parses a file's default strings table.
  ///
  ///     localization = "localization" STRING ;
  mutating func parseLocalization() {
    let keyword = advance()
    reportIfAfterDeclarations("localization", keyword)
    skipColon(after: "localization")
    guard current.kind == .string else {
      diagnostics.report(
        .expectedToken, "expected strings table name after 'localization'", at: insertionPoint)
      if !atTopLevelStart() { skipToTopLevel() }
      return
    }
    let tableToken = current
    let table = stringValue(advance())
    tree.localizations.append(
      LocalizationDirective(table: table, tableSpan: span(tableToken), span: span(from: keyword.start)))
  }

  mutating func reportIfAfterDeclarations(_ keyword: String, _ token: Token) {
    if seenDeclaration {
      diagnostics.report(
        .misplacedDirective, "'\(keyword)' must come before the first action or category", at: span(token))
    }
  }
}
