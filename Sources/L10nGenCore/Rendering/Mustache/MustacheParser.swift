/// Turns template source into ``MustacheNode``s in three steps: tokenize (tags and per-line text, following
/// set-delimiter tags), drop standalone tag lines, then nest sections.
///
/// It implements the core of the Mustache spec (variables, sections, inverted sections, comments, partials,
/// set-delimiter tags and standalone-line rules) and refuses template inheritance (`{{<parent}}`, `{{$block}}`) with an
/// error, rather than rendering it as text. Errors are ``MustacheError``s with the template's name, line and column, so
/// a broken custom template is reported like a broken table. Each step is linear in the size of the template.
struct MustacheParser {
  /// One `{{...}}` tag as tokenizing found it.
  private struct Tag {
    /// What a tag does, from its sigil: none, `&` or `{` for variables, `#`, `^`, `/`, `!`, `>` and `=`.
    enum Kind: Equatable {
      /// `{{name}}` (escaped) or `{{&name}}` / `{{{name}}}` (as is).
      case variable(isEscaped: Bool)
      /// `{{#name}}`: renders its content for a truthy value, once per element of a list.
      case section
      /// `{{^name}}`: renders its content for a falsy value or an empty list.
      case invertedSection
      /// `{{/name}}`: ends the open section of the same name.
      case close
      /// `{{! ... }}`: dropped.
      case comment
      /// `{{>name}}`: another template, rendered in place with the line's indentation.
      case partial
      /// `{{=<% %>=}}`: changes the delimiters for the rest of the template.
      case setDelimiter
    }

    /// What the tag does.
    var kind: Kind
    /// The trimmed tag content: the name, or the delimiters of a set-delimiter tag.
    var content: String
    /// The dotted name split into parts; empty for `.` and for tags without a name.
    var path: [MustacheName] = []
    /// Where the tag's opening delimiter is, for errors.
    var position: MustacheNode.Position
    /// The whitespace before the tag when it stands alone on its line.
    var indentation = ""

    /// Whether the tag disappears with its line when it is the only thing on it.
    var canBeStandalone: Bool {
      if case .variable = kind { return false }
      return true
    }
  }

  private enum Token {
    /// Text up to the next tag or the end of its line (inclusive); `isBlank` when only spaces, tabs and newline.
    case text(String, isBlank: Bool, endsLine: Bool)
    /// The start of a line that is not a standalone tag line; partials indent from here.
    case lineStart
    /// A tag.
    case tag(Tag)
  }

  /// The template source as UTF-8.
  private let bytes: [UInt8]
  /// The name errors report (`structured.mustache`, a partial's file name).
  private let templateName: String
  /// The offset of the next byte to read.
  private var offset = 0
  /// The line of `offset`, 1-based.
  private var line = 1
  /// The column of `offset`, 1-based, in Unicode scalars.
  private var column = 1
  /// The current opening delimiter; `{{` until a set-delimiter tag changes it.
  private var openDelimiter: [UInt8] = Array("{{".utf8)
  /// The current closing delimiter; `}}` until a set-delimiter tag changes it.
  private var closeDelimiter: [UInt8] = Array("}}".utf8)

  /// A parser at the start of `source`.
  private init(source: String, templateName: String) {
    self.bytes = Array(source.utf8)
    self.templateName = templateName
  }

  /// Parses a whole template.
  static func parse(source: String, templateName: String) throws(MustacheError) -> [MustacheNode] {
    var parser = MustacheParser(source: source, templateName: templateName)
    let tokens = try parser.tokenize()
    return try parser.nest(removingStandaloneLines(from: tokens))
  }

  // MARK: Tokenizing

  /// The current line and column.
  private var position: MustacheNode.Position { MustacheNode.Position(line: line, column: column) }

  /// An error in this template at `position`.
  private func error(_ message: String, at position: MustacheNode.Position) -> MustacheError {
    MustacheError(templateName: templateName, line: position.line, column: position.column, message: message)
  }

  /// Splits the source into text and tag tokens. Delimiter changes take effect as they are met, which is why tokenizing
  /// is sequential and done before anything else.
  private mutating func tokenize() throws(MustacheError) -> [Token] {
    var tokens: [Token] = []
    while offset < bytes.count {
      if matches(openDelimiter, at: offset) {
        tokens.append(.tag(try scanTag()))
      } else {
        tokens.append(scanText())
      }
    }
    return tokens
  }

