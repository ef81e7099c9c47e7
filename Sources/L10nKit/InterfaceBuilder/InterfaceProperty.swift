import Foundation

/// One of the `lz*` properties Interface Builder sets on a view or bar item: its name, which is the key path IB
/// stores (`<userDefinedRuntimeAttribute type="string" keyPath="lzText" value="login.title"/>`), and how its
/// value is read.
///
/// The value is one key, or for segmented controls (`isSegmentList`) a comma-separated list with one key per
/// segment (`"tab.all, tab.unread,"`: an empty entry leaves that segment as IB set it). Surrounding whitespace is
/// ignored; a value with no key unbinds.
public struct InterfaceProperty: Hashable, Sendable, CustomStringConvertible {
  /// The property and key path name (`"lzText"`).
  package let keyPath: String
  /// Whether the value is a comma-separated list of keys, one per segment.
  package let isSegmentList: Bool

  /// Creates a property; an app can add its own (`InterfaceProperty("lzSubtitle")`) for its custom views.
  public init(_ keyPath: String, isSegmentList: Bool = false) {
    self.keyPath = keyPath
    self.isSegmentList = isSegmentList
  }

  /// The key path.
  public var description: String { keyPath }

  /// `lzText`: `UILabel`, `UITextField`, `UITextView` `text`; `NSTextField` `stringValue`.
  package static let text = InterfaceProperty("lzText")
  /// `lzTitle`: `UIButton` title for `.normal`; `title` of `UIBarItem`, `UINavigationItem`, `UIViewController`,
  /// `NSButton`, `NSMenuItem`, `NSMenu`, `NSWindow`, `NSBox`.
  package static let title = InterfaceProperty("lzTitle")
  /// `lzHighlightedTitle`: `UIButton` title for `.highlighted`.
  package static let highlightedTitle = InterfaceProperty("lzHighlightedTitle")
  /// `lzSelectedTitle`: `UIButton` title for `.selected`.
  package static let selectedTitle = InterfaceProperty("lzSelectedTitle")
  /// `lzDisabledTitle`: `UIButton` title for `.disabled`.
  package static let disabledTitle = InterfaceProperty("lzDisabledTitle")
  /// `lzPlaceholder`: `UITextField`, `UISearchBar` `placeholder`; `NSTextField` `placeholderString`.
  package static let placeholder = InterfaceProperty("lzPlaceholder")
  /// `lzPrompt`: `UINavigationItem` `prompt` (not on tvOS, which has none).
  package static let prompt = InterfaceProperty("lzPrompt")
  /// `lzBackButtonTitle`: `UINavigationItem` `backButtonTitle`.
  package static let backButtonTitle = InterfaceProperty("lzBackButtonTitle")
  /// `lzLabel`: `NSTabViewItem`, `NSToolbarItem` `label`.
  package static let label = InterfaceProperty("lzLabel")
  /// `lzToolTip`: `NSView` `toolTip`.
  package static let toolTip = InterfaceProperty("lzToolTip")
  /// `lzAccessibilityLabel`: the accessibility label of every `UIView` and `NSView`.
  package static let accessibilityLabel = InterfaceProperty("lzAccessibilityLabel")
  /// `lzAccessibilityHint`: `UIView` `accessibilityHint`; `NSView` accessibility help (AppKit's name for a hint).
  package static let accessibilityHint = InterfaceProperty("lzAccessibilityHint")
  /// `lzSegmentTitles`: `UISegmentedControl` segment titles, one key per segment.
  package static let segmentTitles = InterfaceProperty("lzSegmentTitles", isSegmentList: true)
  /// `lzSegmentLabels`: `NSSegmentedControl` segment labels, one key per segment.
  package static let segmentLabels = InterfaceProperty("lzSegmentLabels", isSegmentList: true)

  /// Every property L10nKit's UIKit and AppKit extensions declare.
  package static let all: [InterfaceProperty] = [
    .text, .title, .highlightedTitle, .selectedTitle, .disabledTitle, .placeholder, .prompt, .backButtonTitle,
    .label, .toolTip, .accessibilityLabel, .accessibilityHint, .segmentTitles, .segmentLabels,
  ]

  /// The keys a value of this property names: one (none when it is blank), or for a segment list one per segment,
  /// blank where a segment has no key.
  package func keys(in value: String) -> [String] {
    guard isSegmentList else {
      let key = Self.trimmed(value)
      return key.isEmpty ? [] : [key]
    }
    let keys = value.split(separator: ",", omittingEmptySubsequences: false).map { Self.trimmed(String($0)) }
    return keys.contains { !$0.isEmpty } ? keys : []
  }

  private static func trimmed(_ value: String) -> String {
    value.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
