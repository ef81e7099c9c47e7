import Foundation
import L10nGenCore
import L10nGenTools

/// `l10n-gen import` of a 100,000-unit XLIFF file into a `.strings` table pair, in a child process: wall and CPU time,
/// and peak memory against the XLIFF file's size; then the XLIFF reader alone, in process.
///
/// Usage: `l10n-gen-benchmarks import [--units <n>] [--keep <folder>] [--baseline <l10n-gen> [--rounds <n>]]`
/// (default 100,000 units). The project is `en.lproj/Large.strings` and `de.lproj/Large.strings` with `n` keys; the
/// XLIFF (what `export --format xliff` writes for `de`) changes every tenth target, so the import reads every unit,
/// checks placeholders and edits the German table in place. Goal (issue 22, issue 35 §4): under 2 s in release, peak
/// memory under 5x the XLIFF file.
///
/// With `--baseline`, another `l10n-gen` binary (an older build) and the built one import in alternating rounds (3 by
/// default), each into a fresh copy of the project, and every round checks that both wrote the same bytes. With
/// `--keep`, the folder is kept, with the project before any import as `Project-original`.
enum ImportBenchmark {
  static let usage =
    "usage: l10n-gen-benchmarks import [--units <n>] [--keep <folder>] [--baseline <l10n-gen> [--rounds <n>]]"

  static func run(_ arguments: [String]) throws {
    var units = 100_000
    var keep: URL?
    var baseline: URL?
    var rounds = 3
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--units" where index + 1 < arguments.count:
        units = Int(arguments[index + 1]) ?? units
        index += 1
      case "--keep" where index + 1 < arguments.count:
        keep = URL(fileURLWithPath: arguments[index + 1])
        index += 1
      case "--baseline" where index + 1 < arguments.count:
        baseline = URL(fileURLWithPath: arguments[index + 1])
        index += 1
      case "--rounds" where index + 1 < arguments.count:
        rounds = max(1, Int(arguments[index + 1]) ?? rounds)
        index += 1
      default:
        throw BenchmarkUsageError(message: usage)
      }
      index += 1
    }
    let tool = URL(fileURLWithPath: try ParseBenchmark.builtTool())
    let root =
      keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("l10n-gen-import-\(UUID().uuidString)")
    defer { if keep == nil { try? FileManager.default.removeItem(at: root) } }
    let project = root.appendingPathComponent("Project")
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    var english = ""
    var german = ""
    var xliffUnits: [ExchangeUnit] = []
    xliffUnits.reserveCapacity(units)
    for number in 0..<units {
      let key = "section\(number / 10_000).group\((number / 100) % 100).item\(number)"
      let source = "Item \(number) of %@ in the <\(number % 7)> group & more"
      let target = "Eintrag \(number) von %@ in der <\(number % 7)> Gruppe & mehr"
      english += "/* Item \(number) */\n\"\(key)\" = \"\(source)\";\n\n"
      german += "\"\(key)\" = \"\(target)\";\n"
      let changed = number.isMultiple(of: 10) ? target + " (neu)" : target
      xliffUnits.append(
        ExchangeUnit(id: key, source: source, target: changed, state: "translated", note: "Item \(number)"))
    }
    try Data(english.utf8).write(to: project.appendingPathComponent("en.lproj/Large.strings"))
    try Data(german.utf8).write(to: project.appendingPathComponent("de.lproj/Large.strings"))
    xliffUnits.sort(by: ExchangeFile.unitSortsBefore)
    let xliff = XLIFFWriter(tool: .init(id: "l10n-gen", name: "l10n-gen", version: "bench")).document([
      ExchangeFile(
        original: "en.lproj/Large.strings", sourceLanguage: "en", targetLanguage: "de", units: xliffUnits)
    ])
    let xliffURL = root.appendingPathComponent("de.xliff")
    let xliffData = Data(xliff.utf8)
    try xliffData.write(to: xliffURL)
    print(String(format: "import: %d units, XLIFF %.1f MB", units, Double(xliffData.count) / 1e6))

    if keep != nil {
      // What the imports start from, for profiling one by hand.
      let original = root.appendingPathComponent("Project-original")
      try? FileManager.default.removeItem(at: original)
      try FileManager.default.copyItem(at: project, to: original)
    }
    if let baseline {
      try compare(
        baseline, against: tool, project: project, xliff: xliffURL, xliffSize: xliffData.count, rounds: rounds)
    }
    let child = try ChildProcess.run(tool, arguments: ["import", xliffURL.path, project.path])
    guard child.status == 0 else { throw BenchmarkUsageError(message: "l10n-gen import exited \(child.status)") }
    print(
      String(
        format: "  l10n-gen import: %.2f s wall, %.2f s CPU, peak RSS %.0f MB (%.1fx the XLIFF file)",
        child.wallSeconds, child.cpuSeconds, Double(child.peakResidentBytes) / 1e6,
        Double(child.peakResidentBytes) / Double(xliffData.count)))
    let again = try ChildProcess.run(tool, arguments: ["import", xliffURL.path, project.path])
    print(
      String(
        format: "  again, nothing to change: %.2f s wall, peak RSS %.0f MB", again.wallSeconds,
        Double(again.peakResidentBytes) / 1e6))

    var best = Double.infinity
    for _ in 0..<3 {
      let start = DispatchTime.now().uptimeNanoseconds
      let read = XLIFFReader.read(xliffData, path: xliffURL.path)
      precondition(read.files.first?.units.count == units)
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    print(String(format: "  XLIFFReader alone (in process, best of 3): %.3f s", best))
  }

  /// Alternating rounds of `baseline` and `tool` importing `xliff` into fresh copies of `project`: CPU time and peak
  /// RSS of each run, and a check that both wrote the same German table.
  private static func compare(
    _ baseline: URL, against tool: URL, project: URL, xliff: URL, xliffSize: Int, rounds: Int
  ) throws {
    let table = "de.lproj/Large.strings"
    var written: [String: Data] = [:]
    for round in 1...rounds {
      for (name, binary) in [("baseline", baseline), ("built", tool)] {
        let copy = project.deletingLastPathComponent().appendingPathComponent("Project-\(name)")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: project, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let child = try ChildProcess.run(binary, arguments: ["import", xliff.path, copy.path])
        guard child.status == 0 else {
          throw BenchmarkUsageError(message: "\(binary.path) import exited \(child.status)")
        }
        let data = try Data(contentsOf: copy.appendingPathComponent(table))
        if let other = written.values.first, other != data {
          throw BenchmarkUsageError(message: "round \(round): \(name) wrote another \(table) than the first run")
        }
        written[name] = data
        print(
          "  round \(round), \(name): "
            + String(
              format: "%.2f s CPU, %.2f s wall, peak RSS %.0f MB (%.2fx the XLIFF file)", child.cpuSeconds,
              child.wallSeconds, Double(child.peakResidentBytes) / 1e6,
              Double(child.peakResidentBytes) / Double(xliffSize)))
      }
    }
    print("  both wrote the same \(table)")
  }
}
