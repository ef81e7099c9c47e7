import Foundation
import L10nGenCore

/// Times `swiftc -typecheck` of our generated code against code of SwiftGen's `structured-swift5` shape for the
/// same synthetic keys, in the same run.
///
/// Usage: `l10n-gen-benchmarks compile [--sizes 1000,10000,50000] [--runs 3] [--keep <dir>]`. Run it from the
/// package root (it builds an `L10nKit` module from `Sources/L10nKit` into a temporary folder). Each table is an
/// `en.lproj/Localizable.strings` of keys `screenN.sectionM.keyK` (and `screenN.keyK`), ~30% of them formatted
/// with 1-3 arguments among `%@ %d %.2f`.
enum CompileBenchmark {
  /// One measured shape of generated code.
  struct Shape {
    /// Shown in the report.
    var name: String
    /// Writes the Swift files for `keys` into `folder` and returns their paths.
    var write: (_ keys: [SyntheticKey], _ folder: String) throws -> [String]
    /// Extra `swiftc` arguments, e.g. `-I` for L10nKit.
    var compilerArguments: [String]
  }

  static func run(_ arguments: [String]) throws {
    var sizes = [1_000, 10_000, 50_000]
    var runs = 3
    var keep: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--sizes": sizes = (remaining.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
      case "--runs": runs = Int(remaining.popFirst() ?? "") ?? runs
      case "--keep": keep = remaining.popFirst()
      default: throw CompileBenchmarkError.unknownOption(argument)
      }
    }
    let workspace =
      keep ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("l10n-gen-compile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    defer { if keep == nil { try? FileManager.default.removeItem(atPath: workspace) } }

    let modules = (workspace as NSString).appendingPathComponent("modules")
    try buildL10nKit(into: modules)
    let shapes = [
      Shape(name: "ours", write: writeOurs, compilerArguments: ["-I", modules]),
      Shape(name: "SwiftGen-shaped", write: writeSwiftGenShaped, compilerArguments: []),
      // What our accessors cost without the `LocalizationKey` symbols emitted for every key.
      Shape(name: "ours without key symbols", write: writeOursWithoutKeySymbols, compilerArguments: ["-I", modules]),
    ]

    print("swiftc -typecheck -swift-version 6: CPU seconds (user + system) of the compiler, best of \(runs) runs")
    var rows: [Row] = []
    for size in sizes {
      let keys = SyntheticKey.make(count: size)
      var files: [[String]] = []
      for shape in shapes {
        let folder = (workspace as NSString).appendingPathComponent("\(size)/\(shape.name)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        files.append(try shape.write(keys, folder))
      }
      // Runs alternate between the shapes, so a machine that slows down or speeds up affects them alike.
      var times = Array(repeating: [Double](), count: shapes.count)
      for _ in 0..<runs {
        for (index, shape) in shapes.enumerated() {
          times[index].append(try typecheck(files[index], arguments: shape.compilerArguments))
        }
      }
      for (index, shape) in shapes.enumerated() {
        let bytes = files[index].reduce(0) { $0 + ((try? Data(contentsOf: URL(fileURLWithPath: $1)))?.count ?? 0) }
        let all = times[index].map { String(format: "%.2f", $0) }.joined(separator: " ")
        print("  \(size) keys, \(shape.name): \(bytes / 1024) KiB, runs \(all)")
      }
      rows.append(Row(keys: size, runs: times))
    }
    printTable(rows, shapeNames: shapes.map(\.name))
  }

  /// Renders the keys with L10nGenCore's structured template, as `l10n-gen generate --bundle Bundle.main` does.
  static func writeOurs(_ keys: [SyntheticKey], into folder: String) throws -> [String] {
    try writeOurs(keys, into: folder, keySymbols: true)
  }

  /// Our code without the key symbols (`"keySymbols": false`), to show what they cost.
  static func writeOursWithoutKeySymbols(_ keys: [SyntheticKey], into folder: String) throws -> [String] {
    try writeOurs(keys, into: folder, keySymbols: false)
  }

  private static func writeOurs(_ keys: [SyntheticKey], into folder: String, keySymbols: Bool) throws -> [String] {
    let table = keys.map { "\(SwiftLiteral.string($0.key)) = \(SwiftLiteral.string($0.value));" }
      .joined(separator: "\n")
    var config = L10nGenConfig()
    config.bundle = "Bundle.main"
    config.keySymbols = keySymbols
    guard let templates = TemplateSet.builtin(named: "structured") else {
      throw CompileBenchmarkError.generation("no built-in structured template")
    }
    let result = GeneratorPipeline.run(
      files: [InputFile(path: "en.lproj/Localizable.strings", data: Data(table.utf8))], config: config,
      templates: templates)
    guard !result.hasErrors else {
      throw CompileBenchmarkError.generation(result.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return try result.files.map { file in
      let path = (folder as NSString).appendingPathComponent(file.name)
      try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
      return path
    }
  }

  /// `swiftc -emit-module` of `Sources/L10nKit/**/*.swift` (found from the current directory) into `folder`.
  static func buildL10nKit(into folder: String) throws {
    let sources = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
      "Sources/L10nKit")
    guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else {
      throw CompileBenchmarkError.noL10nKit(sources.path)
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".swift") { files.append(sources.appendingPathComponent(relative).path) }
    }
    guard !files.isEmpty else { throw CompileBenchmarkError.noL10nKit(sources.path) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let features = ["ExistentialAny", "InternalImportsByDefault", "MemberImportVisibility"].flatMap {
      ["-enable-upcoming-feature", $0]
    }
    let status = try runSwiftc(
      ["-emit-module", "-module-name", "L10nKit", "-parse-as-library", "-swift-version", "6"] + features
        + ["-emit-module-path", (folder as NSString).appendingPathComponent("L10nKit.swiftmodule")]
        + files.sorted())
    guard status.succeeded else { throw CompileBenchmarkError.compiler("L10nKit", status.output) }
  }

  /// CPU seconds (user + system, of swiftc and its frontend) of one `swiftc -typecheck` of `files`; CPU time rather
  /// than wall time because the machine may be shared. Throws when the code does not compile.
  static func typecheck(_ files: [String], arguments: [String]) throws -> Double {
    let before = childrenCPUSeconds()
    let status = try runSwiftc(["-typecheck", "-swift-version", "6", "-module-name", "Bench"] + arguments + files)
    let elapsed = childrenCPUSeconds() - before
    guard status.succeeded else { throw CompileBenchmarkError.compiler(files.first ?? "", status.output) }
    return elapsed
  }

  /// User + system time of every child process that has ended and been waited for.
  static func childrenCPUSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  static func runSwiftc(_ arguments: [String]) throws -> (succeeded: Bool, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus == 0, String(decoding: data.prefix(8000), as: UTF8.self))
  }

  /// The measured runs of every shape for one key count.
  struct Row {
    var keys: Int
    /// Per shape, the CPU seconds of each run; run `i` of every shape was taken in the same round.
    var runs: [[Double]]

    /// The best run of each shape.
    var best: [Double] { runs.map { $0.min() ?? .nan } }

    /// The median over rounds of `runs[reference][i] / runs[shape][i]`: robust to a machine whose speed drifts,
    /// since both runs of a round saw about the same load.
    func pairedRatio(of shape: Int, against reference: Int) -> Double {
      let ratios = zip(runs[reference], runs[shape]).map { $0 / $1 }.sorted()
      guard !ratios.isEmpty else { return .nan }
      let middle = ratios.count / 2
      return ratios.count % 2 == 1 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2
    }
  }

  /// keys | best times | paired ratios against the SwiftGen shape | microseconds per key, and growth relative to
  /// the first size (time ratio divided by key ratio: 1.0 is linear).
  static func printTable(_ rows: [Row], shapeNames: [String]) {
    print("")
    print(
      "| keys | \(shapeNames[0]) (s) | \(shapeNames[1]) (s) | \(shapeNames[2]) (s) | ratio | ratio without symbols "
        + "| µs/key ours | µs/key theirs | growth ours | growth theirs |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    guard let first = rows.first else { return }
    for row in rows {
      let best = row.best
      let scale = Double(row.keys) / Double(first.keys)
      let cells = [
        "\(row.keys)", String(format: "%.2f", best[0]), String(format: "%.2f", best[1]),
        String(format: "%.2f", best[2]),
        String(format: "%.2fx", row.pairedRatio(of: 0, against: 1)),
        String(format: "%.2fx", row.pairedRatio(of: 2, against: 1)),
        String(format: "%.0f", best[0] / Double(row.keys) * 1e6),
        String(format: "%.0f", best[1] / Double(row.keys) * 1e6),
        String(format: "%.2f", best[0] / first.best[0] / scale),
        String(format: "%.2f", best[1] / first.best[1] / scale),
      ]
      print("| " + cells.joined(separator: " | ") + " |")
    }
    print(
      "ratio = median over rounds of SwiftGen-shaped / ours (> 1: ours is faster); growth = (t / t_first) / "
        + "(keys / keys_first) of the best runs, 1 = linear")
  }
}

/// Why the compile benchmark stopped.
enum CompileBenchmarkError: Error, CustomStringConvertible {
  case unknownOption(String)
  case noL10nKit(String)
  case generation(String)
  case compiler(String, String)

  var description: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option); use --sizes <n,n,...>, --runs <n> or --keep <dir>"
    case .noL10nKit(let path): "no L10nKit sources at \(path); run from the package root"
    case .generation(let diagnostics): "generation failed:\n\(diagnostics)"
    case .compiler(let subject, let output): "swiftc failed for \(subject):\n\(output)"
    }
  }
}
