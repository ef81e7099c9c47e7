/// Read access to the templates compiled into the tool (for `--template` listings and tests).
package enum BuiltinTemplateSources {
  /// The source of a built-in template or partial file (`structured`, `structured-body`), if any.
  package static func source(named name: String) -> String? { BuiltinTemplates.sources[name] }
}
