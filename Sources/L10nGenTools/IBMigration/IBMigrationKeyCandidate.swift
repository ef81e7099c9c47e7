/// What `ib-migrate` knows about one text when it names its key: the key's parts, and what can tell it apart from
/// another text that would get the same key (``IBMigrationKeyRegistry``).
package struct IBMigrationKeyCandidate: Sendable {
  /// The leading parts: document, scene, menu path (`nil` or empty parts are left out).
  package var parts: [String?]
  /// The last part: the element's name (`forgotPassword`, `emailFieldPlaceholder`).
  package var element: String
  /// What the element is, for a part that needs one (`label`, `navigationTitle`).
  package var role: String
  /// The element's kind and property (`button`, `buttonToolTip`), which tells apart identical names of different
  /// kinds of element.
  package var kind: String
  /// The Base text.
  package var text: String
  /// The text's translations by language.
  package var translations: [String: String]
  /// The names of the objects that enclose the element (a box's or section's title, a tab, a cell, a stack view's
  /// label), nearest first.
  package var contexts: [String]
  /// The element named after up to eight words of the text, when the name was cut from its first four.
  package var wholeTextElement: String?

  package init(
    parts: [String?], element: String, role: String, kind: String, text: String, translations: [String: String],
    contexts: [String] = [], wholeTextElement: String? = nil
  ) {
    self.parts = parts
    self.element = element
    self.role = role
    self.kind = kind
    self.text = text
    self.translations = translations
    self.contexts = contexts
    self.wholeTextElement = wholeTextElement
  }

  /// The key with no context.
  var base: String { key(element: element, contextCount: 0) }

  /// The key with `element` as its last part and the nearest `contextCount` contexts before it, outermost first.
  func key(element: String, contextCount: Int) -> String {
    let contextParts: [String?] = contexts.prefix(contextCount).reversed()
    return IBMigrationPlanner.keyBase(parts + contextParts, element: element, role: role)
  }

  /// Whether both are the same text with the same translations, so may share a key.
  func sharesKey(with other: Self) -> Bool { text == other.text && translations == other.translations }
}
