// A test-only module named `UIKit`, for type-checking L10nKit's UIKit adapter on Linux
// (`InterfaceKeyAdapterTypeCheckTests`). It declares only the members the adapter uses, with the iOS SDK's Swift
// signatures and isolation. Simplification: the SDK declares `accessibilityLabel` and `accessibilityHint` on
// `NSObject` (the informal `UIAccessibility` protocol); here they are on `UIView`, where the adapter uses them.
// Nothing here is built by the package; the bodies do nothing.
@_exported import Foundation

/// `UIResponder` (`@MainActor open class UIResponder: NSObject`).
@MainActor open class UIResponder: NSObject {}

/// `UISemanticContentAttribute` (`enum UISemanticContentAttribute: Int, @unchecked Sendable`).
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

/// `UIView` (`@MainActor open class UIView: UIResponder`).
@MainActor open class UIView: UIResponder {
  /// `open var accessibilityLabel: String?`
  open var accessibilityLabel: String?
  /// `open var accessibilityHint: String?`
  open var accessibilityHint: String?
  /// `open var semanticContentAttribute: UISemanticContentAttribute`
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  /// `open var subviews: [UIView] { get }`
  open var subviews: [UIView] { [] }
  /// `static func appearance() -> Self` (of the `UIAppearance` protocol, which `UIView` adopts).
  public class func appearance() -> Self { fatalError("stub") }

  /// `UIView.AnimationOptions` (`struct AnimationOptions: OptionSet, Sendable` over `UInt`).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.transitionCrossDissolve` (`5 << 20`).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// `class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
  /// animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`
  open class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {}
}

/// `UIWindow` (`@MainActor open class UIWindow: UIView`).
@MainActor open class UIWindow: UIView {
  /// `open var rootViewController: UIViewController?`
  open var rootViewController: UIViewController?
}

/// `UINavigationBar` (`@MainActor open class UINavigationBar: UIView`).
@MainActor open class UINavigationBar: UIView {}

/// `UITabBar` (`@MainActor open class UITabBar: UIView`).
@MainActor open class UITabBar: UIView {}

/// `UIControl` (`@MainActor open class UIControl: UIView`).
@MainActor open class UIControl: UIView {
  /// `UIControl.State` (`struct State: OptionSet, Sendable` over `UInt`).
  public struct State: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.normal` (no bits).
    public static let normal = State([])
    /// `.highlighted`.
    public static let highlighted = State(rawValue: 1 << 0)
    /// `.disabled`.
    public static let disabled = State(rawValue: 1 << 1)
    /// `.selected`.
    public static let selected = State(rawValue: 1 << 2)
  }
}

/// `UILabel` (`@MainActor open class UILabel: UIView`).
@MainActor open class UILabel: UIView {
  /// `open var text: String?`
  open var text: String?
}

/// `UITextField` (`@MainActor open class UITextField: UIControl`).
@MainActor open class UITextField: UIControl {
  /// `open var text: String?`
  open var text: String?
  /// `open var placeholder: String?`
  open var placeholder: String?
}

/// `UIScrollView` (`@MainActor open class UIScrollView: UIView`).
@MainActor open class UIScrollView: UIView {}

/// `UITextView` (`@MainActor open class UITextView: UIScrollView`).
@MainActor open class UITextView: UIScrollView {
  /// `open var text: String!`
  open var text: String!
}

/// `UISearchBar` (`@MainActor open class UISearchBar: UIView`).
@MainActor open class UISearchBar: UIView {
  /// `open var placeholder: String?`
  open var placeholder: String?
}

/// `UIButton` (`@MainActor open class UIButton: UIControl`).
@MainActor open class UIButton: UIControl {
  /// `open func setTitle(_ title: String?, for state: UIControl.State)`
  open func setTitle(_ title: String?, for state: UIControl.State) {}
}

/// `UISegmentedControl` (`@MainActor open class UISegmentedControl: UIControl`).
@MainActor open class UISegmentedControl: UIControl {
  /// `open var numberOfSegments: Int { get }`
  open var numberOfSegments: Int { 0 }
  /// `open func setTitle(_ title: String?, forSegmentAt segment: Int)`
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
}

/// `UIBarItem` (`@MainActor open class UIBarItem: NSObject`, `NS_SWIFT_UI_ACTOR` in `UIBarItem.h`).
@MainActor open class UIBarItem: NSObject {
  /// `open var title: String?`
  open var title: String?
}

/// `UIBarButtonItem` (`@MainActor open class UIBarButtonItem: UIBarItem`).
@MainActor open class UIBarButtonItem: UIBarItem {}

/// `UINavigationItem` (`@MainActor open class UINavigationItem: NSObject`).
@MainActor open class UINavigationItem: NSObject {
  /// `open var title: String?`
  open var title: String?
  /// `open var prompt: String?` (unavailable on tvOS)
  open var prompt: String?
  /// `open var backButtonTitle: String?`
  open var backButtonTitle: String?
}

/// `UIViewController` (`@MainActor open class UIViewController: UIResponder`).
@MainActor open class UIViewController: UIResponder {
  /// `open var title: String?`: setting it also sets the navigation item's title, as UIKit does.
  open var title: String? {
    didSet { navigationItem.title = title }
  }
  /// `open var navigationItem: UINavigationItem { get }`
  open private(set) var navigationItem = UINavigationItem()
}

/// `UITabBarController` (`@MainActor open class UITabBarController: UIViewController`).
@MainActor open class UITabBarController: UIViewController {
  /// `open var viewControllers: [UIViewController]?`
  open var viewControllers: [UIViewController]?
  /// `open var selectedIndex: Int`
  open var selectedIndex: Int = 0
}

/// `UINavigationController` (`@MainActor open class UINavigationController: UIViewController`).
@MainActor open class UINavigationController: UIViewController {
  /// `open var viewControllers: [UIViewController]`
  open var viewControllers: [UIViewController] = []
}

/// `UIStoryboard` (`@MainActor open class UIStoryboard: NSObject`).
@MainActor open class UIStoryboard: NSObject {
  /// `public init(name: String, bundle storyboardBundleOrNil: Bundle?)`
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
  /// `open func instantiateInitialViewController() -> UIViewController?`
  open func instantiateInitialViewController() -> UIViewController? { nil }
}
