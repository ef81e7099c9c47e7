import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nKit
import Testing

/// L10nKit's reader of String Catalogs (the generator has its own `StringCatalog`).
private typealias RuntimeCatalog = L10nKit.StringCatalog

/// The generator and L10nKit read every table fixture of the package alike.
///
/// The generator reads tables with `TableBuilder` (over `StringsFileReader`, `StringsDictReader` and
/// `StringCatalogReader`) and generates an accessor per key from what it reads; L10nKit reads the same files at run
/// time with `StringsTableLoader` (its own reader of the common `.strings` form, else `PropertyListSerialization`) and
/// `StringCatalog`. Where they disagree, an accessor shows a text nobody wrote, or a plural variant the linter never
/// saw. For every `.strings`, `.stringsdict` and `.xcstrings` file under `Tests/*/Fixtures`, this compares, per
/// language: the set of keys; the text of plain values; the variant selectors and texts of plural, device and width
/// variations; and the plural variables (`%#@name@`) each text reaches, with their value type, `argNum` and variants.
///
/// The rules that make the two readings differ by design are applied to the generator's reading before comparing
/// (see ``expectedRuntimeEntries(of:fromCatalog:)`` and ``variable(from:fromCatalog:)``), each with its reason:
/// - a catalog key without a source-language value reads as the key itself (Docs/Formats.md §3.3);
/// - a `shouldTranslate: false` catalog entry shows its source value in every language (§3.3);
/// - `%arg` in a catalog substitution's variants stands for `%<formatSpecifier>` (§3.1);
/// - the empty catalog key `""` looks nothing up (§3.3);
/// - a plural variable no text reaches is never rendered, so only the reached ones are compared (§2.3);
/// - a `.stringsdict` variable has no `argNum`: the generator records the position of its first positional
///   reference, L10nKit reads the position from the reference when it renders (§2.2).
///
/// Fuzz regressions (`FuzzRegressions/`) are broken on purpose and not read here; any other fixture whose generator
/// read reports an error must be listed in ``brokenOnPurpose`` with its reason, so a new broken fixture is noticed.
@Suite struct ReaderAgreementTests {
  /// The extensions of the table files compared.
  static let tableExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

  /// Fixtures (paths below the package root) that the generator reports an error for on purpose, with the reason:
  /// there is no reading of theirs to agree on. A listed fixture that reads without error fails the test, so the
  /// list stays current.
  static let brokenOnPurpose: [String: String] = [
    "Tests/L10nKitTests/Fixtures/EntryProblems.bundle/de-AT.lproj/Localizable.stringsdict":
      "each entry has one problem (no `other`, an undefined variable), to test that L10nKit falls back to `de`",
    "Tests/L10nKitTests/Fixtures/Sample.bundle/en.lproj/Localizable.stringsdict":
      "entry `no.other` has no `other` category, to test L10nKit's fallback for a number no variant covers",
  ]

  /// Every table fixture below `Tests/*/Fixtures` except the fuzz regressions, as paths below the package root,
  /// sorted.
  static let fixtureFiles: [String] = PackagePaths.subfolders(of: PackagePaths.file("Tests")).flatMap { target in
    PackagePaths.files(in: PackagePaths.fixtures(of: target), withExtensions: tableExtensions)
  }.map(relativePath).filter { !$0.contains("/FuzzRegressions/") }

  /// The path of `url` below the package root.
  static func relativePath(_ url: URL) -> String {
    let root = PackagePaths.root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// The language a fixture localizes: its `<language>.lproj` folder's, else `en` (for the few fixtures kept outside
  /// a language folder; any name reads the same).
  static func language(of path: String) -> String {
    let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
    return folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : "en"
  }

  /// The `<language>.lproj` table a fixture belongs to, as `<folder>/<table>` below the package root (the folder
  /// that holds the `.lproj` folders); `nil` for a catalog or a file outside a language folder.
  static func languageFolderTable(of path: String) -> String? {
    let languageFolder = (path as NSString).deletingLastPathComponent
    guard (path as NSString).pathExtension != "xcstrings", languageFolder.hasSuffix(".lproj") else { return nil }
    let table = (path as NSString).lastPathComponent.components(separatedBy: ".")[0]
    return ((languageFolder as NSString).deletingLastPathComponent as NSString).appendingPathComponent(table)
  }

  /// Every `.lproj` table among the fixtures, sorted: where the files of a language merge, and a key in both a
  /// `.strings` and a `.stringsdict` file must resolve to the `.stringsdict` entry on both sides.
  static let languageFolderTables: [String] = Set(fixtureFiles.compactMap(languageFolderTable(of:))).sorted()

  // MARK: - Tests

  @Test func everyFormatHasFixturesAndEveryBrokenFixtureExists() {
    let compared = Self.fixtureFiles.filter { Self.brokenOnPurpose[$0] == nil }
    for fileExtension in Self.tableExtensions.sorted() {
      #expect(
        compared.contains { ($0 as NSString).pathExtension == fileExtension },
        "no .\(fileExtension) fixture is compared")
    }
    for path in Self.brokenOnPurpose.keys.sorted() {
      #expect(Self.fixtureFiles.contains(path), "'\(path)' is listed as broken on purpose but is no fixture")
    }
  }

