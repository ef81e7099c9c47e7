import Foundation
import L10nKit

extension RuntimeBenchmark {
  /// A key type shaped like a generated table's, over the relocalization benchmark's own bundle and localizer.
  struct RelocalizationKey: LocalizationTableKey {
    /// Set once before the measurements, read only afterwards.
    nonisolated(unsafe) static var target: (bundle: Bundle, localizer: Localizer)?
    static var table: String { "Localizable" }
    static var bundle: Bundle { target!.bundle }
    static var localizer: Localizer { target!.localizer }
    let key: StaticString
    init(stringLiteral key: StaticString) { self.key = key }
  }

  /// One way of binding 10,000 labels, measured on its own.
  struct BindingWorkload {
    var name: String
    /// Binds label `index` in `store`.
    var bind: @MainActor (_ store: LocalizationBindingStore, _ label: Label, _ index: Int) -> Void
    /// What label 5 shows in Russian, to check that the switch really relocalized.
    var expectedRussianText: String
  }

  /// Relocalization with 10,000 live bindings: a language switch (`LocalizationBindingStore.setLanguage`) between
  /// English and Russian, `rounds` times per workload; prints the median and best switch in CPU time of the main
  /// thread (what the switch costs, less disturbed on a loaded machine) and in wall time, in milliseconds.
  ///
  /// Workloads: key-based bindings (the `lz*` properties), typed closure bindings of plain accessors, of closures
  /// that return a ready string (the floor: the store's walk and the key-path setter), of accessors with a `%@`
  /// argument, of plural accessors, and a mix like a real screen set (65% plain, 30% with arguments, 5% plural).
  /// The table has 1,000 keys, so bindings share keys as labels of a real app do.
  static func measureRelocalization(rounds: Int = 15, only filter: String? = nil) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-reloc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for language in ["en", "ru"] {
      let folder = root.appendingPathComponent("Reloc.bundle/\(language).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let strings =
        (0..<1_000).map { "\"plain.\($0)\" = \"\(language) plain \($0)\";" }
        + (0..<1_000).map { "\"welcome.\($0)\" = \"\(language) welcome %@ (\($0))\";" }
      try Data(strings.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
      try Data(RuntimeBenchmark.pluralFiles.utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
    }
    guard let bundle = Bundle(path: root.appendingPathComponent("Reloc.bundle").path) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let localizer = Localizer(preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { ["en"] })
    localizer.missingTranslationHandler = { _ in }
    RelocalizationKey.target = (bundle, localizer)

    // Generated accessors take a `StaticString`: these stand for 1,000 distinct accessors.
    let plainKeys: [StaticString] = ["plain.1", "plain.22", "plain.333", "plain.4", "plain.55", "plain.666", "plain.7"]
    let formattedKeys: [StaticString] = ["welcome.1", "welcome.22", "welcome.333", "welcome.4", "welcome.55"]
    func plain(_ index: Int) -> String { RelocalizationKey.string(plainKeys[index % plainKeys.count]) }
    func welcome(_ index: Int) -> String {
      RelocalizationKey.format(formattedKeys[index % formattedKeys.count], "user \(index % 10)")
    }
    func files(_ count: Int) -> String { RelocalizationKey.format("files", count) }

    // Texts that need no lookup: what the store and the key-path setter cost alone (a heap string per label, as a
    // lookup returns one).
    let readyTexts = (0..<1_000).map { "ready text number \($0)" }
    let workloads = [
      BindingWorkload(
        name: "key-based (lz*)",
        bind: { store, label, index in
          let key = LocalizationKey("plain.\(index % 1_000)", table: "Localizable", bundle: bundle)
          store.bind(label, key: key) { $0.text = $1 }
        }, expectedRussianText: "ru plain 5"),
      BindingWorkload(
        name: "typed, plain accessor",
        bind: { store, label, index in store.bind(label, \.text) { plain(index) } },
        expectedRussianText: "ru plain 666"),
      BindingWorkload(
        name: "typed, no lookup (store and key-path setter alone)",
        bind: { store, label, index in store.bind(label, \.text) { readyTexts[index % 1_000] } },
        expectedRussianText: "ready text number 5"),
      BindingWorkload(
        name: "typed, accessor with %@",
        bind: { store, label, index in store.bind(label, \.text) { welcome(index) } },
        expectedRussianText: "ru welcome user 5 (1)"),
      BindingWorkload(
        name: "typed, plural accessor",
        bind: { store, label, index in store.bind(label, \.text) { files(index) } },
        expectedRussianText: "5 files (many)"),
      BindingWorkload(
        name: "mix: 65% plain, 30% %@, 5% plural",
        bind: { store, label, index in
          switch index % 20 {
          case 0: store.bind(label, \.text) { files(index) }
          case 1...6: store.bind(label, \.text) { welcome(index) }
          default: store.bind(label, \.text) { plain(index) }
          }
        }, expectedRussianText: "ru welcome user 5 (1)"),
      // The same kinds through `bind(_:property:text:apply:)`: a closure sets the text, no key path.
      BindingWorkload(
        name: "apply closure, plain accessor",
        bind: { store, label, index in
          store.bind(label, text: { plain(index) }, apply: { $0.text = $1 })
        },
        expectedRussianText: "ru plain 666"),
      BindingWorkload(
        name: "apply closure, no lookup (store and setter alone)",
        bind: { store, label, index in
          store.bind(label, text: { readyTexts[index % 1_000] }, apply: { $0.text = $1 })
        },
        expectedRussianText: "ready text number 5"),
      BindingWorkload(
        name: "apply closure, accessor with %@",
        bind: { store, label, index in
          store.bind(label, text: { welcome(index) }, apply: { $0.text = $1 })
        },
        expectedRussianText: "ru welcome user 5 (1)"),
      BindingWorkload(
        name: "apply closure, plural accessor",
        bind: { store, label, index in
          store.bind(label, text: { files(index) }, apply: { $0.text = $1 })
        },
        expectedRussianText: "5 files (many)"),
      BindingWorkload(
        name: "apply closure, mix: 65% plain, 30% %@, 5% plural",
        bind: { store, label, index in
          switch index % 20 {
          case 0:
            store.bind(label, text: { files(index) }, apply: { $0.text = $1 })
          case 1...6:
            store.bind(label, text: { welcome(index) }, apply: { $0.text = $1 })
          default:
            store.bind(label, text: { plain(index) }, apply: { $0.text = $1 })
          }
        }, expectedRussianText: "ru welcome user 5 (1)"),
    ]
    // The reference, measured in the same process: 10,000 lookups of plain keys through Foundation's
    // `Bundle.localizedString(forKey:value:table:)`, in the language a switch goes to. A ratio against it holds on a
    // faster or slower machine, where an absolute frame budget does not.
    let languageBundles = ["en", "ru"].compactMap { language in
      bundle.path(forResource: language, ofType: "lproj").flatMap(Bundle.init(path:))
    }
    precondition(languageBundles.count == 2, "the benchmark bundle has en.lproj and ru.lproj")
    let referenceKeys = (0..<10_000).map { "plain.\($0 % 1_000)" }
    var referenceTimes: [Double] = []
    var lookedUp = 0
    for round in 0..<(rounds + 1) {
      let lookupBundle = languageBundles[round % 2]
      let cpuStart = relocalizationThreadCPUSeconds()
      for key in referenceKeys {
        lookedUp &+= lookupBundle.localizedString(forKey: key, value: nil, table: "Localizable").utf8.count
      }
      if round > 0 { referenceTimes.append((relocalizationThreadCPUSeconds() - cpuStart) * 1e3) }
    }
    precondition(lookedUp > 0)
    referenceTimes.sort()
    let reference = referenceTimes[rounds / 2]
    print(
      "reference: 10,000 Bundle.localizedString lookups of plain keys, CPU median "
        + String(format: "%.2f ms (%.2f µs each)", reference, reference * 1e3 / 10_000))
    print(
      "language switch (en <-> ru) with 10,000 live bindings, \(rounds) switches each (goal: ratio <= 0.25 of the "
        + "reference):")
    for workload in workloads where filter.map(workload.name.contains) ?? true {
      let times = MainActor.assumeIsolated { () -> (wall: [Double], cpu: [Double]) in
        let store = LocalizationBindingStore(localizer: localizer)
        store.setLanguage("en")
        let labels = (0..<10_000).map { _ in Label() }
        for (index, label) in labels.enumerated() { workload.bind(store, label, index) }
        store.setLanguage("ru")  // warm: both languages' tables are loaded before measuring
        var wall: [Double] = []
        var cpu: [Double] = []
        for round in 0..<rounds {
          let cpuStart = relocalizationThreadCPUSeconds()
          let start = ContinuousClock.now
          store.setLanguage(round % 2 == 0 ? "en" : "ru")
          let elapsed = ContinuousClock.now - start
          cpu.append((relocalizationThreadCPUSeconds() - cpuStart) * 1e3)
          wall.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
        }
        store.setLanguage("ru")
        precondition(labels[5].text == workload.expectedRussianText, "\(workload.name): \(labels[5].text)")
        return (wall.sorted(), cpu.sorted())
      }
      func milliseconds(_ value: Double) -> String { String(format: "%.2f", value) }
      let ratio = times.cpu[rounds / 2] / reference
      print(
        "  \(workload.name): \(String(format: "%.2fx", ratio)) of the reference"
          + "\(ratio <= 0.25 ? "" : " (over the 0.25x goal)"); CPU median \(milliseconds(times.cpu[rounds / 2])) ms (best "
          + "\(milliseconds(times.cpu[0]))); wall median \(milliseconds(times.wall[rounds / 2])) ms (best "
          + "\(milliseconds(times.wall[0])), worst \(milliseconds(times.wall[rounds - 1])))")
    }
  }

  /// The CPU time the calling thread has used, in seconds.
  static func relocalizationThreadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
