import Foundation

/// The locale numbers are formatted in, with its `LocalizedNumberFormat` learnt on first use and then shared by
/// every lookup that uses this source (one per table chain).
final class NumberFormatSource: Sendable {
  /// The locale `String(format:locale:)` uses for what the fast format does not cover.
  let locale: Locale
  private let resolved = LockedState<LocalizedNumberFormat??>(nil)

  init(locale: Locale) {
    self.locale = locale
  }

  /// The locale's fast number format, or `nil` when it has none.
  var numberFormat: LocalizedNumberFormat? {
    if let format = resolved.withLock({ $0 }) { return format }
    let format = LocalizedNumberFormat.forLocale(locale)
    resolved.withLock { $0 = .some(format) }
    return format
  }
}
