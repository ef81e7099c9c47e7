import Foundation
package import L10nGenCore

/// Finds the template of a ``TemplateMode``: a built-in one, or a file (partials are `<name>-<partial>.mustache`
/// beside it). The mode, not the template, decides the context it is rendered with.
package enum TemplateLoader {
  /// A template that cannot be found, read or parsed.
  package struct Failure: Error, CustomStringConvertible {
    /// A complete diagnostic line, `path:line:col: error: ...` for a template that does not parse, so editors link to
    /// the template file.
    package var description: String
  }

  /// The template set of `mode`. A built-in template comes from the sources embedded in the tool. A custom `template`
  /// value must look like a path (a `.mustache` suffix or a `/`), so a misspelled built-in name gets a suggestion
  /// rather than a "cannot read" error. Partials are the files `<name>-<partial>.mustache` beside the template, loaded
  /// in name order; the template and its partials are parsed eagerly, so a syntax error is reported at its file, line
  /// and column before any table is read.
  package static func load(_ mode: TemplateMode) throws(Failure) -> TemplateSet {
    guard case .custom(let nameOrPath, _) = mode else {
      guard let name = mode.builtinName, let builtin = TemplateSet.builtin(named: name) else {
        throw Failure(description: "error: the built-in template '\(mode.builtinName ?? "")' is missing")
      }
      return builtin
    }
    guard nameOrPath.hasSuffix(".mustache") || nameOrPath.contains("/") else {
      let known = TemplateSet.builtinNames.joined(separator: ", ")
      let suggestion =
        Suggestion.closest(to: nameOrPath, among: TemplateSet.builtinNames).map { " Did you mean '\($0)'?" } ?? ""
      throw Failure(
        description:
          "error: unknown template '\(nameOrPath)'.\(suggestion) Use one of \(known), or a path to a .mustache file.")
    }
    guard let data = FileManager.default.contents(atPath: nameOrPath) else {
      throw Failure(description: "\(nameOrPath):1:1: error: cannot read the template file")
    }
    let url = URL(fileURLWithPath: nameOrPath)
    let name = url.deletingPathExtension().lastPathComponent
    let folder = url.deletingLastPathComponent().path
    var partials: [String: String] = [:]
    let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for sibling in siblings.sorted() where sibling.hasPrefix("\(name)-") && sibling.hasSuffix(".mustache") {
      let partialName = String(sibling.dropFirst(name.count + 1).dropLast(".mustache".count))
      if let partialData = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(sibling)) {
        partials[partialName] = String(decoding: partialData, as: UTF8.self)
      }
    }
    do {
      return try TemplateSet(name: name, mainSource: String(decoding: data, as: UTF8.self), partialSources: partials)
    } catch {
      let path =
        error.templateName == "\(name).mustache"
        ? nameOrPath : (folder as NSString).appendingPathComponent(error.templateName)
      throw Failure(description: "\(path):\(error.line):\(error.column): error: \(error.message)")
    }
  }
}
