package import Foundation

/// One file `ib-migrate` writes.
package struct IBMigrationChange: Hashable, Sendable {
  /// The path, as in the workspace.
  package var path: String
  /// The contents before; `nil` for a new file.
  package var old: Data?
  /// The contents after.
  package var new: Data

  package init(path: String, old: Data?, new: Data) {
    self.path = path
    self.old = old
    self.new = new
  }
}
