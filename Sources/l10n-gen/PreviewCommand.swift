import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nKit

/// `l10n-gen preview <path>... --language <lang> --key <key> [<arg>...]`: the exact string L10nKit produces.
struct PreviewCommand: ToolCommand {
  /// Positionals mix paths and the string's arguments: ``init(_:)`` splits them at the first word that is no existing
  /// file or folder.
  static let spec = CommandSpec(
    name: "preview",
    abstract: "Print the string L10nKit produces for a key, a language and arguments.",
    discussion: """
      Resolves the key the way the app would at run time: the language's table (plurals with CLDR rules,
      device and width variants), then the development language, then the development value. Arguments are
      converted to the types the development language's specifiers declare (%d: integer, %f: decimal, %@: text).
      Why a fallback was used is printed on stderr. Example:
        l10n-gen preview Resources --language ru --key inbox.messages 21
      """,
    positionals: [
      .init(name: "path", help: "A table file or a folder to search, then the arguments.", isRepeatable: true)
    ],
    options: [
      .init(
        name: "language", valueName: "code", help: "The language to show (required), e.g. fr, pt-BR, zh-Hant.",
        isRequired: true),
      .init(name: "key", valueName: "key", help: "The localization key (required).", isRequired: true),
      .init(name: "table", valueName: "name", help: "The table (default: Localizable, else the only table)."),
    ]
      + ConfigFileOption.options
      + [.init(name: "development-language", valueName: "code", help: "The language to fall back to.")]
  )

  /// The parsed command line, read again for the configuration overrides and `--table`.
  var arguments: ParsedArguments
  /// `--config`.
  var configFile: ConfigFileOption
  /// The leading positionals that exist on disk: table files and folders to search.
  var paths: [String]
  /// The remaining positionals: the string's arguments, converted by ``PreviewArguments``.
  var values: [String]
  /// The language to preview in, as the app would ask for it; matched like a user's preference, with fallbacks.
  var language: String
  /// The key to look up, as written in the table.
  var key: String

