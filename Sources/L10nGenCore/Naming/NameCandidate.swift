/// One declaration that wants a name in a `NameScope`, and, once the scope has resolved it, the name it gets.
struct NameCandidate {
  /// What is being named, for messages.
  var subject: NameSubject
  /// The name the style proposes (``NamingStyle/Proposal``).
  var proposal: NamingStyle.Proposal
  /// Served before candidates of a higher rank when names clash (SwiftGen's enums before its members; the default
  /// table's key type before the tables' namespaces).
  var rank = 0
  /// Among candidates of one rank, who is served first: the key (or prefix, or table name) in Unicode scalar
  /// order, or case-insensitively for SwiftGen's members (see `NameScope.Order`).
  var orderKey: String
  /// The name chosen, without backticks: the proposal's, or a renamed one (`header2`, `self_`).
  var finalName = ""
  /// The name as written in generated code (\`default\`, `header2`).
  var spelling = ""

  /// A candidate that wants `proposal` for `subject`.
  init(subject: NameSubject, proposal: NamingStyle.Proposal, rank: Int = 0, orderKey: String) {
    self.subject = subject
    self.proposal = proposal
    self.rank = rank
    self.orderKey = orderKey
  }
}
