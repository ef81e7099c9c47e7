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
  /// The ids with white space at an end (`CPU: %u cores\n`), by their form without it: where a unit whose id a
  /// translation tool trimmed belongs.
  private let idsByTrimmedID: [String: [String]]

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
      idsByTrimmedID = Self.idsByTrimmedID(index.keys)
    } else {
      let units = Dictionary(
        exporter.units(of: origin, language: language).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      storage = .units(units)
      idsByTrimmedID = Self.idsByTrimmedID(units.keys)
    }
  }

  /// The ids of `ids` that begin or end with white space, by their trimmed form.
  private static func idsByTrimmedID(_ ids: some Sequence<String>) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for id in ids where id.first?.isWhitespace == true || id.last?.isWhitespace == true {
      result[String(trimmingWhiteSpace(id)), default: []].append(id)
    }
    for key in result.keys { result[key]?.sort() }
    return result
  }

  /// `text` without the white space (line feeds included) at its ends.
  static func trimmingWhiteSpace(_ text: String) -> Substring {
    var trimmed = text[...]
    while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    return trimmed
  }

  /// The unit a translation tool's damaged id stands for: when `id` names no unit, the one unit whose id is `id`
  /// once white space at the ends of both is ignored, and whose source is `source` the same way; `nil` when there is
  /// none, or more than one.
  func unit(damagedID id: String, source: String) -> ExchangeUnit? {
    let trimmed = String(Self.trimmingWhiteSpace(id))
    var candidates = idsByTrimmedID[trimmed] ?? []
    if trimmed != id, unit(id: trimmed) != nil { candidates.append(trimmed) }
    candidates.removeAll { $0 == id }
    guard candidates.count == 1, let found = unit(id: candidates[0]),
      Self.trimmingWhiteSpace(found.source) == Self.trimmingWhiteSpace(source)
    else { return nil }
    return found
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
