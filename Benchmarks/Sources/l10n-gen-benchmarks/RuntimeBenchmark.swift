import Foundation
import L10nKit

/// Measures L10nKit lookups against `Bundle.localizedString` on the same table, plural lookups, and language
/// switches with 10,000 live bindings (`measureRelocalization`).
enum RuntimeBenchmark {
  /// The `.stringsdict` every runtime benchmark bundle holds: one plural key, `files`, with the categories of the
  /// benchmarks' languages.
  static let pluralFiles = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>files</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>ld</string>
    <key>one</key><string>%ld file</string><key>few</key><string>%ld files (few)</string>
    <key>many</key><string>%ld files (many)</string><key>other</key><string>%ld files</string>
    </dict></dict></dict></plist>
    """

  /// A key type shaped like a generated table's, over the benchmark's bundle and localizer.
  struct GeneratedKey: LocalizationTableKey {
    /// Set once before the measurements, read only afterwards.
    nonisolated(unsafe) static var target: (bundle: Bundle, localizer: Localizer)?
    static var table: String { "Localizable" }
    static var bundle: Bundle { target!.bundle }
    static var localizer: Localizer { target!.localizer }
    let key: StaticString
    init(stringLiteral key: StaticString) { self.key = key }
  }

  /// A bound object for the relocalization measurement.
  final class Label {
    var text = ""
  }

  static func run(_ arguments: [String]) throws {
    // `runtime relocalize`: only the language switches with 10,000 bindings.
    // `runtime relocalize [plain|%@|plural|mix|lz]`: only the language switches with 10,000 bindings (only the
    // workloads whose name contains the word, for profiling).
    if let index = arguments.firstIndex(of: "relocalize") {
      return try measureRelocalization(only: arguments.dropFirst(index + 1).first)
    }
    // `runtime cold`: only the cold first lookups against `Bundle` (fresh processes).
    if arguments.contains("cold") { return try RuntimeLookupBenchmark.runCold() }
    let iterations = arguments.first.flatMap(Int.init) ?? 200_000
    // `runtime [<iterations>] warm`: only the warm lookups against `Bundle` (for profiling and A/B runs).
    if arguments.contains("warm") { return try RuntimeLookupBenchmark.runWarm(iterations: iterations) }
    // `runtime <iterations> plural`: only the plural lookups (for profiling).
    let onlyPlural = arguments.contains("plural")
    if !onlyPlural { try RuntimeLookupBenchmark.run(iterations: iterations) }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let keys = (0..<1_000).map { "key.\($0)" }
    for language in ["en", "ru"] {
      let folder = root.appendingPathComponent("Bench.bundle/\(language).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let strings = keys.map { "\"\($0)\" = \"\(language) value for \($0)\";" }.joined(separator: "\n")
      try Data(strings.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
      try Data(RuntimeBenchmark.pluralFiles.utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
    }
    guard let bundle = Bundle(path: root.appendingPathComponent("Bench.bundle").path) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let localizer = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
    localizer.missingTranslationHandler = { _ in }

    func measure(_ label: String, _ count: Int, _ body: (Int) -> Int) -> Double {
      _ = body(min(count, 1_000))  // warm up
      let cpuStart = threadCPUSeconds()
      let start = ContinuousClock.now
      let checksum = body(count)
      let elapsed = ContinuousClock.now - start
      let cpu = (threadCPUSeconds() - cpuStart) / Double(count) * 1e9
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      let perCall = seconds / Double(count) * 1e9
      print(
        "\(label): \(String(format: "%.1f", perCall)) ns/op wall, \(String(format: "%.1f", cpu)) ns/op CPU "
          + "(\(count) ops, checksum \(checksum))")
      return perCall
    }

    let coldStart = ContinuousClock.now
    let cold = localizer.string(
      forKey: "files", table: "Localizable", bundle: bundle, fallback: "%ld files", arguments: [.int(5)], language: "ru"
    )
    let coldElapsed = ContinuousClock.now - coldStart
    precondition(cold == "5 files (many)")
    print(
      "first plural lookup in a language (loads the table, learns the number format): "
        + "\(String(format: "%.2f", Double(coldElapsed.components.attoseconds) / 1e15)) ms")

    if !onlyPlural { try measurePlainLookups() }
    func measurePlainLookups() throws {
      let direct = measure("Bundle.localizedString (en, plain)", iterations) { count in
        var total = 0
        for index in 0..<count {
          total &+=
            bundle.localizedString(forKey: keys[index % keys.count], value: nil, table: "Localizable").utf8.count
        }
        return total
      }
      let kit = measure("Localizer.string (en, plain)", iterations) { count in
        var total = 0
        for index in 0..<count {
          total &+=
            localizer.string(
              forKey: keys[index % keys.count], table: "Localizable", bundle: bundle, fallback: ""
            ).utf8.count
        }
        return total
      }
      print("ratio Localizer/Bundle (plain): \(String(format: "%.2f", kit / direct))x (target <= 1.2x)")

      // What a generated accessor does: `L10n.LocalizableKey.string("key.5")`, a StaticString key.
      GeneratedKey.target = (bundle, localizer)
      let literalKeys: [StaticString] = ["key.1", "key.22", "key.333", "key.4", "key.55", "key.666", "key.7", "key.88"]
      let directLiterals = measure("Bundle.localizedString (en, plain, 8 keys)", iterations) { count in
        var total = 0
        for index in 0..<count {
          let key = literalKeys[index % literalKeys.count].description
          total &+= bundle.localizedString(forKey: key, value: nil, table: "Localizable").utf8.count
        }
        return total
      }
      let generated = measure("generated accessor path (en, plain, 8 keys)", iterations) { count in
        var total = 0
        for index in 0..<count {
          total &+= GeneratedKey.string(literalKeys[index % literalKeys.count]).utf8.count
        }
        return total
      }
      print("ratio generated accessor/Bundle: \(String(format: "%.2f", generated / directLiterals))x (target <= 1.2x)")
    }
    localizer.setLanguage("ru")
    _ = measure("Localizer.string (ru, plural %ld)", iterations / 10) { count in
      var total = 0
      for index in 0..<count {
        total &+=
          localizer.string(
            forKey: "files", table: "Localizable", bundle: bundle, fallback: "%ld files", arguments: [.int(index)]
          ).utf8.count
      }
      return total
    }
    try measureRelocalization()
  }

  /// The CPU time this thread has used, in seconds (less disturbed than wall time on a loaded machine).
  private static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
