import Foundation
import L10nGenCore

/// Times the compilation of our generated code against code of SwiftGen's `structured-swift5` shape for the same
/// synthetic keys, in the same run.
///
/// Usage: `l10n-gen-benchmarks compile [--sizes 1000,10000,50000] [--runs 5] [--mode typecheck|compile|both]
/// [--mix base|real|both] [--parts] [--experiments] [--swift-build [--splits 2,4,8] [--clean-only] [--shards 8,16]]
/// [--keep <dir>]`. Run it from the package root (it builds an
/// `L10nKit` module from `Sources/L10nKit` into a temporary folder). Each table is an `en.lproj/Localizable.strings`
/// of keys `screenN.sectionM.keyK` (and `screenN.keyK`): the `base` mix has ~30% of them formatted with 1-3
/// arguments among `%@ %d %.2f`; the `real` mix exactly 30% formatted and 5% `.stringsdict` plurals.
///
/// `typecheck` is `swiftc -typecheck`, `compile` a full `swiftc -c -Onone`; both in Swift 6 mode. `--parts` prints
/// the per-key cost of each part of a declaration; `--experiments` compares alternative shapes of the output;
/// `--swift-build` times instead `swift build` of a consumer package, one file against the output split into several
/// (see ``runSwiftBuild(_:in:)``).
enum CompileBenchmark {
  /// One measured shape of generated code.
  struct Shape {
    /// Shown in the report.
    var name: String
    /// Writes the Swift files for `keys` into `folder` and returns their paths.
    var write: (_ keys: [SyntheticKey], _ folder: String) throws -> [String]
  }

  /// What the compiler is asked to do.
  enum Mode: String, CaseIterable {
    case typecheck
    case compile

    var description: String {
      switch self {
      case .typecheck: "swiftc -typecheck"
      case .compile: "swiftc -c -Onone"
      }
    }
  }

  /// A mix of synthetic keys.
  enum Mix: String, CaseIterable {
    case base
    case real

    var pluralShare: Double { self == .real ? 0.05 : 0 }
    var description: String {
      switch self {
      case .base: "base mix (~30% with arguments)"
      case .real: "real mix (30% with arguments, 5% plurals)"
      }
    }
  }

  /// The options of one run.
  struct Options {
    var sizes = [1_000, 10_000, 50_000]
    var runs = 5
    var modes = Mode.allCases
    var mixes = Mix.allCases
    var parts = false
    var experiments = false
    var swiftBuild = false
    /// For `--swift-build`: the file counts of the split output (default: the cores, 4 and 8).
    var splits = Array(Set([ProcessInfo.processInfo.activeProcessorCount, 4, 8])).sorted()
    /// For `--swift-build`: the shard counts (`shards`) to measure against the SwiftGen shape after editing one
    /// development string (``runShardedSwiftBuild(_:in:)``); empty for the split-file comparison.
    var shards: [Int] = []
    /// For `--swift-build`: whether each clean build is followed by an incremental one.
    var incremental = true
    var keep: String?

