import Foundation
import L10nKit

/// A key type shaped like a generated table's (`L10n.LocalizableKey`) over the Sample fixture bundle: it looks up
/// through `Localizer.current`, as generated accessors do.
struct SampleTableKey: LocalizationTableKey {
  private static let sampleBundle = TestPaths.fixtureBundle("Sample")
  static var table: String { "Localizable" }
  static var bundle: Bundle { sampleBundle }
  let key: StaticString
  init(stringLiteral key: StaticString) { self.key = key }

  /// What the generated accessor `L10n.greeting` returns.
  static var greeting: String { string("greeting") }

  /// What the generated accessor `L10n.files(_:)` returns.
  static func files(_ count: Int) -> String { format("files", count) }
}
