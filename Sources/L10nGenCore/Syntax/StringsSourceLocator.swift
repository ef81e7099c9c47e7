/// Turns offsets into the text the `.strings` reader reads (``StringsCodeUnits``: UTF-16 units, or the bytes of a UTF-8
/// file) into 1-based line and column numbers, and into byte offsets in the file.
///
/// Lines end at CR, LF or CRLF, the way CoreFoundation counts them in its error messages (`lineNumberStrings`
/// in `CFOldStylePList.c`; U+2028 and U+2029 do not start a line there). Columns count Unicode scalars, so both forms of
/// the same file give the same columns (an offset inside a scalar, the low surrogate of decoded text or the last byte of
/// a four-byte sequence, counts that scalar as before it).
/// Lookups are cheapest in increasing offset order: the locator remembers where it stopped.
///
/// For example, in `"é😀" = "x";` the `=` is at column 6: `"`, `é`, `😀` (one scalar, two UTF-16 units), `"`, space.
struct StringsSourceLocator {
  /// The offset up to which `line` and `scalarsSinceLineStart` are known.
  private var scannedOffset = 0
  /// The line at `scannedOffset`.
  private var line = 1
  /// The scalars between the start of `line` and `scannedOffset`: offsets that ``StringsCodeUnits/continuesScalar(at:)``
  /// are not counted.
  private var scalarsSinceLineStart = 0
  /// How code units map to the file's bytes; `nil` when they do not map exactly (then there are no byte offsets).
  private let layout: StringsByteLayout?
  /// The file's bytes before `scannedOffset`, the byte-order mark included.
  private var bytesBeforeScannedOffset = 0

  /// A locator for text decoded with `layout` (without one, ``byteOffset(of:in:)`` returns `nil`).
  init(layout: StringsByteLayout? = nil) {
    self.layout = layout
    self.bytesBeforeScannedOffset = layout?.byteOrderMarkLength ?? 0
  }

  /// The offset in the file's bytes of the code unit at `offset`, or `nil` without an exact layout. Moves the
  /// locator forward as ``position(of:in:)`` does.
  mutating func byteOffset<Text: StringsCodeUnits>(of offset: Int, in text: Text) -> Int? {
    guard layout != nil else { return nil }
    _ = position(of: offset, in: text)
    return bytesBeforeScannedOffset
  }

  /// The line and column of the code unit at `offset` (`offset == text.count` is the end of the file).
  ///
  /// Amortized O(1) per call when offsets increase (the scan resumes where it stopped); an offset before the last one
  /// restarts from the beginning of the text.
  mutating func position<Text: StringsCodeUnits>(of offset: Int, in text: Text) -> (line: Int, column: Int) {
    if offset < scannedOffset {
      self = StringsSourceLocator(layout: layout)
    }
    var index = scannedOffset
    let end = min(offset, text.count)
    var line = line
    var scalars = scalarsSinceLineStart
    var bytes = 0
    // Printable ASCII (most of a file) is one scalar and a fixed number of bytes, and ends no line.
    let asciiBytes = layout?.byteCount(of: 0x41) ?? 0
    while index < end {
      // UTF-8 bytes: whole words without a control character at once (there every offset is a byte).
      if end - index >= 8, let run = text.printableRun(from: index, to: end) {
        scalars += run.scalars
        bytes &+= run.end - index
        index = run.end
        if index == end { break }
      }
      let unit = text[index]
      if unit >= 0x20 && unit < 0x80 {
        scalars += 1
        bytes &+= asciiBytes
        index += 1
        continue
      }
      if unit == 0x0D {
        line += 1
        scalars = 0
      } else if unit == 0x0A {
        if index == 0 || text[index - 1] != 0x0D {
          line += 1
        }
        scalars = 0
      } else if !text.continuesScalar(at: index) {
        scalars += 1
      }
      if let layout { bytes &+= layout.byteCount(of: unit) }
      index += 1
    }
    self.line = line
    scalarsSinceLineStart = scalars
    bytesBeforeScannedOffset += bytes
    scannedOffset = end
    return (line, scalarsSinceLineStart + 1)
  }
}
