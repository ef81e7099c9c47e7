/// The text of one generated file on its way from the renderer to a ``GeneratedFileSink``: normalized as it streams
/// (LF line endings, no spaces before a line break, exactly one trailing newline) and handed on in blocks of a fixed
/// size, so rendering a file never holds more than one block of it.
///
/// Normalization needs only a little state: spaces and line breaks are held back until the next other byte shows
/// whether they stay (spaces before a line break and line breaks at the end are dropped). ``finish()`` ends the text
/// with exactly one newline and hands on the last block.
final class GeneratedTextStream: TextOutputStream {
  /// How many bytes are buffered before they go to the sink.
  static let blockSize = 1 << 16

  /// Where full blocks go.
  private let sink: any GeneratedFileSink
  /// The block being filled.
  private let block: UnsafeMutableRawBufferPointer
  /// How many bytes of `block` are filled.
  private var count = 0
  /// Spaces not written yet: they are dropped if a line break follows.
  private var pendingSpaces = 0
  /// Line breaks not written yet: they are dropped at the end of the text.
  private var pendingLineBreaks = 0
  /// Whether the last byte was a CR, so that a LF right after it belongs to the same line break.
  private var previousWasCarriageReturn = false

  /// A stream that hands its blocks to `sink`.
  init(sink: any GeneratedFileSink) {
    self.sink = sink
    self.block = .allocate(byteCount: Self.blockSize, alignment: 1)
  }

  deinit { block.deallocate() }

  /// Appends `string`, normalizing its line breaks and trailing spaces.
  ///
  /// Between line breaks, the text is copied into the block at once, except the spaces it ends with, which are held
  /// back like single spaces: what ``append(_:)`` would make of it byte by byte.
  func write(_ string: String) {
    var string = string
    string.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if Self.isLineBreak(byte) {
          append(byte)
          index += 1
          continue
        }
        var end = index + 1
        while end < bytes.count, !Self.isLineBreak(bytes[end]) { end += 1 }
        var contentEnd = end
        while contentEnd > index, bytes[contentEnd - 1] == UInt8(ascii: " ") { contentEnd -= 1 }
        if contentEnd > index {
          appendRun(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[index..<contentEnd])))
        }
        pendingSpaces += end - contentEnd
        previousWasCarriageReturn = false
        index = end
      }
    }
  }

  /// Ends the text with exactly one newline and hands every buffered byte to the sink.
  func finish() {
    put(UInt8(ascii: "\n"))
    pendingSpaces = 0
    pendingLineBreaks = 0
    flush()
  }

  /// Normalizes one byte: CR LF and lone CR become LF; spaces and line breaks wait for the next other byte.
  private func append(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: " "):
      pendingSpaces += 1
      previousWasCarriageReturn = false
    case UInt8(ascii: "\n") where previousWasCarriageReturn:
      previousWasCarriageReturn = false
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      pendingSpaces = 0
      pendingLineBreaks += 1
      previousWasCarriageReturn = byte == UInt8(ascii: "\r")
    default:
      writePending()
      put(byte)
      previousWasCarriageReturn = false
    }
  }

  /// Whether `byte` is a line break (LF or CR), which ``append(_:)`` normalizes.
  @inline(__always)
  private static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// Appends `run`, nonempty text without line breaks that does not end with a space: what ``append(_:)`` does for
  /// each of its bytes, with the held-back line breaks and spaces written once before the run is copied in pieces.
  private func appendRun(_ run: UnsafeRawBufferPointer) {
    writePending()
    previousWasCarriageReturn = false
    var start = 0
    while start < run.count {
      if count == Self.blockSize { flush() }
      let length = min(run.count - start, Self.blockSize - count)
      UnsafeMutableRawBufferPointer(rebasing: block[count..<count + length]).copyMemory(
        from: UnsafeRawBufferPointer(rebasing: run[start..<start + length]))
      count += length
      start += length
    }
  }

  /// Writes the held-back line breaks, then the held-back spaces: another byte follows them, so they stay.
  @inline(__always)
  private func writePending() {
    while pendingLineBreaks > 0 {
      put(UInt8(ascii: "\n"))
      pendingLineBreaks -= 1
    }
    while pendingSpaces > 0 {
      put(UInt8(ascii: " "))
      pendingSpaces -= 1
    }
  }

  /// Buffers one output byte, handing the block on when it is full.
  @inline(__always)
  private func put(_ byte: UInt8) {
    if count == Self.blockSize { flush() }
    block[count] = byte
    count += 1
  }

  /// Hands the filled part of the block to the sink.
  private func flush() {
    guard count > 0 else { return }
    sink.write(UnsafeRawBufferPointer(rebasing: block[..<count]))
    count = 0
  }
}
