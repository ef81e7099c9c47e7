import Foundation
import L10nKit

/// Collects missing-translation reports from a localizer built for a test.
final class ReportCollector: Sendable {
  private let storage = Storage()

  private final class Storage: @unchecked Sendable {
    let lock = NSLock()
    var reports: [MissingTranslation] = []
  }

  var reports: [MissingTranslation] { storage.lock.withLock { storage.reports } }

  /// A localizer with fixed system languages, an in-memory store and this collector as its handler.
  func makeLocalizer(system: [String] = ["en"], language: String? = nil) -> Localizer {
    let localizer = Localizer(
      preferenceStore: InMemoryLanguagePreferenceStore(language: language), systemLanguages: { system })
    let storage = storage
    localizer.missingTranslationHandler = { report in storage.lock.withLock { storage.reports.append(report) } }
    return localizer
  }
}
