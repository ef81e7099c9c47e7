import Observation

/// Makes a localizer's language observable through the `Observation` framework: every lookup registers an access,
/// and every change that can change what lookups return (the in-app language, the system languages after
/// `reload()`, pseudo-localization, missing-translation marks) registers a mutation. A SwiftUI `body` or a
/// `withObservationTracking` observer that read a localized string is then invalidated by those changes, and
/// only by them.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class LanguageAccessTracker: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// The observed property: it has no value of its own, only its accesses and mutations count.
  var language: Void { () }

  /// The observed key path, made once (key paths are immutable; `KeyPath` is not declared `Sendable`).
  nonisolated(unsafe) private static let languageKeyPath: KeyPath<LanguageAccessTracker, Void> = \.language

  /// Registers that the caller read the localizer's language (cheap when no observer is tracking).
  @inline(__always)
  func access() {
    registrar.access(self, keyPath: Self.languageKeyPath)
  }

  /// Tells the observers that read the language that it changed.
  func languageDidChange() {
    registrar.withMutation(of: self, keyPath: Self.languageKeyPath) {}
  }
}
