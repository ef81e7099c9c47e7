package import Foundation

/// Builds the `Locale` formatters use for a chosen language: the language (and script) of the choice, with the
/// user's region and region settings unless the choice names its own region. A user in Canada who picks `fr` in
/// the app gets `fr_CA`: French words, Canadian conventions (dates, numbers, metric units), as the system would
/// give a Canadian whose system language is French.
package enum LocaleComposition {
  /// The locale for `language` (`fr`, `pt-BR`, `zh-Hant`) as the user of `userLocale` would have it.
  ///
  /// - The region is the language's own (`fr-CH` → `fr_CH`), else the user's when it is a country (`fr` →
  ///   `fr_CA`; a macro-region such as `001` is not kept), else none.
  /// - When the region is the user's, the user's hour cycle, measurement system and first weekday are kept where
  ///   they differ from the region's defaults (the user's own settings).
  /// - An unusable tag gives `userLocale`.
  package static func locale(language: String, userLocale: Locale) -> Locale {
    guard let identifier = LocalizationIdentifier(language) else { return userLocale }
    let name = identifier.normalized.prefix { $0 != "." && $0 != "@" }
    let subtags = LocalizationIdentifier.subtags(of: String(name))
    let userRegion = userLocale.region.map(\.identifier).flatMap { region in
      region.count == 2 && region.allSatisfy(\.isLetter) ? region : nil
    }
    let region = subtags.region ?? userRegion
    let localeIdentifier = [subtags.language, subtags.script, region].compactMap { $0 }.joined(separator: "_")
    let plain = Locale(identifier: localeIdentifier)
    guard region != nil, region == userRegion else { return plain }
    var components = Locale.Components(locale: plain)
    var changed = false
    if userLocale.hourCycle != plain.hourCycle {
      components.hourCycle = userLocale.hourCycle
      changed = true
    }
    if userLocale.measurementSystem != plain.measurementSystem {
      components.measurementSystem = userLocale.measurementSystem
      changed = true
    }
    if userLocale.firstDayOfWeek != plain.firstDayOfWeek {
      components.firstDayOfWeek = userLocale.firstDayOfWeek
      changed = true
    }
    return changed ? Locale(components: components) : plain
  }

  /// The user's locale as the system reports it: `Locale.autoupdatingCurrent` on Apple platforms; elsewhere the
  /// POSIX formatting variables (`LC_ALL`, then `LC_TIME`, then `LANG`; `C` and `POSIX` skipped), since Foundation
  /// there ignores the environment.
  package static func systemLocale(environment: [String: String] = ProcessInfo.processInfo.environment) -> Locale {
    #if canImport(Darwin)
      return .autoupdatingCurrent
    #else
      for name in ["LC_ALL", "LC_TIME", "LANG"] {
        guard let value = environment[name], !value.isEmpty else { continue }
        let tag = value.prefix { $0 != "." && $0 != "@" }
        guard tag != "C", tag != "POSIX", !tag.isEmpty else { continue }
        return Locale(identifier: String(tag))
      }
      return Locale(identifier: "")
    #endif
  }
}
