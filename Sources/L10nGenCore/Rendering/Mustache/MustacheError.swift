/// A malformed template or a render that cannot finish, with the position in the template that caused it.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name the template was created with (usually its file name).
  public var templateName: String
  /// 1-based line of the offending tag.
  public var line: Int
  /// 1-based column (in Unicode scalars) of the offending tag.
  public var column: Int
  /// What is wrong and how to fix it.
  public var message: String

  /// Creates an error at a position in a template.
  public init(templateName: String, line: Int, column: Int, message: String) {
    self.templateName = templateName
    self.line = line
    self.column = column
    self.message = message
  }

  /// `name:line:column: message`.
  public var description: String { "\(templateName):\(line):\(column): \(message)" }
}
