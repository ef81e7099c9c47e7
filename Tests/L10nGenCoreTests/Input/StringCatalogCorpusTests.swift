import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

@Suite(.enabled(if: (PackagePaths.corpus != nil), "needs ../shared/corpus"))
struct StringCatalogCorpusTests {
  private func corpusFile(_ relative: String) throws -> (Data, String) {
    let root = try #require(PackagePaths.corpus)
    return (try Data(contentsOf: root.appendingPathComponent(relative)), relative)
  }

  @Test func everyCorpusStringsDictAndCatalogParsesWithoutCrashing() throws {
    let root = try #require(PackagePaths.corpus)
    var counts = (stringsDicts: 0, catalogs: 0, entries: 0, errors: 0, warnings: 0)
    var report: [String] = []
    for url in TableBuilderTestSupport.files(under: root, suffix: ".stringsdict") {
      let path = String(url.path.dropFirst(root.path.count + 1))
      let result = StringsDictReader.parse(try Data(contentsOf: url), path: path)
      counts.stringsDicts += 1
      counts.entries += result.entries.count
      counts.errors += result.diagnostics.filter { $0.severity == .error }.count
      counts.warnings += result.diagnostics.filter { $0.severity == .warning }.count
      report += result.diagnostics.map(\.description)
    }
    for url in TableBuilderTestSupport.files(under: root, suffix: ".xcstrings") {
      let path = String(url.path.dropFirst(root.path.count + 1))
      let result = StringCatalogReader.parse(try Data(contentsOf: url), path: path)
      counts.catalogs += 1
      #expect(result.catalog != nil, "\(path): \(result.diagnostics)")
      counts.entries += result.catalog?.entries.count ?? 0
      counts.errors += result.diagnostics.filter { $0.severity == .error }.count
      counts.warnings += result.diagnostics.filter { $0.severity == .warning }.count
      report += result.diagnostics.map(\.description)
    }
    print("corpus: \(counts)")
    // Every file is read, exports' copies included; the corpus grows, so its size is not pinned, only its presence.
    #expect(counts.stringsDicts > 0 && counts.catalogs > 0)
    // Errors come only from the files that are broken on purpose (and are checked line by line below).
    let brokenOnPurpose = [
      "SwiftGen__SwiftGen/Sources/TestUtils/Fixtures/Resources/Strings/LocPluralError",
      "mac-cain13__R.swift/Examples/ResourceApp/ResourceApp/Strings/Generic.stringsdict",
      // R.swift's Dutch fixture names an undefined variable: an error for the parser, a warning in a translation.
      "mac-cain13__R.swift/Examples/ResourceApp/ResourceApp/Strings/nl.lproj/Settings.stringsdict",
    ]
    let unexpected = report.filter { line in
      line.contains(": error: ") && !brokenOnPurpose.contains { line.hasPrefix($0) }
    }
    #expect(unexpected.isEmpty, "errors in corpus files that Xcode builds:\n\(unexpected.joined(separator: "\n"))")
  }

  @Test func knownBrokenStringsDictsGivePreciseDiagnostics() throws {
    func diagnostics(_ relative: String) throws -> [String] {
      let (data, path) = try corpusFile(relative)
      return StringsDictReader.parse(data, path: path).diagnostics.map {
        "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.severity.rawValue)"
      }
    }
    let swiftGen = "SwiftGen__SwiftGen/Sources/TestUtils/Fixtures/Resources/Strings/"
    #expect(try diagnostics(swiftGen + "LocPluralErrorBothTypeKeys.stringsdict") == ["25:3 error"])
    #expect(try diagnostics(swiftGen + "LocPluralErrorInvalidVariableValue.stringsdict") == ["14:4 error"])
    #expect(try diagnostics(swiftGen + "LocPluralErrorMissingVariable.stringsdict") == ["8:3 error", "9:3 warning"])
    // Positional `%2$#@has_rating@` after two `%@` is a placeholder-type problem for the generator, not the parser.
    #expect(try diagnostics(swiftGen + "LocPluralErrorPlaceholders.stringsdict").isEmpty)
    let generic = try diagnostics("mac-cain13__R.swift/Examples/ResourceApp/ResourceApp/Strings/Generic.stringsdict")
    #expect(generic == ["222:7 error", "223:7 warning", "283:9 error", "285:9 error", "300:9 error", "302:9 error"])
    // A French translation that breaks `%#@sites@` into `%# @sites @` leaves the variable unused.
    let french = try diagnostics(
      "duckduckgo__iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources/fr.lproj/Localizable.stringsdict")
    #expect(french == ["9:3 warning"])
  }

