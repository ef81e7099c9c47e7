import L10nGenCore
import Testing

@Suite struct MustacheErrorTests {
  private func parseError(_ source: String) -> MustacheError? {
    do {
      _ = try MustacheTemplate(source: source, name: "Strings.mustache")
      return nil
    } catch {
      return error
    }
  }

  @Test func unclosedSectionPointsAtItsOpeningTag() {
    let error = parseError("header\n  {{#items}}\n  {{name}}\n")
    #expect(
      error?.description
        == "Strings.mustache:2:3: unclosed section '{{#items}}': add '{{/items}}' where it should end")
  }

  @Test func unclosedInvertedSectionNamesTheInvertedTag() {
    #expect(
      parseError("{{^empty}}none")?.message == "unclosed section '{{^empty}}': add '{{/empty}}' where it should end")
  }

  @Test func mismatchedCloseTagNamesBothSections() {
    let error = parseError("{{#outer}}\n{{#inner}}\n{{/outer}}\n{{/inner}}")
    #expect(error?.line == 3)
    #expect(error?.column == 1)
    #expect(
      error?.message
        == "'{{/outer}}' does not match the open section '{{#inner}}' from line 2, column 1; "
        + "close it first with '{{/inner}}'")
  }

  @Test func closeTagWithoutOpenSection() {
    let error = parseError("text {{/items}}")
    #expect(
      error?.description
        == "Strings.mustache:1:6: '{{/items}}' closes a section that is not open; remove it or add '{{#items}}' "
        + "before it")
  }

  @Test func unclosedTagAtEndOfTemplate() {
    let error = parseError("line one\nHello {{name")
    #expect(error?.line == 2)
    #expect(error?.column == 7)
    #expect(error?.message.hasPrefix("unclosed tag '{{': no '}}' follows") == true)
  }

  @Test func unclosedTagFollowedByAnotherTag() {
    let error = parseError("{{name\n{{other}}")
    #expect(
      error?.description
        == "Strings.mustache:1:1: unclosed tag '{{': expected '}}' before the next '{{'; close the tag, or change "
        + "the delimiters (for example '{{=<% %>=}}') if the braces are meant literally")
  }

  @Test func tripleMustacheNeedsThreeClosingBraces() {
    let error = parseError("a {{{name}}")
    #expect(error?.column == 3)
    #expect(error?.message.hasPrefix("unclosed tag '{{{': no '}}}' follows") == true)
  }

  @Test(arguments: ["{{=<% =}}", "{{=<% %> [ =}}", "{{=a= b=}}", "{{= =}}"])
  func badDelimiterChange(_ source: String) {
    let error = parseError("ok\n" + source)
    #expect(error?.line == 2)
    #expect(error?.column == 1)
    #expect(error?.message.hasPrefix("invalid delimiter change") == true)
  }

  @Test func unclosedTagUsesTheCurrentDelimiters() {
    let error = parseError("{{=<% %>=}}\n<%name")
    #expect(error?.line == 2)
    #expect(error?.message.hasPrefix("unclosed tag '<%': no '%>' follows") == true)
  }

  @Test func emptyAndInvalidNames() {
    #expect(parseError("{{}}")?.message == "empty tag '{{}}': write a name between the delimiters")
    #expect(
      parseError("{{first name}}")?.message
        == "tag name 'first name' in '{{first name}}' contains whitespace; names are a single word")
    #expect(parseError("{{#a..b}}{{/a..b}}")?.message.hasPrefix("invalid name 'a..b'") == true)
    #expect(parseError("{{name.}}")?.message.hasPrefix("invalid name 'name.'") == true)
  }

  @Test func inheritanceTagsAreRejectedWithAnExplanation() {
    #expect(parseError("{{<base}}{{/base}}")?.message.contains("template inheritance") == true)
  }

  @Test func columnsCountUnicodeScalars() {
    let error = parseError("é€ {{/x}}")
    #expect(error?.column == 4)
  }

  @Test func multilineCommentsAdvanceTheLineCount() {
    let error = parseError("{{! one\ntwo\nthree }} {{/x}}")
    #expect(error?.line == 3)
    #expect(error?.column == 10)
  }

  @Test func selfIncludingPartialFailsInsteadOfRecursingForever() throws {
    let partial = try MustacheTemplate(source: "x\n{{>loop}}", name: "loop")
    let template = try MustacheTemplate(source: "{{>loop}}")
    #expect(throws: MustacheError.self) { try template.render([:], partials: ["loop": partial]) }
    do {
      _ = try template.render([:], partials: ["loop": partial])
    } catch {
      #expect(error.templateName == "loop")
      #expect(error.line == 2)
      #expect(error.message.hasPrefix("partial 'loop' is nested more than 100 levels deep"))
    }
  }

  @Test func recursivePartialsBoundedByDataStillRender() throws {
    let node = try MustacheTemplate(source: "({{name}}{{#children}}{{>node}}{{/children}})", name: "node")
    // Leaves need their own empty `children`: a missing name is looked up in the enclosing contexts.
    let leaf = { (name: MustacheValue) -> MustacheValue in ["name": name, "children": []] }
    let tree: MustacheValue = ["name": "a", "children": [["name": "b", "children": [leaf("c")]], leaf("d")]]
    #expect(try node.render(tree, partials: ["node": node]) == "(a(b(c))(d))")
  }

  @Test func randomMalformedTemplatesNeverCrash() {
    var generator = SplitMix64(seed: 42)
    let alphabet = Array("{{}}#^/!>&=.ab \n{}")
    var failures = 0
    for _ in 0..<3_000 {
      let length = Int(generator.next() % 24)
      let source = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
      do {
        let template = try MustacheTemplate(source: source, name: "fuzz")
        _ = try template.render(["a": [1, 2], "b": true], partials: ["a": template, "b": template])
      } catch {
        failures += 1
        #expect(error.line >= 1 && error.line <= lineCount, "\(error) for \(source.debugDescription)")
        #expect(error.column >= 1, "\(error) for \(source.debugDescription)")
      }
    }
    #expect(failures > 0)
  }
}

/// A small deterministic random number generator, so fuzz-style tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
