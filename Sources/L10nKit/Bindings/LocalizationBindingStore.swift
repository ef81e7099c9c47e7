import Foundation

/// Keeps live objects bound to localized text and re-applies it when the language changes.
///
/// Bind with a closure that calls a generated accessor: the closure runs now and after every language change, and
/// the accessor keeps its Swift types, so a removed key or a changed argument type is a compile error here:
///
/// ```swift
/// LocalizationBindingStore.shared.bind(label, text: { L10n.Login.welcome(user.name) }, apply: { $0.text = $1 })
/// ```
///
/// That `apply:` form is the fastest: a key path (`bind(label, \.text) { ... }`) is shorter to write, but its setter
/// is a generic runtime call that costs several times a closure's on every language change.
///
/// Objects are held weakly: releasing one drops its bindings (they are pruned at the next language change). Binding
/// the same object and property again replaces the earlier binding. The closure must not capture the bound object
/// strongly (use `[weak self]`), or the object lives as long as the store. Key-based bindings
/// (`bind(_:property:key:apply:)`) serve keys that arrive at run time, such as the `lz*` Interface Builder
/// properties.
@MainActor
public final class LocalizationBindingStore {
  /// The store bound to `Localizer.shared`.
  public static let shared = LocalizationBindingStore(localizer: .shared)

  /// The localizer strings come from; its language changes trigger relocalization.
  package let localizer: Localizer
  /// The bindings by object and property, for replacing and removing one.
  private var bindings: [LocalizationBindingID: LocalizationBinding] = [:]
  /// The same bindings in the order they were made (replaced and removed ones deactivated, dropped at the next
  /// relocalization): relocalizing walks an array instead of a dictionary.
  private var order: [LocalizationBinding] = []
  private var observation: LanguageObservation?
  private var relocalizationCount = 0
  private var pendingAsynchronousSkips = 0

  /// Creates a store that relocalizes its bindings whenever `localizer`'s language changes.
  public init(localizer: Localizer) {
    self.localizer = localizer
    Self.markMainQueue()
    observation = localizer.addLanguageObserver { [weak self] _ in
      if Self.isOnMainQueue {
        MainActor.assumeIsolated { _ = self?.relocalizeAll() }
      } else {
        Task { @MainActor in self?.relocalizeAfterAsynchronousNotification() }
      }
    }
  }

  /// Marks the main dispatch queue, which runs the main actor's work: on Linux, after `dispatchMain()` (an async
  /// `main`), that queue is served by a thread other than the main thread, so `Thread.isMainThread` cannot tell.
  private nonisolated static let mainQueueKey = DispatchSpecificKey<Bool>()

  private static func markMainQueue() {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
  }

  /// Whether the caller runs on the main actor's queue (the main thread included).
  private nonisolated static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Changes the localizer's language and re-applies every binding before returning.
  ///
  /// When bound objects show a change, one rule: bindings are re-applied on the main actor. On the main thread,
  /// this and `Localizer.setLanguage(_:)` both re-apply every binding before they return. From another thread
  /// (a nonisolated async function, a server task), `Localizer.setLanguage(_:)` returns at once and the bindings
  /// are re-applied as the main actor's next work; call `await store.setLanguage(_:)` there instead to continue
  /// only once they show the new language.
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

  // MARK: Typed bindings

  /// Binds `object`'s `property` to `text`: sets it to `text()` now and after every language change.
  ///
  /// `text` calls generated accessors (`{ L10n.Login.welcome(user.name) }`), so their argument types are checked
  /// at compile time. It must not capture `object` strongly.
  @inlinable
  public func bind<Object: AnyObject>(
    _ object: Object, _ property: ReferenceWritableKeyPath<Object, String>,
    _ text: @escaping @MainActor () -> String
  ) {
    // Inlinable, so that the setter is specialized for `Object` where the binding is made.
    add(object, name: nil, keyPath: property, key: nil, text: text) {
      unsafeDowncast($0, to: Object.self)[keyPath: property] = $1
    }
  }

  /// Binds `object`'s optional `property` (`UILabel.text`) to `text`: sets it to `text()` now and after every
  /// language change. `text` must not capture `object` strongly.
  @inlinable
  public func bind<Object: AnyObject>(
    _ object: Object, _ property: ReferenceWritableKeyPath<Object, String?>,
    _ text: @escaping @MainActor () -> String
  ) {
    add(object, name: nil, keyPath: property, key: nil, text: text) {
      unsafeDowncast($0, to: Object.self)[keyPath: property] = $1
    }
  }