  @Test func duckDuckGoDollarLessPositionalAndNestedVariables() throws {
    let (data, path) = try corpusFile("duckduckgo__iOS/DuckDuckGo/en.lproj/Localizable.stringsdict")
    let result = StringsDictReader.parse(data, path: path)
    #expect(result.diagnostics.isEmpty)
    let trackers = try #require(result.entries.first { $0.key == "dax.onboarding.browsing.multiple.trackers" })
    #expect(trackers.value.root.representativeText == "%1#@count@")
    // CF reads the 1 of `%1#@count@` as a field width, not a position: the variable takes the next slot (here 1).
    #expect(trackers.value.substitutions.map(\.argumentNumber) == [nil])
    #expect(ParameterUnifier.parameters(for: trackers.value).parameters.first?.position == 1)
    #expect(
      Self.line(trackers.location.line, of: data).contains("<key>dax.onboarding.browsing.multiple.trackers</key>"))
    let passwords = try #require(result.entries.first { $0.key == "autofill.delete.all.passwords.confirmation.body" })
    #expect(passwords.value.substitutions.map(\.name) == ["passwords", "accounts"])
    #expect(passwords.value.substitutions.map(\.argumentNumber) == [1, 2])
  }

  @Test func xcstringsToolNegativeCatalogsAreValidCatalogs() throws {
    // Their problems (`%1$lld or %1$@`, `%2$@, %3$@`, `%c`) are placeholder problems for the generator.
    for name in ["!MismatchingArgumentType", "!MissingArgument", "!UnsupportedFormatSpecifiers"] {
      let (data, path) = try corpusFile(
        "liamnichols__xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/\(name).xcstrings")
      let result = StringCatalogReader.parse(data, path: path)
      #expect(result.diagnostics.isEmpty)
      #expect(result.catalog?.entries.map(\.key) == ["Key"])
      #expect(result.catalog?.entries.first?.values["en"]?.plainText != nil)
    }
  }

  @Test func netNewsWireKeyWithNewlineAndCotEditorObjectIDKey() throws {
    let (data, path) = try corpusFile("Ranchero-Software__NetNewsWire/Shared/Localizable.xcstrings")
    let catalog = try #require(StringCatalogReader.parse(data, path: path).catalog)
    #expect(catalog.entries.first?.key == "")
    let newline = try #require(catalog.entries.first { $0.key.contains("\n") && $0.key.contains("%@") })
    let firstLineOfKey = try #require(newline.key.split(separator: "\n").first)
    #expect(Self.line(newline.location.line, of: data).contains(firstLineOfKey))
    let (ibData, ibPath) = try corpusFile(
      "coteditor__CotEditor/CotEditor/Storyboards/mul.lproj/PrintPanelAccessory.xcstrings")
    let ibCatalog = try #require(StringCatalogReader.parse(ibData, path: ibPath).catalog)
    // An IB ObjectID key (`<ObjectID>.<property>`) that the catalog marks as not to translate.
    let entry = try #require(ibCatalog.entries.first { !$0.shouldTranslate && $0.key.contains(".") })
    #expect(Self.line(entry.location.line, of: ibData).contains("\"\(entry.key)\""))
  }

  /// Line `number` (1-based) of a UTF-8 file's bytes, for checking a location against the file's content rather
  /// than against a line number that a corpus update would change.
  static func line(_ number: Int, of data: Data) -> String {
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    return number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
  }
}
