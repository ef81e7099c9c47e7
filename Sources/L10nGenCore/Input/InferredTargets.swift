/// The targets of a repository searched as one folder, inferred from where its tables sit, when one table name is
/// defined in several folders.
///
/// An app's repository often holds several targets with a table of the same name: the app's
/// `Shared/Localizable.xcstrings`, a widget's `Widget/Resources/Localizable.xcstrings`, a Swift package module's
/// `Sources/Feature/Resources/Localizable.xcstrings`. Xcode builds each into its own bundle, so they do not conflict,
/// and each target's code looks its keys up in its own table. Checked as one project, they would be a
/// `table-conflict` and every key of all but one table would look undefined. `lint` then checks each inferred
/// target on its own, as `--target` does:
///
/// - Each definition of a repeated table name has a *root*: the catalog's folder, or the folder around the `.lproj`
///   folders, without trailing `Resources` folders (`Widget/Resources/en.lproj` → `Widget`). Definitions with the
///   same root are one target's (and still conflict there, as they would in Xcode).
/// - A table file or source file belongs to the target of the deepest root above it.
/// - Files under no root belong to the *main* target: the root of the repeated table with the most bytes among the
///   roots that are not a Swift package module (`…/Sources/<Module>`), as the app's shared code uses the app's
///   table.
package struct InferredTargets: Sendable {
  /// One inferred target.
  package struct Target: Hashable, Sendable {
    /// A short name for messages: the root's last folder names, as many as make it unique.
    package var name: String
    /// The folder the target's files are below (`""` for the search's own root).
    package var root: String
    /// The table files of the target, in the order given.
    package var tableFiles: [InputFile]
    /// The source files of the target, in the order given.
    package var sourceFiles: [InputFile]
    /// Whether files under no root belong to this target.
    package var isMain: Bool
  }

  /// The targets, sorted by root; empty when no table name is defined in two roots, so one run checks everything.
  package private(set) var targets: [Target] = []
  /// The table names defined in more than one root, sorted.
  package private(set) var repeatedTableNames: [String] = []

  /// Splits `tableFiles` and `sourceFiles` into targets when a table name is defined under two roots.
  package init(tableFiles: [InputFile], sourceFiles: [InputFile]) {
    let layout = ProjectLayout(paths: tableFiles.map(\.path), developmentLanguage: nil)
    let sizes = Dictionary(tableFiles.map { ($0.path, $0.data.count) }, uniquingKeysWith: +)
    var bytesByRoot: [String: Int] = [:]
    var repeated: [String] = []
    for table in layout.tables where !table.isInterfaceTable {
      let roots = Dictionary(grouping: table.files, by: { Self.root(of: $0) })
      guard roots.count > 1 else { continue }
      repeated.append(table.name)
      for (root, files) in roots { bytesByRoot[root, default: 0] += files.reduce(0) { $0 + (sizes[$1.path] ?? 0) } }
    }
    guard !repeated.isEmpty else { return }
    repeatedTableNames = repeated.sorted()
    let roots = bytesByRoot.keys.sorted()
    let main =
      bytesByRoot.filter { !Self.isPackageModule($0.key) }.max {
        ($0.value, $1.key) < ($1.value, $0.key)
      }?.key ?? roots[0]
    let names = Self.shortNames(for: roots)
    var targets = Dictionary(
      uniqueKeysWithValues: roots.map {
        ($0, Target(name: names[$0] ?? $0, root: $0, tableFiles: [], sourceFiles: [], isMain: $0 == main))
      })
    for file in tableFiles {
      targets[Self.deepestRoot(above: file.path, among: roots) ?? main]?.tableFiles.append(file)
    }
    for file in sourceFiles {
      targets[Self.deepestRoot(above: file.path, among: roots) ?? main]?.sourceFiles.append(file)
    }
    self.targets = roots.compactMap { targets[$0] }
  }

  /// The root of one definition: the folder of a catalog or of a `.lproj` folder, without trailing `Resources`.
  static func root(of file: ProjectLayout.TableFile) -> String {
    var parts = file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    if parts.last?.hasSuffix(".lproj") == true { parts = parts.dropLast() }  // `en.lproj`, a catalog's `mul.lproj`
    while let last = parts.last, last.lowercased() == "resources" { parts = parts.dropLast() }
    return parts.joined(separator: "/")
  }

  /// Whether `root` is a Swift package module's folder, `…/Sources/<Module>`.
  static func isPackageModule(_ root: String) -> Bool {
    let parts = root.split(separator: "/")
    return parts.count >= 2 && parts[parts.count - 2] == "Sources"
  }

  /// The deepest of `roots` that `path` lies below, or `nil`.
  static func deepestRoot(above path: String, among roots: [String]) -> String? {
    roots.filter { $0.isEmpty || path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
  }

  /// For each root, its last folder names, as many as tell it apart from the other roots.
  static func shortNames(for roots: [String]) -> [String: String] {
    var names: [String: String] = [:]
    for root in roots {
      let parts = root.split(separator: "/")
      var count = 1
      while count < parts.count {
        let name = parts.suffix(count).joined(separator: "/")
        if !roots.contains(where: { $0 != root && ($0 == name || $0.hasSuffix("/" + name)) }) { break }
        count += 1
      }
      names[root] = parts.isEmpty ? "." : parts.suffix(count).joined(separator: "/")
    }
    return names
  }
}
