/// The bounds that keep notifc's time and memory predictable on any input. Each one produces a clear
/// diagnostic when exceeded; none can crash or hang the compiler.
public struct CompilerLimits: Sendable {
  /// The largest source file accepted, in bytes. A reader need not read more of a file than one
  /// byte past it: the compiler reads no further, and reports the file as too large (N205).
  public var maxFileSize: Int = 64 * 1024 * 1024
  /// The longest string literal accepted, in bytes of source.
  public var maxStringLength: Int = 64 * 1024
  /// The deepest nesting of lists and `localized(...)` calls accepted.
  public var maxNestingDepth: Int = 32

  /// The default limits.
  public init() {}
}
