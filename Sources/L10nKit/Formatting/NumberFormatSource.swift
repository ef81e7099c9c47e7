import Foundation

/// The locale numbers are formatted in, with its `LocalizedNumberFormat` learnt on first use and then shared by
/// every lookup that uses this source (one per table chain). The locale itself is made on first use too: creating
/// a `Locale` loads ICU's data, which a lookup without numbers never needs (the first lookup after launch then
/// costs no more than `Bundle`'s).
final class NumberFormatSource: Sendable {
  private let makeLocale: @Sendable () -> Locale
  private let resolvedLocale = LockedState<Locale?>(nil)
  private let resolved = LockedState<LocalizedNumberFormat??>(nil)

  /// A source for a locale made already.
  convenience init(locale: Locale) {
    self.init { locale }
  }

  /// A source whose locale `makeLocale` makes on first use (once).
  init(makingLocale makeLocale: @escaping @Sendable () -> Locale) {
    self.makeLocale = makeLocale
  }

  /// The locale `String(format:locale:)` uses for what the fast format does not cover.
  var locale: Locale {
    if let locale = resolvedLocale.withLock({ $0 }) { return locale }
    let locale = makeLocale()
    return resolvedLocale.withLock { resolved in
      if let earlier = resolved { return earlier }
      resolved = locale
      return locale
    }
  }

  /// The locale's fast number format, or `nil` when it has none.
  var numberFormat: LocalizedNumberFormat? {
    if let format = resolved.withLock({ $0 }) { return format }
    let format = LocalizedNumberFormat.forLocale(locale)
    resolved.withLock { $0 = .some(format) }
    return format
  }
}
