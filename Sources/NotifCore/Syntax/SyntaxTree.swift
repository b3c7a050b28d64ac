/// A name as written in the source, with its location.
public struct Identifier: Hashable, Sendable {
  /// The name's text.
  public let text: String
  /// Where it is written.
  public let span: SourceSpan

  /// Creates an identifier.
  public init(_ text: String, span: SourceSpan) {
    self.text = text
    self.span = span
  }
}

/// A value on the right of a property's `:`.
public struct Value: Sendable {
  /// What kind of value, with its contents.
  ///
  /// Only the `localized` case, which holds values itself, is boxed: the others are stored inline,
  /// so that a value costs no allocation of its own.
  public enum Kind: Sendable {
    /// `"text"`, already unescaped.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// A bare name: an enum value (`foreground`) or an action reference (`accept`).
    case name(String)
    /// A version or number (only valid in headers, but parsed anywhere to report it well).
    case number(String)
    /// `[a, b, c]`
    case list([Value])
    /// `localized("key", default: "…", table: "…", comment: "…")`
    indirect case localized(LocalizedCall)
    /// A value too broken to use; the parser has already reported it.
    case invalid
  }

  /// The value.
  public let kind: Kind
  /// Its source range.
  public let span: SourceSpan

  /// Creates a value.
  public init(_ kind: Kind, span: SourceSpan) {
    self.kind = kind
    self.span = span
  }

  /// A short description of the value's kind for messages (`string`, `list`, `name 'x'`).
  public var kindDescription: String {
    switch kind {
    case .string: "a string"
    case .bool: "a boolean"
    case .name(let name): "the name '\(name)'"
    case .number: "a number"
    case .list: "a list"
    case .localized: "a localized string"
    case .invalid: "an invalid value"
    }
  }
}

/// A `localized(...)` call: a key and labelled arguments.
public struct LocalizedCall: Sendable {
  /// The first, unlabelled argument (the key), if present.
  public let key: Value?
  /// The labelled arguments in source order.
  public let arguments: [LabeledArgument]
  /// The span of the `localized` keyword.
  public let keywordSpan: SourceSpan

  /// Creates a call.
  public init(key: Value?, arguments: [LabeledArgument], keywordSpan: SourceSpan) {
    self.key = key
    self.arguments = arguments
    self.keywordSpan = keywordSpan
  }
}

/// `label: value` inside `localized(...)`.
public struct LabeledArgument: Sendable {
  /// The label.
  public let label: Identifier
  /// The value.
  public let value: Value
}

/// `name: value` inside a declaration.
///
/// A syntax tree holds one of these for every property of a large file, so it is kept in 64 bytes:
/// its value is stored as its kind and its offsets, and it and the whole property take their file
/// from the name's span.
public struct Property: Sendable {
  /// The property's name.
  public let name: Identifier
  /// The property that `name` spells, if any: matched once, by the parser. (It fits in the
  /// padding after `name`: a property takes no more room for it.)
  let property: PropertyName?
  /// The value's kind, or `nil` when the value was missing.
  private let valueKind: Value.Kind?
  /// The value's offsets (unused when it is missing).
  private let valueRange: CompactByteRange
  /// One past the property's last byte.
  private let end: UInt32

  /// Creates a property; `value` and `span` must be in the name's file.
  init(name: Identifier, value: Value?, span: SourceSpan, property: PropertyName?) {
    self.name = name
    self.property = property
    self.valueKind = value?.kind
    self.valueRange = value?.span.range ?? span.range
    self.end = UInt32(span.end)
  }

  /// The value, or `nil` when it was missing (already reported).
  public var value: Value? {
    @inline(__always) get {
      guard let valueKind else { return nil }
      return Value(valueKind, span: SourceSpan(file: name.span.file, valueRange))
    }
  }

  /// The whole property.
  public var span: SourceSpan {
    SourceSpan(file: name.span.file, start: name.span.start, end: Int(end))
  }
}

/// `action NAME { … }` or `category NAME { … }`.
///
/// Kept in 64 bytes, as a large file has many: the spans of the declaration and of its keyword
/// take their file from the name's span, and the keyword's from the declaration's start and kind.
public struct Declaration: Sendable {
  /// Which kind of declaration.
  public enum Kind: String, Sendable {
    case action
    case category
  }

