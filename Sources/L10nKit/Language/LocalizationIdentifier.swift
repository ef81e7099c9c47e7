import Foundation

/// One language tag or `.lproj` name in the forms Apple's matching compares: as written, its base name
/// (`pt_BR`), its normalized name (`zh_TW` → `zh_Hant_TW`, `English` → `en`, `iw` → `he`) and its parent chain.
struct LocalizationIdentifier {
  /// The tag as the caller wrote it.
  let original: String
  /// ICU's base name: `_` separators, language lower case, script title case, region upper case, no BCP 47
  /// extensions (`-u-…`). Like ICU, it keeps a POSIX charset or modifier (`de_AT.UTF-8`, `sr_RS@latin`) as
  /// written, so such a tag matches no localization exactly and falls back to its language.
  let base: String
  /// The base name with aliases applied.
  let normalized: String
  /// The language subtag of `normalized`.
  let language: String
  /// `language`, or the language whose parent chains it shares (`nb` → `no`).
  let languageGroup: String

  /// `nil` for tags Apple ignores: empty, `root`, or starting with a separator.
  init?(_ tag: String) {
    guard let base = Self.baseName(of: tag) else { return nil }
    self.original = tag
    self.base = base
    self.normalized = Self.normalize(base)
    self.language = String(normalized.prefix { $0 != "_" })
    self.languageGroup = LanguageMatcher.languageGroups[language] ?? language
  }

  /// Whether the normalized name has a region (`de_AT`, `es_419`).
  var specifiesCountry: Bool { Self.subtags(of: normalized).region != nil }

  /// The normalized name and its parents, most specific first, up to (not including) `root`.
  ///
  /// With `penalizingNonDefaultRegion`, a name whose region is not the one its language usually means (`de_AT`,
  /// `pt_PT`, but not `pt_BR` or `de_DE`) appears twice, so that a match through it counts as one step further:
  /// a bare `it` request then prefers `it_IT` to `it_CH` in any order.
  func parentChain(penalizingNonDefaultRegion: Bool) -> [String] {
    var chain = [normalized]
    if penalizingNonDefaultRegion, normalized != "es_MX", normalized != "zh_Hant_TW",
      Self.hasNonDefaultRegion(normalized)
    {
      chain.append(normalized)
    }
    var current = normalized
    // ICU stops after ten entries; no real chain is that long.
    while chain.count < 10, let parent = Self.parent(of: current) {
      chain.append(parent)
      current = parent
    }
    return chain
  }

  // MARK: - ICU's locale operations, as ualoc_localizationsToUse uses them

  /// `uloc_getBaseName`: `nil` for empty or unusable tags.
  static func baseName(of tag: String) -> String? {
    // Foundation's trimming is slow on Linux; most tags have nothing to trim.
    let needsTrimming = tag.first?.isWhitespace == true || tag.last?.isWhitespace == true
    var text = Substring(needsTrimming ? tag.trimmingCharacters(in: .whitespaces) : tag)
    var suffix = ""
    if let cut = text.firstIndex(where: { $0 == "@" || $0 == "." }) {
      suffix = String(text[cut...])
      text = text[..<cut]
    }
    let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }.map(String.init)
    guard let first = pieces.first, !first.isEmpty, first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return nil
    }
    let language = first.lowercased()
    guard language != "root" else { return nil }
    var result = [language]
    var index = 1
    if index < pieces.count, pieces[index].count == 4, pieces[index].allSatisfy({ $0.isASCII && $0.isLetter }) {
      result.append(pieces[index].prefix(1).uppercased() + pieces[index].dropFirst().lowercased())
      index += 1
    }
    if index < pieces.count, Self.isRegion(pieces[index]) {
      result.append(pieces[index].uppercased())
      index += 1
    }
    // Variants (`de-CH-1996`) stay; an extension singleton (`-u-`, `-x-`) ends the base name.
    while index < pieces.count, pieces[index].count > 1 {
      result.append(pieces[index].uppercased())
      index += 1
    }
    return result.joined(separator: "_") + suffix
  }

  private static func isRegion(_ subtag: String) -> Bool {
    (subtag.count == 2 && subtag.allSatisfy { $0.isASCII && $0.isLetter })
      || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
  }

  /// `ualoc_normalize`: Apple's aliases for the whole name, else CLDR's language aliases, keeping the script
  /// and region (`iw_IL` → `he_IL`, `sh_RS` → `sr_Latn_RS`).
  static func normalize(_ base: String) -> String {
    if let replacement = LanguageMatcher.appleAliases[base] ?? LanguageMatcher.languageAliases[base] {
      return replacement
    }
    guard let separator = base.firstIndex(of: "_"),
      let replacement = LanguageMatcher.languageAliases[String(base[..<separator])]
    else { return base }
    if !replacement.contains("_") { return replacement + base[separator...] }
    // A replacement with a script keeps the request's region (`sh_RS` → `sr_Latn_RS`); one with a region
    // stands as it is.
    let replacementSubtags = replacement.split(separator: "_")
    if replacementSubtags.last?.count == 4, let last = base.split(separator: "_").last, last.count <= 3,
      isRegion(String(last))
    {
      return replacement + "_" + last
    }
    return replacement
  }

  /// `ualoc_getParent`: Apple's parents, then CLDR's, else the name without its last subtag; `nil` at the root.
  static func parent(of name: String) -> String? {
    let parent: String
    if let apple = LanguageMatcher.appleParents[name] {
      parent = apple
    } else if let cldr = LanguageMatcher.cldrParents[name] {
      parent = cldr
    } else if let separator = name.lastIndex(of: "_") {
      parent = String(name[..<separator])
    } else {
      return nil
    }
    return parent.isEmpty || parent == "root" ? nil : parent
  }

  /// Whether `uloc_minimizeSubtags` keeps the region: the region is not the one the language (in its script)
  /// usually means. Unknown languages keep their region.
  static func hasNonDefaultRegion(_ name: String) -> Bool {
    let subtags = subtags(of: name)
    guard let region = subtags.region else { return false }
    guard let likely = LanguageMatcher.likelyScriptAndRegion[subtags.language] else { return true }
    let script =
      subtags.script ?? LanguageMatcher.likelyScriptOfRegion["\(subtags.language)_\(region)"] ?? likely.script
    if script == likely.script { return region != likely.region }
    guard let scriptRegion = LanguageMatcher.likelyRegionOfScript["\(subtags.language)_\(script)"] else {
      return true
    }
    return region != scriptRegion
  }

  /// The language, script and region of a base name.
  static func subtags(of name: String) -> (language: String, script: String?, region: String?) {
    let pieces = name.split(separator: "_").map(String.init)
    var index = 1
    var script: String?
    if index < pieces.count, pieces[index].count == 4 {
      script = pieces[index]
      index += 1
    }
    let region = index < pieces.count && isRegion(pieces[index]) ? pieces[index] : nil
    return (pieces.first ?? "", script, region)
  }
}
