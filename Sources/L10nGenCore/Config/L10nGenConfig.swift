/// The settings of one generation run, read from `l10n-gen.json` and overridden by the command line.
package struct L10nGenConfig: Hashable, Sendable {
  /// How keys are grouped into Swift declarations.
  package enum Structure: String, Hashable, Sendable, CaseIterable {
    /// Nested enums, one per key component (`login.title` → `L10n.Login.title`).
    case nested
    /// Every key a member of the root enum (`login.title` → `L10n.loginTitle`).
    case flat
  }

  /// The name of the root enum. Default `L10n`.
  package var enumName: String = "L10n"
  /// The access level of generated declarations. Default `internal`.
  package var accessLevel: AccessLevel = .internal
  /// Nested or flat. Default nested.
  package var structure: Structure = .nested
  /// The separator that splits keys into namespaces. Default `.`.
  package var separator: String = "."
  /// The language whose values define the API; default: the catalog's source language, else `Base`, else `en`.
  package var developmentLanguage: String?
  /// A Swift expression of type `Bundle`; default `Bundle.module` in packages, else the main bundle.
  package var bundle: String?
  /// A built-in template name (`structured`, `flat`, `swiftgen`, `xcode-symbols`: the `style` key) or a path to a
  /// `.mustache` file.
  package var template: String = "structured"
  /// The Swift names the `xcode-symbols` style gives keys instead of Xcode's (`symbolNames`), by key: a way out of a
  /// collision of two keys' symbols.
  package var symbolNames: [String: String] = [:]
  /// The context a custom template is rendered with; `nil`: `structured`. A built-in template implies its own
  /// (see ``TemplateMode``).
  package var context: TemplateContextKind?
  /// Only these tables are generated (all when `nil`).
  package var tables: [String]?
  /// Turn every warning into an error.
  package var warningsAsErrors: Bool = false
  /// Generate a key symbol per key (`.loginTitle`, a static member of the table's key type) for L10nKit APIs that
  /// take a key. Off by default: each symbol costs type-checking time, and the accessors with typed bindings
  /// (`bind(label, \.text) { L10n.Login.title }`) cover what symbols were for (Benchmarks/README.md).
  package var keySymbols: Bool = false
  /// Key paths of `<userDefinedRuntimeAttribute type="string">` whose value is a key, besides L10nKit's `lz*`
  /// properties (`["localizableString"]` for an app that uses another library's attribute).
  package var ibKeyPaths: [String] = []
  /// The table the `lz*` keys of storyboards and xibs are looked up in; the same table L10nKit's
  /// `InterfaceKeyBinder` reads (`Localizable` unless the app sets `L10nKitInterfaceTable` in its Info.plist or
  /// `InterfaceKeyBinder.shared.table`). Default `Localizable`.
  package var interfaceTable: String = "Localizable"
  /// The project's own localization functions, whose first argument is a key (`Localized("k")`).
  package var sourceFunctions: [String] = []
  /// Members called on a key literal that localize it (`"k".localized()`).
  package var sourceSuffixes: [String] = []
  /// Patterns (`*` for any text) of keys the code builds at run time, which count as used.
  package var dynamicKeys: [String] = []
  /// Globs (`*`, `**`, `?`; see ``GlobPattern``) of files and folders a search of the input and source folders
  /// leaves out, besides the ones ``SkippedFolder`` names: `["**/Generated/**"]`.
  package var exclude: [String] = []
  /// The app's targets for `lint --sources`: each target's keys are checked against its own tables.
  package var targets: [SourceTarget] = []
  /// Whether the build plugin also checks the target's Swift files (`undefined-key`, `unused-key`).
  package var checkSources: Bool = false
  /// How sources are read for the source rules: `l10n-gen.json`'s `sources` section.
  package var sources = SourceSettings()
  /// How many files each table's API is split into: `shards` and `shardKeysAbove` (see ``ShardPlan``).
  package var shards = ShardPlan()
  /// Which rules report, and how severely: `l10n-gen.json`'s `lint` section plus command-line options.
  package var lint = LintSettings()

  /// The filter every command applies to its diagnostics: `lint` plus `warningsAsErrors`.
  package var diagnosticFilter: DiagnosticFilter {
    DiagnosticFilter(
      disabledRules: Set(lint.disabledRules), errorRules: Set(lint.errorRules), languages: lint.languages,
      warningsAsErrors: warningsAsErrors)
  }

  /// The default configuration.
  package init() {}

  /// The keys `l10n-gen.json` may contain, sorted.
  package static var knownKeys: [String] { ConfigSetting.all.keys.sorted() }
}
