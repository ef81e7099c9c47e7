import Foundation
package import L10nGenCore
internal import L10nKit

/// Pseudo-localizes a project's development-language tables (`l10n-gen pseudo`): `.strings` and `.stringsdict`
/// files become `<pseudo>.lproj` files, String Catalogs gain the pseudo language, all through the transformation
/// L10nKit applies at run time, so placeholders, variable references and plural categories are unchanged.
package enum PseudoTableGenerator {
  /// The files to write for `files`, or none with the errors that prevent it (a table that cannot be read).
  package static func generate(files: [InputFile], config: L10nGenConfig, language: PseudoLanguage) -> (
    files: [PseudoTableFile], diagnostics: [Diagnostic]
  ) {
    let result = GeneratorPipeline.run(files: files, config: config, templates: nil)
    guard !result.hasErrors else { return ([], result.diagnostics) }
    let developmentLanguages = Dictionary(
      result.tables.map { ($0.name, LanguageCode.normalized($0.developmentLanguage)) }, uniquingKeysWith: { a, _ in a })
    let layout = ProjectLayout(paths: files.map(\.path), developmentLanguage: config.developmentLanguage)
    let contents = Dictionary(files.map { ($0.path, $0.data) }, uniquingKeysWith: { a, _ in a })
    var output: [PseudoTableFile] = []
    var diagnostics = result.diagnostics
    for table in layout.tables {
      for file in table.files {
        guard let data = contents[file.path] else { continue }
        let fileName = (file.path as NSString).lastPathComponent
        let lproj = "\(language.rawValue).lproj/\(fileName)"
        switch file.kind {
        case .strings:
          guard file.language.map(LanguageCode.normalized) == developmentLanguages[table.name] else { continue }
          let parsed = StringsFileReader.parse(data, path: file.path)
          output.append(PseudoTableFile(relativePath: lproj, data: stringsFile(parsed.entries, language: language)))
        case .stringsDict:
          guard file.language.map(LanguageCode.normalized) == developmentLanguages[table.name] else { continue }
          if let transformed = stringsDictFile(data, language: language) {
            output.append(PseudoTableFile(relativePath: lproj, data: transformed))
          } else {
            diagnostics.append(unreadable(file.path))
          }
        case .stringCatalog:
          if let transformed = catalogFile(data, language: language) {
            output.append(PseudoTableFile(relativePath: fileName, data: transformed))
          } else {
            diagnostics.append(unreadable(file.path))
          }
        }
      }
    }
    return (output.sorted { $0.relativePath < $1.relativePath }, diagnostics)
  }

  private static func unreadable(_ path: String) -> Diagnostic {
    .error(
      "the file could not be read as a property list or JSON for pseudo-localization; check it with 'l10n-gen lint'",
      at: SourceLocation(file: path, line: 1, column: 1), rule: .syntaxError)
  }

  // MARK: - .strings

  /// A UTF-8 `.strings` file with the entries' comments, in their order, values transformed.
  static func stringsFile(_ entries: [StringsFileEntry], language: PseudoLanguage) -> Data {
    var text = ""
    for entry in entries {
      if let comment = entry.comment { text += "/* \(StringsLiteral.comment(comment)) */\n" }
      let key = StringsLiteral.escaped(entry.key, escapingControlCharacters: true)
      let value = StringsLiteral.escaped(language.settings.transform(entry.value), escapingControlCharacters: true)
      text += "\"\(key)\" = \"\(value)\";\n\n"
    }
    return Data(text.utf8)
  }

  // MARK: - .stringsdict

  private static let ruleKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

  /// The stringsdict with every format key and variant transformed, as an XML property list.
  static func stringsDictFile(_ data: Data, language: PseudoLanguage) -> Data? {
    guard
      let root = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil))
        as? [String: Any]
    else { return nil }
    let transformed = root.mapValues { entry(of: $0, settings: language.settings) }
    return try? PropertyListSerialization.data(fromPropertyList: transformed, format: .xml, options: 0)
  }

  /// A whole entry (or a device or width variant): a string, or a dictionary whose format key is a whole string
  /// and whose variables hold variants.
  private static func entry(of value: Any, settings: PseudoLocalization) -> Any {
    if let text = value as? String { return settings.transform(text) }
    guard let dictionary = value as? [String: Any] else { return value }
    var result: [String: Any] = [:]
    for (key, member) in dictionary {
      if ruleKeys.contains(key) {
        result[key] = member
      } else if key == "NSStringLocalizedFormatKey", let text = member as? String {
        result[key] = settings.transform(text)
      } else if let variable = member as? [String: Any], dictionary["NSStringLocalizedFormatKey"] != nil {
        result[key] = variableValues(of: variable, settings: settings)
      } else {
        result[key] = entry(of: member, settings: settings)
      }
    }
    return result
  }

  /// A variable's variants: plural or width texts, transformed as variants; the rule keys unchanged.
  private static func variableValues(of variable: [String: Any], settings: PseudoLocalization) -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, member) in variable {
      if ruleKeys.contains(key) {
        result[key] = member
      } else if let text = member as? String {
        result[key] = settings.transformVariant(text)
      } else {
        result[key] = entry(of: member, settings: settings)
      }
    }
    return result
  }

  // MARK: - String Catalogs

  /// The catalog with a localization in the pseudo language for every key that is translated, built from the
  /// source language's (or the key itself when the catalog stores no source value).
  static func catalogFile(_ data: Data, language: PseudoLanguage) -> Data? {
    guard var root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else { return nil }
    let sourceLanguage = root["sourceLanguage"] as? String ?? "en"
    var updated: [String: Any] = [:]
    for (key, value) in strings {
      guard var entry = value as? [String: Any] else {
        updated[key] = value
        continue
      }
      if entry["shouldTranslate"] as? Bool == false {
        updated[key] = entry
        continue
      }
      var localizations = entry["localizations"] as? [String: Any] ?? [:]
      let source =
        localizations[sourceLanguage] as? [String: Any]
        ?? ["stringUnit": ["state": "translated", "value": key] as [String: Any]]
      localizations[language.rawValue] = catalogLocalization(source, settings: language.settings, isVariant: false)
      entry["localizations"] = localizations
      updated[key] = entry
    }
    root["strings"] = updated
    return try? JSONSerialization.data(
      withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  }

  /// A catalog localization (or variation) with its `stringUnit` values transformed, marked `translated`;
  /// substitution variants are transformed as variants, reading `%arg` as a placeholder.
  private static func catalogLocalization(_ node: [String: Any], settings: PseudoLocalization, isVariant: Bool)
    -> [String: Any]
  {
    var result: [String: Any] = [:]
    for (key, member) in node {
      switch (key, member) {
      case ("stringUnit", let unit as [String: Any]):
        var unit = unit
        if let value = unit["value"] as? String {
          unit["value"] =
            isVariant
            ? settings.transformVariant(value, readsSubstitutionArgument: true) : settings.transform(value)
        }
        unit["state"] = "translated"
        result[key] = unit
      case ("variations", let variations as [String: Any]):
        result[key] = variations.mapValues { kind -> Any in
          guard let cases = kind as? [String: Any] else { return kind }
          return cases.mapValues { variant -> Any in
            guard let variant = variant as? [String: Any] else { return variant }
            return catalogLocalization(variant, settings: settings, isVariant: isVariant)
          }
        }
      case ("substitutions", let substitutions as [String: Any]):
        result[key] = substitutions.mapValues { substitution -> Any in
          guard let substitution = substitution as? [String: Any] else { return substitution }
          return catalogLocalization(substitution, settings: settings, isVariant: true)
        }
      default:
        result[key] = member
      }
    }
    return result
  }
}
