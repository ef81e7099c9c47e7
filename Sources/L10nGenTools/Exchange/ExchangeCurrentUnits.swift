internal import L10nGenCore

/// The units ``ExchangeExporter`` would export for one origin and language, looked up by id, as an import compares
/// against them. A `.strings` table's units are made on demand from its entries (indexed by key), so an import does
/// not build all of them; other origins' (catalogs, `.stringsdict` files, storyboards and xibs, whose ids name
/// variants) are exported once and kept by id.
struct ExchangeCurrentUnits {
  /// The entries a `.strings` key's unit is made from, as offsets (32 bits: one index of a large table is the
  /// largest thing an import builds).
  private struct StringsIndex {
    /// The development entry whose value is the source (the key's last, as CoreFoundation keeps).
    var value: Int32
    /// The development entry whose comment is the note (the last with a comment).
    var comment: Int32
    /// The target entry whose value is the target (the key's last); -1 when the target file has none.
    var target: Int32 = -1
  }

  private enum Storage {
    case strings(
      development: [StringsTextEntry], target: [StringsTextEntry], index: [String: StringsIndex])
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
      let development = exporter.stringsEntries(origin, language: exporter.project.developmentLanguage)
      let target = exporter.stringsEntries(origin, language: language)
      var index: [String: StringsIndex] = [:]
      index.reserveCapacity(development.count)
      for (offset, entry) in zip(Int32(0)..., development) {
        let hasComment = entry.comment != nil
        if let existing = index[entry.key] {
          index[entry.key] = StringsIndex(value: offset, comment: hasComment ? offset : existing.comment)
        } else {
          index[entry.key] = StringsIndex(value: offset, comment: offset)
        }
      }
      // Only the development keys have units: a target key without one is never looked up.
      for (offset, entry) in zip(Int32(0)..., target) where index[entry.key] != nil {
        index[entry.key]!.target = offset
      }
      storage = .strings(development: development, target: target, index: index)
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
    case .strings(let development, let target, let index):
      guard let found = index[id] else { return nil }
      return ExchangeUnit(
        id: id, source: development[Int(found.value)].value,
        target: found.target < 0 ? nil : target[Int(found.target)].value,
        note: development[Int(found.comment)].comment)
    }
  }
}
