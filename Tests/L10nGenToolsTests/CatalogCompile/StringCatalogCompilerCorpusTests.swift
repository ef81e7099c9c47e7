import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import L10nKit
import Testing

/// L10nKit's reader of String Catalogs (the generator has its own `StringCatalog`).
typealias RuntimeCatalog = L10nKit.StringCatalog

/// The proof of `compile` over every String Catalog of the corpus: for every key, language and plural category,
/// what `PropertyListSerialization` reads from the compiled `.strings` and `.stringsdict` files holds the strings and
/// rules L10nKit resolves from the catalog, and L10nKit looking each key up in the compiled tables renders the same
/// text as looking it up in the catalog.
@Suite struct StringCatalogCompilerCorpusTests {
  /// Every `.xcstrings` file of the corpus as an app ships it (the merge states of `merges__xcstrings` left out).
  static let corpusCatalogs: [URL] =
    PackagePaths.corpus.map {
      PackagePaths.files(in: $0, withExtensions: ["xcstrings"]).filter { !$0.path.contains("/merges__") }
    } ?? []

  /// The numbers rendered for every numeric argument: each plural category of the corpus languages, and a fraction.
  static let sampleNumbers: [Int] = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000]

  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func everyCorpusCatalogCompilesToTablesThatAgreeWithTheCatalog() throws {
    #expect(Self.corpusCatalogs.count > 300)
    var compiled = 0
    var agreeing = 0
    var comparedEntries = 0
    var renderedLookups = 0
    var rejected: [String] = []
    for url in Self.corpusCatalogs {
      let name = url.path.replacingOccurrences(of: PackagePaths.corpus!.path + "/", with: "")
      let data = try Data(contentsOf: url)
      let compilation = StringCatalogCompiler.compile(data, path: url.path)
      guard !compilation.diagnostics.containsErrors else {
        rejected.append(name)
        continue
      }
      compiled += 1
      let runtime = try #require(RuntimeCatalog(data: data), "L10nKit cannot read \(name)")
      let directory = try TemporaryDirectory()
      for file in compilation.files { _ = try directory.write("compiled/" + file.relativePath, file.data) }
      _ = try directory.write("catalog/\(compilation.tableName).xcstrings", data)
      let compiledFolder = directory.path + "/compiled"
      var problems = Self.propertyListProblems(
        runtime, compiledFolder: compiledFolder, table: compilation.tableName, compared: &comparedEntries)
      if problems.isEmpty {
        problems += Self.renderingProblems(
          runtime, catalogFolder: directory.path + "/catalog", compiledFolder: compiledFolder,
          table: compilation.tableName, rendered: &renderedLookups)
      }
      if problems.isEmpty {
        agreeing += 1
      } else {
        Issue.record("\(name): \(problems.count) disagreements, first: \(problems.prefix(3).joined(separator: "; "))")
      }
    }
    print(
      "compile proof: \(Self.corpusCatalogs.count) catalogs, \(compiled) compiled, \(agreeing) agreeing, "
        + "\(comparedEntries) entries x languages compared, \(renderedLookups) lookups rendered; rejected: \(rejected)")
    #expect(agreeing == compiled)
    #expect(rejected.isEmpty)
  }

  /// The compiled files of each language, read with `PropertyListSerialization`, against L10nKit's catalog reading:
  /// the same keys, and per key the same texts in every plural category and device.
  static func propertyListProblems(
    _ runtime: RuntimeCatalog, compiledFolder: String, table: String, compared: inout Int
  ) -> [String] {
    var problems: [String] = []
    for (language, entries) in runtime.tables.sorted(by: { $0.key < $1.key }) {
      let folder = compiledFolder + "/\(language).lproj/"
      let strings = propertyList(at: folder + table + ".strings")
      let dictionary = propertyList(at: folder + table + ".stringsdict")
      guard let strings else {
        problems.append("\(language): no readable .strings file")
        continue
      }
      var compiled: [String: OracleNode] = [:]
      for (key, value) in strings {
        guard let text = value as? String else {
          problems.append("\(language) '\(key)': .strings value is not a string")
          continue
        }
        compiled[key] = .text(text)
      }
      for (key, value) in dictionary ?? [:] {
        guard let entry = value as? [String: Any], let node = OracleNode(propertyList: entry) else {
          problems.append("\(language) '\(key)': .stringsdict entry Foundation cannot use")
          continue
        }
        compiled[key] = node
      }
      let missing = Set(entries.keys).subtracting(compiled.keys)
      let extra = Set(compiled.keys).subtracting(entries.keys)
      if !missing.isEmpty { problems.append("\(language): keys not compiled: \(missing.sorted().prefix(3))") }
      if !extra.isEmpty { problems.append("\(language): keys the catalog lacks: \(extra.sorted().prefix(3))") }
      for (key, node) in entries {
        guard let compiledNode = compiled[key] else { continue }
        compared += 1
        let expected = OracleNode(node).expansions
        let actual = compiledNode.expansions
        if expected != actual {
          let path = expected.keys.sorted().first { expected[$0] != actual[$0] } ?? actual.keys.sorted().first ?? ""
          problems.append(
            "\(language) '\(key)' \(path): catalog \(String(reflecting: expected[path])), compiled "
              + String(reflecting: actual[path]))
        }
      }
    }
    return problems
  }

  /// L10nKit's lookup of every key in every language, in a bundle holding the catalog and in one holding the
  /// compiled tables, with arguments of the kinds the development value reads and every sample number.
  static func renderingProblems(
    _ runtime: RuntimeCatalog, catalogFolder: String, compiledFolder: String, table: String, rendered: inout Int
  ) -> [String] {
    guard let catalogBundle = Bundle(path: catalogFolder), let compiledBundle = Bundle(path: compiledFolder) else {
      return ["cannot open the bundles"]
    }
    let localizer = Localizer(
      preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] },
      systemLocale: { Locale(identifier: "en_US") })
    localizer.missingTranslationHandler = { _ in }
    localizer.marksMissingTranslations = true
    localizer.setDevelopmentLanguage(runtime.sourceLanguage, for: catalogBundle)
    localizer.setDevelopmentLanguage(runtime.sourceLanguage, for: compiledBundle)
    var problems: [String] = []
    let source = runtime.tables[runtime.sourceLanguage] ?? [:]
    for key in source.keys.sorted() {
      let kinds = argumentKinds(of: OracleNode(source[key]!), selecting: source[key]!)
      let argumentLists: [[LocalizationArgument]] =
        kinds.isEmpty ? [[]] : sampleNumbers.map { number in kinds.map { argument(of: $0, number: number) } }
      for language in runtime.tables.keys.sorted() {
        for arguments in argumentLists {
          let fromCatalog = localizer.string(
            forKey: key, table: table, bundle: catalogBundle, fallback: "", arguments: arguments, language: language)
          let fromCompiled = localizer.string(
            forKey: key, table: table, bundle: compiledBundle, fallback: "", arguments: arguments, language: language)
          rendered += 1
          if fromCatalog != fromCompiled {
            problems.append(
              "\(language) '\(key)' \(arguments): catalog \(String(reflecting: fromCatalog)), compiled "
                + String(reflecting: fromCompiled))
          }
        }
      }
    }
    return problems
  }

  /// The kind of each argument position the development value reads (`nil` for a position only a plural rule
  /// reads), from its numbered expansions.
  static func argumentKinds(of node: OracleNode, selecting original: LocalizedNode) -> [FormatArgumentKind?] {
    var kinds: [Int: FormatArgumentKind] = [:]
    var highest = 0
    for text in node.expansions.values {
      var text = text
      text.withUTF8 { bytes in
        var tokenizer = FormatTokenizer(bytes)
        while let token = tokenizer.next() {
          guard case .specifier(let specifier) = token, let position = specifier.position else { continue }
          highest = max(highest, position)
          if kinds[position] == nil, let kind = specifier.argumentKind { kinds[position] = kind }
        }
      }
    }
    highest = max(highest, pluralPositions(of: original).max() ?? 0)
    return highest == 0 ? [] : (1...highest).map { kinds[$0] }
  }

  /// The argument positions plural rules select on: whole-string variations' arguments and catalog `argNum`s.
  static func pluralPositions(of node: LocalizedNode) -> [Int] {
    switch node {
    case .text: return []
    case .format(_, let variables): return variables.values.compactMap(\.argumentNumber)
    case .plural(let argument, let variants): return [argument] + variants.values.flatMap(pluralPositions(of:))
    case .device(let variants): return variants.values.flatMap(pluralPositions(of:))
    case .width(let variants): return variants.flatMap { pluralPositions(of: $0.node) }
    }
  }

  static func argument(of kind: FormatArgumentKind?, number: Int) -> LocalizationArgument {
    switch kind {
    case .object?, .cString?: .string("s\(number)")
    case .unsignedInteger?, .pointer?: .uint(UInt(number))
    case .floatingPoint?: .double(Double(number) + (number == 2 ? 0.5 : 0))
    case .character?, .unichar?: .character(UInt16(65 + number % 26))
    case .signedInteger?, nil: .int(number)
    }
  }

  static func propertyList(at path: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    if data.isEmpty { return [:] }
    return (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
  }
}
