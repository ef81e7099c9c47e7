/// Which texts of an Interface Builder element ibtool exports, and under which key suffix
/// (Docs/Formats.md §6.3, §6.4).
///
/// The rules, observed on real ibtool exports:
/// - A text is read from the attribute named like the property, or else from a `<string key="P">` child (multi-line
///   texts). An empty text is never exported.
/// - **UIKit**: the view owns its texts (`UILabel.text`, `UIButton.normalTitle` from `<state key="normal">`,
///   `UISegmentedControl` `OID.segmentTitles[i]`, `UITableViewSection` header and footer titles, every controller's
///   `title`), and `<accessibility key="accessibilityConfiguration">` gives `accessibilityLabel` and
///   `accessibilityHint` on any object.
/// - **AppKit**: cells carry the texts, so the key uses the cell's ObjectID (`NSTextFieldCell.title`,
///   `NSButtonCell.title`); a popup button cell's title is never exported, its menu items are. A view's tool tip is
///   `ibShadowedToolTip` and its accessibility description `ibExternalAccessibilityDescription`; a table column owns
///   `headerCell.title`; segmented cells have `OID.ibShadowedLabels[i]` and `OID.ibShadowedToolTips[i]`; an `NSBox`
///   title is exported whatever its title position.
/// - Runtime attributes, constraints, bindings, formatters, colors and images are never exported.
enum IBLocalizableMapping {
  /// The exported texts of `element`, whose ObjectID is `objectID`.
  static func properties(
    of element: XMLElementNode, objectID: String, className: String?, platform: IBPlatform
  ) -> [IBLocalizableProperty] {
    var collector = Collector(element: element, objectID: objectID, className: className ?? element.name)
    switch platform {
    case .macOS: collectAppKit(&collector)
    case .watchOS: collectWatchKit(&collector)
    case .iOS, .tvOS, .unknown: collectUIKit(&collector)
    }
    return collector.properties
  }

  // MARK: - UIKit

  private static func collectUIKit(_ collector: inout Collector) {
    let element = collector.element
    switch element.name {
    case "label", "textView":
      collector.add("text")
    case "textField":
      collector.add("text")
      collector.add("placeholder")
    case "button":
      for state in element.children(named: "state") {
        guard let key = state[attribute: "key"] else { continue }
        collector.add(key + "Title", from: state, property: "title")
      }
      if let configuration = element.child(named: "buttonConfiguration", key: "configuration") {
        collector.add("configuration.title", from: configuration, property: "title")
        collector.add("configuration.subtitle", from: configuration, property: "subtitle")
      }
    case "searchBar":
      collector.add("text")
      collector.add("placeholder")
      collector.add("prompt")
      if let titles = element.child(named: "scopeButtonTitles") {
        for (index, title) in titles.children(named: "string").enumerated() where !title.text.isEmpty {
          collector.add(
            indexed: "scopeButtonTitles[\(index)]", value: title.text, span: title.textSpan ?? title.span)
        }
      }
    case "segmentedControl":
      collector.addSegments(attribute: "title", property: "segmentTitles")
    case "navigationItem":
      collector.add("title")
      collector.add("prompt")
      collector.add("backButtonTitle")
    case "barButtonItem", "tabBarItem", "menu", "command":
      collector.add("title")
    case "tableViewSection":
      collector.add("headerTitle")
      collector.add("footerTitle")
    default:
      if isController(element.name) { collector.add("title") }
    }
    if let accessibility = element.child(named: "accessibility", key: "accessibilityConfiguration") {
      collector.add("accessibilityLabel", from: accessibility, property: "label")
      collector.add("accessibilityHint", from: accessibility, property: "hint")
    }
  }

  // MARK: - AppKit

  /// AppKit elements that are no views, so have no `ibShadowedToolTip` of their own.
  private static let appKitNonViews: Set<String> = [
    "menu", "menuItem", "window", "toolbar", "toolbarItem", "tabViewItem", "tableColumn", "touchBarPopoverItem",
    "touchBarItem", "touchBar", "customObject", "userDefaultsController", "arrayController", "objectController",
    "treeController", "dictionaryController", "numberFormatter", "dateFormatter", "constraint", "placeholder",
  ]

