#if canImport(SwiftUI)
  import Foundation
  // `LocalizedStringResource` is Foundation's; SwiftUI re-exports Foundation, so the public import of SwiftUI makes
  // it usable in this file's public API.
  public import SwiftUI

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  extension LocalizationKeyConvertible {
    /// A `LocalizedStringResource` for APIs that take one (App Intents, `Text`, widgets), from a key type value
    /// (`L10n.LocalizableKey("login.title")`, or `.loginTitle` with key symbols on). Apple's lookup resolves it, in
    /// the language L10nKit uses for this key's bundle here (a `withLanguage` scope, else the in-app or system
    /// language).
    public var resource: LocalizedStringResource {
      let key = localizationKey
      let language = Localizer.current.effectiveLanguage(for: key.bundle, table: key.table)
      return LocalizedStringResource(
        String.LocalizationValue(key.key), table: key.table,
        locale: language.map { Locale(identifier: $0) } ?? .current,
        bundle: .atURL(key.bundle.bundleURL))
    }
  }

  extension Text {
    /// A text showing `key` (a key type value, or a key symbol) in the language L10nKit currently uses
    /// (a `withLanguage` scope, else the in-app or system language).
    public init(_ key: some LocalizationKeyConvertible) {
      self.init(verbatim: Localizer.current.string(key))
    }

    /// A text showing what `text` returns, usually a generated accessor whose arguments keep their Swift types:
    /// `Text(localized: { L10n.Inbox.unread(count) })`. It runs whenever the view's body is evaluated.
    public init(localized text: () -> String) {
      self.init(verbatim: text())
    }
  }
#endif
