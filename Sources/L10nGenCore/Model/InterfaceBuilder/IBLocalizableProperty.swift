/// One text of an Interface Builder object that ibtool exports: one `"<ObjectID>.<property>" = "<value>";` entry of
/// `ibtool --export-strings-file` (see Docs/Formats.md §6.3).
package struct IBLocalizableProperty: Hashable, Sendable {
  /// The ObjectID of the object that owns the text (the column for a table header, the cell for a macOS control).
  package var objectID: String
  /// The key suffix: `text`, `normalTitle`, `headerCell.title`, `segmentTitles[0]`, `ibShadowedLabels[2]`.
  package var name: String
  /// The class ibtool writes in the comment (`UIButton`, `NSButtonCell`): the UIKit or AppKit class, never the custom
  /// class.
  package var className: String
  /// The text in the IB file, XML references decoded (`&#10;` is a line break).
  package var value: String
  /// Where the text is written: the attribute value, or the content of a `<string key="…">` element.
  package var valueSpan: SourceSpan
  /// Whether the key has an index (`segmentTitles[0]`): ibtool's comment then names the whole key.
  package var isIndexed: Bool

  package init(
    objectID: String, name: String, className: String, value: String, valueSpan: SourceSpan, isIndexed: Bool = false
  ) {
    self.objectID = objectID
    self.name = name
    self.className = className
    self.value = value
    self.valueSpan = valueSpan
    self.isIndexed = isIndexed
  }

  /// The ibtool key: `<ObjectID>.<name>`.
  package var key: String { objectID + "." + name }

  /// What the comment calls the property: the name, or the whole key for an indexed property
  /// (`fex-rb-Xzh.segmentTitles[0]`), as ibtool writes it.
  package var commentLabel: String { isIndexed ? key : name }
}