  /// The declared name.
  public let name: Identifier
  /// The kind. (It fits in the padding after `name`.)
  public let kind: Kind
  /// The text of its `///` doc comment, without the markers; `nil` when there is none.
  public let documentation: String?
  /// The properties, in source order.
  public let properties: [Property]
  /// The declaration's offsets.
  private let range: CompactByteRange

  /// Creates a declaration that starts at its keyword; `span` must be in the name's file.
  init(
    kind: Kind, name: Identifier, documentation: String?, properties: [Property], span: SourceSpan
  ) {
    self.name = name
    self.kind = kind
    self.documentation = documentation
    self.properties = properties
    self.range = span.range
  }

  /// From the keyword to the closing brace (or to where the parser recovered).
  public var span: SourceSpan { SourceSpan(file: name.span.file, range) }

  /// The keyword (`action` or `category`, where the declaration starts).
  public var keywordSpan: SourceSpan {
    let length = kind == .action ? 6 : 8
    return SourceSpan(file: name.span.file, start: range.start, end: range.start + length)
  }
}

/// `platform ios 15.0`
public struct PlatformDirective: Sendable {
  /// The platform name as written.
  public let name: Identifier
  /// The version as written, or `nil` when it was missing (already reported).
  public let version: Identifier?
  /// The whole directive.
  public let span: SourceSpan
}

/// `import "path.notif"` or `import library`.
public struct ImportDirective: Sendable {
  /// What is imported.
  public enum Target: Sendable, Hashable {
    /// A path relative to the importing file.
    case path(String)
    /// A bundled library such as `ubudu`.
    case library(String)
  }

  /// The import's target.
  public let target: Target
  /// The span of the target (the string or name).
  public let targetSpan: SourceSpan
  /// The whole directive.
  public let span: SourceSpan
}

/// `localization "Table"`: the default strings table of a file.
public struct LocalizationDirective: Sendable {
  /// The table name.
  public let table: String
  /// The table name's string literal.
  public let tableSpan: SourceSpan
  /// The whole directive.
  public let span: SourceSpan
}

/// An ignore directive: `// notifc:ignore N410 N505` silences those codes on its own line (when it
/// trails code) or on the next line (when it stands alone).
public struct IgnoreDirective: Sendable {
  /// The codes it names, as written, with their spans.
  public let codes: [Identifier]
  /// The 1-based line whose diagnostics it silences.
  public let targetLine: Int
  /// The comment.
  public let span: SourceSpan
}

/// The syntax tree of one file: its header directives and declarations, every node with its
/// source range, plus the token stream (with comments) for the formatter.
public struct SyntaxTree: Sendable {
  /// The file.
  public let file: FileID
  /// `notif 1`, when present: the version text and its span.
  public var languageVersion: Identifier?
  /// `platform` directives in source order.
  public var platforms: [PlatformDirective] = []
  /// `import` directives in source order.
  public var imports: [ImportDirective] = []
  /// `localization` directives in source order (only one is allowed).
  public var localizations: [LocalizationDirective] = []
  /// `action` and `category` declarations in source order.
  public var declarations: [Declaration] = []
  /// `notifc:ignore` comments.
  public var ignoreDirectives: [IgnoreDirective] = []
  /// Misspelt ignore comments (`// notifc: ignore N410`, which N952's fix-it corrects), without
  /// their codes: the formatter keeps them and the lines they would silence once corrected as
  /// written, as it keeps directives and silenced lines, so that the correction still silences the
  /// line it was written for.
  public var misspeltIgnoreDirectives: [IgnoreDirective] = []
  /// Whether recovery from a syntax error skipped text that may hold declarations or their
  /// properties (a declaration without its `{`): what they list is unknown.
  public var skippedDeclarationText = false
  /// The tokens and comments the tree was parsed from.
  public var tokens: TokenStream

  /// Creates an empty tree for a file.
  public init(file: FileID, tokens: TokenStream) {
    self.file = file
    self.tokens = tokens
  }
}
