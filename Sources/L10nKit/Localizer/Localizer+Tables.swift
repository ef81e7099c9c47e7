import Foundation

extension Localizer {
  static func resourceDirectory(of bundle: Bundle) -> String {
    bundle.resourcePath ?? bundle.bundlePath
  }

  /// The `.lproj` folder names of a resource directory, cached (without `mul.lproj`, where Xcode keeps the String
  /// Catalogs of storyboards: it is not a language).
  func localizations(of directory: String) -> [String] {
    if let cached = state.withLock({ $0.localizations[directory] }) { return cached }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let localizations = names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.filter { $0 != "mul" }
      .sorted()
    state.withLock {
      $0.localizations[directory] = localizations
      $0.resourceNames[directory] = Set(names)
    }
    return localizations
  }

  /// The `.lproj` folder names of a resource directory, then the languages of a table's String Catalog that no
  /// folder has.
  func localizations(of directory: String, catalog: StringCatalog?) -> [String] {
    var available = localizations(of: directory)
    for language in catalog?.languages ?? [] {
      let canonical = LanguageMatcher.canonical(language)
      if !available.contains(where: { LanguageMatcher.canonical($0) == canonical }) { available.append(language) }
    }
    return available
  }

  /// The cached table chain for a request; built on first use after a language change.
  func chain(bundle: Bundle, table: String, language: String?) -> Chain {
    chain(for: ChainKey(bundle: ObjectIdentifier(bundle), table: table, language: language), bundle: bundle)
  }

  /// The cached table chain for `key`, whose bundle is `bundle`; built on first use after a language change.
  /// Building it registers the bundle as one the defaults choose from (`defaultBundles`): every chain in the cache
  /// is of a registered bundle.
  func chain(for key: ChainKey, bundle: Bundle) -> Chain {
    let (cached, generation) = state.withLock { ($0.chains.chain(for: key), $0.chains.generation) }
    if let cached { return cached }
    bundleRegistry.register(bundle)
    let chain = buildChain(bundle: bundle, table: key.table, language: key.language)
    state.withLock { $0.chains.insert(chain, for: key, builtAt: generation) }
    return chain
  }

  /// The table chain for `key` without registering `bundle`: the cached one, else one built and not cached (so a
  /// later lookup still builds, caches and registers it). For the defaults, which probe bundles they may not use.
  func probeChain(for key: ChainKey, bundle: Bundle) -> Chain {
    if let chain = state.withLock({ $0.chains.chain(for: key) }) { return chain }
    return buildChain(bundle: bundle, table: key.table, language: key.language)
  }

  /// The String Catalog `<table>.xcstrings` of a bundle (at the resource root, else in `mul.lproj`, where Xcode
  /// keeps the catalogs of storyboards), parsed once and cached. The root's listing, made once for the
  /// localizations, answers for the root and for whether `mul.lproj` exists: a bundle without catalogs costs no
  /// system call here (the first lookup then costs no more system calls than `Bundle`'s).
  func catalog(bundle: Bundle, directory: String, table: String) -> StringCatalog? {
    let key = "\(directory)\u{0}\(table)"
    if let cached = state.withLock({ $0.catalogs[key] }) { return cached }
    _ = localizations(of: directory)
    let names = state.withLock { $0.resourceNames[directory] } ?? []
    let file = "\(table).xcstrings"
    var path: String?
    if names.contains(file) {
      path = (directory as NSString).appendingPathComponent(file)
    } else if names.contains("mul.lproj") {
      let candidate = ((directory as NSString).appendingPathComponent("mul.lproj") as NSString)
        .appendingPathComponent(file)
      if FileManager.default.fileExists(atPath: candidate) { path = candidate }
    }
    let catalog = path.flatMap { StringCatalog(contentsOf: URL(fileURLWithPath: $0)) }
    state.withLock { $0.catalogs[key] = .some(catalog) }
    return catalog
  }

