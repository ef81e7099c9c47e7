/// A malformed template or a render that cannot finish, with the position in the template that caused it.
package struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name the template was created with (usually its file name).
  package var templateName: String
  /// 1-based line of the offending tag.
  package var line: Int
  /// 1-based column (in Unicode scalars) of the offending tag.
  package var column: Int
  /// What is wrong and how to fix it.
  package var message: String

  package init(templateName: String, line: Int, column: Int, message: String) {
    self.templateName = templateName
    self.line = line
    self.column = column
    self.message = message
  }

  /// `name:line:column: message`.
  package var description: String { "\(templateName):\(line):\(column): \(message)" }
}
