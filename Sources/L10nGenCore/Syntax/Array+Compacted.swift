extension Array {
  /// The elements in a buffer of their exact size: an array grown by appending holds up to twice the room it needs,
  /// which a tree of millions of small arrays (XML attributes and children) cannot afford.
  var compacted: [Element] {
    guard capacity > count else { return self }
    return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = buffer.initialize(fromContentsOf: self)
    }
  }
}
