/// The bytes of a UTF-8 `.strings` file that holds only ASCII, read as the UTF-16 code units they decode to (one
/// unit per byte, the same value), so the reader needs no decoded copy of the file.
///
/// ``StringsTextDecoder/asciiText(_:)`` decides when a file qualifies: it would be decoded as UTF-8 without a
/// problem, and every byte after the byte-order mark is below 0x80.
struct StringsASCIIText: StringsCodeUnits {
  /// The bytes after the byte-order mark.
  let bytes: UnsafeBufferPointer<UInt8>

  var count: Int { bytes.count }

  subscript(index: Int) -> UInt16 {
    @inline(__always) get { UInt16(bytes[index]) }
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
    for index in range { buffer.append(UInt16(bytes[index])) }
  }
}
