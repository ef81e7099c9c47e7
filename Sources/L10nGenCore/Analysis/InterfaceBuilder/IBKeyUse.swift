/// One key set on a storyboard or xib object through an `lz*` runtime attribute
/// (`<userDefinedRuntimeAttribute type="string" keyPath="lzText" value="login.title"/>`): an entry of the generated
/// `L10n.InterfaceBuilder` registry, and what the build checks against the interface table.
package struct IBKeyUse: Hashable, Sendable {
  /// The document's path as given.
  package var documentPath: String
  /// The ObjectID of the object the attribute is set on.
  package var objectID: String
  /// The UIKit or AppKit class of the object (`UILabel`), if it has one.
  package var className: String?
  /// The custom class set in the identity inspector (`WelcomeLabel`), if any.
  package var customClass: String?
  /// The attribute's key path: the property (`lzText`).
  package var keyPath: String
  /// The key, trimmed as L10nKit trims it.
  package var key: String
  /// For a segment list (`lzSegmentTitles`), the segment this key titles (from 0); `nil` otherwise.
  package var segment: Int?
  /// Where the key is written: the attribute's value, else the attribute.
  package var location: SourceLocation

  package init(
    documentPath: String, objectID: String, className: String?, customClass: String?, keyPath: String, key: String,
    segment: Int? = nil, location: SourceLocation
  ) {
    self.documentPath = documentPath
    self.objectID = objectID
    self.className = className
    self.customClass = customClass
    self.keyPath = keyPath
    self.key = key
    self.segment = segment
    self.location = location
  }
}
