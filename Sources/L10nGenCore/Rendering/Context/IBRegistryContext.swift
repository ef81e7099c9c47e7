/// The context of `L10nGen+InterfaceBuilder.swift`: the registry of the `lz*` keys set in the storyboards and xibs
/// of the run (`L10n.InterfaceBuilder`), one array of L10nKit `InterfaceRegistryEntry` values per document and
/// `all`. The same in both context kinds, except how a key is written (``Entry/keyExpression``).
package struct IBRegistryContext: Hashable, Sendable, Encodable {
  /// One document's entries.
  package struct Document: Hashable, Sendable, Encodable {
    /// The member's name, an escaped Swift identifier unique in the registry (`welcome`, `main2`).
    package var name: String
    /// The document as entries name it: its file name, with its `.lproj` folder (`Base.lproj/Welcome.storyboard`),
    /// escaped for a doc comment as table values are (``SwiftLiteral/docCommentLines(_:)``: control and
    /// bidirectional characters as `\u{…}`, one line, no backtick).
    package var path: String
    /// ``path`` as a Swift string literal.
    package var pathLiteral: String
    /// The keys set in the document, in document order.
    package var entries: [Entry]
  }

  /// One key set on one object.
  package struct Entry: Hashable, Sendable, Encodable {
    /// The key, as in the table.
    package var key: String
    /// The ObjectID as a Swift string literal.
    package var objectIDLiteral: String
    /// The UIKit or AppKit class as a Swift string literal, or `nil`.
    package var classNameLiteral: String
    /// The custom class as a Swift string literal, or `nil`.
    package var customClassLiteral: String
    /// The `lz*` property as a Swift string literal (`"lzText"`).
    package var propertyLiteral: String
    /// The segment of a segment list (`0`), or `nil`.
    package var segmentLiteral: String
    /// The key as a Swift expression: a value of the table's key type (`L10n.LocalizableKey(stringLiteral:
    /// "welcome.title")`) in the structured context, else a `LocalizationKey` with its table and the registry's
    /// bundle.
    package var keyExpression: String
  }

  /// Always `true`: templates branch on it with `{{#isInterfaceRegistry}}`.
  package let isInterfaceRegistry = true
  /// The first line of the file.
  package var header: String
  /// The modifiers every generated declaration starts with: its access level and `nonisolated`
  /// (`internal nonisolated`), so the declarations are callable from any isolation (``AccessLevel/declarationModifiers``).
  package var access: String
  /// The access level alone (`internal`, `public` or `package`), for a declaration `nonisolated` cannot modify
  /// (`typealias`).
  package var accessLevel: String
  /// The access modifier of `import L10nKit` (and, with ``hasOwnBundle``, of `import Foundation`) with a trailing
  /// space: `public ` for a public API, else empty (``AccessLevel/importModifier``).
  package var importAccess: String
  /// The name of the root enum, e.g. `L10n`.
  package var enumName: String
  /// The registry's enum in the root enum: `InterfaceBuilder`.
  package var registryName: String
  /// The table the keys are looked up in (`interfaceTable`).
  package var table: String
  /// Whether the registry declares its own `bundle` (the `swiftgen` context, whose support file keeps its bundle
  /// private): then templates emit ``bundleExpression`` and, when ``needsBundleToken``, the token class.
  package var hasOwnBundle: Bool
  /// The lines of the bundle expression (only with ``hasOwnBundle``).
  package var bundleExpression: [String]
  /// Whether ``bundleExpression`` refers to `L10nGenInterfaceBundleToken`, which the file must then declare.
  package var needsBundleToken: Bool
  /// The documents, sorted by path (documents without keys included, with no entries).
  package var documents: [Document]

  /// The name of the registry enum.
  package static let registryEnumName = "InterfaceBuilder"

  /// The context for `interface`. `keyType` is the interface table's generated key type (`LocalizableKey`), `nil`
  /// when the run generates none for it (the `swiftgen` context, or a table not generated).
  init(interface: IBProject, config: L10nGenConfig, keyType: String?, ownBundle: Bool) {
    let count = interface.documents.count
    header =
      "\(OutputPlan.generatedFileHeaderPrefix) from \(count) Interface Builder document\(count == 1 ? "" : "s"). Do not edit."
    access = config.accessLevel.declarationModifiers
    accessLevel = config.accessLevel.rawValue
    importAccess = config.accessLevel.importModifier
    enumName = config.enumName
    registryName = Self.registryEnumName
    table = interface.keyTable
    hasOwnBundle = ownBundle
    let token = "L10nGenInterfaceBundleToken"
    bundleExpression =
      ownBundle
      ? config.bundle.map { [$0] } ?? DefaultBundleExpression.lines(token: token) : []
    needsBundleToken = ownBundle && config.bundle == nil
    let tableLiteral = SwiftLiteral.string(interface.keyTable)
    let bundleReference = ownBundle ? "\(config.enumName).\(Self.registryEnumName).bundle" : "\(config.enumName).bundle"
    func keyExpression(_ key: String) -> String {
      if let keyType { return "\(config.enumName).\(keyType)(stringLiteral: \(SwiftLiteral.string(key)))" }
      return "LocalizationKey(\(SwiftLiteral.string(key)), table: \(tableLiteral), bundle: \(bundleReference))"
    }
    let usesByDocument = Dictionary(grouping: interface.keyUses, by: \.documentPath)
    var taken: Set<String> = ["all", "bundle"]
    documents = interface.documents.map { document in
      let displayPath = Self.displayPath(of: document.path)
      let fileName = String(displayPath.split(separator: "/").last ?? "")
      let stem = fileName.split(separator: ".").dropLast().joined(separator: ".")
      let base = SwiftIdentifier.lowerCamelCase(stem).isEmpty ? "document" : SwiftIdentifier.lowerCamelCase(stem)
      var name = base
      var suffix = 2
      while taken.contains(name) {
        name = base + String(suffix)
        suffix += 1
      }
      taken.insert(name)
      let entries = (usesByDocument[document.path] ?? []).map { use in
        Entry(
          key: use.key, objectIDLiteral: SwiftLiteral.string(use.objectID),
          classNameLiteral: use.className.map(SwiftLiteral.string) ?? "nil",
          customClassLiteral: use.customClass.map(SwiftLiteral.string) ?? "nil",
          propertyLiteral: SwiftLiteral.string(use.keyPath), segmentLiteral: use.segment.map(String.init) ?? "nil",
          keyExpression: keyExpression(use.key))
      }
      return Document(
        name: SwiftIdentifier.escapedIfNeeded(name),
        path: String(SwiftLiteral.docCommentLines(displayPath).joined(separator: " ").map { $0 == "`" ? "'" : $0 }),
        pathLiteral: SwiftLiteral.string(displayPath),
        entries: entries)
    }
  }

  /// The document's file name, with the `.lproj` folder around it if any: generated code never holds the absolute
  /// paths the build plugin passes.
  static func displayPath(of path: String) -> String {
    let components = path.split(separator: "/")
    guard let last = components.last else { return path }
    if components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
      return "\(components[components.count - 2])/\(last)"
    }
    return String(last)
  }
}