  private static func collectAppKit(_ collector: inout Collector) {
    let element = collector.element
    switch element.name {
    case "textFieldCell", "secureTextFieldCell", "searchFieldCell", "tokenFieldCell", "comboBoxCell":
      collector.add("title")
      collector.add("placeholderString")
    case "buttonCell":
      collector.add("title")
      collector.add("alternateTitle")
    case "menuItem", "menu", "window", "box":
      collector.add("title")
    case "tabViewItem":
      collector.add("label")
    case "tableColumn":
      if let header = element.child(named: "tableHeaderCell", key: "headerCell") {
        collector.add("headerCell.title", from: header, property: "title")
      }
      collector.add("headerToolTip")
    case "segmentedCell":
      collector.addSegments(attribute: "label", property: "ibShadowedLabels")
      collector.addSegments(attribute: "toolTip", property: "ibShadowedToolTips")
    case "toolbarItem":
      collector.add("label")
      collector.add("paletteLabel")
    case "touchBarPopoverItem":
      collector.add("collapsedRepresentationLabel")
    default:
      if isController(element.name) { collector.add("title") }
    }
    let isView =
      !appKitNonViews.contains(element.name) && !element.name.hasSuffix("Cell") && !isController(element.name)
    if isView {
      collector.add("ibShadowedToolTip", from: element, property: "toolTip")
      if let accessibility = element.child(named: "accessibility") {
        collector.add("ibExternalAccessibilityDescription", from: accessibility, property: "description")
      }
    }
  }

  // MARK: - WatchKit

  private static func collectWatchKit(_ collector: inout Collector) {
    switch collector.element.name {
    case "label": collector.add("text")
    case "button", "controller", "menuItem": collector.add("title")
    default: break
    }
  }

  private static func isController(_ name: String) -> Bool {
    name.hasSuffix("Controller") || name == "pagecontroller"
  }

  /// Gathers one element's properties.
  private struct Collector {
    let element: XMLElementNode
    let objectID: String
    let className: String
    var properties: [IBLocalizableProperty] = []

    /// Adds `name` read from the element's attribute or `<string key>` child called `name`.
    mutating func add(_ name: String) {
      add(name, from: element, property: name)
    }

    /// Adds `name` read from `source`'s attribute or `<string key>` child called `property`, unless empty.
    mutating func add(_ name: String, from source: XMLElementNode, property: String) {
      guard let (value, span) = Self.text(of: source, property: property) else { return }
      properties.append(
        IBLocalizableProperty(objectID: objectID, name: name, className: className, value: value, valueSpan: span))
    }

    /// Adds an indexed property.
    mutating func add(indexed name: String, value: String, span: SourceSpan) {
      properties.append(
        IBLocalizableProperty(
          objectID: objectID, name: name, className: className, value: value, valueSpan: span, isIndexed: true))
    }

    /// Adds `property[i]` for each `<segments><segment>` child with a non-empty `attribute` (the index counts every
    /// segment).
    mutating func addSegments(attribute: String, property: String) {
      guard let segments = element.child(named: "segments") else { return }
      for (index, segment) in segment(of: segments).enumerated() {
        guard let (value, span) = Self.text(of: segment, property: attribute) else { continue }
        add(indexed: "\(property)[\(index)]", value: value, span: span)
      }
    }

    private func segment(of segments: XMLElementNode) -> [XMLElementNode] {
      segments.children(named: "segment")
    }

    /// The non-empty text of `property` in `element`: its attribute, else its `<string key="property">` child.
    static func text(of element: XMLElementNode, property: String) -> (String, SourceSpan)? {
      if let attribute = element.attribute(property) {
        return attribute.value.isEmpty ? nil : (attribute.value, attribute.valueSpan)
      }
      guard let child = element.child(named: "string", key: property), !child.text.isEmpty else { return nil }
      return (child.text, child.textSpan ?? child.span)
    }
  }
}