  /// Text up to the next opening delimiter or the end of the line, whichever comes first; notes whether it is blank
  /// (spaces, tabs, a CR before the LF), which standalone-line detection needs.
  private mutating func scanText() -> Token {
    let start = offset
    var isBlank = true
    let delimiterStart = openDelimiter[0]
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == delimiterStart && matches(openDelimiter, at: offset) { break }
      advance()
      if byte == UInt8(ascii: "\n") {
        return .text(text(start..<offset), isBlank: isBlank, endsLine: true)
      }
      let isCarriageReturnBeforeNewline =
        byte == UInt8(ascii: "\r") && offset < bytes.count && bytes[offset] == UInt8(ascii: "\n")
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && !isCarriageReturnBeforeNewline {
        isBlank = false
      }
    }
    return .text(text(start..<offset), isBlank: isBlank, endsLine: false)
  }

  /// Reads one tag from its opening delimiter: the sigil gives its kind, and the tag must close before the next opening
  /// delimiter (a comment may contain one), so a forgotten `}}` is reported at the tag rather than pages later. Triple
  /// mustaches close with `}` plus the closing delimiter, set-delimiter tags with `=` plus it.
  private mutating func scanTag() throws(MustacheError) -> Tag {
    let start = position
    let opener = text(offset..<offset + openDelimiter.count)
    advance(by: openDelimiter.count)
    var terminator = closeDelimiter
    let kind: Tag.Kind
    let sigil = offset < bytes.count ? bytes[offset] : 0
    switch sigil {
    case UInt8(ascii: "#"): kind = .section
    case UInt8(ascii: "^"): kind = .invertedSection
    case UInt8(ascii: "/"): kind = .close
    case UInt8(ascii: "!"): kind = .comment
    case UInt8(ascii: ">"): kind = .partial
    case UInt8(ascii: "&"): kind = .variable(isEscaped: false)
    case UInt8(ascii: "{"):
      kind = .variable(isEscaped: false)
      terminator = [UInt8(ascii: "}")] + closeDelimiter
    case UInt8(ascii: "="):
      kind = .setDelimiter
      terminator = [UInt8(ascii: "=")] + closeDelimiter
    case UInt8(ascii: "<"), UInt8(ascii: "$"):
      throw error(
        "template inheritance ('\(opener)\(Character(Unicode.Scalar(sigil)))') is not supported; "
          + "use sections and partials instead", at: start)
    default: kind = .variable(isEscaped: true)
    }
    if kind != .variable(isEscaped: true) { advance() }
    let sigilText = kind == .variable(isEscaped: true) ? "" : String(Unicode.Scalar(sigil))
    let expectedClose = String(decoding: terminator, as: UTF8.self)

    let end = firstIndex(of: terminator, from: offset, stoppingAt: kind == .comment ? nil : openDelimiter)
    guard let end, matches(terminator, at: end) else {
      let problem =
        end == nil ? "no '\(expectedClose)' follows" : "expected '\(expectedClose)' before the next '\(opener)'"
      throw error(
        "unclosed tag '\(opener)\(sigilText)': \(problem); close the tag, or change the delimiters "
          + "(for example '{{=<% %>=}}') if the braces are meant literally", at: start)
    }
    let content = trimmedText(offset..<end)
    advance(by: end + terminator.count - offset)
    var tag = Tag(kind: kind, content: content, position: start)
    let written = "\(opener)\(sigilText)\(content)\(expectedClose)"

    switch kind {
    case .comment:
      break
    case .setDelimiter:
      try changeDelimiters(to: content, tag: written, at: start)
    case .partial:
      try requireName(content, tag: written, at: start)
    case .variable, .section, .invertedSection, .close:
      try requireName(content, tag: written, at: start)
      tag.path = try path(of: content, tag: written, at: start)
    }
    return tag
  }

  /// Checks that a tag has a name, and a single word at that.
  private func requireName(_ name: String, tag: String, at position: MustacheNode.Position) throws(MustacheError) {
    if name.isEmpty {
      throw error("empty tag '\(tag)': write a name between the delimiters", at: position)
    }
    if name.utf8.contains(where: Self.isWhitespace) {
      throw error("tag name '\(name)' in '\(tag)' contains whitespace; names are a single word", at: position)
    }
  }

  /// Splits a dotted name (`entry.key`) into the parts looked up one after the other; `.` (the current value) is the
  /// empty path. Empty parts (`a..b`, `.a`) are errors.
  private func path(of name: String, tag: String, at position: MustacheNode.Position) throws(MustacheError)
    -> [MustacheName]
  {
    if name == "." { return [] }
    let parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    if parts.contains(where: \.isEmpty) {
      throw error(
        "invalid name '\(name)' in '\(tag)': use '.' alone or dot-separated names like 'a.b'", at: position)
    }
    return parts.map { MustacheName(String(decoding: $0, as: UTF8.self)) }
  }

  /// Applies `{{=open close=}}`: exactly two delimiters, separated by whitespace, neither containing `=`.
  private mutating func changeDelimiters(
    to content: String, tag: String, at position: MustacheNode.Position
  ) throws(MustacheError) {
    let parts = content.utf8.split(whereSeparator: Self.isWhitespace)
    guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
      throw error(
        "invalid delimiter change '\(tag)': write two delimiters without '=' separated by a space, "
          + "like '{{=<% %>=}}'", at: position)
    }
    openDelimiter = Array(parts[0])
    closeDelimiter = Array(parts[1])
  }

  // MARK: Byte helpers

  /// Whether `delimiter` is at `index`.
  private func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
    guard index + delimiter.count <= bytes.count else { return false }
    var delimiterIndex = 0
    while delimiterIndex < delimiter.count {
      if bytes[index + delimiterIndex] != delimiter[delimiterIndex] { return false }
      delimiterIndex += 1
    }
    return true
  }

  /// The index of the first `delimiter` from `start`, or of the first `stopper` if that comes earlier.
  private func firstIndex(of delimiter: [UInt8], from start: Int, stoppingAt stopper: [UInt8]?) -> Int? {
    var index = start
    let first = delimiter[0]
    let stopperFirst = stopper?[0]
    while index + delimiter.count <= bytes.count {
      let byte = bytes[index]
      if byte == first && matches(delimiter, at: index) { return index }
      if byte == stopperFirst, let stopper, matches(stopper, at: index) { return index }
      index += 1
    }
    return nil
  }

  /// The source between two offsets.
  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Space, tab, LF or CR.
  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// The source between two offsets without surrounding whitespace.
  private func trimmedText(_ range: Range<Int>) -> String {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && Self.isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower && Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
    return text(lower..<upper)
  }

  /// Moves past `count` bytes, keeping `line` and `column` (in Unicode scalars) up to date.
  private mutating func advance(by count: Int = 1) {
    for _ in 0..<count where offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
  }

  // MARK: Standalone lines

  /// Removes lines holding only whitespace and one section, inverted, close, comment, partial or
  /// set-delimiter tag, and marks the start of every other line for partial indentation.
  ///
  /// A line is the run of tokens up to a text ending in LF. Per the spec, a standalone tag's line (indentation, the
  /// tag, the line break) renders as nothing, so templates can put sections on their own lines without leaving blank
  /// lines in the output; a standalone partial keeps the indentation to apply to each of its lines.
  private static func removingStandaloneLines(from tokens: [Token]) -> [Token] {
    var result: [Token] = []
    result.reserveCapacity(tokens.count + tokens.count / 2)
    var lineStart = 0
    while lineStart < tokens.count {
      var lineEnd = lineStart
      while lineEnd < tokens.count {
        let token = tokens[lineEnd]
        lineEnd += 1
        if case .text(_, _, endsLine: true) = token { break }
      }
      let lineTokens = tokens[lineStart..<lineEnd]
      if let tag = standaloneTag(in: lineTokens) {
        result.append(.tag(tag))
      } else {
        result.append(.lineStart)
        result.append(contentsOf: lineTokens)
      }
      lineStart = lineEnd
    }
    return result
  }

  /// The tag a line holds alone with only blank text around it, with the whitespace before it as its indentation; `nil`
  /// for any other line (variables never stand alone, since they render something).
  private static func standaloneTag(in line: ArraySlice<Token>) -> Tag? {
    var found: Tag?
    var indentation = ""
    for token in line {
      switch token {
      case .text(let text, let isBlank, _):
        guard isBlank else { return nil }
        if found == nil { indentation += text }
      case .tag(let tag):
        guard found == nil, tag.canBeStandalone else { return nil }
        found = tag
      case .lineStart:
        return nil
      }
    }
    found?.indentation = indentation
    return found
  }

  // MARK: Nesting

  /// Builds the node tree from the flat tokens with a stack of open sections: a section's children are collected on
  /// their own level until its close tag, which must name the innermost open section. Adjacent texts are merged.
  private func nest(_ tokens: [Token]) throws(MustacheError) -> [MustacheNode] {
    var openSections: [Tag] = []
    // The nodes of the template (index 0) and of each open section, appended to in place.
    var levels: [[MustacheNode]] = [[]]
    for token in tokens {
      let level = levels.count - 1
      switch token {
      case .text(let text, _, _):
        if case .text(let previous) = levels[level].last {
          levels[level][levels[level].count - 1] = .text(previous + text)
        } else if !text.isEmpty {
          levels[level].append(.text(text))
        }
      case .lineStart:
        levels[level].append(.lineStart)
      case .tag(let tag):
        switch tag.kind {
        case .comment, .setDelimiter:
          break
        case .variable(let isEscaped):
          levels[level].append(.variable(path: tag.path, isEscaped: isEscaped))
        case .partial:
          levels[level].append(.partial(name: tag.content, indentation: tag.indentation, position: tag.position))
        case .section, .invertedSection:
          openSections.append(tag)
          levels.append([])
        case .close:
          guard let open = openSections.popLast() else {
            throw error(
              "'{{/\(tag.content)}}' closes a section that is not open; remove it or add '{{#\(tag.content)}}' "
                + "before it", at: tag.position)
          }
          guard open.content == tag.content else {
            throw error(
              "'{{/\(tag.content)}}' does not match the open section '\(Self.opening(open))' from line "
                + "\(open.position.line), column \(open.position.column); close it first with "
                + "'{{/\(open.content)}}'", at: tag.position)
          }
          let children = levels.removeLast()
          levels[level - 1].append(
            .section(path: open.path, isInverted: open.kind == .invertedSection, children: children))
        }
      }
    }
    if let open = openSections.last {
      throw error(
        "unclosed section '\(Self.opening(open))': add '{{/\(open.content)}}' where it should end",
        at: open.position)
    }
    return levels[0]
  }

  /// The opening tag of a section as written with the default delimiters, for messages.
  private static func opening(_ tag: Tag) -> String {
    "{{\(tag.kind == .invertedSection ? "^" : "#")\(tag.content)}}"
  }
}
