/// One entry of an `Accept-Language` header (RFC 9110 §12.5.4): a language range and its weight.
package struct AcceptLanguageRange: Hashable, Sendable {
  /// The language range as written (`fr-CH`), or `*`.
  package var range: String
  /// The weight in thousandths (`q=0.8` is 800), 0 to 1000; 0 means "not acceptable".
  package var quality: Int

  package init(range: String, quality: Int) {
    self.range = range
    self.quality = quality
  }

  /// Whether this is the wildcard `*`.
  package var isWildcard: Bool { range == "*" }
}
