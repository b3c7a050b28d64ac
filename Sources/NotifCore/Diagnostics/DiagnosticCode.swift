/// Every diagnostic notifc can report, with its stable code.
///
/// Scheme: `N1xx` lexical, `N2xx` syntax, `N3xx` files, imports and platforms, `N4xx` names and
/// identifiers, `N5xx` context limits, `N6xx` action semantics (foreground, authentication, text
/// input), `N7xx` localized text, `N8xx` options, availability and formats, `N9xx` properties and
/// values, `N95x` diagnostics control. Codes never change meaning and are never reused. Because the
/// set is an enum, every code that can be emitted has documentation (see ``DiagnosticCode/documentation``).
public enum DiagnosticCode: String, CaseIterable, Sendable, Comparable {
  // Lexical
  case invalidUTF8 = "N101"
  case unexpectedCharacter = "N102"
  case unterminatedString = "N103"
  case unterminatedBlockComment = "N104"
  case invalidEscape = "N105"
  case invalidUnicodeEscape = "N106"
  case stringTooLong = "N107"
  case invalidNumber = "N108"
  case bidiControlCharacter = "N109"
  case invisibleCharacter = "N110"
  case mergeConflictMarker = "N111"

  // Syntax
  case expectedToken = "N201"
  case expectedDeclaration = "N202"
  case expectedValue = "N203"
  case nestingTooDeep = "N204"
  case fileTooLarge = "N205"
  case unsupportedLanguageVersion = "N206"
  case misplacedDirective = "N207"
  case tooManyDiagnostics = "N208"

  // Files, imports, platforms
  case importNotFound = "N301"
  case importCycle = "N302"
  case unknownLibrary = "N303"
  case unknownPlatform = "N304"
  case unsupportedPlatform = "N305"
  case conflictingPlatformVersions = "N306"
  case invalidVersion = "N307"
  case duplicateLocalizationTable = "N308"
  case invalidConfiguration = "N309"
  case asyncHandlerBelowConcurrency = "N310"

  // Names and identifiers (rules 1-6)
  case duplicateName = "N401"
  case duplicateActionIdentifierInCategory = "N402"
  case duplicateActionIdentifierAcrossCategories = "N403"
  case duplicateCategoryIdentifier = "N404"
  case emptyIdentifier = "N405"
  case systemActionIdentifier = "N406"
  case reservedIdentifierPrefix = "N407"
  case unknownAction = "N408"
  case actionListedTwice = "N409"
  case unusedAction = "N410"
  case swiftNameCollision = "N411"
  case noSwiftName = "N412"
  case confusableIdentifiers = "N413"
  case frameworkTypeHidden = "N414"

  // Context limits (rules 7-8)
  case tooManyActions = "N501"
  case tooManyLegacyActions = "N502"
  case tooManyMinimalActions = "N503"
  case minimalActionNotInActions = "N504"
  case minimalActionsNotFirst = "N505"

  // Foreground, authentication, text input (rules 9-10)
  case foregroundWithoutAuthentication = "N601"
  case redundantAuthentication = "N602"
  case textInputPropertyWithoutTextInput = "N603"
  case textInputUnavailable = "N604"
  case englishSendButton = "N605"

  // Localized text (rule 11)
  case emptyLocalizationKey = "N701"
  case unknownLocalizedLabel = "N702"
  case repeatedLocalizedLabel = "N703"
  case localizedArgumentNotString = "N704"
  case conflictingLocalizationDefaults = "N705"
  case conflictingLocalizationComments = "N706"
  case localizedNotText = "N707"
  case invalidTableName = "N708"
  case localizationKeySpeltTwoWays = "N709"
  case emptyLocalizedDefault = "N710"

  // Strings tables: the translation check of `notifc lint --strings` (issue 9)
  case missingTranslationKey = "N721"
  case untranslatedText = "N722"
  case translationFormatMismatch = "N723"
  case unexpectedVariation = "N724"
  case invalidStringsTable = "N725"

  // Options, availability, formats (rules 12-14)
  case unavailableOnPlatform = "N801"
  case deprecatedOption = "N802"
  case conflictingIcons = "N803"
  case invalidPlaceholderFormat = "N804"
  case invalidSummaryFormat = "N805"

  // Properties and values (rules 15-16)
  case unknownProperty = "N901"
  case duplicateProperty = "N902"
  case wrongValueKind = "N903"
  case unknownValue = "N904"
  case missingProperty = "N905"
  case duplicateListValue = "N906"
  case emptyTitle = "N907"
  case duplicateTitle = "N908"
  case intentConstantName = "N909"

  // Diagnostics control
  case unusedIgnore = "N951"
  case invalidIgnore = "N952"

  /// The severity with which the code is reported.
  public var severity: Severity {
    switch self {
    case .bidiControlCharacter, .invisibleCharacter, .duplicateActionIdentifierAcrossCategories,
      .reservedIdentifierPrefix, .unusedAction, .minimalActionsNotFirst, .redundantAuthentication,
      .conflictingLocalizationComments, .deprecatedOption, .duplicateListValue, .emptyTitle,
      .duplicateTitle, .unusedIgnore, .invalidIgnore, .confusableIdentifiers,
      .untranslatedText, .unexpectedVariation, .englishSendButton, .emptyLocalizedDefault,
      .intentConstantName:
      .warning
    case .tooManyDiagnostics:
      .note
    default:
      .error
    }
  }

  /// The code, such as `N401`.
  public var code: String { rawValue }

  /// Whether the lexer reports the code (`N1xx`).
  var isLexical: Bool { rawValue.utf8.dropFirst().first == UInt8(ascii: "1") }

  public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Looks a code up by its text (`N401`, case-insensitive).
  public init?(code: String) {
    self.init(rawValue: code.uppercased())
  }
}
