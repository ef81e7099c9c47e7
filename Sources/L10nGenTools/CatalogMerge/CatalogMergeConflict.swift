/// One unit both sides of a merge changed differently: where it is and what each side made of it.
package struct CatalogMergeConflict: Hashable, Sendable, CustomStringConvertible {
  /// The catalog key, or `nil` for a top-level member (`sourceLanguage`, `version`).
  package var key: String?
  /// The members below the key (or below the top level), such as `["localizations", "de", "stringUnit", "value"]`.
  package var path: [String]
  /// The base's value, in short JSON (an object by its member names), `nil` when absent.
  package var base: String?
  /// Ours' value, as ``base``; `nil` when ours deleted it. The merge kept it.
  package var ours: String?
  /// Theirs' value, as ``base``; `nil` when theirs deleted it.
  package var theirs: String?
  /// Whether the unit (or every unit below the conflict) was marked `needs_review`.
  package var isMarkedForReview: Bool

  /// One line: `'key' › localizations › de › stringUnit › value: ours "A", theirs "B" (base "C"); kept ours`.
  package var description: String {
    let place = ([key.map { "'\($0)'" } ?? "(top level)"] + path).joined(separator: " › ")
    let kept = isMarkedForReview ? "kept ours, marked needs_review" : "kept ours"
    return "\(place): ours \(Self.describe(ours)), theirs \(Self.describe(theirs)) (base \(Self.describe(base))); "
      + kept
  }

  /// A value for the message: its short JSON cut at 80 characters, or `absent`.
  private static func describe(_ json: String?) -> String {
    guard let json else { return "absent" }
    return json.count > 80 ? String(json.prefix(77)) + "..." : json
  }
}
