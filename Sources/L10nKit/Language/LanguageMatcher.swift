/// Matches requested languages against the localizations a bundle ships (its `.lproj` folder names) the way
/// Apple platforms do: `Bundle.preferredLocalizations(from:forPreferences:)` (CFBundle, which asks ICU's
/// `ualoc_localizationsToUse`). The same tables and rules run on every platform, so Linux picks what an iPhone
/// picks.
///
/// How a localization is chosen:
/// - Tags are compared as ICU base names (`pt-br`, `pt_BR` and `PT_br` are one name), then normalized: legacy
///   names (`English` → `en`), deprecated codes (`iw` → `he`), `zh` → `zh_Hans`, and the Chinese region tags
///   (`zh_TW` → `zh_Hant_TW`, `zh_HK` → `zh_Hant_HK`).
/// - The first preferred language with any match wins; later ones only break ties of the same language.
/// - For that language, an identical base name beats an identical normalized name, which beats the nearest
///   common entry of the two parent chains. Parents follow Apple and CLDR: `zh_Hant_HK` → `zh_HK` → `zh_Hant` →
///   `zh_TW`; `en_AU` → `en_GB` → `en_001` → `en`; `es_AR` → `es_419` → `es`; `pt_AO` → `pt_PT` → `pt`;
///   `nb` → `no`; and a script other than the language's usual one is a root (`sr_Latn`, `zh_Hant`), so Latin
///   Serbian never gets Cyrillic `sr`.
/// - A localization for a region its language does not usually mean (`de_AT`, `pt_PT`) counts as one step
///   further away, so a bare `pt` prefers `pt_BR` and a bare `it` prefers `it_IT` to `it_CH`.
/// - `pt_PT` takes `pt_BR` only when no other preferred language matches anything.
package enum LanguageMatcher {
  private static let legacyNames: [String: String] = [
    "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es", "italian": "it",
    "dutch": "nl", "chinese": "zh", "korean": "ko", "portuguese": "pt", "russian": "ru", "swedish": "sv",
  ]

  /// The canonical form of a tag, for comparing two spellings of one tag: lower case, `-` separators, legacy
  /// `.lproj` names (`English`) mapped, POSIX charsets and keywords (`en_US.UTF-8`, `sr_RS@latin`) dropped.
  package static func canonical(_ tag: String) -> String {
    var lowered = String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    if let dot = lowered.firstIndex(of: ".") { lowered = String(lowered[..<dot]) }  // en_US.UTF-8
    if let at = lowered.firstIndex(of: "@") { lowered = String(lowered[..<at]) }  // sr_RS@latin
    return legacyNames[lowered] ?? lowered
  }

  /// The tags a request falls back through, most specific first, canonical (lower case, `-`): its normalized
  /// form and its parents (`zh-HK` → `zh-hant-hk`, `zh-hk`, `zh-hant`, `zh-tw`).
  package static func candidates(for tag: String) -> [String] {
    guard let identifier = LocalizationIdentifier(tag) else { return [] }
    var result: [String] = []
    for name in identifier.parentChain(penalizingNonDefaultRegion: false) {
      let candidate = canonical(name)
      if !result.contains(candidate) { result.append(candidate) }
    }
    return result
  }

  /// What `Bundle.preferredLocalizations(from:forPreferences:)` returns on Apple platforms: the localizations
  /// to use for the first preferred language that has a match (best first, then the match's parents among
  /// `available`); without any match, the ones `en_US` would use, else the first of `available`; `["en"]` when
  /// `available` is empty.
  ///
  /// - Parameters:
  ///   - available: the localizations to choose from, as written (folder names).
  ///   - preferences: preferred languages, most preferred first.
  /// - Returns: elements of `available`, spelled as there.
  package static func preferredLocalizations(from available: [String], forPreferences preferences: [String])
    -> [String]
  {
    guard !available.isEmpty else { return ["en"] }
    let matched = localizationsToUse(for: preferences, in: available)
    if !matched.isEmpty { return matched }
    let english = localizationsToUse(for: ["en_US"], in: available)
    return english.isEmpty ? [available[0]] : english
  }

  /// The best of `available` for the first request that has a match, else `nil` (where Foundation would fall
  /// back to English or the first localization, L10nKit uses the development language).
  ///
  /// - Parameters:
  ///   - requested: preferred languages, most preferred first.
  ///   - available: the localizations to choose from, as written (folder names).
  /// - Returns: the chosen element of `available`, spelled as in `available`.
  package static func bestMatch(for requested: [String], in available: [String]) -> String? {
    localizationsToUse(for: requested, in: available).first
  }

  /// The localizations to read, in order, for a request: the match and its parents among `available` (as
  /// `preferredLocalizations(from:forPreferences:)` lists them), then the development language, then `Base`,
  /// each once.
  package static func fallbackChain(for requested: String, in available: [String], developmentLanguage: String?)
    -> [String]
  {
    var chain: [String] = []
    func add(_ localization: String?) {
      if let localization, !chain.contains(localization) { chain.append(localization) }
    }
    for localization in localizationsToUse(for: [requested], in: available) { add(localization) }
    add(developmentLanguage)
    add(available.first { LocalizationIdentifier.baseName(of: $0) == "base" })
    return chain
  }

  /// `ualoc_localizationsToUse`: the match for the first preferred language that has one, then the match's
  /// parents found in `available`; empty when nothing matches.
  ///
  /// - Parameters:
  ///   - preferences: preferred languages, most preferred first.
  ///   - available: the localizations to choose from, as written.
  /// - Returns: elements of `available`, best first.
  package static func localizationsToUse(for preferences: [String], in available: [String]) -> [String] {
    // A bare two-letter language the bundle has as it is (`en` among `en`, `fr`) is its own best match and has no
    // parent but the root: answered without reading the CLDR data, which matters for the first lookup after launch.
    if let first = preferences.first, isPlainLanguageWithoutVariants(first), available.contains(first) {
      return [first]
    }
    let candidates = available.map(LocalizationIdentifier.init)
    let requests = preferences.compactMap(LocalizationIdentifier.init)
    guard var result = bestIndex(requests: requests, candidates: candidates) else {
      return available.contains("zxx") ? ["zxx"] : []  // "no linguistic content"
    }
    result = preferringExactMatchOfSameLanguage(result, requests: requests, candidates: candidates)
    guard let matched = candidates[result.index] else { return [] }

    var localizations = [available[result.index]]
    let chain = matched.parentChain(penalizingNonDefaultRegion: true)
    for (position, name) in chain.enumerated() where position == 0 || chain[position - 1] != name {
      for (index, candidate) in candidates.enumerated() where index != result.index {
        guard let candidate else { continue }
        // Apple lists Taiwan's Traditional Chinese after Hong Kong's.
        if name == candidate.normalized || (name == "zh_Hant_HK" && candidate.normalized == "zh_Hant_TW") {
          localizations.append(available[index])
        }
      }
    }
    return localizations
  }

  /// Two lowercase ASCII letters naming a language without script variants, aliases or parents in CLDR's matching
  /// data (not `zh`, `sr`, `iw`, `nb`, ...).
  private static func isPlainLanguageWithoutVariants(_ code: String) -> Bool {
    let bytes = code.utf8
    guard bytes.count == 2, bytes.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) else {
      return false
    }
    return ![
      "az", "bs", "ff", "ha", "in", "iw", "ji", "jw", "ks", "mn", "mo", "ms", "nb", "nn", "no", "pa", "sd", "sh", "sr",
      "tl", "uz", "vai", "zh",
    ].contains(code)
  }

  private struct Match {
    var index: Int
    var score: Int
  }

  /// The best candidate for the first request that has one: -1 for the same base name, 0 for the same
  /// normalized name, else the summed depth of the nearest common parent (plus one across languages).
  private static func bestIndex(requests: [LocalizationIdentifier], candidates: [LocalizationIdentifier?]) -> Match? {
    var chains: [Int: [String]] = [:]
    var portugueseFallback: Int?
    for request in requests {
      var best: Match?
      let requestChain = request.parentChain(penalizingNonDefaultRegion: false)
      for (index, candidate) in candidates.enumerated() {
        guard let candidate else { continue }
        let score = best?.score ?? .max
        if score > -1, request.base == candidate.base {
          best = Match(index: index, score: -1)
        } else if score > 0, request.normalized == candidate.normalized {
          best = Match(index: index, score: 0)
        } else if score > 0, request.languageGroup == candidate.languageGroup {
          let candidateChain = chains[index] ?? candidate.parentChain(penalizingNonDefaultRegion: true)
          chains[index] = candidateChain
          for (requestDepth, requestName) in requestChain.enumerated() {
            for (candidateDepth, candidateName) in candidateChain.enumerated() where requestName == candidateName {
              if request.normalized == "pt_PT", candidate.normalized == "pt_BR" {
                // European Portuguese takes Brazilian only when nothing else matches at all.
                portugueseFallback = index
                continue
              }
              let distance = requestDepth + candidateDepth + (request.language == candidate.language ? 0 : 1)
              if distance < best?.score ?? .max { best = Match(index: index, score: distance) }
            }
          }
        }
      }
      if let best { return best }
    }
    return portugueseFallback.map { Match(index: $0, score: .max) }
  }

  /// A match through parents to a regional localization gives way to an exact match for another preferred
  /// variant of the same language (`[fr-CH, fr-CA]` in `[fr-FR, fr-CA]` gives `fr-CA`); Chinese excepted.
  private static func preferringExactMatchOfSameLanguage(
    _ match: Match, requests: [LocalizationIdentifier], candidates: [LocalizationIdentifier?]
  ) -> Match {
    guard match.score > 0, match.score != .max, let matched = candidates[match.index], matched.specifiesCountry,
      matched.language != "zh"
    else { return match }
    var result = match
    for request in requests where request.language == matched.language {
      if let index = candidates.firstIndex(where: {
        $0.map { request.base == $0.base || request.normalized == $0.normalized } ?? false
      }) {
        result.index = index
      }
    }
    return result
  }
}
