package import Foundation

/// What `sync` does to one String Catalog: the changes and the catalog after them.
package struct CatalogSyncResult: Sendable {
  /// The catalog's bytes as read.
  package var original: Data
  /// The catalog after the changes, written as Xcode writes it (the original bytes when nothing changes).
  package var synced: Data
  /// The changes, in the catalog's key order (added keys where Xcode puts them).
  package var changes: [CatalogSyncChange]
  /// Keys no extractable call names that the code uses otherwise, or may use (a generated accessor, a `dynamicKeys`
  /// pattern, a call out of sight): left as they are, not marked stale.
  package var kept: [String]

  package init(original: Data, synced: Data, changes: [CatalogSyncChange], kept: [String]) {
    self.original = original
    self.synced = synced
    self.changes = changes
    self.kept = kept
  }

  /// Whether the catalog is in step with the code: nothing changes.
  package var isInSync: Bool { changes.isEmpty }

  /// How many changes of `kind`.
  package func count(of kind: CatalogSyncChange.Kind) -> Int {
    changes.count { $0.kind == kind }
  }
}
