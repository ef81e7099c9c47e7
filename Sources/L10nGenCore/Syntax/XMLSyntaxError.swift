/// Why an XML document cannot be read: what is wrong, at which byte, and under which rule (`syntax-error`, or
/// `encoding` for bytes that are not UTF-8).
///
/// ``XMLScanner`` throws it for every well-formedness problem; the tree and property-list builders throw it for
/// their own rules. The reader turns the offset into `path:line:col`.
struct XMLSyntaxError: Error {
  /// What is wrong and how to fix it.
  var message: String
  /// The byte the problem is at.
  var offset: Int
  /// The rule of the diagnostic.
  var rule: RuleID = .syntaxError
}
