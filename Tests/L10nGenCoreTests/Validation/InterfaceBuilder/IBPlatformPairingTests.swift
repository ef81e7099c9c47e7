import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

/// Interface Builder tables of one name in several folder trees (a macOS and an iOS `Document`, two extensions'
/// `MainInterface`): each language file is checked against the Base document of its own tree, as Xcode's target
/// membership pairs them, and only then by name.
@Suite struct IBPlatformPairingTests {
  /// One file of the layout: its path in the test project and the corpus file it is copied from.
  typealias Source = (path: String, corpusFile: String)

  static let corpus = PackagePaths.corpus

  /// A macOS app and an iOS app of one product, each with a `Document` storyboard: LinearMouse's macOS
  /// `Main.storyboard` and DuckDuckGo's iOS `Settings.storyboard`, with their real German, Spanish and French tables.
  static let twoPlatforms: [Source] =
    [
      ("Mac/Base.lproj/Document.storyboard", "linearmouse__linearmouse/LinearMouse/UI/Base.lproj/Main.storyboard"),
      ("iOS/Base.lproj/Document.storyboard", "duckduckgo__iOS/DuckDuckGo/Base.lproj/Settings.storyboard"),
    ]
    + ["de", "es", "fr"].flatMap { language -> [Source] in
      [
        (
          "Mac/\(language).lproj/Document.strings",
          "linearmouse__linearmouse/LinearMouse/UI/\(language).lproj/Main.strings"
        ),
        ("iOS/\(language).lproj/Document.strings", "duckduckgo__iOS/DuckDuckGo/\(language).lproj/Settings.strings"),
      ]
    }

  /// DuckDuckGo's two extensions as they are: `OpenAction` and `ShareExtension` each have a `MainInterface.storyboard`
  /// with its own tables.
  static let twoExtensions: [Source] = ["OpenAction", "ShareExtension"].flatMap { folder -> [Source] in
    [("\(folder)/Base.lproj/MainInterface.storyboard", "duckduckgo__iOS/\(folder)/Base.lproj/MainInterface.storyboard")]
      + ["de", "es", "fr", "pl", "ru"].map { language in
        (
          "\(folder)/\(language).lproj/MainInterface.strings",
          "duckduckgo__iOS/\(folder)/\(language).lproj/MainInterface.strings"
        )
      }
  }

  static func inputs(_ sources: [Source], root: URL) throws -> [InputFile] {
    try sources.map { source in
      InputFile(path: source.path, data: try Data(contentsOf: root.appendingPathComponent(source.corpusFile)))
    }
  }

  static func lint(_ files: [InputFile]) -> [Diagnostic] {
    let config = L10nGenConfig()
    return GeneratorPipeline.run(
      files: files, config: config, templates: TemplateSet.builtin(named: config.template), validator: .lint
    ).diagnostics
  }

  @Test(.enabled(if: corpus != nil, "needs ../shared/corpus"))
  func macAndIOSDocumentsOfOneNameEachGetTheirOwnTables() throws {
    let root = try #require(Self.corpus)
    var files = try Self.inputs(Self.twoPlatforms, root: root)
    let diagnostics = Self.lint(files)
    // Before: every entry of the iOS tables was checked against the macOS storyboard (108 false findings).
    #expect(diagnostics.filter { $0.rule == .ibStaleObject }.isEmpty, "\(diagnostics.prefix(3))")
    #expect(diagnostics.filter { $0.rule == .ibUnknownProperty }.isEmpty)
    // Each platform's fr.lproj/Document.strings is its own document's table, not a second file of one table.
    #expect(diagnostics.filter { $0.rule == .duplicateTableFile }.isEmpty)
    // A missing entry is reported in the file of the document's own tree, naming that document's text.
    for finding in diagnostics where finding.rule == .missingTranslation {
      let file = try #require(finding.location?.file)
      #expect(file.hasPrefix("Mac/") || file.hasPrefix("iOS/"))
    }

    // A real stale entry in the iOS French table is still found, against the iOS storyboard.
    let index = try #require(files.firstIndex { $0.path == "iOS/fr.lproj/Document.strings" })
    files[index].data.append(Data("\n\"zzz-zz-zzz.text\" = \"Obsolète\";\n".utf8))
    let stale = Self.lint(files).filter { $0.rule == .ibStaleObject }
    #expect(stale.count == 1)
    #expect(stale.first?.location?.file == "iOS/fr.lproj/Document.strings")
    #expect(stale.first?.message.contains("iOS/Base.lproj/Document.storyboard has no object 'zzz-zz-zzz'") == true)
  }

  @Test(.enabled(if: corpus != nil, "needs ../shared/corpus"))
  func twoExtensionsWithOneStoryboardNameAreCheckedApart() throws {
    let root = try #require(Self.corpus)
    let diagnostics = Self.lint(try Self.inputs(Self.twoExtensions, root: root))
    #expect(diagnostics.filter { $0.rule == .ibStaleObject || $0.rule == .ibUnknownProperty }.isEmpty)
  }

  @Test func aTableFileIsPairedWithItsOwnTreeFirstThenTheNearestThenTheFirst() {
    func document(_ path: String) -> IBDocument {
      IBDocument(
        path: path, kind: path.hasSuffix(".xib") ? .xib : .storyboard, platform: .iOS,
        span: SourceSpan(location: SourceLocation(file: path, line: 1, column: 1), byteRange: 0..<0))
    }
    let documents = [
      document("App/Mac/Base.lproj/Document.xib"), document("App/iOS/Base.lproj/Document.storyboard"),
    ]
    let paired = IBProject.pairedDocuments(
      files: [
        "App/Mac/fr.lproj/Document.strings", "App/iOS/fr.lproj/Document.strings",
        "App/iOS/Translations/de.lproj/Document.strings", "Other/ja.lproj/Document.strings",
      ], documents: documents)
    #expect(paired["App/Mac/fr.lproj/Document.strings"]?.path == "App/Mac/Base.lproj/Document.xib")
    #expect(paired["App/iOS/fr.lproj/Document.strings"]?.path == "App/iOS/Base.lproj/Document.storyboard")
    #expect(paired["App/iOS/Translations/de.lproj/Document.strings"]?.path == "App/iOS/Base.lproj/Document.storyboard")
    #expect(paired["Other/ja.lproj/Document.strings"]?.path == "App/Mac/Base.lproj/Document.xib")
  }
}
