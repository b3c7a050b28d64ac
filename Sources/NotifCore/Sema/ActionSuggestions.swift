/// "Did you mean" for unknown action names, with a bound on the work. Each lookup compares the name
/// with every action, so a file with thousands of unknown names would take quadratic time: after
/// ``budget`` comparisons in a build, the remaining unknown names get no suggestion.
struct ActionSuggestions {
  private let makeNames: () -> [String]
  /// The declared action names, listed the first time a suggestion is asked for (a build without
  /// unknown names never needs them).
  private lazy var names: [String] = makeNames()
  /// The comparisons left.
  private(set) var budget = 100_000

  /// Suggestions among `names`, evaluated when the first suggestion is asked for.
  init(names: @escaping @autoclosure () -> [String]) { makeNames = names }

  /// The action name closest to `name`, while the budget lasts.
  mutating func closest(to name: String) -> String? {
    closest(to: name, excluding: [])
  }

  /// The action name closest to `name` among those not in `listed` (the names of the list `name`
  /// is in), while the budget lasts: it pays for the actions and the list.
  mutating func closest(to name: String, excluding listed: [Identifier]) -> String? {
    let names = names
    guard spend(names.count + listed.count) else { return nil }
    if listed.isEmpty { return Suggestions.closest(to: name, in: names) }
    let excluded = Set(listed.lazy.map(\.text))
    return Suggestions.closest(to: name, in: names.lazy.filter { !excluded.contains($0) })
  }

  /// Takes `comparisons` from the budget, if it has them: other lookups for unknown names (the
  /// actions' identifiers, the names already listed) share it.
  mutating func spend(_ comparisons: Int) -> Bool {
    guard budget >= comparisons else { return false }
    budget -= comparisons
    return true
  }
}
