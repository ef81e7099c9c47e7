import Foundation
import L10nGenCore

/// Times `undefined-key`'s "did you mean" against the whole `lint --sources` run that contains it, on every corpus
/// app with sources and on all of them together (one 1,400-file project), in the same run.
///
/// Usage: `l10n-gen-benchmarks suggest [--corpus <dir>] [--iterations <n>]`. "before" is the suggestion as it was
/// computed until 2026-12-01 (copied below: every undefined usage, `[Character]` Levenshtein against every key,
/// even with the rule disabled); "after" is ``Suggestion/Candidates`` over the usages the rule now checks. Each is
/// printed as a share of the lint run it belongs to (the run measured minus the new cost plus the old one for
/// "before").
enum SuggestionBenchmark {
  static func run(_ arguments: [String]) throws {
    var corpusPath = "../shared/corpus"
    var iterations = 5
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--corpus": corpusPath = remaining.popFirst() ?? corpusPath
      case "--iterations": iterations = Int(remaining.popFirst() ?? "") ?? iterations
      default: throw ParseBenchmark.BenchmarkError.unknownOption(argument)
      }
    }
    let corpus = URL(fileURLWithPath: corpusPath).standardizedFileURL
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) else {
      throw ParseBenchmark.BenchmarkError.noCorpus(corpus.path)
    }
    var everything: (tables: [InputFile], sources: [InputFile]) = ([], [])
    print("suggest: \"did you mean\" of undefined-key as a share of lint --sources, \(iterations) iterations")
    for name in names.sorted() {
      let app = try files(in: corpus.appendingPathComponent(name))
      guard !app.sources.isEmpty, !app.tables.isEmpty else { continue }
      everything.tables += app.tables
      everything.sources += app.sources
      try measure(name, app, iterations: iterations)
    }
    try measure("all apps as one project", everything, iterations: iterations)
  }

  /// The tables (`.lproj` files and catalogs, not in `.xcloc` exports) and sources below `root`.
  static func files(in root: URL) throws -> (tables: [InputFile], sources: [InputFile]) {
    var tables: [InputFile] = []
    var sources: [InputFile] = []
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
      return ([], [])
    }
    for case let url as URL in enumerator where !url.path.contains(".xcloc/") {
      let isTable =
        url.pathExtension == "xcstrings"
        || (["strings", "stringsdict"].contains(url.pathExtension)
          && url.deletingLastPathComponent().pathExtension == "lproj")
      if isTable {
        tables.append(InputFile(path: url.path, data: try Data(contentsOf: url)))
      } else if SourceLanguage(path: url.path) != nil {
        sources.append(InputFile(path: url.path, data: try Data(contentsOf: url)))
      }
    }
    return (tables.sorted { $0.path < $1.path }, sources.sorted { $0.path < $1.path })
  }

  /// One app: the lint run, then the suggestions before and after.
  static func measure(_ name: String, _ app: (tables: [InputFile], sources: [InputFile]), iterations: Int) throws {
    let config = L10nGenConfig()
    var lintTimes: [Double] = []
    var tables: [LocalizationTable] = []
    for _ in 0..<iterations {
      lintTimes.append(
        time {
          let result = GeneratorPipeline.run(
            files: app.tables, config: config, templates: nil, validator: .lint, sources: app.sources)
          tables = result.tables
          return result.diagnostics.count
        })
    }
    let index = KeyUsageIndex.scanning(
      app.sources, config: config, project: AnalyzedProject(analyzing: tables, config: config))
    // The undefined usages of each table, as the rule found them before (all) and now (those it checks).
    var before: [(keys: [String], usages: [String])] = []
    var after: [(keys: [String], usages: [String])] = []
    for table in tables {
      let keys = table.definedEntries.map(\.key)
      let defined = Set(keys)
      let undefined = index.usages(ofTable: table.name).filter { usage in
        !usage.isCompilerChecked && !(usage.key.text.map(defined.contains) ?? keys.contains(where: usage.key.matches))
      }
      before.append((keys, undefined.map(\.key.description)))
      after.append(
        (keys, undefined.filter { !$0.isDebugOnly && $0.key.hasLetter }.map(\.key.description)))
    }
    var oldTimes: [Double] = []
    var newTimes: [Double] = []
    for _ in 0..<iterations {
      oldTimes.append(
        time {
          before.reduce(0) { total, table in
            total + table.usages.reduce(0) { $0 + (previousClosest(to: $1, among: table.keys) == nil ? 0 : 1) }
          }
        })
      newTimes.append(
        time {
          after.reduce(0) { total, table in
            guard !table.usages.isEmpty else { return total }
            var candidates = Suggestion.Candidates(table.keys)
            return total + table.usages.reduce(0) { $0 + (candidates.closest(to: $1) == nil ? 0 : 1) }
          }
        })
    }
    let lint = ParseBenchmark.median(lintTimes)
    let old = ParseBenchmark.median(oldTimes)
    let new = ParseBenchmark.median(newTimes)
    let keyCount = tables.reduce(0) { $0 + $1.definedEntries.count }
    print(
      "  \(name): \(app.sources.count) sources, \(keyCount) keys; lint \(ms(lint)) ms; "
        + "before \(before.reduce(0) { $0 + $1.usages.count }) undefined, \(ms(old)) ms "
        + "(\(percent(old, of: lint - new + old)) of lint); after \(after.reduce(0) { $0 + $1.usages.count }) "
        + "checked, \(ms(new)) ms (\(percent(new, of: lint)))")
  }

  /// The suggestion as computed before 2026-12-01, for comparison: the full distance to every candidate.
  static func previousClosest(to input: String, among candidates: [String]) -> String? {
    let limit = max(2, input.count / 3)
    let scored = candidates.map { ($0, Suggestion.distance(Array(input.lowercased()), Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
  }

  static func time(_ work: () -> Int) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = work()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if result == -1 { print("") }  // keeps `result` alive
    return elapsed
  }

  static func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

  static func percent(_ part: Double, of whole: Double) -> String {
    String(format: "%.1f%%", whole > 0 ? part / whole * 100 : 0)
  }
}
