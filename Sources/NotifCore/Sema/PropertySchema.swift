/// The kind of value a property takes.
enum PropertyKind: Sendable {
  /// A plain string (an identifier, an icon name).
  case string
  /// A user-visible text: a string or `localized(...)`.
  case text
  /// `true` or `false`.
  case bool
  /// One of a fixed set of names.
  case enumeration([String])
  /// A list of action names.
  case actionList
  /// A list of category option names.
  case optionList
  /// A list of strings.
  case stringList

  /// Whether the value is a list.
  var isList: Bool {
    switch self {
    case .actionList, .optionList, .stringList: true
    case .string, .text, .bool, .enumeration: false
    }
  }

  var expectation: String {
    switch self {
    case .string: "a string"
    case .text: "a string or localized(...)"
    case .bool: "true or false"
    case .enumeration(let names): names.map { "'\($0)'" }.joined(separator: " or ")
    case .actionList: "a list of action names"
    case .optionList: "a list of category options"
    case .stringList: "a list of strings"
    }
  }
}

/// The properties each declaration accepts (spec sections 4 and 5).
enum PropertySchema {
  static let action: [(PropertyName, PropertyKind)] = [
    (.identifier, .string),
    (.title, .text),
    (.activation, .enumeration(Activation.allCases.map(\.rawValue))),
    (.destructive, .bool),
    (.authenticationRequired, .bool),
    (.behavior, .enumeration(Behavior.allCases.map(\.rawValue))),
    (.textInputButtonTitle, .text),
    (.textInputPlaceholder, .text),
    (.systemIcon, .string),
    (.templateIcon, .string),
  ]

  static let category: [(PropertyName, PropertyKind)] = [
    (.identifier, .string),
    (.actions, .actionList),
    (.minimalActions, .actionList),
    (.options, .optionList),
    (.intentIdentifiers, .stringList),
    (.hiddenPreviewsBodyPlaceholder, .text),
    (.categorySummaryFormat, .text),
  ]

  static func properties(of kind: Declaration.Kind) -> [(PropertyName, PropertyKind)] {
    kind == .action ? action : category
  }

  static func kind(of property: PropertyName, in declaration: Declaration.Kind) -> PropertyKind? {
    (declaration == .action ? actionKinds : categoryKinds)[Int(property.rawValue)]
  }

  /// The schemas indexed by ``PropertyName/rawValue``: every property decoded looks its kind up.
  private static let actionKinds = byName(action)
  private static let categoryKinds = byName(category)

  private static func byName(_ schema: [(PropertyName, PropertyKind)]) -> [PropertyKind?] {
    var kinds = [PropertyKind?](repeating: nil, count: PropertyName.allCases.count)
    for (name, kind) in schema { kinds[Int(name.rawValue)] = kind }
    return kinds
  }
}
