package import Foundation
package import L10nGenCore

/// What ``CatalogFormatter`` made of one String Catalog: the bytes Xcode would write, the repairs it needs and the
/// problems that keep it from being written.
package struct CatalogFormatResult: Sendable {
  /// The file as read.
  package var original: Data
  /// The catalog as Xcode writes it, with every repair applied; `nil` when the file cannot be read as a catalog (an
  /// error in ``diagnostics`` says why).
  package var formatted: Data?
  /// Errors (the file is no catalog) and one warning per repair the catalog needs.
  package var diagnostics: [Diagnostic]
  /// How many repairs ``formatted`` holds (what a translation platform wrote that Xcode never writes).
  package var repairCount: Int

  /// Whether the file is exactly what Xcode writes, repairs included.
  package var isFormatted: Bool { formatted == original }

  /// What `format` writes: the formatted bytes when they differ from the file, and, for a catalog that needs repairs,
  /// only when `fixing` (without it a repair is a warning and the file is left as it is); `nil` to leave the file.
  package func output(fixing: Bool) -> Data? {
    guard let formatted, formatted != original, fixing || repairCount == 0 else { return nil }
    return formatted
  }
}