  /// Checks `--language` and `--key` and splits the positionals into paths and argument values.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    guard let language = arguments.value("language") else {
      throw CommandLineError(message: "Missing expected option '--language <code>'.", command: Self.spec)
    }
    guard let key = arguments.value("key") else {
      throw CommandLineError(message: "Missing expected option '--key <key>'.", command: Self.spec)
    }
    // Leading positionals that exist on disk are inputs; the rest are the arguments of the string.
    let pathCount = arguments.positionals.prefix { FileManager.default.fileExists(atPath: $0) }.count
    guard pathCount > 0 else {
      throw CommandLineError(
        message:
          "The first argument must be an existing table file or folder; '\(arguments.positionals[0])' does not exist.",
        command: Self.spec)
    }
    self.arguments = arguments
    configFile = ConfigFileOption(arguments)
    self.paths = Array(arguments.positionals.prefix(pathCount))
    self.values = Array(arguments.positionals.dropFirst(pathCount))
    self.language = language
    self.key = key
  }

  /// Builds and analyzes the tables as `generate` does (printing only their errors), picks the table (`--table`, the
  /// only one, else `Localizable`) and the entry (with a "Did you mean" for an unknown key), converts the arguments to
  /// the development language's parameter types, and then asks a fresh ``Localizer`` (in-memory preferences, no system
  /// languages) for the string. The folder holding the `.lproj` folders is opened as a `Bundle`, so the lookup,
  /// language matching, plural rules and fallbacks are exactly L10nKit's at run time; the missing-translation handler
  /// prints why a fallback was taken.
  func run(console: Console) throws(CommandLineError) -> ExitCode {
    var (config, diagnostics) = try InputLoader.configuration(
      for: arguments, file: configFile, inputs: paths, spec: Self.spec)
    let (files, inputDiagnostics) = try InputLoader.tableFiles(in: paths, exclude: config.exclude, spec: Self.spec)
    diagnostics += inputDiagnostics
    let (_, project, tableDiagnostics) = GeneratorPipeline.analyze(files, config: config)
    let tables = project.tables
    diagnostics += tableDiagnostics
    for diagnostic in diagnostics.sortedForOutput() where diagnostic.severity == .error {
      console.writeError("\(diagnostic)\n")
    }
    let tableName = arguments.value("table") ?? (tables.count == 1 ? tables[0].name : "Localizable")
    guard let table = tables.first(where: { $0.name == tableName }) else {
      let known = tables.map(\.name).joined(separator: ", ")
      console.writeError(
        "error: no table named '\(tableName)' in \(paths.joined(separator: ", ")) (tables: \(known))\n")
      return .failure
    }
    guard let entry = table.entries.first(where: { $0.key == key }) else {
      let suggestion =
        Suggestion.closest(to: key, among: table.entries.map(\.key)).map { " Did you mean '\($0)'?" } ?? ""
      console.writeError("error: the table \(tableName) has no key '\(key)'.\(suggestion)\n")
      return .failure
    }
    config.developmentLanguage = table.developmentLanguage

    // A String Catalog's key is its own development text, so a key without a development value takes the key's
    // arguments there; a `.strings` key only translations define takes none.
    let developmentValue = table.developmentValue(of: entry)
    let parameters =
      developmentValue == nil ? [] : entry.apiSignature(developmentLanguage: table.developmentLanguage).parameters
    let localizationArguments: [LocalizationArgument]
    do {
      localizationArguments = try PreviewArguments.convert(values, to: parameters)
    } catch {
      throw CommandLineError(message: error.message, command: Self.spec)
    }

    guard let folder = Self.bundleFolder(of: table, files: files) else {
      console.writeError("error: cannot find the folder that holds the \(tableName) table\n")
      return .failure
    }
    guard let bundle = Bundle(path: folder) else {
      console.writeError("error: cannot open '\(folder)' as a bundle\n")
      return .failure
    }
    let localizer = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { [] })
    localizer.setDevelopmentLanguage(table.developmentLanguage, for: bundle)
    localizer.missingTranslationHandler = { report in console.writeError("note: \(report)\n") }
    if let note = Self.unmatchedLanguageNote(language, table: tableName, bundle: bundle, localizer: localizer) {
      console.writeError(note + "\n")
    }
    let fallback = developmentValue.flatMap(\.root.representativeText) ?? key
    let text = localizer.string(
      forKey: key, table: tableName, bundle: bundle, fallback: fallback, arguments: localizationArguments,
      language: language)
    console.writeOutput(text + "\n")
    return .success
  }

  /// For a language that matches none of the table's localizations (not even through fallbacks such as
  /// `pt-AO` → `pt-PT`), one line naming the localizations there are and the one the preview shows instead.
  static func unmatchedLanguageNote(_ language: String, table: String, bundle: Bundle, localizer: Localizer) -> String?
  {
    let available = localizer.availableLanguages(in: bundle, table: table)
    guard LanguageMatcher.bestMatch(for: [language], in: available) == nil else { return nil }
    let listed = available.isEmpty ? "none" : available.joined(separator: ", ")
    let used = localizer.effectiveLanguage(for: bundle, table: table, language: language)
    let preview =
      used.map { "previewing in \($0), the language the app falls back to" } ?? "previewing the development value"
    return "note: no localization matches '\(language)' (the bundle has \(listed)); \(preview)"
  }

  /// The folder whose `*.lproj` subfolders (or catalog) hold the table: what a bundle's resources look like.
  static func bundleFolder(of table: LocalizationTable, files: [InputFile]) -> String? {
    let paths = files.map(\.path).filter { OutputPlan.tableName(forInputPath: $0) == table.name }.sorted()
    guard let path = paths.first else { return nil }
    let parent = FilePath.parent(of: path)
    return parent.hasSuffix(".lproj") ? FilePath.parent(of: parent) : parent
  }
}
