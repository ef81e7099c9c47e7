/// A name a tag looks up (one part of a dotted name), interned when the template is parsed: its ``id`` is the same
/// for equal texts in every template and ``MustacheShape`` of the process, so a record finds the name's slot by an
/// array index instead of hashing the text at every tag of every render.
struct MustacheName: Sendable, Hashable {
  /// The name as written in the tag.
  let text: String
  /// The process-wide number of `text`, from ``MustacheNameTable``.
  let id: Int

  /// The interned name `text`.
  init(_ text: String) {
    self.text = text
    self.id = MustacheNameTable.shared.id(of: text)
  }
}
