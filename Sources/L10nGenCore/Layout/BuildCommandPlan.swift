// Layout: shared with the build plugin as source (Plugins/L10nGenPlugin/BuildCommandPlan.swift is a symlink to this
// file). Standard library only.

/// What the build plugin runs for one target, and what it reports before running anything, decided from the
/// target's files alone. The plugin only translates this into PackagePlugin's `Command` and `Diagnostics`, so this
/// logic is unit-tested without PackagePlugin.
public struct BuildCommandPlan: Hashable, Sendable {
  /// One file of the target, as the build system lists it.
  public struct TargetFile: Hashable, Sendable {
    /// The absolute path.
    public var path: String
    /// Whether the build system bundles the file as a resource; `nil` when it does not say (Xcode projects).
    public var isResource: Bool?

    /// A file of the target at `path`; `isResource` as the build system reports it.
    public init(path: String, isResource: Bool? = nil) {
      self.path = path
      self.isResource = isResource
    }
  }

  /// The configuration values the plan depends on, read from the target's `l10n-gen.json`.
  public struct Configuration: Hashable, Sendable {
    /// The `bundle` expression; without it, the generated code looks tables up in `Bundle.module`.
    public var bundle: String?
    /// The `developmentLanguage`, which breaks ties between spellings of a table name (see ``ProjectLayout``).
    public var developmentLanguage: String?
    /// `checkSources`: whether the target's Swift files are passed (and declared as inputs) for the source rules.
    public var checkSources: Bool
    /// A custom template's file and its partials (absolute paths, see ``templatePath(_:configurationPath:)``): the
    /// command's inputs too, so editing the template regenerates.
    public var templateFiles: [String]
    /// `shards` and `shardKeysAbove`: how many files each table's API is split into, each one a declared output.
    public var shards: ShardPlan

    /// The settings the plan needs from a target's `l10n-gen.json`.
    public init(
      bundle: String? = nil, developmentLanguage: String? = nil, checkSources: Bool = false,
      templateFiles: [String] = [], shards: ShardPlan = ShardPlan()
    ) {
      self.bundle = bundle
      self.developmentLanguage = developmentLanguage
      self.checkSources = checkSources
      self.templateFiles = templateFiles
      self.shards = shards
    }
  }

