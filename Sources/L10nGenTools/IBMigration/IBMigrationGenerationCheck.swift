package import Foundation
package import L10nGenCore

/// What `generate` would newly reject once a migration's files are written: the pipeline runs in memory over the
/// project's files before and after, and every error only the result has becomes one `ib-migrate-plan` error, so
/// that the migration is refused before anything is written.
package enum IBMigrationGenerationCheck {
  /// The errors `changes` (new bytes by standardized path) would add to `files` (the project's table and IB files,
  /// by standardized path); a changed `.strings` file that is not among `files` is a new table.
  package static func introducedErrors(
    files: [InputFile], changes: [String: Data], config: L10nGenConfig
  ) -> [Diagnostic] {
    var changed = changes
    var after: [InputFile] = []
    for file in files {
      after.append(InputFile(path: file.path, data: changed.removeValue(forKey: file.path) ?? file.data))
    }
    for (path, data) in changed.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".strings") {
      after.append(InputFile(path: path, data: data))
    }
    func errors(_ files: [InputFile]) -> [Diagnostic] {
      GeneratorPipeline.run(files: files, config: config, templates: nil).diagnostics.filter { $0.severity == .error }
    }
    let before = Set(errors(files).map { "\($0.rule.rawValue): \($0.message)" })
    let introduced = errors(after).filter { !before.contains("\($0.rule.rawValue): \($0.message)") }
    guard let first = introduced.first else { return [] }
    let example =
      first.location.map { " (first: \($0.file):\($0.line): \(first.message))" } ?? " (first: \(first.message))"
    return [
      .error(
        "generate would reject the migrated project with \(introduced.count) new error(s)\(example); nothing was "
          + "written (check --development-language and --table-folder)", at: nil, rule: .ibMigratePlan)
    ]
  }
}
