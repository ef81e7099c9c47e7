import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// The *Configuration reference* article of the DocC catalog (`Docs/L10nGen.docc/ConfigurationReference.md`)
/// documents every key `l10n-gen.json` accepts: each key the loader knows is the first cell of a table row, and
/// each key of a section (`lint`, `sources`) is named in its section's row.
@Suite struct ConfigurationReferenceTests {
  /// The article, relative to the package root.
  static let articlePath = "Docs/L10nGen.docc/ConfigurationReference.md"

  /// The first cell of every table row of `text` that starts with a code span: `` | `enumName` | … `` → `enumName`.
  static func documentedKeys(in text: String) -> Set<String> {
    var keys: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      keys.insert(String(cell))
    }
    return keys
  }

  /// The table row of `key` in `text`, or `nil`.
  static func row(of key: String, in text: String) -> Substring? {
    text.split(separator: "\n").first { $0.hasPrefix("| `\(key)` |") }
  }

  @Test func everyConfigurationKeyHasARow() throws {
    let text = String(decoding: try Data(contentsOf: PackagePaths.file(Self.articlePath)), as: UTF8.self)
    let known = Set(ConfigSetting.all.keys).union(ConfigSetting.sections.keys)
    let documented = Self.documentedKeys(in: text)
    #expect(known.count > 20, "the loader should know the configuration keys")
    let undocumented = known.subtracting(documented).sorted()
    let unknown = documented.subtracting(known).sorted()
    #expect(undocumented.isEmpty, "keys without a row: \(undocumented)")
    #expect(unknown.isEmpty, "rows of keys the loader rejects: \(unknown)")
  }

  @Test func everySectionKeyIsNamedInItsSectionsRow() throws {
    let text = String(decoding: try Data(contentsOf: PackagePaths.file(Self.articlePath)), as: UTF8.self)
    for (section, settings) in ConfigSetting.sections {
      let row = try #require(Self.row(of: section, in: text), "no row for '\(section)'")
      for key in settings.keys {
        #expect(row.contains("`\(key)`"), "the '\(section)' row does not name '\(key)'")
      }
    }
  }

  @Test func rowsAreReadFromTheTables() {
    let text = "| Key | Default |\n|---|---|\n| `enumName` | `L10n` |\nprose `notAKey`\n| `lint` | `{}` |\n"
    #expect(Self.documentedKeys(in: text) == ["enumName", "lint"])
    #expect(Self.row(of: "lint", in: text) == "| `lint` | `{}` |")
  }
}
