import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// `export` against real Xcode exports: each corpus app's `.xcloc` bundles are compared unit by unit (file original,
/// id, source, target, state, note, translate) with what l10n-gen exports from the same files. Every difference
/// that remains is listed below with its reason; anything else fails.
@Suite struct ExchangeCorpusTests {
  static let keepingYouAwake = PackagePaths.corpus?.appendingPathComponent("newmarcel__KeepingYouAwake")
  static let eduroam = PackagePaths.corpus?.appendingPathComponent("geteduroam__apple-app")
  static let elytra = PackagePaths.corpus?.appendingPathComponent("ElytraApp__Localisations")

  /// KeepingYouAwake: 21 Xcode 16.4 exports made from the catalogs and xibs at the corpus commit.
  @Test(.enabled(if: keepingYouAwake != nil)) func keepingYouAwakeMatchesXcode() throws {
    let root = try #require(Self.keepingYouAwake)
    let project = ExchangeCorpus.project(root: root)
    #expect(project.diagnostics.filter { $0.severity == .error }.isEmpty)
    let bundles = root.appendingPathComponent("Localizations/KeepingYouAwake")
    var compared = 0
    var differences: [String] = []
    for language in PackagePaths.subfolders(of: bundles).map({ String($0.dropLast(".xcloc".count)) })
    where language != "en" {  // en.xcloc is a stale Xcode 15 export of an older layout
      let xcode = try ExchangeCorpus.xcodeFiles(bundles.appendingPathComponent("\(language).xcloc"), language)
      let result = ExchangeCorpus.compare(
        ours: ExchangeExporter(project: project).files(for: language), xcode: xcode, comparesTargets: { _ in true })
      compared += result.compared
      differences += result.differences
    }
    // Xcode makes InfoPlist.xcstrings units from the targets' Info.plist build settings; the project has no such
    // file, so there is nothing to export them from.
    let expected = differences.filter { !$0.contains("InfoPlist.xcstrings") }
    #expect(compared >= 1_300)
    #expect(expected.isEmpty, "\(expected.count) differences:\n\(expected.prefix(10).joined(separator: "\n"))")
  }

  /// geteduroam: 19 Xcode 16.0 exports; each bundle's Source Contents (its catalogs, with the development language
  /// only, so targets are compared for `en`) exported again gives Xcode's units.
  @Test(.enabled(if: eduroam != nil)) func eduroamSourceContentsMatchXcode() throws {
    let root = try #require(Self.eduroam).appendingPathComponent("Localizations")
    var compared = 0
    var differences: [String] = []
    for bundle in PackagePaths.subfolders(of: root) where bundle.hasSuffix(".xcloc") {
      let language = String(bundle.dropLast(".xcloc".count))
      let folder = root.appendingPathComponent(bundle)
      let project = ExchangeCorpus.project(root: folder.appendingPathComponent("Source Contents"))
      let xcode = try ExchangeCorpus.xcodeFiles(folder, language)
      let result = ExchangeCorpus.compare(
        ours: ExchangeExporter(project: project).files(for: language), xcode: xcode,
        comparesTargets: { _ in language == "en" })
      compared += result.compared
      differences += result.differences
    }
    #expect(compared >= 2_000)
    #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.prefix(10).joined(separator: "\n"))")
  }

  /// ElytraApp: Xcode 15 exports with `.strings`, a `.stringsdict` (path ids per plural category of the target
  /// language), storyboards and xibs; only the development-language files are in Source Contents, so targets are
  /// compared for catalogs and for `en` only.
  @Test(.enabled(if: elytra != nil)) func elytraSourceContentsMatchXcode() throws {
    let root = try #require(Self.elytra).appendingPathComponent("Localizations")
    var compared = 0
    var differences: [String] = []
    for bundle in PackagePaths.subfolders(of: root) where bundle.hasSuffix(".xcloc") {
      let language = String(bundle.dropLast(".xcloc".count))
      let folder = root.appendingPathComponent(bundle)
      let project = ExchangeCorpus.project(root: folder.appendingPathComponent("Source Contents"))
      let xcode = try ExchangeCorpus.xcodeFiles(folder, language).filter {
        // Files outside the project (their Source Contents landed outside the bundle) and intent definitions,
        // which l10n-gen does not read.
        !$0.original.hasPrefix("../") && !$0.original.hasSuffix(".intentdefinition")
      }
      let result = ExchangeCorpus.compare(
        ours: ExchangeExporter(project: project).files(for: language), xcode: xcode,
        comparesTargets: { $0.hasSuffix(".xcstrings") || language == "en" })
      compared += result.compared
      differences += result.differences
    }
    // Xcode 15 merged the keys it extracted from code (and from Info.plist) into the exported tables, with the
    // comments written in code: units only in Xcode's export, and other notes, in .strings and .stringsdict files.
    // l10n-gen exports the tables as they are. Storyboards, xibs and catalogs match unit for unit.
    let expected = differences.filter { difference in
      let fromCode =
        difference.contains("only in Xcode's export") || difference.contains("': note ")
      return !(fromCode && (difference.contains(".strings '") || difference.contains(".stringsdict '")))
    }
    #expect(compared >= 1_000)
    #expect(expected.isEmpty, "\(expected.count) differences:\n\(expected.prefix(10).joined(separator: "\n"))")
  }
}

