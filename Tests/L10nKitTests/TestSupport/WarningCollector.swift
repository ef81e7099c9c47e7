import Foundation
import L10nKit

/// Collects the setup warnings of a localizer built for a test.
final class WarningCollector: Sendable {
  private let warnings = Storage()

  private final class Storage: @unchecked Sendable {
    let lock = NSLock()
    var values: [BundleWithoutLocalizations] = []
  }

  /// The warnings so far, in the order they were reported.
  var all: [BundleWithoutLocalizations] { warnings.lock.withLock { warnings.values } }

  /// Records a warning (the localizer's `setupWarningHandler`).
  func append(_ warning: BundleWithoutLocalizations) {
    warnings.lock.withLock { warnings.values.append(warning) }
  }
}
