/// Walks a parsed template and appends its output, keeping the context stack that tags look names up in.
///
/// Output goes to a `TextOutputStream` (a `String`, or a stream that writes a generated file as it is rendered, so a
/// file of hundreds of megabytes is never held whole); a variable's value is escaped by the ``MustacheEscaping`` given (none for
/// generated code, whose contexts already hold Swift literals; HTML for the spec tests). A name that is not found
/// renders as nothing and a partial that does not exist renders as nothing, as the spec requires; only runaway partial
/// recursion is an error.
struct MustacheRenderer {
  /// How deep partials may nest before rendering stops with an error (guards against endless recursion).
  static let maximumPartialDepth = 100
  /// How many partials one render may include in total (guards against exponential recursion).
  static let maximumPartialExpansions = 100_000_000

  /// The partial templates by name.
  private let partials: [String: MustacheTemplate]
  /// How `{{name}}` values are escaped (`{{{name}}}` and `{{&name}}` are not).
  private let escaping: MustacheEscaping
  /// The values names are looked up in, innermost last: the root context, then each enclosing section's value.
  private var contextStack: [MustacheValue]
  /// How many partials enclose the current node.
  private var partialDepth = 0
  /// How many partials this render has included, counting every inclusion.
  private var partialExpansions = 0

  /// A renderer whose context stack starts with `context`.
  init(context: MustacheValue, partials: [String: MustacheTemplate], escaping: MustacheEscaping) {
    self.contextStack = [context]
    self.partials = partials
    self.escaping = escaping
  }

  /// Renders `nodes`, putting `indentation` at the start of every template line (for indented partials).
  ///
  /// A section renders once per element of a list value (each pushed on the context stack), once for any other truthy
  /// value (pushed too), and not at all for a falsy one; an inverted section the other way round, without pushing. A
  /// partial's lines are indented by the indentation of its standalone tag, added to the current one.
  mutating func render(
    _ nodes: [MustacheNode], indentation: String, templateName: String, to output: inout some TextOutputStream
  ) throws(MustacheError) {
    for node in nodes {
      switch node {
      case .text(let text):
        output.write(text)
      case .lineStart:
        if !indentation.isEmpty { output.write(indentation) }
      case .variable(let path, let isEscaped):
        let text = lookUp(path).interpolatedText
        if isEscaped {
          escaping.append(text, to: &output)
        } else {
          output.write(text)
        }
      case .section(let path, let isInverted, let children):
        let value = lookUp(path)
        if isInverted {
          if !value.isTruthy { try render(children, indentation: indentation, templateName: templateName, to: &output) }
        } else if case .list(let items) = value {
          for item in items {
            try render(children, pushing: item, indentation: indentation, templateName: templateName, to: &output)
          }
        } else if case .lazyList(let items) = value {
          for index in 0..<items.count {
            try render(
              children, pushing: items[index], indentation: indentation, templateName: templateName, to: &output)
          }
        } else if value.isTruthy {
          try render(children, pushing: value, indentation: indentation, templateName: templateName, to: &output)
        }
      case .partial(let name, let partialIndentation, let position):
        guard let partial = partials[name] else { continue }
        try enterPartial(name, at: position, templateName: templateName)
        try render(
          partial.nodes, indentation: indentation + partialIndentation, templateName: partial.name, to: &output)
        partialDepth -= 1
      }
    }
  }

  /// Renders `nodes` with `value` pushed on the context stack.
  private mutating func render(
    _ nodes: [MustacheNode], pushing value: MustacheValue, indentation: String, templateName: String,
    to output: inout some TextOutputStream
  ) throws(MustacheError) {
    contextStack.append(value)
    try render(nodes, indentation: indentation, templateName: templateName, to: &output)
    contextStack.removeLast()
  }

  /// Counts one more partial level and inclusion, failing past either limit, at the partial tag.
  private mutating func enterPartial(
    _ name: String, at position: MustacheNode.Position, templateName: String
  ) throws(MustacheError) {
    partialDepth += 1
    partialExpansions += 1
    if partialDepth > Self.maximumPartialDepth {
      throw MustacheError(
        templateName: templateName, line: position.line, column: position.column,
        message: "partial '\(name)' is nested more than \(Self.maximumPartialDepth) levels deep; "
          + "a partial probably includes itself without a section that ends the recursion")
    }
    if partialExpansions > Self.maximumPartialExpansions {
      throw MustacheError(
        templateName: templateName, line: position.line, column: position.column,
        message: "rendering included more than \(Self.maximumPartialExpansions) partials; "
          + "check partial '\(name)' for recursion that multiplies at every level")
    }
  }

  /// Resolves a dotted name: the first part on the context stack from the top, the rest inside that value.
  ///
  /// So in `{{#entries}}{{enumName}}{{/entries}}` a name that the entry lacks is found in an outer context.
  private func lookUp(_ path: [MustacheName]) -> MustacheValue {
    guard let first = path.first else { return contextStack.last ?? .null }
    var found: MustacheValue?
    var index = contextStack.endIndex
    while index > contextStack.startIndex {
      index -= 1
      if let value = contextStack[index][first] {
        found = value
        break
      }
    }
    guard var value = found else { return .null }
    for part in path.dropFirst() {
      guard let member = value[part] else { return .null }
      value = member
    }
    return value
  }
}
