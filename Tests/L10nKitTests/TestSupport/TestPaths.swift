import Foundation
import L10nGenTestSupport

/// The fixture bundles of the L10nKit tests.
enum TestPaths {
  /// `Tests/L10nKitTests/Fixtures`.
  static let fixtures = PackagePaths.fixtures(of: "L10nKitTests")

  /// A fixture bundle folder, `Fixtures/<name>.bundle`.
  static func fixtureBundle(_ name: String) -> Bundle {
    Bundle(path: fixtures.appendingPathComponent("\(name).bundle").path)!
  }
}
