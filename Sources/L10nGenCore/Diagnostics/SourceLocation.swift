/// A position in an input file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, Comparable, Codable {
  /// The file path as given to the tool.
  public var file: String
  /// 1-based line number.
  public var line: Int
  /// 1-based column number.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// Orders by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// The printed form of a location.
extension SourceLocation: CustomStringConvertible {
  /// `path:line:col`, the form compilers and IDEs link to.
  public var description: String { "\(file):\(line):\(column)" }
}
