/// One output file of a generation run.
package struct GeneratedFile: Hashable, Sendable {
  /// The file name (no directory).
  package var name: String
  /// The Swift source, LF line endings, one trailing newline.
  package var contents: String

  package init(name: String, contents: String) {
    self.name = name
    self.contents = contents
  }
}
