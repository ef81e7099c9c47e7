package import Foundation

/// An uncompiled String Catalog (`<Table>.xcstrings`, JSON) read at run time, as SwiftPM copies it on Linux.
///
/// Every language's entries become the same nodes as compiled `.strings`/`.stringsdict` tables (Docs/Formats.md §3):
/// string units (any state, `new` and `needs_review` included), plural and device variations (nested in any
/// order), substitutions with or without `argNum`, whose `%arg` stands for the substitution's own argument
/// formatted with its `formatSpecifier`. A key without a source-language value uses the key itself (what Xcode
/// compiles), and an entry marked `shouldTranslate: false` uses its source value in every language.
///
/// `package` (with ``sourceLanguage``, ``tables`` and ``init(data:)``) so that `ReaderAgreementTests` can compare what
/// it reads with the generator's `StringCatalogReader`; not public API.
package struct StringCatalog: Sendable {
  /// The catalog's `sourceLanguage`: the development language.
  package let sourceLanguage: String
  /// The entries of each language in the catalog, keyed by the catalog's language code.
  package let tables: [String: [String: LocalizedNode]]

  /// The languages the catalog has entries for.
  var languages: [String] { tables.keys.sorted() }

  /// The entries for a localization name (`pt_BR`, `pt-BR`, `Base`...), matched by canonical language tag.
  func entries(forLocalization localization: String) -> [String: LocalizedNode]? {
    if let exact = tables[localization] { return exact }
    let canonical = LanguageMatcher.canonical(localization == "Base" ? sourceLanguage : localization)
    return tables.first { LanguageMatcher.canonical($0.key) == canonical }?.value
  }

  /// Reads a catalog file; `nil` when it is missing or not a String Catalog.
  init?(contentsOf url: URL) {
    guard let data = try? Data(contentsOf: url) else { return nil }
    self.init(data: data)
  }

  /// Parses catalog JSON; `nil` when it is not a String Catalog. Entries that cannot be read are skipped.
  package init?(data: Data) {
    guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else { return nil }
    let sourceLanguage = (root["sourceLanguage"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "en"
    var tables: [String: [String: LocalizedNode]] = [sourceLanguage: [:]]
    var untranslatable: [String] = []
    for (key, value) in strings where !key.isEmpty {
      let entry = value as? [String: Any] ?? [:]
      let localizations = entry["localizations"] as? [String: Any] ?? [:]
      for (language, localization) in localizations {
        guard let localization = localization as? [String: Any],
          let node = Self.node(from: localization, substitutions: [:])
        else { continue }
        tables[language, default: [:]][key] = node
      }
      if tables[sourceLanguage]?[key] == nil { tables[sourceLanguage]?[key] = .text(key) }
      if entry["shouldTranslate"] as? Bool == false { untranslatable.append(key) }
    }
    for key in untranslatable {
      guard let source = tables[sourceLanguage]?[key] else { continue }
      for language in tables.keys where tables[language]?[key] == nil { tables[language]?[key] = source }
    }
    self.sourceLanguage = sourceLanguage
    self.tables = tables
  }

  /// A localization or variation node: `{stringUnit}` or `{variations}`, with optional `substitutions` that also
  /// apply to the nodes nested in it.
  private static func node(from dictionary: [String: Any], substitutions inherited: [String: PluralVariable])
    -> LocalizedNode?
  {
    var substitutions = inherited
    if let declared = dictionary["substitutions"] as? [String: Any] {
      for (name, value) in declared {
        if let substitution = value as? [String: Any], let variable = pluralVariable(from: substitution) {
          substitutions[name] = variable
        }
      }
    }
    if let variations = dictionary["variations"] as? [String: Any] {
      if let plural = variations["plural"] as? [String: Any] {
        var variants: [PluralRuleCategory: LocalizedNode] = [:]
        for (category, value) in plural {
          guard let category = PluralRuleCategory(rawValue: category), let value = value as? [String: Any],
            let node = node(from: value, substitutions: substitutions)
          else { continue }
          variants[category] = node
        }
        guard !variants.isEmpty else { return nil }
        return .plural(argument: pluralArgument(of: variants), variants: variants)
      }
      if let device = variations["device"] as? [String: Any] {
        var variants: [String: LocalizedNode] = [:]
        for (name, value) in device {
          guard let value = value as? [String: Any], let node = node(from: value, substitutions: substitutions) else {
            continue
          }
          variants[name.lowercased()] = node
        }
        return variants.isEmpty ? nil : .device(variants)
      }
    }
    guard let unit = dictionary["stringUnit"] as? [String: Any], let value = unit["value"] as? String else {
      return nil
    }
    let referenced = substitutions.filter { value.contains("@\($0.key)@") }
    return referenced.isEmpty && !value.contains("%#@") ? .text(value) : .format(value, variables: referenced)
  }

  /// A substitution: its plural variants with `%arg` spelled as the substitution's own specifier.
  private static func pluralVariable(from substitution: [String: Any]) -> PluralVariable? {
    let specifier = (substitution["formatSpecifier"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "lld"
    let plural = (substitution["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:]
    var variants: [PluralRuleCategory: String] = [:]
    for (category, value) in plural {
      guard let category = PluralRuleCategory(rawValue: category),
        let unit = (value as? [String: Any])?["stringUnit"] as? [String: Any],
        let text = unit["value"] as? String
      else { continue }
      variants[category] = spellingSubstitutionArgument(in: text, as: specifier)
    }
    guard !variants.isEmpty else { return nil }
    let argumentNumber = (substitution["argNum"] as? NSNumber)?.intValue
    return PluralVariable(
      variants: variants, valueType: specifier, argumentNumber: argumentNumber.flatMap { $0 >= 1 ? $0 : nil })
  }

  /// `text` with every `%arg` (the substitution's own argument) spelled as `%<specifier>`; a `%%arg` is a literal
  /// `%` followed by `arg` and stays as it is.
  private static func spellingSubstitutionArgument(in text: String, as specifier: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    var text = text
    return text.withUTF8 { bytes in
      var result = ""
      var copiedUpTo = 0
      var tokenizer = FormatTokenizer(bytes, readsSubstitutionArgument: true)
      while let token = tokenizer.next() {
        guard case .substitutionArgument(let start) = token else { continue }
        result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<start]), as: UTF8.self)
        result += "%" + specifier
        copiedUpTo = token.resumeIndex
      }
      result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copiedUpTo...]), as: UTF8.self)
      return result
    }
  }

  /// The argument a whole-string plural variation selects on: the first number specifier of its variants
  /// (`other` first), else argument 1.
  private static func pluralArgument(of variants: [PluralRuleCategory: LocalizedNode]) -> Int {
    let order: [PluralRuleCategory] = [.other, .many, .few, .two, .one, .zero]
    for category in order {
      guard let node = variants[category], let text = firstText(of: node) else { continue }
      var nextPosition = 1
      for segment in FormatStringScanner.scan(text) {
        guard case .specifier(let specifier) = segment else { continue }
        for amount in [specifier.width, specifier.precision] {
          if case .argument(nil) = amount { nextPosition += 1 }
        }
        let position = specifier.position ?? nextPosition
        if specifier.position == nil { nextPosition += 1 }
        if specifier.argumentKind?.isNumber == true { return position }
      }
    }
    return 1
  }

  private static func firstText(of node: LocalizedNode) -> String? {
    switch node {
    case .text(let text), .format(let text, _): return text
    case .device(let variants): return (variants["other"] ?? variants.values.first).flatMap(firstText)
    case .plural(_, let variants): return (variants[.other] ?? variants.values.first).flatMap(firstText)
    case .width(let variants): return variants.last.flatMap { firstText(of: $0.node) }
    }
  }
}
