import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What Apple platforms choose, for comparing LanguageMatcher with.
///
/// On Apple platforms this is `Bundle.preferredLocalizations(from:forPreferences:)` itself.
///
/// On Linux that method cannot serve: swift-corelibs-foundation builds CFBundle without Apple's ICU
/// (`__HAS_APPLE_ICU__` is off), so its matching step (`_CFBundleCreateMutableArrayOfFallbackLanguages`) finds
/// nothing for any input and CFBundle's last backstop answers the first available localization, whatever the
/// preferences (`LanguageMatcherOracleTests.foundationOnLinuxAnswersTheFirstLocalization` pins this). The
/// function that method calls on Apple platforms, ICU's `ualoc_localizationsToUse`, does ship with the toolchain,
/// in Apple's ICU fork (`lib_FoundationICU.so`); the oracle calls it there and wraps it in CFBundle's backstops
/// (`en_US`, then the first localization), as `_CFBundleCopyLocalizationsForPreferences` does.
enum AppleLocalizationOracle {
  /// Whether an oracle is available on this platform.
  static var isAvailable: Bool {
    #if canImport(Darwin)
      return true
    #else
      return localizationsToUseFunction != nil
    #endif
  }

  /// `Bundle.preferredLocalizations(from:forPreferences:)` as Apple platforms answer it.
  static func preferredLocalizations(from available: [String], forPreferences preferences: [String]) -> [String] {
    #if canImport(Darwin)
      return Bundle.preferredLocalizations(from: available, forPreferences: preferences)
    #else
      guard !available.isEmpty else { return ["en"] }
      let matched = localizationsToUse(preferences, available)
      if !matched.isEmpty { return matched }
      let english = localizationsToUse(["en_US"], available)
      return english.isEmpty ? [available[0]] : english
    #endif
  }

  #if !canImport(Darwin)
    private typealias LocalizationsToUse =
      @convention(c) (
        UnsafePointer<UnsafePointer<CChar>?>?, Int32, UnsafePointer<UnsafePointer<CChar>?>?, Int32,
        UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32, UnsafeMutablePointer<Int32>?
      ) -> Int32

    private static let localizationsToUseFunction: LocalizationsToUse? = {
      let symbol = "ualoc_localizationsToUse"
      let address = dlsym(dlopen(nil, RTLD_NOW), symbol) ?? dlsym(dlopen("lib_FoundationICU.so", RTLD_NOW), symbol)
      return address.map { unsafeBitCast($0, to: LocalizationsToUse.self) }
    }()

    /// `ualoc_localizationsToUse(preferences, available)`: the same capacity (512) CFBundle passes.
    static func localizationsToUse(_ preferences: [String], _ available: [String]) -> [String] {
      guard let function = localizationsToUseFunction else { return [] }
      let preferenceStrings = preferences.map { strdup($0) }
      let availableStrings = available.map { strdup($0) }
      defer {
        for string in preferenceStrings + availableStrings { free(string) }
      }
      let preferencePointers = preferenceStrings.map { UnsafePointer($0) }
      let availablePointers = availableStrings.map { UnsafePointer($0) }
      var results = [UnsafePointer<CChar>?](repeating: nil, count: 512)
      var status: Int32 = 0
      let count = function(
        preferencePointers, Int32(preferencePointers.count), availablePointers, Int32(availablePointers.count),
        &results, Int32(results.count), &status)
      guard status <= 0, count > 0 else { return [] }
      return results.prefix(Int(count)).compactMap { $0.map { String(cString: $0) } }
    }
  #endif
}
