extension SymbolTable {
  /// The names a table takes in the root enum.
  struct TableNames {
    /// The enum of its accessors, or `nil` when they are members of the root enum.
    var namespace: String?
    /// Its key type, or `nil` in SwiftGen's style.
    var keyType: String?
  }

  /// Names the namespace and key type of every table (`tables` sorted by name), in one scope: the root enum.
  ///
  /// Structured style: the default table's key type first, so it keeps `LocalizableKey` whatever the other tables
  /// are called; then the other tables' namespaces, served in table-name order when they clash (`Info-Plist` keeps
  /// `InfoPlist`, `InfoPlist` becomes `InfoPlist2`); then their key types, built from the namespace they got
  /// (`InfoPlist2Key`). Names that would shadow a type generated code uses (`String`, the root enum's name) are
  /// reserved. SwiftGen's style: one enum per table when the run has several (its spelling adds `_` to such names).
  static func nameTables(
    _ tables: [LocalizationTable], style: NamingStyle, enumName: String, issues: inout [NamingIssue]
  ) -> [String: TableNames] {
    let reserved = KeyNamer.reservedNamespaceNames.union([enumName])
    var scope = NameScope(reservedTypeNames: style == .structured ? reserved : [])
    var names: [String: TableNames] = [:]
    func subject(_ kind: NameSubject.Kind, _ table: LocalizationTable) -> NameSubject {
      NameSubject(
        kind: kind, text: table.name, table: table.name,
        location: table.sourceFiles.sorted().first.map { SourceLocation(file: $0, line: 1, column: 1) })
    }
    func keyTypeProposal(_ base: String) -> NamingStyle.Proposal {
      NamingStyle.Proposal(
        name: base + "Key", spelling: SwiftIdentifier.escapedIfNeeded(base + "Key"), isDescribed: false)
    }

    switch style {
    case .swiftGen:
      guard tables.count > 1 else { return [:] }
      var candidates = tables.map {
        NameCandidate(
          subject: subject(.tableNamespace, $0), proposal: style.typeProposal(for: $0.name, forbidden: reserved),
          orderKey: $0.name)
      }
      scope.resolve(&candidates, style: style)
      for (table, candidate) in zip(tables, candidates) {
        names[table.name] = TableNames(namespace: candidate.spelling)
      }
    case .structured:
      let others = tables.filter { $0.name != defaultTableName }
      var candidates: [NameCandidate] = []
      if let main = tables.first(where: { $0.name == defaultTableName }) {
        let base = style.typeProposal(for: main.name, forbidden: []).name
        candidates.append(
          NameCandidate(subject: subject(.keyType, main), proposal: keyTypeProposal(base), orderKey: main.name))
      }
      let namespaceStart = candidates.count
      for table in others {
        candidates.append(
          NameCandidate(
            subject: subject(.tableNamespace, table), proposal: style.typeProposal(for: table.name, forbidden: []),
            rank: 1, orderKey: table.name))
      }
      scope.resolve(&candidates, style: style)
      if namespaceStart == 1 { names[defaultTableName] = TableNames(keyType: candidates[0].spelling) }

      // A namespace renamed for a clash gives its key type its number (`InfoPlist2Key`); one renamed because its
      // name is reserved does not (`String_` → `StringKey`).
      let isReservedRename = Set(
        scope.issues.compactMap { issue -> String? in
          if case .reserved = issue.reason, issue.subject.kind == .tableNamespace { return issue.subject.text }
          return nil
        })
      var keyTypes = zip(others, candidates[namespaceStart...]).map { table, namespace in
        NameCandidate(
          subject: subject(.keyType, table),
          proposal: keyTypeProposal(
            isReservedRename.contains(table.name) ? namespace.proposal.name : namespace.finalName),
          orderKey: table.name)
      }
      scope.resolve(&keyTypes, style: style)
      for (index, table) in others.enumerated() {
        names[table.name] = TableNames(
          namespace: candidates[namespaceStart + index].spelling, keyType: keyTypes[index].spelling)
      }
    }
    issues += scope.issues
    return names
  }

  /// Names the key symbols of every table (`tables` sorted by name) in one scope, since the constants of all tables
  /// share one namespace: from the key (`loginTitle`), prefixed with the table unless it is the default one
  /// (`infoPlistCFBundleName`). They must not shadow the members of key types. A key named from its characters is
  /// not noted again here (its accessor's note covers it). Returns table → symbols sorted by name.
  static func nameKeySymbols(_ tables: [LocalizationTable], issues: inout [NamingIssue]) -> [String: [KeySymbol]] {
    var candidates: [NameCandidate] = []
    var seen: Set<String> = []
    for table in tables {
      let isDefault = table.name == defaultTableName
      for entry in namedEntries(of: table) {
        // U+0001 cannot be typed in a key, so a table prefix never equals a key of the default table.
        let path = isDefault ? entry.key : "\(table.name)\u{1}\(entry.key)"
        guard seen.insert(path).inserted else { continue }
        var proposal = NamingStyle.structured.memberProposal(for: path)
        proposal.isDescribed = false
        let subject = NameSubject(
          kind: .keySymbol, text: entry.key, table: table.name, mentionsTable: !isDefault, location: entry.location)
        candidates.append(NameCandidate(subject: subject, proposal: proposal, orderKey: path))
      }
    }
    var scope = NameScope(reservedMemberNames: SwiftIdentifier.reservedMemberNames.union(keyTypeMemberNames))
    scope.resolve(&candidates, style: .structured)
    issues += scope.issues
    var symbols: [String: [KeySymbol]] = [:]
    for candidate in candidates {
      symbols[candidate.subject.table ?? "", default: []].append(
        KeySymbol(key: candidate.subject.text, name: candidate.spelling))
    }
    return symbols.mapValues { $0.sorted { $0.name < $1.name } }
  }

  /// The diagnostics for `issues`, each finding once: an accessor's and its key symbol's issues with one cause
  /// become one warning (see `NamingIssue.mergedDiagnostic`).
  static func diagnostics(for issues: [NamingIssue], style: NamingStyle) -> [Diagnostic] {
    struct EntryID: Hashable {
      var table: String?
      var key: String
    }
    var accessorIssues: [EntryID: Int] = [:]
    for (index, issue) in issues.enumerated() where issue.subject.kind == .accessor {
      accessorIssues[EntryID(table: issue.subject.table, key: issue.subject.text)] = index
    }
    var diagnostics = issues.map { $0.diagnostic(style: style) }
    var merged: Set<Int> = []
    for (index, issue) in issues.enumerated() where issue.subject.kind == .keySymbol {
      guard let accessorIndex = accessorIssues[EntryID(table: issue.subject.table, key: issue.subject.text)],
        let diagnostic = NamingIssue.mergedDiagnostic(accessor: issues[accessorIndex], keySymbol: issue)
      else { continue }
      diagnostics[accessorIndex] = diagnostic
      merged.insert(index)
    }
    return diagnostics.enumerated().filter { !merged.contains($0.offset) }.map(\.element).sortedForOutput()
  }
}
