/// The content of a Swift string literal while it is read: text runs, interpolations, and for a multi-line literal
/// the indentation of each line, removed once the closing delimiter tells how much to remove.
struct SwiftStringBody {
  /// A finished text run and where its lines start.
  private struct TextRun {
    /// The decoded text.
    var text: LiteralText
    /// For each line that starts in the run: the byte offset in `text` and the spaces and tabs copied there.
    var lineStarts: [(offset: Int, whitespace: Int)]
  }

  /// A finished part of the literal.
  private enum Part {
    /// Text.
    case text(TextRun)
    /// An interpolation's tokens.
    case interpolation([SourceToken])
  }

  /// Whether the literal is `"""`.
  let isMultiline: Bool
  /// The text run being read.
  var text = LiteralText()
  /// Where the lines of `text` start.
  private var lineStarts: [(offset: Int, whitespace: Int)] = []
  /// The finished parts.
  private var parts: [Part] = []
  /// The indentation of the closing delimiter's line, removed from every line.
  private var indentation = 0
  /// Whether the closing delimiter was missing.
  var isUnterminated = false

  init(isMultiline: Bool) {
    self.isMultiline = isMultiline
  }

  /// Records that a line starts at the end of the text, with `whitespace` spaces and tabs already copied.
  mutating func startLine(whitespace: Int) {
    lineStarts.append((text.bytes.count - whitespace, whitespace))
  }

  /// Finishes the text run and adds an interpolation.
  mutating func appendInterpolation(_ tokens: [SourceToken]) {
    finishRun()
    parts.append(.interpolation(tokens))
  }

  /// Handles the closing delimiter: in a multi-line literal, the last line (only whitespace) gives the indentation
  /// and is dropped with the line break before it.
  mutating func close() {
    guard isMultiline, let last = lineStarts.last, last.offset + last.whitespace == text.bytes.count else {
      return
    }
    indentation = last.whitespace
    text.bytes.removeLast(last.whitespace)
    lineStarts.removeLast()
    if text.bytes.last == UInt8(ascii: "\n") { text.bytes.removeLast() }
  }

  /// Moves the current text into the finished parts.
  private mutating func finishRun() {
    if !text.bytes.isEmpty || !lineStarts.isEmpty {
      parts.append(.text(TextRun(text: text, lineStarts: lineStarts)))
    }
    text = LiteralText()
    lineStarts = []
  }

  /// The literal's segments, with indentation removed and adjacent text merged.
  mutating func segments() -> [StringLiteral.Segment] {
    finishRun()
    var segments: [StringLiteral.Segment] = []
    for part in parts {
      switch part {
      case let .text(run):
        var bytes = run.text.bytes
        for start in run.lineStarts.reversed() where indentation > 0 {
          let count = min(start.whitespace, indentation)
          guard start.offset >= 0, start.offset + count <= bytes.count else { continue }
          bytes.removeSubrange(start.offset..<(start.offset + count))
        }
        let string = String(decoding: bytes, as: UTF8.self)
        if case let .text(previous)? = segments.last {
          segments[segments.count - 1] = .text(previous + string)
        } else if !string.isEmpty {
          segments.append(.text(string))
        }
      case let .interpolation(tokens):
        segments.append(.interpolation(tokens))
      }
    }
    return segments
  }
}
