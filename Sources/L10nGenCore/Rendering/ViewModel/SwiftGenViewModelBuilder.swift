import Foundation

/// Builds the ``SwiftGenContext`` of one table (the `swiftgen` template's context): the names, nesting and signatures
/// of SwiftGen's `structured-swift5` template, with lookups that go through L10nKit.
///
/// - Keys split on the configured separator, empty components dropped; the last component names the member
///   (`SwiftGenIdentifier.memberName`), the others nested enums (`SwiftGenIdentifier.typeName`).
/// - A single table's members are members of the root enum; with several tables in the run, each table is an
///   enum named after it (`L10n.Localizable.…`, `L10n.InfoPlist.…`).
/// - Plain strings are computed `static var`s (SwiftGen's `static let` is called the same way but would freeze
///   the first language); formatted strings are `static func`s with SwiftGen's parameters (`_ p1: Int, _ p2: Any`)
///   from `SwiftGenPlaceholders`. When L10nGen finds more arguments than SwiftGen (specifiers inside plural
///   variants, `%lf`), an overload taking all of them is added, so SwiftGen call sites keep compiling.
struct SwiftGenViewModelBuilder {
  var config: L10nGenConfig
  /// Whether the run generates several tables, each then nested in an enum named after it.
  var nestsTablesInEnums: Bool

  /// Enum names Swift refuses for a nested type even in backticks.
  /// Enum names that do not compile or would shadow a type the generated code names (`String`, `Bundle`...).
  /// SwiftGen emits them as they are, and its output then fails to compile; we add `_`.
  private var forbiddenTypeNames: Set<String> {
    KeyNamer.reservedNamespaceNames.union(["Type", "Protocol", "Self", "self", "init", config.enumName])
  }

  /// A level of the key tree: the entries that end here (with their last key component) and the levels below,
  /// by raw component.
  private struct Level {
    var entries: [(entry: LocalizationEntry, component: String)] = []
    var children: [String: Level] = [:]

    mutating func insert(_ entry: LocalizationEntry, path: ArraySlice<String>) {
      guard let first = path.first else { return }
      if path.count == 1 {
        entries.append((entry, first))
      } else {
        children[first, default: Level()].insert(entry, path: path.dropFirst())
      }
    }

    mutating func merge(_ other: Level) {
      entries += other.entries
      for (component, child) in other.children {
        children[component, default: Level()].merge(child)
      }
    }
  }

  /// The context for the table's file, plus the diagnostics found while naming and typing its keys.
  func build(_ table: LocalizationTable) -> (context: SwiftGenContext, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var root = Level()
    for entry in table.entries where entry.values[table.developmentLanguage] != nil || entry.values.isEmpty {
      let path =
        config.separator.isEmpty
        ? [entry.key] : entry.key.components(separatedBy: config.separator).filter { !$0.isEmpty }
      guard !path.isEmpty else {
        diagnostics.append(
          .warning(
            "the key \(SwiftLiteral.string(entry.key)) has no name once split on "
              + "\(SwiftLiteral.string(config.separator)), so it gets no accessor (as with SwiftGen); rename the key",
            at: entry.location, rule: .unnamedKey))
        continue
      }
      root.insert(entry, path: path[...])
    }

    let namespace: SwiftGenContext.Namespace
    if nestsTablesInEnums {
      let tableEnum = namespaceValue(root, name: tableEnumName(table.name), table: table, diagnostics: &diagnostics)
      namespace = SwiftGenContext.Namespace(name: "", members: [], namespaces: [tableEnum])
    } else {
      namespace = namespaceValue(root, name: "", table: table, diagnostics: &diagnostics)
    }

    let context = SwiftGenContext(
      header: "\(GeneratedFile.headerPrefix) from \(table.name) (\(table.developmentLanguage)). Do not edit.",
      access: config.accessLevel.rawValue,
      enumName: config.enumName,
      tableName: table.name,
      tableLiteral: SwiftLiteral.string(table.name),
      developmentLanguage: table.developmentLanguage,
      root: namespace
    )
    return (context, diagnostics)
  }

  private func tableEnumName(_ table: String) -> String {
    let name = SwiftGenIdentifier.typeName(table)
    return forbiddenTypeNames.contains(name) ? name + "_" : name
  }

