internal import L10nGenCore

/// The keys one table asks its translators for, and which entries of a language are stale.
///
/// The keys are the development-language entries (every key of a String Catalog, whose key is its own text), without
/// keys marked "Don't translate" or `stale`; for an Interface Builder table, then the texts ibtool exports from each
/// Base document the table translates. A table whose files translate several documents of its name (a macOS
/// `Document.xib` and an iOS `Document.storyboard`) is paired as `lint` pairs it (`IBProject.documents(of:)`: the
/// document in the file's own folder tree first, then by name), so each document's texts count once and an entry is
/// stale only against the document of its own file.
struct StatusTableKeys {
  /// One key to translate: its entry (none for an Interface Builder text no table has yet), text and words.
  struct Key {
    /// The key.
    var key: String
    /// The table's entry of the key, if it has one.
    var entry: LocalizationEntry?
    /// The development text that shows the key in the report.
    var sampleText: String
    /// The words of every development text of the key.
    var words: Int
    /// Where the development text is.
    var location: SourceLocation
  }

  /// The language the table is translated from (`Base` for a table that translates a storyboard or xib).
  let developmentLanguage: String
  /// The keys to translate, in table order, then each document's texts that the table lacks (documents by path).
  let keys: [Key]
  /// The keys of the table's own development entries, which every file of the table translates.
  private let entryKeys: Set<String>
  /// The texts of each Base document the table translates, by the document's path.
  private let documentKeys: [String: Set<String>]
  /// The table's name, to find the document of a file.
  private let tableName: String
  /// The project's storyboards and xibs.
  private let interface: IBProject

  /// The keys of `table`, given the project's storyboards and xibs.
  init(_ table: LocalizationTable, interface: IBProject) {
    let development = Self.developmentLanguage(of: table, interface: interface)
    var keys: [Key] = []
    var seen: Set<String> = []
    for entry in table.entries where entry.shouldTranslate && entry.extractionState != .stale {
      if let value = entry.values[development] {
        keys.append(
          Key(
            key: entry.key, entry: entry, sampleText: Self.sampleText(of: value), words: Self.words(of: value),
            location: value.location))
      } else if table.isStringCatalog {
        // A catalog key without a source-language value is its own text.
        keys.append(
          Key(
            key: entry.key, entry: entry, sampleText: entry.key, words: WordCounter.count(entry.key),
            location: entry.location))
      } else {
        continue
      }
      seen.insert(entry.key)
    }
    var documentKeys: [String: Set<String>] = [:]
    let entries = Dictionary(table.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    for (document, _) in interface.documents(of: table) {
      var texts: Set<String> = []
      for exported in Self.exportedTexts(of: document) where !seen.contains(exported.key) {
        let entry = entries[exported.key]
        guard entry?.shouldTranslate != false, entry?.extractionState != .stale,
          texts.insert(exported.key).inserted
        else { continue }
        keys.append(
          Key(
            key: exported.key, entry: entry, sampleText: exported.value, words: WordCounter.count(exported.value),
            location: exported.valueSpan.location))
      }
      documentKeys[document.path] = texts
    }
    self.developmentLanguage = development
    self.keys = keys
    self.entryKeys = seen
    self.documentKeys = documentKeys
    self.tableName = table.name
    self.interface = interface
  }

  /// Whether `entry`'s `value` (in a translation) is stale: the catalog marks the key `stale`, or the development
  /// language no longer has it (for an Interface Builder table: the Base document of the value's own file has no
  /// such text).
  func isStale(_ entry: LocalizationEntry, value: LocalizedValue) -> Bool {
    if entry.extractionState == .stale { return true }
    guard entry.shouldTranslate, !entryKeys.contains(entry.key) else { return false }
    guard let document = interface.document(forTable: tableName, file: value.location.file) else { return true }
    return documentKeys[document.path]?.contains(entry.key) != true
  }

  /// The language `table` is translated from: `Base` for the `.strings` tables that translate a Base storyboard or
  /// xib (whatever language the project's picker chose for them), else the table's development language.
  static func developmentLanguage(of table: LocalizationTable, interface: IBProject) -> String {
    interface.documentsByTable[table.name] != nil && !table.isStringCatalog ? "Base" : table.developmentLanguage
  }

  /// Whether the development language of `table` is one the project writes its texts in: a String Catalog's source
  /// language, `Base` for a storyboard's table, the requested language, or one `DevelopmentLanguagePicker` looks
  /// for (`en`, `Base`); not the first language in sorted order, which it falls back to for a table with only
  /// translations (an `InfoPlist` whose texts are in `Info.plist`, a storyboard's table without its storyboard).
  static func hasProjectDevelopmentLanguage(_ table: LocalizationTable, interface: IBProject, requested: String?)
    -> Bool
  {
    let development = developmentLanguage(of: table, interface: interface)
    if table.isStringCatalog || development == "Base" { return true }
    if let requested, LanguageCode.matches(development, requested) { return true }
    return DevelopmentLanguagePicker.candidates.contains { LanguageCode.matches(development, $0) }
  }

  /// The texts ibtool exports from `document`, without those an `lz*` attribute sets (migrated with `ib-migrate`),
  /// as `IBTableMissingEntryRule` counts them.
  private static func exportedTexts(of document: IBDocument) -> [IBStringsExporter.Entry] {
    let migrated = IBMigrationTarget.keysSetByAttributes(in: document)
    return IBStringsExporter.entries(for: document).filter { !migrated.contains($0.key) }
  }

  /// The words of every text of `value`: the root and each substitution's variants.
  static func words(of value: LocalizedValue) -> Int {
    WordCounter.count(value.root) + value.substitutions.reduce(0) { $0 + WordCounter.count($1.variants) }
  }

  /// The text that shows `value` in the report: the plain text, else the `other` form of its first variation.
  static func sampleText(of value: LocalizedValue) -> String {
    let root = value.root.representativeText ?? ""
    if root.contains("%#@"), let substitution = value.substitutions.first,
      let text = substitution.variants.representativeText
    {
      return text
    }
    return root
  }
}
