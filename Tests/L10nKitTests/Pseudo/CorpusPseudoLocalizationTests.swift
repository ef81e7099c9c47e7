import Foundation
import L10nGenTestSupport
import L10nKit
import Testing

/// Pseudo-localization over the real tables (`PackagePaths.realFiles`: the corpus or its slice): no placeholder is
/// lost or changed, and every plural lookup picks the same variant as without pseudo-localization.
@Suite struct CorpusPseudoLocalizationTests {
  static let corpus: URL = PackagePaths.realFiles
  static let settings: [PseudoLocalization] = [.accented(expansion: 0.4), .rightToLeft, [.accented(), .rightToLeft]]

  /// The corpus table files with this extension that sit in an `.lproj` folder, sorted; at least one.
  static func tableFiles(withExtension fileExtension: String) throws -> [URL] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: corpus.path))
    let files = enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".\(fileExtension)") && ($0 as NSString).deletingLastPathComponent.hasSuffix(".lproj") }
      .sorted().map { corpus.appendingPathComponent($0) }
    try #require(!files.isEmpty, "the corpus has no .\(fileExtension) tables")
    return files
  }

  /// The entries of a table file, which Foundation must read.
  static func propertyList(at url: URL) throws -> [String: Any] {
    let list = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
    return try #require(list as? [String: Any], "\(url.path) is not a dictionary")
  }

  /// Every string of a `.stringsdict` entry, with whether it is a variant (inside a variable) or a whole string.
  static func strings(of entry: Any, isVariant: Bool = false) -> [(text: String, isVariant: Bool)] {
    if let text = entry as? String { return [(text, isVariant)] }
    guard let dictionary = entry as? [String: Any] else { return [] }
    return dictionary.sorted { $0.key < $1.key }.flatMap { key, value -> [(text: String, isVariant: Bool)] in
      if key == "NSStringFormatSpecTypeKey" || key == "NSStringFormatValueTypeKey" { return [] }
      return strings(of: value, isVariant: key != "NSStringLocalizedFormatKey")
    }
  }

  @Test
  func everyPlaceholderSurvivesInEveryCorpusValue() throws {
    var checked = 0
    let files = try Self.tableFiles(withExtension: "strings") + Self.tableFiles(withExtension: "stringsdict")
    for file in files {
      let table = try Self.propertyList(at: file)
      for (key, entry) in table {
        for (text, isVariant) in Self.strings(of: entry) {
          let original = PseudoLocalizationTests.placeholders(text)
          for settings in Self.settings {
            let transformed = isVariant ? settings.transformVariant(text) : settings.transform(text)
            #expect(
              PseudoLocalizationTests.placeholders(transformed) == original,
              "\(file.path): '\(key)': \(text.debugDescription) became \(transformed.debugDescription)")
          }
          checked += 1
        }
      }
    }
    #expect(checked > files.count)
  }

  @Test
  func pluralChoiceIsUnchangedOnCorpusStringsdicts() throws {
    let files = try Self.tableFiles(withExtension: "stringsdict")
    let plainCollector = ReportCollector()
    let plain = plainCollector.makeLocalizer()
    let pseudo = ReportCollector().makeLocalizer()
    pseudo.pseudoLocalization = .accented(expansion: 0)
    let normalized = { (text: String) in
      PseudoLocalization.removingAccents(from: text).filter { $0 != "[" && $0 != "]" }
    }
    var compared = 0
    var distinctResults = 0
    for file in files {
      let folder = file.deletingLastPathComponent()
      let language = String(folder.lastPathComponent.dropLast(".lproj".count))
      let table = file.deletingPathExtension().lastPathComponent
      let bundle = try #require(Bundle(path: folder.deletingLastPathComponent().path))
      for key in try Self.propertyList(at: file).keys.sorted() {
        var results = Set<String>()
        for count in [0, 1, 2, 3, 5, 11, 21, 102, 1_000_000] {
          let shapes: [[LocalizationArgument]] = [
            [.int(count), .string("A"), .string("B"), .string("C")], [.string("A"), .int(count), .string("B")],
            [.int(count), .int(count), .int(count)], [.double(Double(count)), .string("A")],
          ]
          for arguments in shapes {
            let reportsBefore = plainCollector.reports.count
            let expected = plain.string(
              forKey: key, table: table, bundle: bundle, fallback: "", arguments: arguments, language: language)
            let problems = plainCollector.reports[reportsBefore...].filter {
              if case .unusedArguments = $0.reason { return false }
              return true
            }
            guard problems.isEmpty else { continue }
            let actual = pseudo.string(
              forKey: key, table: table, bundle: bundle, fallback: "", arguments: arguments, language: language)
            #expect(
              normalized(actual) == normalized(expected),
              "\(file.path): '\(key)' with \(arguments): \(actual.debugDescription) for \(expected.debugDescription)")
            results.insert(expected)
            compared += 1
          }
        }
        distinctResults += results.count
      }
    }
    #expect(compared > files.count)
    // The counts select different variants, so the comparison is not between a handful of identical strings.
    #expect(distinctResults > files.count)
  }
}
