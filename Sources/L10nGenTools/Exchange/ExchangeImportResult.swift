package import Foundation
package import L10nGenCore

/// What an import would change: the new bytes of each changed file, the counts, and the problems found.
package struct ExchangeImportResult: Sendable {
  /// One changed file.
  package struct FileChange: Hashable, Sendable {
    /// The file's path (as the project's files are named; a new file's path is made like its siblings').
    package var path: String
    /// The language whose translations change.
    package var language: String
    /// The file's new bytes.
    package var data: Data
    /// The ids added (the file had no translation for them) and changed, in import order.
    package var added: [String]
    /// The ids whose translation changed.
    package var changed: [String]
  }

  /// The files to write, by path order.
  package var changes: [FileChange] = []
  /// Units whose translation is new.
  package var added = 0
  /// Units whose translation changes.
  package var changed = 0
  /// Units whose translation is already the project's.
  package var unchanged = 0
  /// Units not imported: no target, an empty target, a state left out, `translate="no"`, or a variant the editor
  /// cannot write.
  package var skipped = 0
  /// Units for keys (or files) the project no longer has.
  package var stale = 0
  /// Errors (nothing may be written then), warnings and notes, located in the imported file.
  package var diagnostics: [Diagnostic] = []

  package init() {}

  /// Counts a unit that could not be written and warns why (`stale-unit`), at `location` in the imported file.
  package mutating func skip(_ message: String, at location: SourceLocation?, language: String) {
    skipped += 1
    diagnostics.append(.warning(message, at: location, rule: .staleUnit, language: language))
  }

  /// `added 3, changed 1, unchanged 120, skipped 2, stale 0`.
  package var summary: String {
    "added \(added), changed \(changed), unchanged \(unchanged), skipped \(skipped), stale \(stale)"
  }
}
