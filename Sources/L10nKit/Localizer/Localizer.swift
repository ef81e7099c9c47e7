public import Foundation

/// Looks up localized strings with L10nKit's own tables, plural rules and language choice.
///
/// It reads `<language>.lproj/<table>.strings` and `.stringsdict` from any bundle (`Bundle.main`,
/// `Bundle.module`, or `Bundle(path:)` on a plain folder), and for keys those lack, an uncompiled
/// `<table>.xcstrings` String Catalog (SwiftPM copies catalogs as they are on Linux; the catalog's languages count
/// as localizations and its `sourceLanguage` as the development language). It resolves plurals with CLDR rules for
/// the selected language, and formats with that language's `Locale`: the same on Apple platforms and on Linux, where
/// `Bundle.localizedString` ignores `LANG` and crashes on stringsdict keys. Thread-safe.
///
/// ```swift
/// Localizer.shared.setLanguage("fr")
/// let text = Localizer.shared.string(forKey: "inbox", table: "Localizable", bundle: .module,
///                                    fallback: "%#@messages@", arguments: [.int(3)])
/// ```
///
/// ## Observing language changes
///
/// Generated accessors are computed, so the next lookup after `setLanguage(_:)` is already in the new language;
/// what needs telling is text that was looked up before. Use the first of these that fits:
///
/// - **SwiftUI, and `withObservationTracking`: nothing to write.** Every lookup registers an access with the
///   `Observation` framework, so a `body` that showed a localized string is invalidated by the next change (macOS
///   14, iOS 17 and later, and Linux). It is the only way that also sees `reload()`, `pseudoLocalization` and
///   `marksMissingTranslations`, which change what lookups return without changing the language.
/// - **UIKit and AppKit objects: `LocalizationBindingStore`** (or the `lz*` Interface Builder properties, which use
///   it): `bind(label, \.text) { L10n.Login.title }` sets the text now and again on the main actor after every
///   change. It is built on the observer closure below; prefer it to a hand-written observer for views.
/// - **Code that must act at once, on any thread: `addLanguageObserver(_:)`.** The closure runs synchronously on
///   the thread that called `setLanguage(_:)`, before it returns, in the order observers were added; keep the
///   returned `LanguageObservation` (releasing or cancelling it stops the calls).
/// - **Async code: `languageChanges`**, an `AsyncStream` that starts with the next change and ends when the
///   consuming task is cancelled (`for await change in localizer.languageChanges { ... }`). Changes arrive
///   later, on the consuming task, the newest 16 kept if it falls behind; hop to the main actor to update UI.
/// - **Code that holds no reference to the localizer, or already listens to `NotificationCenter`** (Objective-C,
///   Combine's `publisher(for:)`): `languageDidChangeNotification`, posted on the changing thread after the
///   observers ran, with the localizer as its object and the `LanguageChange` under `"change"` in `userInfo`.
///
/// The observer closure, the stream and the notification report each actual change of the in-app language once,
/// as a `LanguageChange`: setting the same language again reports nothing. None of the four sees a change of the
/// system's languages until `reload()`, and none fires for a `withLanguage` scope, which only changes the
/// lookups inside it.
public final class Localizer: @unchecked Sendable {
  /// The localizer generated code uses.
  public static let shared = Localizer()

  /// Posted (with the localizer as the object and a `LanguageChange` under `"change"` in `userInfo`) once per
  /// actual change of the in-app language. Which way of observing a change to use when: *Observing language
  /// changes* in ``Localizer``.
  public static let languageDidChangeNotification = Notification.Name("L10nKit.Localizer.languageDidChange")

  /// Identifies a bundle by object identity (cheaper than `Bundle`'s equality); the chain keeps the bundle alive,
  /// so the identifier is not reused while the chain is cached.
  struct ChainKey: Hashable {
    var bundle: ObjectIdentifier
    var table: String
    var language: String?
  }

  /// The tables to read for one (bundle, table, request), in fallback order.
  final class Chain: Sendable {
    let bundle: Bundle
    let requestedLanguage: String
    let resolvedLanguage: String?
    let tables: [LoadedTable]
    let numbers: NumberFormatSource
    let deviceKeys: [String]
    /// The pseudo-localization the tables were transformed with (applied to the compiled fallback too).
    let pseudoLocalization: PseudoLocalization
    /// Whether a string that fell back is shown marked: `⟦login.title⟧`.
    let marksMissingTranslations: Bool

