public import Foundation

/// One localization file handed to the generator: its path (as the user should see it) and its bytes.
public struct InputFile: Hashable, Sendable {
  /// The path, used for classification (`<lang>.lproj/<Table>.strings`) and in diagnostics.
  public var path: String
  /// The file's bytes.
  public var data: Data

  /// Creates an input file.
  public init(path: String, data: Data) {
    self.path = path
    self.data = data
  }
}
