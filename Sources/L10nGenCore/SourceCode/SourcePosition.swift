/// A place in a source file: 1-based line and column (Unicode scalars) and the 0-based UTF-8 byte offset.
public struct SourcePosition: Hashable, Sendable, Comparable {
  /// 1-based line.
  public var line: Int
  /// 1-based column, counting Unicode scalars.
  public var column: Int
  /// 0-based UTF-8 offset from the start of the file.
  public var offset: Int

  /// Creates a position.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// Orders by offset.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}
