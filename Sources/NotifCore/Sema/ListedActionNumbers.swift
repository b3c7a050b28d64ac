/// The actions each category lists in one of its lists (`actions`, or `minimalActions` as resolved),
/// as resolution found them: their numbers (their indices in the model's actions, which are in
/// declaration order), category by category in declaration order.
///
/// The rules that follow a category's actions use these instead of looking each action up again
/// by name or identity. They are kept flat, four bytes an action, as a large build lists hundreds
/// of thousands.
struct ListedActionNumbers: Sendable {
  private var numbers: [Int32] = []
  /// Where each category's numbers end in ``numbers``.
  private var ends: [Int32] = []

  init(categoryCount: Int) {
    ends.reserveCapacity(categoryCount)
  }

  /// How many categories have been added.
  var count: Int { ends.count }

  /// Adds an action to the category being added (the one after the last ended).
  mutating func append(number: Int) {
    numbers.append(Int32(truncatingIfNeeded: number))
  }

  /// Ends the category being added.
  mutating func endCategory() {
    ends.append(Int32(truncatingIfNeeded: numbers.count))
  }

  /// The numbers of the actions of the category at `index`, in the order it lists them.
  subscript(index: Int) -> ArraySlice<Int32> {
    numbers[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
  }
}
