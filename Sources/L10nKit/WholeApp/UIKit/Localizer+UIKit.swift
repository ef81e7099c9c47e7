// The UIKit side of an in-app language switch: the layout direction of the chosen language applied to the
// appearance proxies and the windows' view trees, and a root reload that rebuilds what a storyboard or code built
// in the old language. Every decision (the direction, the language) is platform-neutral `Localizer` code tested on
// Linux; this file only hands it to UIKit.
#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension Localizer {
    /// The semantic content attribute that forces `characterDirection`.
    @MainActor
    var semanticContentAttribute: UISemanticContentAttribute {
      characterDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    }

    /// Makes the layout follow `characterDirection`: sets `semanticContentAttribute` on the appearance proxies of
    /// `UIView`, `UINavigationBar` and `UITabBar` (views created from now on) and on every view of `windows`
    /// (views that exist). Leading and trailing constraints, stack views and navigation transitions mirror with
    /// it; `reloadInterface(of:makeRoot:)` calls it.
    @MainActor
    public func applyLayoutDirection(to windows: [UIWindow]) {
      let attribute = semanticContentAttribute
      UIView.appearance().semanticContentAttribute = attribute
      UINavigationBar.appearance().semanticContentAttribute = attribute
      UITabBar.appearance().semanticContentAttribute = attribute
      for window in windows { Self.apply(attribute, to: window) }
    }

    @MainActor
    private static func apply(_ attribute: UISemanticContentAttribute, to view: UIView) {
      view.semanticContentAttribute = attribute
      for subview in view.subviews { apply(attribute, to: subview) }
    }

    /// Rebuilds the interface of `window` after a language change, for texts that only a rebuild updates: the
    /// storyboard and xib tables (`ObjectID.text`, with `redirectsMainBundle`) and views built in code without
    /// bindings. Views with `lz*` keys or bindings, generated accessors and SwiftUI follow a switch without it.
    ///
    /// It applies the layout direction (`applyLayoutDirection(to:)`), makes the new root with `makeRoot` (build it
    /// in code, or `UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!`), lets `restore`
    /// carry the old root's state over (the selected tab is carried between tab bar controllers already; push the
    /// navigation stack again there), and swaps the roots with a cross-dissolve.
    ///
    /// ```swift
    /// Localizer.shared.setLanguage("ar")
    /// Localizer.shared.reloadInterface(of: window) { MainTabBarController() }
    /// ```
    @MainActor
    public func reloadInterface(
      of window: UIWindow, animated: Bool = true, makeRoot: () -> UIViewController,
      restore: ((_ previous: UIViewController, _ new: UIViewController) -> Void)? = nil
    ) {
      applyLayoutDirection(to: [window])
      let root = makeRoot()
      if let previous = window.rootViewController {
        if let old = previous as? UITabBarController, let new = root as? UITabBarController,
          old.selectedIndex < new.viewControllers?.count ?? 0
        {
          new.selectedIndex = old.selectedIndex
        }
        restore?(previous, root)
      }
      window.rootViewController = root
      Self.apply(semanticContentAttribute, to: window)
      if animated {
        UIView.transition(
          with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil, completion: nil)
      }
    }
  }
#endif