  @Test(arguments: fixtureFiles)
  func readersAgree(onFixture path: String) throws {
    let data = try Data(contentsOf: PackagePaths.file(path))
    let kind = try #require(InputKind.allCases.first { $0.fileExtension == (path as NSString).pathExtension })
    let readerErrors = kind.read(data, path: path).diagnostics.filter { $0.severity == .error }
    if let reason = Self.brokenOnPurpose[path] {
      #expect(
        !readerErrors.isEmpty,
        Comment(
          rawValue: "'\(path)' is listed as broken on purpose (\(reason)), but the generator reads it without error; "
            + "remove it from brokenOnPurpose"))
      return
    }
    try #require(
      readerErrors.isEmpty,
      Comment(
        rawValue: "the generator reports an error for '\(path)'; fix the fixture or list it in brokenOnPurpose with a "
          + "reason:\n" + readerErrors.map(\.description).joined(separator: "\n")))
    let differences = try Self.differences(reading: data, kind: kind, path: path)
    #expect(differences.isEmpty, "'\(path)':\n\(differences.joined(separator: "\n"))")
  }

  @Test(arguments: languageFolderTables)
  func mergedTablesAgree(table: String) throws {
    let folder = (table as NSString).deletingLastPathComponent
    let name = (table as NSString).lastPathComponent
    let paths = Self.fixtureFiles.filter { Self.languageFolderTable(of: $0) == table }
    let inputs = try paths.map { path in
      InputFile(
        path: "\(Self.language(of: path)).lproj/\((path as NSString).lastPathComponent)",
        data: try Data(contentsOf: PackagePaths.file(path)))
    }
    let built = TableBuilder.buildTables(from: inputs, developmentLanguage: nil)
    let generatorTable = try #require(built.tables.first, "the generator built no table from \(paths)")
    let expected = Self.expectedRuntimeEntries(of: generatorTable, fromCatalog: false)
    var differences: [String] = []
    // A language with a file broken on purpose has no reading to agree on; the table's other languages still do.
    let brokenLanguages = Set(paths.filter { Self.brokenOnPurpose[$0] != nil }.map(Self.language(of:)))
    let compared = generatorTable.languages.filter { !brokenLanguages.contains($0) }
    #expect(!compared.isEmpty, "every language of '\(table)' has a file broken on purpose")
    for language in compared {
      let loaded = StringsTableLoader.load(
        resourceDirectory: PackagePaths.file(folder).path, localization: language, table: name)
      differences += Self.differences(
        in: language, expected: expected[language] ?? [:], actual: (loaded ?? [:]).mapValues(Self.shape(of:)))
    }
    #expect(differences.isEmpty, "'\(table)':\n\(differences.joined(separator: "\n"))")
  }

  /// The catalog that exercises the three rules both readers implement: a key without a source-language value,
  /// a `shouldTranslate: false` entry and a `%#@files@` substitution with `argNum` whose variants use `%arg`.
  static let agreementCatalog = "Tests/L10nGenCoreTests/Fixtures/StringCatalog/Agreement.xcstrings"

  @Test func agreementCatalogHoldsTheSharedRulesInBothReadings() throws {
    let data = try Data(contentsOf: PackagePaths.file(Self.agreementCatalog))
    #expect(try Self.differences(reading: data, kind: .stringCatalog, path: Self.agreementCatalog) == [])

    let built = TableBuilder.buildTables(
      from: [InputFile(path: "Agreement.xcstrings", data: data)], developmentLanguage: nil)
    #expect(!built.diagnostics.containsErrors)
    let table = try #require(built.tables.first)
    #expect(table.developmentLanguage == "en")
    #expect(table.languages == ["de", "en", "fr"])
    let entries = Dictionary(table.entries.map { ($0.key, $0) }) { first, _ in first }
    // The generator's model keeps what the catalog says: no source value, the flag, `%arg` as written.
    #expect(entries["Welcome to %@"]?.values.isEmpty == true)
    #expect(entries["Open settings"].map { Set($0.values.keys) } == ["de"])
    #expect(entries["brand.name"]?.shouldTranslate == false)
    #expect(entries["brand.name"].map { Set($0.values.keys) } == ["en"])
    let owner = try #require(entries["files.owner"]?.values["en"])
    #expect(owner.root.representativeText == "%@ has %#@files@")
    let files = try #require(owner.substitutions.first)
    #expect(owner.substitutions.count == 1)
    #expect(files.name == "files")
    #expect(files.argumentNumber == 2)
    #expect(files.formatSpecifier == "lld")
    #expect(
      Self.variable(from: files, fromCatalog: false).variants == ["one": "%arg file", "other": "%arg files"])

    // L10nKit's tables apply the rules when it reads the catalog.
    let catalog = try #require(RuntimeCatalog(data: data))
    func loaded(_ key: String, in language: String) -> Shape? {
      catalog.tables[language]?[key].map(Self.shape(of:))
    }
    #expect(loaded("Welcome to %@", in: "en") == .text("Welcome to %@", variables: [:]))
    #expect(loaded("Welcome to %@", in: "de") == nil)
    #expect(loaded("Open settings", in: "en") == .text("Open settings", variables: [:]))
    #expect(loaded("Open settings", in: "fr") == nil)
    for language in ["en", "de", "fr"] {
      #expect(loaded("brand.name", in: language) == .text("L10nGen", variables: [:]))
    }
    let fileCount = Variable(
      specifier: "lld", argumentNumber: 2, variants: ["one": "%lld Datei", "other": "%lld Dateien"])
    #expect(loaded("files.owner", in: "de") == .text("%@ hat %#@files@", variables: ["files": fileCount]))
  }

  @Test func agreementCatalogShowsTheTextsBothReadersPredict() throws {
    let folder = try TemporaryDirectory()
    try folder.write("Agreement.xcstrings", try Data(contentsOf: PackagePaths.file(Self.agreementCatalog)))
    let bundle = try #require(Bundle(path: folder.path))
    let localizer = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
    let reports = ReportLog()
    localizer.missingTranslationHandler = { reports.append($0.reason) }
    /// The text of `key` in `language`, and what the localizer reported as missing for it.
    func lookUp(
      _ key: String, _ arguments: [LocalizationArgument] = [], in language: String
    ) -> (text: String, reasons: [MissingTranslationReason]) {
      reports.removeAll()
      let text = localizer.string(
        forKey: key, table: "Agreement", bundle: bundle, fallback: "", arguments: arguments, language: language)
      return (text, reports.reasons)
    }
    // No source value: the key is the text of the source language, found there (nothing is reported missing), and
    // of every language without a translation, by falling back to the source language.
    #expect(lookUp("Open settings", in: "en") == ("Open settings", []))
    #expect(lookUp("Open settings", in: "de") == ("Einstellungen öffnen", []))
    #expect(lookUp("Open settings", in: "fr") == ("Open settings", [.fellBackToLanguage("en")]))
    #expect(lookUp("Welcome to %@", [.string("Ann")], in: "en") == ("Welcome to Ann", []))
    // `shouldTranslate: false`: the source value is the value of every language, not a fallback.
    #expect(lookUp("brand.name", in: "de") == ("L10nGen", []))
    #expect(lookUp("brand.name", in: "fr") == ("L10nGen", []))
    // `%arg` is the substitution's own argument (`argNum` 2), formatted as `%lld`, in the language's plural rules.
    #expect(lookUp("files.owner", [.string("Ann"), .int(1)], in: "en") == ("Ann has 1 file", []))
    #expect(lookUp("files.owner", [.string("Ann"), .int(3)], in: "en") == ("Ann has 3 files", []))
    #expect(lookUp("files.owner", [.string("Ann"), .int(1)], in: "de") == ("Ann hat 1 Datei", []))
    #expect(lookUp("files.owner", [.string("Ann"), .int(0)], in: "fr") == ("Ann a 0 fichier", []))
    #expect(lookUp("files.owner", [.string("Ann"), .int(2)], in: "fr") == ("Ann a 2 fichiers", []))
  }

  /// The reasons a localizer reported missing translations for, in order; the handler may run on any thread.
  final class ReportLog: @unchecked Sendable {
    /// Guards ``storage``.
    private let lock = NSLock()
    /// The reasons so far.
    private var storage: [MissingTranslationReason] = []

    /// The reasons so far.
    var reasons: [MissingTranslationReason] { lock.withLock { storage } }

    /// Records one reason.
    func append(_ reason: MissingTranslationReason) { lock.withLock { storage.append(reason) } }

    /// Forgets every reason.
    func removeAll() { lock.withLock { storage.removeAll() } }
  }

  // MARK: - Comparing

  /// Every difference between the two readings of one fixture file, as readable lines; empty when they agree.
  static func differences(reading data: Data, kind: InputKind, path: String) throws -> [String] {
    let table = (path as NSString).lastPathComponent.components(separatedBy: ".")[0]
    switch kind {
    case .strings, .stringsDict:
      let language = Self.language(of: path)
      let file = "\(language).lproj/\(table).\(kind.fileExtension)"
      let built = TableBuilder.buildTables(from: [InputFile(path: file, data: data)], developmentLanguage: nil)
      let expected = built.tables.first.map { expectedRuntimeEntries(of: $0, fromCatalog: false) } ?? [:]
      let folder = try TemporaryDirectory()
      try folder.write(file, data)
      // An empty file gives L10nKit no table at all and the generator a table without entries: both have no keys.
      let loaded = StringsTableLoader.load(resourceDirectory: folder.path, localization: language, table: table)
      return differences(
        in: language, expected: expected[language] ?? [:], actual: (loaded ?? [:]).mapValues(shape(of:)))
    case .stringCatalog:
      let built = TableBuilder.buildTables(
        from: [InputFile(path: "\(table).xcstrings", data: data)], developmentLanguage: nil)
      let generatorTable = try #require(built.tables.first, "the generator built no table from '\(path)'")
      guard let catalog = RuntimeCatalog(data: data) else {
        return ["L10nKit cannot read the catalog the generator reads"]
      }
      let expected = expectedRuntimeEntries(of: generatorTable, fromCatalog: true)
      var found: [String] = []
      if catalog.sourceLanguage != generatorTable.developmentLanguage {
        found.append(
          "source language: generator '\(generatorTable.developmentLanguage)', L10nKit '\(catalog.sourceLanguage)'")
      }
      if Set(generatorTable.languages) != Set(catalog.tables.keys) {
        found.append(
          "languages: generator \(generatorTable.languages.sorted()), L10nKit \(catalog.tables.keys.sorted())")
      }
      for language in Set(generatorTable.languages).union(catalog.tables.keys).sorted() {
        found += differences(
          in: language, expected: expected[language] ?? [:],
          actual: (catalog.tables[language] ?? [:]).mapValues(shape(of:)))
      }
      return found
    }
  }

  /// The differences between the entries of one language as the generator's reading predicts them (`expected`) and
  /// as L10nKit loaded them (`actual`).
  static func differences(in language: String, expected: [String: Shape], actual: [String: Shape]) -> [String] {
    var found: [String] = []
    for key in Set(expected.keys).union(actual.keys).sorted() {
      switch (expected[key], actual[key]) {
      case (let generator?, let runtime?) where generator != runtime:
        found.append("[\(language)] '\(key)': generator \(generator), L10nKit \(runtime)")
      case (.some, nil):
        found.append("[\(language)] '\(key)': only the generator has it")
      case (nil, .some):
        found.append("[\(language)] '\(key)': only L10nKit has it")
      default:
        break
      }
    }
    return found
  }

  // MARK: - The generator's reading, with the rules of the run time applied

  /// The entries of each language that L10nKit should load, from the generator's table: the table's own values, plus
  /// what the run time derives from a catalog by design.
  static func expectedRuntimeEntries(of table: LocalizationTable, fromCatalog: Bool) -> [String: [String: Shape]] {
    var entries: [String: [String: Shape]] = [:]
    guard fromCatalog else {
      for entry in table.entries {
        for (language, value) in entry.values {
          entries[language, default: [:]][entry.key] = shape(of: value, fromCatalog: fromCatalog)
        }
      }
      return entries
    }
    let source = table.developmentLanguage
    for language in table.languages {
      entries[language] = [:]
    }
    // By design, the empty key (Xcode keeps one for `Text("")`) looks nothing up: L10nKit leaves it out, the
    // generator keeps it for its checks and generates nothing for it (Docs/Formats.md §3.3).
    for entry in table.entries where !entry.key.isEmpty {
      // By design, a key without a source-language value is its own text: what Xcode compiles and L10nKit shows.
      // The generator's model keeps the value missing (the checks tell a written value from none), and its
      // accessor falls back to the key (Docs/Formats.md §3.3).
      let sourceValue =
        entry.values[source].map { shape(of: $0, fromCatalog: fromCatalog) } ?? .text(entry.key, variables: [:])
      for language in table.languages {
        if let value = entry.values[language] {
          entries[language, default: [:]][entry.key] = shape(of: value, fromCatalog: fromCatalog)
        } else if language == source {
          entries[language, default: [:]][entry.key] = sourceValue
        } else if !entry.shouldTranslate {
          // By design, an entry marked `shouldTranslate: false` shows its source value in every language: L10nKit
          // copies it into each language of the catalog; the generator's model records the flag and skips the
          // translation checks (Docs/Formats.md §3.3).
          entries[language, default: [:]][entry.key] = sourceValue
        }
      }
    }
    return entries
  }

  /// The shape of a generator value: its root, with the plural variables each text reaches.
  static func shape(of value: LocalizedValue, fromCatalog: Bool) -> Shape {
    var variables: [String: Variable] = [:]
    for substitution in value.substitutions where variables[substitution.name] == nil {
      variables[substitution.name] = variable(from: substitution, fromCatalog: fromCatalog)
    }
    return shape(of: value.root, variables: variables)
  }

  /// The shape of a generator variation tree, whose texts draw on `variables`.
  static func shape(of node: VariantNode, variables: [String: Variable]) -> Shape {
    func variants(_ list: [VariantNode.Variant]) -> [String: Shape] {
      Dictionary(list.map { ($0.selector, shape(of: $0.node, variables: variables)) }) { _, last in last }
    }
    switch node {
    case .text(let text, _):
      return .text(text, variables: reached(from: text, in: variables))
    case .plural(let list):
      return .plural(variants(list))
    case .device(let list):
      return .device(variants(list))
    case .width(let list):
      return .width(Dictionary(variants(list).map { (Int($0.key) ?? -1, $0.value) }) { _, last in last })
    }
  }

  /// A generator substitution as L10nKit should hold it.
  static func variable(from substitution: Substitution, fromCatalog: Bool) -> Variable {
    var variants: [String: String] = [:]
    if case .plural(let list) = substitution.variants {
      for variant in list {
        guard case .text(let text, _) = variant.node else {
          variants[variant.selector] = "<nested variation>"
          continue
        }
        // By design, `%arg` in a catalog substitution's variants stands for the substitution's own argument,
        // formatted with its `formatSpecifier`: L10nKit spells it so when it reads the catalog; the generator keeps
        // the text as written and reads `%arg` as that specifier when it parses it (Docs/Formats.md §3.1).
        variants[variant.selector] =
          fromCatalog ? spellingSubstitutionArgument(in: text, as: substitution.formatSpecifier) : text
      }
    } else {
      variants["<not a plural variation>"] = "\(substitution.variants)"
    }
    // By design, a `.stringsdict` variable has no `argNum`: the generator records the position of its first
    // positional reference (`%2$#@count@`) for the generated signature, L10nKit reads the position from the
    // reference when it renders (Docs/Formats.md §2.2). A catalog's `argNum` is read by both.
    return Variable(
      specifier: substitution.formatSpecifier,
      argumentNumber: fromCatalog ? substitution.argumentNumber : nil, variants: variants)
  }

  /// `text` with each `%arg` the generator's format parser finds (not `%%arg`) spelled as the specifier the parser
  /// reads it as: `%` with the length modifier and conversion of `specifier` (`lld` and `%lld` both give `%lld`).
  static func spellingSubstitutionArgument(in text: String, as specifier: String) -> String {
    let arguments = FormatStringParser.parse(text, argumentSpecifier: specifier).placeholders
      .filter { $0.text == "%arg" }
    var scalars = Array(text.unicodeScalars)
    for argument in arguments.sorted(by: { $0.offset > $1.offset }) {
      let spelling = "%" + argument.lengthModifier + String(argument.conversion)
      scalars.replaceSubrange(argument.offset..<argument.offset + 4, with: spelling.unicodeScalars)
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// The variables among `variables` that `text` reaches through `%#@name@` references, directly or through the
  /// variants of a reached variable.
  ///
  /// By design, only these are compared: a variable no text reaches is never rendered. L10nKit keeps every `<dict>`
  /// beside a `.stringsdict` format string, the generator only those the format reaches (and warns about the
  /// others); L10nKit scopes a catalog's substitutions to the texts that name them, the generator gathers them per
  /// localization (Docs/Formats.md §2.3, §3.1).
  static func reached(from text: String, in variables: [String: Variable]) -> [String: Variable] {
    var reached: [String: Variable] = [:]
    var pending = [text]
    while let next = pending.popLast() {
      for reference in FormatStringParser.parse(next).variables where reached[reference.name] == nil {
        guard let variable = variables[reference.name] else { continue }
        reached[reference.name] = variable
        pending += variable.variants.keys.sorted().compactMap { variable.variants[$0] }
      }
    }
    return reached
  }

  // MARK: - L10nKit's reading

  /// The shape of a node L10nKit loaded.
  static func shape(of node: LocalizedNode) -> Shape {
    switch node {
    case .text(let text):
      return .text(text, variables: [:])
    case .format(let text, let variables):
      return .text(text, variables: reached(from: text, in: variables.mapValues(variable(from:))))
    case .device(let variants):
      return .device(variants.mapValues(shape(of:)))
    case .width(let variants):
      return .width(Dictionary(variants.map { ($0.width, shape(of: $0.node)) }) { _, last in last })
    case .plural(_, let variants):
      // The argument a whole-value plural selects on is L10nKit's choice at run time (the first number specifier,
      // Docs/Formats.md §3.2); the generator's reader records none, so only the variants are compared.
      return .plural(Dictionary(variants.map { ($0.key.rawValue, shape(of: $0.value)) }) { _, last in last })
    }
  }

  /// A plural variable L10nKit loaded.
  static func variable(from variable: PluralVariable) -> Variable {
    Variable(
      specifier: variable.valueType, argumentNumber: variable.argumentNumber,
      variants: Dictionary(variable.variants.map { ($0.key.rawValue, $0.value) }) { _, last in last })
  }

  // MARK: - Shapes

  /// A value as both readers can state it: what the comparison looks at.
  enum Shape: Hashable, CustomStringConvertible {
    /// A text, with the plural variables it reaches.
    case text(String, variables: [String: Variable])
    /// Variants by plural category.
    case plural([String: Shape])
    /// Variants by device.
    case device([String: Shape])
    /// Variants by presentation width.
    case width([Int: Shape])

    var description: String {
      func list<Key: Comparable>(_ variants: [Key: Shape]) -> String {
        variants.keys.sorted().map { "\($0): \(variants[$0]!)" }.joined(separator: ", ")
      }
      switch self {
      case .text(let text, let variables):
        let named = variables.keys.sorted().map { "\($0) = \(variables[$0]!)" }
        return named.isEmpty ? "\"\(text)\"" : "\"\(text)\" with \(named.joined(separator: ", "))"
      case .plural(let variants): return "plural(\(list(variants)))"
      case .device(let variants): return "device(\(list(variants)))"
      case .width(let variants): return "width(\(list(variants)))"
      }
    }
  }

  /// A plural variable (a `.stringsdict` variable or a catalog substitution) as both readers can state it.
  struct Variable: Hashable, CustomStringConvertible {
    /// The printf conversion of its number, without `%` (`NSStringFormatValueTypeKey`, `formatSpecifier`).
    var specifier: String
    /// A catalog substitution's `argNum`.
    var argumentNumber: Int?
    /// The text of each plural category.
    var variants: [String: String]

    var description: String {
      let variantList = variants.keys.sorted().map { "\($0): \"\(variants[$0]!)\"" }.joined(separator: ", ")
      return "{%\(specifier)\(argumentNumber.map { " argNum \($0)" } ?? ""), \(variantList)}"
    }
  }
}