  /// Binds `object` to `text` through `apply`, which receives `text()` now and after every language change: the
  /// fastest binding (no key path), and the one for setters that are not properties (`setTitle(_:for:)`).
  ///
  /// - Parameters:
  ///   - object: the object to update (held weakly).
  ///   - property: a name for what is set (`"text"`, `"title.normal"`), so one object can have several bindings;
  ///     binding the same name again replaces the binding.
  ///   - text: the localized text, usually a generated accessor call; it must not capture `object` strongly.
  ///   - apply: sets the text on the object.
  @inlinable
  public func bind<Object: AnyObject>(
    _ object: Object, property: String = "text", text: @escaping @MainActor () -> String,
    apply: @escaping @MainActor (Object, String) -> Void
  ) {
    add(object, name: property, keyPath: nil, key: nil, text: text) { apply(unsafeDowncast($0, to: Object.self), $1) }
  }

  // MARK: Key-based bindings

  /// Binds `object`'s `property` to a key that arrives at run time (the `lz*` Interface Builder properties): applies
  /// the localized string now and after every language change.
  ///
  /// In code, prefer `bind(_:_:_:)` with a generated accessor, which checks the key at compile time. A key that
  /// arrives at run time with arguments goes through a typed binding too:
  /// `bind(label, \.text) { Localizer.shared.string(key, arguments: [.int(count)]) }`.
  ///
  /// - Parameters:
  ///   - object: the object to update (held weakly).
  ///   - property: a name for what is set (`"text"`, `"title.normal"`), so one object can have several bindings.
  ///   - key: the localization key.
  ///   - apply: sets the string on the object.
  public func bind<Object: AnyObject>(
    _ object: Object, property: String = "text", key: some LocalizationKeyConvertible,
    apply: @escaping @MainActor (Object, String) -> Void
  ) {
    let key = key.localizationKey
    let localizer = localizer
    add(
      object, name: property, keyPath: nil, key: key, text: { localizer.string(key) },
      apply: { apply(unsafeDowncast($0, to: Object.self), $1) })
  }

  /// Adds a binding of `object`, named by `name` or `keyPath`, replacing the one it had there, and applies it.
  /// `apply` receives `object` itself (so the callers' downcasts cannot fail).
  @usableFromInline
  func add(
    _ object: AnyObject, name: String?, keyPath: AnyKeyPath?, key: LocalizationKey?,
    text: @escaping @MainActor () -> String, apply: @escaping @MainActor (AnyObject, String) -> Void
  ) {
    let binding = LocalizationBinding(object: object, key: key, text: text, apply: apply)
    let slot: LocalizationBindingID.Slot = keyPath.map { .keyPath($0) } ?? .named(name ?? "")
    let id = LocalizationBindingID(object: ObjectIdentifier(object), slot: slot)
    bindings.updateValue(binding, forKey: id)?.isActive = false
    order.append(binding)
    // Objects rebound over and over (reused cells) leave deactivated bindings behind: compact before they pile up.
    if order.count > 2 * bindings.count + 64 { order.removeAll { !$0.isActive } }
    apply(object, text())
  }

  // MARK: Queries and removal

  /// Removes `object`'s binding for `property`, or all its bindings when `property` is `nil`. Typed bindings are
  /// removed with `unbind(_:_:)` or with `property: nil`.
  public func unbind(_ object: AnyObject, property: String? = nil) {
    let identifier = ObjectIdentifier(object)
    if let property {
      bindings.removeValue(forKey: LocalizationBindingID(object: identifier, slot: .named(property)))?.isActive = false
    } else {
      for (id, binding) in bindings where id.object == identifier {
        binding.isActive = false
        bindings[id] = nil
      }
    }
  }

  /// Removes the typed binding of `object`'s `property`.
  public func unbind<Object: AnyObject, Value>(_ object: Object, _ property: ReferenceWritableKeyPath<Object, Value>) {
    bindings.removeValue(forKey: LocalizationBindingID(object: ObjectIdentifier(object), slot: .keyPath(property)))?
      .isActive = false
  }

  /// The key `object`'s `property` is bound to, if it is a key-based binding (the getter of an `lz*` property
  /// returns it).
  package func boundKey(of object: AnyObject, property: String = "text") -> LocalizationKey? {
    guard
      let binding = bindings[LocalizationBindingID(object: ObjectIdentifier(object), slot: .named(property))],
      binding.object === object
    else { return nil }
    return binding.key
  }

  /// The number of bindings whose object is still alive.
  package var liveBindingCount: Int { bindings.values.reduce(0) { $0 + ($1.object != nil ? 1 : 0) } }

  /// Re-applies every live binding with the current language and prunes bindings of released objects.
  /// Returns the number of bindings applied.
  @discardableResult
  package func relocalizeAll() -> Int {
    relocalizationCount += 1
    var applied = 0
    var removed = 0
    // The closures may bind or unbind (a view that rebuilds its content): walk a snapshot.
    let current = order
    for binding in current {
      guard binding.isActive, let object = binding.object else {
        removed += 1
        continue
      }
      binding.apply(object, binding.text())
      applied += 1
    }
    if removed > 0 { prune() }
    return applied
  }

  /// Drops deactivated bindings and those of released objects.
  private func prune() {
    order.removeAll { !$0.isActive || $0.object == nil }
    bindings = bindings.filter { $0.value.isActive && $0.value.object != nil }
  }
}
