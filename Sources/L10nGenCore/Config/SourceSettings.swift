/// The `sources` section of `l10n-gen.json`: `{"previews": true, "exclude": ["**/Generated/**"]}`, how the Swift and
/// Objective-C files of `lint --sources`, `extract` and the plugin's `checkSources` are read.
package struct SourceSettings: Hashable, Sendable {
  /// Whether code only debug builds compile (`#Preview { }`, `PreviewProvider` types, `#if DEBUG` blocks) is checked
  /// by the source rules like any other code. Default `false`: a preview's sample text is no key users see.
  package var previews = false
  /// Path patterns (``GlobPattern``, matched from any folder of the path) of files that are no sources of key uses, such as a generator's output:
  /// `["**/Generated/**"]`.
  package var exclude: [String] = []

  /// Previews not checked, nothing excluded.
  package init() {}

  /// Whether `path` matches one of the ``exclude`` patterns.
  package func excludes(_ path: String) -> Bool {
    exclude.contains { GlobPattern($0).matchesAnywhere(path) }
  }
}