    init(
      bundle: Bundle, requestedLanguage: String, resolvedLanguage: String?, tables: [LoadedTable],
      locale: @escaping @Sendable () -> Locale, deviceKeys: [String], pseudoLocalization: PseudoLocalization,
      marksMissingTranslations: Bool
    ) {
      self.bundle = bundle
      self.requestedLanguage = requestedLanguage
      self.resolvedLanguage = resolvedLanguage
      self.tables = tables
      self.numbers = NumberFormatSource(makingLocale: locale)
      self.deviceKeys = deviceKeys
      self.pseudoLocalization = pseudoLocalization
      self.marksMissingTranslations = marksMissingTranslations
    }
  }

  /// One localization's merged table.
  final class LoadedTable: Sendable {
    let localization: String
    let entries: [String: LocalizedNode]
    /// The language whose plural rules the table's plurals follow.
    let pluralRulesLanguage: String
    /// What formatted lookups learnt about the table, in one non-generic box: a plain lookup never touches it, and
    /// creating it instantiates no generic type (the first lookup after launch pays no runtime conformance search
    /// for types only formatting needs).
    let formatting = LockedState<FormattingState>(FormattingState())

    /// What formatted lookups learnt about a table.
    struct FormattingState {
      /// The plural rules, once a formatted lookup needed them.
      var pluralRules: PluralRules?
      /// What `EntryCheck` found in entries so far, by key and argument kinds (see
      /// `problem(in:forKey:arguments:)`).
      var entryProblems: [EntryProblemKey: MissingTranslationReason?] = [:]
    }

    init(localization: String, entries: [String: LocalizedNode], pluralRulesLanguage: String) {
      self.localization = localization
      self.entries = entries
      self.pluralRulesLanguage = pluralRulesLanguage
    }

    /// The plural rules of the table's language, looked up on the first formatted lookup (from a shared cache)
    /// and kept, so that loading a table of plain strings does not read the CLDR rules.
    var pluralRules: PluralRules {
      if let rules = formatting.withLock({ $0.pluralRules }) { return rules }
      let rules = PluralRules(locale: pluralRulesLanguage)
      formatting.withLock { $0.pluralRules = rules }
      return rules
    }
  }

  struct State {
    var language: String?
    var systemLanguages: [String]?
    var defaultDevelopmentLanguage: String?
    var developmentLanguages: [String: String] = [:]
    var deviceClass: DeviceClass? = DeviceClass.current
    var chains = ChainCache()
    var tables: [String: LoadedTable?] = [:]
    var catalogs: [String: StringCatalog?] = [:]
    var localizations: [String: [String]] = [:]
    /// The names in each resource directory listed so far (where the String Catalog search looks).
    var resourceNames: [String: Set<String>] = [:]
    var observers: [UInt64: @Sendable (LanguageChange) -> Void] = [:]
    var nextObserverID: UInt64 = 0
    var missingTranslationHandler: @Sendable (MissingTranslation) -> Void
    var setupWarningHandler: @Sendable (BundleWithoutLocalizations) -> Void
    var pseudoLocalization = PseudoLocalization.off
    var marksMissingTranslations = false
    /// The bundles whose own lookups are redirected to this localizer (`redirect(bundle:)`).
    var redirectedBundles: Set<ObjectIdentifier> = []
    /// `language(forAcceptLanguage:in:table:)` answers by resource directory, table and header: a server sees the
    /// same few headers over and over (at most `acceptLanguageAnswerLimit`, then forgotten all at once).
    var acceptLanguageAnswers: [String: String] = [:]
  }

  let state: LockedState<State>
  /// The bundles lookups ran in, which the defaults choose from (`BundleRegistry.shared` unless a test gives one).
  let bundleRegistry: BundleRegistry
  /// A `LanguageAccessTracker` where the `Observation` framework exists (macOS 14, iOS 17 and later; always on
  /// Linux), else `nil`.
  let languageAccessTracker: AnyObject?
  private let store: LockedState<any LanguagePreferenceStore>
  private let systemLanguagesProvider: @Sendable () -> [String]
  /// The user's locale (region and region settings), which `locale` keeps.
  let systemLocaleProvider: @Sendable () -> Locale

