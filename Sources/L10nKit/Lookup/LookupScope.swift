/// What `Localizer.withLanguage` and `Localizer.withLocalizer` set for a task and its child tasks: one task-local
/// value, so a lookup reads one task local whatever the nesting.
struct LookupScope: Sendable {
  /// The localizer generated accessors use in the scope (`nil`: `Localizer.shared`).
  var localizer: Localizer?
  /// The language lookups without an explicit `language:` use in the scope (`nil`: the localizer's own choice).
  var language: String?

  /// The scope of the current task (empty outside any scope).
  @TaskLocal static var current = LookupScope()
}
