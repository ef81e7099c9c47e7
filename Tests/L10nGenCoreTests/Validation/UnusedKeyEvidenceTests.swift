import Foundation
import Testing

@testable import L10nGenCore

/// `unused-key` stays a warning only where the scan sees all uses: a key whose use may hide where the scan cannot
/// follow is a note that says why (the real cases: a package's `AsyncButton("Open")`, TCA's `TextState("Agree")`, a
/// catalog key added by hand, Maccy's `title: "clear"` shown through `Text(LocalizedStringKey(item.title))`).
@Suite struct UnusedKeyEvidenceTests {
  static func findings(table: InputFile, sources: [(String, String)]) -> [Diagnostic] {
    GeneratorPipeline.run(
      files: [table], config: L10nGenConfig(), templates: nil, validator: .lint,
      sources: sources.map { InputFile(path: $0.0, data: Data($0.1.utf8)) }
    ).diagnostics.filter { $0.rule == .unusedKey }
  }

  static let strings = InputFile(
    path: "en.lproj/Localizable.strings",
    data: Data(
      "\"Open\" = \"Open\";\n\"Agree %@\" = \"Agree %@\";\n\"clear\" = \"Clear\";\n\"gone\" = \"Gone\";\n".utf8))

  @Test func aLiteralPassedToACallOutOfSightIsAPossibleUse() throws {
    let found = Self.findings(
      table: Self.strings,
      sources: [
        (
          "App/Open.swift",
          "AsyncButton(\"Open\") { await open() }\nlet t = TextState(\"Agree \\(name)\", bundle: .module)\n"
        ),
        ("App/Other.swift", "let x = Text(\"something else\")\n"),
      ])
    let open = try #require(found.first { $0.message.hasPrefix("'Open'") })
    #expect(open.severity == .note)
    #expect(open.message.contains("argument of 'AsyncButton' at App/Open.swift:1:13"), "\(open.message)")
    #expect(found.first { $0.message.hasPrefix("'Agree %@'") }?.severity == .note, "an interpolation matches too")
    // No runtime lookup in this code: a key written nowhere, or only as plain text, is unused.
    #expect(found.first { $0.message.hasPrefix("'gone'") }?.severity == .warning)
    #expect(found.first { $0.message.hasPrefix("'clear'") }?.severity == .warning)
  }

  @Test func aCallTheModuleDeclaresIsNoUncertainUse() {
    let found = Self.findings(
      table: Self.strings,
      sources: [
        (
          "App/Open.swift",
          "struct AsyncButton { init(_ title: String) {} }\nlet b = AsyncButton(\"Open\")\nText(\"gone\")\n"
        )
      ])
    #expect(found.first { $0.message.hasPrefix("'Open'") }?.severity == .warning, "\(found)")
  }

  @Test func aKeyWrittenAsAStringInCodeThatLooksKeysUpAtRunTimeIsANote() throws {
    let found = Self.findings(
      table: Self.strings,
      sources: [
        ("App/Footer.swift", "struct FooterItem { var title: String }\nlet item = FooterItem(title: \"clear\")\n"),
        (
          "App/FooterView.swift",
          "struct FooterView { var body: some View { Text(LocalizedStringKey(item.title)); Text(\"Open\") } }\n"
        ),
      ])
    let clear = try #require(found.first { $0.message.hasPrefix("'clear'") })
    #expect(clear.severity == .note)
    #expect(clear.message.contains("written as a string at App/Footer.swift:2:30"), "\(clear.message)")
    #expect(clear.message.contains("LocalizedStringKey at App/FooterView.swift:1:"), "\(clear.message)")
    #expect(found.first { $0.message.hasPrefix("'gone'") }?.severity == .warning)
  }

  @Test func aCatalogKeyAddedByHandIsANote() throws {
    let catalog = InputFile(
      path: "Localizable.xcstrings",
      data: Data(
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Browsers" : { "extractionState" : "manual" },
            "Old" : { "extractionState" : "stale" },
            "Used" : { }
          },
          "version" : "1.0"
        }
        """.utf8))
    let found = Self.findings(table: catalog, sources: [("App/View.swift", "let t = Text(\"Used\")\n")])
    #expect(found.first { $0.message.hasPrefix("'Browsers'") }?.severity == .note)
    #expect(found.first { $0.message.contains("extractionState 'manual'") } != nil)
    #expect(found.first { $0.message.hasPrefix("'Old'") }?.severity == .warning)
    #expect(found.count == 2, "\(found)")
  }
}
