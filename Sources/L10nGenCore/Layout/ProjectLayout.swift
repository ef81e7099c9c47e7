// Layout: shared with the build plugin as source (Plugins/L10nGenPlugin/ProjectLayout.swift is a symlink to this
// file). Standard library only.

/// Which files of a project are localization tables, which table and language each one is, and which Swift files a
/// run writes for them, decided from paths alone, so that the CLI and the build plugin always agree.
///
/// - A `.strings` or `.stringsdict` file belongs to the `<language>.lproj` folder directly around it. Anywhere else
///   (a folder named only `.lproj` included) it is rejected, because no bundle lookup finds it there. A String
///   Catalog may be anywhere, `mul.lproj` included.
/// - Files whose table names differ only in case make one table. A Mac's case-insensitive file system reads them as
///   one table, and their outputs would overwrite each other there. The table takes the name that most languages'
///   files use. A tie goes to the development language's spelling, then to the first name in sorted order. The
///   other spellings are ``Table/misnamedFiles``.
/// - Every table has one output file (``OutputPlan/fileName(forTable:)``), and no two output names differ only in
///   case, except an Interface Builder table: a table named like a `Base.lproj/<Name>.storyboard|xib` (names
///   compared case-insensitively) belongs to that document. UIKit and AppKit read it when they load the nib, so it
///   gets no generated API and no output file.
/// - Storyboards and xibs anywhere are ``interfaceDocuments``; when there is one, the run also writes the registry of
///   their `lz*` keys (``OutputPlan/interfaceRegistryFileName``).
public struct ProjectLayout: Hashable, Sendable {
  /// A storyboard or xib recognized from its path.
  public struct InterfaceDocumentFile: Hashable, Sendable {
    /// The path as given.
    public var path: String
    /// The file name without its extension (`Main` for `Base.lproj/Main.storyboard`).
    public var name: String
    /// The language of the enclosing `<language>.lproj` folder (`Base`), or `nil` outside any.
    public var language: String?

    /// A storyboard or xib at `path`, named `name`, in the `<language>.lproj` folder `language` (if any).
    public init(path: String, name: String, language: String?) {
      self.path = path
      self.name = name
      self.language = language
    }

    /// Whether the document is the base of Base internationalization (`Base.lproj/<Name>.storyboard`), so that
    /// `<language>.lproj/<Name>.strings` files translate it.
    public var isBaseDocument: Bool { language == "Base" }
  }

  /// A localization file recognized from its path.
  public struct TableFile: Hashable, Sendable {
    /// The path as given.
    public var path: String
    /// The file's kind, from its extension.
    public var kind: InputKind
    /// The table name as this file spells it: its name without the extension.
    public var spelledTableName: String
    /// The language of the enclosing `<language>.lproj` folder as spelled there; `nil` for a String Catalog,
    /// which holds every language.
    public var language: String?

    /// A table file at `path` of `kind`, its table name as the file spells it, and its folder's language.
    public init(path: String, kind: InputKind, spelledTableName: String, language: String?) {
      self.path = path
      self.kind = kind
      self.spelledTableName = spelledTableName
      self.language = language
    }
  }

  /// A file whose extension names a table kind, but which sits where no bundle lookup finds it.
  public struct RejectedFile: Hashable, Sendable {
    /// Why a file is rejected.
    public enum Reason: Hashable, Sendable {
      /// It is not directly inside a `<language>.lproj` folder.
      case notInLanguageFolder
      /// It is inside a folder named `.lproj`, which names no language.
      case unnamedLanguageFolder
    }

    /// The path as given.
    public var path: String
    /// The kind its extension names.
    public var kind: InputKind
    /// Why it is rejected.
    public var reason: Reason

    /// A file at `path` of `kind` that no bundle lookup would find, and why.
    public init(path: String, kind: InputKind, reason: Reason) {
      self.path = path
      self.kind = kind
      self.reason = reason
    }
  }

  /// What a path is: a table file, or a file of a table kind in the wrong place.
  public enum Classification: Hashable, Sendable {
    /// A localization table file.
    case tableFile(TableFile)
    /// A file of a table kind that no lookup finds where it is.
    case rejected(RejectedFile)
  }

  /// One table: its name and its files.
  public struct Table: Hashable, Sendable {
    /// The table name: the spelling most languages' files use (see ``ProjectLayout``).
    public var name: String
    /// The table's files, sorted by path.
    public var files: [TableFile]
    /// The languages of the table's `<language>.lproj` folders, sorted (String Catalogs name theirs inside).
    public var languages: [String]
    /// How many languages' files (a String Catalog counting as one) spell the table as ``name``.
    public var languagesUsingName: Int
    /// How many languages have files for the table (a String Catalog counting as one).
    public var languageCount: Int

