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

  /// What `rule` finds in the project made of `files`.
  static func check(
    _ rule: any ValidationRule, _ files: [String: String], filter: DiagnosticFilter = DiagnosticFilter()
  ) -> [Diagnostic] {
    let tables = tables(files).tables
    let context = ValidationContext(tables: tables, filter: filter)
    return tables.flatMap { rule.check($0, in: context) }
  }
}
