import L10nGenCore
import Testing

@Suite struct MustacheEscapingTests {
  private let context: MustacheValue = ["code": "Array<String> && \"quoted\" 'single'"]

  @Test func noneInsertsValuesVerbatim() throws {
    let template = try MustacheTemplate(source: "{{code}}|{{{code}}}|{{&code}}")
    let verbatim = "Array<String> && \"quoted\" 'single'"
    #expect(try template.render(context) == "\(verbatim)|\(verbatim)|\(verbatim)")
    #expect(try template.render(context, escaping: .none) == "\(verbatim)|\(verbatim)|\(verbatim)")
  }

  @Test func htmlEscapesOnlyDoubleMustacheTags() throws {
    let template = try MustacheTemplate(source: "{{code}}|{{{code}}}|{{&code}}")
    let verbatim = "Array<String> && \"quoted\" 'single'"
    #expect(
      try template.render(context, escaping: .html)
        == "Array&lt;String&gt; &amp;&amp; &quot;quoted&quot; &#39;single&#39;|\(verbatim)|\(verbatim)")
  }

  @Test func htmlEscapingKeepsNonASCIIText() throws {
    let template = try MustacheTemplate(source: "{{text}}")
    #expect(try template.render(["text": "Grüße <🌍>"], escaping: .html) == "Grüße &lt;🌍&gt;")
  }

  @Test func templateTextIsNeverEscaped() throws {
    let template = try MustacheTemplate(source: "<b>{{name}}</b> & more")
    #expect(try template.render(["name": "x"], escaping: .html) == "<b>x</b> & more")
  }
}
