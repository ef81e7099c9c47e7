import L10nGenCore
import Testing

@Suite struct MustacheSpecTests {
  @Test func vendoredSpecFilesAreAllLoaded() {
    let countsByFile = Dictionary(grouping: MustacheSpecCase.all, by: \.fileName).mapValues(\.count)
    #expect(
      countsByFile == [
        "comments": 12, "delimiters": 14, "interpolation": 42, "inverted": 22, "partials": 12, "sections": 34,
      ])
  }

  @Test(arguments: MustacheSpecCase.all)
  func rendersAsTheSpecExpects(_ specCase: MustacheSpecCase) throws {
    let template = try MustacheTemplate(source: specCase.template, name: specCase.name)
    var partials: [String: MustacheTemplate] = [:]
    for (name, source) in specCase.partials {
      partials[name] = try MustacheTemplate(source: source, name: name)
    }
    let output = try template.render(specCase.data, partials: partials, escaping: .html)
    #expect(output == specCase.expected, "\(specCase.summary)")
  }
}
