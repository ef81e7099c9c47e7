/// One binding of a `LocalizationBindingStore`: a weakly held object, how to compute its text, and how to set it.
///
/// A class, so relocalizing walks references instead of copying weak references.
@MainActor
final class LocalizationBinding {
  /// The bound object; `nil` once released.
  weak var object: AnyObject?
  /// The key of a key-based binding (what an `lz*` property's getter returns); `nil` for a typed binding.
  let key: LocalizationKey?
  /// The text in the current language.
  let text: @MainActor () -> String
  /// Sets the text on the object.
  let apply: @MainActor (AnyObject, String) -> Void
  /// `false` once the binding was replaced or removed; the store drops it at the next relocalization.
  var isActive = true

  init(
    object: AnyObject, key: LocalizationKey?, text: @escaping @MainActor () -> String,
    apply: @escaping @MainActor (AnyObject, String) -> Void
  ) {
    self.object = object
    self.key = key
    self.text = text
    self.apply = apply
  }
}
