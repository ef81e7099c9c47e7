import Foundation

extension InferredTargets {
  /// What a root holds when it has translations but no development-language table: its tables and languages.
  struct TranslationsOnly {
    /// The names of its tables, sorted.
    var tables: [String]
    /// The languages of its files, sorted.
    var languages: [String]
    /// Its first table file in path order, where the warning about it points.
    var firstFile: String
  }

  /// The development language of the repeated tables: `requested`, else the one of `Base`, `en` and `en-US` with the
  /// most bytes; `nil` when none of those is a language of them, so that no folder is taken for translations alone.
  static func developmentLanguage(
    of tables: [ProjectLayout.Table], sizes: [String: Int], requested: String?
  ) -> String? {
    if let requested { return requested }
    var bytesByLanguage: [String: Int] = [:]
    for file in tables.flatMap(\.files) {
      guard let language = file.language else { continue }
      bytesByLanguage[language, default: 0] += sizes[file.path] ?? 0
    }
    let language = DevelopmentLanguagePicker.pick(keyCounts: bytesByLanguage, requested: nil)
    return DevelopmentLanguagePicker.candidates.contains { candidate in
      language.map { ProjectLayout.languagesMatch($0, candidate) } ?? false
    } ? language : nil
  }

  /// The tables and languages of `root` when none of its own table files (those whose root it is) is a catalog, a
  /// file of a development language, or an `InfoPlist` table (whose development texts are in `Info.plist`); `nil`
  /// when one is, or when the development language is unknown. The development languages are `Base` and the
  /// requested one, or without one `Base`, `en` and `en-US` (a folder may keep its texts in either).
  static func translationsOnly(
    at root: String, in layout: ProjectLayout, developmentLanguage: String?, requested: String?
  ) -> TranslationsOnly? {
    guard let developmentLanguage else { return nil }
    let developmentLanguages =
      requested.map { [$0, "Base"] } ?? DevelopmentLanguagePicker.candidates + [developmentLanguage]
    var tables: Set<String> = []
    var languages: Set<String> = []
    var paths: [String] = []
    for table in layout.tables where !table.isInterfaceTable {
      for file in table.files where Self.root(of: file) == root {
        guard let language = file.language, file.kind != .stringCatalog, table.name != "InfoPlist",
          !developmentLanguages.contains(where: { ProjectLayout.languagesMatch(language, $0) })
        else { return nil }
        tables.insert(table.name)
        languages.insert(language)
        paths.append(file.path)
      }
    }
    guard let first = paths.min() else { return nil }
    return TranslationsOnly(tables: tables.sorted(), languages: languages.sorted(), firstFile: first)
  }

  /// The standing of a root with a development-language table, and why: from the package or Xcode project around it,
  /// from its folder names, else an app's folder. `folders` are the folders of the root's own table files.
  ///
  /// A root in a package's folder belongs to the target whose folder holds it: a module's resources, or a test
  /// target's data. In no target's folder, nothing builds it, unless an Xcode project around it may list it: one that
  /// refers to one of the folders' names (``XcodeProject/mayContain(folder:)``).
  static func standing(
    of root: String, folders: [String], manifests: [PackageManifest], xcodeProjects: [XcodeProject]
  ) -> (standing: Standing, reason: String) {
    let path = normalized(root)
    let manifest =
      manifests
      .filter { !$0.targets.isEmpty && $0.contains(root) }
      .max { normalized($0.folder).count < normalized($1.folder).count }
    if let manifest, let target = manifest.target(containing: root) {
      return target.isTest
        ? (.notBuilt, "test data of the test target '\(target.name)' of \(manifest.path)")
        : (.packageModule, "the package module '\(target.name)' of \(manifest.path)")
    }
    let projects = xcodeProjects.filter { PackageManifest.relativePath(of: root, in: $0.folder) != nil }
    let mayBeListed = projects.contains { project in folders.contains { project.mayContain(folder: $0) } }
    if !mayBeListed, let manifest {
      return (.notBuilt, "in the folder of \(manifest.path) but in none of its targets' folders, so nothing builds it")
    }
    if !mayBeListed, !projects.isEmpty {
      let names = projects.map { $0.folder.isEmpty ? "the Xcode project" : "the Xcode project in \($0.folder)" }
      return (.notBuilt, "\(names.joined(separator: " or ")) names none of its folders, so nothing builds it")
    }
    if let folder = path.split(separator: "/").first(where: isTestOrScriptFolder) {
      return (.notBuilt, "in '\(folder)', a folder of tests, fixtures or scripts")
    }
    if isPackageModule(path) { return (.packageModule, "a package module's folder (Sources/<Module>)") }
    return (.appFolder, "an app's or extension's folder")
  }

  /// Whether a folder's name says it holds tests, test data or scripts rather than an app's resources.
  static func isTestOrScriptFolder(_ name: Substring) -> Bool {
    let lowercased = name.lowercased()
    return name == "Tests" || name.hasSuffix("Tests") || lowercased.contains("fixtures") || lowercased == "testdata"
      || lowercased == "scripts"
  }

  /// The manifests among `sourceFiles`: the `Package.swift` files of the searched sources.
  static func manifests(in sourceFiles: [InputFile]) -> [PackageManifest] {
    sourceFiles.compactMap { file in
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      guard PackageManifest.isManifest(fileName: name) else { return nil }
      return PackageManifest(path: file.path, text: String(decoding: file.data, as: UTF8.self))
    }
  }
}
