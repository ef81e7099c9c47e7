import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// `l10n-gen ib-migrate <file|folder>`: moves storyboard and xib texts from ibtool's `ObjectID.property` keys to
/// semantic keys in `Localizable.strings`, set on each view as an `lz*` runtime attribute. The work is done by
/// ``IBMigrator`` in memory; this command reads the files, prints, and writes the changes only when all are valid.
struct IBMigrateCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "ib-migrate",
    abstract: "Move storyboard and xib texts from ObjectID keys to semantic keys set as lz* attributes.",
    discussion: """
      For each text of a Base.lproj storyboard or xib that an lz* property can set, proposes a key
      <document>.<scene>.<element> (main.login.forgotPassword), adds the lz* runtime attribute to the element
      (insertions only: the rest of the XML is kept byte for byte), moves each language's translation from
      <lang>.lproj/<Name>.strings to <lang>.lproj/Localizable.strings with its ibtool comment, and removes it from
      <Name>.strings (the file is kept, since the Xcode project lists it). Texts no lz* property sets stay as they
      are and are listed as skipped.
      Review first: '--write-plan plan.json' writes the proposed keys; edit any key, or delete an entry to leave its
      text alone; then '--apply plan.json'. Without either, the proposed plan is applied at once. '--dry-run' prints
      the plan and a unified diff and writes nothing. Applying again changes nothing. Nothing is written when any
      error is found; exits with 1 then.
      """,
    positionals: [
      .init(name: "file|folder", help: "A Base.lproj .storyboard or .xib, or a folder to search for Base.lproj.")
    ],
    options: [
      .init(
        name: "write-plan", valueName: "plan.json", help: "Write the proposed plan there, and change nothing else."),
      .init(name: "apply", valueName: "plan.json", help: "Apply this plan (as written by --write-plan, maybe edited)."),
      .init(name: "dry-run", help: "Print the plan and the diff of every file; write nothing."),
      .init(
        name: "development-language", valueName: "code",
        help:
          "The language whose Localizable table receives the Base texts (default: as generate picks it; --apply "
          + "uses the plan's)."),
      .init(
        name: "table-folder", valueName: "path",
        help:
          "The folder whose Localizable table (<lang>.lproj/Localizable.strings, or Localizable.xcstrings) receives "
          + "every text (default: where the app's Localizable table is; an extension's documents go to a table in "
          + "its own folder; --apply uses the plan's)."),
    ]
  )

  var input: String
  var planOutput: String?
  var planInput: String?
  var dryRun: Bool
  var developmentLanguage: String?
  var tableFolder: String?
  /// The arguments, for the configuration
  /// (``InputLoader/configuration(for:file:exclude:rules:pluginMode:inputs:spec:)``).
  var arguments: ParsedArguments

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    self.arguments = arguments
    input = arguments.positionals[0]
    planOutput = arguments.value("write-plan")
    planInput = arguments.value("apply")
    dryRun = arguments.flags.contains("dry-run")
    developmentLanguage = arguments.value("development-language")
    tableFolder = arguments.value("table-folder")
    if planOutput != nil && planInput != nil {
      throw CommandLineError(
        message: "Use '--write-plan' to write a plan, then '--apply' to apply it: not both at once.",
        command: Self.spec)
    }
    if let developmentLanguage, developmentLanguage.isEmpty || developmentLanguage.contains("/") {
      throw CommandLineError(
        message: "The value '\(developmentLanguage)' is invalid for '--development-language'; use a code such as en.",
        command: Self.spec)
    }
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
      throw CommandLineError(message: "The path '\(input)' does not exist.", command: Self.spec)
    }
    let root = isDirectory.boolValue ? input : ""
    // The configuration as generate reads it (l10n-gen.json in the folder, --development-language over it).
    let loaded = try InputLoader.configuration(
      for: arguments, file: ConfigFileOption(), inputs: [input], spec: Self.spec)
    let config = loaded.config
    var diagnostics = loaded.diagnostics
    // generate is run without ib-migrate's --development-language: its check reads the file's configuration alone.
    var fileArguments = arguments
    fileArguments.values["development-language"] = nil
    let fileConfig = try InputLoader.configuration(
      for: fileArguments, file: ConfigFileOption(), inputs: [input], spec: Self.spec
    ).config
    var (documents, plan, readDiagnostics) = try readDocuments(isDirectory: isDirectory.boolValue)
    diagnostics += readDiagnostics
    var chosenFolder = plan?.tableFolder
    var chosenLanguage = plan?.developmentLanguage
    // The documents of another target than the app's, with their own table folder.
    var documentTableFolders: [String: String] = [:]
    for document in plan?.documents ?? [] {
      if let folder = document.tableFolder { documentTableFolders[document.path] = folder }
    }
    let targets = isDirectory.boolValue ? Self.targetFolders(in: root) : [:]
    if plan == nil {
      switch chooseTableFolder(documents: documents, root: root, isDirectory: isDirectory.boolValue) {
      case .folder(let folder, let reason):
        chosenFolder = folder
        let catalogName = IBMigrator.table + ".xcstrings"
        let catalog = Self.resolve(folder.isEmpty ? catalogName : FilePath.join(folder, catalogName), root: root)
        let target =
          FileManager.default.fileExists(atPath: catalog)
          ? catalog : Self.resolve(folder.isEmpty ? "." : folder, root: root) + "/<lang>.lproj/Localizable.strings"
        diagnostics.append(
          .note("the migrated texts go to '\(target)': \(reason)", at: nil, rule: .ibMigratePlan))
        if isDirectory.boolValue {
          switch IBMigrationTargetFolders.assign(
            documents: documents, tableFolder: folder, targets: targets, tables: Self.localizableFolders(in: root))
          {
          case .folders(let folders, let notes):
            documentTableFolders = folders
            diagnostics += notes.map { .note($0, at: nil, rule: .ibMigratePlan) }
          case .refused(let message):
            diagnostics.append(.error(message, at: nil, rule: .ibMigratePlan))
          }
        }
      case .ambiguous(let message):
        diagnostics.append(.error(message, at: nil, rule: .ibMigratePlan))
      }
      let picked = Self.developmentLanguage(
        requested: config.developmentLanguage, tableFolder: chosenFolder ?? "", documents: documents, root: root)
      chosenLanguage = picked.language
      diagnostics.append(.note("the development language is \(picked.reason)", at: nil, rule: .ibMigratePlan))
    }
    let workspace = Self.workspace(
      for: documents, root: root, developmentLanguage: chosenLanguage ?? "en", tableFolder: chosenFolder,
      documentTableFolders: documentTableFolders)
    if plan == nil && !diagnostics.containsErrors {
      let proposal = IBMigrator.propose(
        documents: documents, workspace: workspace, developmentLanguage: chosenLanguage ?? "en",
        tableFolder: chosenFolder, documentTableFolders: documentTableFolders)
      diagnostics += proposal.diagnostics
      plan = proposal.plan
    }
    guard let plan, !diagnostics.containsErrors else {
      return finish(diagnostics, summary: "ib-migrate: nothing written", root: root, console: console)
    }
    let skippedCount = plan.documents.reduce(0) { $0 + $1.skipped.count }
    let planned = "\(plan.entryCount) text(s) in \(plan.documents.count) document(s), \(skippedCount) skipped"
    if let planOutput {
      if dryRun {
        console.writeOutput(plan.jsonText)
        return finish(diagnostics, summary: "ib-migrate: planned \(planned) (dry run)", root: root, console: console)
      }
      do {
        try FileSetWriter.write(Data(plan.jsonText.utf8), to: planOutput)
      } catch {
        diagnostics.append(error.diagnostic)
      }
      return finish(
        diagnostics, summary: "ib-migrate: planned \(planned) in '\(planOutput)'; review it, then --apply it",
        root: root, console: console)
    }
    let result = IBMigrator.apply(plan, workspace: workspace)
    diagnostics += result.diagnostics
    guard !diagnostics.containsErrors else {
      return finish(diagnostics, summary: "ib-migrate: nothing written", root: root, console: console)
    }
    if !result.changes.isEmpty {
      // Each other target (an extension with its own table) is checked on its own, as its own build reads it.
      let otherTargets = Set(
        plan.documents.compactMap(\.tableFolder).map { IBMigrationTargetFolders.target(of: $0, targets: targets) ?? $0 }
      ).sorted().map { Self.resolve($0.isEmpty ? "." : $0, root: root) }
      diagnostics += Self.generationCheck(
        result.changes, folder: isDirectory.boolValue ? input : FilePath.parent(of: FilePath.parent(of: input)),
        root: root, config: fileConfig, excluding: otherTargets)
      for target in otherTargets {
        diagnostics += Self.generationCheck(
          result.changes, folder: target, root: root, config: fileConfig, onlyInside: true)
      }
      guard !diagnostics.containsErrors else {
        return finish(diagnostics, summary: "ib-migrate: nothing written", root: root, console: console)
      }
    }
    let done =
      "\(result.migratedCount) text(s) migrated, \(result.movedCount) translation(s) moved, "
      + "\(result.changes.count) file(s) \(dryRun ? "to change" : "changed")"
    if dryRun {
      if planInput == nil { console.writeOutput(plan.jsonText) }
      // In pieces: the diff of a large document is never held whole.
      for change in result.changes {
        UnifiedDiff.write(
          old: change.old.map(Self.text), new: Self.text(change.new), path: Self.resolve(change.path, root: root),
          to: { console.writeOutput($0) })
      }
      return finish(diagnostics, summary: "ib-migrate: \(done) (dry run)", root: root, console: console)
    }
    do {
      try FileSetWriter.write(result.changes.map { (Self.resolve($0.path, root: root), $0.new) })
    } catch {
      diagnostics.append(error.diagnostic)
    }
    guard !diagnostics.containsErrors else {
      return finish(diagnostics, summary: "ib-migrate: nothing written", root: root, console: console)
    }
    return finish(diagnostics, summary: "ib-migrate: \(done)", root: root, console: console)
  }

  /// The documents to migrate and, with `--apply`, the plan read from its file (with what reading it reported): the
  /// plan's documents, every `Base.lproj` storyboard and xib of a folder, or the one file given.
  private func readDocuments(isDirectory: Bool) throws(CommandLineError) -> (
    documents: [String], plan: IBMigrationPlan?, diagnostics: [Diagnostic]
  ) {
    if let planInput {
      guard let data = FileManager.default.contents(atPath: planInput) else {
        throw CommandLineError(message: "Cannot read the plan '\(planInput)'.", command: Self.spec)
      }
      let read = IBMigrationPlanReader.read(data, path: planInput)
      return (read.plan?.documents.map(\.path) ?? [], read.plan, read.diagnostics)
    }
    if isDirectory {
      let documents = IBStringsCommand.baseIBFiles(in: input).map {
        String($0.path.dropFirst(FilePath.join(input, "").count))
      }
      return (documents, nil, [])
    }
    guard IBDocumentReader.fileExtensions.contains((input as NSString).pathExtension),
      FilePath.parent(of: input).split(separator: "/").last == "Base.lproj"
    else {
      throw CommandLineError(
        message: "Unsupported file '\(input)'; expected a .storyboard or .xib in a Base.lproj folder, or a folder.",
        command: Self.spec)
    }
    return ([input], nil, [])
  }

  /// What `generate` would newly reject once `changes` are written (``IBMigrationGenerationCheck``), over the files
  /// of `folder` read here, those in the folders `excluding` (other targets) left out, and with `onlyInside` the
  /// changes outside `folder` too.
  static func generationCheck(
    _ changes: [IBMigrationChange], folder: String, root: String, config: L10nGenConfig = L10nGenConfig(),
    excluding: [String] = [], onlyInside: Bool = false
  ) -> [Diagnostic] {
    guard var (found, _) = try? InputLoader.tableFiles(in: [folder], spec: spec) else { return [] }
    func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
    func isInside(_ path: String, _ ancestor: String) -> Bool {
      let ancestor = standardized(ancestor)
      return path == ancestor || path.hasPrefix(ancestor.hasSuffix("/") ? ancestor : ancestor + "/")
    }
    func isChecked(_ path: String) -> Bool {
      !excluding.contains { isInside(path, $0) } && (!onlyInside || isInside(path, folder))
    }
    found = found.filter { isChecked(standardized($0.path)) }
    var changed: [String: Data] = [:]
    for change in changes {
      let path = standardized(resolve(change.path, root: root))
      if isChecked(path) { changed[path] = change.new }
    }
    // A change to a file that was found is keyed by the path it was found at; the others are new files.
    for file in found {
      if let data = changed.removeValue(forKey: standardized(file.path)) { changed[file.path] = data }
    }
    return IBMigrationGenerationCheck.introducedErrors(files: found, changes: changed, config: config)
  }

  /// Prints the diagnostics (paths made relative to the working folder) and the summary; the exit code.
  private func finish(_ diagnostics: [Diagnostic], summary: String, root: String, console: Console) -> ExitCode {
    let located = diagnostics.map { diagnostic in
      var diagnostic = diagnostic
      if let file = diagnostic.location?.file, file != planInput {
        diagnostic.location?.file = Self.resolve(file, root: root)
      }
      return diagnostic
    }
    DiagnosticPrinter.verboseText.print(located.sortedForOutput(), summary: summary, to: console)
    return diagnostics.containsErrors ? .failure : .success
  }

  /// Where the texts go: `--table-folder` (as a plan path), the folder of a file's `Base.lproj`, or
  /// ``IBMigrationTableFolder/choose(existing:documents:)`` over the `Localizable.strings` tables in the folder.
  private func chooseTableFolder(documents: [String], root: String, isDirectory: Bool) -> IBMigrationTableFolder.Choice
  {
    if let tableFolder {
      var folder = tableFolder
      let prefix = FilePath.join(root, "")
      if !root.isEmpty, folder == root || folder + "/" == prefix {
        folder = ""
      } else if !root.isEmpty, folder.hasPrefix(prefix) {
        folder = String(folder.dropFirst(prefix.count))
      } else if !root.isEmpty, !folder.hasPrefix("/") {
        folder = FilePath.join(FileManager.default.currentDirectoryPath, folder)
      }
      while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
      return .folder(folder == "." ? "" : folder, reason: "chosen with --table-folder")
    }
    guard isDirectory else {
      return .folder(
        documents.first.map(IBMigrator.projectFolder(ofDocument:)) ?? "", reason: "the folder of Base.lproj")
    }
    return IBMigrationTableFolder.choose(existing: Self.localizableFolders(in: root), documents: documents)
  }

  /// The folders under `root` (relative to it) that hold a `<lang>.lproj/Localizable.strings` or a
  /// `Localizable.xcstrings`, vendored folders skipped.
  static func localizableFolders(in root: String) -> [String] {
    var folders: Set<String> = []
    for components in InputDiscovery.entries(under: root) {
      guard let name = components.last else { continue }
      if name == IBMigrator.table + ".xcstrings" {
        folders.insert(components.dropLast().joined(separator: "/"))
        continue
      }
      guard name == IBMigrator.table + ".strings", components.count >= 2,
        components[components.count - 2].hasSuffix(".lproj")
      else { continue }
      folders.insert(components.dropLast(2).joined(separator: "/"))
    }
    return folders.sorted()
  }

  /// The folders under `root` (relative to it) that are a target's root, with the file that says so
  /// (``IBMigrationTargetFolders/isMarker(_:)``, or a `<lang>.lproj/InfoPlist.strings`), vendored folders skipped.
  static func targetFolders(in root: String) -> [String: String] {
    var folders: [String: String] = [:]
    for components in InputDiscovery.entries(under: root) {
      guard let name = components.last else { continue }
      if IBMigrationTargetFolders.isMarker(name) {
        let folder = components.dropLast().joined(separator: "/")
        if let found = folders[folder], !found.contains("/"), found <= name { continue }
        folders[folder] = name
      } else if name == "InfoPlist.strings", components.count >= 2, components[components.count - 2].hasSuffix(".lproj")
      {
        // The bundle's strings, in the smallest language folder (the same whatever order the folder is listed in).
        let folder = components.dropLast(2).joined(separator: "/")
        let marker = components.suffix(2).joined(separator: "/")
        if let found = folders[folder], !found.contains("/") || found <= marker { continue }
        folders[folder] = marker
      }
    }
    return folders
  }

  /// The development language as `generate` would pick it (``IBMigrationDevelopmentLanguage``), from the table
  /// folder's `Localizable` catalog or `.strings` files and the documents' language folders, read here.
  static func developmentLanguage(requested: String?, tableFolder: String, documents: [String], root: String)
    -> IBMigrationDevelopmentLanguage
  {
    let folder = resolve(tableFolder.isEmpty ? "." : tableFolder, root: root)
    let catalogPath = FilePath.join(folder, IBMigrator.table + ".xcstrings")
    var tables: [String: (path: String, data: Data)] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".lproj") {
      let path = FilePath.join(FilePath.join(folder, name), IBMigrator.table + ".strings")
      if let data = FileManager.default.contents(atPath: path) {
        tables[String(name.dropLast(".lproj".count))] = (path, data)
      }
    }
    var languages: Set<String> = []
    for document in documents {
      let relative = IBMigrator.projectFolder(ofDocument: document)
      let project = resolve(relative.isEmpty ? "." : relative, root: root)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: project)) ?? [] where name.hasSuffix(".lproj") {
        languages.insert(String(name.dropLast(".lproj".count)))
      }
    }
    return IBMigrationDevelopmentLanguage(
      requested: requested, catalog: FileManager.default.contents(atPath: catalogPath).map { (catalogPath, $0) },
      tables: tables, documentLanguages: languages)
  }

  /// The files the migration of `documents` reads, keyed by their plan paths: each document's own, and the tables
  /// of `tableFolder` and of the documents' own table folders (`documentTableFolders`).
  static func workspace(
    for documents: [String], root: String, developmentLanguage: String, tableFolder: String?,
    documentTableFolders: [String: String] = [:]
  ) -> IBMigrationWorkspace {
    var workspace = IBMigrationWorkspace()
    for tableFolder in Set(documentTableFolders.values).union(tableFolder.map { [$0] } ?? []).sorted() {
      let folder = resolve(tableFolder.isEmpty ? "." : tableFolder, root: root)
      for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      where name.hasSuffix(".lproj") {
        let language = String(name.dropLast(".lproj".count))
        let path = FilePath.join(FilePath.join(folder, name), IBMigrator.table + ".strings")
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        workspace.tableLanguages[tableFolder, default: []].append(language)
        workspace.files[IBMigrator.tablePath(document: "", language: language, tableFolder: tableFolder)] = data
      }
    }
    for document in documents {
      let tableFolder = documentTableFolders[document] ?? tableFolder
      let project = IBMigrator.projectFolder(ofDocument: document)
      if workspace.languageFolders[project] == nil {
        let folder = resolve(project.isEmpty ? "." : project, root: root)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        workspace.languageFolders[project] = names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
          .filter { $0 != "Base" }.sorted()
      }
      let paths = IBMigrator.filePaths(
        forDocument: document, languages: workspace.languageFolders[project] ?? [],
        developmentLanguage: developmentLanguage, tableFolder: tableFolder)
      for path in paths where workspace.files[path] == nil {
        if let data = FileManager.default.contents(atPath: resolve(path, root: root)) { workspace.files[path] = data }
      }
    }
    return workspace
  }

  /// A plan path on disk: relative to the input folder, or as given for a file.
  static func resolve(_ path: String, root: String) -> String {
    root.isEmpty || path.hasPrefix("/") ? path : FilePath.join(root, path)
  }

  /// A file's text for a diff: UTF-16 when it starts with a byte-order mark, else UTF-8.
  static func text(_ data: Data) -> String {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      return String(data: data, encoding: .utf16) ?? String(decoding: data, as: UTF8.self)
    }
    return String(decoding: data, as: UTF8.self)
  }

}
