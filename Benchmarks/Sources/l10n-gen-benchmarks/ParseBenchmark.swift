import Foundation
import L10nGenCore

/// Times our parsers against Foundation's on the same bytes, in the same run.
///
/// Usage: `l10n-gen-benchmarks parse [--corpus <dir>] [--iterations <n>] [--only .strings|.stringsdict|pipeline|pipeline-process]
/// [--tool <l10n-gen>]`. The corpus defaults to
/// `../shared/corpus` relative to the current directory. Each input kind is one `InputKind` in `kinds`;
/// adding a format means adding one entry there.
enum ParseBenchmark {
  /// One kind of input file, with our parser and the Foundation reference for it.
  struct InputKind: Sendable {
    /// Shown in the report.
    var name: String
    /// File name suffix, e.g. `.strings`.
    var suffix: String
    /// Our parser; returns a number that depends on the result, so that the work cannot be skipped.
    var ours: @Sendable (Data, String) -> Int
    /// The reference, same contract.
    var reference: @Sendable (Data, String) -> Int
  }

  static let kinds: [InputKind] = [
    InputKind(
      name: ".strings", suffix: ".strings",
      ours: { data, path in StringsFileReader.parse(data, path: path).entries.count },
      reference: { data, _ in
        var format = PropertyListSerialization.PropertyListFormat.openStep
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        return (plist as? [String: Any])?.count ?? 0
      }),
    InputKind(
      name: ".stringsdict", suffix: ".stringsdict",
      ours: { data, path in StringsDictReader.parse(data, path: path).entries.count },
      reference: { data, _ in
        var format = PropertyListSerialization.PropertyListFormat.xml
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        return (plist as? [String: Any])?.count ?? 0
      }),
  ]

