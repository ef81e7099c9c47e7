import L10nKit

/// Where the `lz*` equivalent of one ibtool property is set: the element that receives the
/// `<userDefinedRuntimeAttribute type="string" keyPath="lz…">`, and the key path.
///
/// For UIKit the element is the object that owns the text; for AppKit cells (`NSTextFieldCell.title`,
/// `NSButtonCell.title`, `NSSegmentedCell` labels) it is the control around the cell, since L10nKit declares the
/// properties on `NSTextField`, `NSButton` and `NSSegmentedControl`.
package struct IBMigrationTarget: Hashable, Sendable {
  /// The ObjectID of the element that receives the attribute.
  package var objectID: String
  /// The `lz*` key path (`lzText`).
  package var keyPath: String
  /// The segment, for a segment list (`lzSegmentTitles`): the attribute's value then holds one key per segment.
  package var segmentIndex: Int?
  /// How many segments the control has, for a segment list.
  package var segmentCount: Int?

  package init(objectID: String, keyPath: String, segmentIndex: Int? = nil, segmentCount: Int? = nil) {
    self.objectID = objectID
    self.keyPath = keyPath
    self.segmentIndex = segmentIndex
    self.segmentCount = segmentCount
  }

  /// Whether `property` of `object` (inside `parent`) is already set by an `lz*` runtime attribute with a key (for a
  /// segment, a non-empty key at its index): such a text no longer needs an entry in the Interface Builder table,
  /// since L10nKit sets it from the app's table.
  package static func isSetByAttribute(
    _ property: IBLocalizableProperty, of object: IBObject, parent: IBObject?, platform: IBPlatform
  ) -> Bool {
    guard case .target(let target) = resolve(property, of: object, parent: parent, platform: platform) else {
      return false
    }
    let holder = target.objectID == object.id ? object : parent
    guard let attribute = holder?.runtimeAttributes.first(where: { $0.keyPath == target.keyPath }),
      let value = attribute.value
    else { return false }
    let keys = InterfaceProperty(target.keyPath, isSegmentList: target.isSegmentList).keys(in: value)
    guard let index = target.segmentIndex else { return !(keys.first ?? "").isEmpty }
    return index < keys.count && !keys[index].isEmpty
  }

  /// The keys (`<objectID>.<property>`) of the texts of `document` that an `lz*` attribute sets (see
  /// ``isSetByAttribute(_:of:parent:platform:)``): migrated with `ib-migrate`, so its table needs no entry for them.
  package static func keysSetByAttributes(in document: IBDocument) -> Set<String> {
    let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var migrated: Set<String> = []
    for object in document.objects {
      let parent = object.parentID.flatMap { objects[$0] }
      for property in object.properties
      where isSetByAttribute(property, of: object, parent: parent, platform: document.platform) {
        migrated.insert(property.key)
      }
    }
    return migrated
  }

  /// Whether the key path takes a comma-separated list of keys.
  package var isSegmentList: Bool { segmentIndex != nil }

  /// The `lz*` target of `property` of `object` (whose enclosing object is `parent`), or why it has none.
  ///
  /// The table follows L10nKit's `InterfaceProperty` and the classes its UIKit and AppKit extensions declare the
  /// properties on; a property ibtool exports that no `lz*` property sets (table section titles, `alternateTitle`,
  /// `paletteLabel`, button configurations, WatchKit) is skipped with the reason.
  package static func resolve(
    _ property: IBLocalizableProperty, of object: IBObject, parent: IBObject?, platform: IBPlatform,
    segmentCount: Int? = nil
  ) -> Resolution {
    switch platform {
    case .watchOS:
      return .skipped("WatchKit interfaces have no lz* properties")
    case .macOS:
      return appKit(property, of: object, parent: parent, segmentCount: segmentCount)
    case .iOS, .tvOS, .unknown:
      return uiKit(property, of: object, platform: platform, segmentCount: segmentCount)
    }
  }

  /// The outcome of ``resolve(_:of:parent:platform:segmentCount:)``.
  package enum Resolution: Hashable, Sendable {
    /// The property has an `lz*` equivalent.
    case target(IBMigrationTarget)
    /// It has none, for the reason given.
    case skipped(String)
  }

  /// UIKit elements that are no `UIView`, so have no `lzAccessibilityLabel` or `lzAccessibilityHint`.
  private static let uiKitNonViews: Set<String> = [
    "navigationItem", "barButtonItem", "tabBarItem", "tableViewSection", "menu", "command", "customObject",
    "placeholder",
  ]

  private static func uiKit(
    _ property: IBLocalizableProperty, of object: IBObject, platform: IBPlatform, segmentCount: Int?
  ) -> Resolution {
    let here = { (keyPath: InterfaceProperty) in Resolution.target(.init(objectID: object.id, keyPath: keyPath.keyPath))
    }
    let element = object.element
    switch (element, property.name) {
    case ("label", "text"), ("textField", "text"), ("textView", "text"):
      return here(.text)
    case ("textField", "placeholder"), ("searchBar", "placeholder"):
      return here(.placeholder)
    case ("button", "normalTitle"): return here(.title)
    case ("button", "highlightedTitle"): return here(.highlightedTitle)
    case ("button", "selectedTitle"): return here(.selectedTitle)
    case ("button", "disabledTitle"): return here(.disabledTitle)
    case ("navigationItem", "title"), ("barButtonItem", "title"), ("tabBarItem", "title"):
      return here(.title)
    case ("navigationItem", "prompt"):
      return platform == .tvOS ? .skipped("tvOS navigation items have no prompt") : here(.prompt)
    case ("navigationItem", "backButtonTitle"):
      return here(.backButtonTitle)
    case (_, "title") where isController(element):
      return here(.title)
    case (_, "accessibilityLabel"), (_, "accessibilityHint"):
      guard !uiKitNonViews.contains(element), !isController(element) else {
        return .skipped(
          "lz\(capitalized(property.name)) is declared on UIView only, and \(object.className ?? element) is no view")
      }
      return here(property.name == "accessibilityLabel" ? .accessibilityLabel : .accessibilityHint)
    case ("segmentedControl", _) where property.name.hasPrefix("segmentTitles["):
      guard let index = segmentIndex(property.name) else { return .skipped("the segment index cannot be read") }
      return .target(
        .init(
          objectID: object.id, keyPath: InterfaceProperty.segmentTitles.keyPath, segmentIndex: index,
          segmentCount: segmentCount))
    default:
      return .skipped("no lz* property sets \(object.className ?? element).\(baseName(property.name))")
    }
  }

  private static func appKit(
    _ property: IBLocalizableProperty, of object: IBObject, parent: IBObject?, segmentCount: Int?
  ) -> Resolution {
    let here = { (keyPath: InterfaceProperty) in Resolution.target(.init(objectID: object.id, keyPath: keyPath.keyPath))
    }
    let element = object.element
    func onControl(_ controls: Set<String>, _ keyPath: InterfaceProperty) -> Resolution {
      guard let parent, controls.contains(parent.element) else {
        return .skipped("the \(object.className ?? element) is not the cell of a control that has \(keyPath.keyPath)")
      }
      return .target(.init(objectID: parent.id, keyPath: keyPath.keyPath))
    }
    switch (element, property.name) {
    case ("textFieldCell", "title"), ("secureTextFieldCell", "title"), ("searchFieldCell", "title"),
      ("tokenFieldCell", "title"), ("comboBoxCell", "title"):
      return onControl(textFields, .text)
    case ("textFieldCell", "placeholderString"), ("secureTextFieldCell", "placeholderString"),
      ("searchFieldCell", "placeholderString"), ("tokenFieldCell", "placeholderString"),
      ("comboBoxCell", "placeholderString"):
      return onControl(textFields, .placeholder)
    case ("buttonCell", "title"):
      return onControl(["button"], .title)
    case ("menuItem", "title"), ("menu", "title"), ("window", "title"), ("box", "title"):
      return here(.title)
    case ("tabViewItem", "label"), ("toolbarItem", "label"):
      return here(.label)
    case (_, "ibShadowedToolTip"):
      return here(.toolTip)
    case (_, "ibExternalAccessibilityDescription"):
      return here(.accessibilityLabel)
    case ("segmentedCell", _) where property.name.hasPrefix("ibShadowedLabels["):
      guard let parent, parent.element == "segmentedControl", let index = segmentIndex(property.name)
      else { return .skipped("the NSSegmentedCell is not the cell of an NSSegmentedControl") }
      return .target(
        .init(
          objectID: parent.id, keyPath: InterfaceProperty.segmentLabels.keyPath, segmentIndex: index,
          segmentCount: segmentCount))
    default:
      return .skipped("no lz* property sets \(object.className ?? element).\(baseName(property.name))")
    }
  }

  /// AppKit elements that are `NSTextField`s (or subclasses), whose cell's texts `lzText`/`lzPlaceholder` set.
  private static let textFields: Set<String> = [
    "textField", "secureTextField", "searchField", "tokenField", "comboBox",
  ]

  /// Whether an element is a view controller (`viewController`, `tableViewController`, `pagecontroller`).
  package static func isController(_ element: String) -> Bool {
    element.hasSuffix("Controller") || element == "pagecontroller"
  }

  /// `3` for `segmentTitles[3]`.
  static func segmentIndex(_ name: String) -> Int? {
    guard let open = name.firstIndex(of: "["), let close = name.lastIndex(of: "]"), open < close else { return nil }
    return Int(name[name.index(after: open)..<close])
  }

  private static func baseName(_ name: String) -> String {
    String(name.prefix { $0 != "[" })
  }

  private static func capitalized(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}
