import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// What `export` and `import` share: the project's table files and storyboards, each with its path relative to the
/// folder it was found in (the XLIFF `original`).
enum ExchangeInputs {
  /// Reads the table files and IB documents below `paths` into an ``ExchangeProject``. A file found through a folder
  /// is named relative to that folder (the deepest one given); a file given directly keeps its path as given.
  static func project(
    paths: [String], exclude: [String], developmentLanguage: String?, spec: CommandSpec
  ) throws(CommandLineError) -> (project: ExchangeProject, diagnostics: [Diagnostic]) {
    let (files, diagnostics) = try InputLoader.tableFiles(in: paths, exclude: exclude, spec: spec)
    let folders = paths.filter(InputDiscovery.isFolder).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
      .sorted { $0.count > $1.count }
    let projectFiles = files.map { file in
      let folder = folders.first { file.path.hasPrefix($0 + "/") }
      let original = folder.map { String(file.path.dropFirst($0.count + 1)) } ?? file.path
      return ExchangeProject.File(path: file.path, original: original, data: file.data)
    }
    return (ExchangeProject(files: projectFiles, developmentLanguage: developmentLanguage), diagnostics)
  }

  /// The `<tool>` l10n-gen names in its XLIFF headers and `contents.json`.
  static let tool = XLIFFWriter.Tool(id: ToolInfo.name, name: ToolInfo.name, version: ToolInfo.version)
}
