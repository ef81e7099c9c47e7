/// The decoded content of a string literal: text with escapes resolved, and the interpolations between.
package struct StringLiteral: Hashable, Sendable {
  /// A run of text or one interpolation.
  package enum Segment: Hashable, Sendable {
    /// Literal text, escapes decoded.
    case text(String)
    /// `\( ... )`: the tokens of the expression inside the parentheses.
    case interpolation([SourceToken])
  }

  /// The segments in order; adjacent text is merged into one segment.
  package var segments: [Segment]
  /// Whether the literal is a multi-line `"""` literal.
  package var isMultiline: Bool
  /// The number of `#` of a raw string (`#"..."#` is 1).
  package var rawDelimiterCount: Int
  /// Whether the literal ends before its closing delimiter (end of line or of file).
  package var isUnterminated: Bool
  /// Whether the literal is Objective-C's `@"..."`.
  package var isObjectiveCString: Bool

  package init(
    segments: [Segment], isMultiline: Bool = false, rawDelimiterCount: Int = 0, isUnterminated: Bool = false,
    isObjectiveCString: Bool = false
  ) {
    self.segments = segments
    self.isMultiline = isMultiline
    self.rawDelimiterCount = rawDelimiterCount
    self.isUnterminated = isUnterminated
    self.isObjectiveCString = isObjectiveCString
  }

  /// The text when the literal has no interpolation, else `nil`.
  package var staticText: String? {
    var text = ""
    for segment in segments {
      guard case let .text(part) = segment else { return nil }
      text += part
    }
    return text
  }

  /// Whether the literal contains an interpolation.
  package var hasInterpolation: Bool {
    segments.contains { if case .interpolation = $0 { true } else { false } }
  }
}
