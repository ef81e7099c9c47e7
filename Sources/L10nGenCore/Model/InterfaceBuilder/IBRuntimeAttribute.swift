/// One `<userDefinedRuntimeAttribute>` of an object: a key path set by key-value coding when the nib loads. An
/// `@IBInspectable` property is stored the same way, with its name as the key path (FORMATS §6.5).
///
/// ibtool never exports these values; a registry of `lz*` keys reads the string-typed ones.
public struct IBRuntimeAttribute: Hashable, Sendable {
  /// The key path (`lzText`, `layer.cornerRadius`, `localizableString`).
  public var keyPath: String
  /// The type as written: `string`, `boolean`, `number`, `color`, `point`, `size`, `rect`, `range`, `image`,
  /// `nil`, `localizedString`…
  public var type: String
  /// The value as text when it has one: the `value` attribute, a `<string key="value">` child, or the `value`
  /// attribute of a `<real>`/`<integer>` child; `nil` for colors, images and the like.
  public var value: String?
  /// The `<userDefinedRuntimeAttribute>` element.
  public var span: SourceSpan
  /// The `keyPath` attribute's value.
  public var keyPathSpan: SourceSpan?
  /// Where ``value`` is written (the attribute's value or the child's text).
  public var valueSpan: SourceSpan?

  /// Creates a runtime attribute.
  public init(
    keyPath: String, type: String, value: String?, span: SourceSpan, keyPathSpan: SourceSpan? = nil,
    valueSpan: SourceSpan? = nil
  ) {
    self.keyPath = keyPath
    self.type = type
    self.value = value
    self.span = span
    self.keyPathSpan = keyPathSpan
    self.valueSpan = valueSpan
  }
}
