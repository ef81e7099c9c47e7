/// Turns byte offsets into lines and columns in one forward pass: each request counts line breaks and Unicode scalars
/// from the offset it answered last, so locating every token of a document costs one extra pass in total.
///
/// Lines end at `\n`, `\r\n` and a lone `\r`; columns count Unicode scalars from 1, as ``SourceLocation`` does.
struct ForwardLocator {
  private var offset: Int
  private var line = 1
  private var column = 1
  private let origin: Int

  /// A locator whose line 1, column 1 is at byte `origin` (after a byte-order mark).
  init(origin: Int) {
    self.origin = origin
    self.offset = origin
  }

  /// The line and column of byte `target`; cheap when targets increase, correct in any order.
  @inline(__always)
  mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    if target < offset {
      offset = origin
      line = 1
      column = 1
    }
    let end = min(target, bytes.count)
    var index = offset
    // Eight bytes at a time while they are ASCII without line breaks: each is one column.
    while index + 8 <= end && bytes.areEightASCIIBytesWithoutLineBreak(at: index) {
      column += 8
      index += 8
    }
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte == 0x0D {
        if index + 1 < bytes.count && bytes[index + 1] == 0x0A {
          // The line feed that follows ends the line.
        } else {
          line += 1
          column = 1
        }
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    offset = max(end, offset)
    return (line, column)
  }
}
