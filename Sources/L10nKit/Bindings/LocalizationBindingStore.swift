import Foundation

/// Keeps live objects bound to localization keys and re-applies their text when the language changes.
///
/// Objects are held weakly; bindings of released objects are pruned. Binding the same object and property
/// again replaces the earlier binding. The `lz*` Interface Builder properties build on this.
///
/// ```swift
/// LocalizationBindingStore.shared.bind(label, property: "text", key: .loginTitle) { $0.text = $1 }
/// ```
@MainActor
public final class LocalizationBindingStore {
  /// The store bound to `Localizer.shared`.
  public static let shared = LocalizationBindingStore(localizer: .shared)

  private struct BindingID: Hashable {
    var object: ObjectIdentifier
    var property: String
  }

  /// A class, so relocalizing iterates references instead of copying weak references.
  private final class Binding {
    weak var object: AnyObject?
    let key: LocalizationKey
    let arguments: [LocalizationArgument]
    let apply: @MainActor (AnyObject, String) -> Void

    init(
      object: AnyObject, key: LocalizationKey, arguments: [LocalizationArgument],
      apply: @escaping @MainActor (AnyObject, String) -> Void
    ) {
      self.object = object
      self.key = key
      self.arguments = arguments
      self.apply = apply
    }
  }

  /// The localizer strings come from.
  public let localizer: Localizer
  private var bindings: [BindingID: Binding] = [:]
  private var observation: LanguageObservation?
  private var relocalizationCount = 0
  private var pendingAsynchronousSkips = 0

  /// Creates a store that relocalizes its bindings whenever `localizer`'s language changes.
  public init(localizer: Localizer) {
    self.localizer = localizer
    observation = localizer.addLanguageObserver { [weak self] _ in
      if Thread.isMainThread {
        MainActor.assumeIsolated { _ = self?.relocalizeAll() }
      } else {
        Task { @MainActor in self?.relocalizeAfterAsynchronousNotification() }
      }
    }
  }

  /// Changes the localizer's language and re-applies every binding before returning (a language change made
  /// directly on the localizer from another thread re-applies them on the main actor shortly after).
  public func setLanguage(_ language: String?) {
    let previous = localizer.language
    let countBefore = relocalizationCount
    localizer.setLanguage(language)
    guard localizer.language != previous, relocalizationCount == countBefore else { return }
    pendingAsynchronousSkips += 1
    relocalizeAll()
  }

  private func relocalizeAfterAsynchronousNotification() {
    if pendingAsynchronousSkips > 0 {
      pendingAsynchronousSkips -= 1
      return
    }
    relocalizeAll()
  }

  /// Binds `object`'s `property` to `key`: applies the localized string now and after every language change.
  ///
  /// - Parameters:
  ///   - object: the object to update (held weakly).
  ///   - property: a name for what is set (`"text"`, `"title.normal"`), so one object can have several bindings.
  ///   - key: the localization key (`.loginTitle`).
  ///   - arguments: the format arguments.
  ///   - apply: sets the string on the object.
  public func bind<Object: AnyObject>(
    _ object: Object, property: String = "text", key: some LocalizationKeyConvertible,
    arguments: [LocalizationArgument] = [], apply: @escaping @MainActor (Object, String) -> Void
  ) {
    let key = key.localizationKey
    // The binding's object is always `object`, so the cast back cannot fail.
    let binding = Binding(object: object, key: key, arguments: arguments) { target, text in
      apply(unsafeDowncast(target, to: Object.self), text)
    }
    bindings[BindingID(object: ObjectIdentifier(object), property: property)] = binding
    apply(object, localizer.string(key, arguments: arguments))
  }

  /// Removes `object`'s binding for `property`, or all its bindings when `property` is `nil`.
  public func unbind(_ object: AnyObject, property: String? = nil) {
    let identifier = ObjectIdentifier(object)
    if let property {
      bindings[BindingID(object: identifier, property: property)] = nil
    } else {
      bindings = bindings.filter { $0.key.object != identifier }
    }
  }

  /// The key `object`'s `property` is bound to, if any (the getter of an `lz*` property returns it).
  public func boundKey(of object: AnyObject, property: String = "text") -> LocalizationKey? {
    guard let binding = bindings[BindingID(object: ObjectIdentifier(object), property: property)],
      binding.object === object
    else { return nil }
    return binding.key
  }

  /// The number of bindings whose object is still alive.
  public var liveBindingCount: Int { bindings.values.filter { $0.object != nil }.count }

  /// Re-applies every live binding with the current language and prunes bindings of released objects.
  /// Returns the number of bindings applied.
  @discardableResult
  public func relocalizeAll() -> Int {
    relocalizationCount += 1
    var applied = 0
    var dead: [BindingID] = []
    for (id, binding) in bindings {
      guard let object = binding.object else {
        dead.append(id)
        continue
      }
      binding.apply(object, localizer.string(binding.key, arguments: binding.arguments))
      applied += 1
    }
    for id in dead { bindings[id] = nil }
    return applied
  }
}