  /// Creates a localizer.
  ///
  /// - Parameters:
  ///   - preferenceStore: where the in-app language is kept. Default: `UserDefaults` on Apple platforms; on Linux
  ///     and other platforms a file in the user's configuration folder
  ///     (`FileLanguagePreferenceStore.userConfiguration()`, `~/.config/<app>/L10nKit/language`), else memory.
  ///   - systemLanguages: the system's preferred languages. Default: `Locale.preferredLanguages` on Apple
  ///     platforms; elsewhere the POSIX variables first (`LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`, `LANG`), since
  ///     Foundation there ignores the environment.
  ///   - systemLocale: the user's locale, whose region and region settings `locale` keeps. Default:
  ///     `Locale.autoupdatingCurrent` on Apple platforms; elsewhere the POSIX variables (`LC_ALL`, `LC_TIME`,
  ///     `LANG`).
  public convenience init(
    preferenceStore: (any LanguagePreferenceStore)? = nil,
    systemLanguages: (@Sendable () -> [String])? = nil,
    systemLocale: (@Sendable () -> Locale)? = nil
  ) {
    self.init(
      preferenceStore: preferenceStore, systemLanguages: systemLanguages, systemLocale: systemLocale,
      bundleRegistry: .shared)
  }

  /// Creates a localizer whose defaults choose from the bundles of `bundleRegistry` (for tests, which must not
  /// share the process's registry).
  package init(
    preferenceStore: (any LanguagePreferenceStore)?, systemLanguages: (@Sendable () -> [String])?,
    systemLocale: (@Sendable () -> Locale)?, bundleRegistry: BundleRegistry
  ) {
    self.bundleRegistry = bundleRegistry
    let store = preferenceStore ?? Self.defaultPreferenceStore()
    self.store = LockedState(store)
    self.systemLanguagesProvider = systemLanguages ?? { SystemLanguages.preferred() }
    self.systemLocaleProvider = systemLocale ?? { LocaleComposition.systemLocale() }
    self.state = LockedState(
      State(
        language: store.loadLanguage(), missingTranslationHandler: Self.debugLogHandler(),
        setupWarningHandler: Self.standardErrorWarningHandler()))
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
      self.languageAccessTracker = LanguageAccessTracker()
    } else {
      self.languageAccessTracker = nil
    }
  }

  private static func defaultPreferenceStore() -> any LanguagePreferenceStore {
    #if canImport(Darwin)
      return UserDefaultsLanguagePreferenceStore()
    #else
      return FileLanguagePreferenceStore.userConfiguration() ?? InMemoryLanguagePreferenceStore()
    #endif
  }

  /// Where the in-app language is kept between launches (see `init(preferenceStore:systemLanguages:systemLocale:)`
  /// for the default). Set it before the first use of the localizer, first thing in `main` or `App.init()`:
  ///
  /// ```swift
  /// Localizer.shared.preferenceStore = InMemoryLanguagePreferenceStore()   // never persist (tests, servers)
  /// ```
  ///
  /// Setting it reads the new store's language and applies it like `setLanguage(_:)` (observers hear of an actual
  /// change), without writing it back.
  public var preferenceStore: any LanguagePreferenceStore {
    get { store.withLock { $0 } }
    set {
      store.withLock { $0 = newValue }
      applyLanguage(newValue.loadLanguage(), saving: false)
    }
  }

  /// The default missing-translation handler: in DEBUG builds, prints the first report of each key per table and
  /// requested language once; otherwise does nothing.
  public static func debugLogHandler() -> @Sendable (MissingTranslation) -> Void {
    #if DEBUG
      let printed = LockedState(Set<[String]>())
      return { report in
        let missing = [report.table, report.key, LanguageMatcher.canonical(report.requestedLanguage)]
        if printed.withLock({ $0.insert(missing).inserted }) { print(report) }
      }
    #else
      return { _ in }
    #endif
  }

  /// Called for every lookup that could not use the requested language's translation as it is (missing key,
  /// invalid entry, arguments that do not fit). Never called under a lock: it may call back into the localizer.
  public var missingTranslationHandler: @Sendable (MissingTranslation) -> Void {
    get { state.withLock { $0.missingTranslationHandler } }
    set { state.withLock { $0.missingTranslationHandler = newValue } }
  }

  /// The device class device variants are chosen for (`DeviceClass.current` by default; `nil`: `other`).
  public var deviceClass: DeviceClass? {
    get { state.withLock { $0.deviceClass } }
    set {
      state.withLock {
        $0.deviceClass = newValue
        $0.chains.removeAll()
      }
    }
  }

  /// The in-app language override, or `nil` when following the system (a `withLanguage` scope does not change it).
  public var language: String? {
    registerLanguageAccess()
    return state.withLock { $0.language }
  }

  /// The locale to format dates, numbers and measurements with, for the language lookups use here: the innermost
  /// `withLanguage` scope's language, else the in-app language, else the system's first. It keeps the user's
  /// region and region settings unless the language names its own region: `fr` chosen in the app by a user in
  /// Canada gives `fr_CA` (Canadian date formats, metric units), `fr-CH` gives `fr_CH`. Plurals format their numbers
  /// with the same rule, and reading it is observed like `language`.
  ///
  /// ```swift
  /// let when = date.formatted(.dateTime.locale(Localizer.shared.locale))
  /// let amount = price.formatted(.number.locale(Localizer.shared.locale))
  /// ```
  public var locale: Locale {
    registerLanguageAccess()
    let language = Self.scopedLanguage ?? state.withLock { $0.language } ?? preferredLanguages.first ?? "en"
    return LocaleComposition.locale(language: language, userLocale: systemLocaleProvider())
  }

  /// The direction text and layout run in for the language lookups use here (the innermost `withLanguage`
  /// scope's, else the in-app language, else the system's first): `.rightToLeft` for Arabic, Hebrew, Persian,
  /// Urdu and the `ar-XB` pseudo-locale, and while `pseudoLocalization` includes `.rightToLeft`. It is
  /// Foundation's `Locale.Language.characterDirection` (ICU's character order, on Linux too), and reading it is
  /// observed like `language`, so a SwiftUI view or a `withObservationTracking` observer sees a switch.
  ///
  /// The UIKit and AppKit adapters apply it (`applyLayoutDirection(to:)`, and `reloadInterface(of:makeRoot:)`),
  /// and the SwiftUI modifier `.localized(by:)` puts it in `\.layoutDirection`.
  public var characterDirection: Locale.LanguageDirection {
    registerLanguageAccess()
    let (language, pseudo) = state.withLock { ($0.language, $0.pseudoLocalization) }
    if pseudo.isRightToLeft { return .rightToLeft }
    return Self.characterDirection(
      ofLanguage: Self.scopedLanguage ?? language ?? preferredLanguages.first ?? "en")
  }

  /// The character direction of a language tag (`ar`, `he-IL`, `ar-XB`, `fa_IR`): ICU's, through
  /// `Locale.Language`; `.leftToRight` for a tag that names no language.
  package static func characterDirection(ofLanguage tag: String) -> Locale.LanguageDirection {
    let direction = Locale.Language(identifier: tag.replacingOccurrences(of: "_", with: "-")).characterDirection
    return direction == .unknown ? .leftToRight : direction
  }

  /// The preferred languages lookups use: the innermost `withLanguage` scope's language, then the in-app language
  /// (when set), then the system's.
  public var preferredLanguages: [String] {
    let (language, cached) = state.withLock { ($0.language, $0.systemLanguages) }
    let system = cached ?? loadSystemLanguages()
    var preferred: [String] = []
    for candidate in [Self.scopedLanguage, language].compactMap({ $0 }) + system {
      let canonical = LanguageMatcher.canonical(candidate)
      if !preferred.contains(where: { LanguageMatcher.canonical($0) == canonical }) { preferred.append(candidate) }
    }
    return preferred
  }

  /// Transforms every looked-up string to show layout problems early (`.off` by default): accented and longer
  /// (`.accented(expansion: 0.4)`), right to left (`.rightToLeft`), or both (`[.accented(expansion: 0.4),
  /// .rightToLeft]`). Specifiers, `%#@variable@` references and plural selection are unchanged; language changes
  /// and the `lz*` properties show it like any lookup.
  public var pseudoLocalization: PseudoLocalization {
    get { state.withLock { $0.pseudoLocalization } }
    set { updateLookupSetting { $0.pseudoLocalization = newValue } }
  }

  /// Whether a string that fell back to another language, to the compiled development value or to the key is shown
  /// marked, `⟦login.title⟧`, so that missing translations show on screen (off by default; turn it on in debug
  /// builds: `#if DEBUG Localizer.shared.marksMissingTranslations = true #endif`). Each fallback is still reported
  /// to `missingTranslationHandler`.
  public var marksMissingTranslations: Bool {
    get { state.withLock { $0.marksMissingTranslations } }
    set { updateLookupSetting { $0.marksMissingTranslations = newValue } }
  }

  /// Changes a setting that changes what lookups return: cached chains are rebuilt and observers of the language
  /// (`Observation`) are told.
  private func updateLookupSetting(_ update: (inout State) -> Void) {
    state.withLock { state in
      update(&state)
      state.chains.removeAll()
    }
    languageDidChangeForObservers()
  }

  private func loadSystemLanguages() -> [String] {
    let languages = systemLanguagesProvider()
    state.withLock { $0.systemLanguages = languages }
    return languages
  }

  /// Sets the in-app language (`nil`: follow the system), stores it in the preference store, and, when it
  /// actually changed, notifies observers, async streams and `languageDidChangeNotification` exactly once.
  public func setLanguage(_ newLanguage: String?) {
    applyLanguage(newLanguage, saving: true)
  }

  private func applyLanguage(_ newLanguage: String?, saving: Bool) {
    let trimmed = newLanguage?.trimmingCharacters(in: .whitespacesAndNewlines)
    let language = trimmed?.isEmpty == true ? nil : trimmed
    let change: (LanguageChange, [@Sendable (LanguageChange) -> Void])? = state.withLock { state in
      let previous = state.language
      guard previous.map(LanguageMatcher.canonical) != language.map(LanguageMatcher.canonical) else { return nil }
      state.language = language
      state.chains.removeAll()
      let observers = state.observers.sorted { $0.key < $1.key }.map(\.value)
      return (LanguageChange(previousLanguage: previous, language: language, preferredLanguages: []), observers)
    }
    guard let (change, observers) = change else { return }
    languageDidChangeForObservers()
    var description = change
    if saving { preferenceStore.saveLanguage(language) }
    description.preferredLanguages = preferredLanguages
    for observer in observers { observer(description) }
    NotificationCenter.default.post(
      name: Self.languageDidChangeNotification, object: self, userInfo: ["change": description])
  }

  /// Re-reads the system's preferred languages (for example after the environment changed) and forgets
  /// cached tables, so edited files are read again.
  public func reload() {
    state.withLock {
      $0.systemLanguages = nil
      $0.chains.removeAll()
      $0.tables.removeAll()
      $0.catalogs.removeAll()
      $0.localizations.removeAll()
      $0.resourceNames.removeAll()
      $0.acceptLanguageAnswers.removeAll()
    }
    languageDidChangeForObservers()
  }

  /// Sets the development language of `bundle` (or the default for every bundle when `bundle` is `nil`): the
  /// localization used when the preferred languages have no match and for keys a translation lacks.
  ///
  /// Without it L10nKit uses `CFBundleDevelopmentRegion` when the Info.plist has one, else `en`, else `Base`
  /// (it never calls `Bundle.developmentLocalization`, which crashes on Linux without an Info.plist).
  public func setDevelopmentLanguage(_ language: String?, for bundle: Bundle? = nil) {
    state.withLock { state in
      if let bundle {
        state.developmentLanguages[Self.resourceDirectory(of: bundle)] = language
      } else {
        state.defaultDevelopmentLanguage = language
      }
      state.chains.removeAll()
      state.acceptLanguageAnswers.removeAll()
    }
  }
}
