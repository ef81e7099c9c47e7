/// A run of bytes in an input file: where it starts (line and column, for diagnostics) and its byte range (for
/// in-place edits).
///
/// Byte offsets count from the first byte of the file, a byte-order mark included, so that an editor can replace
/// `byteRange` in the file's data without decoding it.
package struct SourceSpan: Hashable, Sendable, Codable {
  /// The location of the first byte.
  package var location: SourceLocation
  /// The bytes, as offsets into the file's data.
  package var byteRange: Range<Int>

  package init(location: SourceLocation, byteRange: Range<Int>) {
    self.location = location
    self.byteRange = byteRange
  }
}

extension SourceSpan: CustomStringConvertible {
  /// `path:line:col` followed by the byte range: `Main.storyboard:12:9 [310..<322]`.
  package var description: String { "\(location) [\(byteRange.lowerBound)..<\(byteRange.upperBound)]" }
}
