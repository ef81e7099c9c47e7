#if canImport(SwiftUI)
  public import Foundation
  public import SwiftUI

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  extension LocalizationKeyConvertible {
    /// A `LocalizedStringResource` for APIs that take one (App Intents, `Text`, widgets). Apple's lookup
    /// resolves it, in the language L10nKit uses for this key's bundle here (a `withLanguage` scope, else the in-app
    /// or system language).
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
    /// A text showing `key` in the language L10nKit currently uses (including an in-app override).
    public init(_ key: some LocalizationKeyConvertible, arguments: [LocalizationArgument] = []) {
      self.init(verbatim: Localizer.current.string(key, arguments: arguments))
    }
  }
#endif
