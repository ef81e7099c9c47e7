/// One argument of a call as tokens: `tableName: "Settings"` has the label `tableName` and one string token.
struct CallArgument {
  /// The Swift argument label, or `nil`.
  var label: String?
  /// The argument's tokens, without the label and its colon.
  var tokens: ArraySlice<SourceToken>

  /// The index of the bracket that closes each `(`, `[` or `{` of `tokens` (any closing bracket closes the innermost
  /// open one), or `-1` for other tokens and brackets never closed. One pass with a stack.
  static func closers(_ tokens: [SourceToken]) -> [Int] {
    var closers = [Int](repeating: -1, count: tokens.count)
    var open: [Int] = []
    for index in tokens.indices where tokens[index].kind == .punctuation {
      let token = tokens[index]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        open.append(index)
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}"), let last = open.last {
        closers[last] = index
        open.removeLast()
      }
    }
    return closers
  }

  /// Splits the arguments of the call whose `(` is at `open` in `tokens`, at the commas outside any bracket, and
  /// returns them with the index of the closing `)` (or `tokens.count` when it is missing). With `closing` `]` the
  /// list ends at a `]` instead (an Objective-C message's arguments after a `:`).
  ///
  /// With `closers` (from ``closers(_:)``) nested brackets are jumped over and an inner bracket that is never closed
  /// ends the list, so splitting every call of a file is linear in its tokens, whatever the nesting.
  static func split(
    _ tokens: [SourceToken], after open: Int, closing: Unicode.Scalar = ")", readsLabels: Bool,
    closers: [Int]? = nil
  ) -> (arguments: [CallArgument], end: Int) {
    var arguments: [CallArgument] = []
    var depth = 0
    var start = open + 1
    var index = open + 1
    func finish(at end: Int) {
      guard end > start else { return }
      var slice = tokens[start..<end]
      var label: String?
      if readsLabels, slice.count >= 2, slice[slice.startIndex].kind == .identifier,
        slice[slice.startIndex + 1].isPunctuation(":")
      {
        label = slice[slice.startIndex].text
        slice = slice.dropFirst(2)
      }
      arguments.append(CallArgument(label: label, tokens: slice))
    }
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation {
        if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
          if let closers {
            guard closers[index] >= 0 else { break }
            index = closers[index] + 1
            continue
          }
          depth += 1
        } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
          if depth == 0 {
            if token.isPunctuation(closing) || closing == ")" {
              finish(at: index)
              return (arguments, index)
            }
          } else {
            depth -= 1
          }
        } else if token.isPunctuation(","), depth == 0 {
          finish(at: index)
          start = index + 1
        } else if token.isPunctuation(";"), depth == 0 {
          break
        }
      }
      index += 1
    }
    finish(at: index)
    return (arguments, index)
  }

  /// The string literal the argument is, when it is only that: one Swift literal, or adjacent Objective-C and C
  /// literals (`@"a" "b"`), which the compiler joins.
  var literal: StringLiteral? {
    guard let first = tokens.first, first.kind == .string, let literal = first.literal, !literal.isUnterminated else {
      return nil
    }
    if tokens.count == 1 { return literal }
    guard literal.isObjectiveCString || literal.rawDelimiterCount == 0 && !literal.isMultiline,
      tokens.allSatisfy({ $0.kind == .string && $0.literal?.staticText != nil && $0.literal?.isUnterminated == false }),
      first.literal?.isObjectiveCString == true
    else { return nil }
    let joined = tokens.compactMap { $0.literal?.staticText }.joined()
    return StringLiteral(segments: joined.isEmpty ? [] : [.text(joined)], isObjectiveCString: true)
  }

  /// The literal's text when it is a literal without interpolation.
  var staticText: String? { literal?.staticText }

  /// Whether the argument is `nil` (a comment may be).
  var isNil: Bool { tokens.count == 1 && tokens.first?.isIdentifier("nil") == true }
}
