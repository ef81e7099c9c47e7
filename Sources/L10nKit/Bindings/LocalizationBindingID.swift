/// Identifies one binding of a `LocalizationBindingStore`: an object and the property it binds.
struct LocalizationBindingID: Hashable {
  /// What a binding sets on its object.
  enum Slot: Hashable {
    /// A property named by the caller (`"text"`, `"title.normal"`): key-based and setter bindings.
    case named(String)
    /// A property given as a key path (`\.text`): typed bindings.
    case keyPath(AnyKeyPath)
  }

  /// The bound object.
  var object: ObjectIdentifier
  /// The property of the object.
  var slot: Slot
}
