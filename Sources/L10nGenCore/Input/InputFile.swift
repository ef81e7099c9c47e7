package import Foundation

/// One localization file handed to the generator: its path (as the user should see it) and its bytes.
package struct InputFile: Hashable, Sendable {
  /// The path, used for classification (`<lang>.lproj/<Table>.strings`) and in diagnostics.
  package var path: String
  /// The file's bytes.
  package var data: Data

  package init(path: String, data: Data) {
    self.path = path
    self.data = data
  }
}
