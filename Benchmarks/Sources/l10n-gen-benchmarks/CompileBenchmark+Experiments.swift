import Foundation
import L10nGenCore

extension CompileBenchmark {
  /// Alternative shapes of our output, each against the default output and the SwiftGen shape: fewer namespaces
  /// (`structure: flat`), the accessors calling the key type directly and the accessors inside their nested enums
  /// (the two shapes before issue 35 §2, for a before/after in one run), accessors forced inline or transparent, and
  /// the table sharded into files by top-level namespace (compiled with `-j` the number of cores; see the wall-clock
  /// table).
  static func runExperiments(_ options: Options, in workspace: Workspace) throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let shapes = [
      Shape(name: "ours", write: { try writeOurs($0, into: $1) }),
      Shape(name: "SwiftGen-shaped", write: writeSwiftGenShaped),
      Shape(name: "flat", write: { keys, folder in try writeOurs(keys, into: folder) { $0.structure = .flat } }),
      Shape(
        name: "direct calls (before)",
        write: { keys, folder in try writeOurs(keys, into: folder, transformingTable: directCalls) }),
      Shape(
        name: "nested enums (before)",
        write: { keys, folder in try writeOurs(keys, into: folder, transformingTable: nestedEnums) }),
      Shape(
        name: "@inline(__always)",
        write: { keys, folder in
          try writeOurs(keys, into: folder, transformingTable: accessors(markedWith: "@inline(__always)"))
        }),
      Shape(
        name: "@_transparent",
        write: { keys, folder in
          try writeOurs(keys, into: folder, transformingTable: accessors(markedWith: "@_transparent"))
        }),
      Shape(
        name: "\(cores * 2) shards",
        write: { keys, folder in
          try writeOurs(keys, into: folder) { $0.shards = ShardPlan(defaultCount: cores * 2) }
        }),
    ]
    for mode in options.modes {
      print("\nexperiments, \(mode.description), \(Mix.real.description): CPU seconds")
      let rows = try measure(shapes, sizes: options.sizes, mix: .real, mode: mode, runs: options.runs, in: workspace)
      printTable(rows, shapeNames: shapes.map(\.name))
      print("\nthe same runs, wall-clock seconds (-j \(cores) for swiftc -c)")
      printTable(rows, shapeNames: shapes.map(\.name), wall: true)
    }
  }

  /// The per-key cost of each part of a declaration, from `swiftc -typecheck` of the default output with parts
  /// removed one after another: doc comments, function accessors, property accessors, namespaces; and the key
  /// symbols added.
  static func printParts(keys: [SyntheticKey], runs: Int, in workspace: Workspace) throws {
    let folder = try workspace.folder("parts", "\(keys.count)", "full")
    let full = try writeOurs(keys, into: folder)
    guard let tablePath = full.first(where: { $0.hasSuffix("Localizable+L10nGen.swift") }) else {
      throw CompileBenchmarkError.generation("no Localizable+L10nGen.swift")
    }
    let support = full.filter { $0 != tablePath }
    let table = try String(contentsOfFile: tablePath, encoding: .utf8)
    let noDocs = withoutDocComments(table)
    let noFunctions = withoutFunctions(noDocs)
    let noProperties = withoutProperties(noFunctions)
    let keyTypeOnly = withoutNamespaces(noProperties)
    let functionCount = noDocs.components(separatedBy: " static func ").count - 1
    let propertyCount = noFunctions.components(separatedBy: "_l10nGenString(\"").count - 1
    let namespaceCount = noProperties.components(separatedBy: " enum ").count - 1
    var variants: [(name: String, files: [String])] = [("full", full)]
    for (name, text) in [
      ("no docs", noDocs), ("no functions", noFunctions), ("no properties", noProperties),
      ("key type only", keyTypeOnly),
    ] {
      let variantFolder = try workspace.folder("parts", "\(keys.count)", name)
      variants.append((name, support + [try write(text, named: "Localizable+L10nGen.swift", into: variantFolder)]))
    }
    variants.append(
      (
        "with key symbols",
        try writeOurs(keys, into: try workspace.folder("parts", "\(keys.count)", "symbols")) {
          $0.keySymbols = true
        }
      ))
    var times = Array(repeating: [Double](), count: variants.count)
    for _ in 0..<runs {
      for (index, variant) in variants.enumerated() {
        times[index].append(try compile(variant.files, mode: .typecheck, modules: workspace.modules).cpu)
      }
    }
    let median = times.map { $0.sorted()[$0.count / 2] }
    func microseconds(_ seconds: Double, per count: Int) -> String {
      count > 0 ? String(format: "%.0f µs", seconds / Double(count) * 1e6) : "-"
    }
    print("\nper-key cost of each part, swiftc -typecheck, \(keys.count) keys (real mix), median of \(runs):")
    print(
      "  medians: "
        + zip(variants, median).map { "\($0.name) \(String(format: "%.2f", $1)) s" }
        .joined(separator: ", "))
    print("  doc comments: \(microseconds(median[0] - median[1], per: keys.count)) per key")
    print("  function accessor (\(functionCount)): \(microseconds(median[1] - median[2], per: functionCount)) each")
    print("  property accessor (\(propertyCount)): \(microseconds(median[2] - median[3], per: propertyCount)) each")
    print("  namespace enum (\(namespaceCount)): \(microseconds(median[3] - median[4], per: namespaceCount)) each")
    print("  key type, support file and start-up: \(String(format: "%.2f", median[4])) s")
    print("  key symbol: \(microseconds(median[5] - median[0], per: keys.count)) per key")
  }
}
