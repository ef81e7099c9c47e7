/// The bytes of a valid UTF-8 `.strings` file, read in place of the UTF-16 code units they decode to, so the reader
/// needs no decoded copy of the file (twice its size).
///
/// ``StringsTextDecoder/utf8ByteOrderMarkLength(_:)`` decides when a file qualifies: it would be decoded as UTF-8
/// without a problem (no invalid sequence, no stray 0xA9).
///
/// Offsets are byte offsets. Each UTF-16 unit of the decoded text has a place among them, so that the reader and
/// ``StringsSourceLocator`` see the same units at the same places: an ASCII byte is its own unit; a two- or three-byte
/// sequence is one unit at its first byte; a four-byte sequence is two, the high surrogate at its first byte and the low
/// surrogate at its last (so a column counted there is the one the decoded text gives its low surrogate). The grammar
/// only looks for ASCII, and the bytes of a multi-byte sequence are all 0x80 or more, so the reader compares bytes as
/// units and asks for ``unit(at:)`` only where a non-ASCII unit's value matters.
struct StringsUTF8Text: StringsCodeUnits {
  /// The bytes after the byte-order mark.
  let bytes: UnsafeBufferPointer<UInt8>

  var count: Int { bytes.count }

  /// The byte at `index`: below 0x80 the code unit there, at or above it only a sign that the unit is not ASCII.
  subscript(index: Int) -> UInt16 {
    @inline(__always) get { UInt16(bytes[index]) }
  }

  func unit(at index: Int) -> (value: UInt16, length: Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (UInt16(lead), 1) }
    if lead < 0xC0 {
      // The last byte of a four-byte sequence: its low surrogate.
      let scalar = scalarValue(from: index - 3, length: 4)
      return (UInt16(truncatingIfNeeded: 0xDC00 + ((scalar - 0x10000) & 0x3FF)), 1)
    }
    if lead < 0xE0 { return (UInt16(truncatingIfNeeded: scalarValue(from: index, length: 2)), 2) }
    if lead < 0xF0 { return (UInt16(truncatingIfNeeded: scalarValue(from: index, length: 3)), 3) }
    let scalar = scalarValue(from: index, length: 4)
    return (UInt16(truncatingIfNeeded: 0xD800 + ((scalar - 0x10000) >> 10)), 3)
  }

  func unit(before index: Int) -> (value: UInt16, length: Int) {
    var start = index - 1
    while bytes[start] & 0xC0 == 0x80 && index - start < 4 { start -= 1 }
    if index - start == 4 { return unit(at: index - 1) }
    return (unit(at: start).value, index - start)
  }

  func lineSeparatorLength(at index: Int) -> Int {
    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
    guard bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
      bytes[index + 2] & 0xFE == 0xA8
    else { return 0 }
    return 3
  }

  func continuesScalar(at index: Int) -> Bool {
    bytes[index] & 0xC0 == 0x80
  }

  func string(_ range: Range<Int>) -> String {
    String(unsafeUninitializedCapacity: range.count) { buffer in
      guard let source = bytes.baseAddress, let target = buffer.baseAddress, !range.isEmpty else { return 0 }
      target.update(from: source + range.lowerBound, count: range.count)
      return range.count
    }
  }

  func append(_ range: Range<Int>, to buffer: inout ContiguousArray<UInt16>) {
    buffer.reserveCapacity(buffer.count + range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      let lead = bytes[index]
      if lead < 0x80 {
        buffer.append(UInt16(lead))
        index += 1
        continue
      }
      let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      let scalar = scalarValue(from: index, length: length)
      if scalar < 0x10000 {
        buffer.append(UInt16(truncatingIfNeeded: scalar))
      } else {
        buffer.append(UInt16(truncatingIfNeeded: 0xD800 + ((scalar - 0x10000) >> 10)))
        buffer.append(UInt16(truncatingIfNeeded: 0xDC00 + ((scalar - 0x10000) & 0x3FF)))
      }
      index += length
    }
  }

  /// Eight bytes at a time, stopping at the first word that holds `first` or `second`.
  func offset(skippingAllBut first: UInt8, _ second: UInt8, from index: Int) -> Int {
    guard let base = bytes.baseAddress else { return index }
    let firstPattern = UInt64(first) &* 0x0101_0101_0101_0101
    let secondPattern = UInt64(second) &* 0x0101_0101_0101_0101
    var index = index
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if Self.hasZeroByte(word ^ firstPattern) || Self.hasZeroByte(word ^ secondPattern) { break }
      index += 8
    }
    return index
  }

  /// Eight bytes at a time: a word without a byte below 0x20 holds no line break, and its scalars are its bytes that
  /// are no continuation bytes (`10xxxxxx`).
  func printableRun(from index: Int, to end: Int) -> (end: Int, scalars: Int)? {
    guard let base = bytes.baseAddress else { return nil }
    var index = index
    let start = index
    var continuationBytes = ByteLanes()
    while index + 8 <= end {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      // Some byte below 0x20 (exact for the word as a whole, as `hasZeroByte`).
      if (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0 { break }
      continuationBytes.add(word & ~(word << 1) & 0x8080_8080_8080_8080)
      index += 8
    }
    return (index, index - start - continuationBytes.total)
  }

  /// A count of flagged bytes over many words without a population count per word (x86-64's baseline has no
  /// instruction for it, and `nonzeroBitCount` costs more than the rest of the step): each word's flags (the top bit of a byte) are added into per-byte lanes, which are summed
  /// every 255 words, before a lane can overflow, and at the end.
  private struct ByteLanes {
    /// One counter per byte.
    private var lanes: UInt64 = 0
    /// Words added since `lanes` was last summed.
    private var words = 0
    /// The sum of the lanes summed so far.
    private var summed = 0

    /// Adds the bytes of `flags` whose top bit is set (its other bits must be clear).
    @inline(__always)
    mutating func add(_ flags: UInt64) {
      lanes &+= flags >> 7
      words += 1
      if words == 255 {
        summed += Self.sum(lanes)
        lanes = 0
        words = 0
      }
    }

    /// All flagged bytes added.
    var total: Int { summed + Self.sum(lanes) }

    /// The sum of the eight byte lanes of `lanes`: pairs of lanes into 16-bit lanes, then one multiplication.
    @inline(__always)
    private static func sum(_ lanes: UInt64) -> Int {
      let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
      return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
    }
  }

  /// Whether some byte of `word` is 0 (exact for the word as a whole).
  @inline(__always)
  private static func hasZeroByte(_ word: UInt64) -> Bool {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
  }

  /// The scalar of the well-formed `length`-byte sequence at `start`.
  @inline(__always)
  private func scalarValue(from start: Int, length: Int) -> UInt32 {
    var value = UInt32(bytes[start]) & (0xFF >> (length + 1))
    for offset in 1..<length {
      value = value << 6 | UInt32(bytes[start + offset] & 0x3F)
    }
    return value
  }
}
