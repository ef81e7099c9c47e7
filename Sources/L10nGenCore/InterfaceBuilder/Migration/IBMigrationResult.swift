/// What applying a plan produced.
public struct IBMigrationResult: Hashable, Sendable {
  /// The files to write, sorted by path; empty when ``diagnostics`` hold an error.
  public var changes: [IBMigrationChange]
  /// Errors (a stale or conflicting plan) and notes.
  public var diagnostics: [Diagnostic]
  /// How many texts were migrated by this run (already-migrated ones not counted).
  public var migratedCount: Int
  /// How many translations moved to `Localizable.strings` (development language included).
  public var movedCount: Int

  /// Creates a result.
  public init(changes: [IBMigrationChange], diagnostics: [Diagnostic], migratedCount: Int, movedCount: Int) {
    self.changes = changes
    self.diagnostics = diagnostics
    self.migratedCount = migratedCount
    self.movedCount = movedCount
  }
}
