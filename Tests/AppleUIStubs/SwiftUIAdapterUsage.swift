// Compiled only by `SwiftUIAdapterTypeCheckTests`, into the L10nKit module together with the SwiftUI stub module: it
// uses every SwiftUI convenience with its type, so the check fails if the `#if canImport(SwiftUI)` left it out or a
// signature changed.
import Foundation
import SwiftUI

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func useEverySwiftUIConvenience(bundle: Bundle, count: Int) -> (Text, Text, LocalizedStringResource) {
  let key = LocalizationKey("inbox.title", table: "Localizable", bundle: bundle)
  let plain = Text(key)
  let typed = Text(localized: { "\(count) unread" })
  return (plain, typed, key.resource)
}

/// The root modifier, with the type it returns.
@MainActor
func useTheRootModifier(_ content: Text) -> some View {
  content.localized(by: Localizer.shared)
}
