#if canImport(SwiftUI)
  public import SwiftUI

  extension View {
    /// Puts `localizer`'s `locale` in `\.locale` and its `characterDirection` in `\.layoutDirection`, and keeps
    /// them current: apply it once, to the root view. Dates, numbers and measurements that SwiftUI formats
    /// (`Text(date, style: .date)`, `Text(price, format: .currency(code: "EUR"))`) then follow the in-app language
    /// with the user's region, and the layout mirrors for a right-to-left language.
    ///
    /// ```swift
    /// WindowGroup { ContentView().localized(by: Localizer.shared) }
    /// ```
    ///
    /// The modifier's body reads both through Observation, as every lookup does, so a language change re-runs it
    /// (macOS 14, iOS 17 and later).
    public func localized(by localizer: Localizer) -> some View {
      modifier(LocalizedEnvironment(localizer: localizer))
    }
  }

  /// The modifier behind `localized(by:)`.
  struct LocalizedEnvironment: ViewModifier {
    let localizer: Localizer

    func body(content: Content) -> some View {
      content
        .environment(\.locale, localizer.locale)
        .environment(\.layoutDirection, localizer.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
  }
#endif
