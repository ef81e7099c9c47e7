/// One token of a source file, located by line, column and byte offset.
package struct SourceToken: Hashable, Sendable {
  /// What the token is.
  package enum Kind: Hashable, Sendable {
    /// A name (`NSLocalizedString`, \`default\`, `$0`), or a keyword.
    case identifier
    /// A number literal.
    case number
    /// A string literal; its text is in ``SourceToken/literal``. Objective-C's `@"..."` and C's `"..."` too.
    case string
    /// One character of punctuation or of an operator (`(`, `.`, `:`, `@`, `+`).
    case punctuation
  }

  /// What the token is.
  package let kind: Kind
  /// The source text of the token (for a string, the whole literal with its delimiters).
  package let text: String
  /// Where the token starts: 1-based line and column (columns count Unicode scalars) and the byte offset.
  package var position: SourcePosition
  /// The UTF-8 length of the token in the source.
  package var byteLength: Int
  /// The decoded literal of a `.string` token.
  package var literal: StringLiteral?
  /// The character of an ASCII punctuation token, 0 for every other token: the scanners ask `isPunctuation` for most
  /// tokens they pass, so the answer is one comparison rather than a look into the text.
  private let asciiPunctuation: UInt8

  package init(kind: Kind, text: String, position: SourcePosition, byteLength: Int, literal: StringLiteral? = nil) {
    self.kind = kind
    self.text = text
    self.position = position
    self.byteLength = byteLength
    self.literal = literal
    var utf8 = text.utf8.makeIterator()
    if kind == .punctuation, let first = utf8.next(), first < 0x80, utf8.next() == nil {
      asciiPunctuation = first
    } else {
      asciiPunctuation = 0
    }
  }

  /// Whether the token is the punctuation character `character`.
  package func isPunctuation(_ character: Unicode.Scalar) -> Bool {
    guard kind == .punctuation else { return false }
    if character.isASCII { return asciiPunctuation != 0 && asciiPunctuation == UInt8(character.value) }
    return text.unicodeScalars.count == 1 && text.unicodeScalars.first == character
  }

  /// Whether the token is the identifier `name`.
  package func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
