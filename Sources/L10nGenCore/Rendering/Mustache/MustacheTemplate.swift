/// A parsed Mustache template (https://mustache.github.io/mustache.5.html), rendered any number of times.
///
/// Supports variables, sections, inverted sections, comments, partials and set-delimiter tags as the
/// Mustache spec defines them. Lambdas and template inheritance are not supported.
///
/// ```swift
/// let template = try MustacheTemplate(source: "Hello {{name}}!", name: "greeting.mustache")
/// let text = try template.render(["name": "World"])  // "Hello World!"
/// ```
package struct MustacheTemplate: Sendable {
  /// The name used in error messages, usually the template's file name.
  package let name: String
  /// The parsed template, immutable after `init`, so one template can render concurrently for several files.
  let nodes: [MustacheNode]

  /// Parses `source` once; malformed templates throw an error with the line and column of the problem.
  package init(source: String, name: String = "template") throws(MustacheError) {
    self.name = name
    self.nodes = try MustacheParser.parse(source: source, templateName: name)
  }

  /// Renders the template with `context` as the root of the context stack.
  ///
  /// - Parameters:
  ///   - context: The data tags look up.
  ///   - partials: Templates that `{{>name}}` tags include by name; a missing partial renders as nothing.
  ///   - escaping: How `{{name}}` tags escape values: `.none` for code generation, `.html` for the spec.
  /// - Throws: ``MustacheError`` when partials recurse too deeply.
  package func render(
    _ context: MustacheValue, partials: [String: MustacheTemplate] = [:], escaping: MustacheEscaping = .none
  ) throws(MustacheError) -> String {
    var text = ""
    try render(context, partials: partials, escaping: escaping, to: &text)
    return text
  }

  /// Renders the template with `context` as the root of the context stack, writing the text to `output` piece by
  /// piece as it is produced (so a caller can stream a large file instead of holding it whole).
  ///
  /// On error, `output` holds the text rendered before the failure.
  package func render<Output: TextOutputStream>(
    _ context: MustacheValue, partials: [String: MustacheTemplate] = [:], escaping: MustacheEscaping = .none,
    to output: inout Output
  ) throws(MustacheError) {
    var renderer = MustacheRenderer(context: context, partials: partials, escaping: escaping)
    try renderer.render(nodes, indentation: "", templateName: name, to: &output)
  }

  /// Renders the template with a view model's ``MustacheRepresentable/mustacheValue`` as the context.
  package func render(
    _ model: some MustacheRepresentable, partials: [String: MustacheTemplate] = [:],
    escaping: MustacheEscaping = .none
  ) throws(MustacheError) -> String {
    try render(model.mustacheValue, partials: partials, escaping: escaping)
  }
}
