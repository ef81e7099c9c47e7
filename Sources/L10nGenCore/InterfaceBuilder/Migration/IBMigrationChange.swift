public import Foundation

/// One file `ib-migrate` writes.
public struct IBMigrationChange: Hashable, Sendable {
  /// The path, as in the workspace.
  public var path: String
  /// The contents before; `nil` for a new file.
  public var old: Data?
  /// The contents after.
  public var new: Data

  /// Creates a change.
  public init(path: String, old: Data?, new: Data) {
    self.path = path
    self.old = old
    self.new = new
  }
}
