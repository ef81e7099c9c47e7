import L10nGenCore
import Testing

@Suite struct MustacheTemplateTests {
  @Test func rendersSwiftCodeWithStandaloneSectionsAndIndentedPartials() throws {
    let file = try MustacheTemplate(
      source: """
        enum {{name}} {
          {{#tables}}
          {{>table}}
          {{/tables}}
        }

        """, name: "File.mustache")
    let table = try MustacheTemplate(
      source: """
        enum {{name}} {
          {{#keys}}
          static let {{identifier}}: [String] = ["{{.}}"]
          {{/keys}}
        }

        """, name: "table")
    let model: MustacheValue = [
      "name": "L10n",
      "tables": [
        ["name": "Main", "keys": [["identifier": "title"], ["identifier": "subtitle"]]],
        ["name": "Empty", "keys": []],
      ],
    ]
    let output = try file.render(model, partials: ["table": table])
    #expect(
      output == """
        enum L10n {
          enum Main {
            static let title: [String] = [""]
            static let subtitle: [String] = [""]
          }
          enum Empty {
          }
        }

        """)
  }

  @Test func tenThousandItemListRendersEveryItem() throws {
    let template = try MustacheTemplate(source: "{{#items}}\n{{>item}}\n{{/items}}\n")
    let item = try MustacheTemplate(source: "case key{{index}} // {{label}}\n", name: "item")
    let items = (0..<10_000).map { index -> MustacheValue in
      ["index": .int(index), "label": .string("Label \(index)")]
    }
    let output = try template.render(["items": .list(items)], partials: ["item": item])
    let lines = output.split(separator: "\n")
    #expect(lines.count == 10_000)
    #expect(lines.first == "case key0 // Label 0")
    #expect(lines.last == "case key9999 // Label 9999")
  }

  @Test func thousandsOfSectionsParseAndRender() throws {
    let source = String(repeating: "{{#flag}}\nyes {{name}}\n{{/flag}}\n{{^flag}}no{{/flag}}\n", count: 3_000)
    let template = try MustacheTemplate(source: source, name: "Big.mustache")
    let output = try template.render(["flag": true, "name": "x"])
    #expect(output == String(repeating: "yes x\n\n", count: 3_000))
  }

  @Test func numbersRenderInTheirShortestForm() throws {
    let template = try MustacheTemplate(source: "{{a}} {{b}} {{c}} {{d}} {{e}} {{f}} {{g}}")
    let values: MustacheValue = [
      "a": 85, "b": 1.21, "c": 85.0, "d": -0.5, "e": .double(0.1 + 0.2), "f": 1e20, "g": .int(Int.min),
    ]
    #expect(try template.render(values) == "85 1.21 85 -0.5 0.30000000000000004 1e+20 -9223372036854775808")
  }

  @Test func falsyValuesFollowTheSpecsNotNotRule() throws {
    let template = try MustacheTemplate(source: "{{#v}}yes{{/v}}{{^v}}no{{/v}}")
    let cases: [(MustacheValue, String)] = [
      (.string(""), "no"), (.string("x"), "yes"), (0, "no"), (3, "yes"), (0.0, "no"), (.double(.nan), "no"),
      (false, "no"), (true, "yes"), (nil, "no"), ([], "no"), ([1], "yes"), ([:], "yes"),
    ]
    for (value, expected) in cases {
      #expect(try template.render(["v": value]) == expected, "\(value)")
    }
  }

  @Test func viewModelsRenderThroughMustacheRepresentable() throws {
    struct Key: MustacheRepresentable {
      var name: String
      var arguments: [String]
      var comment: String?
      var mustacheValue: MustacheValue {
        ["name": name.mustacheValue, "arguments": arguments.mustacheValue, "comment": comment.mustacheValue]
      }
    }
    let template = try MustacheTemplate(
      source: "{{#comment}}/// {{.}}\n{{/comment}}func {{name}}({{#arguments}}_ {{.}}: String, {{/arguments}})")
    #expect(
      try template.render(Key(name: "greet", arguments: ["a", "b"], comment: "Says hi"))
        == "/// Says hi\nfunc greet(_ a: String, _ b: String, )")
    #expect(try template.render(Key(name: "bye", arguments: [], comment: nil)) == "func bye()")
  }

  @Test func missingPartialsRenderAsNothing() throws {
    let template = try MustacheTemplate(source: "[{{>missing}}]")
    #expect(try template.render([:]) == "[]")
  }

  @Test func renderingIsDeterministicAndRepeatable() throws {
    let template = try MustacheTemplate(source: "{{#keys}}{{.}};{{/keys}}{{#obj}}{{a}}{{b}}{{c}}{{/obj}}")
    let model: MustacheValue = ["keys": ["z", "a", "m"], "obj": ["c": 3, "a": 1, "b": 2]]
    let first = try template.render(model)
    #expect(first == "z;a;m;123")
    for _ in 0..<10 {
      #expect(try template.render(model) == first)
    }
  }
}
