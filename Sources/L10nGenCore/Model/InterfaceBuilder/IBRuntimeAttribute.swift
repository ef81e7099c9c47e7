/// One `<userDefinedRuntimeAttribute>` of an object: a key path set by key-value coding when the nib loads. An
/// `@IBInspectable` property is stored the same way, with its name as the key path (Docs/Formats.md §6.5).
///
/// ibtool never exports these values; a registry of `lz*` keys reads the string-typed ones.
package struct IBRuntimeAttribute: Hashable, Sendable {
  /// The key path (`lzText`, `layer.cornerRadius`, `localizableString`).
  package var keyPath: String
  /// The type as written: `string`, `boolean`, `number`, `color`, `point`, `size`, `rect`, `range`, `image`,
  /// `nil`, `localizedString`…
  package var type: String
  /// The value as text when it has one: the `value` attribute, a `<string key="value">` child, or the `value`
  /// attribute of a `<real>`/`<integer>` child; `nil` for colors, images and the like.
  package var value: String?
  /// The `<userDefinedRuntimeAttribute>` element.
  package var span: SourceSpan
  /// The `keyPath` attribute's value.
  package var keyPathSpan: SourceSpan?
  /// Where ``value`` is written (the attribute's value or the child's text).
  package var valueSpan: SourceSpan?

  package init(
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
