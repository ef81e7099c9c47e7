/// Read access to the templates compiled into the tool (for `--template` listings and tests).
public enum BuiltinTemplateSources {
  /// The source of a built-in template or partial file (`structured`, `structured-body`), if any.
  public static func source(named name: String) -> String? { BuiltinTemplates.sources[name] }
}
