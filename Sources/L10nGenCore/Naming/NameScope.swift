/// One Swift scope whose declarations need distinct names (an enum's body, the root enum's tables, the key
/// symbols of a run), with the one collision-resolution routine every name of the generator goes through.
///
/// **The routine** (`resolve(_:)`), for a batch of candidates:
/// 1. Candidates are grouped by the name they want; groups are served in name order, so the outcome never depends
///    on input order.
/// 2. Inside a group, candidates are served by rank, then by key (see ``Order``).
/// 3. A candidate whose name is reserved for its kind (`self`, `String`...) gets `name_` (or `name_2`... when that is
///    wanted or taken), with a `reserved` issue.
/// 4. Otherwise the first candidate keeps the name (a `unnamed` issue when the name describes characters), unless
///    an earlier batch already holds it; each other one gets `name2`, `name3`... with a `collision` issue naming the
///    keeper.
/// 5. **The suffixing policy**: a suffix never produces a name any candidate of the batch wants or any declaration
///    of the scope holds (so the key `mySub2` keeps its name when `my-sub` and `mySub` clash), and it is separated
///    from a trailing digit by `_` (`step2` + 2 → `step2_2`, never `step22`).
///
/// Later batches see the names earlier ones took: ``SymbolTable`` names the tables' namespaces, then their key
/// types, in one scope.
struct NameScope {
  /// The order in which the candidates of one group (and rank) are served.
  enum Order {
    /// By key, in Unicode scalar (UTF-8 byte) order, then namespaces before members: the structured style.
    case unicodeScalars
    /// By lowercased key, then key (Swift string order): SwiftGen's member order.
    case caseInsensitive
  }

  /// Names members (accessors, key symbols) cannot have here.
  var reservedMemberNames: Set<String>
  /// Names types (namespaces, key types) cannot have here.
  var reservedTypeNames: Set<String>
  /// How a group's candidates are ordered.
  var order: Order
  /// The names taken so far and who holds them.
  private(set) var holders: [String: NameSubject] = [:]
  /// The issues found so far, in resolution order.
  private(set) var issues: [NamingIssue] = []

  /// An empty scope.
  init(reservedMemberNames: Set<String> = [], reservedTypeNames: Set<String> = [], order: Order = .unicodeScalars) {
    self.reservedMemberNames = reservedMemberNames
    self.reservedTypeNames = reservedTypeNames
    self.order = order
  }

  /// Gives every candidate its `finalName` and `spelling` (written with `style`), following the routine above.
  mutating func resolve(_ candidates: inout [NameCandidate], style: NamingStyle) {
    if candidates.count == 1, holders.isEmpty {
      resolveAlone(&candidates[0], style: style)
      return
    }
    // One sort puts the groups in name order and each group in serving order (input order among candidates that
    // neither precedes); the set of wanted names is made only when a candidate is renamed.
    let order = candidates.indices.sorted { lhs, rhs in
      let lhsName = candidates[lhs].proposal.name
      let rhsName = candidates[rhs].proposal.name
      if lhsName != rhsName { return lhsName < rhsName }
      if precedes(candidates[lhs], candidates[rhs]) { return true }
      return !precedes(candidates[rhs], candidates[lhs]) && lhs < rhs
    }
    var wantedNames: Set<String>?
    func wanted() -> Set<String> {
      if let wantedNames { return wantedNames }
      let names = Set(candidates.map(\.proposal.name))
      wantedNames = names
      return names
    }
    var groupName: String?
    var keeper: NameSubject?
    for index in order {
      let name = candidates[index].proposal.name
      if name != groupName {
        groupName = name
        keeper = holders[name]
      }
      let subject = candidates[index].subject
      if isReserved(name, for: subject.kind) {
        let renamed = freeName(name + "_", wanted: wanted(), exact: true, for: subject)
        assign(renamed, to: &candidates[index], style: style, reason: .reserved(name: name))
      } else if let holder = keeper {
        let renamed = freeName(name, wanted: wanted(), exact: false, for: subject)
        assign(renamed, to: &candidates[index], style: style, reason: .collision(keeper: holder, name: name))
      } else {
        keeper = subject
        holders[name] = subject
        keep(&candidates[index])
      }
    }
  }

  /// The only candidate of an empty scope collides with nothing: the outcome of `resolve` without its sets and
  /// sorting (most scopes of nested keys hold a single name).
  private mutating func resolveAlone(_ candidate: inout NameCandidate, style: NamingStyle) {
    let name = candidate.proposal.name
    if isReserved(name, for: candidate.subject.kind) {
      holders[name + "_"] = candidate.subject
      assign(name + "_", to: &candidate, style: style, reason: .reserved(name: name))
    } else {
      holders[name] = candidate.subject
      keep(&candidate)
    }
  }

  /// The candidate keeps its proposal; a described name is reported as such.
  private mutating func keep(_ candidate: inout NameCandidate) {
    candidate.finalName = candidate.proposal.name
    candidate.spelling = candidate.proposal.spelling
    if candidate.proposal.isDescribed {
      issues.append(
        NamingIssue(
          subject: candidate.subject, reason: .unnamed, finalName: candidate.finalName, spelling: candidate.spelling))
    }
  }

  /// The candidate gets `name` instead of its proposal, for `reason`.
  private mutating func assign(
    _ name: String, to candidate: inout NameCandidate, style: NamingStyle, reason: NamingIssue.Reason
  ) {
    candidate.finalName = name
    candidate.spelling = style.spelling(ofRenamed: name)
    issues.append(
      NamingIssue(subject: candidate.subject, reason: reason, finalName: name, spelling: candidate.spelling))
  }

  private func isReserved(_ name: String, for kind: NameSubject.Kind) -> Bool {
    kind.isType ? reservedTypeNames.contains(name) : reservedMemberNames.contains(name)
  }

  /// `base` itself when `exact` and free, else `base2`, `base3`... (`base_2` after a trailing digit): never a name
  /// another candidate wants or the scope holds. The name is taken for `subject`.
  private mutating func freeName(_ base: String, wanted: Set<String>, exact: Bool, for subject: NameSubject)
    -> String
  {
    if exact, !wanted.contains(base), holders[base] == nil {
      holders[base] = subject
      return base
    }
    // `step2` + 2 would read as `step22`: separate a suffix from a trailing digit with `_`.
    let stem = base.last?.isNumber == true ? base + "_" : base
    var suffix = 2
    while wanted.contains(stem + "\(suffix)") || holders[stem + "\(suffix)"] != nil { suffix += 1 }
    holders[stem + "\(suffix)"] = subject
    return stem + "\(suffix)"
  }

  /// Whether `lhs` is served before `rhs` (both want the same name).
  private func precedes(_ lhs: NameCandidate, _ rhs: NameCandidate) -> Bool {
    if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
    switch order {
    case .unicodeScalars:
      if !lhs.orderKey.utf8.elementsEqual(rhs.orderKey.utf8) {
        return lhs.orderKey.utf8.lexicographicallyPrecedes(rhs.orderKey.utf8)
      }
      return lhs.subject.kind.isType && !rhs.subject.kind.isType
    case .caseInsensitive:
      return (lhs.orderKey.lowercased(), lhs.orderKey) < (rhs.orderKey.lowercased(), rhs.orderKey)
    }
  }
}
