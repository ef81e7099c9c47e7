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
/// - A table file belongs to the target of the deepest root above it; a source file to the target of the deepest
///   root above it that has a development-language table (see ``Standing/translationsOnly``).
/// - Files under no such root belong to the *main* target: the first root by ``Standing`` (an app's folder before a
///   package module, as the app's shared code uses the app's table; folders no target builds last), then by the most
///   bytes of the repeated tables.
package struct InferredTargets: Sendable {
  /// How likely a root is the table of the code that lies in no root, best first.
  package enum Standing: Int, Comparable, Sendable {
    /// A folder nothing says more about: an app's or an extension's.
    case appFolder
    /// A Swift package module's folder: its table is in the module's own bundle, which the app's code rarely uses.
    case packageModule
    /// A folder no target builds as resources: in a package's folder but no target's, a test target's, or named as
    /// tests, fixtures or scripts are.
    case notBuilt
    /// A folder with translations but no development-language table: no target's table, and no code's.
    case translationsOnly

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

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
    /// Where the target ranks for the main target.
    package var standing: Standing
    /// Why it has that standing, for the `inferred-targets` note: `the target 'Feature' of Package.swift`.
    package var reason: String
  }

  /// The targets, sorted by root; empty when no table name is defined in two roots, so one run checks everything.
  package private(set) var targets: [Target] = []
  /// The table names defined in more than one root, sorted.
  package private(set) var repeatedTableNames: [String] = []
  /// The development language of the repeated tables, when one is known (requested, or `Base`, `en` or `en-US`).
  package private(set) var developmentLanguage: String?
  /// The targets' roots, best first: by ``Standing``, then by the most bytes of the repeated tables; the first is the
  /// main target's.
  package private(set) var rankedRoots: [String] = []
  /// The roots with translations but no development-language table, and what they hold.
  private(set) var translationsOnlyRoots: [String: TranslationsOnly] = [:]

  /// Splits `tableFiles` and `sourceFiles` into targets when a table name is defined under two roots.
  ///
  /// `manifests` are the Swift packages of the repository (by default the `Package.swift` files among
  /// `sourceFiles`), `xcodeProjects` its Xcode projects; `developmentLanguage` the configured one, if any.
  package init(
    tableFiles: [InputFile], sourceFiles: [InputFile], manifests: [PackageManifest]? = nil,
    xcodeProjects: [XcodeProject] = [], developmentLanguage: String? = nil
  ) {
    let layout = ProjectLayout(paths: tableFiles.map(\.path), developmentLanguage: nil)
    let sizes = Dictionary(tableFiles.map { ($0.path, $0.data.count) }, uniquingKeysWith: +)
    var bytesByRoot: [String: Int] = [:]
    var foldersByRoot: [String: Set<String>] = [:]
    var repeated: [ProjectLayout.Table] = []
    for table in layout.tables where !table.isInterfaceTable {
      let roots = Dictionary(grouping: table.files, by: { Self.root(of: $0) })
      guard roots.count > 1 else { continue }
      repeated.append(table)
      for (root, files) in roots {
        bytesByRoot[root, default: 0] += files.reduce(0) { $0 + (sizes[$1.path] ?? 0) }
        foldersByRoot[root, default: []].formUnion(files.map(Self.folder(of:)))
      }
    }
    guard !repeated.isEmpty else { return }
    repeatedTableNames = repeated.map(\.name).sorted()
    let language = Self.developmentLanguage(of: repeated, sizes: sizes, requested: developmentLanguage)
    self.developmentLanguage = language
    let roots = bytesByRoot.keys.sorted()
    let manifests = manifests ?? Self.manifests(in: sourceFiles)
    var standings: [String: (standing: Standing, reason: String)] = [:]
    for root in roots {
      if let only = Self.translationsOnly(
        at: root, in: layout, developmentLanguage: language, requested: developmentLanguage)
      {
        translationsOnlyRoots[root] = only
        standings[root] = (
          .translationsOnly,
          "translations (\(only.languages.joined(separator: ", "))) with no development-language file "
            + "(\(language ?? "")), so no code is checked against it"
        )
      } else {
        standings[root] = Self.standing(
          of: root, folders: foldersByRoot[root, default: []].sorted(), manifests: manifests,
          xcodeProjects: xcodeProjects)
      }
    }
    let ranked = roots.sorted {
      let lhs = (standings[$0]?.standing ?? .appFolder, -(bytesByRoot[$0] ?? 0))
      let rhs = (standings[$1]?.standing ?? .appFolder, -(bytesByRoot[$1] ?? 0))
      return lhs != rhs ? lhs < rhs : $0 < $1
    }
    rankedRoots = ranked
    let main = ranked[0]
    let names = Self.shortNames(for: roots)
    var targets = Dictionary(
      uniqueKeysWithValues: roots.map {
        let standing = standings[$0] ?? (.appFolder, "")
        return (
          $0,
          Target(
            name: names[$0] ?? $0, root: $0, tableFiles: [], sourceFiles: [], isMain: $0 == main,
            standing: standing.standing, reason: standing.reason)
        )
      })
    for file in tableFiles {
      targets[Self.deepestRoot(above: file.path, among: roots) ?? main]?.tableFiles.append(file)
    }
    let codeRoots = roots.filter { standings[$0]?.standing != .translationsOnly }
    for file in sourceFiles {
      targets[Self.deepestRoot(above: file.path, among: codeRoots) ?? main]?.sourceFiles.append(file)
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

  /// The folder a table file's definition lies in: a catalog's folder, or the folder around its `.lproj` folder.
  static func folder(of file: ProjectLayout.TableFile) -> String {
    var parts = file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    if parts.last?.hasSuffix(".lproj") == true { parts = parts.dropLast() }
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

  /// `path` without leading `./`, so that paths spelled from `.` compare with those spelled without it.
  static func normalized(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    return path == "." ? "" : String(path)
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
