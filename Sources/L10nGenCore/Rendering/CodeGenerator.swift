/// Renders the Swift files of a run from tables, a configuration and a template.
public enum CodeGenerator {
  /// Generates the support file and one file per table in `plannedTables` (a planned table that was
  /// excluded or has no entries still gets a file, so that build systems always find their declared outputs).
  /// Without `templates`, only the naming and typing diagnostics are produced (for `lint`).
  public static func generate(
    tables: [LocalizationTable], plannedTables: [String], config: L10nGenConfig, templates: TemplateSet?
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    let renders = templates != nil
    var config = config
    if config.template == TemplateSet.flatTemplateName { config.structure = .flat }
    var diagnostics: [Diagnostic] = []
    var files: [GeneratedFile] = []
    let included = tables.filter { config.tables?.contains($0.name) ?? true }
    let byName = Dictionary(included.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    func render(_ context: @autoclosure () -> MustacheValue, as fileName: String) {
      guard let templates else { return }
      do {
        let text = try templates.main.render(context(), partials: templates.partials, escaping: .none)
        files.append(GeneratedFile(name: fileName, contents: normalized(text)))
      } catch {
        diagnostics.append(.error("template \(templates.name) failed: \(error)", at: nil, rule: .templateError))
      }
    }

    render(supportContext(config: config), as: OutputPlan.supportFileName)
    let tableNames = TableSwiftNames(
      tables: Array(byName.values), defaultTableName: TableViewModelBuilder.defaultTableName)
    var builder = TableViewModelBuilder(config: config, tableNames: tableNames)
    let swiftGenBuilder =
      config.template == SwiftGenViewModelBuilder.templateName
      ? SwiftGenViewModelBuilder(config: config, nestsTablesInEnums: byName.count > 1) : nil
    if swiftGenBuilder == nil { diagnostics += tableNames.diagnostics }
    if config.keySymbols && swiftGenBuilder == nil {
      let keySymbols = TableViewModelBuilder.keySymbolNames(for: byName.keys.sorted().map { byName[$0]! })
      builder.keySymbolNames = keySymbols.names
      // Notes about names built from a key's characters are already reported for its accessor.
      diagnostics += keySymbols.diagnostics.filter { $0.severity != .note }
    }
    for tableName in Set(plannedTables).union(byName.keys).sorted() {
      if let table = byName[tableName] {
        guard renders || swiftGenBuilder != nil else {
          diagnostics += builder.diagnostics(for: table)
          continue
        }
        let (context, tableDiagnostics) = swiftGenBuilder?.build(table) ?? builder.build(table)
        diagnostics += tableDiagnostics
        render(context, as: OutputPlan.fileName(forTable: tableName))
      } else {
        let reason = tables.contains { $0.name == tableName } ? "excluded by the configuration's 'tables'" : "empty"
        render(
          .object([
            "isEmptyFile": true,
            "header": .string("\(GeneratedFile.headerPrefix): the table \(tableName) is \(reason)."),
          ]), as: OutputPlan.fileName(forTable: tableName))
      }
    }
    return (files, diagnostics)
  }

  static func supportContext(config: L10nGenConfig) -> MustacheValue {
    let bundleLines =
      config.bundle.map { [$0] } ?? [
        "#if SWIFT_PACKAGE", "Bundle.module", "#else", "Bundle(for: L10nGenBundleToken.self)", "#endif",
      ]
    return .object([
      "isSupportFile": true,
      "header": .string("\(GeneratedFile.headerPrefix). Do not edit."),
      "access": .string(config.accessLevel.rawValue),
      // The support file's public API (the root enum) uses nothing from L10nKit: a `public import` would be unused.
      "importAccess": "",
      "enumName": .string(config.enumName),
      "bundleExpression": .list(bundleLines.map(MustacheValue.string)),
      "needsBundleToken": .bool(config.bundle == nil),
    ])
  }

  /// LF line endings, no trailing whitespace, exactly one trailing newline.
  static func normalized(_ text: String) -> String {
    if isNormalized(text) { return text }
    // One pass over UTF-8 bytes, written straight into the result (a generated file can be hundreds of MB):
    // CR LF → LF, lone CR → LF, spaces before a line break dropped. The result is never longer than the text + 1.
    return String(unsafeUninitializedCapacity: text.utf8.count + 1) { output in
      var count = 0
      var pendingSpaces = 0
      var previousWasCarriageReturn = false
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: " "):
          pendingSpaces += 1
          previousWasCarriageReturn = false
        case UInt8(ascii: "\n") where previousWasCarriageReturn:
          previousWasCarriageReturn = false
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          pendingSpaces = 0
          output[count] = UInt8(ascii: "\n")
          count += 1
          previousWasCarriageReturn = byte == UInt8(ascii: "\r")
        default:
          for _ in 0..<pendingSpaces {
            output[count] = UInt8(ascii: " ")
            count += 1
          }
          pendingSpaces = 0
          output[count] = byte
          count += 1
          previousWasCarriageReturn = false
        }
      }
      while count > 0, output[count - 1] == UInt8(ascii: "\n") { count -= 1 }
      output[count] = UInt8(ascii: "\n")
      return count + 1
    }
  }

  /// Whether `normalized(_:)` would return `text` unchanged (then no copy of a possibly huge file is made):
  /// no CR, no space before a line break, and exactly one trailing newline.
  private static func isNormalized(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && previous == UInt8(ascii: " ")) { return false }
      previous = byte
    }
    return text.utf8.last == UInt8(ascii: "\n") && text.utf8.dropLast().last != UInt8(ascii: "\n")
  }
}
