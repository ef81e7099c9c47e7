package import Foundation
internal import L10nGenCore

/// The files of one `<language>.xcloc` bundle, laid out as Xcode writes it:
///
/// ```
/// de.xcloc/contents.json
/// de.xcloc/Localized Contents/de.xliff
/// de.xcloc/Source Contents/<original>      (the development-language files exported)
/// de.xcloc/Notes/                          (empty; created by the writer)
/// ```
package enum XclocBundle {
  /// The folder names inside a bundle.
  package static let localizedContents = "Localized Contents"
  /// The folder with the development-language sources.
  package static let sourceContents = "Source Contents"
  /// The folder for screenshots and notes.
  package static let notes = "Notes"

  /// The bundle's files for `language`: `contents.json`, the XLIFF and the source copies (`sources`, by original;
  /// originals outside the project, starting with `../`, are left out as Xcode would write them outside the bundle).
  package static func files(
    language: String, developmentLanguage: String, xliff: String, sources: [(original: String, data: Data)],
    tool: XLIFFWriter.Tool
  ) -> [ExchangeOutputFile] {
    let root = language + ".xcloc/"
    var files = [
      ExchangeOutputFile(
        relativePath: root + "contents.json",
        data: Data(contentsJSON(language: language, developmentLanguage: developmentLanguage, tool: tool).utf8)),
      ExchangeOutputFile(relativePath: root + localizedContents + "/" + language + ".xliff", data: Data(xliff.utf8)),
    ]
    for source in sources where !source.original.hasPrefix("../") && !source.original.hasPrefix("/") {
      files.append(ExchangeOutputFile(relativePath: root + sourceContents + "/" + source.original, data: source.data))
    }
    return files
  }

  /// `contents.json` as Xcode writes it: keys sorted, `"key" : value`, two-space indentation, no final newline.
  package static func contentsJSON(language: String, developmentLanguage: String, tool: XLIFFWriter.Tool) -> String {
    """
    {
      "developmentRegion" : \(JSONString.quoted(developmentLanguage)),
      "targetLocale" : \(JSONString.quoted(language)),
      "toolInfo" : {
        "toolBuildNumber" : \(JSONString.quoted(tool.buildNumber ?? tool.version)),
        "toolID" : \(JSONString.quoted(tool.id)),
        "toolName" : \(JSONString.quoted(tool.name)),
        "toolVersion" : \(JSONString.quoted(tool.version))
      },
      "version" : "1.0"
    }
    """
  }
}
