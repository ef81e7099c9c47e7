package import Foundation

/// One file `l10n-gen pseudo` writes: a path relative to the output folder, and its bytes.
package struct PseudoTableFile: Hashable, Sendable {
  /// `en-XA.lproj/Localizable.strings`, or `Localizable.xcstrings` for a String Catalog.
  package var relativePath: String
  /// The file's bytes.
  package var data: Data

  /// A file to write.
  package init(relativePath: String, data: Data) {
    self.relativePath = relativePath
    self.data = data
  }
}
