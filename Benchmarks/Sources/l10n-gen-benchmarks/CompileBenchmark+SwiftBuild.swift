import Foundation
import L10nGenCore

extension CompileBenchmark {
  /// Wall-clock `swift build -c debug -j <cores>` of a consumer package whose one library target is generated code,
  /// from a clean build folder each round: the SwiftGen shape (one file), our default output (one table file and
  /// the support file), the same output split into files by top-level namespace (`--splits`, default as many as the cores, 4 and 8), and
  /// the support file alone (the fixed cost of `swift build`: manifest, planning, the driver, start-up). After each
  /// clean build (unless `--clean-only`), one incremental build after touching the (last) table file. Rounds alternate between the
  /// variants; the real mix of keys.
  ///
  /// The consumer imports an `L10nKit` module built once with `swiftc -emit-module` (`-I` in `unsafeFlags`), so
  /// that only the generated code is built.
  static func runSwiftBuild(_ options: Options, in workspace: Workspace) throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let splitCounts = options.splits
    let shapes =
      [
        Shape(name: "ours", write: { try writeOurs($0, into: $1) }),
        Shape(name: "SwiftGen-shaped", write: writeSwiftGenShaped),
      ]
      + splitCounts.map { count in
        Shape(
          name: "ours in \(count) files",
          write: { keys, folder in try writeOurs(keys, into: folder) { $0.shards = ShardPlan(defaultCount: count) } })
      } + [
        Shape(
          name: "support file only",
          write: { keys, folder in
            try writeOurs(keys, into: folder).filter { path in
              guard path.hasSuffix("Localizable+L10nGen.swift") else { return true }
              try FileManager.default.removeItem(atPath: path)
              return false
            }
          })
      ]
    print(
      "\nswift build -c debug -j \(cores) of a consumer library target, clean build folder each round, "
        + "\(Mix.real.description): wall-clock seconds")
    var cleanRows: [Row] = []
    var incrementalRows: [Row] = []
    for size in options.sizes {
      let keys = SyntheticKey.make(count: size, pluralShare: Mix.real.pluralShare)
      var packages: [(folder: String, files: [String])] = []
      for shape in shapes {
        let folder = try workspace.folder("swift-build", "\(size)", shape.name.replacingOccurrences(of: " ", with: "-"))
        let sources = (folder as NSString).appendingPathComponent("Sources/Consumer")
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let files = try shape.write(keys, sources)
        // A resource, so that SwiftPM generates the `Bundle.module` the SwiftGen shape uses in a package.
        let resources = (folder as NSString).appendingPathComponent("Sources/Consumer/Resources/en.lproj")
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        try "\"title\" = \"Title\";\n".write(
          toFile: (resources as NSString).appendingPathComponent("Localizable.strings"), atomically: true,
          encoding: .utf8)
        try consumerManifest(modules: workspace.modules).write(
          toFile: (folder as NSString).appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        packages.append((folder, files.sorted()))
      }
      var clean = Row(keys: size, runs: Array(repeating: [], count: shapes.count))
      clean.wallRuns = clean.runs
      var incremental = clean
      for round in 0..<options.runs {
        // Alternate the order too, so that no variant always follows the same one.
        let order = round.isMultiple(of: 2) ? Array(shapes.indices) : shapes.indices.reversed()
        for index in order {
          let package = packages[index]
          let scratch = (package.folder as NSString).appendingPathComponent(".build-\(round)")
          defer {
            try? FileManager.default.removeItem(atPath: scratch)
            removeLockFiles(of: scratch)
          }
          let build = ChildCommand(
            executable: "/usr/bin/env",
            arguments: [
              "swift", "build", "-c", "debug", "-j", "\(cores)", "--package-path", package.folder, "--scratch-path",
              scratch,
            ])
          // Runs the build once and records it as one round of `kind` ("clean" or "incremental").
          func measure(_ kind: String, into figures: inout Row) throws {
            let result = try build.run(capturingOutput: true)
            guard result.status == 0 else { throw CompileBenchmarkError.compiler(shapes[index].name, result.output) }
            figures.runs[index].append(result.cpu)
            figures.wallRuns[index].append(result.wall)
            progress(
              "\(size) keys, round \(round + 1), \(shapes[index].name): \(kind) "
                + String(format: "%.2f s (CPU %.2f s)", result.wall, result.cpu))
          }
          try measure("clean", into: &clean)
          guard options.incremental else { continue }
          if let touched = package.files.last(where: { $0.contains("Localizable") }) ?? package.files.last {
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: touched)
          }
          try measure("incremental", into: &incremental)
        }
      }
      for (index, shape) in shapes.enumerated() {
        let bytes = packages[index].files.reduce(0) {
          $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
        }
        let format = { (values: [Double]) in values.map { String(format: "%.2f", $0) }.joined(separator: " ") }
        print(
          "  \(size) keys, \(shape.name): \(packages[index].files.count) files, \(bytes / 1024) KiB; clean wall "
            + "\(format(clean.wallRuns[index])) (CPU \(format(clean.runs[index]))); incremental wall "
            + "\(format(incremental.wallRuns[index]))")
      }
      cleanRows.append(clean)
      incrementalRows.append(incremental)
    }
    let names = shapes.map(\.name)
    print("\nclean build, wall-clock seconds (best) and paired median ratios")
    printMedians(cleanRows, shapeNames: names)
    printTable(cleanRows, shapeNames: names, wall: true)
    print("\nclean build, CPU seconds (user + system of swift build and the compiler)")
    printTable(cleanRows, shapeNames: names)
    guard options.incremental else { return }
    print("\nincremental build after touching the (last) table file, wall-clock seconds")
    printMedians(incrementalRows, shapeNames: names)
    printTable(incrementalRows, shapeNames: names, wall: true)
  }

  /// Writes one line of progress to standard error at once (standard output, the report, is buffered).
  static func progress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Removes the lock files SwiftPM leaves in the temporary folder for the build folder `scratch`
  /// (`/tmp/<scratch with / as _>.lock` and `..._workspace-state.json.lock`).
  static func removeLockFiles(of scratch: String) {
    let temporary = NSTemporaryDirectory()
    let prefix = scratch.replacingOccurrences(of: "/", with: "_")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".lock") {
      try? FileManager.default.removeItem(atPath: (temporary as NSString).appendingPathComponent(name))
    }
  }

  /// The median wall-clock seconds of every shape, per key count.
  static func printMedians(_ rows: [Row], shapeNames: [String]) {
    for row in rows {
      let medians = zip(shapeNames, row.wallRuns).map { name, runs in
        "\(name) \(String(format: "%.2f", runs.isEmpty ? .nan : runs.sorted()[runs.count / 2]))"
      }
      print("  \(row.keys) keys, median wall s: " + medians.joined(separator: ", "))
    }
  }

  /// A package with one library target, `Consumer`, of the files in `Sources/Consumer` and the resources in
  /// its `Resources` folder, importing the `L10nKit` module in `modules`.
  static func consumerManifest(modules: String) -> String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Consumer",
      defaultLocalization: "en",
      targets: [
        .target(
          name: "Consumer", resources: [.process("Resources")],
          swiftSettings: [.unsafeFlags(["-I", \(SwiftLiteral.string(modules))])])
      ],
      swiftLanguageModes: [.v6]
    )

    """
  }
}
