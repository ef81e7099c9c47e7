package import Foundation

/// One file an export writes, relative to the output folder.
package struct ExchangeOutputFile: Hashable, Sendable {
  /// The path below the output folder (`de.xcloc/Localized Contents/de.xliff`).
  package var relativePath: String
  /// The bytes.
  package var data: Data

  package init(relativePath: String, data: Data) {
    self.relativePath = relativePath
    self.data = data
  }
}
