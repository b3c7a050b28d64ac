import NotifCore

/// `--type-prefix PREFIX` of `notifc build`, which puts PREFIX before every generated type name, and
/// of `notifc lint`, which checks the names a build with that prefix would generate (N414).
enum TypePrefixOption {
  static let name = "type-prefix"

  static let build = OptionSpec(
    name, value: "PREFIX",
    help:
      "Put PREFIX before every generated type name (ChatNotificationCategories), so that several modules' generated APIs can be used from one file"
  )

  static let lint = OptionSpec(
    name, value: "PREFIX",
    help: "Check the type names that 'notifc build --type-prefix PREFIX' would generate (N414)")

  /// The prefix given, checked: letters and digits that start with an uppercase letter.
  static func value(_ arguments: ParsedArguments) throws(UsageError) -> String? {
    guard let prefix = arguments.value(name) else { return nil }
    guard SwiftEmitterOptions.isValidTypePrefix(prefix) else {
      // A lowercase first letter is the likely slip: offer the prefix with it capitalized.
      let suggestion =
        SwiftEmitterOptions.suggestedTypePrefix(for: prefix).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError(
        message:
          "'--type-prefix' needs letters and digits that start with an uppercase letter, not '\(prefix)'\(suggestion)"
      )
    }
    return prefix
  }
}
