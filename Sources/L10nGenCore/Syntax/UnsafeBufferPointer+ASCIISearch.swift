extension UnsafeBufferPointer<UInt8> {
  /// Whether the ASCII `literal` starts at byte `index` (the XML scanner's look-ahead: `<!--`, `]]>`, `<?xml`).
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

  /// Whether the eight bytes from `index` are ASCII and none is a control character (below 0x20): the fast path of
  /// the XML character check. The caller makes sure the eight bytes exist.
  @inline(__always)
  func areEightPrintableASCIIBytes(at index: Int) -> Bool {
    let word = UnsafeRawPointer(baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
    // High bit clear in every byte, and none of them below 0x20 (the classic "has byte less than n" test).
    return word & Self.highBits == 0 && (word &- Self.repeated(0x20)) & ~word & Self.highBits == 0
  }

  /// Whether the eight bytes from `index` are ASCII without a line feed or carriage return, so each is one column:
  /// the fast path of ``ForwardLocator``. The caller makes sure the eight bytes exist.
  @inline(__always)
  func areEightASCIIBytesWithoutLineBreak(at index: Int) -> Bool {
    let word = UnsafeRawPointer(baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
    return word & Self.highBits == 0 && !Self.contains(word, 0x0A) && !Self.contains(word, 0x0D)
  }

  /// Whether none of the eight bytes from `index` is `<`, `&` or a carriage return: the fast path through XML
  /// character data. The caller makes sure the eight bytes exist.
  @inline(__always)
  func areEightPlainTextBytes(at index: Int) -> Bool {
    let word = UnsafeRawPointer(baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
    return !Self.contains(word, UInt8(ascii: "<")) && !Self.contains(word, UInt8(ascii: "&"))
      && !Self.contains(word, 0x0D)
  }

  /// The top bit of each byte of a word.
  private static var highBits: UInt64 { 0x8080_8080_8080_8080 }

  /// `byte` in each byte of a word.
  @inline(__always)
  private static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

  /// Whether a word holds `byte` (the exact "has zero byte" test on `word ^ byte…`).
  @inline(__always)
  private static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
    let x = word ^ repeated(byte)
    return (x &- repeated(0x01)) & ~x & highBits != 0
  }
}
