/// Matches requested language tags against the localizations a bundle ships (its `.lproj` folder names).
///
/// Comparison ignores case and treats `_` as `-` (`pt_BR` == `pt-br`). A request falls back along its tag
/// (`zh-Hant-HK` → `zh-Hant` → ...), infers the script of Chinese and a few other languages from the
/// region (`zh-TW` → `zh-Hant`), never crosses scripts (`sr-Latn` does not match a bare Cyrillic `sr`),
/// and finally takes any localization of the same language (`en-AU` → `en-GB`).
public enum LanguageMatcher {
  private static let legacyNames: [String: String] = [
    "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es", "italian": "it",
    "dutch": "nl", "chinese": "zh", "korean": "ko", "portuguese": "pt", "russian": "ru", "swedish": "sv",
  ]
  /// The script a bare language tag implies, for languages written in more than one script.
  private static let defaultScripts: [String: String] = [
    "zh": "hans", "sr": "cyrl", "uz": "latn", "az": "latn", "bs": "latn", "pa": "guru", "mn": "cyrl", "ha": "latn",
    "ms": "latn", "sd": "arab", "shi": "tfng", "vai": "vaii", "ff": "latn", "ks": "arab",
  ]
  private static let traditionalChineseRegions: Set<String> = ["tw", "hk", "mo"]

  /// The canonical form of a tag: lower case, `-` separators, legacy `.lproj` names (`English`) mapped.
  public static func canonical(_ tag: String) -> String {
    var lowered = String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    if let dot = lowered.firstIndex(of: ".") { lowered = String(lowered[..<dot]) }  // en_US.UTF-8
    if let at = lowered.firstIndex(of: "@") { lowered = String(lowered[..<at]) }  // sr_RS@latin
    return legacyNames[lowered] ?? lowered
  }

  /// The tags to try for one request, most specific first, all canonical.
  public static func candidates(for tag: String) -> [String] {
    let canonicalTag = canonical(tag)
    guard !canonicalTag.isEmpty, canonicalTag != "base" else { return canonicalTag.isEmpty ? [] : ["base"] }
    var subtags = canonicalTag.split(separator: "-").map(String.init)
    let language = subtags[0]
    let explicitScript = subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
    var script = explicitScript
    if script == nil, let inferred = inferredScript(language: language, subtags: subtags.dropFirst()) {
      script = inferred
      subtags.insert(inferred, at: 1)
    }
    var result: [String] = []
    var current = subtags
    while !current.isEmpty {
      let joined = current.joined(separator: "-")
      if !result.contains(joined) { result.append(joined) }
      current.removeLast()
      if current.count == 1, let script, script != defaultScripts[language] { break }
    }
    if explicitScript == nil, script != nil {
      // Also the request as written without the inferred script (`zh-TW` as a folder name).
      let written = canonicalTag
      if !result.contains(written) { result.insert(written, at: min(1, result.count)) }
    }
    return result
  }

  private static func inferredScript(language: String, subtags: ArraySlice<String>) -> String? {
    guard language == "zh" else { return defaultScripts[language] }
    if let region = subtags.first(where: { $0.count == 2 }), traditionalChineseRegions.contains(region) {
      return "hant"
    }
    return "hans"
  }

  /// The best of `available` for the first request that has a match, else `nil`.
  ///
  /// - Parameters:
  ///   - requested: preferred languages, most preferred first.
  ///   - available: the localizations to choose from, as written (folder names).
  /// - Returns: the chosen element of `available`, spelled as in `available`.
  public static func bestMatch(for requested: [String], in available: [String]) -> String? {
    let index = Dictionary(available.map { (canonicalForMatching($0), $0) }, uniquingKeysWith: { first, _ in first })
    for tag in requested {
      for candidate in candidates(for: tag) {
        if let found = index[candidate] { return found }
      }
      let language = canonical(tag).split(separator: "-").first.map(String.init) ?? ""
      guard !language.isEmpty, language != "base" else { continue }
      let sameLanguage = available.filter {
        canonicalForMatching($0).split(separator: "-").first.map(String.init) == language
      }
      let wantedScript = candidates(for: tag).first.flatMap { scriptOf($0) }
      if let match = sameLanguage.sorted(by: { canonical($0) < canonical($1) }).first(where: {
        scriptOf(canonicalForMatching($0)) == wantedScript
      }) {
        return match
      }
    }
    return nil
  }

  /// The localizations to read, in order, for a request: every match along the request's fallback tags,
  /// then the development language, then `Base`, each once.
  public static func fallbackChain(for requested: String, in available: [String], developmentLanguage: String?)
    -> [String]
  {
    var chain: [String] = []
    func add(_ localization: String?) {
      if let localization, !chain.contains(localization) { chain.append(localization) }
    }
    let index = Dictionary(available.map { (canonicalForMatching($0), $0) }, uniquingKeysWith: { first, _ in first })
    if let best = bestMatch(for: [requested], in: available) {
      add(best)
      for candidate in candidates(for: best) { add(index[candidate]) }
    }
    add(developmentLanguage)
    add(index["base"])
    return chain
  }

  /// The canonical tag with the inferred script, so `zh-TW` and `zh-Hant-TW` folders both match requests.
  private static func canonicalForMatching(_ tag: String) -> String {
    canonical(tag)
  }

  private static func scriptOf(_ canonicalTag: String) -> String? {
    let subtags = canonicalTag.split(separator: "-").map(String.init)
    guard let language = subtags.first else { return nil }
    return subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
      ?? inferredScript(language: language, subtags: subtags.dropFirst())
  }
}
