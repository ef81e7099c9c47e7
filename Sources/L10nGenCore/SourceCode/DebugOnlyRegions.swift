/// The parts of a source file that only debug builds compile, found from its tokens in one pass: the bodies of
/// `#Preview { }` (with its arguments), types that conform to `PreviewProvider`, and the branches of
/// `#if DEBUG … #endif` that are compiled only with `DEBUG` (`#if !DEBUG … #else`, and `#ifdef`/`#ifndef DEBUG`
/// and `defined(DEBUG)` in Objective-C). Users of a release build never see their text, so the source rules do not
/// check it unless `"sources": {"previews": true}`; ``KeyUsageIndex/scanning(_:config:project:)`` marks the usages
/// inside (``KeyUsage/isDebugOnly``).
///
/// A region runs from its first token (`#` of `#Preview`/`#if`, or the `struct`/`extension` keyword) to the end of
/// its last (the closing `}` or `#endif`/`#else`); regions may nest. Unbalanced braces (`{` in both branches of an
/// `#if`) end a region at the end of the file rather than guessing.
package struct DebugOnlyRegions: Sendable {
  /// A place in the file: line and column of ``SourcePosition``, ordered line first.
  package struct Place: Hashable, Sendable, Comparable {
    /// 1-based line.
    package var line: Int
    /// 1-based column, counting Unicode scalars.
    package var column: Int

    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    package static func < (lhs: Place, rhs: Place) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
  }

  /// The regions in the order found, each from the start of its first token up to (not including) the end of its
  /// last.
  package private(set) var ranges: [Range<Place>] = []

  /// Declarations whose inheritance clause may name `PreviewProvider`.
  private static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor"]

  /// The regions of a file's tokens.
  package init(tokens: [SourceToken], language: SourceLanguage) {
    guard tokens.contains(where: { $0.kind == .identifier && Self.isInteresting($0.text) }) else { return }
    let closing = Self.matchingClosers(tokens)
    var conditions: [Condition] = []
    for index in tokens.indices {
      let token = tokens[index]
      guard token.kind == .identifier else { continue }
      let afterHash = index > 0 && tokens[index - 1].isPunctuation("#")
      switch token.text {
      case "Preview" where afterHash && language == .swift:
        addPreview(tokens, hash: index - 1, closing: closing)
      case "PreviewProvider" where language == .swift:
        addPreviewProvider(tokens, at: index, closing: closing)
      case "if", "ifdef", "ifndef", "elseif", "elif", "else", "endif":
        if afterHash { readDirective(tokens, at: index, conditions: &conditions) }
      default:
        break
      }
    }
    // An `#if DEBUG` without `#endif` runs to the end of the file.
    for condition in conditions {
      if let start = condition.openRegion, let last = tokens.last { add(from: tokens[start], to: last) }
    }
  }

  /// Whether the place `line`:`column` (a usage's location) is inside a region.
  package func contains(line: Int, column: Int) -> Bool {
    let place = Place(line: line, column: column)
    return ranges.contains { $0.contains(place) }
  }

  /// Marks the usages of `result` (one file's) that are inside a region.
  package func mark(_ result: inout KeyUsageScanner.FileResult) {
    guard !ranges.isEmpty else { return }
    for index in result.usages.indices {
      let location = result.usages[index].location
      if contains(line: location.line, column: location.column) { result.usages[index].isDebugOnly = true }
    }
    for index in result.dynamicUsages.indices {
      let location = result.dynamicUsages[index].location
      if contains(line: location.line, column: location.column) { result.dynamicUsages[index].isDebugOnly = true }
    }
  }

  /// Whether an identifier may start a region (a cheap test that lets most files skip the pass).
  private static func isInteresting(_ text: String) -> Bool {
    text == "DEBUG" || text == "Preview" || text == "PreviewProvider"
  }

  // MARK: Previews

  /// `#Preview("Name", traits: …) { … }`, or `#Preview(body: { … })`: from the `#` to the closing `}` or `)`.
  private mutating func addPreview(_ tokens: [SourceToken], hash: Int, closing: [Int: Int]) {
    var cursor = hash + 2
    var end = hash + 1
    if cursor < tokens.count, tokens[cursor].isPunctuation("("), let close = closing[cursor] {
      end = close
      cursor = close + 1
    }
    if cursor < tokens.count, tokens[cursor].isPunctuation("{") {
      end = closing[cursor] ?? tokens.count - 1
    }
    add(from: tokens[hash], to: tokens[end])
  }

  /// `struct Row_Previews: PreviewProvider { … }` (or an extension that adds the conformance): from the keyword to
  /// the `}` of the declaration's body.
  private mutating func addPreviewProvider(_ tokens: [SourceToken], at index: Int, closing: [Int: Int]) {
    // Only in an inheritance clause: `: PreviewProvider`, `, PreviewProvider`, `: SwiftUI.PreviewProvider`.
    var before = index - 1
    if before >= 1, tokens[before].isPunctuation("."), tokens[before - 1].isIdentifier("SwiftUI") { before -= 2 }
    guard before >= 0, tokens[before].isPunctuation(":") || tokens[before].isPunctuation(",") else { return }
    var keyword = before
    while keyword >= 0 {
      let token = tokens[keyword]
      if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { return }
      if token.kind == .identifier && Self.typeKeywords.contains(token.text) { break }
      keyword -= 1
    }
    guard keyword >= 0 else { return }
    var brace = index + 1
    while brace < tokens.count, !tokens[brace].isPunctuation("{") {
      if tokens[brace].isPunctuation("}") || tokens[brace].isPunctuation(";") { return }
      brace += 1
    }
    guard brace < tokens.count else { return }
    add(from: tokens[keyword], to: tokens[closing[brace] ?? tokens.count - 1])
  }

  // MARK: Conditional compilation

  /// One `#if` being read: whether its condition is `DEBUG`, its negation or something else, and where the branch
  /// that only debug builds compile started, while it is open.
  private struct Condition {
    /// What the `#if` tests.
    var test: Test
    /// Whether an `#elseif` was seen (after which `#else` is no longer the plain negation).
    var sawElseIf = false
    /// The token index of the `#` that opened the current debug-only branch.
    var openRegion: Int?
  }

  /// What an `#if` condition tests.
  private enum Test {
    /// `DEBUG`, `DEBUG && …`, `defined(DEBUG)`: its branch is debug-only.
    case debug
    /// `!DEBUG`, `#ifndef DEBUG`: its `#else` branch is debug-only.
    case notDebug
    /// Anything else.
    case other
  }

  /// A directive `#<name>` whose name is at `index`.
  private mutating func readDirective(_ tokens: [SourceToken], at index: Int, conditions: inout [Condition]) {
    let hash = index - 1
    switch tokens[index].text {
    case "if", "ifdef", "ifndef":
      var test = Self.test(Self.conditionTokens(tokens, after: index))
      if tokens[index].text == "ifndef" {
        test = test == .debug ? .notDebug : .other
      }
      conditions.append(Condition(test: test, openRegion: test == .debug ? hash : nil))
    case "elseif", "elif":
      guard !conditions.isEmpty else { return }
      close(&conditions[conditions.count - 1], at: hash, tokens)
      conditions[conditions.count - 1].sawElseIf = true
    case "else":
      guard var condition = conditions.popLast() else { return }
      close(&condition, at: hash, tokens)
      if condition.test == .notDebug && !condition.sawElseIf { condition.openRegion = hash }
      conditions.append(condition)
    default:  // endif
      guard var condition = conditions.popLast() else { return }
      close(&condition, at: index, tokens)
    }
  }

  /// Ends the condition's open debug-only branch at the token `end`.
  private mutating func close(_ condition: inout Condition, at end: Int, _ tokens: [SourceToken]) {
    guard let start = condition.openRegion else { return }
    add(from: tokens[start], to: tokens[end])
    condition.openRegion = nil
  }

  /// The tokens of a directive's condition: those on the directive's line.
  private static func conditionTokens(_ tokens: [SourceToken], after index: Int) -> ArraySlice<SourceToken> {
    let line = tokens[index].position.line
    var end = index + 1
    while end < tokens.count, tokens[end].position.line == line { end += 1 }
    return tokens[(index + 1)..<end]
  }

  /// What a condition tests: `DEBUG` (alone or first of an `&&`), `!DEBUG`, `defined(DEBUG)`, or other.
  private static func test(_ condition: ArraySlice<SourceToken>) -> Test {
    var tokens = condition
    var negated = false
    if tokens.first?.isPunctuation("!") == true {
      negated = true
      tokens = tokens.dropFirst()
    }
    var rest: ArraySlice<SourceToken>
    if tokens.first?.isIdentifier("DEBUG") == true {
      rest = tokens.dropFirst()
    } else if tokens.count >= 4, tokens[tokens.startIndex].isIdentifier("defined"),
      tokens[tokens.startIndex + 1].isPunctuation("("), tokens[tokens.startIndex + 2].isIdentifier("DEBUG"),
      tokens[tokens.startIndex + 3].isPunctuation(")")
    {
      rest = tokens.dropFirst(4)
    } else {
      return .other
    }
    if rest.isEmpty { return negated ? .notDebug : .debug }
    // `DEBUG && simulator`: still only debug builds (a negated conjunction is not).
    if !negated, rest.count >= 2, rest[rest.startIndex].isPunctuation("&"), rest[rest.startIndex + 1].isPunctuation("&")
    {
      return .debug
    }
    return .other
  }

  // MARK: Helpers

  /// The index of the `}` or `)` that closes each `{` or `(`; an unclosed one has none.
  private static func matchingClosers(_ tokens: [SourceToken]) -> [Int: Int] {
    var closing: [Int: Int] = [:]
    var braces: [Int] = []
    var parentheses: [Int] = []
    for index in tokens.indices where tokens[index].kind == .punctuation {
      let token = tokens[index]
      if token.isPunctuation("{") {
        braces.append(index)
      } else if token.isPunctuation("}") {
        if let open = braces.popLast() { closing[open] = index }
      } else if token.isPunctuation("(") {
        parentheses.append(index)
      } else if token.isPunctuation(")") {
        if let open = parentheses.popLast() { closing[open] = index }
      }
    }
    return closing
  }

  /// Adds the region from the start of `first` to the end of `last`.
  private mutating func add(from first: SourceToken, to last: SourceToken) {
    let start = Place(line: first.position.line, column: first.position.column)
    let end = Place(line: last.position.line, column: last.position.column + max(1, last.text.unicodeScalars.count))
    if start < end { ranges.append(start..<end) }
  }
}
