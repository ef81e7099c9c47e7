// The AppKit side of an in-app language switch: the layout direction of the chosen language applied to the
// windows' view trees, and a reload of each window's content view controller. Every decision is platform-neutral
// `Localizer` code tested on Linux; this file only hands it to AppKit.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit

  extension Localizer {
    /// The layout direction that matches `characterDirection`.
    @MainActor
    var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection {
      characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Makes the layout of `windows` follow `characterDirection`: sets `userInterfaceLayoutDirection` on every
    /// view of their content (AppKit has no appearance proxy; views created later take the direction from the
    /// reload below, or from `NSApp`'s at the next launch). `reloadInterface(of:makeRoot:)` calls it.
    @MainActor
    public func applyLayoutDirection(to windows: [NSWindow]) {
      let direction = userInterfaceLayoutDirection
      for window in windows {
        if let view = window.contentView { Self.apply(direction, to: view) }
      }
    }

    @MainActor
    private static func apply(_ direction: NSUserInterfaceLayoutDirection, to view: NSView) {
      view.userInterfaceLayoutDirection = direction
      for subview in view.subviews { apply(direction, to: subview) }
    }

    /// Rebuilds each window's content after a language change (see the UIKit form for when an app needs it):
    /// `makeRoot` makes the new content view controller of each window, `restore` carries the old one's state
    /// over, and the layout direction is applied to the new views.
    ///
    /// ```swift
    /// Localizer.shared.reloadInterface(of: NSApp.windows) { _ in MainViewController() }
    /// ```
    @MainActor
    public func reloadInterface(
      of windows: [NSWindow], makeRoot: (NSWindow) -> NSViewController,
      restore: ((_ previous: NSViewController, _ new: NSViewController) -> Void)? = nil
    ) {
      for window in windows {
        let root = makeRoot(window)
        if let previous = window.contentViewController { restore?(previous, root) }
        window.contentViewController = root
      }
      applyLayoutDirection(to: windows)
    }
  }
#endif
