public import Foundation

extension Localizer {
  /// The localized string for a key (`.loginTitle`), in the preferred language.
  public func string(_ key: some LocalizationKeyConvertible, arguments: [LocalizationArgument] = []) -> String {
    let key = key.localizationKey
    return string(forKey: key.key, table: key.table, bundle: key.bundle, fallback: key.fallback, arguments: arguments)
  }

  /// The localized string for a key (`.loginTitle`), in an explicit language (`"fr"`, `"pt_BR"`, ...).
  public func string(
    _ key: some LocalizationKeyConvertible, arguments: [LocalizationArgument] = [], language: String
  ) -> String {
    let key = key.localizationKey
    return string(
      forKey: key.key, table: key.table, bundle: key.bundle, fallback: key.fallback, arguments: arguments,
      language: language)
  }

  /// The localized string for a key, in the preferred language.
  ///
  /// - Parameters:
  ///   - key: the key in the table.
  ///   - table: the table name (`Localizable`).
  ///   - bundle: the bundle with the `.lproj` folders.
  ///   - fallback: the development-language value, used when no table has the key (the key itself is returned
  ///     when this is empty).
  ///   - arguments: the format arguments; with none, the value is returned unformatted (as `NSLocalizedString`).
  public func string(
    forKey key: String, table: String, bundle: Bundle, fallback: String, arguments: [LocalizationArgument] = []
  ) -> String {
    lookUp(key: key, table: table, bundle: bundle, fallback: fallback, arguments: arguments, language: nil, width: nil)
  }

  /// The localized string for a key, in an explicit language.
  public func string(
    forKey key: String, table: String, bundle: Bundle, fallback: String, arguments: [LocalizationArgument] = [],
    language: String
  ) -> String {
    lookUp(
      key: key, table: table, bundle: bundle, fallback: fallback, arguments: arguments, language: language, width: nil)
  }

  /// The localized string for a key whose entry has width variants (`NSStringVariableWidthRuleType`): the
  /// variant with the largest width not above `presentationWidth` (the smallest when all are wider). Other
  /// lookups use the widest variant.
  public func string(
    forKey key: String, table: String, bundle: Bundle, fallback: String, arguments: [LocalizationArgument] = [],
    language: String? = nil, presentationWidth: Int
  ) -> String {
    lookUp(
      key: key, table: table, bundle: bundle, fallback: fallback, arguments: arguments, language: language,
      width: presentationWidth)
  }

  /// The localization of `bundle` lookups use now (for an explicit `language`, or the preferred languages): the
  /// best match, else the development language; `nil` when the bundle has no localizations.
  ///
  /// - Parameters:
  ///   - bundle: the bundle with the `.lproj` folders.
  ///   - table: the table whose String Catalog languages count too (`Localizable` when empty).
  ///   - language: an explicit language, else the scoped language (`withLanguage`), else the preferred languages.
  public func effectiveLanguage(for bundle: Bundle, table: String = "", language: String? = nil) -> String? {
    chain(bundle: bundle, table: table, language: language ?? Self.scopedLanguage).resolvedLanguage
  }

  /// The localizations `bundle` ships: its `.lproj` folder names, sorted.
  public func availableLanguages(in bundle: Bundle) -> [String] {
    localizations(of: Self.resourceDirectory(of: bundle))
  }

  /// The localizations lookups in `table` choose from: the `.lproj` folder names of `bundle`, sorted, then the
  /// languages of the table's String Catalog that no folder has.
  public func availableLanguages(in bundle: Bundle, table: String) -> [String] {
    let directory = Self.resourceDirectory(of: bundle)
    let catalog = catalog(bundle: bundle, directory: directory, table: table.isEmpty ? "Localizable" : table)
    return localizations(of: directory, catalog: catalog)
  }

  /// The plain value of a key literal of generated code (`L10n.Login.title`) in the preferred language, with no
  /// compiled fallback: what `string(forKey:table:bundle:fallback:)` returns for it. A warm lookup finds the value
  /// remembered for the literal's address in the chain, without building or hashing the key string.
  func string(literal key: StaticString, table: String, bundle: Bundle) -> String {
    registerLanguageAccess()
    let chainKey = ChainKey(bundle: ObjectIdentifier(bundle), table: table, language: LookupScope.active?.language)
    let literal = StaticKey(key)
    if let literal, let text = state.withLock({ $0.chains.text(for: literal, in: chainKey) }) { return text }
    let chain = chain(for: chainKey, bundle: bundle)
    let keyText = key.description
    if let first = chain.tables.first, case .text(let text)? = first.entries[keyText] {
      if let literal { state.withLock { $0.chains.remember(text, for: literal, in: chain, key: chainKey) } }
      return text
    }
    return render(key: keyText, table: table, chain: chain, fallback: "", arguments: [], width: nil)
  }

