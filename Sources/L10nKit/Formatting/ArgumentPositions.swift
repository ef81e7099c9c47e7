/// A set of 1-based argument positions, without allocating for the first 64.
struct ArgumentPositions: Sendable {
  private var low: UInt64 = 0
  private var high: Set<Int> = []

  /// Adds `position`.
  mutating func insert(_ position: Int) {
    if position >= 1, position <= 64 {
      low |= 1 << UInt64(position - 1)
    } else {
      high.insert(position)
    }
  }

  /// Whether `position` was added.
  func contains(_ position: Int) -> Bool {
    if position >= 1, position <= 64 { return low & (1 << UInt64(position - 1)) != 0 }
    return high.contains(position)
  }
}
