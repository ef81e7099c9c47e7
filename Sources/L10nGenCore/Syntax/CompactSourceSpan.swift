/// A ``SourceSpan`` without its file, in 16 bytes instead of 72: how the XML tree stores the spans of its millions of
/// elements and attributes (a 50 MB storyboard has about 2 million), each node keeping its file once.
///
/// Lines, columns and offsets are stored as 32-bit numbers, clamped (a file over 2 GB gets wrong locations past that
/// point, never a crash).
struct CompactSourceSpan: Hashable, Sendable {
  private var line: Int32
  private var column: Int32
  private var start: Int32
  private var end: Int32

  /// `span` without its file.
  init(_ span: SourceSpan) {
    line = Int32(clamping: span.location.line)
    column = Int32(clamping: span.location.column)
    start = Int32(clamping: span.byteRange.lowerBound)
    end = Int32(clamping: max(span.byteRange.upperBound, span.byteRange.lowerBound))
  }

  /// The span in `file`.
  func span(in file: String) -> SourceSpan {
    SourceSpan(
      location: SourceLocation(file: file, line: Int(line), column: Int(column)), byteRange: Int(start)..<Int(end))
  }
}
