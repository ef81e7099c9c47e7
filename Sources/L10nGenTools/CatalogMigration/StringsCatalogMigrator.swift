import Foundation
package import L10nGenCore

/// What Xcode's "Migrate to String Catalog" does, on any machine: each table of `.strings` and `.stringsdict` files
/// becomes one `<Table>.xcstrings` beside its `.lproj` folders, with every language, the development language's
/// comments, `extractionState` `migrated` and every unit `translated` (what Xcode sets after a migration).
///
/// A `.stringsdict` format entry keeps its text and its variables as substitutions, whose names stay the generated
/// API's argument labels. With `pluralVariations` (what Xcode's migration does), an entry whose whole format is one
/// plural variable (`%#@count@`, or `%1$#@count@`), whose variants refer to no other variable and select on their
/// own first argument, becomes a plural variation of the whole string instead, and its accessor loses the label.
/// A substitution's `formatSpecifier` is the variable's `NSStringFormatValueTypeKey`; it has an `argNum` only where
/// the reference is numbered, since an `argNum` read with an unnumbered reference would shift the arguments after it. Device rules become device variations. Width rules have
/// no catalog form: such a table is an error, and nothing is written.
package enum StringsCatalogMigrator {
  /// Migrates every table of `files` (their `.strings` and `.stringsdict` files); `developmentLanguage` as
  /// `generate` takes it. Tables with an error are left out and the errors returned, located.
  package static func migrate(files: [InputFile], developmentLanguage: String?, pluralVariations: Bool = false) -> (
    catalogs: [MigratedCatalog], diagnostics: [Diagnostic]
  ) {
    var diagnostics: [Diagnostic] = []
    var catalogs: [MigratedCatalog] = []
    var readErrors = false
    for group in resourceFolders(of: files) {
      let (tables, readDiagnostics) = TableBuilder.buildTables(from: group, developmentLanguage: developmentLanguage)
      diagnostics += readDiagnostics
      readErrors = readErrors || readDiagnostics.containsErrors
      catalogs += migrate(
        tables, existing: Set(files.map(\.path)), pluralVariations: pluralVariations, diagnostics: &diagnostics)
    }
    if readErrors { catalogs = [] }
    return (catalogs, diagnostics)
  }

  /// The files grouped by the folder that holds their `.lproj` folder (one app target's or package's resources):
  /// each group is migrated on its own, so two targets' `Localizable` tables become two catalogs. Sorted by folder.
  static func resourceFolders(of files: [InputFile]) -> [[InputFile]] {
    let groups = Dictionary(grouping: files) { file in
      ((file.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    }
    return groups.keys.sorted().map { groups[$0]! }
  }

  private static func migrate(
    _ tables: [LocalizationTable], existing: Set<String>, pluralVariations: Bool, diagnostics: inout [Diagnostic]
  ) -> [MigratedCatalog] {
    var catalogs: [MigratedCatalog] = []
    for table in tables where !table.isStringCatalog {
      var problems: [Diagnostic] = []
      let catalog = migrate(table, pluralVariations: pluralVariations, problems: &problems)
      if let catalog, existing.contains(catalog.path) || FileManager.default.fileExists(atPath: catalog.path) {
        problems.append(
          .error(
            "'\(catalog.path)' exists already; migrate into an empty place or remove the catalog first",
            at: SourceLocation(file: catalog.path, line: 1, column: 1), rule: .tableConflict))
      }
      diagnostics += problems
      if let catalog, !problems.containsErrors { catalogs.append(catalog) }
    }
    return catalogs
  }

  /// One table as a catalog; `nil` (with errors in `problems`) when a value has no catalog form.
  static func migrate(_ table: LocalizationTable, pluralVariations: Bool, problems: inout [Diagnostic])
    -> MigratedCatalog?
  {
    let development = table.developmentLanguage
    let developmentFile =
      table.sourceFiles.first {
        (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent == "\(development).lproj"
      }
      ?? table.sourceFiles.first ?? table.name
    let folder = ((developmentFile as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    let path = (folder as NSString).appendingPathComponent(table.name + ".xcstrings")
    var strings: [(key: String, value: XcodeJSONValue)] = []
    var pluralVariationCount = 0
    var substitutionValues = 0
    var seen = Set<String>()
    for entry in table.entries where seen.insert(entry.key).inserted {
      var members: [(key: String, value: XcodeJSONValue)] = []
      if let comment = entry.comment, !comment.isEmpty { members.append((key: "comment", value: .string(comment))) }
      members.append((key: "extractionState", value: .string("migrated")))
      var localizations: [(key: String, value: XcodeJSONValue)] = []
      for (language, value) in entry.values.sorted(by: { $0.key < $1.key }) {
        do {
          let converted = try localization(of: value, pluralVariations: pluralVariations)
          if converted.isPluralVariation { pluralVariationCount += 1 }
          if converted.hasSubstitutions { substitutionValues += 1 }
          localizations.append((key: language, value: converted.json))
        } catch {
          problems.append(
            .error(
              "'\(entry.key)' in \(language) cannot be migrated: \(error.message)", at: value.location,
              rule: .invalidEntry, language: language))
        }
      }
      members.append((key: "localizations", value: .object(localizations)))
      strings.append((key: entry.key, value: .object(members)))
    }
    guard !problems.containsErrors else { return nil }
    let root = XcodeJSONValue.object([
      (key: "sourceLanguage", value: .string(development)), (key: "strings", value: .object(strings)),
      (key: "version", value: .string("1.0")),
    ]).sortedAsXcode()
    var text = ""
    root.write(to: &text, indentation: 0)
    return MigratedCatalog(
      tableName: table.name, path: path, data: Data(text.utf8), replacedFiles: table.sourceFiles.sorted(),
      sourceLanguage: development, languages: table.languages.sorted(), keyCount: seen.count,
      pluralVariationCount: pluralVariationCount, substitutionValueCount: substitutionValues)
  }

  /// Why one value has no catalog form.
  struct MigrationError: Error {
    var message: String
  }

  /// One language's localization object, and what it became.
  private static func localization(of value: LocalizedValue, pluralVariations: Bool) throws(MigrationError) -> (
    json: XcodeJSONValue, isPluralVariation: Bool, hasSubstitutions: Bool
  ) {
    let substitutions = Dictionary(value.substitutions.map { ($0.name, $0) }) { first, _ in first }
    var texts = value.root.allTexts.map(\.text)
    for substitution in value.substitutions { texts += substitution.variants.allTexts.map(\.text) }
    for text in texts {
      for name in FormatTextRewriter.referencedVariables(in: text) where substitutions[name] == nil {
        throw MigrationError(
          message:
            "'%#@\(name)@' refers to a variable the entry does not define, which a String Catalog cannot hold; "
            + "define '\(name)' in the .stringsdict or remove the reference")
      }
    }
    if pluralVariations, case .text(let text, _) = value.root,
      let variable = wholeStringVariable(text, substitutions: substitutions)
    {
      return (.object([(key: "variations", value: try plural(of: variable))]), true, false)
    }
    var members: [(key: String, value: XcodeJSONValue)] = try node(value.root)
    let referenced = referencedSubstitutions(of: value.root, substitutions: substitutions)
    if !referenced.isEmpty {
      var objects: [(key: String, value: XcodeJSONValue)] = []
      for (name, position) in referenced {
        guard let substitution = substitutions[name] else { continue }
        var object: [(key: String, value: XcodeJSONValue)] = []
        if let position { object.append((key: "argNum", value: .number(String(position)))) }
        object.append((key: "formatSpecifier", value: .string(substitution.formatSpecifier)))
        object.append((key: "variations", value: try plural(of: substitution)))
        objects.append((key: name, value: .object(object)))
      }
      members.append((key: "substitutions", value: .object(objects)))
    }
    return (.object(members), false, !referenced.isEmpty)
  }

  /// The members of a localization or variation node: `stringUnit` or `variations`.
  private static func node(_ node: VariantNode) throws(MigrationError) -> [(key: String, value: XcodeJSONValue)] {
    switch node {
    case .text(let text, _):
      return [(key: "stringUnit", value: unit(text))]
    case .plural(let variants), .device(let variants):
      let kind: String
      if case .plural = node { kind = "plural" } else { kind = "device" }
      var objects: [(key: String, value: XcodeJSONValue)] = []
      for variant in variants { objects.append((key: variant.selector, value: .object(try self.node(variant.node)))) }
      return [(key: "variations", value: .object([(key: kind, value: .object(objects))]))]
    case .width:
      throw MigrationError(
        message:
          "it has width variants (NSStringVariableWidthRuleType), which a String Catalog cannot hold; Xcode 15 "
          + "deprecates them: keep one text, or vary by device")
    }
  }

  /// `{ "plural" : { category : { "stringUnit" } } }` of a plural variable.
  private static func plural(of substitution: Substitution) throws(MigrationError) -> XcodeJSONValue {
    guard case .plural(let variants) = substitution.variants else {
      throw MigrationError(message: "its variable '\(substitution.name)' is no plural rule (NSStringPluralRuleType)")
    }
    var objects: [(key: String, value: XcodeJSONValue)] = []
    for variant in variants {
      guard case .text(let text, _) = variant.node else {
        throw MigrationError(message: "its variable '\(substitution.name)' has a variant that is no string")
      }
      objects.append((key: variant.selector, value: .object([(key: "stringUnit", value: unit(text))])))
    }
    return .object([(key: "plural", value: .object(objects))])
  }

  private static func unit(_ text: String) -> XcodeJSONValue {
    .object([(key: "state", value: .string("translated")), (key: "value", value: .string(text))])
  }

  /// The variable of a format that is one plural variable and nothing else, when it can be a variation of the whole
  /// string: plain variants that refer to no variable and whose first number argument (if any) is argument 1.
  private static func wholeStringVariable(_ text: String, substitutions: [String: Substitution]) -> Substitution? {
    let names = FormatTextRewriter.referencedVariables(in: text)
    guard names.count == 1, let variable = substitutions[names[0]],
      text == "%#@\(variable.name)@" || text == "%1$#@\(variable.name)@",
      case .plural(let variants) = variable.variants
    else { return nil }
    let order = ["other", "many", "few", "two", "one", "zero"]
    var texts: [String] = []
    for category in order {
      guard let variant = variants.first(where: { $0.selector == category }) else { continue }
      guard case .text(let text, _) = variant.node, FormatTextRewriter.referencedVariables(in: text).isEmpty else {
        return nil
      }
      texts.append(text)
    }
    for variant in variants where !order.contains(variant.selector) { return nil }
    let first = texts.lazy.compactMap(FormatTextRewriter.firstNumberArgument(in:)).first
    return first == nil || first?.position == 1 ? variable : nil
  }

  /// The substitutions the node's texts reach, directly or through other substitutions' variants, each with its
  /// explicit position when every reference to it is numbered alike (else `nil`: no `argNum`).
  private static func referencedSubstitutions(of node: VariantNode, substitutions: [String: Substitution]) -> [(
    String, Int?
  )] {
    var order: [String] = []
    var positions: [String: Set<Int?>] = [:]
    var pending = node.allTexts.map(\.text)
    var visited = Set<String>()
    while !pending.isEmpty {
      let text = pending.removeFirst()
      for (name, position) in FormatTextRewriter.variableReferences(in: text) where substitutions[name] != nil {
        if positions[name] == nil { order.append(name) }
        positions[name, default: []].insert(position)
        if visited.insert(name).inserted, case .plural(let variants)? = substitutions[name]?.variants {
          pending += variants.flatMap { $0.node.allTexts.map(\.text) }
        }
      }
    }
    return order.map { name in
      let found = positions[name] ?? []
      return (name, found.count == 1 ? found.first! : nil)
    }
  }
}
