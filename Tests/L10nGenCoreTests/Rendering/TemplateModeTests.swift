import L10nGenCore
import Testing

@Suite struct TemplateModeTests {
  @Test func builtinTemplatesImplyTheirContext() {
    #expect(TemplateMode(template: "structured", context: nil) == .structured)
    #expect(TemplateMode(template: "flat", context: nil).context == .structured)
    #expect(TemplateMode(template: "swiftgen", context: nil).context == .swiftgen)
    #expect(TemplateMode(template: "swiftgen", context: .swiftgen) == .swiftgen)
  }

  /// A custom template, even one named like a built-in file, gets the context it asks for (default structured).
  @Test func customTemplatesGetTheContextTheyAskFor() {
    #expect(
      TemplateMode(template: "swiftgen.mustache", context: nil)
        == .custom(path: "swiftgen.mustache", context: .structured))
    let mode = TemplateMode(template: "Templates/team-swiftgen.mustache", context: .swiftgen)
    #expect(mode == .custom(path: "Templates/team-swiftgen.mustache", context: .swiftgen))
    #expect(mode.context == .swiftgen)
    #expect(mode.builtinName == nil)
  }

  @Test func aContextAgainstABuiltinTemplateIsAConflict() {
    #expect(TemplateMode.conflict(template: "swiftgen", context: .swiftgen) == nil)
    #expect(TemplateMode.conflict(template: "flat", context: .structured) == nil)
    #expect(TemplateMode.conflict(template: "team.mustache", context: .swiftgen) == nil)
    let conflict = TemplateMode.conflict(template: "flat", context: .swiftgen)
    #expect(conflict?.hasPrefix("the built-in template 'flat' is rendered with the structured context") == true)
  }

  @Test func theConfigurationResolvesItsMode() {
    var config = L10nGenConfig()
    #expect(config.templateMode == .structured)
    config.template = "team.mustache"
    config.context = .swiftgen
    #expect(config.templateMode == .custom(path: "team.mustache", context: .swiftgen))
  }
}
