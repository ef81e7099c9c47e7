// The `lz*` properties on UIKit classes: each getter and setter is one call into `InterfaceKeyBinder`, which holds
// all the behaviour and is tested on Linux. Interface Builder sets them as user-defined runtime attributes
// (`@IBInspectable` puts them in the Attributes inspector too). The setters' closures take the object as a
// parameter and capture nothing, so a binding never keeps its view alive.
#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  @MainActor
  extension UIView {
    /// The key of the view's `accessibilityLabel` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzAccessibilityLabel: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .accessibilityLabel) }
      set {
        InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .accessibilityLabel) { $0.accessibilityLabel = $1 }
      }
    }

    /// The key of the view's `accessibilityHint` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzAccessibilityHint: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .accessibilityHint) }
      set {
        InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .accessibilityHint) { $0.accessibilityHint = $1 }
      }
    }
  }

  @MainActor
  extension UILabel {
    /// The key of the label's `text` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzText: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .text) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .text) { $0.text = $1 } }
    }
  }

  @MainActor
  extension UITextField {
    /// The key of the field's `text` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzText: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .text) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .text) { $0.text = $1 } }
    }

    /// The key of the field's `placeholder` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzPlaceholder: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .placeholder) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .placeholder) { $0.placeholder = $1 } }
    }
  }

  @MainActor
  extension UITextView {
    /// The key of the text view's `text` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzText: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .text) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .text) { $0.text = $1 } }
    }
  }

  @MainActor
  extension UISearchBar {
    /// The key of the search bar's `placeholder` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzPlaceholder: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .placeholder) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .placeholder) { $0.placeholder = $1 } }
    }
  }

  @MainActor
  extension UIButton {
    /// The key of the button's title for `.normal` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .title) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .title) { $0.setTitle($1, for: .normal) } }
    }

    /// The key of the button's title for `.highlighted` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzHighlightedTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .highlightedTitle) }
      set {
        InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .highlightedTitle) {
          $0.setTitle($1, for: .highlighted)
        }
      }
    }

    /// The key of the button's title for `.selected` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzSelectedTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .selectedTitle) }
      set {
        InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .selectedTitle) { $0.setTitle($1, for: .selected) }
      }
    }

    /// The key of the button's title for `.disabled` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzDisabledTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .disabledTitle) }
      set {
        InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .disabledTitle) { $0.setTitle($1, for: .disabled) }
      }
    }
  }

  @MainActor
  extension UISegmentedControl {
    /// The keys of the segment titles in the interface table, comma-separated, one per segment (`"tab.all,
    /// tab.unread"`; an empty entry leaves that segment alone); `nil` or empty: not bound.
    @IBInspectable public var lzSegmentTitles: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .segmentTitles) }
      set {
        InterfaceKeyBinder.shared.setSegmentKeys(
          newValue, of: self, for: .segmentTitles, segmentCount: { $0.numberOfSegments },
          apply: { $0.setTitle($2, forSegmentAt: $1) })
      }
    }
  }

  @MainActor
  extension UIBarItem {
    /// The key of the item's `title` (bar button and tab bar items) in the interface table; `nil` or empty: not
    /// bound.
    @IBInspectable public var lzTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .title) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .title) { $0.title = $1 } }
    }
  }

  @MainActor
  extension UINavigationItem {
    /// The key of the navigation item's `title` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .title) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .title) { $0.title = $1 } }
    }

    #if !os(tvOS)
      /// The key of the navigation item's `prompt` in the interface table; `nil` or empty: not bound.
      @IBInspectable public var lzPrompt: String? {
        get { InterfaceKeyBinder.shared.key(of: self, for: .prompt) }
        set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .prompt) { $0.prompt = $1 } }
      }
    #endif

    /// The key of the navigation item's `backButtonTitle` in the interface table; `nil` or empty: not bound.
    @IBInspectable public var lzBackButtonTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .backButtonTitle) }
      set { InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .backButtonTitle) { $0.backButtonTitle = $1 } }
    }
  }

  @MainActor
  extension UIViewController {
    /// The key of the view controller's `title` in the interface table; `nil` or empty: not bound.
    ///
    /// UIKit's `title` setter also sets `navigationItem.title`. A navigation item bound to its own key keeps its text
    /// (a settings screen titled "Icon" whose navigation bar says "App Icon"), whichever of the two is applied first,
    /// at load and after every language change, as the storyboard showed it.
    @IBInspectable public var lzTitle: String? {
      get { InterfaceKeyBinder.shared.key(of: self, for: .title) }
      set {
        InterfaceKeyBinder.shared.setKey(newValue, of: self, for: .title) { controller, text in
          let item = controller.navigationItem
          let itemText = item.title
          let itemIsBound = InterfaceKeyBinder.shared.key(of: item, for: .title) != nil
          controller.title = text
          if itemIsBound { item.title = itemText }
        }
      }
    }
  }
#endif