/// Reading corpus projects and comparing exports.
enum ExchangeCorpus {
  /// Every table file and storyboard or xib below `root` (outside `.xcloc` bundles), named relative to `root`.
  static func project(root: URL) -> ExchangeProject {
    var files: [ExchangeProject.File] = []
    let base = root.standardizedFileURL.path
    let enumerator = FileManager.default.enumerator(atPath: base)
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".xcloc") {
        enumerator?.skipDescendants()
        continue
      }
      let isTable: Bool
      if case .tableFile? = ProjectLayout.classify(path: relative) {
        isTable = true
      } else {
        isTable = ProjectLayout.interfaceDocument(path: relative) != nil
      }
      guard isTable, let data = FileManager.default.contents(atPath: base + "/" + relative) else { continue }
      files.append(ExchangeProject.File(path: base + "/" + relative, original: relative, data: data))
    }
    return ExchangeProject(files: files, developmentLanguage: nil)
  }

  /// The units of Xcode's `Localized Contents/<language>.xliff` in `bundle`.
  static func xcodeFiles(_ bundle: URL, _ language: String) throws -> [ExchangeFile] {
    let url = bundle.appendingPathComponent("Localized Contents/\(language).xliff")
    let result = XLIFFReader.read(try Data(contentsOf: url), path: url.path)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return result.files
  }

  /// Compares files by original and units by id; returns how many units were compared and each difference.
  static func compare(
    ours: [ExchangeFile], xcode: [ExchangeFile], comparesTargets: (String) -> Bool
  ) -> (compared: Int, differences: [String]) {
    var differences: [String] = []
    var compared = 0
    let ourFiles = Dictionary(ours.map { ($0.original, $0) }, uniquingKeysWith: { first, _ in first })
    let xcodeOriginals = Set(xcode.map(\.original))
    for file in ours where !xcodeOriginals.contains(file.original) && !file.units.isEmpty {
      differences.append("\(file.targetLanguage) \(file.original): only in l10n-gen's export")
    }
    for file in xcode {
      guard let mine = ourFiles[file.original] else {
        differences.append(
          "\(file.targetLanguage) \(file.original): only in Xcode's export (\(file.units.count) units)")
        continue
      }
      if file.units.map(\.id) != mine.units.map(\.id) && Set(file.units.map(\.id)) == Set(mine.units.map(\.id)) {
        differences.append("\(file.targetLanguage) \(file.original): same ids in another order")
      }
      let myUnits = Dictionary(mine.units.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      let xcodeIDs = Set(file.units.map(\.id))
      for unit in mine.units where !xcodeIDs.contains(unit.id) {
        differences.append("\(file.targetLanguage) \(file.original) '\(unit.id)': only in l10n-gen's export")
      }
      for unit in file.units {
        let place = "\(file.targetLanguage) \(file.original) '\(unit.id)'"
        guard let my = myUnits[unit.id] else {
          differences.append("\(place): only in Xcode's export (note \(unit.note ?? "-"))")
          continue
        }
        compared += 1
        if my.source != unit.source { differences.append("\(place): source \(my.source) ≠ Xcode \(unit.source)") }
        if (my.note ?? "") != (unit.note ?? "") {
          differences.append("\(place): note \(my.note ?? "-") ≠ Xcode \(unit.note ?? "-")")
        }
        if my.translate != unit.translate { differences.append("\(place): translate \(my.translate)") }
        if comparesTargets(file.original) {
          if my.target != unit.target {
            differences.append("\(place): target \(my.target ?? "-") ≠ Xcode \(unit.target ?? "-")")
          }
          if my.state != unit.state {
            differences.append("\(place): state \(my.state ?? "-") ≠ Xcode \(unit.state ?? "-")")
          }
        }
      }
    }
    if let report = ProcessInfo.processInfo.environment["L10N_GEN_EXCHANGE_REPORT"] {
      let old = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
      try? (old + differences.map { $0 + "\n" }.joined()).write(toFile: report, atomically: true, encoding: .utf8)
    }
    return (compared, differences)
  }
}
