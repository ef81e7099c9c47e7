import Dispatch

extension Array where Element: Sendable {
  /// `map(_:)` with the elements transformed concurrently, one per core at a time. The results keep the
  /// elements' order, so the output never depends on scheduling. Meant for coarse work such as whole tables.
  func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
    guard count > 1 else { return map(transform) }
    let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
    slots.initialize(repeating: nil)
    defer {
      slots.deinitialize()
      slots.deallocate()
    }
    // Each iteration writes only its own slot, and `concurrentPerform` returns after every iteration ends.
    nonisolated(unsafe) let results = slots
    DispatchQueue.concurrentPerform(iterations: count) { index in
      results[index] = transform(self[index])
    }
    return slots.map { $0! }
  }
}
