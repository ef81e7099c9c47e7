import Foundation
import L10nGenCore

extension ParseBenchmark {
  /// The pipeline as the build plugin runs it: one `l10n-gen generate --plugin-mode --output <dir> -- <files>`
  /// process per corpus project (start-up included), against one process that merely parses the same project's
  /// `.strings` and `.stringsdict` files with `PropertyListSerialization` (`l10n-gen-benchmarks foundation-parse`).
  ///
  /// Each round runs, for every project in turn: the Foundation process, `generate` into a fresh, empty output
  /// folder (the plugin's first build), and `generate` again into the same folder (a rerun on unchanged input: every
  /// file "up to date", nothing written); the order of the three alternates between rounds. Wall-clock time and
  /// CPU time (user + system of the finished children) of each process are recorded; the figures are the medians
  /// over rounds of Foundation's time divided by ours, per project and for the whole corpus (> 1: ours is faster).
  ///
  /// `tool` is the `l10n-gen` executable; by default the one beside this benchmark's executable, which is first
  /// brought up to date with `swift build -c <configuration> --product l10n-gen` in the same build folder.
  static func runPipelinePerProcess(corpus: URL, rounds: Int, tool: String?) throws {
    let toolPath = try tool ?? builtTool()
    guard let benchmarkPath = Bundle.main.executableURL?.path else { throw ProcessBenchmarkError.noExecutable }
    let projects = try loadProjects(under: corpus)
    let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("l10n-gen-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }

    let kinds = ["Foundation parse", "generate, first run", "generate, up to date"]
    func commands(for project: (name: String, files: [InputFile], referencePaths: [String]), round: Int)
      -> [ChildCommand]
    {
      let output = (root as NSString).appendingPathComponent("\(project.name)-\(round)")
      let generate = ChildCommand(
        executable: toolPath,
        arguments: ["generate", "--plugin-mode", "--output", output, "--"] + project.files.map(\.path))
      return [
        ChildCommand(executable: benchmarkPath, arguments: ["foundation-parse"] + project.referencePaths),
        generate, generate,
      ]
    }

    // Cross-check and warm-up: what each process reports, once.
    let bytes = projects.flatMap(\.files).reduce(0) { $0 + $1.data.count }
    print(
      "pipeline per process: \(projects.count) projects, \(projects.reduce(0) { $0 + $1.files.count }) files "
        + "(\(bytes) bytes), \(rounds) rounds, tool \(toolPath)")
    for project in projects {
      let results = try commands(for: project, round: -1).map { try $0.run(capturingOutput: true) }
      let lines = results.map { $0.output.split(separator: "\n").last.map(String.init) ?? "" }
      print("  \(project.name): Foundation \(lines[0]); l10n-gen exit \(results[1].status): \(lines[1])")
      print("    rerun exit \(results[2].status): \(lines[2])")
    }

    // times[kind][project][round]
    var wall = Array(repeating: Array(repeating: [Double](), count: projects.count), count: kinds.count)
    var cpu = wall
    for round in 0..<rounds {
      for (index, project) in projects.enumerated() {
        let runs = commands(for: project, round: round)
        // Foundation first in even rounds, last in odd ones; the up-to-date run always follows the first run.
        let order = round.isMultiple(of: 2) ? [0, 1, 2] : [1, 2, 0]
        for kind in order {
          let time = try runs[kind].run(capturingOutput: false)
          wall[kind][index].append(time.wall)
          cpu[kind][index].append(time.cpu)
        }
      }
    }

    func pairedMedian(_ reference: [Double], _ ours: [Double]) -> Double {
      median(zip(reference, ours).map { $0 / $1 })
    }
    func totals(_ times: [[Double]]) -> [Double] {
      (0..<rounds).map { round in times.reduce(0) { $0 + $1[round] } }
    }
    print("")
    print(
      "| project | Foundation wall (ms) | first run wall (ms) | up to date wall (ms) | speed-up first run wall "
        + "| speed-up up to date wall | speed-up first run CPU | speed-up up to date CPU |")
    print("|---|" + String(repeating: "---:|", count: 7))
    // The projects whose every table Foundation parses too (no String Catalog, which it does not read).
    let comparable = projects.indices.filter { projects[$0].files.count == projects[$0].referencePaths.count }
    for index in projects.indices + [-1, -2] {
      let name =
        switch index {
        case -1: "**all (sum per round)**"
        case -2: "**all without String Catalogs (\(comparable.count) projects)**"
        default: projects[index].name
        }
      func select(_ times: [[Double]]) -> [Double] {
        switch index {
        case -1: totals(times)
        case -2: totals(comparable.map { times[$0] })
        default: times[index]
        }
      }
      let walls = wall.map(select)
      let cpus = cpu.map(select)
      let cells =
        [name] + walls.map { String(format: "%.1f", median($0) * 1000) }
        + [
          pairedMedian(walls[0], walls[1]), pairedMedian(walls[0], walls[2]), pairedMedian(cpus[0], cpus[1]),
          pairedMedian(cpus[0], cpus[2]),
        ].map { String(format: "%.2fx", $0) }
      print("| " + cells.joined(separator: " | ") + " |")
    }
    print(
      "speed-up = median over rounds of Foundation's time / ours (> 1: ours is faster; the target is 3x); "
        + "times are medians over rounds; CPU = user + system of the child")
  }

  /// `l10n-gen-benchmarks foundation-parse <file>...`: parses each file with `PropertyListSerialization` and prints
  /// the number of files and top-level entries, the reference process of ``runPipelinePerProcess(corpus:rounds:tool:)``.
  static func runFoundationParse(_ paths: [String]) throws {
    var entries = 0
    for path in paths {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      var format = PropertyListSerialization.PropertyListFormat.openStep
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
      entries &+= (plist as? [String: Any])?.count ?? 0
    }
    print("\(paths.count) files, \(entries) entries")
  }

  /// The `l10n-gen` beside this executable, after `swift build -c <configuration> --product l10n-gen
  /// --scratch-path <build folder>` from the current directory (the package root) brought it up to date.
  static func builtTool() throws -> String {
    guard let folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() else {
      throw ProcessBenchmarkError.noExecutable
    }
    let configuration = folder.lastPathComponent
    // `<scratch>/<triple>/<configuration>/` or `<scratch>/<configuration>/`.
    var scratch = folder.deletingLastPathComponent()
    if !FileManager.default.fileExists(atPath: scratch.appendingPathComponent("\(configuration).yaml").path) {
      scratch.deleteLastPathComponent()
    }
    let build = ChildCommand(
      executable: "/usr/bin/env",
      arguments: ["swift", "build", "-c", configuration, "--product", "l10n-gen", "--scratch-path", scratch.path])
    print("building l10n-gen: swift \(build.arguments.dropFirst().joined(separator: " "))")
    let result = try build.run(capturingOutput: true)
    guard result.status == 0 else { throw ProcessBenchmarkError.build(result.output) }
    let tool = folder.appendingPathComponent("l10n-gen").path
    guard FileManager.default.isExecutableFile(atPath: tool) else { throw ProcessBenchmarkError.noTool(tool) }
    return tool
  }

  /// Why the per-process benchmark stopped.
  enum ProcessBenchmarkError: Error, CustomStringConvertible {
    case noExecutable
    case build(String)
    case noTool(String)

    var description: String {
      switch self {
      case .noExecutable: "cannot find this benchmark's executable"
      case .build(let output): "swift build --product l10n-gen failed:\n\(output)"
      case .noTool(let path): "no l10n-gen at \(path); build it or pass --tool <path>"
      }
    }
  }
}
