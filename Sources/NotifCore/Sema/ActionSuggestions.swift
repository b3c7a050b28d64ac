/// "Did you mean" for unknown action names, with a bound on the work. Each lookup compares the name
/// with every action, so a file with thousands of unknown names would take quadratic time: after
/// ``budget`` comparisons in a build, the remaining unknown names get no suggestion.
struct ActionSuggestions {
  private let makeNames: () -> [String]
  /// The declared action names, listed the first time a suggestion is asked for (a build without
  /// unknown names never needs them).
  private lazy var names: [String] = makeNames()
  /// The comparisons left.
  var budget = 100_000

  /// Suggestions among `names`, evaluated when the first suggestion is asked for.
  init(names: @escaping @autoclosure () -> [String]) { makeNames = names }

  /// The action name closest to `name`, while the budget lasts.
  mutating func closest(to name: String) -> String? {
    closest(to: name, excluding: [])
  }

  /// The action name closest to `name` among those not in `listed` (a short list: the names of
  /// the list `name` is in), while the budget lasts.
  mutating func closest(to name: String, excluding listed: [Identifier]) -> String? {
    let names = names
    guard budget >= names.count else { return nil }
    budget -= names.count
    if listed.isEmpty { return Suggestions.closest(to: name, in: names) }
    return Suggestions.closest(
      to: name, in: names.lazy.filter { name in !listed.contains { $0.text == name } })
  }
}
