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
}
