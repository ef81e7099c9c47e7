/// Why an XML document cannot be read: what is wrong, at which byte, and under which rule (`syntax-error`, or
/// `encoding` for bytes that are not UTF-8).
///
/// ``XMLScanner`` throws it for every well-formedness problem; the tree and property-list builders throw it for
/// their own rules. The reader turns the offset into `path:line:col`.
package struct XMLSyntaxError: Error {
  /// What is wrong and how to fix it.
  package var message: String
  /// The byte the problem is at.
  package var offset: Int
  /// The rule of the diagnostic.
  package var rule: RuleID = .syntaxError

  /// An error of `rule` at byte `offset`.
  package init(message: String, offset: Int, rule: RuleID = .syntaxError) {
    self.message = message
    self.offset = offset
    self.rule = rule
  }
}