  private func buildChain(bundle: Bundle, table: String, language: String?) -> Chain {
    let directory = Self.resourceDirectory(of: bundle)
    let catalog = catalog(bundle: bundle, directory: directory, table: table.isEmpty ? "Localizable" : table)
    let available = localizations(of: directory, catalog: catalog)
    warnIfWithoutLocalizations(available, directory: directory, table: table)
    let requested = language.map { [$0] } ?? preferredLanguages
    let development = developmentLanguage(
      of: bundle, directory: directory, available: available, catalogLanguage: catalog?.sourceLanguage)
    let resolved = LanguageMatcher.bestMatch(for: requested, in: available) ?? development
    let order = LanguageMatcher.fallbackChain(
      for: resolved ?? requested.first ?? "en", in: available, developmentLanguage: development)
    let (deviceClass, pseudoLocalization, marksMissingTranslations) = state.withLock {
      ($0.deviceClass, $0.pseudoLocalization, $0.marksMissingTranslations)
    }
    var tables =
      table.isEmpty
      ? [] : order.compactMap { loadTable(directory: directory, localization: $0, table: table, catalog: catalog) }
    if pseudoLocalization.isEnabled {
      tables = tables.map { loaded in
        LoadedTable(
          localization: loaded.localization,
          entries: loaded.entries.mapValues { $0.pseudoLocalized(pseudoLocalization) },
          pluralRulesLanguage: loaded.pluralRulesLanguage)
      }
    }
    let localeLanguage = resolved.map { $0 == "Base" ? (development ?? "en") : $0 } ?? requested.first ?? "en"
    let requestedFirst = requested.first
    return Chain(
      bundle: bundle, requestedLanguage: requested.first ?? resolved ?? "en", resolvedLanguage: resolved,
      tables: tables,
      locale: { [systemLocaleProvider] in
        Self.formattingLocale(
          localization: localeLanguage, requested: requestedFirst, userLocale: systemLocaleProvider())
      },
      deviceKeys: DeviceClass.variantKeys(for: deviceClass), pseudoLocalization: pseudoLocalization,
      marksMissingTranslations: marksMissingTranslations)
  }

  /// The locale a chain formats numbers with: the localization's language with the requested tag's region when
  /// it is of the same language (`fr-CH` answered by `fr` → `fr_CH`), else with the user's region, as `locale`.
  private static func formattingLocale(localization: String, requested: String?, userLocale: Locale) -> Locale {
    if let requested, let request = LocalizationIdentifier(requested), request.specifiesCountry,
      request.language == LocalizationIdentifier(localization)?.language
    {
      return LocaleComposition.locale(language: requested, userLocale: userLocale)
    }
    return LocaleComposition.locale(language: localization, userLocale: userLocale)
  }

  func developmentLanguage(of bundle: Bundle, directory: String, available: [String], catalogLanguage: String?)
    -> String?
  {
    let (perBundle, global) = state.withLock { ($0.developmentLanguages[directory], $0.defaultDevelopmentLanguage) }
    // `infoDictionary`, not `object(forInfoDictionaryKey:)`: that one localizes the value, which lists and probes
    // the bundle's `.lproj` folders (three directory opens on the first lookup) for a key nobody localizes.
    let region = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
    for candidate in [perBundle, global, region, catalogLanguage] {
      if let candidate, let match = LanguageMatcher.bestMatch(for: [candidate], in: available) { return match }
    }
    if let english = LanguageMatcher.bestMatch(for: ["en"], in: available) { return english }
    if available.contains("Base") { return "Base" }
    return available.first
  }

  /// One localization's table: its `.lproj` `.strings`/`.stringsdict` entries, and for keys they lack, the
  /// String Catalog's entries for that language.
  private func loadTable(directory: String, localization: String, table: String, catalog: StringCatalog?)
    -> LoadedTable?
  {
    let key = "\(directory)\u{0}\(localization)\u{0}\(table)"
    if let cached = state.withLock({ $0.tables[key] }) { return cached }
    let compiled = StringsTableLoader.load(resourceDirectory: directory, localization: localization, table: table)
    let catalogEntries = catalog?.entries(forLocalization: localization)
    var loaded: LoadedTable?
    if compiled != nil || catalogEntries != nil {
      let entries =
        switch (compiled, catalogEntries) {
        case (let compiled?, nil): compiled
        case (nil, let catalogEntries?): catalogEntries
        default: (catalogEntries ?? [:]).merging(compiled ?? [:]) { _, compiled in compiled }
        }
      let rulesLanguage = localization == "Base" ? (catalog?.sourceLanguage ?? "en") : localization
      loaded = LoadedTable(localization: localization, entries: entries, pluralRulesLanguage: rulesLanguage)
    }
    state.withLock { $0.tables[key] = .some(loaded) }
    return loaded
  }
}
