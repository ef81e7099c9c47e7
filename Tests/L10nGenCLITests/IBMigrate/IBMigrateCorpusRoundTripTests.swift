import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import L10nKit
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `ib-migrate` on every corpus storyboard and xib that has `<lang>.lproj/<Name>.strings` translations: after the
/// migration each language resolves, through the `lz*` attribute and L10nKit's `Localizer`, the text UIKit showed
/// before (the translation, else the Base text), the document still reads and exports the same ibtool texts, and a
/// second run changes nothing.
@Suite(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus beside the package"))
struct IBMigrateCorpusRoundTripTests {
  /// One corpus IB document with its translation files.
  struct Case {
    var document: URL
    /// `<lang>.lproj` folder names (without `.lproj`) that hold `<Name>.strings`.
    var languages: [String]
  }

  static func cases(in corpus: URL) -> [Case] {
    let fileManager = FileManager.default
    var cases: [Case] = []
    guard let enumerator = fileManager.enumerator(atPath: corpus.path) else { return [] }
    while let relative = enumerator.nextObject() as? String {
      let url = corpus.appendingPathComponent(relative)
      guard ["storyboard", "xib"].contains(url.pathExtension),
        url.deletingLastPathComponent().lastPathComponent == "Base.lproj"
      else { continue }
      let name = url.deletingPathExtension().lastPathComponent
      let project = url.deletingLastPathComponent().deletingLastPathComponent()
      let folders = (try? fileManager.contentsOfDirectory(atPath: project.path)) ?? []
      let languages = folders.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" && $0 != "mul.lproj" }.filter {
        fileManager.fileExists(atPath: project.appendingPathComponent("\($0)/\(name).strings").path)
      }.map { String($0.dropLast(".lproj".count)) }.sorted()
      if !languages.isEmpty { cases.append(Case(document: url, languages: languages)) }
    }
    return cases.sorted { $0.document.path < $1.document.path }
  }

  /// A `.strings` file's values, the last definition of a key winning as in Apple's parser.
  static func values(_ path: String) -> [String: String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [:] }
    return Dictionary(
      StringsFileReader.parse(data, path: path).entries.map { ($0.key, $0.value) },
      uniquingKeysWith: { _, last in last })
  }

  @Test func everyLanguageResolvesTheSameTextsAfterMigration() throws {
    let corpus = try #require(PackagePaths.corpus)
    let cases = Self.cases(in: corpus)
    #expect(!cases.isEmpty, "the corpus has IB documents with translations")
    var documentCount = 0
    var propertyCount = 0
    var lookupCount = 0
    for testCase in cases {
      let directory = try TemporaryDirectory()
      let name = testCase.document.deletingPathExtension().lastPathComponent
      let documentFile = "Base.lproj/" + testCase.document.lastPathComponent
      let project = testCase.document.deletingLastPathComponent().deletingLastPathComponent()
      try directory.write(documentFile, Data(contentsOf: testCase.document))
      for language in testCase.languages {
        for table in [name, "Localizable"] {
          let source = project.appendingPathComponent("\(language).lproj/\(table).strings")
          if let data = FileManager.default.contents(atPath: source.path) {
            try directory.write("\(language).lproj/\(table).strings", data)
          }
        }
      }
      let original = try Data(contentsOf: testCase.document)
      let originalDocument = try #require(IBDocumentReader.read(original, path: documentFile).document)
      let translations = Dictionary(
        uniqueKeysWithValues: testCase.languages.map {
          ($0, Self.values(directory.path + "/\($0).lproj/\(name).strings"))
        })

      let planPath = directory.path + "/plan.json"
      let planned = CapturingConsole.run(["ib-migrate", directory.path, "--write-plan", planPath])
      #expect(planned.code == .success, "\(testCase.document.path): \(planned.error)")
      let plan = try #require(
        IBMigrationPlanReader.read(Data(contentsOf: URL(fileURLWithPath: planPath)), path: planPath).plan)
      let applied = CapturingConsole.run(["ib-migrate", directory.path, "--apply", planPath])
      #expect(applied.code == .success, "\(testCase.document.path): \(applied.error)")
      guard let section = plan.documents.first, !section.entries.isEmpty else { continue }

      // The document reads, exports the same ibtool texts, and lost no byte but the `/>` of elements that gained
      // children.
      let migratedData = try #require(FileManager.default.contents(atPath: directory.path + "/" + documentFile))
      let migrated = try #require(IBDocumentReader.read(migratedData, path: documentFile).document)
      func exported(_ document: IBDocument) -> [[String]] {
        IBStringsExporter.entries(for: document).map { [$0.key, $0.value, $0.comment] }
      }
      #expect(exported(migrated) == exported(originalDocument), "\(testCase.document.path)")
      let diff = UnifiedDiff.text(
        old: String(decoding: original, as: UTF8.self), new: String(decoding: migratedData, as: UTF8.self), path: "x")
      let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
      #expect(removed.allSatisfy { $0.hasSuffix("/>") }, "\(testCase.document.path): \(removed.prefix(3))")

      // Every language resolves what it resolved before.
      let localizer = Localizer(
        preferenceStore: InMemoryLanguagePreferenceStore(), systemLanguages: { [plan.developmentLanguage] })
      localizer.missingTranslationHandler = { _ in }
      let bundle = try #require(Bundle(path: directory.path))
      localizer.setDevelopmentLanguage(plan.developmentLanguage, for: bundle)
      let objects = Dictionary(migrated.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      let properties = Dictionary(
        originalDocument.objects.flatMap { object in object.properties.map { ($0.key, ($0, object)) } },
        uniquingKeysWith: { first, _ in first })
      let languages = Array(Set(testCase.languages + [plan.developmentLanguage])).sorted()
      for entry in section.entries {
        let (property, object) = try #require(properties[entry.ibKey])
        let resolution = IBMigrationTarget.resolve(
          property, of: object, parent: object.parentID.flatMap { objects[$0] }, platform: migrated.platform)
        guard case .target(let target) = resolution else {
          Issue.record("\(entry.ibKey) was planned but has no lz* target")
          continue
        }
        let attribute = objects[target.objectID]?.runtimeAttributes.first { $0.keyPath == target.keyPath }
        let keys = InterfaceProperty(target.keyPath, isSegmentList: target.isSegmentList).keys(
          in: attribute?.value ?? "")
        let key = target.segmentIndex.map { $0 < keys.count ? keys[$0] : "" } ?? keys.first
        #expect(
          key == entry.key, "\(testCase.document.path) \(entry.ibKey): \(target.keyPath) = \(attribute?.value ?? "nil")"
        )
        for language in languages {
          let before = translations[language]?[entry.ibKey] ?? property.value
          let after = localizer.string(
            forKey: entry.key, table: "Localizable", bundle: bundle, fallback: "", language: language)
          #expect(after == before, "\(testCase.document.path) \(entry.ibKey) in \(language)")
          lookupCount += 1
        }
      }
      documentCount += 1
      propertyCount += section.entries.count

      // A second run changes nothing.
      let snapshot = try Self.snapshot(directory.path)
      let again = CapturingConsole.run(["ib-migrate", directory.path, "--apply", planPath])
      #expect(again.code == .success, "\(again.error)")
      let fresh = CapturingConsole.run(["ib-migrate", directory.path])
      #expect(fresh.code == .success, "\(fresh.error)")
      #expect(try Self.snapshot(directory.path) == snapshot, "\(testCase.document.path): a second run changed files")
    }
    #expect(documentCount > 0)
    print(
      "ib-migrate corpus round trip: \(documentCount) documents, \(propertyCount) texts, \(lookupCount) "
        + "(text, language) lookups")
  }

  /// Every file below `path` (the plan excluded) with its contents.
  static func snapshot(_ path: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
      guard relative != "plan.json", let data = FileManager.default.contents(atPath: path + "/" + relative) else {
        continue
      }
      files[relative] = data
    }
    return files
  }
}
