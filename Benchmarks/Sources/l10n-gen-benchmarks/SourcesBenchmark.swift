import Foundation
import L10nGenCore

/// Times `l10n-gen lint --sources` against `swiftc -parse` of the same Swift files, each in its own process, on every
/// corpus app with Swift sources and on all of them as one project, rounds alternating.
///
/// Usage: `l10n-gen-benchmarks sources [--corpus <dir>] [--rounds <n>] [--tool <l10n-gen>]`. The lint run reads
/// the app's tables and its Swift and Objective-C files (the folder search skips `.xcloc` exports, `Pods` and the
/// like, as a user's run does); `swiftc -parse` gets the app's Swift files that search finds, so the compiler parses
/// a subset of what lint reads. CPU time (user + system of the child) is the measure, as the machine is shared;
/// wall time is printed too. The goal is a ratio at most 1: no slower than the compiler merely parsing.
enum SourcesBenchmark {
  static func run(_ arguments: [String]) throws {
    var corpusPath = "../shared/corpus"
    var rounds = 5
    var tool: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--corpus": corpusPath = remaining.popFirst() ?? corpusPath
      case "--rounds": rounds = Int(remaining.popFirst() ?? "") ?? rounds
      case "--tool": tool = remaining.popFirst()
      case "--unbalanced":
        try measureUnbalanced(count: Int(remaining.popFirst() ?? "") ?? 100_000, rounds: rounds)
        return
      default: throw ParseBenchmark.BenchmarkError.unknownOption(argument)
      }
    }
    let corpus = URL(fileURLWithPath: corpusPath).standardizedFileURL
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) else {
      throw ParseBenchmark.BenchmarkError.noCorpus(corpus.path)
    }
    let lintTool = try tool ?? ParseBenchmark.builtTool()
    let swiftc = try swiftCompiler()
    var projects: [(name: String, folders: [String], swiftFiles: [String])] = []
    for name in names.sorted() {
      let folder = corpus.appendingPathComponent(name).path
      let swiftFiles = self.swiftFiles(below: folder)
      guard swiftFiles.count >= 10 else { continue }
      projects.append((name, [folder], swiftFiles))
    }
    projects.append(
      ("all apps as one project", projects.flatMap(\.folders), projects.flatMap(\.swiftFiles)))

    print("sources: l10n-gen lint --sources against swiftc -parse of the same Swift files, \(rounds) rounds")
    print(
      "| project | Swift files | lint CPU s | swiftc -parse CPU s | ratio | swift-frontend -parse CPU s | ratio "
        + "| lint wall s | swiftc -parse wall s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for project in projects {
      let lint = ChildCommand(
        executable: lintTool,
        arguments: ["lint"] + project.folders + project.folders.flatMap { ["--sources", $0] } + ["--format", "json"])
      // One `swiftc` invocation takes each file name once, so files of one name go to separate invocations.
      let parses = uniquelyNamedGroups(project.swiftFiles).map {
        ChildCommand(executable: swiftc, arguments: ["-parse"] + $0)
      }
      // The parser alone: one frontend process that parses every file, without the driver's per-file jobs.
      let frontend = [ChildCommand(executable: swiftc, arguments: ["-frontend", "-parse"] + project.swiftFiles)]
      var lintTimes: [(wall: Double, cpu: Double)] = []
      var parseTimes: [(wall: Double, cpu: Double)] = []
      var frontendTimes: [(wall: Double, cpu: Double)] = []
      for round in 0..<rounds {
        // Alternate which goes first so that a change of load hits both alike.
        let order = round.isMultiple(of: 2) ? [[lint], parses, frontend] : [frontend, parses, [lint]]
        for (index, commands) in order.enumerated() {
          var total = (wall: 0.0, cpu: 0.0)
          for command in commands {
            // Both exit with 1 on some apps (lint's findings; a build script's `#!` line and top-level code that
            // the compiler parses and then rejects outside a main file): the time counts either way.
            let result = try command.run(capturingOutput: false)
            total = (total.wall + result.wall, total.cpu + result.cpu)
          }
          switch round.isMultiple(of: 2) ? index : 2 - index {
          case 0: lintTimes.append(total)
          case 1: parseTimes.append(total)
          default: frontendTimes.append(total)
          }
        }
      }
      let lintCPU = ParseBenchmark.median(lintTimes.map(\.cpu))
      let parseCPU = ParseBenchmark.median(parseTimes.map(\.cpu))
      let ratio = ParseBenchmark.median(zip(lintTimes, parseTimes).map { $0.cpu / $1.cpu })
      let frontendRatio = ParseBenchmark.median(zip(lintTimes, frontendTimes).map { $0.cpu / $1.cpu })
      let cells = [
        project.name, "\(project.swiftFiles.count)", format(lintCPU), format(parseCPU),
        String(format: "%.2fx", ratio), format(ParseBenchmark.median(frontendTimes.map(\.cpu))),
        String(format: "%.2fx", frontendRatio), format(ParseBenchmark.median(lintTimes.map(\.wall))),
        format(ParseBenchmark.median(parseTimes.map(\.wall))),
      ]
      print("| " + cells.joined(separator: " | ") + " |")
    }
    print(
      "ratio = median over rounds of lint's CPU time / the reference's (< 1: lint is faster); swiftc -parse is the "
        + "driver as a user runs it, swift-frontend -parse one frontend process parsing every file")
  }

  /// The Swift files below `folder` that the tool's folder search reads (not in `.xcloc` exports, `Pods` and the
  /// other folders it skips), sorted.
  static func swiftFiles(below folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let parts = relative.split(separator: "/")
      let skipped = parts.dropLast().contains { part in
        SkippedFolder.isHidden(String(part)) || SkippedFolder.reason(forFolderNamed: String(part)) != nil
      }
      if !skipped, relative.hasSuffix(".swift") {
        files.append(folder + "/" + relative)
      }
    }
    return files.sorted()
  }

  /// `sources --unbalanced [count]`: tokenizing and scanning `count` unbalanced `Text("k", ` calls (the input that
  /// was quadratic) in this process, against one `swift-frontend -parse` process of the same text.
  static func measureUnbalanced(count: Int, rounds: Int) throws {
    let text = String(repeating: "Text(\"k\", ", count: count)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-gen-unbalanced-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Unbalanced.swift")
    try Data(text.utf8).write(to: file)
    let parse = ChildCommand(executable: try swiftCompiler(), arguments: ["-frontend", "-parse", file.path])
    var scanTimes: [Double] = []
    var parseTimes: [Double] = []
    for _ in 0..<rounds {
      let bytes = Array(text.utf8)
      let start = ContinuousClock.now
      let tokens = SourceTokenizer.tokenize(bytes, language: .swift)
      let found = KeyUsageScanner.scan(
        tokens: tokens, path: file.path, language: .swift, options: SourceScanOptions())
      let elapsed = ContinuousClock.now - start
      guard found.usages.count == count else { throw SourcesBenchmarkError.noCompiler }
      scanTimes.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      parseTimes.append(try parse.run(capturingOutput: false).cpu)
    }
    let scan = ParseBenchmark.median(scanTimes)
    let compiler = ParseBenchmark.median(parseTimes)
    print(
      "sources --unbalanced: \(count) unbalanced Text(\"k\", calls (\(text.utf8.count) bytes): tokenize and scan "
        + "\(format(scan)) s; swift-frontend -parse of the same file \(format(compiler)) s CPU; ratio "
        + String(format: "%.2fx", scan / compiler) + " (medians of \(rounds))")
  }

  /// `files` split into as few groups as possible in which no two files share a name.
  static func uniquelyNamedGroups(_ files: [String]) -> [[String]] {
    var groups: [(names: Set<Substring>, files: [String])] = []
    for file in files {
      let name = file.split(separator: "/").last ?? Substring(file)
      if let index = groups.firstIndex(where: { !$0.names.contains(name) }) {
        groups[index].names.insert(name)
        groups[index].files.append(file)
      } else {
        groups.append(([name], [file]))
      }
    }
    return groups.map(\.files)
  }

  /// The `swiftc` on `PATH`.
  static func swiftCompiler() throws -> String {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw SourcesBenchmarkError.noCompiler
  }

  /// Why the benchmark stopped.
  enum SourcesBenchmarkError: Error, CustomStringConvertible {
    case noCompiler

    var description: String {
      switch self {
      case .noCompiler: "no swiftc on PATH"
      }
    }
  }

  static func format(_ seconds: Double) -> String { String(format: "%.2f", seconds) }
}
