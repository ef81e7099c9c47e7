public import Foundation

/// What the `lz*` Interface Builder properties (`lzText`, `lzTitle`, ...) do, without UIKit or AppKit: it keeps the
/// key each property was set to and binds the property through a `LocalizationBindingStore`, so the text is
/// applied at once, again after every language change, and no more once the object is released.
///
/// Keys are looked up in the interface table, `table`, of `bundle` when one is set, else of the first of the
/// localizer's `defaultBundles` whose table has the key: the bundles lookups ran in (the first use of a generated
/// accessor registers its module's bundle), `Bundle.main`, and before any lookup the SwiftPM resource bundles beside
/// the main bundle. So a package's `lz*` keys find the package's tables with nothing to set. The table is
/// `Localizable` unless the main bundle's Info.plist names another under `L10nKitInterfaceTable`, or the app sets
/// one:
///
/// ```swift
/// InterfaceKeyBinder.shared.table = "Interface"   // before the first nib loads, e.g. in main.swift
/// ```
///
/// Changing `table` or `bundle` later rebinds every live view to the new table.
///
/// A key no table has shows the key itself and goes to `Localizer.missingTranslationHandler`, as code lookups do.
/// The UIKit and AppKit extensions are one line each over `key(of:for:)`, `setKey(_:of:for:apply:)` and
/// `setSegmentKeys(_:of:for:segmentCount:apply:)`; an app's own views can use them the same way.
@MainActor
public final class InterfaceKeyBinder {
  /// The Info.plist key that names the interface table (`<key>L10nKitInterfaceTable</key><string>Interface</string>`).
  package static let tableInfoPlistKey = "L10nKitInterfaceTable"

  /// The binder of the `lz*` properties, bound through `LocalizationBindingStore.shared`.
  public static let shared = InterfaceKeyBinder(store: .shared)

  /// The store the bindings go through (its localizer looks the keys up).
  package let store: LocalizationBindingStore

  /// The table keys are looked up in (`"Localizable"` by default). Setting it rebinds every live object.
  public var table: String {
    didSet { if table != oldValue { rebindAll() } }
  }

  /// The bundle that holds the table's `<language>.lproj` folders; `nil` (the default): for each key, the first of
  /// the localizer's `defaultBundles` whose table has it. Setting it rebinds every live object.
  public var bundle: Bundle? {
    didSet { if bundle !== oldValue { rebindAll() } }
  }

  /// One property of one object.
  private struct Slot: Hashable {
    var object: ObjectIdentifier
    var keyPath: String
  }

  /// What one property was set to, and how to bind it again (after a change of table or bundle).
  private final class Entry {
    weak var object: AnyObject?
    let value: String
    /// The store's property names of the bindings (one, or one per segment with a key).
    let storeProperties: [String]
    let bind: @MainActor (InterfaceKeyBinder, AnyObject) -> Void

    init(
      object: AnyObject, value: String, storeProperties: [String],
      bind: @escaping @MainActor (InterfaceKeyBinder, AnyObject) -> Void
    ) {
      self.object = object
      self.value = value
      self.storeProperties = storeProperties
      self.bind = bind
    }
  }

  private var entries: [Slot: Entry] = [:]
  private var pruneThreshold = minimumPruneThreshold
  private static let minimumPruneThreshold = 64

  /// Creates a binder.
  ///
  /// - Parameters:
  ///   - store: the store the bindings go through.
  ///   - bundle: the bundle with the interface table (`nil`: for each key, the first default bundle that has it).
  ///   - table: the interface table; by default `bundle`'s (else the main bundle's) Info.plist
  ///     `L10nKitInterfaceTable`, else `Localizable`.
  package init(store: LocalizationBindingStore, bundle: Bundle? = nil, table: String? = nil) {
    self.store = store
    self.bundle = bundle
    self.table = table ?? Self.configuredTable(in: bundle ?? store.localizer.bundleRegistry.mainBundle) ?? "Localizable"
  }

  /// The interface table a bundle's Info.plist names under `L10nKitInterfaceTable`, if any.
  package static func configuredTable(in bundle: Bundle) -> String? {
    guard let name = bundle.object(forInfoDictionaryKey: tableInfoPlistKey) as? String else { return nil }
    let table = name.trimmingCharacters(in: .whitespacesAndNewlines)
    return table.isEmpty ? nil : table
  }

