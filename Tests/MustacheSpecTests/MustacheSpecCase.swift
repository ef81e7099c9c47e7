import Foundation
import L10nGenCore
import Testing

/// One test from the vendored mustache/spec JSON files in `Spec/`.
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
  /// The spec files this engine must pass (the optional `~` files are not vendored).
  static let fileNames = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]

  /// Every case of every vendored spec file, in file order.
  static let all: [MustacheSpecCase] = fileNames.flatMap { fileName in
    loadCases(fileName: fileName)
  }

  var fileName: String
  var name: String
  var summary: String
  var data: MustacheValue
  var template: String
  var partials: [String: String]
  var expected: String

  var testDescription: String { "\(fileName): \(name)" }

  private static func loadCases(fileName: String) -> [MustacheSpecCase] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Spec").appendingPathComponent("\(fileName).json")
    guard let data = try? Data(contentsOf: url),
      let file = try? JSONDecoder().decode(SpecFile.self, from: data)
    else { return [] }
    return file.tests.map { test in
      MustacheSpecCase(
        fileName: fileName, name: test.name, summary: test.desc, data: test.data, template: test.template,
        partials: test.partials ?? [:], expected: test.expected)
    }
  }
}

private struct SpecFile: Decodable {
  struct Test: Decodable {
    var name: String
    var desc: String
    var data: MustacheValue
    var template: String
    var partials: [String: String]?
    var expected: String
  }

  var tests: [Test]
}
