/// A stack that the parser collects a declaration's properties or a list's elements on before
/// moving them, as one array of exactly their number, into the syntax tree.
///
/// An `Array` used the same way copies the elements out (retaining what each holds) and then
/// destroys the originals (releasing it again); this moves them, so collecting a value through the
/// stack costs no reference counting. Nested lists use it as a stack: each takes the elements
/// above the count it started at.
final class ScratchStack<Element> {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  /// How many elements the stack holds.
  private(set) var count = 0

  init(capacity: Int = 16) {
    self.capacity = Swift.max(1, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Pushes `element`.
  func append(_ element: consuming Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  /// Moves the elements from index `start` up into a new array, in order, and removes them.
  func take(from start: Int) -> [Element] {
    precondition(start >= 0 && start <= count, "scratch index out of range")
    // Reserving and appending, rather than `Array(unsafeUninitializedCapacity:)`: that initializer
    // calls the standard library's unspecialized allocation, which looks the array's storage type
    // up in the runtime's metadata cache each time (about 700 instructions an array, for a few
    // elements), where `reserveCapacity` is specialized and inlined.
    var result: [Element] = []
    result.reserveCapacity(count - start)
    for index in start..<count { result.append((base + index).move()) }
    count = start
    return result
  }

  /// Removes (and destroys) the elements from index `start` up.
  func removeAll(from start: Int) {
    precondition(start >= 0 && start <= count, "scratch index out of range")
    (base + start).deinitialize(count: count - start)
    count = start
  }

  private func grow() {
    let newCapacity = 2 * capacity
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
