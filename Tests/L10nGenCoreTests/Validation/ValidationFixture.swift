import Foundation
import L10nGenCore

/// Small in-memory projects for rule tests: `[path: .strings text]` read through `TableBuilder`.
enum ValidationFixture {
  /// The tables of the files, with their diagnostics.
  static func tables(
    _ files: [String: String], developmentLanguage: String? = nil
  ) -> (tables: [LocalizationTable], diagnostics: [Diagnostic]) {
    let inputs = files.map { InputFile(path: $0.key, data: Data($0.value.utf8)) }
    return TableBuilder.buildTables(from: inputs, developmentLanguage: developmentLanguage)
  }

  /// The files read and analysed as every run analyses them, for a ``ValidationContext``.
  static func project(_ files: [String: String], developmentLanguage: String? = nil) -> AnalyzedProject {
    var config = L10nGenConfig()
    config.developmentLanguage = developmentLanguage
    return AnalyzedProject(analyzing: tables(files, developmentLanguage: developmentLanguage).tables, config: config)
  }

  /// What `rule` finds in the project made of `files`.
  static func check(
    _ rule: any ValidationRule, _ files: [String: String], filter: DiagnosticFilter = DiagnosticFilter()
  ) -> [Diagnostic] {
    let context = ValidationContext(project: project(files), filter: filter)
    return context.tables.flatMap { rule.check($0, in: context) }
  }
}
