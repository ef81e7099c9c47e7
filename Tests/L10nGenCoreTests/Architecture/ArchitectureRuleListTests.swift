import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

/// ARCHITECTURE.md names the rules `generate` and `lint` run: every rule of `ProjectValidator.generation` and
/// `ProjectValidator.lint` is named in its validation section, so the page cannot fall behind the code.
@Suite struct ArchitectureRuleListTests {
  /// The text of the validation section of ARCHITECTURE.md.
  static func validationSection() throws -> String {
    let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    let start = try #require(text.range(of: "### 4. Validation"))
    let end = text.range(of: "\n### ", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
    return String(text[start.lowerBound..<end])
  }

  @Test func everyRuleOfGenerateAndLintIsNamed() throws {
    let section = try Self.validationSection()
    var settings = LintSettings()
    settings.translationLengthRatio = 2
    let validators = [ProjectValidator.generation, ProjectValidator.lint(settings)]
    let names = Set(validators.flatMap(\.rules).map { String(describing: type(of: $0)) })
    #expect(names.count > 10)
    for name in names.sorted() {
      #expect(section.contains("`\(name)`"), "ARCHITECTURE.md's validation section does not name \(name)")
    }
  }
}
