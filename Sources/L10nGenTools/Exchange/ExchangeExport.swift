internal import Foundation

/// What `l10n-gen export` writes for a project: per language an `.xcloc` bundle or an `.xliff` file, or per table a
/// CSV file, all from the same units (``ExchangeExporter``). The output depends on the project's bytes only, so an
/// unchanged project exports the same bytes.
package enum ExchangeExport {
  /// The files to write for `languages` (every language of the project when empty; unknown ones get a bundle with no
  /// targets, to be translated from scratch).
  package static func files(
    project: ExchangeProject, languages requested: [String], format: ExchangeFormat, tool: XLIFFWriter.Tool
  ) -> [ExchangeOutputFile] {
    let exporter = ExchangeExporter(project: project)
    let languages = requested.isEmpty ? project.languages : requested
    switch format {
    case .csv:
      return ExchangeCSV.files(exporter: exporter, languages: languages)
    case .xliff, .xcloc:
      let writer = XLIFFWriter(tool: tool)
      var output: [ExchangeOutputFile] = []
      for language in languages {
        let xliff = writer.document(exporter.files(for: language))
        if format == .xliff {
          output.append(ExchangeOutputFile(relativePath: language + ".xliff", data: Data(xliff.utf8)))
        } else {
          output += XclocBundle.files(
            language: language, developmentLanguage: project.developmentLanguage, xliff: xliff,
            sources: sourceFiles(project), tool: tool)
        }
      }
      return output
    }
  }

  /// The development-language files the export was made from, by original: what `Source Contents` holds.
  static func sourceFiles(_ project: ExchangeProject) -> [(original: String, data: Data)] {
    var result: [(original: String, data: Data)] = []
    for origin in project.origins {
      if let document = origin.document, let file = project.files[document] {
        result.append((file.original, file.data))
      }
      let path = origin.path(for: project.developmentLanguage)
      if origin.document == nil || { if case .catalog = origin.storage { true } else { false } }(),
        let file = project.files[path]
      {
        result.append((file.original, file.data))
      }
    }
    return result
  }
}
