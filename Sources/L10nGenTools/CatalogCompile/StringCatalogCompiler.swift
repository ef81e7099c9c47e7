package import Foundation
package import L10nGenCore

/// Compiles a String Catalog into per-language `.strings` and `.stringsdict` tables, as Xcode's build
/// (`xcstringstool compile`) puts them into a bundle, for builds that have no Xcode (Docs: "Compiling and migrating
/// String Catalogs").
///
/// - A plain `stringUnit` becomes a `.strings` entry.
/// - A plural variation of the whole string becomes a format entry `%#@arg@` (`%N$#@arg@` when the number is
///   argument `N`, with the variants' other arguments numbered so they keep their meaning) whose variable `arg` has
///   `NSStringFormatSpecTypeKey` `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` from the variants' number
///   specifier, and one string per category.
/// - Substitutions become variables of the same name, `%arg` spelled with their `formatSpecifier`, and an `argNum`
///   written into the reference (`%2$#@count@`), since a stringsdict variable has no `argNum`.
/// - A device variation becomes `NSStringDeviceSpecificRuleType` (each device a string or a nested entry), and its
///   `other` text also goes to the `.strings` file, the value Foundation shows on a device the rule does not name.
/// - A key without a development-language value is its own text there; a key with `shouldTranslate: false` has its
///   development value in every language of the catalog that has none of its own.
package enum StringCatalogCompiler {
  /// The name of the variable a whole-string plural variation becomes (`%#@arg@`), made unique against the
  /// substitutions of the value by a number suffix.
  static let pluralVariableName = "arg"

  /// Reads and compiles the catalog at `path` (its bytes `data`). The table name is the file name without its
  /// extension.
  package static func compile(_ data: Data, path: String) -> StringCatalogCompilation {
    let tableName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let parsed = StringCatalogReader.parse(data, path: path)
    guard let catalog = parsed.catalog, !parsed.diagnostics.containsErrors else {
      let diagnostics =
        parsed.catalog == nil && !parsed.diagnostics.containsErrors
        ? parsed.diagnostics + [
          .error(
            "not a String Catalog; nothing compiled", at: SourceLocation(file: path, line: 1, column: 1),
            rule: .syntaxError)
        ] : parsed.diagnostics
      return StringCatalogCompilation(tableName: tableName, sourceLanguage: "", tables: [], diagnostics: diagnostics)
    }
    return compile(catalog, tableName: tableName, diagnostics: parsed.diagnostics)
  }

  /// Compiles a catalog already read; `diagnostics` are the reader's findings, kept in the result.
  package static func compile(_ catalog: StringCatalog, tableName: String, diagnostics: [Diagnostic] = [])
    -> StringCatalogCompilation
  {
    var diagnostics = diagnostics
    let languages = catalog.languages
    var tables = languages.map(CompiledLanguageTable.init(language:))
    var seen = Set<String>()
    for entry in catalog.entries where !entry.key.isEmpty && seen.insert(entry.key).inserted {
      let source = entry.developmentValue(in: catalog.sourceLanguage, keyIsText: true)
      for index in tables.indices {
        let language = tables[index].language
        var value = entry.values[language]
        if value == nil, language == catalog.sourceLanguage || !entry.shouldTranslate { value = source }
        guard let value else { continue }
        do {
          try add(value, key: entry.key, to: &tables[index])
        } catch {
          diagnostics.append(
            .error(
              "'\(entry.key)' in \(language) cannot be compiled: \(error.message)", at: value.location,
              rule: .invalidEntry, language: language))
        }
      }
    }
    if diagnostics.containsErrors { tables = [] }
    return StringCatalogCompilation(
      tableName: tableName, sourceLanguage: catalog.sourceLanguage, tables: tables, diagnostics: diagnostics)
  }

  /// Adds one key's value to its language's table: a `.strings` entry, a `.stringsdict` entry, or both (a device
  /// variation with an `other` text).
  static func add(_ value: LocalizedValue, key: String, to table: inout CompiledLanguageTable)
    throws(CatalogCompileError)
  {
    let builder = EntryBuilder(substitutions: value.substitutions)
    let node = try builder.node(for: value.root)
    switch node {
    case .string(let text):
      table.strings.append(.init(key: key, value: text))
    case .dictionary:
      table.dictionaries.append(.init(key: key, value: node))
      if case .device(let variants) = value.root, let other = variants.first(where: { $0.selector == "other" }),
        case .string(let text) = try builder.node(for: other.node)
      {
        table.strings.append(.init(key: key, value: text))
      }
    }
  }
}

/// Why one value cannot be written as a `.stringsdict` entry.
struct CatalogCompileError: Error {
  /// What is wrong, for the diagnostic.
  var message: String
}

/// Builds the `.stringsdict` nodes of one value, which shares its substitutions among all its variations.
private struct EntryBuilder {
  var substitutions: [String: Substitution] = [:]
  var argumentNumbers: [String: Int] = [:]

  init(substitutions: [Substitution]) {
    for substitution in substitutions where self.substitutions[substitution.name] == nil {
      self.substitutions[substitution.name] = substitution
      if let number = substitution.argumentNumber { argumentNumbers[substitution.name] = number }
    }
  }

