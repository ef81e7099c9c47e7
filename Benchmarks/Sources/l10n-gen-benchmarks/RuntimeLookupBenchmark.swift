import Foundation
import L10nKit
import Observation

/// Warm and cold lookups of plain keys against `Bundle.localizedString`, a warm lookup inside a language scope
/// against one outside, and the cost of the `Observation` access every lookup registers. Part of `runtime`.
enum RuntimeLookupBenchmark {
  /// A key type shaped like a generated table's (the accessor path: `L10n.LocalizableKey.string("key.5")`).
  struct GeneratedKey: LocalizationTableKey {
    /// Set once before the measurements, read only afterwards.
    nonisolated(unsafe) static var target: (bundle: Bundle, localizer: Localizer)?
    static var table: String { "Localizable" }
    static var bundle: Bundle { target!.bundle }
    static var localizer: Localizer { target!.localizer }
    let key: StaticString
    init(stringLiteral key: StaticString) { self.key = key }
  }

  /// An observable value read the way a lookup registers its access.
  final class ObservedProbe: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    var value: Int {
      registrar.access(self, keyPath: \.value)
      return 1
    }
  }

  static let keyCount = 1_000
  static let coldKey = "key.500"

  /// Writes a bundle with `en` and `fr` tables of `keyCount` plain keys at `path`.
  static func writeBundle(at path: URL) throws {
    for language in ["en", "fr"] {
      let folder = path.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let strings = (0..<keyCount).map { "\"key.\($0)\" = \"\(language) value for key.\($0)\";" }
      try Data(strings.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
    }
  }

  static func run(iterations: Int) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-lookup-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try measureCold(root: root)
    try runWarm(iterations: iterations)
  }

  /// The cold measurements alone.
  static func runCold() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-cold-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try measureCold(root: root)
  }

  /// The warm measurements alone, on a bundle of their own.
  static func runWarm(iterations: Int) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-warm-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("Warm.bundle")
    try writeBundle(at: path)
    guard let bundle = Bundle(path: path.path) else { throw CocoaError(.fileNoSuchFile) }
    try measureWarm(bundle: bundle, iterations: iterations)
  }

  // MARK: - Warm

  static func measureWarm(bundle: Bundle, iterations: Int) throws {
    let localizer = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
    localizer.missingTranslationHandler = { _ in }
    GeneratedKey.target = (bundle, localizer)
    let keys: [StaticString] = ["key.1", "key.22", "key.333", "key.4", "key.55", "key.666", "key.7", "key.88"]
    let direct = measure("Bundle.localizedString (en, plain, 8 keys)", iterations) { count in
      var total = 0
      for index in 0..<count {
        total &+=
          bundle.localizedString(forKey: keys[index % 8].description, value: nil, table: "Localizable").utf8
          .count
      }
      return total
    }
    let accessor = { (count: Int) -> Int in
      var total = 0
      for index in 0..<count { total &+= GeneratedKey.string(keys[index % 8]).utf8.count }
      return total
    }
    // Alternating rounds, so that a slower moment of the shared machine does not favour one side.
    var outside: [Double] = []
    var inside: [Double] = []
    for _ in 0..<9 {
      outside.append(measure("generated accessor path (en, plain, 8 keys)", iterations, accessor))
      inside.append(
        Localizer.withLanguage("en") {
          measure("generated accessor path in withLanguage(\"en\")", iterations, accessor)
        })
    }
    let warm = median(outside)
    print(
      "ratio warm generated accessor/Bundle: \(format(warm / direct))x (target <= 0.1x; median of 9 rounds, "
        + "\(format(warm)) ns vs \(format(direct)) ns)")
    print("ratio warm lookup in a language scope/outside: \(format(median(inside) / warm))x (target <= 1.10x)")

    let probe = ObservedProbe()
    let access = measure("Observation access registration alone (no observer)", iterations * 5) { count in
      var total = 0
      for _ in 0..<count { total &+= probe.value }
      return total
    }
    print("Observation access per lookup: \(format(access)) ns, \(format(access / warm * 100))% of a warm lookup")
  }

  // MARK: - Cold

  /// The first lookup after launch, table load included: each measurement is a fresh process
  /// (`runtime-cold-child bundle|kit <bundle path>`) on a bundle no process read before, rounds alternating.
  static func measureCold(root: URL) throws {
    let rounds = 9
    var bundleTimes: [Double] = []
    var kitTimes: [Double] = []
    for round in 0..<rounds {
      for side in round.isMultiple(of: 2) ? ["bundle", "kit"] : ["kit", "bundle"] {
        let path = root.appendingPathComponent("Cold-\(round)-\(side).bundle")
        try writeBundle(at: path)
        let milliseconds = try runColdChild(side: side, bundlePath: path.path)
        if side == "bundle" { bundleTimes.append(milliseconds) } else { kitTimes.append(milliseconds) }
      }
    }
    print(
      "cold first lookup after launch (fresh process, \(keyCount)-key table, CPU): Bundle \(format(median(bundleTimes))) ms, "
        + "Localizer \(format(median(kitTimes))) ms, ratio \(format(median(kitTimes) / median(bundleTimes)))x "
        + "(target <= 1.0x; median of \(rounds))")
  }

  private static func runColdChild(side: String, bundlePath: String) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["runtime-cold-child", side, bundlePath]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let value = Double(String(decoding: output, as: UTF8.self).trimmed)
    else { throw CocoaError(.executableLoad) }
    return value
  }

  /// In the child process: times the first lookup (bundle creation and table load included) and prints
  /// milliseconds.
  static func runColdChild(_ arguments: [String]) throws {
    guard arguments.count == 2 else { throw CocoaError(.featureUnsupported) }
    let key = coldKey
    var localizer: Localizer?
    let start = threadCPUSeconds()
    let text: String
    if arguments[0] == "bundle" {
      text = Bundle(path: arguments[1])!.localizedString(forKey: key, value: nil, table: "Localizable")
    } else {
      localizer = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
      text = localizer!.string(forKey: key, table: "Localizable", bundle: Bundle(path: arguments[1])!, fallback: "")
    }
    let elapsed = threadCPUSeconds() - start
    // The localizer lives on, as an app's does: its release is not part of the lookup.
    withExtendedLifetime(localizer) {}
    precondition(text == "en value for \(key)", "unexpected \(text)")
    print(elapsed * 1e3)
  }

  // MARK: - Measuring

  /// Nanoseconds per operation of `body(count)` after a warm-up, printed with `label`.
  /// CPU nanoseconds per operation of `body(count)` after a warm-up, printed with `label` (CPU time of this thread,
  /// less disturbed than wall time on a shared machine).
  static func measure(_ label: String, _ count: Int, _ body: (Int) -> Int) -> Double {
    _ = body(min(count, 1_000))
    let start = threadCPUSeconds()
    let checksum = body(count)
    let perCall = (threadCPUSeconds() - start) / Double(count) * 1e9
    print("\(label): \(format(perCall)) ns/op CPU (\(count) ops, checksum \(checksum))")
    return perCall
  }

  /// The CPU time this thread has used, in seconds.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  static func format(_ value: Double) -> String {
    String(format: value < 10 ? "%.2f" : "%.1f", value)
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
