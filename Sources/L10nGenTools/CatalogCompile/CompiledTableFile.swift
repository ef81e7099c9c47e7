package import Foundation

/// One file `compile` writes: its path below the output folder (`fr.lproj/Localizable.strings`) and its bytes.
package struct CompiledTableFile: Hashable, Sendable {
  /// The path relative to the output folder.
  package var relativePath: String
  /// The bytes to write.
  package var data: Data

  package init(relativePath: String, data: Data) {
    self.relativePath = relativePath
    self.data = data
  }
}
