package import Foundation
package import L10nGenCore

/// The outcome of ``CatalogMerger/merge(base:ours:theirs:paths:)``.
package struct CatalogMergeResult: Sendable {
  /// The merged catalog as Xcode writes it; `nil` when a side cannot be read (an error in ``diagnostics``).
  package var merged: Data?
  /// Every unit both sides changed differently, in the order of the merged catalog's keys as read (ours first).
  package var conflicts: [CatalogMergeConflict]
  /// Errors: a side that is no JSON or no String Catalog.
  package var diagnostics: [Diagnostic]
}
