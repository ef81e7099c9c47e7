// A test-only module named `AppKit`, for type-checking L10nKit's AppKit adapter on Linux
// (`InterfaceKeyAdapterTypeCheckTests`). It declares only the members the adapter uses, with the macOS SDK's Swift
// signatures and isolation (the accessibility setters are methods of the `NSAccessibility` protocol in Swift).
// `NSMenu`, `NSMenuItem` and `NSTabViewItem` are declared without `@MainActor`, as SDKs before the main-actor
// annotations of AppKit import them; the adapter marks every extension `@MainActor`, so it must compile either way.
// Nothing here is built by the package; the bodies do nothing.
@_exported import Foundation

/// `NSResponder` (`@MainActor open class NSResponder: NSObject`).
@MainActor open class NSResponder: NSObject {}

/// `NSUserInterfaceLayoutDirection` (`enum NSUserInterfaceLayoutDirection: Int, @unchecked Sendable`).
public enum NSUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// `NSView` (`@MainActor open class NSView: NSResponder`).
@MainActor open class NSView: NSResponder {
  /// `open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection`
  open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection = .leftToRight
  /// `open var subviews: [NSView]`
  open var subviews: [NSView] = []
  /// `open var toolTip: String?`
  open var toolTip: String?
  /// `open func setAccessibilityLabel(_ accessibilityLabel: String?)`
  open func setAccessibilityLabel(_ accessibilityLabel: String?) {}
  /// `open func setAccessibilityHelp(_ accessibilityHelp: String?)`
  open func setAccessibilityHelp(_ accessibilityHelp: String?) {}
}

/// `NSControl` (`@MainActor open class NSControl: NSView`).
@MainActor open class NSControl: NSView {
  /// `open var stringValue: String`
  open var stringValue: String = ""
}

/// `NSTextField` (`@MainActor open class NSTextField: NSControl`).
@MainActor open class NSTextField: NSControl {
  /// `open var placeholderString: String?`
  open var placeholderString: String?
}

/// `NSButton` (`@MainActor open class NSButton: NSControl`).
@MainActor open class NSButton: NSControl {
  /// `open var title: String`
  open var title: String = ""
}

/// `NSSegmentedControl` (`@MainActor open class NSSegmentedControl: NSControl`).
@MainActor open class NSSegmentedControl: NSControl {
  /// `open var segmentCount: Int`
  open var segmentCount: Int = 0
  /// `open func setLabel(_ label: String, forSegment segment: Int)`
  open func setLabel(_ label: String, forSegment segment: Int) {}
}

/// `NSBox` (`@MainActor open class NSBox: NSView`).
@MainActor open class NSBox: NSView {
  /// `open var title: String`
  open var title: String = ""
}

/// `NSWindow` (`@MainActor open class NSWindow: NSResponder`).
@MainActor open class NSWindow: NSResponder {
  /// `open var title: String`
  open var title: String = ""
  /// `open var contentView: NSView?`
  open var contentView: NSView?
  /// `open var contentViewController: NSViewController?`
  open var contentViewController: NSViewController?
}

/// `NSViewController` (`@MainActor open class NSViewController: NSResponder`).
@MainActor open class NSViewController: NSResponder {}

/// `NSMenu` (`open class NSMenu: NSObject`; see the note above on its isolation).
open class NSMenu: NSObject {
  /// `open var title: String`
  open var title: String = ""
}

/// `NSMenuItem` (`open class NSMenuItem: NSObject`; see the note above on its isolation).
open class NSMenuItem: NSObject {
  /// `open var title: String`
  open var title: String = ""
}

/// `NSTabViewItem` (`open class NSTabViewItem: NSObject`; see the note above on its isolation).
open class NSTabViewItem: NSObject {
  /// `open var label: String`
  open var label: String = ""
}

/// `NSToolbarItem` (`@MainActor open class NSToolbarItem: NSObject`, `NS_SWIFT_UI_ACTOR` in `NSToolbarItem.h`).
@MainActor open class NSToolbarItem: NSObject {
  /// `open var label: String`
  open var label: String = ""
}
