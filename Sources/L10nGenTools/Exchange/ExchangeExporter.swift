internal import Foundation
import L10nGenCore
internal import L10nKit

/// Makes the units Xcode's "Export Localizations" makes for one language (Docs of issue 22 §1):
///
/// - `.strings`: one unit per development key, `id` the key, the target without a state (the file keeps none).
/// - `.stringsdict`: one unit per string of the rule tree, with Xcode's path ids
///   (`/key:dict/NSStringLocalizedFormatKey:dict/:string`, `/key:dict/count:dict/one:dict/:string`). A language that
///   has the entry gets its own plural categories; one that has not gets its CLDR categories (Polish `few` and
///   `many`), plus `zero` when the development language has one, each with the development text of that category
///   (else of `other`) as source.
/// - String Catalogs: `key`, `key|==|plural.one`, `key|==|device.iphone.plural.one`,
///   `key|==|substitutions.count.plural.few`; states from the catalog (`needs_review` → `needs-review-l10n`);
///   `shouldTranslate: false` as `translate="no"`. The development language's targets are its own values, or the
///   source with state `new`.
/// - Storyboards and xibs: ibtool's entries (`IBStringsExporter`): id `ObjectID.property`, ibtool's note, targets
///   from the table that translates the document.
///
/// Units are sorted byte-wise by id with digit runs by value (`ExchangeFile.unitSortsBefore(_:_:)`), files
/// case-insensitively by path, as Xcode does.
package struct ExchangeExporter: Sendable {
  /// The project read.
  package var project: ExchangeProject

  package init(project: ExchangeProject) {
    self.project = project
  }

  /// The `<file>`s of the export for `language`, in Xcode's order.
  package func files(for language: String) -> [ExchangeFile] {
    project.origins.map { origin in
      let units = units(of: origin, language: language)
      return ExchangeFile(
        original: origin.original, sourceLanguage: project.developmentLanguage, targetLanguage: language,
        units: units.sorted(by: ExchangeFile.unitSortsBefore))
    }
  }

  /// The units of `origin` for `language`, unsorted.
  package func units(of origin: ExchangeOrigin, language: String) -> [ExchangeUnit] {
    if let document = origin.document.flatMap({ project.documents[$0] }) {
      return documentUnits(document, origin: origin, language: language)
    }
    switch origin.storage {
    case .catalog(let path):
      guard let catalog = project.contents[path]?.catalog else { return [] }
      return catalog.entries.flatMap { catalogUnits($0, language: language) }
    case .languageFiles(let kind, _, _, _):
      switch kind {
      case .stringsDict:
        return stringsDictUnits(
          development: entries(origin, language: project.developmentLanguage),
          target: entries(origin, language: language), language: language)
      default:
        return stringsUnits(
          development: stringsEntries(origin, language: project.developmentLanguage),
          target: stringsEntries(origin, language: language))
      }
    }
  }

  // MARK: - .strings

  private func stringsUnits(development: [StringsTextEntry], target: [StringsTextEntry]) -> [ExchangeUnit] {
    let targets = Dictionary(target.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    return StringsTextEntry.lastWins(development).map { entry in
      ExchangeUnit(id: entry.key, source: entry.value, target: targets[entry.key], note: entry.comment)
    }
  }

  // MARK: - .stringsdict

  private func stringsDictUnits(
    development: [TableFileContents.Entry], target: [TableFileContents.Entry], language: String
  ) -> [ExchangeUnit] {
    let targets = Dictionary(target.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    var units: [ExchangeUnit] = []
    for entry in Self.lastWins(development) {
      let translated = targets[entry.key]
      let prefix = "/" + entry.key + ":dict/"
      units.append(
        ExchangeUnit(
          id: prefix + "NSStringLocalizedFormatKey:dict/:string", source: entry.value.root.representativeText ?? "",
          target: translated?.root.representativeText, note: entry.comment))
      for substitution in entry.value.substitutions {
        let sources = Self.variantTexts(substitution.variants)
        let translatedVariants = translated?.substitutions.first { $0.name == substitution.name }.map {
          Self.variantTexts($0.variants)
        }
        let categories = Self.categories(
          for: language, developmentSelectors: sources.map(\.selector) + (translatedVariants?.map(\.selector) ?? []))
        let sourceByCategory = Dictionary(
          sources.map { ($0.selector, $0.text) }, uniquingKeysWith: { first, _ in first })
        let targetByCategory = translatedVariants.map {
          Dictionary($0.map { ($0.selector, $0.text) }, uniquingKeysWith: { first, _ in first })
        }
        for category in categories {
          units.append(
            ExchangeUnit(
              id: prefix + substitution.name + ":dict/" + category + ":dict/:string",
              source: sourceByCategory[category] ?? sourceByCategory["other"] ?? "",
              target: translated == nil ? nil : (targetByCategory?[category] ?? nil), note: entry.comment))
        }
      }
    }
    return units
  }

  /// The selectors and texts of a one-level rule (`one` → `%d file`).
  static func variantTexts(_ node: VariantNode) -> [(selector: String, text: String)] {
    switch node {
    case .text(let text, _): return [("other", text)]
    case .plural(let variants), .device(let variants), .width(let variants):
      return variants.map { ($0.selector, $0.node.representativeText ?? "") }
    }
  }

  /// The plural categories a language without its own variants gets: CLDR's for `language`, with `zero` first when
  /// the development language has one (stringsdict's `zero` applies in every language).
  static func categories(for language: String, developmentSelectors: [String]) -> [String] {
    var categories = PluralRules(locale: language).categories.map(\.rawValue)
    if developmentSelectors.contains("zero") && !categories.contains("zero") { categories.insert("zero", at: 0) }
    return categories
  }

  // MARK: - String Catalogs

  /// A catalog entry's units. Stale entries (`extractionState: stale`, no longer found in code) are exported too, in
  /// every language, as Xcode exports them.
  private func catalogUnits(_ entry: LocalizationEntry, language: String) -> [ExchangeUnit] {
    let development = entry.values[project.developmentLanguage]
    let sources = development.map(Self.catalogTexts) ?? [("", entry.key)]
    let sourceByPath = Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
    let isDevelopment = ProjectLayout.languagesMatch(language, project.developmentLanguage)
    let translated = entry.values[language]
    let paths: [(path: String, text: String?)]
    if let translated {
      paths = Self.catalogTexts(translated).map { ($0.path, $0.text) }
    } else {
      paths = Self.catalogPaths(development, language: language).map { ($0, nil) }
    }
    let state = translated.map { Self.xliffState($0.state ?? "translated") }
    return paths.map { item in
      let id = item.path.isEmpty ? entry.key : entry.key + "|==|" + item.path
      let source = sourceByPath[item.path] ?? sourceByPath[Self.otherPath(item.path)] ?? entry.key
      var target = item.text
      var unitState = target == nil ? nil : state
      if isDevelopment && target == nil {
        target = source
        unitState = "new"
      }
      return ExchangeUnit(
        id: id, source: source, target: target, state: unitState, note: entry.comment,
        translate: entry.shouldTranslate)
    }
  }

  /// Every text of a catalog value with its path: `""` for a plain value, `plural.one`, `device.iphone.plural.one`,
  /// `substitutions.count.plural.few`.
  static func catalogTexts(_ value: LocalizedValue) -> [(path: String, text: String)] {
    var result = nodeTexts(value.root, prefix: "")
    for substitution in value.substitutions {
      result += nodeTexts(substitution.variants, prefix: "substitutions." + substitution.name)
    }
    return result
  }

  private static func nodeTexts(_ node: VariantNode, prefix: String) -> [(path: String, text: String)] {
    func joined(_ part: String) -> String { prefix.isEmpty ? part : prefix + "." + part }
    switch node {
    case .text(let text, _): return [(prefix, text)]
    case .plural(let variants): return variants.flatMap { nodeTexts($0.node, prefix: joined("plural." + $0.selector)) }
    case .device(let variants): return variants.flatMap { nodeTexts($0.node, prefix: joined("device." + $0.selector)) }
    case .width(let variants): return variants.flatMap { nodeTexts($0.node, prefix: joined("width." + $0.selector)) }
    }
  }

  /// The paths a language without a value gets: the development value's, with each plural's categories replaced by
  /// `language`'s CLDR categories.
  private static func catalogPaths(_ development: LocalizedValue?, language: String) -> [String] {
    guard let development else { return [""] }
    var result = nodePaths(development.root, prefix: "", language: language)
    for substitution in development.substitutions {
      result += nodePaths(substitution.variants, prefix: "substitutions." + substitution.name, language: language)
    }
    return result
  }

  private static func nodePaths(_ node: VariantNode, prefix: String, language: String) -> [String] {
    func joined(_ part: String) -> String { prefix.isEmpty ? part : prefix + "." + part }
    switch node {
    case .text: return [prefix]
    case .plural(let variants):
      let other = variants.first { $0.selector == "other" } ?? variants.first
      return categories(for: language, developmentSelectors: variants.map(\.selector)).flatMap { category in
        let node =
          variants.first { $0.selector == category }?.node ?? other?.node
          ?? .text("", .init(file: "", line: 0, column: 0))
        return nodePaths(node, prefix: joined("plural." + category), language: language)
      }
    case .device(let variants):
      return variants.flatMap { nodePaths($0.node, prefix: joined("device." + $0.selector), language: language) }
    case .width(let variants):
      return variants.flatMap { nodePaths($0.node, prefix: joined("width." + $0.selector), language: language) }
    }
  }

  /// `path` with its last plural category replaced by `other`, where a source for a category the development
  /// language lacks is found.
  static func otherPath(_ path: String) -> String {
    guard let range = path.range(of: "plural.", options: .backwards) else { return path }
    let rest = path[range.upperBound...]
    let end = rest.firstIndex(of: ".") ?? rest.endIndex
    return path[..<range.upperBound] + "other" + path[end...]
  }

  /// A catalog state as XLIFF writes it.
  package static func xliffState(_ state: String) -> String {
    switch state {
    case "needs_review": "needs-review-l10n"
    default: state
    }
  }

  // MARK: - Storyboards and xibs

  private func documentUnits(_ document: IBDocument, origin: ExchangeOrigin, language: String) -> [ExchangeUnit] {
    let isDevelopment = ProjectLayout.languagesMatch(language, project.developmentLanguage)
    var catalogEntries: [String: LocalizationEntry] = [:]
    var stringsTargets: [String: String] = [:]
    switch origin.storage {
    case .catalog(let path):
      for entry in project.contents[path]?.catalog?.entries ?? [] { catalogEntries[entry.key] = entry }
    case .languageFiles:
      for entry in stringsEntries(origin, language: language) { stringsTargets[entry.key] = entry.value }
    }
    return IBStringsExporter.entries(for: document).map { item in
      var unit = ExchangeUnit(id: item.key, source: item.value, note: item.comment)
      if case .catalog = origin.storage {
        let entry = catalogEntries[item.key]
        unit.translate = entry?.shouldTranslate ?? true
        if let value = entry?.values[language], let text = value.plainText {
          unit.target = text
          unit.state = Self.xliffState(value.state ?? "translated")
        } else if isDevelopment {
          unit.target = item.value
          unit.state = "new"
        }
      } else {
        unit.target = stringsTargets[item.key] ?? (isDevelopment ? item.value : nil)
      }
      return unit
    }
  }

  // MARK: - Helpers

  /// The entries of `origin`'s `.stringsdict` file for `language` (empty when it has none).
  func entries(_ origin: ExchangeOrigin, language: String) -> [TableFileContents.Entry] {
    Self.path(of: origin, language: language).flatMap { project.contents[$0]?.entries } ?? []
  }

  /// The entries of `origin`'s `.strings` file for `language` (empty when it has none).
  func stringsEntries(_ origin: ExchangeOrigin, language: String) -> [StringsTextEntry] {
    Self.path(of: origin, language: language).flatMap { project.stringsEntries[$0] } ?? []
  }

  /// The path of `origin`'s file for `language`, when it has one.
  private static func path(of origin: ExchangeOrigin, language: String) -> String? {
    guard case .languageFiles(_, _, _, let files) = origin.storage else { return nil }
    return files[language] ?? files.first(where: { ProjectLayout.languagesMatch($0.key, language) })?.value
  }

  /// The entries with one per key, at the key's first place with its last value (CoreFoundation keeps the last).
  static func lastWins(_ entries: [TableFileContents.Entry]) -> [TableFileContents.Entry] {
    StringsTextEntry.lastWins(entries, key: \.key) { kept, later in
      kept.value = later.value
      kept.comment = later.comment ?? kept.comment
    }
  }
}