    init(_ arguments: [String]) throws {
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        switch argument {
        case "--sizes": sizes = (remaining.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        case "--runs": runs = Int(remaining.popFirst() ?? "") ?? runs
        case "--mode":
          let value = remaining.popFirst() ?? ""
          guard value == "both" || Mode(rawValue: value) != nil else {
            throw CompileBenchmarkError.unknownOption(value)
          }
          modes = Mode(rawValue: value).map { [$0] } ?? Mode.allCases
        case "--mix":
          let value = remaining.popFirst() ?? ""
          guard value == "both" || Mix(rawValue: value) != nil else { throw CompileBenchmarkError.unknownOption(value) }
          mixes = Mix(rawValue: value).map { [$0] } ?? Mix.allCases
        case "--parts": parts = true
        case "--experiments": experiments = true
        case "--swift-build": swiftBuild = true
        case "--splits": splits = (remaining.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        case "--shards": shards = (remaining.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        case "--clean-only": incremental = false
        case "--keep": keep = remaining.popFirst()
        default: throw CompileBenchmarkError.unknownOption(argument)
        }
      }
    }
  }

  /// Where one run writes its files, and the L10nKit module the code is compiled against.
  struct Workspace {
    var root: String
    var modules: String

    func folder(_ components: String...) throws -> String {
      let folder = ([root] + components).joined(separator: "/")
      try? FileManager.default.removeItem(atPath: folder)
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      return folder
    }
  }

  static func run(_ arguments: [String]) throws {
    let options = try Options(arguments)
    let root =
      options.keep
      ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("l10n-gen-compile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { if options.keep == nil { try? FileManager.default.removeItem(atPath: root) } }
    let workspace = Workspace(root: root, modules: (root as NSString).appendingPathComponent("modules"))
    try buildL10nKit(into: workspace.modules)
    if options.swiftBuild {
      try options.shards.isEmpty ? runSwiftBuild(options, in: workspace) : runShardedSwiftBuild(options, in: workspace)
      return
    }

    let shapes = [
      Shape(name: "ours", write: { try writeOurs($0, into: $1) }),
      Shape(name: "SwiftGen-shaped", write: writeSwiftGenShaped),
      Shape(
        name: "ours with key symbols",
        write: { keys, folder in
          try writeOurs(keys, into: folder) { $0.keySymbols = true }
        }),
    ]
    for mix in options.mixes {
      for mode in options.modes {
        print("\n\(mode.description), \(mix.description): CPU seconds (user + system) of the compiler")
        let rows = try measure(shapes, sizes: options.sizes, mix: mix, mode: mode, runs: options.runs, in: workspace)
        printTable(rows, shapeNames: shapes.map(\.name))
      }
    }
    if options.parts {
      for size in options.sizes {
        try printParts(keys: SyntheticKey.make(count: size, pluralShare: 0.05), runs: options.runs, in: workspace)
      }
    }
    if options.experiments {
      try runExperiments(options, in: workspace)
    }
  }

  /// Measures `shapes` at every size, in rounds that alternate between the shapes, so a machine that slows down
  /// or speeds up affects them alike.
  static func measure(
    _ shapes: [Shape], sizes: [Int], mix: Mix, mode: Mode, runs: Int, in workspace: Workspace
  ) throws -> [Row] {
    var rows: [Row] = []
    for size in sizes {
      let keys = SyntheticKey.make(count: size, pluralShare: mix.pluralShare)
      var files: [[String]?] = []
      for shape in shapes {
        do {
          files.append(try shape.write(keys, try workspace.folder("\(mix)", "\(size)", shape.name)))
        } catch {
          print("  \(size) keys, \(shape.name): not measured: \(error)")
          files.append(nil)
        }
      }
      var times = Array(repeating: [Double](), count: shapes.count)
      var wall = Array(repeating: [Double](), count: shapes.count)
      for _ in 0..<runs {
        for index in shapes.indices {
          guard let shapeFiles = files[index] else { continue }
          do {
            let time = try compile(shapeFiles, mode: mode, modules: workspace.modules)
            times[index].append(time.cpu)
            wall[index].append(time.wall)
          } catch {
            print("  \(size) keys, \(shapes[index].name): does not compile: \(error)")
            files[index] = nil
          }
        }
      }
      for (index, shape) in shapes.enumerated() where !times[index].isEmpty {
        let bytes = (files[index] ?? []).reduce(0) {
          $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
        }
        let all = times[index].map { String(format: "%.2f", $0) }.joined(separator: " ")
        let walls = wall[index].map { String(format: "%.2f", $0) }.joined(separator: " ")
        print("  \(size) keys, \(shape.name): \(bytes / 1024) KiB, CPU \(all), wall \(walls)")
      }
      rows.append(Row(keys: size, runs: times, wallRuns: wall))
    }
    return rows
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
      [
        "-emit-module", "-module-name", "L10nKit", "-package-name", "L10nGen", "-parse-as-library", "-swift-version",
        "6",
      ] + features
        + ["-emit-module-path", (folder as NSString).appendingPathComponent("L10nKit.swiftmodule")]
        + files.sorted())
    guard status.succeeded else { throw CompileBenchmarkError.compiler("L10nKit", status.output) }
  }

  /// CPU seconds (user + system, of swiftc and its frontends) and wall seconds of one `swiftc -typecheck` or
  /// `swiftc -c -Onone` of `files` (with `-j` the number of cores); CPU time is the measure because the machine may
  /// be shared. Throws when the code does not compile.
  static func compile(_ files: [String], mode: Mode, modules: String) throws -> (cpu: Double, wall: Double) {
    let output = (NSTemporaryDirectory() as NSString).appendingPathComponent("l10n-gen-objects-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: output) }
    let action =
      mode == .typecheck
      ? ["-typecheck"] : ["-c", "-Onone", "-parse-as-library", "-j", "\(ProcessInfo.processInfo.activeProcessorCount)"]
    let before = childrenCPUSeconds()
    let start = ContinuousClock.now
    let status = try runSwiftc(
      action + ["-swift-version", "6", "-module-name", "Bench", "-I", modules] + files, in: output)
    let elapsed = ContinuousClock.now - start
    let cpu = childrenCPUSeconds() - before
    guard status.succeeded else { throw CompileBenchmarkError.compiler(files.first ?? "", status.output) }
    return (cpu, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
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

  static func runSwiftc(_ arguments: [String], in directory: String? = nil) throws -> (succeeded: Bool, output: String)
  {
    let process = Process()
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
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
    /// Per shape, the wall seconds of the same runs.
    var wallRuns: [[Double]] = []

    /// The best run of each shape.
    var best: [Double] { runs.map { $0.min() ?? .nan } }

    /// The median over rounds of `runs[reference][i] / runs[shape][i]`: robust to a machine whose speed drifts,
    /// since both runs of a round saw about the same load.
    func pairedRatio(of shape: Int, against reference: Int, wall: Bool = false) -> Double {
      let runs = wall ? wallRuns : runs
      let ratios = zip(runs[reference], runs[shape]).map { $0 / $1 }.sorted()
      guard !ratios.isEmpty else { return .nan }
      let middle = ratios.count / 2
      return ratios.count % 2 == 1 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2
    }
  }

  /// keys | best time of each shape | paired ratio of each other shape against the reference (the SwiftGen shape,
  /// shape 1) | microseconds per key, and growth relative to the first size (time ratio divided by key ratio: 1.0 is
  /// linear), of shape 0 and the reference.
  static func printTable(_ rows: [Row], shapeNames: [String], reference: Int = 1, wall: Bool = false) {
    let others = shapeNames.indices.filter { $0 != reference }
    print("")
    print(
      "| keys | " + shapeNames.map { "\($0) (s)" }.joined(separator: " | ") + " | "
        + others.map { "ratio \(shapeNames[$0])" }.joined(separator: " | ")
        + " | µs/key \(shapeNames[0]) | µs/key \(shapeNames[reference]) | growth \(shapeNames[0]) | growth "
        + "\(shapeNames[reference]) |")
    print("|" + String(repeating: "---:|", count: 1 + shapeNames.count + others.count + 4))
    guard let first = rows.first else { return }
    for row in rows {
      let best = wall ? row.wallRuns.map { $0.min() ?? .nan } : row.best
      let firstBest = wall ? first.wallRuns.map { $0.min() ?? .nan } : first.best
      let scale = Double(row.keys) / Double(first.keys)
      let cells =
        ["\(row.keys)"] + best.map { String(format: "%.2f", $0) }
        + others.map { String(format: "%.2fx", row.pairedRatio(of: $0, against: reference, wall: wall)) } + [
          String(format: "%.0f", best[0] / Double(row.keys) * 1e6),
          String(format: "%.0f", best[reference] / Double(row.keys) * 1e6),
          String(format: "%.2f", best[0] / firstBest[0] / scale),
          String(format: "%.2f", best[reference] / firstBest[reference] / scale),
        ]
      print("| " + cells.joined(separator: " | ") + " |")
    }
    print(
      "ratio = median over rounds of \(shapeNames[reference]) / shape (> 1: the shape is faster); growth = "
        + "(t / t_first) / (keys / keys_first) of the best runs, 1 = linear")
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
