import Foundation
import L10nGenCore

extension CompileBenchmark {
  /// `compile --swift-build --shards 8,16`: wall-clock `swift build -c debug -j <cores>` of a consumer package whose
  /// library target is the generated code of one table, for our unsharded output, the SwiftGen shape and our output
  /// sharded by the configuration (`shards`) into each count of `--shards`: a clean build (fresh build folder), then an
  /// incremental one after editing one development string (the key in the middle of the table gets a new value, the
  /// code is regenerated, and only files whose bytes changed are rewritten, as the CLI does). Rounds alternate the
  /// order of the shapes; `/proc/loadavg` is read before every build and reported.
  static func runShardedSwiftBuild(_ options: Options, in workspace: Workspace) throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let shapes =
      [
        Shape(name: "ours", write: { try writeOurs($0, into: $1) }),
        Shape(name: "SwiftGen-shaped", write: writeSwiftGenShaped),
      ]
      + options.shards.map { count in
        Shape(
          name: "ours in \(count) shards",
          write: { keys, folder in try writeOurs(keys, into: folder) { $0.shards = ShardPlan(defaultCount: count) } })
      }
    print(
      "\nswift build -c debug -j \(cores) of a consumer library target, \(Mix.real.description): clean build, then "
        + "an incremental build after editing one development string; wall-clock seconds")
    for size in options.sizes {
      let keys = SyntheticKey.make(count: size, pluralShare: Mix.real.pluralShare)
      // A plain string in the middle of the table: its new value keeps its (absent) arguments.
      guard let edited = keys.indices.dropFirst(size / 2).first(where: { keys[$0].specifiers.isEmpty }) else {
        continue
      }
      var folders: [String] = []
      for shape in shapes {
        let folder = try workspace.folder(
          "sharded-build", "\(size)", shape.name.replacingOccurrences(of: " ", with: "-"))
        let resources = (folder as NSString).appendingPathComponent("Sources/Consumer/Resources/en.lproj")
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        try "\"title\" = \"Title\";\n".write(
          toFile: (resources as NSString).appendingPathComponent("Localizable.strings"), atomically: true,
          encoding: .utf8)
        try consumerManifest(modules: workspace.modules).write(
          toFile: (folder as NSString).appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        folders.append(folder)
      }
      var clean = Row(keys: size, runs: Array(repeating: [], count: shapes.count))
      clean.wallRuns = clean.runs
      var incremental = clean
      var changedFiles = Array(repeating: 0, count: shapes.count)
      var loads: [Double] = []
      for round in 0..<options.runs {
        let order = round.isMultiple(of: 2) ? Array(shapes.indices) : shapes.indices.reversed()
        for index in order {
          let sources = (folders[index] as NSString).appendingPathComponent("Sources/Consumer")
          // The original table, every file rewritten: the build folder is fresh anyway.
          for name in try FileManager.default.contentsOfDirectory(atPath: sources) where name.hasSuffix(".swift") {
            try FileManager.default.removeItem(atPath: (sources as NSString).appendingPathComponent(name))
          }
          _ = try shapes[index].write(keys, sources)
          let scratch = (folders[index] as NSString).appendingPathComponent(".build-\(round)")
          defer {
            try? FileManager.default.removeItem(atPath: scratch)
            removeLockFiles(of: scratch)
          }
          let build = ChildCommand(
            executable: "/usr/bin/env",
            arguments: [
              "swift", "build", "-c", "debug", "-j", "\(cores)", "--package-path", folders[index], "--scratch-path",
              scratch,
            ])
          func measure(_ kind: String, into figures: inout Row) throws {
            let load = loadAverage()
            loads.append(load)
            let result = try build.run(capturingOutput: true)
            guard result.status == 0 else { throw CompileBenchmarkError.compiler(shapes[index].name, result.output) }
            figures.runs[index].append(result.cpu)
            figures.wallRuns[index].append(result.wall)
            progress(
              "\(size) keys, round \(round + 1), \(shapes[index].name): \(kind) "
                + String(format: "%.2f s (CPU %.2f s), load %.2f", result.wall, result.cpu, load))
          }
          try measure("clean", into: &clean)
          var editedKeys = keys
          editedKeys[edited].value += " (edited in round \(round + 1))"
          changedFiles[index] = try rewriteChanged(shapes[index], keys: editedKeys, into: sources, workspace: workspace)
          try measure("incremental", into: &incremental)
        }
      }
      let format = { (values: [Double]) in values.map { String(format: "%.2f", $0) }.joined(separator: " ") }
      for (index, shape) in shapes.enumerated() {
        print(
          "  \(size) keys, \(shape.name): clean wall \(format(clean.wallRuns[index])); incremental wall "
            + "\(format(incremental.wallRuns[index])) (\(changedFiles[index]) file(s) rewritten by the edit)")
      }
      let sortedLoads = loads.sorted()
      print(
        "  load average (1 min) before the builds: min \(String(format: "%.2f", sortedLoads.first ?? .nan)), median "
          + "\(String(format: "%.2f", sortedLoads.isEmpty ? .nan : sortedLoads[sortedLoads.count / 2])), max "
          + "\(String(format: "%.2f", sortedLoads.last ?? .nan))")
      /// The median over rounds of `shape`'s wall time divided by `reference`'s in the same round.
      func pairedFraction(_ row: Row, _ shape: Int, of reference: Int) -> String {
        let fractions = zip(row.wallRuns[shape], row.wallRuns[reference]).map { $0 / $1 }.sorted()
        return String(format: "%.2f", fractions.isEmpty ? .nan : fractions[fractions.count / 2])
      }
      for index in shapes.indices.dropFirst(2) {
        print(
          "  \(shapes[index].name): incremental \(pairedFraction(incremental, index, of: 1))x the SwiftGen shape's, "
            + "\(pairedFraction(incremental, index, of: 0))x unsharded; clean \(pairedFraction(clean, index, of: 0))x "
            + "unsharded, \(pairedFraction(clean, index, of: 1))x the SwiftGen shape's (paired medians)")
      }
      print(
        "  ours (unsharded): incremental \(pairedFraction(incremental, 0, of: 1))x the SwiftGen shape's; clean "
          + "\(pairedFraction(clean, 0, of: 1))x")
      printMedians([clean], shapeNames: shapes.map(\.name))
      printMedians([incremental], shapeNames: shapes.map(\.name))
    }
  }

  /// Generates `shape` for `keys` into a staging folder and copies over only the files whose bytes differ, as the
  /// CLI's changed-file writer does; returns how many it rewrote.
  private static func rewriteChanged(_ shape: Shape, keys: [SyntheticKey], into sources: String, workspace: Workspace)
    throws -> Int
  {
    let staging = try workspace.folder("sharded-build", "staging")
    var changed = 0
    for path in try shape.write(keys, staging) {
      let destination = (sources as NSString).appendingPathComponent((path as NSString).lastPathComponent)
      let new = try Data(contentsOf: URL(fileURLWithPath: path))
      guard FileManager.default.contents(atPath: destination) != new else { continue }
      try new.write(to: URL(fileURLWithPath: destination))
      changed += 1
    }
    return changed
  }

  /// The 1-minute load average of `/proc/loadavg`; NaN where there is none.
  static func loadAverage() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
      let first = text.split(separator: " ").first, let value = Double(first)
    else { return .nan }
    return value
  }
}
