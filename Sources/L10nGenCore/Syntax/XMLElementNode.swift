/// One element of an XML document read by ``XMLTreeReader``, with its attributes, child elements and text, each
/// with where it is in the file.
///
/// The tree keeps what Interface Builder files need and nothing else: comments, processing instructions and the
/// document type declaration are dropped, and the character data directly inside an element (CDATA sections
/// included) is joined into ``text``. Interface Builder never mixes text and elements in one element.
package struct XMLElementNode: Hashable, Sendable {
  /// The element name as written (`label`, `document`); namespace prefixes are kept as part of the name.
  package var name: String
  /// The attributes in source order.
  package var attributes: [XMLAttributeNode]
  /// The child elements in source order.
  package var children: [XMLElementNode]
  /// The file, for the spans.
  private var file: String
  /// ``span`` without its file (a tree holds millions of spans: ``CompactSourceSpan``).
  private var compactSpan: CompactSourceSpan
  /// ``text`` and ``textSpan``, boxed since few elements have text: 8 bytes in the others rather than 40.
  private var textBox: TextBox?

  /// The character data directly inside the element, entities decoded and line breaks normalized to `\n`
  /// (XML 1.0 §2.11); empty when there is none.
  package var text: String {
    get { textBox?.text ?? "" }
    set { textBox = TextBox.holding(newValue, textBox?.span) }
  }

  /// From `<` of the start tag to `>` of the end tag (or of `/>`).
  package var span: SourceSpan {
    get { compactSpan.span(in: file) }
    set {
      file = newValue.location.file
      compactSpan = CompactSourceSpan(newValue)
    }
  }

  /// From the first to the last byte of the element's direct character data; `nil` when it has none.
  package var textSpan: SourceSpan? {
    get { textBox?.span?.span(in: file) }
    set { textBox = TextBox.holding(textBox?.text ?? "", newValue.map(CompactSourceSpan.init)) }
  }

  /// The storage of ``text`` and ``textSpan``.
  private final class TextBox: Hashable, Sendable {
    let text: String
    let span: CompactSourceSpan?

    init(text: String, span: CompactSourceSpan?) {
      self.text = text
      self.span = span
    }

    /// A box for `text` and `span`, or none when there is neither.
    static func holding(_ text: String, _ span: CompactSourceSpan?) -> TextBox? {
      text.isEmpty && span == nil ? nil : TextBox(text: text, span: span)
    }

    static func == (lhs: TextBox, rhs: TextBox) -> Bool { lhs.text == rhs.text && lhs.span == rhs.span }

    func hash(into hasher: inout Hasher) {
      hasher.combine(text)
      hasher.combine(span)
    }
  }

  package init(
    name: String, attributes: [XMLAttributeNode] = [], children: [XMLElementNode] = [], text: String = "",
    span: SourceSpan, textSpan: SourceSpan? = nil
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    file = span.location.file
    compactSpan = CompactSourceSpan(span)
    textBox = TextBox.holding(text, textSpan.map(CompactSourceSpan.init))
  }

  /// The attribute called `name`, if the element has one.
  package func attribute(_ name: String) -> XMLAttributeNode? {
    attributes.first { $0.name == name }
  }

  /// The decoded value of the attribute called `name`, if the element has one.
  package subscript(attribute name: String) -> String? {
    attribute(name)?.value
  }

  /// The child elements called `name`.
  package func children(named name: String) -> [XMLElementNode] {
    children.filter { $0.name == name }
  }

  /// The first child element called `name` whose `key` attribute is `key` (`key: nil` matches any or none).
  package func child(named name: String, key: String? = nil) -> XMLElementNode? {
    children.first { $0.name == name && (key == nil || $0[attribute: "key"] == key) }
  }
}

/// One attribute of an ``XMLElementNode``.
package struct XMLAttributeNode: Hashable, Sendable {
  /// The attribute name as written.
  package var name: String
  /// The value with entity and character references decoded, and literal tabs and line breaks replaced by spaces
  /// as XML 1.0 §3.3.3 requires (`&#10;` stays a line break).
  package var value: String
  /// The file, for the spans.
  private var file: String
  /// ``nameSpan`` and ``valueSpan`` without their file (``CompactSourceSpan``).
  private var compactNameSpan: CompactSourceSpan
  private var compactValueSpan: CompactSourceSpan

  /// The name.
  package var nameSpan: SourceSpan {
    get { compactNameSpan.span(in: file) }
    set { compactNameSpan = CompactSourceSpan(newValue) }
  }

  /// The value as written, between the quotes (the quotes excluded): what an in-place edit replaces.
  package var valueSpan: SourceSpan {
    get { compactValueSpan.span(in: file) }
    set { compactValueSpan = CompactSourceSpan(newValue) }
  }

  package init(name: String, value: String, nameSpan: SourceSpan, valueSpan: SourceSpan) {
    self.name = name
    self.value = value
    file = nameSpan.location.file
    compactNameSpan = CompactSourceSpan(nameSpan)
    compactValueSpan = CompactSourceSpan(valueSpan)
  }
}
