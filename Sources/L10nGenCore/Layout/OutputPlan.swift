// Layout: shared with the build plugin as source (Plugins/L10nGenPlugin/OutputPlan.swift is a symlink to this file).
// Standard library only.

/// The names of the files a generation run writes, predictable from input paths alone so that the build plugin
/// can declare its outputs before the tool runs. ``ProjectLayout`` decides the tables; this type names their files.
public enum OutputPlan {
  /// The support file that declares the root enum and the shared lookup function.
  public static let supportFileName = "L10nGen+Support.swift"

  /// The output file name of a table: `<Table>+L10nGen.swift`. Characters a file name cannot hold (`/`, `\`, `:`)
  /// and `%` itself are written `%XX`, so that two table names never share a file.
  public static func fileName(forTable table: String) -> String {
    "\(escapedFileComponent(table))+L10nGen.swift"
  }

  /// The file with the registry of the `lz*` keys set in storyboards and xibs (`L10n.InterfaceBuilder`), written
  /// whenever the inputs include an Interface Builder document.
  public static let interfaceRegistryFileName = "L10nGen+InterfaceBuilder.swift"

  /// Every output file for the given table names, sorted: the support file, one file per table, then the
  /// Interface Builder registry when `includesInterfaceRegistry`.
  public static func fileNames(forTables tables: [String], includesInterfaceRegistry: Bool = false) -> [String] {
    [supportFileName] + Set(tables).sorted().map(fileName(forTable:))
      + (includesInterfaceRegistry ? [interfaceRegistryFileName] : [])
  }

  /// The table name `path` spells (`en.lproj/Localizable.strings` → `Localizable`, `Resources/Main.xcstrings` →
  /// `Main`); `nil` for a file that is not a table file (see ``ProjectLayout/classify(path:)``). Tables whose names
  /// differ only in case are merged under one name, which only a whole ``ProjectLayout`` knows.
  public static func tableName(forInputPath path: String) -> String? {
    guard case .tableFile(let file)? = ProjectLayout.classify(path: path) else { return nil }
    return file.spelledTableName
  }

  /// `name` with `%`, `/`, `:` and `\` percent-encoded; `%` first, so the encoding is reversible and injective.
  private static func escapedFileComponent(_ name: String) -> String {
    var result = ""
    for character in name {
      switch character {
      case "%": result += "%25"
      case "/": result += "%2F"
      case ":": result += "%3A"
      case "\\": result += "%5C"
      default: result.append(character)
      }
    }
    return result
  }
}
