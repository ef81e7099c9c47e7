// The `lz*` properties on AppKit classes: each getter and setter is one call into `InterfaceKeyBinder`, which holds
// all the behaviour and is tested on Linux. Interface Builder sets them as user-defined runtime attributes
// (`@IBInspectable` puts them in the Attributes inspector too). The setters' closures take the object as a
// parameter and capture nothing, so a binding never keeps its object alive. Mac Catalyst apps use the UIKit ones.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit

  @MainActor
  extension NSView {
    /// The key of the view's `toolTip` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzToolTip: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .toolTip) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .toolTip) { $0.toolTip = $1 } }
    }

    /// The key of the view's accessibility label in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzAccessibilityLabel: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .accessibilityLabel) }
      set {
        InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .accessibilityLabel) { $0.setAccessibilityLabel($1) }
      }
    }

    /// The key of the view's accessibility help (AppKit's accessibility hint) in the interface table; `nil` or
    /// empty: not bound.
    @IBInspectable public var lzAccessibilityHint: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .accessibilityHint) }
      set {
        InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .accessibilityHint) { $0.setAccessibilityHelp($1) }
      }
    }
  }

  @MainActor
  extension NSTextField {
    /// The key of the field's `stringValue` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzText: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .text) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .text) { $0.stringValue = $1 } }
    }

    /// The key of the field's `placeholderString` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzPlaceholder: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .placeholder) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .placeholder) { $0.placeholderString = $1 } }
    }
  }

  @MainActor
  extension NSButton {
    /// The key of the button's `title` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .title) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .title) { $0.title = $1 } }
    }
  }

  @MainActor
  extension NSBox {
    /// The key of the box's `title` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .title) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .title) { $0.title = $1 } }
    }
  }

  @MainActor
  extension NSSegmentedControl {
    /// The keys of the segment labels in the interface table, comma-separated, one per segment (`"view.list,
    /// view.grid"`; an empty entry leaves that segment alone); `nil` or empty: not bound.
    @IBInspectable public var lzSegmentLabels: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .segmentLabels) }
      set {
        InterfaceKeyBinder.shared.setSegmentKeys(
          newValue, of: self, for: .segmentLabels, segmentCount: { $0.segmentCount },
          apply: { $0.setLabel($2, forSegment: $1) })
      }
    }
  }

  @MainActor
  extension NSWindow {
    /// The key of the window's `title` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .title) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .title) { $0.title = $1 } }
    }
  }

  @MainActor
  extension NSMenu {
    /// The key of the menu's `title` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .title) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .title) { $0.title = $1 } }
    }
  }

  @MainActor
  extension NSMenuItem {
    /// The key of the menu item's `title` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .title) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .title) { $0.title = $1 } }
    }
  }

  @MainActor
  extension NSTabViewItem {
    /// The key of the tab's `label` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzLabel: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .label) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .label) { $0.label = $1 } }
    }
  }

  @MainActor
  extension NSToolbarItem {
    /// The key of the toolbar item's `label` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzLabel: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .label) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .label) { $0.label = $1 } }
    }
  }
#endif
