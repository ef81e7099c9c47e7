// Compiled only by `InterfaceKeyAdapterTypeCheckTests`, into the L10nKit module together with the UIKit stub
// module: it uses every `lz*` property of the UIKit adapter with its type, so the check fails if the adapter's `#if`
// left it out or a property is missing or mistyped.
import UIKit

@MainActor
func useEveryUIKitInterfaceKey() -> [String?] {
  let view = UIView()
  view.lzAccessibilityLabel = "a11y.label"
  view.lzAccessibilityHint = "a11y.hint"
  let label = UILabel()
  label.lzText = "label.text"
  let field = UITextField()
  field.lzText = "field.text"
  field.lzPlaceholder = "field.placeholder"
  let textView = UITextView()
  textView.lzText = "textView.text"
  let searchBar = UISearchBar()
  searchBar.lzPlaceholder = "search.placeholder"
  let button = UIButton()
  button.lzTitle = "button.normal"
  button.lzHighlightedTitle = "button.highlighted"
  button.lzSelectedTitle = "button.selected"
  button.lzDisabledTitle = "button.disabled"
  let segments = UISegmentedControl()
  segments.lzSegmentTitles = "tab.all, tab.unread"
  let barItem: UIBarItem = UIBarButtonItem()
  barItem.lzTitle = "bar.title"
  let navigationItem = UINavigationItem()
  navigationItem.lzTitle = "nav.title"
  navigationItem.lzPrompt = "nav.prompt"
  navigationItem.lzBackButtonTitle = "nav.back"
  let controller = UIViewController()
  controller.lzTitle = "controller.title"
  return [
    view.lzAccessibilityLabel, view.lzAccessibilityHint, label.lzText, field.lzText, field.lzPlaceholder,
    textView.lzText, searchBar.lzPlaceholder, button.lzTitle, button.lzHighlightedTitle, button.lzSelectedTitle,
    button.lzDisabledTitle, segments.lzSegmentTitles, barItem.lzTitle, navigationItem.lzTitle,
    navigationItem.lzPrompt, navigationItem.lzBackButtonTitle, controller.lzTitle, label.lzAccessibilityLabel,
  ]
}

/// Every part of the UIKit side of an in-app language switch (`WholeApp/UIKit`).
@MainActor
func useEveryUIKitLanguageSwitchPart(window: UIWindow) {
  Localizer.shared.applyLayoutDirection(to: [window])
  Localizer.shared.reloadInterface(of: window) { UITabBarController() }
  Localizer.shared.reloadInterface(
    of: window, animated: false, makeRoot: { UIViewController() },
    restore: { previous, new in new.title = previous.title })
}
