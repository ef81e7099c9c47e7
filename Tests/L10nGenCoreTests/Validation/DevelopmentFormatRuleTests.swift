import Foundation
import L10nGenCore
import Testing

/// Broken specifiers in development values are warnings located at the value, prefixed with the key, under each
/// problem's own rule, and only for the tables the configuration generates.
@Suite struct DevelopmentFormatRuleTests {
  private static let files = [
    "en.lproj/Localizable.strings": "\"ok\" = \"%@ ok\";\n\"broken\" = \"Open %k now\";\n",
    "fr.lproj/Localizable.strings": "\"ok\" = \"%@ %q\";\n\"broken\" = \"Ouvrir\";\n",
    "en.lproj/Other.strings": "\"hole\" = \"%2$@\";\n",
  ]

  @Test func warnsAtTheDevelopmentValueUnderTheProblemsRule() {
    let findings = ValidationFixture.check(DevelopmentFormatRule(), Self.files).sortedForOutput()
    #expect(
      findings.map(\.description) == [
        "en.lproj/Localizable.strings:2:12: warning: 'broken': '%k' is not a format specifier: Foundation drops "
          + "the '%' and prints the rest; write '%%' for a literal percent sign or use a valid conversion such as "
          + "'%@' or '%ld' [invalid-specifier]",
        "en.lproj/Other.strings:1:10: warning: 'hole': argument position 1 is never used although later positions "
          + "are; Foundation then shifts the later arguments and prints the wrong values; use every position from 1 "
          + "on (e.g. '%1$@' before '%2$@') [position-hole]",
      ])
    // Translations are PlaceholderConsistencyRule's: the French '%q' is not reported here.
    #expect(findings.allSatisfy { $0.language == nil })
  }

  @Test func checksOnlyTheSelectedTables() {
    let context = ValidationContext(project: ValidationFixture.project(Self.files), selectedTables: ["Other"])
    let findings = context.tables.flatMap { DevelopmentFormatRule().check($0, in: context) }
    #expect(findings.map(\.rule) == [.positionHole])
    #expect(findings.allSatisfy { $0.location?.file == "en.lproj/Other.strings" })
  }

  @Test func generateAndLintReportThemOnceAndHonourTheConfigurationsTables() throws {
    let inputs = Self.files.map { InputFile(path: $0.key, data: Data($0.value.utf8)) }
    for validator in [ProjectValidator.generation, .lint] {
      let all = GeneratorPipeline.run(files: inputs, config: L10nGenConfig(), templates: nil, validator: validator)
      #expect(all.diagnostics.filter { $0.rule == .invalidSpecifier && $0.language == nil }.count == 1)
      #expect(all.diagnostics.filter { $0.rule == .positionHole }.count == 1)
      var config = L10nGenConfig()
      config.tables = ["Localizable"]
      let selected = GeneratorPipeline.run(files: inputs, config: config, templates: nil, validator: validator)
      #expect(selected.diagnostics.filter { $0.rule == .positionHole }.isEmpty)
      #expect(selected.diagnostics.filter { $0.rule == .invalidSpecifier && $0.language == nil }.count == 1)
    }
  }
}
