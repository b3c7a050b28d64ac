extension Parser {
  /// Parses a whole file.
  ///
  ///     file   = [ version ] { header } { declaration } ;
  ///     header = platform | import | localization ;
  ///
  /// Directives after the first declaration are parsed and reported as misplaced.
  mutating func parseFile() {
    while current.kind != .endOfFile {
      if isName(current, "notif") && (peek().kind == .number || current.newlinesBefore > 0 || index == 0) {
        parseLanguageVersion()
      } else if isName(current, "platform") {
        parsePlatform()
      } else if isName(current, "import") {
        parseImport()
      } else if isName(current, "localization") {
        parseLocalization()
      } else if isName(current, "action") || isName(current, "category") {
        parseDeclaration()
      } else if let keyword = misspelledKeyword() {
        reportExpectedDeclaration()
        parse(keyword)
      } else if atSwiftStatement() {
        skipSwiftStatement()
      } else {
        reportExpectedDeclaration()
        skipToTopLevel()
      }
    }
  }

  /// Parses the directive or declaration that `keyword` begins.
  mutating func parse(_ keyword: TopLevelKeyword) {
    switch keyword {
    case .notif: parseLanguageVersion()
    case .platform: parsePlatform()
    case .import: parseImport()
    case .localization: parseLocalization()
    case .action: parseDeclaration(kind: .action)
    case .category: parseDeclaration(kind: .category)
    }
  }

  mutating func reportExpectedDeclaration() {
    if current.kind == .name {
      let word = text(current)
      if let keyword = TopLevelKeyword(rawValue: word.lowercased()), keyword.rawValue != word {
        diagnostics.report(
          .expectedDeclaration, "keywords are lowercase; write '\(keyword.rawValue)', not '\(word)'",
          at: span(current), fixIts: [FixIt(span: span(current), replacement: keyword.rawValue)])
        return
      }
      // A property with its colon (`actions: [a]` after a `}` too many) is no misspelt keyword.
      let property =
        PropertyName(spelling: word) != nil && peek().kind == .colon && peek().newlinesBefore == 0
      if property {
        diagnostics.report(
          .expectedDeclaration, "expected 'action' or 'category' declaration, found property '\(word)'",
          at: span(current),
          notes: [
            DiagnosticNote(
              "a property goes inside the braces of an action or a category; is a '}' too early?")
          ])
        return
      }
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
  /// Any number is parsed; a version other than 1 is reported (N206). Also read: a colon after
  /// `notif` (``skipColon(after:)``).
  mutating func parseLanguageVersion() {
    let keyword = advance()
    skipColon(after: "notif")
    guard current.kind == .number else {
      // Something else on the line (`notif v1`, `notif "1"`, whose fix-it unquotes it: one in other
      // quotes has the lexer's), or nothing (`notif` alone).
      let fixIts =
        current.kind == .string && current.newlinesBefore == 0 && stringValue(current) == "1"
          && source.bytes[current.start] == UInt8(ascii: "\"")
        ? [FixIt(span: span(current), replacement: "1")] : []
      diagnostics.report(
        .expectedToken, "expected language version after 'notif', such as 'notif 1'",
        at: current.newlinesBefore == 0 && current.kind != .endOfFile ? span(current) : insertionPoint,
        fixIts: fixIts)
      if current.newlinesBefore == 0 && !atTopLevelStart() { skipToTopLevel() }
      return
    }
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
  /// Any name is parsed; the checker reports unknown platforms and `tvos` (N304, N305). Also read,
  /// after an error: a colon after `platform`, and more platforms on the line
  /// (``parsePlatformList()``).
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
    if parsePlatformNameAndVersion(from: keyword.start) {
      parsePlatformList()
    } else if !atTopLevelStart() {
      skipToTopLevel()
    }
  }

  /// Parses a platform's name and version into the tree, as a directive that starts at `start`;
  /// reports a missing version. Returns whether the version was there.
  mutating func parsePlatformNameAndVersion(from start: Int) -> Bool {
    let name = identifier()
    // On the same line or the next (line breaks are insignificant, spec section 2): nothing at the
    // top level starts with a number.
    var version: Identifier?
    if current.kind == .number {
      version = identifier()
    } else if current.newlinesBefore == 0, let written = versionInQuotes(current) {
      // One error, and the version is read as the one meant.
      let token = advance()
      diagnostics.report(
        .expectedToken,
        "expected deployment target version after 'platform \(name.text)', found a string; write '\(written)'",
        at: span(token), fixIts: [FixIt(span: span(token), replacement: written)])
      version = Identifier(written, span: span(token))
    } else {
      diagnostics.report(
        .expectedToken, "expected deployment target version after 'platform \(name.text)'",
        at: insertionPoint)
    }
    tree.platforms.append(PlatformDirective(name: name, version: version, span: span(from: start)))
    return version != nil
  }

  /// The version that a string spells (`"15.0"`, as JSON and YAML write one), where a deployment
  /// target's version is written without quotes.
  private func versionInQuotes(_ token: Token) -> String? {
    // Terminated: an unterminated string's own fix-it (N103) closes it, which would overlap.
    guard token.kind == .string, token.end - token.start >= 2,
      source.bytes[token.end - 1] == UInt8(ascii: "\"")
    else { return nil }
    let written = stringValue(token)
    // Digits and dots as a number token has them, in a version's shape (`Version`'s rule).
    guard
      written.utf8.allSatisfy({
        $0 == UInt8(ascii: ".") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
      }),
      Version(written) != nil
    else { return nil }
    return written
  }

  /// Parses an import.
  ///
  ///     import       = "import" ( STRING | library_name ) ;
  ///     library_name = "ubudu" ;
  ///
  /// Any name is parsed; an unknown library is reported when imports are resolved (N303). Also
  /// read, after an error: a colon after `import`.
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
  ///
  /// Also read, after an error: a colon after `localization`.
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