  /// The node of a value or variant: a string, or an entry dictionary.
  func node(for node: VariantNode) throws(CatalogCompileError) -> CompiledPropertyList {
    switch node {
    case .text(let text, _):
      let referenced = FormatTextRewriter.referencedVariables(in: text).filter { substitutions[$0] != nil }
      guard !referenced.isEmpty else { return .string(text) }
      let format = FormatTextRewriter.positioningReferences(in: text, argumentNumbers: argumentNumbers)
      return try formatEntry(format: format, extraVariables: [], texts: [text])
    case .plural(let variants):
      return try wholeStringPlural(variants)
    case .device(let variants):
      return .dictionary([
        .init("NSStringDeviceSpecificRuleType", .dictionary(try members(of: variants)))
      ])
    case .width(let variants):
      return .dictionary([
        .init("NSStringVariableWidthRuleType", .dictionary(try members(of: variants)))
      ])
    }
  }

  private func members(of variants: [VariantNode.Variant]) throws(CatalogCompileError) -> [CompiledPropertyList.Member]
  {
    var members: [CompiledPropertyList.Member] = []
    for variant in variants { members.append(.init(variant.selector, try node(for: variant.node))) }
    return members
  }

  /// A plural variation of the whole string: `%#@arg@` whose variable selects on the variants' first number.
  private func wholeStringPlural(_ variants: [VariantNode.Variant]) throws(CatalogCompileError) -> CompiledPropertyList
  {
    var texts: [(category: String, text: String)] = []
    for variant in variants {
      guard case .text(let text, _) = variant.node else {
        throw CatalogCompileError(
          message:
            "its plural variant '\(variant.selector)' varies again; a .stringsdict variable holds strings only, so "
            + "vary by device first and by plural inside")
      }
      texts.append((variant.selector, text))
    }
    let order = ["other", "many", "few", "two", "one", "zero"]
    let ordered = order.compactMap { category in texts.first { $0.category == category }?.text }
    let argument = ordered.lazy.compactMap(FormatTextRewriter.firstNumberArgument(in:)).first
    let position = argument?.position ?? 1
    var name = StringCatalogCompiler.pluralVariableName
    var suffix = 1
    while substitutions[name] != nil {
      name = StringCatalogCompiler.pluralVariableName + String(suffix)
      suffix += 1
    }
    var rules: [CompiledPropertyList.Member] = [
      .init("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")),
      .init("NSStringFormatValueTypeKey", .string(argument?.valueType ?? "lld")),
    ]
    for category in PluralCategory.allCases.map(\.rawValue) {
      guard let text = texts.first(where: { $0.category == category })?.text else { continue }
      let rewritten: String
      if position == 1 {
        rewritten = FormatTextRewriter.positioningReferences(in: text, argumentNumbers: argumentNumbers)
      } else if let numbered = FormatTextRewriter.numberingArguments(in: text, argumentNumbers: argumentNumbers) {
        rewritten = numbered
      } else {
        throw CatalogCompileError(
          message:
            "its plural variant '\(category)' selects on argument \(position) and has an unnumbered '*' width or "
            + "precision; number the arguments (%1$*2$d)")
      }
      rules.append(.init(category, .string(rewritten)))
    }
    let format = position == 1 ? "%#@\(name)@" : "%\(position)$#@\(name)@"
    return try formatEntry(
      format: format, extraVariables: [.init(name, .dictionary(rules))], texts: texts.map(\.text))
  }

  /// A format entry: `NSStringLocalizedFormatKey`, the given variables, then every substitution the texts refer to,
  /// directly or through another substitution's variants.
  private func formatEntry(format: String, extraVariables: [CompiledPropertyList.Member], texts: [String])
    throws(CatalogCompileError) -> CompiledPropertyList
  {
    var members: [CompiledPropertyList.Member] = [.init("NSStringLocalizedFormatKey", .string(format))]
    members += extraVariables
    var pending = texts.flatMap(FormatTextRewriter.referencedVariables(in:))
    var added = Set(extraVariables.map(\.key))
    while !pending.isEmpty {
      let name = pending.removeFirst()
      guard let substitution = substitutions[name], added.insert(name).inserted else { continue }
      let variable = try self.variable(substitution)
      members.append(.init(name, variable.node))
      pending += variable.texts.flatMap(FormatTextRewriter.referencedVariables(in:))
    }
    return .dictionary(members)
  }

  /// A substitution as a stringsdict variable, with the texts of its variants.
  private func variable(_ substitution: Substitution) throws(CatalogCompileError) -> (
    node: CompiledPropertyList, texts: [String]
  ) {
    guard case .plural(let variants) = substitution.variants else {
      throw CatalogCompileError(
        message: "its substitution '\(substitution.name)' does not vary by plural; a .stringsdict variable can only")
    }
    let specifier = substitution.formatSpecifier.isEmpty ? "lld" : substitution.formatSpecifier
    var members: [CompiledPropertyList.Member] = [
      .init("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")),
      .init("NSStringFormatValueTypeKey", .string(specifier)),
    ]
    var texts: [String] = []
    for category in PluralCategory.allCases.map(\.rawValue) {
      guard let variant = variants.first(where: { $0.selector == category }) else { continue }
      guard case .text(let text, _) = variant.node else {
        throw CatalogCompileError(
          message: "the plural variant '\(category)' of its substitution '\(substitution.name)' varies again")
      }
      let spelled = FormatTextRewriter.spellingSubstitutionArgument(in: text, as: specifier)
      texts.append(spelled)
      members.append(
        .init(
          category, .string(FormatTextRewriter.positioningReferences(in: spelled, argumentNumbers: argumentNumbers))))
    }
    return (.dictionary(members), texts)
  }
}
