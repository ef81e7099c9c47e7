import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

/// Every table of the shared corpus (apps and peer generators' fixtures) generates Swift that compiles in Swift 6
/// mode with strict concurrency and warnings as errors; the known-broken fixtures give error diagnostics instead.
@Suite(.enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH")) struct CorpusCompileTests {
  /// The tables whose inputs are deliberately wrong, by group and table, with the reason.
  /// Errors in the development language only: entry-level problems in translations (R.swift's `Settings` fixture,
  /// whose Dutch value names an undefined `%#@first@`) are warnings under the severity policy, and entry-level
  /// problems that still let the API be built (placeholder types, position holes, `%0$@`) are warnings too; those
  /// tables must generate code that compiles.
  static let expectedErrors: [String: [String: String]] = [
    "mac-cain13__R.swift/Examples/ResourceApp/ResourceApp/Strings/Generic.stringsdict": [
      "Generic": "R.swift's fault fixture: undefined variables %#@missing@ and %#@first_one@, argument 1 as %d and %u"
    ],
    "SwiftGen__SwiftGen/Sources/TestUtils/Fixtures/Resources/Strings/LocPluralErrorBothTypeKeys.stringsdict": [
      "LocPluralErrorBothTypeKeys": "SwiftGen's error fixture: an entry with a format key and a width rule"
    ],
    "SwiftGen__SwiftGen/Sources/TestUtils/Fixtures/Resources/Strings/LocPluralErrorInvalidVariableValue.stringsdict": [
      "LocPluralErrorInvalidVariableValue": "SwiftGen's error fixture: a plural variable of value type '@'"
    ],
    "SwiftGen__SwiftGen/Sources/TestUtils/Fixtures/Resources/Strings/LocPluralErrorMissingVariable.stringsdict": [
      "LocPluralErrorMissingVariable": "SwiftGen's error fixture: %#@hat_bewertung@ names an undefined variable"
    ],
  ]

  /// What one group produced: the tables compiled, the tables that failed generation, and the compiler's verdict.
  struct GroupOutcome: Sendable {
    var group: String
    var compiledTables: [String] = []
    var tablesWithErrors: [String: [Diagnostic]] = [:]
    var outputFolder: String?
    var compilerOutput: String?
  }

  @Test(
    .enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus beside the package"),
    arguments: ["structured", "flat", "swiftgen"])
  func everyCorpusTableGeneratesCodeThatCompiles(template: String) throws {
    let corpus = try #require(PackagePaths.corpus)
    var skipped: [String] = []
    let groups = try CorpusCompileGroup.discover(in: corpus, skipped: &skipped)
    #expect(groups.count > 40, "the corpus should hold dozens of projects")
    // Xcode's exports are copies of tables from several targets: a folder search never reads them as one project.
    #expect(skipped.contains { $0.hasSuffix(".xcloc") }, "the corpus's .xcloc exports must be skipped: \(skipped)")
    #expect(groups.allSatisfy { !$0.name.contains(".xcloc/") })
    let unknown = Set(Self.expectedErrors.keys).subtracting(groups.map(\.name))
    #expect(unknown.isEmpty, "expected errors name groups that do not exist: \(unknown.sorted())")
    let temporary = try TemporaryDirectory()
    var outcomes = try groups.enumerated().map { index, group in
      try Self.generate(
        group, template: template, into: (temporary.path as NSString).appendingPathComponent("\(index)"))
    }

    let folders = outcomes.map(\.outputFolder)
    let compiled = CompilerRuns(count: folders.count)
    DispatchQueue.concurrentPerform(iterations: folders.count) { index in
      guard let folder = folders[index] else { return }
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map {
        (folder as NSString).appendingPathComponent($0)
      }
      let result = try? SwiftCompiler.typecheck(files, extraArguments: ["-module-name", "Corpus\(index)"])
      compiled.record(index, result.map { $0.succeeded ? nil : $0.output } ?? "swiftc could not be started")
    }
    for index in outcomes.indices { outcomes[index].compilerOutput = compiled.output(at: index) }

    for outcome in outcomes {
      #expect(
        outcome.compilerOutput == nil,
        "\(template) code of \(outcome.group) does not compile:\n\(outcome.compilerOutput?.prefix(4000) ?? "")")
      let expected = Self.expectedErrors[outcome.group] ?? [:]
      #expect(
        Set(outcome.tablesWithErrors.keys) == Set(expected.keys),
        """
        tables with generation errors in \(outcome.group) differ from the expected ones:
        \(outcome.tablesWithErrors.values.joined().map(\.description).joined(separator: "\n"))
        """)
    }
    let tableCount = outcomes.map(\.compiledTables.count).reduce(0, +)
    let withErrors = outcomes.filter { !$0.tablesWithErrors.isEmpty }.count
    print(
      "\(template): compiled \(tableCount) tables in \(outcomes.count) groups; \(withErrors) groups with expected errors"
    )
    #expect(tableCount > 100)
  }

  /// Runs the pipeline over a group; when it reports errors, finds the tables at fault by generating each table
  /// alone, and generates the others without them. Writes the files of the tables that generate into `folder`.
  static func generate(_ group: CorpusCompileGroup, template: String, into folder: String) throws -> GroupOutcome {
    var config = L10nGenConfig()
    config.bundle = "Bundle.main"
    config.template = template
    let templates = try #require(TemplateSet.builtin(named: template))
    var outcome = GroupOutcome(group: group.name)
    var result = GeneratorPipeline.run(files: group.files, config: config, templates: templates)
    var tables = group.tables
    if result.hasErrors {
      for table in tables {
        let alone = GeneratorPipeline.run(files: group.files(ofTables: [table]), config: config, templates: templates)
        if alone.hasErrors {
          outcome.tablesWithErrors[table] = alone.diagnostics.filter { $0.severity == .error }
        }
      }
      for (table, diagnostics) in outcome.tablesWithErrors {
        let tableFiles = Set(group.files(ofTables: [table]).map(\.path))
        #expect(
          diagnostics.allSatisfy { $0.location.map { tableFiles.contains($0.file) } ?? false },
          "every error about \(table) in \(group.name) must point into one of its files: \(diagnostics)")
      }
      tables.removeAll { outcome.tablesWithErrors[$0] != nil }
      guard !tables.isEmpty else { return outcome }
      result = GeneratorPipeline.run(files: group.files(ofTables: Set(tables)), config: config, templates: templates)
      #expect(!result.hasErrors, "\(group.name) without its failing tables: \(result.diagnostics)")
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for file in result.files {
      try Data(file.contents.utf8).write(
        to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(file.name)))
    }
    outcome.compiledTables = tables
    outcome.outputFolder = folder
    return outcome
  }
}

/// The compiler output of each group (`nil` when it compiled), filled from concurrent compiler runs.
private final class CompilerRuns: @unchecked Sendable {
  private let lock = NSLock()
  private var outputs: [String?]

  init(count: Int) { outputs = Array(repeating: nil, count: count) }

  func record(_ index: Int, _ output: String?) {
    lock.withLock { outputs[index] = output }
  }

  func output(at index: Int) -> String? {
    lock.withLock { outputs[index] }
  }
}