  static func run(_ arguments: [String]) throws {
    var corpusPath = "../shared/corpus"
    var iterations = 15
    var only: String?
    var tool: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--corpus": corpusPath = remaining.popFirst() ?? corpusPath
      case "--iterations": iterations = Int(remaining.popFirst() ?? "") ?? iterations
      case "--only": only = remaining.popFirst()
      case "--tool": tool = remaining.popFirst()
      default: throw BenchmarkError.unknownOption(argument)
      }
    }
    let corpus = URL(fileURLWithPath: corpusPath).standardizedFileURL
    guard FileManager.default.fileExists(atPath: corpus.path) else { throw BenchmarkError.noCorpus(corpus.path) }
    for kind in kinds where only == nil || only == kind.name {
      let files = try load(kind.suffix, under: corpus)
      let bytes = files.reduce(0) { $0 + $1.data.count }
      print("\(kind.name): \(files.count) files, \(bytes) bytes, \(iterations) iterations")
      // Cross-check and warm up: both must see the same number of tables.
      let oursTotal = files.reduce(0) { $0 + kind.ours($1.data, $1.path) }
      let referenceTotal = files.reduce(0) { $0 + kind.reference($1.data, $1.path) }
      print("  entries: ours \(oursTotal) (all occurrences), reference \(referenceTotal) (unique keys)")
      var oursTimes: [Double] = []
      var referenceTimes: [Double] = []
      for _ in 0..<iterations {
        referenceTimes.append(measure { files.reduce(0) { $0 &+ kind.reference($1.data, $1.path) } })
        oursTimes.append(measure { files.reduce(0) { $0 &+ kind.ours($1.data, $1.path) } })
      }
      report("L10nGen", oursTimes, bytes: bytes)
      report("Foundation PropertyListSerialization", referenceTimes, bytes: bytes)
      let bestRatio = referenceTimes.min()! / oursTimes.min()!
      let medianRatio = median(referenceTimes) / median(oursTimes)
      print(String(format: "  speed-up: %.2fx (best), %.2fx (median)", bestRatio, medianRatio))
    }
    if only == nil || only == "pipeline" {
      try runPipeline(corpus: corpus, iterations: max(3, iterations / 3))
    }
    if only == "pipeline-process" {
      try runPipelinePerProcess(corpus: corpus, rounds: max(3, iterations / 3), tool: tool)
    }
  }

  /// The corpus files grouped by project (the first folder below the corpus), projects sorted by name: every table
  /// file of each, and the `.strings` and `.stringsdict` files Foundation can parse.
  static func loadProjects(under corpus: URL) throws -> [(name: String, files: [InputFile], referencePaths: [String])] {
    var projects: [String: (files: [InputFile], referencePaths: [String])] = [:]
    for suffix in [".strings", ".stringsdict", ".xcstrings"] {
      for file in try load(suffix, under: corpus) {
        let project = file.path.dropFirst(corpus.path.count + 1).split(separator: "/").first.map(String.init) ?? ""
        projects[project, default: ([], [])].files.append(InputFile(path: file.path, data: file.data))
        if suffix != ".xcstrings" { projects[project, default: ([], [])].referencePaths.append(file.path) }
      }
    }
    return projects.keys.sorted().map { ($0, projects[$0]!.files, projects[$0]!.referencePaths) }
  }

  /// The whole job (parse + validate + generate every table, one run per corpus project) against Foundation
  /// merely parsing the same projects' `.strings` and `.stringsdict` files.
  private static func runPipeline(corpus: URL, iterations: Int) throws {
    let projects = try loadProjects(under: corpus)
    let referencePaths = Set(projects.flatMap(\.referencePaths))
    let referenceFiles = projects.flatMap(\.files).filter { referencePaths.contains($0.path) }
      .map { (path: $0.path, data: $0.data) }
    guard let templates = TemplateSet.builtin(named: "structured") else { return }
    let groups = projects.map(\.files)
    let bytes = referenceFiles.reduce(0) { $0 + $1.data.count }
    print("pipeline: \(groups.count) projects, \(groups.reduce(0) { $0 + $1.count }) files, \(iterations) iterations")
    var oursTimes: [Double] = []
    var referenceTimes: [Double] = []
    for _ in 0..<iterations {
      referenceTimes.append(
        measure {
          referenceFiles.reduce(0) { total, file in
            var format = PropertyListSerialization.PropertyListFormat.openStep
            let plist = try? PropertyListSerialization.propertyList(from: file.data, options: [], format: &format)
            return total &+ ((plist as? [String: Any])?.count ?? 0)
          }
        })
      oursTimes.append(
        measure {
          groups.reduce(0) { total, files in
            let result = GeneratorPipeline.run(files: files, config: L10nGenConfig(), templates: templates)
            return total &+ result.files.count
          }
        })
    }
    report("L10nGen parse + validate + generate", oursTimes, bytes: bytes)
    report("Foundation parse of .strings/.stringsdict only", referenceTimes, bytes: bytes)
    let bestRatio = referenceTimes.min()! / oursTimes.min()!
    let medianRatio = median(referenceTimes) / median(oursTimes)
    print(String(format: "  speed-up: %.2fx (best), %.2fx (median)", bestRatio, medianRatio))
  }

  static func load(_ suffix: String, under root: URL) throws -> [(path: String, data: Data)] {
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
      return []
    }
    var files: [(path: String, data: Data)] = []
    for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
      files.append((url.path, try Data(contentsOf: url)))
    }
    return files.sorted { $0.path < $1.path }
  }

  private static func measure(_ work: () -> Int) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = work()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if result == -1 { print("") }  // keeps `result` alive
    return elapsed
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  static func report(_ name: String, _ times: [Double], bytes: Int) {
    let best = times.min()!
    let middle = median(times)
    let megabytes = Double(bytes) / 1_048_576
    let figures = String(
      format: "best %.2f ms (%.1f MB/s), median %.2f ms (%.1f MB/s)", best * 1000, megabytes / best,
      middle * 1000, megabytes / middle)
    print("  \(name): \(figures)")
  }

  enum BenchmarkError: Error, CustomStringConvertible {
    case unknownOption(String)
    case noCorpus(String)

    var description: String {
      switch self {
      case .unknownOption(let option): "unknown option \(option); use --corpus <dir>, --iterations <n>, --only <kind>"
      case .noCorpus(let path): "no corpus at \(path); pass --corpus <dir>"
      }
    }
  }
}
