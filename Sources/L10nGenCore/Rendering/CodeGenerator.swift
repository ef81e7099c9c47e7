/// Renders the Swift files of a run from tables, a configuration and a template.
///
/// The configuration's ``TemplateMode`` decides which context the template gets (``StructuredContext`` or
/// ``SwiftGenContext`` for a table's file); the template's name never does.
public enum CodeGenerator {
  /// Generates the support file and one file per table in `plannedTables` (a planned table that was
  /// excluded or has no entries still gets a file, so that build systems always find their declared outputs).
  /// Without `templates`, only the naming diagnostics are produced (for `lint`); format problems of development
  /// values are ``DevelopmentFormatRule``'s. With `interface`, the registry of its `lz*` keys is rendered too
  /// (``OutputPlan/interfaceRegistryFileName``).
  public static func generate(
    tables: [LocalizationTable], plannedTables: [String], config: L10nGenConfig, templates: TemplateSet?,
    interface: InterfaceProject? = nil
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    var files: [GeneratedFile] = []
    let diagnostics = visitFiles(
      tables: tables, plannedTables: plannedTables, config: config, interface: interface,
      buildsContexts: templates != nil
    ) { fileName, context in
      guard let templates else { return [] }
      do {
        let text = try templates.main.render(
          MustacheValueEncoder().encode(context), partials: templates.partials, escaping: .none)
        files.append(GeneratedFile(name: fileName, contents: normalized(text)))
        return []
      } catch {
        return [.error("template \(templates.name) failed: \(error)", at: nil, rule: .templateError)]
      }
    }
    return (files, diagnostics)
  }

  /// The context each file of the run is rendered with, by file name, and the diagnostics `generate` reports
  /// besides rendering errors: what `context.json` snapshots record, and what a template author's template gets.
  public static func contexts(
    tables: [LocalizationTable], plannedTables: [String], config: L10nGenConfig, interface: InterfaceProject? = nil
  ) -> (contexts: [String: TemplateContext], diagnostics: [Diagnostic]) {
    var contexts: [String: TemplateContext] = [:]
    let diagnostics = visitFiles(
      tables: tables, plannedTables: plannedTables, config: config, interface: interface, buildsContexts: true
    ) {
      contexts[$0] = $1
      return []
    }
    return (contexts, diagnostics)
  }

  /// Builds the context of every file of the run in output order and hands each to `visit` (which returns the
  /// diagnostics it finds), so that only one table's context is alive at a time. With `buildsContexts` false, only
  /// the configuration and naming diagnostics are collected and `visit` is never called.
  private static func visitFiles(
    tables: [LocalizationTable], plannedTables: [String], config: L10nGenConfig, interface: InterfaceProject?,
    buildsContexts: Bool,
    _ visit: (_ fileName: String, _ context: TemplateContext) -> [Diagnostic]
  ) -> [Diagnostic] {
    var config = config
    let mode = config.templateMode
    if mode == .flat { config.structure = .flat }
    var diagnostics: [Diagnostic] = []
    if let conflict = TemplateMode.conflict(template: config.template, context: config.context) {
      diagnostics.append(.error(conflict, at: nil, rule: .invalidConfiguration))
    }
    let included = tables.filter { config.tables?.contains($0.name) ?? true }.analyzedIfNeeded()
    let byName = Dictionary(included.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    if buildsContexts {
      diagnostics += visit(OutputPlan.supportFileName, .supportFile(SupportFileContext(config: config)))
    }
    // Every name of the run, and every naming diagnostic, is decided here once.
    let symbols = SymbolTable(tables: byName.keys.sorted().map { byName[$0]! }, config: config)
    diagnostics += symbols.diagnostics
    let builder = TableViewModelBuilder(config: config, symbols: symbols)
    let swiftGenBuilder = symbols.style == .swiftGen ? SwiftGenViewModelBuilder(config: config, symbols: symbols) : nil
    guard buildsContexts else { return diagnostics }
    for tableName in Set(plannedTables).union(byName.keys).sorted() {
      let fileName = OutputPlan.fileName(forTable: tableName)
      if let table = byName[tableName] {
        let context: TemplateContext =
          if let swiftGenBuilder {
            .swiftGenTable(swiftGenBuilder.build(table))
          } else {
            .structuredTable(builder.build(table))
          }
        diagnostics += visit(fileName, context)
      } else {
        let reason = tables.contains { $0.name == tableName } ? "excluded by the configuration's 'tables'" : "empty"
        diagnostics += visit(fileName, .emptyFile(EmptyFileContext(table: tableName, reason: reason)))
      }
    }
    if let interface, buildsContexts {
      // The registry's keys are values of the interface table's key type, when the run generates one.
      let keyType = symbols.symbols(ofTable: interface.keyTable)?.keyType
      let context = InterfaceRegistryContext(
        interface: interface, config: config, keyType: keyType, ownBundle: mode.context == .swiftgen)
      diagnostics += visit(OutputPlan.interfaceRegistryFileName, .interfaceRegistry(context))
    }
    return diagnostics
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
