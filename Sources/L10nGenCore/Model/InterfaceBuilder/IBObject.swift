/// One object of an Interface Builder document: an XML element with an `id` (its ObjectID), such as a label, a
/// button cell, a menu item, a scene's view controller or a constraint.
public struct IBObject: Hashable, Sendable {
  /// The ObjectID (`Ibu-xm-woE`), the first part of every ibtool key of the object. Treat it as opaque.
  public var id: String
  /// The XML element name (`label`, `buttonCell`, `menuItem`).
  public var element: String
  /// The UIKit or AppKit class the element stands for (`UILabel`, `NSButtonCell`), as ibtool names it in comments;
  /// `nil` for elements that have no class of their own (constraints, segues and the like).
  public var className: String?
  /// The custom class set in the identity inspector (`customClass`), if any. ibtool's comments never show it.
  public var customClass: String?
  /// The module of ``customClass`` (`customModule`), if any.
  public var customModule: String?
  /// The label set in the document outline (`userLabel`), if any.
  public var userLabel: String?
  /// The "Comment for Localizer" (`<attributedString key="userComments">`), which ibtool writes as `Note`.
  public var localizerComment: String?
  /// `false` when the object is marked "Don't localize" (`localization="NO"`); ibtool still exports its texts.
  public var isLocalizable: Bool
  /// The ObjectID of the nearest enclosing object (the scene's view controller for a label, the menu for a menu
  /// item); `nil` for top-level objects.
  public var parentID: String?
  /// The texts ibtool exports for this object, in document order.
  public var properties: [IBLocalizableProperty]
  /// The user-defined runtime attributes (and `@IBInspectable` values) set on this object, in document order.
  public var runtimeAttributes: [IBRuntimeAttribute]
  /// The whole element.
  public var span: SourceSpan
  /// The value of the `id` attribute: where the ObjectID is written.
  public var idSpan: SourceSpan

  /// Creates an object.
  public init(
    id: String, element: String, className: String?, customClass: String? = nil, customModule: String? = nil,
    userLabel: String? = nil, localizerComment: String? = nil, isLocalizable: Bool = true, parentID: String? = nil,
    properties: [IBLocalizableProperty] = [], runtimeAttributes: [IBRuntimeAttribute] = [], span: SourceSpan,
    idSpan: SourceSpan
  ) {
    self.id = id
    self.element = element
    self.className = className
    self.customClass = customClass
    self.customModule = customModule
    self.userLabel = userLabel
    self.localizerComment = localizerComment
    self.isLocalizable = isLocalizable
    self.parentID = parentID
    self.properties = properties
    self.runtimeAttributes = runtimeAttributes
    self.span = span
    self.idSpan = idSpan
  }
}
