import Foundation

/// Locations of fixtures and of the optional `../shared` folder, found from this file's path.
enum TestPaths {
  /// The package root (the folder that contains Package.swift).
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
      url.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  }()

  /// `Tests/L10nKitTests/Fixtures`.
  static let fixtures = packageRoot.appendingPathComponent("Tests/L10nKitTests/Fixtures")

  /// `../shared` beside the package, or `nil` in a fresh clone that does not have it.
  static let shared: URL? = {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: url.appendingPathComponent("cldr").path) ? url : nil
  }()

  /// A fixture bundle folder, `Fixtures/<name>.bundle`.
  static func fixtureBundle(_ name: String) -> Bundle {
    Bundle(path: fixtures.appendingPathComponent("\(name).bundle").path)!
  }
}
