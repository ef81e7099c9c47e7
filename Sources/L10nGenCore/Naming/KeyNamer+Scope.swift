/// Names the namespaces and members of one scope after another, resolving collisions.
struct ScopeNamer {
  private enum Kind: Int {
    case namespace
    case member
  }

  private struct Candidate {
    var kind: Kind
    var component: String
    /// The key (member) or key prefix (namespace) shown in diagnostics and used for ordering.
    var displayKey: String
    var location: SourceLocation
    /// The name before collision handling, without backticks (`default`, `_2fa`, `title`).
    var desired: String
    var isDescribed: Bool
    var finalName = ""
  }

  let separator: String
  let reservedNamespaceNames: Set<String>
  let reservedMemberNames: Set<String>
  private(set) var diagnostics: [Diagnostic] = []

  /// What a member is called in messages: `member` for accessors, `key symbol` for key symbols.
  let memberNoun: String

  init(
    separator: String, reservedNamespaceNames: Set<String>, reservedMemberNames: Set<String>,
    memberNoun: String = "member"
  ) {
    self.separator = separator
    self.memberNoun = memberNoun
    self.reservedNamespaceNames = reservedNamespaceNames
    self.reservedMemberNames = reservedMemberNames
  }

  mutating func name(_ node: NamingNode, swiftName: String) -> KeyNamespace {
    var candidates: [Candidate] = []
    for (component, child) in node.children {
      candidates.append(
        candidate(
          .namespace, component: component, displayKey: child.path.joined(separator: separator) + separator,
          location: child.firstLocation ?? SourceLocation(file: "", line: 0, column: 0)))
    }
    for member in node.members {
      candidates.append(
        candidate(.member, component: member.component, displayKey: member.key, location: member.location))
    }
    resolve(&candidates, scope: node.path)

    var namespaces: [KeyNamespace] = []
    var members: [KeyMember] = []
    for candidate in candidates {
      let emitted = SwiftIdentifier.escapedIfNeeded(candidate.finalName)
      switch candidate.kind {
      case .namespace:
        namespaces.append(name(node.children[candidate.component]!, swiftName: emitted))
      case .member:
        members.append(KeyMember(key: candidate.displayKey, swiftName: emitted, location: candidate.location))
      }
    }
    // Names are ASCII, so `<` is byte order: stable across platforms.
    namespaces.sort { $0.swiftName < $1.swiftName }
    members.sort { $0.swiftName < $1.swiftName }
    return KeyNamespace(swiftName: swiftName, path: node.path, namespaces: namespaces, members: members)
  }

  private func candidate(_ kind: Kind, component: String, displayKey: String, location: SourceLocation) -> Candidate {
    var base = kind == .member ? SwiftIdentifier.lowerCamelCase(component) : SwiftIdentifier.upperCamelCase(component)
    var isDescribed = false
    if base.isEmpty {
      isDescribed = true
      let words = SwiftIdentifier.describingWords(of: component)
      let text = words.isEmpty ? "empty key" : words.joined(separator: " ")
      base = kind == .member ? SwiftIdentifier.lowerCamelCase(text) : SwiftIdentifier.upperCamelCase(text)
    }
    var desired = SwiftIdentifier.escapedIfNeeded(base)
    if desired.hasPrefix("`") { desired = String(desired.dropFirst().dropLast()) }
    return Candidate(
      kind: kind, component: component, displayKey: displayKey, location: location, desired: desired,
      isDescribed: isDescribed)
  }

