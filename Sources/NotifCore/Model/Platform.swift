/// The platforms a `.notif` file can target (`tvos` is refused: categories are unavailable there).
public enum PlatformName: String, CaseIterable, Sendable, Comparable {
  case ios
  case maccatalyst
  case macos
  case visionos
  case watchos

  /// The name Swift's `#available` uses.
  public var swiftAvailabilityName: String {
    switch self {
    case .ios: "iOS"
    case .maccatalyst: "macCatalyst"
    case .macos: "macOS"
    case .visionos: "visionOS"
    case .watchos: "watchOS"
    }
  }

  /// The name people use in prose.
  public var displayName: String {
    switch self {
    case .ios: "iOS"
    case .maccatalyst: "Mac Catalyst"
    case .macos: "macOS"
    case .visionos: "visionOS"
    case .watchos: "watchOS"
    }
  }

  public static func < (lhs: PlatformName, rhs: PlatformName) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A version such as `15.0` or `15.4.1`.
public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The numeric components; at least two (a bare `15` becomes `15.0`).
  public let components: [Int]

  /// Parses `15`, `15.0` or `15.4.1`; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= 3 else { return nil }
    var components: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 4, let value = Int(part) else { return nil }
      components.append(value)
    }
    if components.count == 1 { components.append(0) }
    self.init(components: components)
  }

  /// Creates a version from components.
  public init(_ major: Int, _ minor: Int, _ patch: Int? = nil) {
    self.init(components: patch.map { [major, minor, $0] } ?? [major, minor])
  }

  /// A zero patch is dropped, so that equal versions are spelt alike however they were written
  /// (`15.0.0` is `15.0`): a build's outputs do not depend on which file's spelling came first.
  private init(components: [Int]) {
    self.components = components.count == 3 && components[2] == 0 ? Array(components.prefix(2)) : components
  }

  /// major.minor, and the patch when it is not zero: `15.0`, `15.4.1`.
  public var description: String { components.map(String.init).joined(separator: ".") }

  /// Versions are equal when they differ only by zero components at the end (`15.0` and `15.0.0`).
  public static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

  public func hash(into hasher: inout Hasher) {
    var significant = components[...]
    while significant.count > 2 && significant.last == 0 { significant = significant.dropLast() }
    hasher.combine(Array(significant))
  }

  public static func < (lhs: Version, rhs: Version) -> Bool {
    for i in 0..<max(lhs.components.count, rhs.components.count) {
      let a = i < lhs.components.count ? lhs.components[i] : 0
      let b = i < rhs.components.count ? rhs.components[i] : 0
      if a != b { return a < b }
    }
    return false
  }
}

/// A deployment target.
public struct Platform: Hashable, Sendable {
  /// The platform.
  public let name: PlatformName
  /// The lowest OS version the app supports there.
  public let version: Version
  /// Where the `platform` line is (`nil` for the default `ios 15.0`).
  public let span: SourceSpan?
  /// Where its version is written (`nil` for the default).
  public let versionSpan: SourceSpan?

  /// Creates a deployment target.
  public init(name: PlatformName, version: Version, span: SourceSpan?, versionSpan: SourceSpan? = nil) {
    self.name = name
    self.version = version
    self.span = span
    self.versionSpan = versionSpan
  }
}
