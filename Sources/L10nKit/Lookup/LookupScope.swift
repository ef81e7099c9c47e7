import Synchronization

/// What `Localizer.withLanguage` and `Localizer.withLocalizer` set for a task and its child tasks: one task-local
/// reference, so a lookup reads one task local whatever the nesting, and nothing to retain outside any scope.
final class LookupScope: Sendable {
  /// The localizer generated accessors use in the scope (`nil`: `Localizer.shared`).
  let localizer: Localizer?
  /// The language lookups without an explicit `language:` use in the scope (`nil`: the localizer's own choice).
  let language: String?

  init(localizer: Localizer?, language: String?) {
    self.localizer = localizer
    self.language = language
  }

  /// The scope of the current task (`nil` outside any scope).
  @TaskLocal static var current: LookupScope?

  /// The scope of the current task, without reading the task local while no scope was ever entered in the process
  /// (the common case: a lookup then costs one relaxed atomic load instead of a task-local search).
  @inline(__always)
  static var active: LookupScope? {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), !ScopeUse.entered.load(ordering: .relaxed) {
      return nil
    }
    return current
  }

  /// Runs `operation` with `scope` as the current scope.
  static func withScope<Result>(_ scope: LookupScope, operation: () throws -> Result) rethrows -> Result {
    markEntered()
    return try $current.withValue(scope, operation: operation)
  }

  /// Runs `operation` with `scope` as the current scope (the asynchronous form).
  static func withScope<Result>(
    _ scope: LookupScope, isolation: isolated (any Actor)?, operation: () async throws -> Result
  ) async rethrows -> Result {
    markEntered()
    return try await $current.withValue(scope, operation: operation, isolation: isolation)
  }

  /// Records that a scope is entered, before its task local is set. A task that sees a scope set it (or inherited
  /// it from the task that did) after this store, so its own later load of the flag reads `true` (coherence of
  /// one atomic location: relaxed ordering suffices); a task outside every scope may read either value, and both
  /// lead it to `nil`.
  private static func markEntered() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      ScopeUse.entered.store(true, ordering: .relaxed)
    }
  }

  /// Whether any scope was ever entered in this process (never reset: it only saves task-local reads).
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private enum ScopeUse {
    static let entered = Atomic<Bool>(false)
  }
}