  /// One enum: its members (sorted by key, case-insensitively) and its nested enums (sorted by component).
  private func namespaceValue(
    _ level: Level, name: String, table: LocalizationTable, diagnostics: inout [Diagnostic]
  ) -> SwiftGenContext.Namespace {
    var taken: Set<String> = []
    // Components that map to the same enum name are merged, so that the file compiles where SwiftGen's would not.
    var childrenByName: [String: (firstComponent: String, level: Level)] = [:]
    for (component, child) in level.children {
      var childName = SwiftGenIdentifier.typeName(component)
      if childName.filter({ $0 != "`" }).isEmpty {
        let described = SwiftIdentifier.upperCamelCase(
          SwiftIdentifier.describingWords(of: component).joined(separator: " "))
        childName = described.isEmpty ? "EmptyKey" : described
      }
      if forbiddenTypeNames.contains(childName.filter { $0 != "`" }) {
        childName = childName.filter { $0 != "`" } + "_"
      }
      if var existing = childrenByName[childName] {
        existing.level.merge(child)
        existing.firstComponent = min(existing.firstComponent, component)
        childrenByName[childName] = existing
      } else {
        childrenByName[childName] = (component, child)
      }
    }
    let children = childrenByName.sorted { $0.value.firstComponent < $1.value.firstComponent }
    taken.formUnion(children.map { $0.key.filter { $0 != "`" } })

    var members: [SwiftGenContext.Member] = []
    let entries = level.entries.sorted {
      ($0.entry.key.lowercased(), $0.entry.key) < ($1.entry.key.lowercased(), $1.entry.key)
    }
    for (entry, component) in entries {
      var memberName = SwiftGenIdentifier.memberName(component)
      if memberName.filter({ $0 != "`" }).isEmpty {
        // SwiftGen would emit an empty name here (a key of punctuation, `%@: %@`): name it from its characters.
        let described = SwiftIdentifier.lowerCamelCase(
          SwiftIdentifier.describingWords(of: component).joined(separator: " "))
        memberName = SwiftIdentifier.escapedIfNeeded(described.isEmpty ? "emptyKey" : described)
        diagnostics.append(
          .note(
            "the key \(SwiftLiteral.string(entry.key)) gives no Swift name under SwiftGen's rules; "
              + "it is generated as '\(memberName)'", at: entry.location, rule: .unnamedKey))
      }
      let bare = memberName.filter { $0 != "`" }
      if taken.contains(bare) {
        var suffix = 2
        while taken.contains("\(bare)\(suffix)") { suffix += 1 }
        memberName = "\(bare)\(suffix)"
        diagnostics.append(
          .warning(
            "the key \(SwiftLiteral.string(entry.key)) is named '\(bare)' like another key or enum at the same level "
              + "(SwiftGen's output would not compile); it is generated as '\(memberName)', rename one of the keys",
            at: entry.location, rule: .nameCollision))
      }
      taken.insert(memberName.filter { $0 != "`" })
      members.append(memberValue(entry, name: memberName, table: table, diagnostics: &diagnostics))
    }

    return SwiftGenContext.Namespace(
      name: name,
      members: members,
      namespaces: children.map {
        namespaceValue($0.value.level, name: $0.key, table: table, diagnostics: &diagnostics)
      }
    )
  }

  private func memberValue(
    _ entry: LocalizationEntry, name: String, table: LocalizationTable, diagnostics: inout [Diagnostic]
  ) -> SwiftGenContext.Member {
    let value = entry.values[table.developmentLanguage] ?? .text(entry.key, at: entry.location)
    let problems = entry.format(in: table.developmentLanguage)?.problems ?? ValueFormat(of: value).problems
    let signature = entry.apiSignature(developmentLanguage: table.developmentLanguage).parameters
    // For a position hole, the generated function passes a neutral value there, so later arguments keep
    // their positions.
    diagnostics += problems.map { $0.generationDiagnostic(forKey: entry.key, at: value.location) }
    let ourTypes = Dictionary(signature.map { ($0.position, $0.type) }, uniquingKeysWith: { a, _ in a })
    // Today's SwiftGen, then SwiftGen before 6.6 (space flag), then every argument L10nGen finds: each
    // signature that differs is generated, so call sites written against any of them compile.
    let current = SwiftGenPlaceholders.parameters(for: value)
    let legacy = SwiftGenPlaceholders.parameters(for: value, legacySpaceFlag: true)
    let complete = signature.filter { $0.position <= SwiftGenPlaceholders.maximumPosition }.map {
      SwiftGenPlaceholders.Parameter(position: $0.position, kind: SwiftGenPlaceholders.Kind($0.type))
    }
    var signatures: [[SwiftGenPlaceholders.Parameter]] = [current]
    if legacy.map(\.kind) != current.map(\.kind) { signatures.append(legacy) }
    if !signatures.contains(where: { $0.count == complete.count }) { signatures.append(complete) }
    let functions = signatures.filter { !$0.isEmpty }.map { functionValue($0, fillingHolesWith: ourTypes) }
    let fallback = FallbackText.make(for: value)
    let shown =
      entry.comment.flatMap { $0.isEmpty ? nil : $0 }
      ?? (value.isVariable ? "Plural format key: \"\(fallback.display)\"" : fallback.display)
    return SwiftGenContext.Member(
      name: name,
      docLines: SwiftLiteral.docCommentLines(shown).map { $0.isEmpty ? "///" : "/// \($0)" },
      keyLiteral: SwiftLiteral.string(entry.key),
      fallbackLiteral: SwiftLiteral.string(fallback.format),
      isProperty: signatures.contains { $0.isEmpty },
      functions: functions
    )
  }

  /// A `static func` taking `parameters` as `_ p1, _ p2…` and passing each at its position; a position no
  /// parameter takes (SwiftGen drops holes) gets a neutral value of the type the string expects there.
  private func functionValue(
    _ parameters: [SwiftGenPlaceholders.Parameter], fillingHolesWith types: [Int: FormatArgumentType]
  ) -> SwiftGenContext.Function {
    let byPosition = Dictionary(
      parameters.enumerated().map { ($1.position, (index: $0 + 1, kind: $1.kind)) }, uniquingKeysWith: { a, _ in a })
    let highest = parameters.map(\.position).max() ?? 0
    let arguments = (1...max(highest, 1)).compactMap { position -> String? in
      if let parameter = byPosition[position] { return parameter.kind.localizationArgument("p\(parameter.index)") }
      guard highest > 0 else { return nil }
      switch types[position] {
      case .int?, .uint?, .character?, .unichar?: return ".int(0)"
      case .double?: return ".double(0)"
      default: return ".string(\"\")"
      }
    }
    let signature = parameters.enumerated().map { "_ p\($0.offset + 1): \($0.element.kind.swiftType)" }
    return SwiftGenContext.Function(
      parameters: signature.joined(separator: ", "), arguments: arguments.joined(separator: ", "))
  }
}
