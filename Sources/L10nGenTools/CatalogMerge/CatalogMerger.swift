package import Foundation
internal import L10nGenCore

/// A three-way merge of String Catalogs by key, language, variation and field, for `l10n-gen merge-driver`.
///
/// Git merges a catalog as text, so two branches that each add a key (Xcode rewrites the whole file) conflict, and
/// JSON cannot hold conflict markers. This merge reads the three versions and walks them as trees: the catalog's
/// keys, then each key's members (`comment`, `extractionState`, `shouldTranslate`, `localizations`), each language,
/// each variation (`plural` categories, `device` classes, `substitutions` and their variations) and each unit's
/// fields (`state`, `value`). At every member:
///
/// - the same on both sides (both unchanged, or both changed alike) → taken once;
/// - changed on one side only (added, changed or deleted) → that side's version;
/// - changed on both sides, and both are objects → merged member by member;
/// - changed differently on both sides → a **conflict**: ours is kept, the `stringUnit` concerned (or every unit
///   below a conflicting localization or variation) is marked `needs_review`, and the conflict is listed.
///
/// A member deleted on one side and changed on the other is a conflict too, resolved as ours: ours' deletion stays a
/// deletion, ours' change stays; either way it is listed, so no translation disappears silently. When a merge would
/// give a language both a plain text and variations (one side turned the text into plural variations, the other
/// changed the text), ours' whole localization is kept, as one conflict. A base that is empty (the file was added
/// on both branches) merges as "added on both sides". The result is written as Xcode writes catalogs
/// (``CatalogFormatter``), keeping ours' final line break.
package struct CatalogMerger {
  /// The conflicts found so far, in walk order.
  private var conflicts: [CatalogMergeConflict] = []
  /// The member paths (from the catalog root) of the conflicts, in the order of ``conflicts``.
  private var conflictPaths: [[String]] = []

  /// A merger with no conflict yet.
  private init() {}

  /// Merges `ours` and `theirs`, the two sides' versions of one catalog, from their common `base`; `paths` name the
  /// three files in diagnostics.
  package static func merge(
    base: Data, ours: Data, theirs: Data, paths: (base: String, ours: String, theirs: String)
  ) -> CatalogMergeResult {
    var diagnostics: [Diagnostic] = []
    let values = [(base, paths.base), (ours, paths.ours), (theirs, paths.theirs)].map { data, path in
      switch read(data, path: path) {
      case .success(let value): return value
      case .failure(let error):
        diagnostics.append(error.diagnostic)
        return nil
      }
    }
    guard diagnostics.isEmpty else { return CatalogMergeResult(merged: nil, conflicts: [], diagnostics: diagnostics) }
    var merger = CatalogMerger()
    var merged = merger.merge(values[0], values[1], values[2], path: [])
    for index in merger.conflicts.indices {
      merger.conflicts[index].isMarkedForReview = markForReview(&merged, conflictAt: merger.conflictPaths[index])
    }
    let data = merged.map { CatalogFormatter.data(of: $0, finalLineBreak: ours.last == UInt8(ascii: "\n")) } ?? Data()
    return CatalogMergeResult(merged: data, conflicts: merger.conflicts, diagnostics: [])
  }

  /// One side as a value: `nil` for an empty file (no version on that side), else the catalog, or the located error
  /// of a file that is no catalog.
  private static func read(_ data: Data, path: String) -> Result<XcodeJSONValue?, CatalogFormatter.Unreadable> {
    guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return .success(nil) }
    return CatalogFormatter.read(data, path: path).map { XcodeJSONValue($0) }
  }

  /// The merge of one member (`path` from the catalog root) as base, ours and theirs have it; `nil` to leave it out.
  private mutating func merge(
    _ base: XcodeJSONValue?, _ ours: XcodeJSONValue?, _ theirs: XcodeJSONValue?, path: [String]
  ) -> XcodeJSONValue? {
    if Self.same(ours, theirs) { return ours }
    if Self.same(base, ours) { return theirs }
    if Self.same(base, theirs) { return ours }
    guard let ourMembers = ours?.members, let theirMembers = theirs?.members else {
      addConflict(at: path, base: base, ours: ours, theirs: theirs)
      return ours
    }
    let baseObject = base?.members != nil ? base : nil
    var names = ourMembers.map(\.key)
    var seen = Set(names)
    for member in theirMembers where seen.insert(member.key).inserted { names.append(member.key) }
    let conflictCount = conflicts.count
    let merged = XcodeJSONValue.object(
      names.compactMap { name in
        merge(baseObject?[name], ours?[name], theirs?[name], path: path + [name]).map { (key: name, value: $0) }
      })
    if merged["stringUnit"] != nil, merged["variations"] != nil,
      ours?["stringUnit"] == nil || ours?["variations"] == nil
    {
      // One side made the text vary, the other changed the text: ours' localization, whole, is one conflict.
      conflicts.removeSubrange(conflictCount...)
      conflictPaths.removeSubrange(conflictCount...)
      addConflict(at: path, base: base, ours: ours, theirs: theirs)
      return ours
    }
    return merged
  }

  /// Records a conflict at `path`.
  private mutating func addConflict(
    at path: [String], base: XcodeJSONValue?, ours: XcodeJSONValue?, theirs: XcodeJSONValue?
  ) {
    let isKey = path.count >= 2 && path[0] == "strings"
    conflicts.append(
      CatalogMergeConflict(
        key: isKey ? path[1] : nil, path: Array(path.dropFirst(isKey ? 2 : 0)), base: base.map(Self.shortJSON),
        ours: ours.map(Self.shortJSON), theirs: theirs.map(Self.shortJSON), isMarkedForReview: false))
    conflictPaths.append(path)
  }

  /// Whether two optional values are the same JSON (both absent counts).
  private static func same(_ first: XcodeJSONValue?, _ second: XcodeJSONValue?) -> Bool {
    switch (first, second) {
    case (nil, nil): true
    case (let first?, let second?): first.isSame(as: second)
    default: false
    }
  }

  /// A value for a conflict message: a string, number or boolean as JSON, an object by its member names.
  private static func shortJSON(_ value: XcodeJSONValue) -> String {
    switch value {
    case .object(let members): "{" + members.map { JSONString.quoted($0.key) }.joined(separator: ", ") + "}"
    case .array(let elements): "[\(elements.count) element\(elements.count == 1 ? "" : "s")]"
    case .string(let text): JSONString.quoted(text)
    case .number(let text): text
    case .boolean(let flag): flag ? "true" : "false"
    case .null: "null"
    }
  }

  /// Marks the units a conflict at `path` concerns `needs_review` in `catalog`: the `stringUnit` on the path, or,
  /// for a conflict above the units of a localization (a variation, a substitution, the whole language), every unit
  /// below it. Conflicts outside localizations (a comment, a key deleted on one side) mark nothing. Returns whether a
  /// unit was marked.
  private static func markForReview(_ catalog: inout XcodeJSONValue?, conflictAt path: [String]) -> Bool {
    guard path.count >= 4, path[0] == "strings", path[2] == "localizations", var root = catalog else { return false }
    let target = path.lastIndex(of: "stringUnit").map { Array(path[...$0]) } ?? path
    var marked = false
    root = updating(root, at: target[...]) { node in
      var copy = node
      marked = markUnits(in: &copy)
      return copy
    }
    catalog = root
    return marked
  }

  /// `value` with `change` applied to the member at `path`; unchanged when there is no such member.
  private static func updating(
    _ value: XcodeJSONValue, at path: ArraySlice<String>, _ change: (XcodeJSONValue) -> XcodeJSONValue
  ) -> XcodeJSONValue {
    guard let name = path.first else { return change(value) }
    guard case .object(var members) = value, let index = members.firstIndex(where: { $0.key == name }) else {
      return value
    }
    members[index].value = updating(members[index].value, at: path.dropFirst(), change)
    return .object(members)
  }

  /// Sets `state` to `needs_review` in `node` when it is a unit (it has a `value`), else in every `stringUnit` below
  /// it; returns whether any was set.
  private static func markUnits(in node: inout XcodeJSONValue) -> Bool {
    guard case .object(var members) = node else { return false }
    if members.contains(where: { $0.key == "value" }) {
      if let index = members.firstIndex(where: { $0.key == "state" }) {
        members[index].value = .string("needs_review")
      } else {
        members.append((key: "state", value: .string("needs_review")))
      }
      node = .object(members)
      return true
    }
    var marked = false
    for index in members.indices where markUnits(in: &members[index].value) { marked = true }
    node = .object(members)
    return marked
  }
}
