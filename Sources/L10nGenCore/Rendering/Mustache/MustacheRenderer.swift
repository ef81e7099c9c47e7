/// Walks a parsed template and appends its output, keeping the context stack that tags look names up in.
struct MustacheRenderer {
  /// How deep partials may nest before rendering stops with an error (guards against endless recursion).
  static let maximumPartialDepth = 100
  /// How many partials one render may include in total (guards against exponential recursion).
  static let maximumPartialExpansions = 100_000_000

  private(set) var output = ""
  private let partials: [String: MustacheTemplate]
  private let escaping: MustacheEscaping
  private var contextStack: [MustacheValue]
  private var partialDepth = 0
  private var partialExpansions = 0

  init(context: MustacheValue, partials: [String: MustacheTemplate], escaping: MustacheEscaping) {
    self.contextStack = [context]
    self.partials = partials
    self.escaping = escaping
  }

  /// Renders `nodes`, putting `indentation` at the start of every template line (for indented partials).
  mutating func render(_ nodes: [MustacheNode], indentation: String, templateName: String) throws(MustacheError) {
    for node in nodes {
      switch node {
      case .text(let text):
        output += text
      case .lineStart:
        if !indentation.isEmpty { output += indentation }
      case .variable(let path, let isEscaped):
        let text = lookUp(path).interpolatedText
        if isEscaped {
          escaping.append(text, to: &output)
        } else {
          output += text
        }
      case .section(let path, let isInverted, let children):
        let value = lookUp(path)
        if isInverted {
          if !value.isTruthy { try render(children, indentation: indentation, templateName: templateName) }
        } else if case .list(let items) = value {
          for item in items {
            try render(children, pushing: item, indentation: indentation, templateName: templateName)
          }
        } else if value.isTruthy {
          try render(children, pushing: value, indentation: indentation, templateName: templateName)
        }
      case .partial(let name, let partialIndentation, let position):
        guard let partial = partials[name] else { continue }
        try enterPartial(name, at: position, templateName: templateName)
        try render(partial.nodes, indentation: indentation + partialIndentation, templateName: partial.name)
        partialDepth -= 1
      }
    }
  }

  private mutating func render(
    _ nodes: [MustacheNode], pushing value: MustacheValue, indentation: String, templateName: String
  ) throws(MustacheError) {
    contextStack.append(value)
    try render(nodes, indentation: indentation, templateName: templateName)
    contextStack.removeLast()
  }

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
  private func lookUp(_ path: [String]) -> MustacheValue {
    guard let first = path.first else { return contextStack.last ?? .null }
    var found: MustacheValue?
    for context in contextStack.reversed() {
      if let value = context[first] {
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