  /// The file a configuration's `template` names, as an absolute path, or `nil` for a built-in template's name.
  /// A value is a path when it ends in `.mustache` or contains a `/`; a relative one is relative to the folder of
  /// the configuration file at `configurationPath`, so the CLI from any working directory and the build plugin read
  /// the same file. `.` and `..` components are resolved.
  public static func templatePath(_ template: String, configurationPath: String) -> String? {
    guard template.hasSuffix(".mustache") || template.contains("/") else { return nil }
    let joined: String
    if template.hasPrefix("/") {
      joined = template
    } else {
      let folder = configurationPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        .joined(separator: "/")
      joined = (folder.isEmpty ? "." : folder) + "/" + template
    }
    var components: [Substring] = []
    for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        if !components.isEmpty && components.last != ".." {
          components.removeLast()
        } else if !joined.hasPrefix("/") {
          components.append(component)
        }
      default: components.append(component)
      }
    }
    return (joined.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
  }

  /// A problem to show in the build log, at a file when there is one.
  public struct Problem: Hashable, Sendable {
    /// How severe a problem is.
    public enum Severity: Hashable, Sendable {
      /// The build fails.
      case error
      /// The build goes on.
      case warning
    }

    /// How severe.
    public var severity: Severity
    /// What is wrong and how to fix it.
    public var message: String
    /// The file concerned.
    public var path: String?
    /// The line concerned.
    public var line: Int?

    /// A message for the build log, optionally at a file and line.
    public init(severity: Severity, message: String, path: String? = nil, line: Int? = nil) {
      self.severity = severity
      self.message = message
      self.path = path
      self.line = line
    }
  }

  /// The one build command that runs `l10n-gen generate`.
  public struct Invocation: Hashable, Sendable {
    /// The line the build log shows.
    public var displayName: String
    /// The tool's arguments.
    public var arguments: [String]
    /// The files whose changes rerun the command: the table files, the storyboards and xibs, and the configuration.
    public var inputPaths: [String]
    /// Every file the tool writes (it always writes all of them).
    public var outputPaths: [String]

    /// One run of the tool with its arguments and every file it reads and writes.
    public init(displayName: String, arguments: [String], inputPaths: [String], outputPaths: [String]) {
      self.displayName = displayName
      self.arguments = arguments
      self.inputPaths = inputPaths
      self.outputPaths = outputPaths
    }
  }

  /// The command to run; `nil` when the target has no table, or when a problem prevents running.
  public var invocation: Invocation?
  /// What to report, in order.
  public var problems: [Problem]

  /// The plan for the target `targetName` whose files are `files`. The tool writes into `outputDirectory`.
  /// `readConfiguration` reads the target's `l10n-gen.json` at a path; it returns `nil` when the file cannot be
  /// read (the tool then reports why).
  public init(
    targetName: String, files: [TargetFile], outputDirectory: String,
    readConfiguration: (String) -> Configuration?
  ) {
    invocation = nil
    problems = []
    let hasTables = files.contains {
      if case .tableFile? = ProjectLayout.classify(path: $0.path) { return true }
      return false
    }
    guard hasTables else { return }
    let configName = ProjectLayout.configFileName
    let configs = files.map(\.path).filter { $0.split(separator: "/").last.map(String.init) == configName }.sorted()
    guard configs.count <= 1 else {
      problems.append(
        Problem(
          severity: .error,
          message:
            "target '\(targetName)' has several \(configName) files (\(configs.joined(separator: ", "))); "
            + "keep one at the target's root", path: configs[1], line: 1))
      return
    }
    let configuration = configs.first.flatMap(readConfiguration) ?? Configuration()
    let layout = ProjectLayout(paths: files.map(\.path), developmentLanguage: configuration.developmentLanguage)
    let tablePaths = layout.tableFiles.map(\.path)
    // Storyboards and xibs are inputs too: the tool checks their `lz*` keys and writes their registry, so editing
    // one reruns it.
    let documentPaths = layout.interfaceDocuments.map(\.path)
    var arguments = ["generate", "--plugin-mode", "--output", outputDirectory]
    if let config = configs.first {
      arguments += ["--config", config]
    }
    // With `checkSources`, the Swift files are inputs too, so a no-op build still runs nothing.
    let sourcePaths =
      configuration.checkSources ? files.map(\.path).filter { $0.hasSuffix(".swift") }.sorted() : []
    for path in sourcePaths { arguments += ["--sources", path] }
    arguments += ["--"] + tablePaths + documentPaths
    let directory = outputDirectory.hasSuffix("/") ? outputDirectory : outputDirectory + "/"
    invocation = Invocation(
      displayName: "Generating localization API for \(targetName) with l10n-gen", arguments: arguments,
      inputPaths: tablePaths + documentPaths + configs + sourcePaths + configuration.templateFiles,
      outputPaths: layout.outputFileNames(shards: configuration.shards).map { directory + $0 })
    if configuration.bundle == nil {
      problems += Self.resourceProblems(targetName: targetName, files: files, tablePaths: Set(tablePaths))
    }
  }

  /// Without a configured `bundle`, the generated code looks tables up in `Bundle.module`, which SwiftPM generates
  /// only for a target with resources. `.lproj` folders are resources automatically; a String Catalog elsewhere is
  /// one only when the manifest declares it.
  private static func resourceProblems(targetName: String, files: [TargetFile], tablePaths: Set<String>)
    -> [Problem]
  {
    let tables = files.filter { tablePaths.contains($0.path) }.sorted { $0.path < $1.path }
    let notResources = tables.filter { $0.isResource == false }
    guard let first = notResources.first else { return [] }
    let fix =
      "declare the table files as resources in Package.swift (for example resources: [.process(\"Resources\")] "
      + "for tables in a Resources folder), or set \"bundle\" in \(ProjectLayout.configFileName) to the Bundle "
      + "that holds the tables"
    guard files.contains(where: { $0.isResource == true }) else {
      return [
        Problem(
          severity: .error,
          message: "target '\(targetName)' has no resources, so SwiftPM generates no Bundle.module for it, and the "
            + "generated code, which looks its tables up in Bundle.module, does not compile; \(fix)",
          path: first.path, line: 1)
      ]
    }
    return notResources.map { file in
      Problem(
        severity: .warning,
        message: "'\(file.path)' is not a resource of target '\(targetName)', so it is not bundled and lookups in "
          + "its table fall back to the keys; \(fix)",
        path: file.path, line: 1)
    }
  }
}
