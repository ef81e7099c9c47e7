public import Foundation

/// One file `l10n-gen pseudo` writes: a path relative to the output folder, and its bytes.
public struct PseudoTableFile: Hashable, Sendable {
  /// `en-XA.lproj/Localizable.strings`, or `Localizable.xcstrings` for a String Catalog.
  public var relativePath: String
  /// The file's bytes.
  public var data: Data

  /// A file to write.
  public init(relativePath: String, data: Data) {
    self.relativePath = relativePath
    self.data = data
  }
}
