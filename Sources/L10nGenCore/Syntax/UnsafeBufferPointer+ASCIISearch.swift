extension UnsafeBufferPointer<UInt8> {
  /// Whether the ASCII `literal` starts at byte `index` (the XML tokenizers' look-ahead: `<!--`, `]]>`, `<?xml`).
  @inline(__always)
  func hasASCII(_ literal: StaticString, at index: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index >= 0, index + count <= self.count else { return false }
    let pointer = literal.utf8Start
    for offset in 0..<count where self[index + offset] != pointer[offset] { return false }
    return true
  }

  /// The offset of the first occurrence of the ASCII `literal` at or after `start`, if any.
  func firstOffset(of literal: StaticString, from start: Int) -> Int? {
    let count = literal.utf8CodeUnitCount
    guard count > 0 else { return start }
    let first = literal.utf8Start[0]
    var position = Swift.max(start, 0)
    while position + count <= self.count {
      if self[position] == first && hasASCII(literal, at: position) { return position }
      position += 1
    }
    return nil
  }
}