    /// The files that spell the table name differently (in case) from ``name``. An iOS device's case-sensitive
    /// file system does not find them when the app looks the table up.
    public var misnamedFiles: [TableFile] { files.filter { $0.spelledTableName != name } }

    /// The `Base.lproj` storyboard or xib this table translates, when it is an Interface Builder table: such a
    /// table has no generated API and no output file.
    public var interfaceDocument: String?

    /// Whether the table translates a storyboard or xib (see ``interfaceDocument``).
    public var isInterfaceTable: Bool { interfaceDocument != nil }

    /// The Swift file generated for the table.
    public var outputFileName: String { OutputPlan.fileName(forTable: name) }
  }

  /// The configuration file looked for beside the tables (by the CLI) and in a target (by the plugin).
  public static let configFileName = "l10n-gen.json"

  /// Every table, sorted by name.
  public private(set) var tables: [Table]
  /// The files of a table kind that no lookup finds where they are, sorted by path.
  public private(set) var rejectedFiles: [RejectedFile]
  /// Every storyboard and xib, sorted by path.
  public private(set) var interfaceDocuments: [InterfaceDocumentFile]

  /// The file extensions of Interface Builder documents.
  public static let interfaceDocumentExtensions: Set<String> = ["storyboard", "xib"]

  /// The layout of `paths`. `developmentLanguage` (matched case- and separator-insensitively) breaks ties between
  /// spellings of a table name; without it, or when a table lacks it, `Base`, then `en`, then the first language
  /// in sorted order does.
  public init(paths: some Sequence<String>, developmentLanguage: String? = nil) {
    var groups: [String: [TableFile]] = [:]
    var rejected: [RejectedFile] = []
    var documents: [InterfaceDocumentFile] = []
    for path in Set(paths).sorted() {
      if let document = Self.interfaceDocument(path: path) {
        documents.append(document)
        continue
      }
      switch Self.classify(path: path) {
      case .tableFile(let file)?:
        groups[file.spelledTableName.lowercased(), default: []].append(file)
      case .rejected(let file)?:
        rejected.append(file)
      case nil:
        continue
      }
    }
    var baseDocuments: [String: String] = [:]
    for document in documents where document.isBaseDocument {
      baseDocuments[document.name.lowercased()] = baseDocuments[document.name.lowercased()] ?? document.path
    }
    tables = groups.values.map { files in
      var table = Self.table(of: files, developmentLanguage: developmentLanguage)
      table.interfaceDocument = baseDocuments[table.name.lowercased()]
      return table
    }
    .sorted { $0.name < $1.name }
    rejectedFiles = rejected
    interfaceDocuments = documents
  }

  /// Every output file, sorted: the support file, one file per table that is no Interface Builder table, and the
  /// registry of `lz*` keys when there is a storyboard or xib.
  public var outputFileNames: [String] { outputFileNames(shards: ShardPlan()) }

  /// Every output file when `shards` splits tables: ``outputFileNames`` with each sharded table's shard files after
  /// its main file.
  public func outputFileNames(shards: ShardPlan) -> [String] {
    OutputPlan.fileNames(
      forTables: generatedTableNames, includesInterfaceRegistry: !interfaceDocuments.isEmpty, shards: shards)
  }

  /// The names of the tables that get a generated API: every table but the Interface Builder tables.
  public var generatedTableNames: [String] { tables.filter { !$0.isInterfaceTable }.map(\.name) }

  /// Every table file, sorted by path.
  public var tableFiles: [TableFile] { tables.flatMap(\.files).sorted { $0.path < $1.path } }

  /// The table named `name` (exact spelling), if any.
  public func table(named name: String) -> Table? {
    tables.first { $0.name == name }
  }

  /// The table that `path` belongs to, if it is one of the layout's table files.
  public func table(containing path: String) -> Table? {
    tables.first { table in table.files.contains { $0.path == path } }
  }

  /// The storyboard or xib `path` names (extension `storyboard` or `xib`, exact case, with a name before it), with
  /// the language of the `<language>.lproj` folder directly around it if any; `nil` for any other file.
  public static func interfaceDocument(path: String) -> InterfaceDocumentFile? {
    guard let (folderName, fileName) = lastComponents(of: path), let dot = fileName.lastIndex(of: "."),
      dot != fileName.startIndex, interfaceDocumentExtensions.contains(String(fileName[fileName.index(after: dot)...]))
    else { return nil }
    var language: String?
    if let folderName, folderName.hasSuffix(".lproj") {
      let folder = String(folderName.dropLast(".lproj".count))
      language = folder.isEmpty ? nil : folder
    }
    return InterfaceDocumentFile(path: path, name: String(fileName[..<dot]), language: language)
  }

