/// One object of an Interface Builder document: an XML element with an `id` (its ObjectID), such as a label, a
/// button cell, a menu item, a scene's view controller or a constraint.
package struct IBObject: Hashable, Sendable {
  /// The ObjectID (`Ibu-xm-woE`), the first part of every ibtool key of the object. Treat it as opaque.
  package var id: String
  /// The XML element name (`label`, `buttonCell`, `menuItem`).
  package var element: String
  /// The UIKit or AppKit class the element stands for (`UILabel`, `NSButtonCell`), as ibtool names it in comments;
  /// `nil` for elements that have no class of their own (constraints, segues and the like).
  package var className: String?
  /// The custom class set in the identity inspector (`customClass`), if any. ibtool's comments never show it.
  package var customClass: String?
  /// The module of ``customClass`` (`customModule`), if any.
  package var customModule: String?
  /// The label set in the document outline (`userLabel`), if any.
  package var userLabel: String?
  /// The "Comment for Localizer" (`<attributedString key="userComments">`), which ibtool writes as `Note`.
  package var localizerComment: String?
  /// `false` when the object is marked "Don't localize" (`localization="NO"`); ibtool still exports its texts.
  package var isLocalizable: Bool
  /// The ObjectID of the nearest enclosing object (the scene's view controller for a label, the menu for a menu
  /// item); `nil` for top-level objects.
  package var parentID: String?
  /// The texts ibtool exports for this object, in document order.
  package var properties: [IBLocalizableProperty]
  /// The user-defined runtime attributes (and `@IBInspectable` values) set on this object, in document order.
  package var runtimeAttributes: [IBRuntimeAttribute]
  /// The whole element.
  package var span: SourceSpan
  /// The value of the `id` attribute: where the ObjectID is written.
  package var idSpan: SourceSpan

  package init(
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
