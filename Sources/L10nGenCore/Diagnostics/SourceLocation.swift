/// A position in an input file: 1-based line and column (columns count Unicode scalars), and, where the reader knows
/// it, the bytes of the token that starts there.
package struct SourceLocation: Hashable, Sendable, Comparable, Codable {
  /// The file path as given to the tool.
  package var file: String
  /// 1-based line number.
  package var line: Int
  /// 1-based column number.
  package var column: Int
  /// The bytes of the located token as offsets into the file's data (a byte-order mark counts), for tools that edit
  /// the file in place: a `.strings` key or value with its quotes, a `.stringsdict` `<key>` or `<string>` element
  /// with its tags, an `.xcstrings` key or string literal with its quotes. `nil` where the reader does not know it.
  ///
  /// Not part of the printed form, nor of equality and ordering: two locations at the same line and column are the
  /// same position.
  package var byteRange: Range<Int>?

  package init(file: String, line: Int, column: Int, byteRange: Range<Int>? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.byteRange = byteRange
  }

  /// Whether both are the same position of the same file (the byte ranges aside).
  package static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column && lhs.file == rhs.file
  }

  /// Hashes the file, line and column.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(line)
    hasher.combine(column)
  }

  /// Orders by file, then line, then column.
  package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// The printed form of a location.
extension SourceLocation: CustomStringConvertible {
  /// `path:line:col`, the form compilers and IDEs link to.
  package var description: String { "\(file):\(line):\(column)" }
}
