/// The names of a ``MustacheRecord``, in slot order, shared by every record of one kind (every accessor of a file,
/// say): made once, it answers which slot holds a name with an array index by the name's ``MustacheName/id``.
package final class MustacheShape: Sendable {
  /// The names, in slot order.
  let names: [MustacheName]
  /// The slot of each name by its id, `-1` for the names of other shapes; ids past the end are not in the shape
  /// (names numbered after the shape was made cannot be among its names).
  private let slots: [Int]

  /// A shape of `names` (distinct), in that slot order.
  package init(_ names: [String]) {
    let interned = names.map(MustacheName.init)
    var slots = Array(repeating: -1, count: (interned.map(\.id).max() ?? -1) + 1)
    for (slot, name) in interned.enumerated() {
      precondition(slots[name.id] == -1, "the name '\(name.text)' appears twice in a Mustache shape")
      slots[name.id] = slot
    }
    self.names = interned
    self.slots = slots
  }

  /// The slot of `name`, or `nil` when the shape does not have it.
  @inline(__always)
  func slot(of name: MustacheName) -> Int? {
    guard name.id < slots.count else { return nil }
    let slot = slots[name.id]
    return slot < 0 ? nil : slot
  }

  /// The slot of the name `text`, or `nil` when the shape does not have it (by comparing texts: for callers that
  /// hold no interned name).
  func slot(of text: String) -> Int? {
    names.firstIndex { $0.text == text }
  }
}
