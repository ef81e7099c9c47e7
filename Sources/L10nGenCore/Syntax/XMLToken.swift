/// One piece of an XML document, as ``XMLScanner`` reads it: markup with its byte range, or character data.
///
/// Ranges are byte offsets into the scanned bytes. Whitespace outside the root element is not a token, nor inside it
/// while ``XMLScanner/skipsWhitespaceText`` is set.
package enum XMLToken {
  /// `<?xml …?>` at the start of the document, whole.
  case xmlDeclaration(Range<Int>)
  /// A start tag, or an empty-element tag `<a/>` (which has no end tag).
  case startTag(StartTag)
  /// An end tag `</a>`, whole; the scanner has checked that it closes the innermost open element.
  case endTag(Range<Int>)
  /// Character data between two pieces of markup inside the root element.
  case text(Text)
  /// The content of `<![CDATA[…]]>`, taken as written.
  case cdata(Range<Int>)
  /// The content of `<!--…-->`.
  case comment(Range<Int>)
  /// A processing instruction `<?target …?>` other than the XML declaration, whole.
  case processingInstruction(Range<Int>)
  /// The document type declaration `<!DOCTYPE …>`, whole; whatever it declares is ignored.
  case doctype(Range<Int>)
  /// The end of the input, reached with every element closed.
  case endOfDocument

  /// A start tag with its attributes.
  package struct StartTag {
    /// The element name as written.
    package var name: String
    /// The attributes in source order, values decoded (references, whitespace as XML 1.0 §3.3.3 says).
    package var attributes: [XMLAttributeNode]
    /// From `<` to `>` of the tag.
    package var span: SourceSpan
    /// Whether the tag is `<a …/>`: the element is complete and no end tag follows.
    package var isEmptyElement: Bool
  }

  /// A run of character data, described without decoding it;
  /// ``XMLScanner/decodedText(_:normalizingLineBreaks:)`` decodes it.
  package struct Text {
    /// The bytes, as written.
    package var range: Range<Int>
    /// Whether the run holds a `&` (an entity or character reference).
    package var hasReferences: Bool
    /// Whether the run holds a carriage return.
    package var hasCarriageReturn: Bool
    /// Whether the run is only XML whitespace (space, tab, line feed, carriage return), with no reference.
    package var isWhitespace: Bool
  }
}
