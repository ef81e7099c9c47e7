/// What ``KeyUsageScanner`` recognises besides Apple's calls: the project's wrappers and the generated API.
package struct SourceScanOptions: Sendable {
  /// A key of a table.
  package struct TableKey: Hashable, Sendable {
    /// The table's name.
    package var table: String
    /// The key.
    package var key: String
  }

  /// Functions taking a key as their first argument (`sourceFunctions`: `Localized("k")`).
  package var wrapperFunctions: Set<String>
  /// Members called on a key literal (`sourceSuffixes`: `"k".localized()`).
  package var wrapperSuffixes: Set<String>
  /// The root enum of the generated API (`L10n`).
  package var enumName: String
  /// Accessor path below the root enum, joined with `.` and without backticks (`Login.title`) → its key.
  package var accessors: [String: TableKey]
  /// Key symbol name (`loginTitle`) → its key.
  package var keySymbols: [String: TableKey]
  /// The generated key types (`LocalizableKey`), whose members are key symbols.
  package var keyTypeNames: Set<String>
  /// The declarations of the module's Swift files, which tell the type a call's argument or an assignment's target
  /// expects. Filled by ``KeyUsageIndex/scanning(_:config:project:)``; when `nil`, a file is read with its own.
  package var declarations: SourceDeclarations?
  /// The project's own types whose string literals are keys (a wrapper that is `ExpressibleByStringLiteral` through
  /// a `LocalizedStringKey`).
  package var localizedWrapperTypes: Set<String> = []

  /// Options with only the wrappers: no generated API.
  package init(wrapperFunctions: Set<String> = [], wrapperSuffixes: Set<String> = [], enumName: String = "L10n") {
    self.wrapperFunctions = wrapperFunctions
    self.wrapperSuffixes = wrapperSuffixes
    self.enumName = enumName
    self.accessors = [:]
    self.keySymbols = [:]
    self.keyTypeNames = []
  }

  /// A Swift name without its backticks.
  static func unescaped(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
  }
}
