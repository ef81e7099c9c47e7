package import L10nGenCore

/// What applying a plan produced.
package struct IBMigrationResult: Hashable, Sendable {
  /// The files to write, sorted by path; empty when ``diagnostics`` hold an error.
  package var changes: [IBMigrationChange]
  /// Errors (a stale or conflicting plan) and notes.
  package var diagnostics: [Diagnostic]
  /// How many texts were migrated by this run (already-migrated ones not counted).
  package var migratedCount: Int
  /// How many translations moved to `Localizable.strings` (development language included).
  package var movedCount: Int

  package init(changes: [IBMigrationChange], diagnostics: [Diagnostic], migratedCount: Int, movedCount: Int) {
    self.changes = changes
    self.diagnostics = diagnostics
    self.migratedCount = migratedCount
    self.movedCount = movedCount
  }
}
