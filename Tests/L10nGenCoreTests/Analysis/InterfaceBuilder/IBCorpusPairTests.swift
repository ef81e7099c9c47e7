import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

/// Checks `ib-strings` against real ibtool exports: every IB file of `../shared/corpus` with sibling
/// `<language>.lproj/<Name>.strings` (or `mul.lproj/<Name>.xcstrings`) files.
@Suite(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus")) struct IBCorpusPairTests {
  /// One real translation file of an IB file.
  struct Pair {
    var ibFile: URL
    var translationFile: URL
  }

  /// One entry of a real translation file.
  struct RealEntry {
    var key: String
    var comment: String?
    /// The development-language value, when the file is in the development language (or a catalog).
    var developmentValue: String?
  }

  /// Tallies over all pairs.
  struct Tally {
    var pairs = 0
    var translationKeys = 0
    var staleTranslationKeys = 0
    var recallExpected = 0
    var recallHits = 0
    var exported = 0
    var precisionHits = 0
    var addedAfterExport = 0
    var commentsCompared = 0
    var commentClassMatches = 0
    var commentExactMatches = 0
    var developmentValuesCompared = 0
    var developmentValueMatches = 0
    var ordersCompared = 0
    var orderMatches = 0
    var misses: [String] = []

    var recall: Double { recallExpected == 0 ? 1 : Double(recallHits) / Double(recallExpected) }
    var rawPrecision: Double { exported == 0 ? 1 : Double(precisionHits) / Double(exported) }
    var precision: Double {
      exported - addedAfterExport == 0 ? 1 : Double(precisionHits) / Double(exported - addedAfterExport)
    }
  }

  static func pairs(in corpus: URL) -> [Pair] {
    var pairs: [Pair] = []
    let fileManager = FileManager.default
    for ibFile in PackagePaths.files(in: corpus, withExtensions: ["storyboard", "xib"]) {
      let name = ibFile.deletingPathExtension().lastPathComponent
      let parent = ibFile.deletingLastPathComponent().deletingLastPathComponent()
      guard let folders = try? fileManager.contentsOfDirectory(atPath: parent.path) else { continue }
      for folder in folders.sorted() where folder.hasSuffix(".lproj") {
        for suffix in ["strings", "xcstrings"] {
          let candidate = parent.appendingPathComponent(folder).appendingPathComponent("\(name).\(suffix)")
          if fileManager.fileExists(atPath: candidate.path) {
            pairs.append(Pair(ibFile: ibFile, translationFile: candidate))
          }
        }
      }
    }
    return pairs
  }

  static func realEntries(of url: URL) throws -> [RealEntry] {
    let data = try Data(contentsOf: url)
    if url.pathExtension == "xcstrings" {
      let catalog = try #require(StringCatalogReader.parse(data, path: url.path).catalog)
      return catalog.entries.filter { $0.extractionState != .stale }.map { entry in
        RealEntry(
          key: entry.key, comment: entry.comment,
          developmentValue: entry.values[catalog.sourceLanguage]?.plainText)
      }
    }
    // A .strings file is in the development language when it sits in `en.lproj` beside `Base.lproj` (every corpus
    // project with IB tables develops in English).
    let isDevelopment = url.deletingLastPathComponent().lastPathComponent == "en.lproj"
    return StringsFileReader.parse(data, path: url.path).entries.map { entry in
      RealEntry(key: entry.key, comment: entry.comment, developmentValue: isDevelopment ? entry.value : nil)
    }
  }

  static func commentClass(_ comment: String?) -> String? {
    guard let comment, let start = comment.range(of: "Class = \"") else { return nil }
    return String(comment[start.upperBound...].prefix { $0 != "\"" })
  }

  static func objectID(of key: String) -> String {
    String(key.prefix { $0 != "." })
  }

  /// `Class.property` of an entry, indices removed: `UISegmentedControl.segmentTitles[]`.
  static func kind(of entry: IBStringsExporter.Entry) -> String {
    let property = entry.key.drop { $0 != "." }.dropFirst()
    let withoutIndex = property.split(separator: "[").first.map(String.init) ?? String(property)
    return (commentClass(entry.comment) ?? "") + "." + withoutIndex
  }

  static func tally(_ pairs: [Pair], corpus: URL) throws -> Tally {
    var tally = Tally()
    var confirmed: Set<String> = []
    var candidates: [(relative: String, entry: IBStringsExporter.Entry, objectKnown: Bool)] = []
    for pair in pairs {
      let result = IBDocumentReader.read(try Data(contentsOf: pair.ibFile), path: pair.ibFile.path)
      let document = try #require(result.document, "\(pair.ibFile.path): \(result.diagnostics)")
      #expect(!result.diagnostics.containsErrors)
      let ids = Set(document.objects.map(\.id))
      let exported = IBStringsExporter.entries(for: document)
      let exportedByKey = Dictionary(exported.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
      let real = try realEntries(of: pair.translationFile)
      let realKeys = Set(real.map(\.key))
      let realIDs = Set(real.map { objectID(of: $0.key) })
      let relative = pair.translationFile.path.dropFirst(corpus.path.count + 1)
      tally.pairs += 1
      tally.translationKeys += real.count
      for entry in real {
        guard ids.contains(objectID(of: entry.key)) else {
          tally.staleTranslationKeys += 1
          continue
        }
        tally.recallExpected += 1
        guard let ours = exportedByKey[entry.key] else {
          tally.misses.append("recall: \(relative): \(entry.key) not exported")
          continue
        }
        tally.recallHits += 1
        if let comment = entry.comment {
          tally.commentsCompared += 1
          if commentClass(comment) == commentClass(ours.comment) {
            tally.commentClassMatches += 1
          } else {
            tally.misses.append("class: \(relative): \(entry.key): \(comment) vs \(ours.comment)")
          }
          if comment == ours.comment {
            tally.commentExactMatches += 1
          } else if entry.developmentValue != nil {
            tally.misses.append("comment: \(relative): \(entry.key): \(comment) vs \(ours.comment)")
          }
        }
        if let value = entry.developmentValue {
          tally.developmentValuesCompared += 1
          if value == ours.value {
            tally.developmentValueMatches += 1
          } else {
            tally.misses.append(
              "value: \(relative): \(entry.key): \(value.debugDescription) vs \(ours.value.debugDescription)")
          }
        }
      }
      if pair.translationFile.pathExtension == "strings" {
        // Where the order is kept (catalogs sort their keys), the keys both have must come in the same order.
        let exportedKeys = Set(exported.map(\.key))
        tally.ordersCompared += 1
        if real.map(\.key).filter(exportedKeys.contains) == exported.map(\.key).filter(realKeys.contains) {
          tally.orderMatches += 1
        } else {
          tally.misses.append("order: \(relative)")
        }
      }
      for entry in exported {
        tally.exported += 1
        if realKeys.contains(entry.key) {
          tally.precisionHits += 1
          confirmed.insert(kind(of: entry))
        } else {
          candidates.append(
            (relative: String(relative), entry: entry, objectKnown: realIDs.contains(objectID(of: entry.key))))
        }
      }
    }
    // A key no translation has is explained when its object has no key at all in that file (so the object is newer
    // than the export) and ibtool exports the same class and property elsewhere in the corpus (so the mapping is
    // right). Anything else is a miss.
    for candidate in candidates {
      if !candidate.objectKnown && confirmed.contains(kind(of: candidate.entry)) {
        tally.addedAfterExport += 1
        tally.misses.append("precision (object added after the export): \(candidate.relative): \(candidate.entry.key)")
      } else {
        tally.misses.append(
          "precision: \(candidate.relative): \(candidate.entry.key) = \(candidate.entry.value.debugDescription)")
      }
    }
    return tally
  }

  @Test func exportsMatchRealIBToolTables() throws {
    let corpus = try #require(PackagePaths.corpus)
    let pairs = Self.pairs(in: corpus)
    #expect(!pairs.isEmpty)
    let tally = try Self.tally(pairs, corpus: corpus)
    let report = """
      ib-strings vs real ibtool tables: \(tally.pairs) pairs, \(tally.translationKeys) keys \
      (\(tally.staleTranslationKeys) of removed objects)
        recall: \(tally.recallHits)/\(tally.recallExpected) = \(String(format: "%.4f", tally.recall))
        precision: \(tally.precisionHits)/\(tally.exported - tally.addedAfterExport) = \
      \(String(format: "%.4f", tally.precision)) (raw \(tally.precisionHits)/\(tally.exported) = \
      \(String(format: "%.4f", tally.rawPrecision)); \(tally.addedAfterExport) keys of objects added after the export)
        comment classes: \(tally.commentClassMatches)/\(tally.commentsCompared); whole comments: \
      \(tally.commentExactMatches)/\(tally.commentsCompared)
        development values: \(tally.developmentValueMatches)/\(tally.developmentValuesCompared)
        .strings files in Xcode's key order: \(tally.orderMatches)/\(tally.ordersCompared)
      \(tally.misses.map { "  - " + $0 }.joined(separator: "\n"))
      """
    print(report)
    #expect(tally.recall >= 0.99, "\(report)")
    #expect(tally.precision >= 0.97, "\(report)")
    #expect(tally.commentClassMatches == tally.commentsCompared, "\(report)")
    #expect(tally.developmentValueMatches == tally.developmentValuesCompared, "\(report)")
  }
}