  /// The `LocalizationKey` an interface key stands for: the key in `table` of `bundle` (else of the first default
  /// bundle whose table has it), without a fallback, so a key no table has shows itself.
  package func localizationKey(for key: String) -> LocalizationKey {
    let bundle = bundle ?? store.localizer.defaultBundle(forKey: key, table: table)
    return LocalizationKey(key, table: table, bundle: bundle, fallback: "")
  }

  /// The getter of an `lz*` property: the key (for segment lists, the list) `property` of `object` is bound to,
  /// without surrounding whitespace, or `nil` when it is not bound.
  public func key(of object: AnyObject, for property: InterfaceProperty) -> String? {
    guard let entry = entries[Slot(object: ObjectIdentifier(object), keyPath: property.keyPath)],
      entry.object === object
    else { return nil }
    return entry.value
  }

  /// The setter of a single-key `lz*` property: binds `property` of `object` to `key` (`apply` sets the text now
  /// and after every language change), replacing what it was bound to; `nil` or a blank key unbinds it and leaves
  /// the current text as it is.
  public func setKey<Object: AnyObject>(
    _ key: String?, of object: Object, for property: InterfaceProperty,
    apply: @escaping @MainActor (Object, String) -> Void
  ) {
    let slot = unbind(object, property)
    let key = (key ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !key.isEmpty else { return }
    let storeProperty = property.keyPath
    let entry = Entry(object: object, value: key, storeProperties: [storeProperty]) { binder, target in
      guard let target = target as? Object else { return }
      binder.store.bind(target, property: storeProperty, key: binder.localizationKey(for: key), apply: apply)
    }
    install(entry, at: slot, on: object)
  }

  /// The setter of a segment-list `lz*` property: binds segment `i` of `object` to the `i`-th comma-separated key
  /// of `keys` (`apply(object, i, text)` sets it; segments without a key, and keys past the segments
  /// `segmentCount` reports when the text is applied, are left alone). `nil` or a list without keys unbinds.
  public func setSegmentKeys<Object: AnyObject>(
    _ keys: String?, of object: Object, for property: InterfaceProperty,
    segmentCount: @escaping @MainActor (Object) -> Int, apply: @escaping @MainActor (Object, Int, String) -> Void
  ) {
    let slot = unbind(object, property)
    let value = keys?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    let keys = InterfaceProperty(property.keyPath, isSegmentList: true).keys(in: value)
    guard !keys.isEmpty else { return }
    let segments = keys.enumerated().filter { !$0.element.isEmpty }.map {
      (index: $0.offset, key: $0.element, storeProperty: "\(property.keyPath)[\($0.offset)]")
    }
    let entry = Entry(object: object, value: value, storeProperties: segments.map(\.storeProperty)) {
      binder, target in
      guard let target = target as? Object else { return }
      for segment in segments {
        binder.store.bind(target, property: segment.storeProperty, key: binder.localizationKey(for: segment.key)) {
          control, text in
          if segment.index < segmentCount(control) { apply(control, segment.index, text) }
        }
      }
    }
    install(entry, at: slot, on: object)
  }

  /// Removes what `property` of `object` was bound to (also the bindings of a released object that had the same
  /// identifier) and returns its slot.
  private func unbind(_ object: AnyObject, _ property: InterfaceProperty) -> Slot {
    let slot = Slot(object: ObjectIdentifier(object), keyPath: property.keyPath)
    if let previous = entries.removeValue(forKey: slot) {
      for storeProperty in previous.storeProperties { store.unbind(object, property: storeProperty) }
    }
    return slot
  }

  private func install(_ entry: Entry, at slot: Slot, on object: AnyObject) {
    entries[slot] = entry
    entry.bind(self, object)
    if entries.count >= pruneThreshold {
      entries = entries.filter { $0.value.object != nil }
      pruneThreshold = max(Self.minimumPruneThreshold, entries.count * 2)
    }
  }

  /// Binds every live object again with the current table and bundle, and forgets released ones.
  private func rebindAll() {
    for (slot, entry) in entries {
      if let object = entry.object {
        entry.bind(self, object)
      } else {
        entries[slot] = nil
      }
    }
  }

  /// The number of objects and properties the binder remembers, released ones not yet forgotten included (for
  /// tests).
  var entryCount: Int { entries.count }
}
