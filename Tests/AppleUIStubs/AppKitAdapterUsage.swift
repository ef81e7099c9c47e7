// Compiled only by `InterfaceKeyAdapterTypeCheckTests`, into the L10nKit module together with the AppKit stub
// module: it uses every `lz*` property of the AppKit adapter with its type, so the check fails if the adapter's `#if`
// left it out or a property is missing or mistyped.
import AppKit

@MainActor
func useEveryAppKitInterfaceKey() -> [String?] {
  let view = NSView()
  view.lzToolTip = "view.toolTip"
  view.lzAccessibilityLabel = "a11y.label"
  view.lzAccessibilityHint = "a11y.hint"
  let field = NSTextField()
  field.lzText = "field.text"
  field.lzPlaceholder = "field.placeholder"
  let button = NSButton()
  button.lzTitle = "button.title"
  let box = NSBox()
  box.lzTitle = "box.title"
  let segments = NSSegmentedControl()
  segments.lzSegmentLabels = "view.list, view.grid"
  let window = NSWindow()
  window.lzTitle = "window.title"
  let menu = NSMenu()
  menu.lzTitle = "menu.title"
  let menuItem = NSMenuItem()
  menuItem.lzTitle = "menuItem.title"
  let tab = NSTabViewItem()
  tab.lzLabel = "tab.label"
  let toolbarItem = NSToolbarItem()
  toolbarItem.lzLabel = "toolbar.label"
  return [
    view.lzToolTip, view.lzAccessibilityLabel, view.lzAccessibilityHint, field.lzText, field.lzPlaceholder,
    button.lzTitle, box.lzTitle, segments.lzSegmentLabels, window.lzTitle, menu.lzTitle, menuItem.lzTitle,
    tab.lzLabel, toolbarItem.lzLabel, button.lzToolTip,
  ]
}

/// Every part of the AppKit side of an in-app language switch (`WholeApp/AppKit`).
@MainActor
func useEveryAppKitLanguageSwitchPart(windows: [NSWindow]) {
  Localizer.shared.applyLayoutDirection(to: windows)
  Localizer.shared.reloadInterface(of: windows) { _ in NSViewController() }
  Localizer.shared.reloadInterface(of: windows, makeRoot: { _ in NSViewController() }, restore: { _, _ in })
}
