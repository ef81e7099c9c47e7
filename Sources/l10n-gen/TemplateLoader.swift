import Foundation
import L10nGenCore

/// Finds the template of a ``TemplateMode``: a built-in one, or a file (partials are `<name>-<partial>.mustache`
/// beside it). The mode, not the template, decides the context it is rendered with.
enum TemplateLoader {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func load(_ mode: TemplateMode) throws(Failure) -> TemplateSet {
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
