import Foundation

/// Builds the ``SwiftGenContext`` of one table (the `swiftgen` template's context): the nesting and signatures of
/// SwiftGen's `structured-swift5` template, with lookups that go through L10nKit. Names come from the run's
/// ``SymbolTable`` in SwiftGen's ``NamingStyle``.
///
/// - Keys split on the configured separator, empty components dropped; the last component names the member, the
///   others nested enums (see ``NamingStyle/swiftGen``).
/// - A single table's members are members of the root enum; with several tables in the run, each table is an
///   enum named after it (`L10n.Localizable.…`, `L10n.InfoPlist.…`).
/// - Plain strings are computed `static var`s (SwiftGen's `static let` is called the same way but would freeze
///   the first language); formatted strings are `static func`s with SwiftGen's parameters (`_ p1: Int, _ p2: Any`)
///   from `SwiftGenPlaceholders`. When L10nGen finds more arguments than SwiftGen (specifiers inside plural
///   variants, `%lf`), an overload taking all of them is added, so SwiftGen call sites keep compiling.
struct SwiftGenViewModelBuilder {
  var config: L10nGenConfig
  /// The names of every table and accessor of the run, in SwiftGen's style.
  var symbols: SymbolTable

  /// The context for the table's file (naming diagnostics are the symbol table's, format problems
  /// ``DevelopmentFormatRule``'s).
  func build(_ table: LocalizationTable) -> SwiftGenContext {
    guard let names = symbols.symbols(ofTable: table.name) else {
      preconditionFailure("the table \(table.name) is not among the run's generated tables")
    }
    var entries: [String: LocalizationEntry] = [:]
    for entry in SymbolTable.namedEntries(of: table) where entries[entry.key] == nil { entries[entry.key] = entry }

    func namespaceValue(_ namespace: KeyNamespace, name: String) -> SwiftGenContext.Namespace {
      SwiftGenContext.Namespace(
        name: name,
        members: namespace.members.compactMap { member in
          entries[member.key].map { memberValue($0, name: member.swiftName, table: table) }
        },
        namespaces: namespace.namespaces.map { namespaceValue($0, name: $0.swiftName) }
      )
    }

    let namespace: SwiftGenContext.Namespace
    if let tableEnum = names.namespace {
      namespace = SwiftGenContext.Namespace(
        name: "", members: [], namespaces: [namespaceValue(names.accessors, name: tableEnum)])
    } else {
      namespace = namespaceValue(names.accessors, name: "")
    }

    let context = SwiftGenContext(
      header: "\(OutputPlan.generatedFileHeaderPrefix) from \(table.name) (\(table.developmentLanguage)). Do not edit.",
      access: config.accessLevel.declarationModifiers,
      accessLevel: config.accessLevel.rawValue,
      enumName: config.enumName,
      tableName: table.name,
      tableLiteral: SwiftLiteral.string(table.name),
      developmentLanguage: table.developmentLanguage,
      root: namespace
    )
    return context
  }

  private func memberValue(
    _ entry: LocalizationEntry, name: String, table: LocalizationTable
  ) -> SwiftGenContext.Member {
    let value = entry.values[table.developmentLanguage] ?? .text(entry.key, at: entry.location)
    let signature = entry.apiSignature(developmentLanguage: table.developmentLanguage).parameters
    // For a position hole, the generated function passes a neutral value there, so later arguments keep
    // their positions.
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
