/// A place in a source file: 1-based line and column (Unicode scalars) and the 0-based UTF-8 byte offset.
package struct SourcePosition: Hashable, Sendable, Comparable {
  /// 1-based line.
  package var line: Int
  /// 1-based column, counting Unicode scalars.
  package var column: Int
  /// 0-based UTF-8 offset from the start of the file.
  package var offset: Int

  package init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// Orders by offset.
  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}