  /// The value of a key literal of generated code formatted with `arguments` (`L10n.Login.welcome("Ana")`), with
  /// no compiled fallback: what `string(forKey:table:bundle:fallback:arguments:)` returns for it. A warm lookup
  /// renders the entry remembered for the literal in the chain (`PreparedFormat`) when the arguments have the kinds
  /// it was checked for and it renders them all; anything else takes the full lookup, which reports fallbacks.
  func string(
    literal key: StaticString, table: String, bundle: Bundle, arguments: UnsafeBufferPointer<LocalizationArgument>
  ) -> String {
    registerLanguageAccess()
    let chainKey = ChainKey(bundle: ObjectIdentifier(bundle), table: table, language: LookupScope.active?.language)
    let literal = StaticKey(key)
    let kinds = ArgumentKindSignature(arguments)
    if let literal, let kinds,
      let (chain, prepared) = state.withLock({ $0.chains.prepared(for: literal, in: chainKey) }),
      prepared.kinds == kinds, let text = prepared.render(arguments, in: chain)
    {
      return text
    }
    let chain = chain(for: chainKey, bundle: bundle)
    let keyText = key.description
    let arguments = Array(arguments)
    let text = render(key: keyText, table: table, chain: chain, fallback: "", arguments: arguments, width: nil)
    // The same conditions under which `render` uses the first table's entry without a fallback.
    if let literal, let kinds, let first = chain.tables.first, let node = first.entries[keyText],
      !chain.tables.dropFirst().contains(where: { $0.entries[keyText] != nil })
        || first.problem(in: node, forKey: keyText, arguments: arguments) == nil
    {
      let prepared = PreparedFormat(node: node, table: first, kinds: kinds, chain: chain)
      state.withLock { $0.chains.remember(prepared, for: literal, in: chain, key: chainKey) }
    }
    return text
  }

  private func lookUp(
    key: String, table: String, bundle: Bundle, fallback: String, arguments: [LocalizationArgument], language: String?,
    width: Int?
  ) -> String {
    registerLanguageAccess()
    let chain = chain(bundle: bundle, table: table, language: language ?? LookupScope.active?.language)
    return render(key: key, table: table, chain: chain, fallback: fallback, arguments: arguments, width: width)
  }

  /// The value of `key` in the first table of `chain` that has a usable one, formatted with `arguments`; else the
  /// compiled `fallback` (else the key). Every fallback is reported, and marked when the localizer marks them.
  private func render(
    key: String, table: String, chain: Chain, fallback: String, arguments: [LocalizationArgument], width: Int?
  ) -> String {
    // The warm path: a plain value of the requested language, with no arguments.
    if arguments.isEmpty, let first = chain.tables.first, case .text(let text)? = first.entries[key] { return text }
    var reasons: [MissingTranslationReason] = []
    for (index, loaded) in chain.tables.enumerated() {
      guard let node = loaded.entries[key] else { continue }
      let used = index > 0 ? loaded.localization : nil
      // A fallback after an unusable entry is reported once, with that entry's problem as the reason: the
      // requested language has the key, so "missing translation" would be wrong.
      if index > 0, reasons.isEmpty { reasons.append(.fellBackToLanguage(loaded.localization)) }
      if arguments.isEmpty, case .text(let text) = node {
        report(reasons, key: key, table: table, chain: chain, usedLanguage: used)
        return marked(text, reasons: reasons, chain: chain)
      }
      // An entry with a problem in any variant (not only the one these arguments select) gives way to the next
      // language in the chain that has the key, usually the development language. The last one is rendered as
      // far as it goes: a variant that cannot be rendered falls back to the compiled value below.
      if chain.tables[(index + 1)...].contains(where: { $0.entries[key] != nil }),
        let problem = loaded.problem(in: node, forKey: key, arguments: arguments)
      {
        reasons.append(problem)
        continue
      }
      var renderer = FormatRenderer(
        arguments: arguments, numbers: chain.numbers, pluralRules: loaded.pluralRules, deviceKeys: chain.deviceKeys,
        presentationWidth: width)
      do {
        let text = try renderer.render(node)
        if let unused = renderer.unusedPositions { reasons.append(.unusedArguments(unused)) }
        report(reasons, key: key, table: table, chain: chain, usedLanguage: used)
        return marked(text, reasons: reasons, chain: chain)
      } catch {
        // A translation whose format does not fit the arguments: the next language in the chain (at last the
        // development language) is tried.
        reasons.append(error.reason)
      }
    }
    if reasons.isEmpty { reasons.append(.usedCompiledFallback) }
    report(reasons, key: key, table: table, chain: chain)
    let fallbackText = fallback.isEmpty ? key : chain.pseudoLocalization.transform(fallback)
    guard !arguments.isEmpty else { return marked(fallbackText, reasons: reasons, chain: chain) }
    var renderer = FormatRenderer(
      arguments: arguments, numbers: chain.numbers,
      pluralRules: PluralRules(locale: chain.tables.last?.localization ?? "en"), deviceKeys: ["other"],
      presentationWidth: nil)
    return marked((try? renderer.render(.text(fallbackText))) ?? fallbackText, reasons: reasons, chain: chain)
  }

  /// `text` in `⟦` `⟧` when the localizer marks missing translations and the lookup fell back (to another
  /// language, the compiled value or the key); else `text`.
  private func marked(_ text: String, reasons: [MissingTranslationReason], chain: Chain) -> String {
    guard chain.marksMissingTranslations else { return text }
    let fellBack = reasons.contains { reason in
      if case .unusedArguments = reason { return false }
      return true
    }
    return fellBack ? "⟦" + text + "⟧" : text
  }

  private func report(
    _ reasons: [MissingTranslationReason], key: String, table: String, chain: Chain, usedLanguage: String? = nil
  ) {
    guard !reasons.isEmpty else { return }
    let handler = missingTranslationHandler
    for reason in reasons {
      handler(
        MissingTranslation(
          table: table, key: key, requestedLanguage: chain.requestedLanguage,
          resolvedLanguage: chain.resolvedLanguage, reason: reason, usedLanguage: usedLanguage))
    }
  }
}
