/// The view model a template is rendered with: the `context` key of `l10n-gen.json` and `--context` of `generate`.
///
/// Each kind has its own schema, documented in `Templates/README.md` and recorded for every snapshot case in
/// `Tests/L10nGenCoreTests/Fixtures/Generated/<case>/context.json`.
package enum TemplateContextKind: String, Hashable, Sendable, CaseIterable {
  /// ``StructuredContext``: L10nGen's own names, typed parameters, key types and key symbols (the `structured` and
  /// `flat` templates).
  case structured
  /// ``SwiftGenContext``: the names, nesting and signatures of SwiftGen's `structured-swift5` template (the
  /// `swiftgen` template).
  case swiftgen
  /// ``XcodeSymbolsContext``: the `LocalizedStringResource` members Xcode generates from a String Catalog, with
  /// Xcode's names and parameters (the `xcode-symbols` template).
  case xcodeSymbols = "xcode-symbols"

  /// The valid values, quoted for messages: `"structured", "swiftgen"`.
  package static var quotedNames: String { allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
}
