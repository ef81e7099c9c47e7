/// Renders the Swift files of a run from tables, a configuration and a template.
public enum CodeGenerator {
  /// Generates the support file and one file per table in `plannedTables` (a planned table that was
  /// excluded or has no entries still gets a file, so that build systems always find their declared outputs).
  /// With `renders` false, only the naming and typing diagnostics are produced (for `lint`).
  public static func generate(
    tables: [LocalizationTable], plannedTables: [String], config: L10nGenConfig, templates: TemplateSet,
    renders: Bool = true
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    var adjustedConfig = config
    if config.template == TemplateSet.flatTemplateName { adjustedConfig.structure = .flat }
    let config = adjustedConfig
    let included = tables.filter { config.tables?.contains($0.name) ?? true }
    let byName = Dictionary(included.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// One planned file: the rendered file (when rendering) and the diagnostics found on the way.
    typealias Output = (file: GeneratedFile?, diagnostics: [Diagnostic])

    @Sendable func render(_ context: @autoclosure () -> MustacheValue, as fileName: String) -> Output {
      guard renders else { return (nil, []) }
      do {
        let text = try templates.main.render(context(), partials: templates.partials, escaping: .none)
        return (GeneratedFile(name: fileName, contents: normalized(text)), [])
      } catch {
        return (nil, [.error("template \(templates.name) failed: \(error)", at: nil)])
      }
    }

    let builder = TableViewModelBuilder(
      config: config,
      tableNamespaces: Set(
        byName.keys.filter { $0 != TableViewModelBuilder.defaultTableName }.map(TableViewModelBuilder.namespaceName)))
    let swiftGenBuilder =
      config.template == SwiftGenViewModelBuilder.templateName
      ? SwiftGenViewModelBuilder(config: config, nestsTablesInEnums: byName.count > 1) : nil
    var outputs = [render(supportContext(config: config), as: OutputPlan.supportFileName)]
    // Tables are independent: they are built and rendered concurrently, and gathered in name order.
    outputs += Set(plannedTables).union(byName.keys).sorted().concurrentMap { tableName -> Output in
      guard let table = byName[tableName] else {
        let reason = tables.contains { $0.name == tableName } ? "excluded by the configuration's 'tables'" : "empty"
        return render(
          .object([
            "isEmptyFile": true,
            "header": .string("\(GeneratedFile.headerPrefix): the table \(tableName) is \(reason)."),
          ]), as: OutputPlan.fileName(forTable: tableName))
      }
      guard renders || swiftGenBuilder != nil else { return (nil, builder.diagnostics(for: table)) }
      let (context, tableDiagnostics) = swiftGenBuilder?.build(table) ?? builder.build(table)
      let rendered = render(context, as: OutputPlan.fileName(forTable: tableName))
      return (rendered.file, tableDiagnostics + rendered.diagnostics)
    }
    return (outputs.compactMap(\.file), outputs.flatMap(\.diagnostics))
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
      "importAccess": .string(config.accessLevel == .internal ? "" : "\(config.accessLevel.rawValue) "),
      "enumName": .string(config.enumName),
      "bundleExpression": .list(bundleLines.map(MustacheValue.string)),
      "needsBundleToken": .bool(config.bundle == nil),
    ])
  }

  /// LF line endings, no trailing whitespace, exactly one trailing newline.
  static func normalized(_ text: String) -> String {
    // One pass over UTF-8 bytes: CR LF → LF, lone CR → LF, spaces before a line break dropped.
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + 1)
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
        output.append(UInt8(ascii: "\n"))
        previousWasCarriageReturn = byte == UInt8(ascii: "\r")
      default:
        if pendingSpaces > 0 {
          output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: pendingSpaces))
          pendingSpaces = 0
        }
        output.append(byte)
        previousWasCarriageReturn = false
      }
    }
    while output.last == UInt8(ascii: "\n") { output.removeLast() }
    output.append(UInt8(ascii: "\n"))
    return String(decoding: output, as: UTF8.self)
  }
}
