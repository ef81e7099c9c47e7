/// The one rule for the development language of a `.lproj` table, shared by `generate` (``TableBuilder``) and
/// `ib-migrate`, so that a migration writes its Base texts into the language `generate` reads them from.
///
/// - A requested language (configuration or `--development-language`) wins, matched case- and
///   separator-insensitively; when no language matches, `Base` stands in for it (Xcode's development folder).
/// - Otherwise the language whose table has the most keys among `en`, `en-US` and `Base` (a tie goes to `Base`,
///   then `en`), since that is where a project keeps its development texts.
/// - Otherwise the first language in sorted order.
package enum DevelopmentLanguagePicker {
  /// The languages that may be the development language when nothing says which.
  package static let candidates = ["Base", "en", "en-US"]

  /// The development language among the languages of `keyCounts` (each language's number of keys), or `nil` when
  /// there is none.
  package static func pick(keyCounts: [String: Int], requested: String?) -> String? {
    let sorted = keyCounts.keys.sorted()
    if let requested {
      return sorted.first { ProjectLayout.languagesMatch($0, requested) } ?? (sorted.contains("Base") ? "Base" : nil)
    }
    var best: (language: String, count: Int)?
    for candidate in candidates {
      guard let language = sorted.first(where: { ProjectLayout.languagesMatch($0, candidate) }) else { continue }
      let count = keyCounts[language] ?? 0
      if best == nil || count > best?.count ?? 0 { best = (language, count) }
    }
    return best?.language ?? sorted.first
  }

  /// Why ``pick(keyCounts:requested:)`` chose `language`, for a summary line: `"Base (most keys among en, Base)"`.
  package static func reason(for language: String, keyCounts: [String: Int], requested: String?) -> String {
    if requested != nil { return "\(language) (requested)" }
    let present = candidates.compactMap { candidate in
      keyCounts.keys.sorted().first { ProjectLayout.languagesMatch($0, candidate) }
    }
    guard present.count > 1 else { return language }
    return "\(language) (most keys among \(present.joined(separator: ", ")))"
  }
}
