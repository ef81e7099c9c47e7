/// A main Mustache template and its partials (`<name>-<partial>.mustache` beside it).
package struct TemplateSet: Sendable {
  /// The template's name, for messages.
  package var name: String
  /// The template rendered for every output file.
  package var main: MustacheTemplate
  /// Partials by name (`body` for `structured-body.mustache`).
  package var partials: [String: MustacheTemplate]

  /// The names of the templates compiled into the tool.
  package static var builtinNames: [String] { (BuiltinTemplates.mainTemplateNames + [flatTemplateName]).sorted() }

  /// `flat`: the `structured` template with every key a member of the root enum (structure `flat`).
  package static let flatTemplateName = "flat"

  /// Parses a template and its partials from source text.
  ///
  /// The main template and every partial are parsed now, so a syntax error is reported before any table is read, at the
  /// file (`<name>-<partial>.mustache`), line and column where it is.
  package init(name: String, mainSource: String, partialSources: [String: String]) throws(MustacheError) {
    self.name = name
    self.main = try MustacheTemplate(source: mainSource, name: "\(name).mustache")
    var partials: [String: MustacheTemplate] = [:]
    for (partialName, source) in partialSources.sorted(by: { $0.key < $1.key }) {
      partials[partialName] = try MustacheTemplate(source: source, name: "\(name)-\(partialName).mustache")
    }
    // The partials every template may use (`Templates/shared-<partial>.mustache`), unless it has its own.
    for (partialName, source) in Self.sharedPartialSources where partials[partialName] == nil {
      partials[partialName] = try MustacheTemplate(source: source, name: "shared-\(partialName).mustache")
    }
    self.partials = partials
  }

  /// The sources of the partials every template may use, by partial name: `interface-registry`, the registry of the
  /// Interface Builder `lz*` keys, which every built-in template renders the same way
  /// (`{{#isInterfaceRegistry}}{{>interface-registry}}{{/isInterfaceRegistry}}`); a custom template may use it too.
  package static var sharedPartialSources: [String: String] {
    var sources: [String: String] = [:]
    for (name, source) in BuiltinTemplates.sources where name.hasPrefix("shared-") {
      sources[String(name.dropFirst("shared-".count))] = source
    }
    return sources
  }

  /// A template compiled into the tool, or `nil` for an unknown name.
  ///
  /// `flat` is the `structured` template under another name: ``CodeGenerator`` forces the structure to flat for it.
  /// Built-in sources are compiled into the tool, so they always parse (tests check it).
  package static func builtin(named name: String) -> TemplateSet? {
    if name == flatTemplateName, var structured = builtin(named: "structured") {
      structured.name = flatTemplateName
      return structured
    }
    guard let main = BuiltinTemplates.sources[name] else { return nil }
    let prefix = "\(name)-"
    var partials: [String: String] = [:]
    for (fileName, source) in BuiltinTemplates.sources where fileName.hasPrefix(prefix) {
      partials[String(fileName.dropFirst(prefix.count))] = source
    }
    return try? TemplateSet(name: name, mainSource: main, partialSources: partials)
  }
}