  private mutating func resolve(_ candidates: inout [Candidate], scope: [String]) {
    if candidates.count == 1 {
      resolveAlone(&candidates[0])
      return
    }
    let wanted = Set(candidates.map(\.desired))
    var taken: Set<String> = []
    let groups = Dictionary(grouping: candidates.indices, by: { candidates[$0].desired })
    for name in groups.keys.sorted() {
      let members = groups[name]!.sorted { lhs, rhs in
        let (left, right) = (candidates[lhs], candidates[rhs])
        if !left.displayKey.utf8.elementsEqual(right.displayKey.utf8) {
          return left.displayKey.utf8.lexicographicallyPrecedes(right.displayKey.utf8)
        }
        return left.kind.rawValue < right.kind.rawValue
      }
      var keeper: Int?
      for index in members {
        let isReserved =
          candidates[index].kind == .member
          ? reservedMemberNames.contains(name) : reservedNamespaceNames.contains(name)
        if isReserved {
          let renamed = freeName(name + "_", firstSuffix: 2, wanted: wanted, taken: &taken, exact: true)
          candidates[index].finalName = renamed
          diagnostics.append(reservedDiagnostic(candidates[index], name: name, renamed: renamed))
        } else if let keeper {
          let renamed = freeName(name, firstSuffix: 2, wanted: wanted, taken: &taken, exact: false)
          candidates[index].finalName = renamed
          diagnostics.append(collisionDiagnostic(candidates[index], keeper: candidates[keeper], renamed: renamed))
        } else {
          keeper = index
          taken.insert(name)
          candidates[index].finalName = name
          if candidates[index].isDescribed { diagnostics.append(describedDiagnostic(candidates[index])) }
        }
      }
    }
  }

  /// The only name of a scope collides with nothing: the outcome of `resolve` without its sets and sorting
  /// (most scopes of nested keys hold a single name).
  private mutating func resolveAlone(_ candidate: inout Candidate) {
    let name = candidate.desired
    let isReserved =
      candidate.kind == .member ? reservedMemberNames.contains(name) : reservedNamespaceNames.contains(name)
    if isReserved {
      candidate.finalName = name + "_"
      diagnostics.append(reservedDiagnostic(candidate, name: name, renamed: candidate.finalName))
    } else {
      candidate.finalName = name
      if candidate.isDescribed { diagnostics.append(describedDiagnostic(candidate)) }
    }
  }

  /// `base` itself when `exact` and free, else `base2`, `base3`...: never a name another candidate wants.
  private func freeName(_ base: String, firstSuffix: Int, wanted: Set<String>, taken: inout Set<String>, exact: Bool)
    -> String
  {
    if exact, !wanted.contains(base), !taken.contains(base) {
      taken.insert(base)
      return base
    }
    // `step2` + 2 would read as `step22`: separate a suffix from a trailing digit with `_`.
    let stem = base.last?.isNumber == true ? base + "_" : base
    var suffix = firstSuffix
    while wanted.contains(stem + "\(suffix)") || taken.contains(stem + "\(suffix)") { suffix += 1 }
    taken.insert(stem + "\(suffix)")
    return stem + "\(suffix)"
  }

  /// `this key`, or `this key's key symbol` when members are not accessors.
  private var thisMember: String { memberNoun == "member" ? "this key" : "this key's \(memberNoun)" }

  private func describe(_ candidate: Candidate) -> String {
    switch candidate.kind {
    case .member: "key '\(escapedForMessage(candidate.displayKey))' (\(candidate.location))"
    case .namespace: "keys starting with '\(escapedForMessage(candidate.displayKey))' (first at \(candidate.location))"
    }
  }

  private func collisionDiagnostic(_ candidate: Candidate, keeper: Candidate, renamed: String) -> Diagnostic {
    .warning(
      "\(describe(candidate)) and \(describe(keeper)) both map to the Swift name '\(keeper.finalName)'; "
        + "\(candidate.kind == .member ? thisMember : "this namespace") is generated as '\(renamed)'. "
        + "Rename one of the keys to choose the names yourself",
      at: candidate.location, rule: .nameCollision)
  }

  private func reservedDiagnostic(_ candidate: Candidate, name: String, renamed: String) -> Diagnostic {
    .warning(
      "\(describe(candidate)) \(candidate.kind == .member ? "maps" : "map") to '\(name)', which cannot name a generated "
        + "\(candidate.kind == .member ? memberNoun : "enum") (Swift reserves it or generated code uses it); "
        + "it is generated as '\(renamed)'. Rename the key to choose the name yourself",
      at: candidate.location, rule: .reservedName)
  }

  private func describedDiagnostic(_ candidate: Candidate) -> Diagnostic {
    .note(
      "\(describe(candidate)) has no letters or digits to build a name from; it is generated as "
        + "'\(candidate.finalName)'",
      at: candidate.location, rule: .unnamedKey)
  }

  private func escapedForMessage(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
