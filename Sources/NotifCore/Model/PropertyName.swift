/// The properties of actions and categories (spec sections 4 and 5), named as in Apple's API.
///
/// Property names are matched once, by the parser; from then on the checker and the emitters
/// compare these one-byte values instead of strings.
public enum PropertyName: UInt8, Sendable, CaseIterable {
  case identifier
  case title
  case activation
  case destructive
  case authenticationRequired
  case behavior
  case textInputButtonTitle
  case textInputPlaceholder
  case systemIcon
  case templateIcon
  case actions
  case minimalActions
  case options
  case intentIdentifiers
  case hiddenPreviewsBodyPlaceholder
  case categorySummaryFormat

  /// How the property is written in `.notif` files: a literal, so that a name read from a file can
  /// share it instead of being a new string (most of the names are too long to be stored inline).
  public var spelling: String {
    switch self {
    case .identifier: "identifier"
    case .title: "title"
    case .activation: "activation"
    case .destructive: "destructive"
    case .authenticationRequired: "authenticationRequired"
    case .behavior: "behavior"
    case .textInputButtonTitle: "textInputButtonTitle"
    case .textInputPlaceholder: "textInputPlaceholder"
    case .systemIcon: "systemIcon"
    case .templateIcon: "templateIcon"
    case .actions: "actions"
    case .minimalActions: "minimalActions"
    case .options: "options"
    case .intentIdentifiers: "intentIdentifiers"
    case .hiddenPreviewsBodyPlaceholder: "hiddenPreviewsBodyPlaceholder"
    case .categorySummaryFormat: "categorySummaryFormat"
    }
  }

  /// The property written as `spelling`, or `nil` when it is not a property of either declaration.
  public init?(spelling: String) {
    guard let name = ByteScan.withUTF8(spelling, Self.match) else { return nil }
    self = name
  }

  /// The one candidate that the length and two bytes allow, confirmed by comparing its bytes (no
  /// hashing: a build matches a property name for every property it reads).
  static func match(_ bytes: UnsafeBufferPointer<UInt8>) -> PropertyName? {
    guard let first = bytes.first else { return nil }
    let candidate: PropertyName? =
      switch bytes.count {
      case 5: .title
      case 7: first == UInt8(ascii: "a") ? .actions : .options
      case 8: .behavior
      case 10:
        first == UInt8(ascii: "i") ? .identifier : first == UInt8(ascii: "a") ? .activation : .systemIcon
      case 11: .destructive
      case 12: .templateIcon
      case 14: .minimalActions
      case 17: .intentIdentifiers
      case 20: bytes[9] == UInt8(ascii: "B") ? .textInputButtonTitle : .textInputPlaceholder
      case 21: .categorySummaryFormat
      case 22: .authenticationRequired
      case 29: .hiddenPreviewsBodyPlaceholder
      default: nil
      }
    guard let candidate else { return nil }
    return ByteScan.withUTF8(candidate.spelling) { ByteScan.sameBytes($0, bytes) } ? candidate : nil
  }
}
