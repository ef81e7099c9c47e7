internal import L10nGenCore

/// The units ``ExchangeExporter`` would export for one origin and language, looked up by id, as an import compares
/// against them. A `.strings` table's units are made on demand from its entries (indexed by key), so an import does
/// not build all of them; other origins' (catalogs, `.stringsdict` files, storyboards and xibs, whose ids name
/// variants) are exported once and kept by id.
struct ExchangeCurrentUnits {
  /// The entry a `.strings` key's unit is made from.
  private struct StringsIndex {
    /// The development entry whose value is the source (the key's last, as CoreFoundation keeps).
    var value: Int
    /// The development entry whose comment is the note (the last with a comment).
    var comment: Int
  }

  private enum Storage {
    case strings(
      development: [TableFileContents.Entry], index: [String: StringsIndex], target: [TableFileContents.Entry],
      targetIndex: [String: Int])
    case units([String: ExchangeUnit])
  }

  /// The origin's `original`.
  let original: String
  /// The target language.
  let language: String
  private let storage: Storage

  init(exporter: ExchangeExporter, origin: ExchangeOrigin, language: String) {
    original = origin.original
    self.language = language
    if origin.document == nil, case .languageFiles(let kind, _, _, _) = origin.storage, kind != .stringsDict {
      let development = exporter.entries(origin, language: exporter.project.developmentLanguage)
      let target = exporter.entries(origin, language: language)
      var index: [String: StringsIndex] = [:]
      index.reserveCapacity(development.count)
      for (offset, entry) in development.enumerated() {
        let hasComment = entry.comment != nil
        if let existing = index[entry.key] {
          index[entry.key] = StringsIndex(value: offset, comment: hasComment ? offset : existing.comment)
        } else {
          index[entry.key] = StringsIndex(value: offset, comment: offset)
        }
      }
      var targetIndex: [String: Int] = [:]
      targetIndex.reserveCapacity(target.count)
      for (offset, entry) in target.enumerated() { targetIndex[entry.key] = offset }
      storage = .strings(development: development, index: index, target: target, targetIndex: targetIndex)
    } else {
      storage = .units(
        Dictionary(
          exporter.units(of: origin, language: language).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
    }
  }

  /// The unit `id` names, as the exporter makes it; `nil` when the project has no such unit.
  func unit(id: String) -> ExchangeUnit? {
    switch storage {
    case .units(let units):
      return units[id]
    case .strings(let development, let index, let target, let targetIndex):
      guard let found = index[id] else { return nil }
      let entry = development[found.value]
      return ExchangeUnit(
        id: id, source: entry.value.plainText ?? entry.value.root.representativeText ?? "",
        target: targetIndex[id].flatMap { target[$0].value.plainText }, note: development[found.comment].comment)
    }
  }
}
