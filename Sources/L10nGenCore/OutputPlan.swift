// This file is shared with the plugin (Plugins/L10nGenPlugin/OutputPlan.swift is a symlink to it):
// keep it free of any dependency beyond the standard library.

/// The file names a generation run writes, predictable from input paths alone so that the build
/// plugin can declare its outputs before the tool runs.
public enum OutputPlan {
  /// The support file that declares the root enum and the shared lookup function.
  public static let supportFileName = "L10nGen+Support.swift"

  /// The output file name of a table.
  public static func fileName(forTable table: String) -> String {
    "\(sanitizedFileComponent(table))+L10nGen.swift"
  }

  /// Every output file for the given input paths, sorted: the support file and one file per table.
  public static func fileNames(forInputPaths paths: [String]) -> [String] {
    let tables = Set(paths.compactMap(tableName(forInputPath:)))
    return [supportFileName] + tables.sorted().map(fileName(forTable:))
  }

  /// The table an input file belongs to: `en.lproj/Localizable.strings` → `Localizable`,
  /// `Resources/Main.xcstrings` → `Main`; `nil` for a file that is not a table.
  public static func tableName(forInputPath path: String) -> String? {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    guard let fileName = components.last, let dot = fileName.lastIndex(of: ".") else { return nil }
    let base = String(fileName[..<dot])
    let fileExtension = fileName[fileName.index(after: dot)...]
    guard !base.isEmpty else { return nil }
    switch fileExtension {
    case "xcstrings":
      return base
    case "strings", "stringsdict":
      guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
      return base
    default:
      return nil
    }
  }

  private static func sanitizedFileComponent(_ name: String) -> String {
    String(name.map { $0 == "/" || $0 == ":" || $0 == "\\" ? "_" : $0 })
  }
}
