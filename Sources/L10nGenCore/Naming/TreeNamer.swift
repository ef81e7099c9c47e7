/// Names the namespaces and members of a key tree one level after another (``KeyNamer``'s walk): at each level,
/// the style proposes a name for every child namespace and member, and one `NameScope` resolves them together.
struct TreeNamer {
  /// The keys the tree's members refer to by index.
  let keys: NamingKeys
  let style: NamingStyle
  /// The table whose keys are named, for the subjects of issues.
  let table: String?
  let separator: String
  let reservedNamespaceNames: Set<String>
  let reservedMemberNames: Set<String>
  /// The issues of every level, in naming order.
  private(set) var issues: [NamingIssue] = []

  init(
    keys: NamingKeys, style: NamingStyle, table: String?, separator: String, reservedNamespaceNames: Set<String>,
    reservedMemberNames: Set<String>
  ) {
    self.keys = keys
    self.style = style
    self.table = table
    self.separator = separator
    self.reservedNamespaceNames = reservedNamespaceNames
    self.reservedMemberNames = reservedMemberNames
  }

  /// The namespace `swiftName` for `node`, with its children named.
  ///
  /// The node is consumed as it is named: each level lets go of its children as it names them and of its members once
  /// they are named, so the tree shrinks while the namespaces grow.
  mutating func name(_ node: consuming NamingNode, swiftName: String) -> KeyNamespace {
    // A namespace candidate: its node, and the first raw component it was made from (SwiftGen's enum order).
    var children: [(node: NamingNode, firstComponent: String)] = []
    var candidates: [NameCandidate] = []
    switch style {
    case .structured:
      for (component, child) in node.children {
        children.append((child, component))
        candidates.append(
          namespaceCandidate(child, proposal: style.typeProposal(for: component, forbidden: [])))
      }
    case .swiftGen:
      // Components that map to the same enum name are merged, so that the file compiles where SwiftGen's would not.
      var merged: [String: (node: NamingNode, firstComponent: String, proposal: NamingStyle.Proposal)] = [:]
      for (component, child) in node.children {
        let proposal = style.typeProposal(for: component, forbidden: reservedNamespaceNames)
        if var existing = merged[proposal.spelling] {
          if component < existing.firstComponent {
            var first = child
            first.merge(existing.node)
            existing = (first, component, existing.proposal)
          } else {
            existing.node.merge(child)
          }
          existing.proposal.isDescribed = existing.proposal.isDescribed && proposal.isDescribed
          merged[proposal.spelling] = existing
        } else {
          merged[proposal.spelling] = (child, component, proposal)
        }
      }
      for (node, firstComponent, proposal) in merged.values {
        children.append((node, firstComponent))
        candidates.append(namespaceCandidate(node, proposal: proposal))
      }
    }
    node.children = [:]
    let namespaceCount = candidates.count
    for member in node.members {
      let key = keys.key(at: member.index)
      let subject = NameSubject(kind: .accessor, text: key, table: table, location: keys.location(at: member.index))
      candidates.append(
        NameCandidate(
          subject: subject, proposal: style.memberProposal(for: member.component), rank: style == .swiftGen ? 1 : 0,
          orderKey: key))
    }

    var scope =
      style == .structured
      ? NameScope(reservedMemberNames: reservedMemberNames, reservedTypeNames: reservedNamespaceNames)
      : NameScope(order: .caseInsensitive)
    scope.resolve(&candidates, style: style)
    issues += scope.issues

    var namespaces: [(namespace: KeyNamespace, firstComponent: String)] = []
    namespaces.reserveCapacity(namespaceCount)
    for index in 0..<namespaceCount {
      let child = children[index].node
      children[index].node = NamingNode(path: [])
      namespaces.append((name(child, swiftName: candidates[index].spelling), children[index].firstComponent))
    }
    var members = zip(node.members, candidates[namespaceCount...]).map {
      KeyMember(key: keys.key(at: $0.index), swiftName: $1.spelling, index: $0.index)
    }
    node.members = []
    switch style {
    case .structured:
      // Names are ASCII, so `<` is byte order: stable across platforms.
      namespaces.sort { $0.namespace.swiftName < $1.namespace.swiftName }
      members.sort { $0.swiftName < $1.swiftName }
    case .swiftGen:
      namespaces.sort { $0.firstComponent < $1.firstComponent }
      members.sort { ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key) }
    }
    return KeyNamespace(
      swiftName: swiftName, path: node.path, namespaces: namespaces.map(\.namespace), members: members)
  }

  /// The candidate of the namespace for `node`: named for the keys starting with its path.
  private func namespaceCandidate(_ node: NamingNode, proposal: NamingStyle.Proposal) -> NameCandidate {
    let prefix = node.path.joined(separator: separator) + separator
    let subject = NameSubject(
      kind: .namespace, text: prefix, table: table,
      location: node.firstLocation ?? SourceLocation(file: "", line: 0, column: 0))
    return NameCandidate(subject: subject, proposal: proposal, orderKey: prefix)
  }
}
