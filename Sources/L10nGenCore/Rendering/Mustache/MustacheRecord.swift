/// A set of named values whose names are a shared ``MustacheShape``: what the built-in view models render as.
///
/// Templates see it exactly as a ``MustacheValue/object(_:)`` with the same names and values; a tag finds its value
/// by the slot the shape gives its interned name, so rendering a large file hashes no name per tag, and making a
/// record builds no hash table.
package struct MustacheRecord: Sendable, Hashable {
  /// The names of `values`, in order.
  package let shape: MustacheShape
  /// The value of each name of `shape`, in slot order.
  package let values: [MustacheValue]

  /// A record of `values` in the slot order of `shape` (one value per name).
  package init(_ shape: MustacheShape, _ values: [MustacheValue]) {
    precondition(values.count == shape.names.count, "a Mustache record needs one value per name of its shape")
    self.shape = shape
    self.values = values
  }

  /// A record of the members of an object, its names in sorted order.
  package init(_ members: [String: MustacheValue]) {
    let names = members.keys.sorted()
    self.init(MustacheShape(names), names.map { members[$0]! })
  }

  /// The value of `name`, or `nil` when the record has none.
  @inline(__always)
  subscript(name: MustacheName) -> MustacheValue? {
    shape.slot(of: name).map { values[$0] }
  }

  /// The value named `text`, or `nil` when the record has none.
  package subscript(text: String) -> MustacheValue? {
    shape.slot(of: text).map { values[$0] }
  }

  /// The record as an object: the same names and values in a dictionary.
  package var members: [String: MustacheValue] {
    Dictionary(uniqueKeysWithValues: zip(shape.names.map(\.text), values))
  }

  /// Records are equal when they have the same names and values, whatever their shapes' slot orders.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.shape === rhs.shape { return lhs.values == rhs.values }
    return lhs.members == rhs.members
  }

  /// Hashes the names and values, as ``members`` would.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(members)
  }
}
