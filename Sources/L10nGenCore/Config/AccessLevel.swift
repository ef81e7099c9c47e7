/// The access level of the generated declarations.
package enum AccessLevel: String, Sendable, Hashable, Codable, CaseIterable {
  case `internal`
  case `public`
  case `package`

  /// The modifiers every generated declaration starts with: the access level and `nonisolated`
  /// (`internal nonisolated`), so that the declaration is callable from any isolation whatever the module's default
  /// isolation (`-default-isolation MainActor`, Xcode 26's default for app targets), as Apple's own generated string
  /// symbols are. A nested type declared `nonisolated` also keeps its conformances nonisolated under
  /// `InferIsolatedConformances`.
  package var declarationModifiers: String { "\(rawValue) nonisolated" }

  /// The modifier of `import L10nKit` in a file whose declarations use L10nKit's types in their API, with a trailing
  /// space: `public ` for a public API; empty otherwise. A `package import` would warn that it is not used in package
  /// declarations (a conformance does not count), and a plain import is enough for package and internal
  /// declarations with or without `InternalImportsByDefault`.
  package var importModifier: String { self == .public ? "public " : "" }
}
