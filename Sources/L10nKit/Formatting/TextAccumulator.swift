/// A text assembled from pieces in a caller's buffer (usually on the stack) and made a `String` once, instead of
/// growing a `String` piece by piece (each growth reallocates and copies). Text beyond the buffer continues in a
/// `String`.
struct TextAccumulator: ~Copyable {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private var count = 0
  /// The text so far once it outgrew `buffer`.
  private var spilled: String?

  init(buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// Appends `text`.
  mutating func append(_ text: String) {
    if spilled != nil {
      spilled!.append(text)
      return
    }
    // A native string is read in place; only a bridged one is copied to contiguous UTF-8 first.
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends UTF-8 bytes that form whole characters.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    if spilled != nil {
      spilled!.append(String(decoding: bytes, as: UTF8.self))
      return
    }
    guard count + bytes.count <= buffer.count else {
      spilled = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
      spilled!.append(String(decoding: bytes, as: UTF8.self))
      return
    }
    if let base = bytes.baseAddress {
      (buffer.baseAddress! + count).initialize(from: base, count: bytes.count)
    }
    count += bytes.count
  }

  /// Appends what `write` writes (whole characters) into a buffer of `maximumCount` bytes and counts.
  mutating func append(maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
    if spilled == nil, count + maximumCount <= buffer.count {
      count += write(UnsafeMutableBufferPointer(rebasing: buffer[count..<(count + maximumCount)]))
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumCount) { temporary in
      let written = write(temporary)
      append(UnsafeBufferPointer(rebasing: temporary[..<written]))
    }
  }

  /// The text.
  consuming func makeString() -> String {
    spilled ?? String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
  }
}
