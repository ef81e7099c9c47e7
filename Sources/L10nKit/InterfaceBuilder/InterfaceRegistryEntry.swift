/// One `lz*` key set on a storyboard or xib object, as l10n-gen's registry (`L10n.InterfaceBuilder`) lists it:
/// which view (document, ObjectID, class) shows which key through which property.
public struct InterfaceRegistryEntry: Hashable, Sendable, CustomStringConvertible {
  /// The document: its file name, with its `.lproj` folder when it has one (`Base.lproj/Welcome.storyboard`).
  public let document: String
  /// The ObjectID of the object in the document (`abc-12-xyz`).
  public let objectID: String
  /// The UIKit or AppKit class of the object (`UILabel`), if it has one.
  public let className: String?
  /// The custom class set in the identity inspector, if any.
  public let customClass: String?
  /// The `lz*` property (`lzText`): the runtime attribute's key path.
  public let property: String
  /// For a segment list (`lzSegmentTitles`), the segment the key titles (from 0); `nil` otherwise.
  public let segment: Int?
  /// The key, with its table and bundle.
  public let key: LocalizationKey

  /// Creates an entry; `key` is a value of a generated key type (`L10n.LocalizableKey`) or a `LocalizationKey`.
  public init(
    document: String, objectID: String, className: String?, customClass: String?, property: String, segment: Int?,
    key: some LocalizationKeyConvertible
  ) {
    self.document = document
    self.objectID = objectID
    self.className = className
    self.customClass = customClass
    self.property = property
    self.segment = segment
    self.key = key.localizationKey
  }

  /// `Base.lproj/Welcome.storyboard abc-12-xyz (UILabel).lzText = welcome.title`, for test failures.
  public var description: String {
    let type = [customClass, className].compactMap { $0 }.joined(separator: ": ")
    let segmentText = segment.map { "[\($0)]" } ?? ""
    return "\(document) \(objectID)\(type.isEmpty ? "" : " (\(type))").\(property)\(segmentText) = \(key.key)"
  }
}