  /// What `path` is, from its last two components: `<language>.lproj/<Table>.strings|stringsdict` or
  /// `<Table>.xcstrings` anywhere. `nil` for any other file (an unknown extension, or nothing before it).
  public static func classify(path: String) -> Classification? {
    guard let (folderName, fileName) = lastComponents(of: path),
      let (kind, table) = InputKind.classify(fileName: String(fileName))
    else { return nil }
    guard kind.needsLanguageFolder else {
      return .tableFile(TableFile(path: path, kind: kind, spelledTableName: table, language: nil))
    }
    guard let folderName, folderName.hasSuffix(".lproj") else {
      return .rejected(RejectedFile(path: path, kind: kind, reason: .notInLanguageFolder))
    }
    let language = String(folderName.dropLast(".lproj".count))
    guard !language.isEmpty else {
      return .rejected(RejectedFile(path: path, kind: kind, reason: .unnamedLanguageFolder))
    }
    return .tableFile(TableFile(path: path, kind: kind, spelledTableName: table, language: language))
  }

  /// The last two non-empty components of `path` split at `/` (the folder's `nil` when there is one component only),
  /// or `nil` for a path without any: what `split(separator: "/")` gives, found from the end, and by bytes for an
  /// ASCII path (most are), since splitting by characters visits every character of a long absolute path.
  static func lastComponents(of path: String) -> (folder: Substring?, name: Substring)? {
    let utf8 = path.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      let components = path.split(separator: "/", omittingEmptySubsequences: true)
      guard let name = components.last else { return nil }
      return (components.count >= 2 ? components[components.count - 2] : nil, name)
    }
    let slash = UInt8(ascii: "/")
    // The component ending at `end` (exclusive) after skipping the slashes before `end`, and where it starts.
    func component(endingBefore end: String.Index) -> Range<String.Index>? {
      var end = end
      while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
      guard end > utf8.startIndex else { return nil }
      var start = end
      while start > utf8.startIndex, utf8[utf8.index(before: start)] != slash { start = utf8.index(before: start) }
      return start..<end
    }
    guard let name = component(endingBefore: utf8.endIndex) else { return nil }
    return (component(endingBefore: name.lowerBound).map { path[$0] }, path[name])
  }

  /// The development language among a table's folder `languages`, spelled as there: the `requested` one (matched
  /// case- and separator-insensitively), else `Base`. Without a request, `Base`, else `en`, else the first language
  /// in sorted order. `nil` when a requested language is missing and there is no `Base`.
  public static func developmentLanguage(among languages: [String], requested: String?) -> String? {
    let sorted = languages.sorted()
    if let requested {
      return sorted.first { languagesMatch($0, requested) } ?? (sorted.contains("Base") ? "Base" : nil)
    }
    if sorted.contains("Base") { return "Base" }
    return sorted.first { languagesMatch($0, "en") } ?? sorted.first
  }

  /// Whether two language codes name the same language, case- and separator-insensitively (`en-us`, `en-US` and
  /// `en_US` all match).
  public static func languagesMatch(_ lhs: String, _ rhs: String) -> Bool {
    func normalized(_ code: String) -> String { String(code.lowercased().map { $0 == "_" ? "-" : $0 }) }
    return lhs == rhs || normalized(lhs) == normalized(rhs)
  }

  /// One table from files whose names differ at most in case.
  private static func table(of files: [TableFile], developmentLanguage: String?) -> Table {
    let files = files.sorted { $0.path < $1.path }
    var voters: [String: Set<String>] = [:]
    for file in files {
      // A String Catalog holds every language: it counts as one voter of its own.
      voters[file.spelledTableName, default: []].insert(file.language.map { "lproj:" + $0 } ?? "catalog:" + file.path)
    }
    let languages = Set(files.compactMap(\.language)).sorted()
    let mostVotes = voters.values.map(\.count).max() ?? 0
    var candidates = voters.keys.filter { voters[$0]?.count == mostVotes }.sorted()
    if candidates.count > 1,
      let development = Self.developmentLanguage(among: languages, requested: developmentLanguage)
        ?? Self.developmentLanguage(among: languages, requested: nil)
    {
      let developmentSpellings = candidates.filter { voters[$0]?.contains("lproj:" + development) == true }
      if !developmentSpellings.isEmpty { candidates = developmentSpellings }
    }
    let name = candidates.first ?? files[0].spelledTableName
    return Table(
      name: name, files: files, languages: languages, languagesUsingName: mostVotes,
      languageCount: voters.values.reduce(into: Set<String>()) { $0.formUnion($1) }.count)
  }
}
